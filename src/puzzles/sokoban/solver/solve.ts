/**
 * `solveSokoban` and the plan of searches it runs, each a named preset (`fess`, `reverse`,
 * `goal-rooms`, `base-plan`, `spread-pair`; `optimal-pushes` for `optimal: 'pushes'`). The
 * searches are made here, share one memory budget and one deadline, meet each other's tables,
 * and take turns on one core (`runPortfolio`); the solution is replayed before it is returned.
 * See `index.ts` for what the solver does, and README.md in this folder for its parts.
 */
import { InputError } from '../../../errors.js';
import { checkAmount, checkRunLimits } from '../../../search/index.js';
import type { SokobanLevel } from '../level.js';
import { insideSquares } from '../rules/reachability.js';
import { analyseLevel } from './core/analysis.js';
import { keptSolutionBytes, keptSolutionSlots } from './core/assignment.js';
import { runPortfolio, type TurnSearch } from './core/portfolio.js';
import { ExpansionBudget } from './core/expansion-budget.js';
import { WORK_CLOCK, WALL_CLOCK } from './core/turn-clock.js';
import { PullSearch } from './searches/pull-search.js';
import { PushSearch } from './searches/push-search.js';
import type { Push, SearchPreset, SearchWeights } from './core/search-settings.js';
import type { CrossThreadMeeting } from './core/cross-thread-meeting.js';
import { reorderPushes } from './output/reorder-pushes.js';
import { checkSolution, pushesToLurd } from './output/solution.js';
import { MoveSearch } from './optimize/move-search.js';
import { optimizeSolution } from './optimize/optimize.js';
import { SpreadPair } from './searches/spread-pair.js';
import { PatternExchange } from './fess/pattern-exchange.js';
import { StateBudget, bytesPerState } from './core/state-store.js';
import { describeSearch } from './core/trace.js';
import type { SokobanSolveOptions, SokobanSolveResult } from './types.js';

/** States store squares as 16-bit numbers. */
const MAX_SQUARES = 0xffff;

/** Memory the stored states may use by default. */
export const DEFAULT_MEMORY_BYTES = 1024 * 1024 * 1024;

export function solveSokoban(
  level: SokobanLevel,
  options: SokobanSolveOptions = {},
): SokobanSolveResult {
  checkSolveOptions(options);
  const result =
    options.optimal === 'moves'
      ? solveFewestMoves(level, options)
      : solveWithTuning(level, options);
  return polished(level, result, options);
}

/**
 * `result` with its solution made shorter when `options.optimize` asks for it. With
 * `optimal: 'pushes'` it is shortened by pushes, then moves, so the proof of the fewest pushes
 * holds; a proven fewest-moves solution is left as it is.
 */
export function polished(
  level: SokobanLevel,
  result: SokobanSolveResult,
  options: SokobanSolveOptions,
): SokobanSolveResult {
  const { optimize } = options;
  if (optimize === undefined || result.outcome !== 'found' || result.solution === undefined) {
    return result;
  }
  if (options.optimal === 'moves') return result;
  const metric = optimize.metric ?? (options.optimal === 'pushes' ? 'pushes' : 'moves');
  const better = optimizeSolution(level, result.solution, {
    metric,
    timeLimitMs: optimize.timeLimitMs,
    signal: options.signal,
    stopFlag: options.stopFlag,
  });
  const before = { moves: result.moves, pushes: result.pushes };
  return {
    ...result,
    solution: better.solution,
    moves: better.moves,
    pushes: better.pushes,
    optimized: { before, metric, improved: better.improved },
    stats: {
      ...result.stats,
      expanded: result.stats.expanded + better.stats.expanded,
      generated: result.stats.generated + better.stats.generated,
      elapsedMs: result.stats.elapsedMs + better.stats.elapsedMs,
    },
  };
}

/**
 * Refuses options no solve can keep (a RangeError naming the option and the value): the
 * kit's limits, a memory budget that is not a whole number of states from 1 up, an optimizer
 * time that is not a time. A NaN budget would never be reached, so the solve would not end.
 */
