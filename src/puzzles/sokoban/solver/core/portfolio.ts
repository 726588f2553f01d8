/**
 * Runs several push searches on one core by turns, a slice of expansions each (short at first,
 * longer as the search goes on), and stops at the first answer. The rule: every search gets its
 * share of the time, equal unless `shares` says otherwise (a collection run learns them,
 * `ShareLearner`). Turns follow the clock, not expansions: the search that is furthest behind
 * its share goes next, so a search with dearer expansions (box moves, feature cells) still
 * gets its share. With `WORK_CLOCK` (`repeatable`) they follow the positions generated instead,
 * and a solve repeats exactly. A search may wait for some of the level's time before it starts
 * (`joinAfter`: the spread pair, a detour for hard levels), and then starts at par.
 *
 * ```text
 * const result = runPortfolio([forward, reverse], { onProgress, shares: [2, 1] });
 * result.outcome; // 'found' as soon as either finds a solution; forward had two thirds of the time
 * ```
 *
 * A complete search that proves there is no solution settles the level for all, and so does
 * a time limit, an abort or a stop flag: every search checks those by its `SearchRun`, about
 * once a millisecond of its own work. One that spends the memory budget, or runs out of
 * states while pruning moves a solution may need (goal macros), drops out while the others go
 * on; when none is left the answer is `memoryLimit`. `onProgress` hears the combined figures
 * every 200 ms and once at the end.
 */
import type { PushSearchResult } from './search-settings.js';
import type { SokobanSolveStats } from '../types.js';
import { WALL_CLOCK, turnCost, type TurnClock } from './turn-clock.js';

/** What the portfolio needs of a search (PushSearch and PullSearch). */
export interface TurnSearch {
  /** False when the search prunes moves a solution may need: its `exhausted` proves nothing. */
  readonly complete: boolean;
  /** A result when the start alone settles it. */
  start(): PushSearchResult | undefined;
  /** Up to `budget` expansions; a result when the search ended. */
  step(budget: number): PushSearchResult | undefined;
  stats(): SokobanSolveStats;
}

/**
 * A search's turns, in expansions: the first is `FIRST_SLICE`, each next one twice the last,
 * up to `SLICE`, whenever its share comes round (`nextTurn`). Short first turns let the
 * search that finds an easy level do so within its first milliseconds, instead of after a full
 * turn of every search before it (Microban: 5.4 s in all with turns of 512 from the first,
 * 4.4 s with this ramp); long turns later keep the cost of changing turns small.
 */
const FIRST_SLICE = 4;
const SLICE = 512;
const PROGRESS_EVERY_MS = 200;

export interface PortfolioOptions {
  /** The searches' combined figures every 200 ms and once at the end. */
  onProgress?: (stats: SokobanSolveStats) => void;
  /** Called after every turn (a thread's searches answering other threads). */
  betweenTurns?: () => void;
  /** What a search's share is counted in: the time (default) or the positions it generated. */
  clock?: TurnClock;
  /**
   * Each search's share of the time, as a positive weight in the order of `searches` (default
   * 1 each): a search with weight 2 gets twice the time of one with weight 1.
   */
  shares?: readonly number[];
  /**
   * How much of the level's time, in the clock's units (all the searches' turns together),
   * each search waits before its first turn, in the order of `searches` (default 0 each). A
   * waiting search starts at once when no other is left running, and then at par: it does not
   * make up the turns it missed.
   */
  joinAfter?: readonly number[];
}

export function runPortfolio(
  searches: readonly TurnSearch[],
  options: PortfolioOptions = {},
): PushSearchResult {
  const result = runByTurns(searches, options);
  options.onProgress?.(result.stats);
  return result;
}