export function checkSolveOptions(options: SokobanSolveOptions & { threads?: number }): void {
  checkRunLimits(options);
  const { maxStates, threads, optimize, shares } = options;
  if (maxStates !== undefined && !(maxStates === Infinity || wholeFromOne(maxStates))) {
    throw new RangeError(
      `maxStates must be a whole number from 1 up, or Infinity, not ${String(maxStates)}`,
    );
  }
  if (threads !== undefined && !wholeFromOne(threads)) {
    throw new RangeError(`threads must be a whole number from 1 up, not ${String(threads)}`);
  }
  if (optimize !== undefined) checkAmount('optimize.timeLimitMs', optimize.timeLimitMs);
  for (const [name, share] of Object.entries(shares ?? {})) {
    if (!(typeof share === 'number' && share > 0 && Number.isFinite(share))) {
      throw new RangeError(`shares.${name} must be a number above 0, not ${String(share)}`);
    }
  }
}

/**
 * Each search's share of the time, in the order of `searches`, from `shares` by preset name
 * (1 for a search not named); undefined without `shares`. A name the plan lacks is refused
 * (a RangeError naming the plan's searches): a misspelt name would otherwise be ignored.
 */
export function planShares(
  searches: readonly SearchPreset[],
  shares: SokobanSolveOptions['shares'],
): number[] | undefined {
  if (shares === undefined) return undefined;
  const names = searches.map((search) => search.name);
  for (const name of Object.keys(shares)) {
    if (!names.includes(name)) {
      throw new RangeError(`shares: the plan has no search named '${name}' (${names.join(', ')})`);
    }
  }
  return names.map((name) => shares[name] ?? 1);
}

function wholeFromOne(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

/** `optimal: 'moves'`: the exact search of the optimizer over the whole level. */
function solveFewestMoves(level: SokobanLevel, options: SokobanSolveOptions): SokobanSolveResult {
  const { timeLimitMs, signal, stopFlag, onProgress, maxExpanded } = options;
  const search = new MoveSearch(level, {
    metric: 'moves',
    timeLimitMs,
    signal,
    stopFlag,
    onProgress,
    maxExpanded,
    maxStates: options.maxStates,
  });
  const result = search.run();
  if (result.outcome !== 'found' || result.pushes === undefined) {
    return { outcome: result.outcome, moves: 0, pushes: 0, optimal: false, stats: result.stats };
  }
  const solution = pushesToLurd(level, result.pushes);
  const check = checkSolution(level, solution);
  if (!check.ok) throw new Error(`solver bug: its solution fails the replay (${check.problem})`);
  return {
    outcome: 'found',
    solution,
    moves: check.moves,
    pushes: check.pushes,
    optimal: true,
    foundBy: {
      preset: 'optimal-moves',
      description: 'A* over positions with the worker’s square: fewest moves, then pushes',
    },
    stats: result.stats,
  };
}

/**
 * FESS: box moves in feature cells, advised moves first, every other turn the best cell's,
 * deadlocks learned where the search stalls, residual matching and corral zones tested on each
 * position expanded.
 */
const FESS: SearchPreset = {
  name: 'fess',
  gWeight: 0,
  hWeight: 1,
  goalOnPop: false,
  corralPruning: true,
  featureSpace: true,
  advisors: true,
  boxMoves: true,
  bestCellTurns: true,
  learnDeadlocks: true,
  residualMatching: true,
  corralZones: true,
  tunnelMacros: true,
};

/**
 * The searches each mode runs, by turns on one core, an equal share of the time each: search
 * directions, orders and prunings that fail in different ways, none of them weighted by
 * evidence from particular levels.
 */
const PLANS: Record<'pushes' | 'any', SearchPreset[]> = {
  pushes: [
    { name: 'optimal-pushes', gWeight: 1, hWeight: 1, goalOnPop: true, corralPruning: false },
  ],
  any: [
    FESS,
    // Backwards from the solved position, three orders taking turns over one store:
    // near-greedy, greedy, and near-greedy within feature cells.
    {
      name: 'reverse',
      gWeight: 1,
      hWeight: 20,
      goalOnPop: false,
      corralPruning: false,
      reverse: true,
      tunnelMacros: true,
      moreOrders: [
        { gWeight: 0, hWeight: 1 },
        { gWeight: 1, hWeight: 20, featureSpace: true },
      ],
    },
    // Forward with room macros, crates free to wait in a room's mouth, no corral pruning.
    {
      name: 'goal-rooms',
      gWeight: 0,
      hWeight: 1,
      goalOnPop: false,
      corralPruning: false,
      goalMacros: true,
      parkInRooms: true,
      featureSpace: true,
      tunnelMacros: true,
    },
    // FESS with the base search's packing order, Festival's filing and all its advisors.
    {
      ...FESS,
      name: 'base-plan',
      basePlan: true,
      pastCells: true,
      hotspots: true,
      explorer: true,
      opener: true,
    },
    // Crates pulled apart from the solved position, then FESS towards the most open position:
    // a detour for levels the direct searches do not finish at once, so it joins after a second.
    {
      name: 'spread-pair',
      gWeight: 0,
      hWeight: 1,
      goalOnPop: false,
      corralPruning: false,
      reverse: true,
      spread: true,
      featureSpace: true,
      bestCellTurns: true,
      tunnelMacros: true,
      joinsLate: true,
    },
  ],
};

/**
 * The forward half of a spread pair: FESS towards the spread search's position, ending by
 * meeting a backward search. It learns no deadlocks: its goals are not the level's.
 */
export const SPREAD_FORWARD: SearchPreset = {
  ...FESS,
  name: 'spread-pair',
  learnDeadlocks: false,
  meetOnly: true,
};

/** The searches `solveSokoban` runs by turns for this `optimal` mode. */
export function planFor(optimal: SokobanSolveOptions['optimal']): SearchPreset[] {
  return PLANS[optimal === 'pushes' ? 'pushes' : 'any'];
}

/**
 * The states `searches` searches may store in `memoryBytes` (default 1 GiB): the stored states
 * and the assignment solutions kept for them come out of the same memory.
 */
export function defaultMaxStates(
  level: SokobanLevel,
  searches: number,
  memoryBytes = DEFAULT_MEMORY_BYTES,
): number {
  const n = level.crates.length;
  const stateBytes = bytesPerState(n) + 24;
  const keptSolutions = keptSolutionSlots(Math.floor(memoryBytes / stateBytes), n, n);
  const keptBytes = searches * keptSolutions * keptSolutionBytes(n, n);
  return Math.max(1, Math.floor((memoryBytes - keptBytes) / stateBytes));
}

/**
 * A plan for tuning runs: presets, or bare settings, which are named by their place in the
 * plan (`search-0`, `search-1`, ...).
 */
export type TuningPlan = readonly (SearchWeights & { readonly name?: string })[];

/** A tuning plan's searches with their names. */
export function namedPlan(plan: TuningPlan): SearchPreset[] {
  return plan.map((weights, i) => ({ ...weights, name: weights.name ?? `search-${i}` }));
}

/** What the searches of one level share with those on other threads. */
export interface SharedLearning {
  /** The words of a `PatternExchange` on a SharedArrayBuffer: learned deadlock patterns. */
  patterns?: Int32Array;
  /** The count of a `StateBudget` shared by every thread (`maxStates` is then the level's). */
  states?: Int32Array;
  /** This thread's view of where the level's searches meet across threads. */
  meeting?: CrossThreadMeeting;
}

/**
 * `solveSokoban` with other searches than the default plan (for tuning runs, bench/), or with
 * what it learns `shared` with searches of the same level on other threads.
 */
export function solveWithTuning(
  level: SokobanLevel,
  options: SokobanSolveOptions,
  plan?: TuningPlan,
  shared: SharedLearning = {},
): SokobanSolveResult {
  const began = performance.now();
  const optimal = options.optimal === 'pushes';
  if (level.width * level.height > MAX_SQUARES) {
    throw new InputError(
      `the board has ${level.width * level.height} squares; the solver handles up to ${MAX_SQUARES}`,
      { file: level.source?.file, line: level.source?.line },
    );
  }
  const searches = plan ? namedPlan(plan) : planFor(options.optimal);
  const shares = planShares(searches, options.shares);
  const maxStates = options.maxStates ?? defaultMaxStates(level, searches.length);
  const n = level.crates.length;
  const keptSolutions = keptSolutionSlots(maxStates, n, n);
  // Crates the worker can never reach stay put: harmless on a goal, fatal off one.
  const inside = insideSquares(level);
  const stuck = level.crates.filter((crate) => inside[crate] === 0);
  if (stuck.some((crate) => level.goals[crate] === 0)) {
    const stats = { expanded: 0, generated: 0, maxFrontier: 0, elapsedMs: 0, states: 0 };
    return { outcome: 'exhausted', moves: 0, pushes: 0, optimal: false, stats };
  }
  const movable = { ...level, crates: level.crates.filter((crate) => inside[crate] === 1) };
  const analysis = analyseLevel(movable);
  // One budget for all the searches: one that stores few states leaves room for the others.
  const budget = new StateBudget(maxStates, shared.states);
  const { timeLimitMs, signal, stopFlag, tracer, onProgress } = options;
  const forward: PushSearch[] = [];
  const backward: PullSearch[] = [];
  // One deadline for all, counted from the call: each search's clock starts when it is made.
  const deadline = timeLimitMs === undefined ? undefined : began + timeLimitMs;
  const limits = { deadline, signal, stopFlag, tracer, crossThread: shared.meeting };
  const clock = options.repeatable ? WORK_CLOCK : WALL_CLOCK;
  const portfolio = searches.map((weights): TurnSearch => {
    const own = { ...limits, maxStates: budget, keptSolutions, search: weights.name };
    if (weights.spread) {
      return new SpreadPair(
        movable,
        analysis,
        weights,
        SPREAD_FORWARD,
        own,
        forward,
        backward,
        clock,
      );
    }
    if (weights.reverse) {
      const pull = new PullSearch(movable, analysis, weights, own);
      backward.push(pull);
      return pull;
    }
    const push = new PushSearch(movable, analysis, weights, own);
    forward.push(push);
    return push;
  });
  shareLearnedDeadlocks(forward, shared.patterns);
  // Searches from both ends meet on a shared state: forward path + backward path.
  if (!optimal) {
    for (const search of forward) search.meet = backward;
    for (const search of backward) search.meet = forward;
  }
  // One budget of expansions for all the searches, as there is one of states.
  const expansions =
    options.maxExpanded === undefined ? undefined : new ExpansionBudget(options.maxExpanded);
  const turns = expansions ? portfolio.map((search) => expansions.wrap(search)) : portfolio;
  // Between turns, this thread hands over its halves of meetings with other threads.
  const { meeting } = shared;
  const betweenTurns = meeting && (() => meeting.answer(forward, backward));
  // A search that joins late waits for a second of the level's time, in the clock's units.
  const joinAfter = searches.map((search) => (search.joinsLate ? clock.second : 0));
  const result = runPortfolio(turns, { onProgress, betweenTurns, clock, shares, joinAfter });
  // Searches that ended without settling the level leave their stores to be met.
  if (meeting && result.outcome === 'memoryLimit') {
    meeting.serve(forward, backward, { stopFlag, deadline });
  } else meeting?.searchOver();
  if (result.outcome !== 'found' || result.pushes === undefined) {
    return { outcome: result.outcome, moves: 0, pushes: 0, optimal: false, stats: result.stats };
  }
  const winner = searches[result.foundBy ?? 0];
  const foundBy = { preset: winner.name, description: describeSearch(winner) };
  return { ...solutionOf(level, result.pushes, foundBy, result.stats), optimal };
}

/**
 * Deadlocks one forward search learns prune the others too: a search that learns none takes
 * the first learner's patterns, and the learners pass theirs to each other, and to those of
 * other threads (`patterns`, when given), through one exchange.
 */
function shareLearnedDeadlocks(forward: readonly PushSearch[], patterns?: Int32Array): void {
  const learned = forward.find((search) => search.learned !== undefined)?.learned;
  for (const search of forward) search.learned ??= learned;
  const exchange = patterns ? PatternExchange.over(patterns) : PatternExchange.create();
  for (const learner of new Set(forward.map((search) => search.learned))) learner?.share(exchange);
}

/**
 * The found result of a search's `pushes`, replayed under the rules: the same pushes in an
 * order that saves walking, as LURD. A solution that fails the replay is a solver bug.
 */
export function solutionOf(
  level: SokobanLevel,
  pushes: readonly Push[],
  foundBy: SokobanSolveResult['foundBy'],
  stats: SokobanSolveResult['stats'],
): SokobanSolveResult {
  const solution = pushesToLurd(level, reorderPushes(level, pushes));
  const check = checkSolution(level, solution);
  if (!check.ok) throw new Error(`solver bug: its solution fails the replay (${check.problem})`);
  return {
    outcome: 'found',
    solution,
    moves: check.moves,
    pushes: check.pushes,
    optimal: false,
    foundBy,
    stats,
  };
}