function runByTurns(searches: readonly TurnSearch[], options: PortfolioOptions): PushSearchResult {
  const { onProgress, betweenTurns, clock = WALL_CLOCK } = options;
  const running: TurnSearch[] = [];
  const shares: number[] = [];
  // Each search's time so far over its share: the one furthest behind goes next.
  const weighed: number[] = [];
  const slices: number[] = [];
  // Searches yet to start, soonest first (the plan's order among equals).
  const waiting = searches
    .map((search, i) => ({
      search,
      share: options.shares?.[i] ?? 1,
      after: options.joinAfter?.[i] ?? 0,
    }))
    .sort((a, b) => a.after - b.after);
  // The level's time so far, in the clock's units: every turn's cost, all searches together.
  let spent = 0;
  /** Starts the searches whose time has come, and any at all when none is left running. */
  const join = (): PushSearchResult | undefined => {
    while (waiting.length > 0 && (waiting[0].after <= spent || running.length === 0)) {
      const { search, share } = waiting.shift()!;
      const result = search.start();
      if (result === undefined) {
        // At par with the searches running: a late search does not make up the turns it missed.
        weighed.push(weighed.length === 0 ? 0 : Math.min(...weighed));
        running.push(search);
        shares.push(share);
        slices.push(FIRST_SLICE);
      } else if (settlesAll(result, search)) return withStats(result, searches, search);
    }
    return undefined;
  };
  const settled = join();
  if (settled) return settled;
  let nextProgress = performance.now() + PROGRESS_EVERY_MS;
  while (running.length > 0) {
    const turn = nextTurn(weighed);
    const began = clock.read(running[turn]);
    const result = running[turn].step(slices[turn]);
    slices[turn] = Math.min(SLICE, slices[turn] * 2);
    const cost = turnCost(clock, running[turn], began);
    spent += cost;
    weighed[turn] += cost / shares[turn];
    betweenTurns?.();
    if (result !== undefined) {
      if (settlesAll(result, running[turn])) return withStats(result, searches, running[turn]);
      running.splice(turn, 1);
      weighed.splice(turn, 1);
      slices.splice(turn, 1);
      shares.splice(turn, 1);
    }
    const joined = join();
    if (joined) return joined;
    if (onProgress && performance.now() >= nextProgress) {
      nextProgress = performance.now() + PROGRESS_EVERY_MS;
      onProgress(combinedStats(searches));
    }
  }
  // Every search dropped out without a proof: the level stays open, as when memory is spent.
  return withStats({ outcome: 'memoryLimit', stats: combinedStats(searches) }, searches);
}

/**
 * The search whose turn it is: the one that has had the least for its share so far (`weighed`:
 * time over share), the first in the plan's order on a tie. From the very first turns, not only
 * once they are full: while every search had the same turns in expansions, those whose
 * expansions are dear (FESS, the base plan) took most of the time on the small levels that a
 * cheap search finishes within its first turns (with the least-time rule from the start,
 * Microban took 0.90 of the time, Microban II 0.92).
 */
function nextTurn(weighed: readonly number[]): number {
  let turn = 0;
  for (let i = 1; i < weighed.length; i++) if (weighed[i] < weighed[turn]) turn = i;
  return turn;
}

/**
 * Whether a search's end is the level's: found, exhausted as a proof, or a time limit, abort
 * or stop flag (the same for every search). Not so a full store: the others may still find
 * the solution in the room they hold; nor running dry while pruning.
 */
export function settlesAll(result: PushSearchResult, search: TurnSearch): boolean {
  if (result.outcome === 'memoryLimit') return false;
  return result.outcome !== 'exhausted' || search.complete;
}

function withStats(
  result: PushSearchResult,
  searches: readonly TurnSearch[],
  finisher?: TurnSearch,
): PushSearchResult {
  const stats = combinedStats(searches);
  if (result.outcome !== 'found' || finisher === undefined) return { ...result, stats };
  return { ...result, stats, foundBy: searches.indexOf(finisher) };
}

function combinedStats(searches: readonly TurnSearch[]): SokobanSolveStats {
  return sumStats(searches.map((search) => search.stats()));
}

/**
 * The figures of searches that ran side by side (by turns or on threads): counts added up,
 * the elapsed time the longest one's.
 */
export function sumStats(all: readonly SokobanSolveStats[]): SokobanSolveStats {
  const total: SokobanSolveStats = {
    expanded: 0,
    generated: 0,
    maxFrontier: 0,
    elapsedMs: 0,
    states: 0,
  };
  for (const stats of all) {
    total.expanded += stats.expanded;
    total.generated += stats.generated;
    total.maxFrontier += stats.maxFrontier;
    total.states += stats.states;
    total.elapsedMs = Math.max(total.elapsedMs, stats.elapsedMs);
  }
  return total;
}
