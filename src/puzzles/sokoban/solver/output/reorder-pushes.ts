/**
 * Fewer moves for the same pushes. A solution's pushes come in runs, each moving one crate
 * some way; a search (a greedy one above all) often hops between crates far apart, and the
 * worker walks to and fro between them. Runs of different crates can often be made in another
 * order: every crate takes the same path with the same pushes, and the crates end where they
 * did, so only the walks change. `reorderPushes` goes through the runs and moves each one up
 * to `MAX_JUMP` runs later, or brings a run from up to that far ahead to its place, wherever
 * that shortens the walks most, pass after pass until nothing does. Every push stays as it
 * was, so a push-optimal solution stays push-optimal.
 *
 * ```text
 * // #############
 * // #.  $ @ $  .#     the search pushed left, right, left, right, left, right:
 * // #############     32 moves; one crate's three pushes, then the other's: 12
 * const shorter = reorderPushes(level, pushes);
 * pushesToLurd(level, shorter); // 'rRRRlllllLLL'
 * ```
 *
 * A new order is taken only if every run in it can be made (the worker reaches each push,
 * nothing stands in the crate's way) and the walks through it, up to the next run, get
 * strictly shorter: the total never grows, and the passes end.
 */
import type { SokobanLevel } from '../../level.js';
import type { Push } from '../core/search-settings.js';
import { WorkerWalks, lurdToPushes, pushesToLurd } from './solution.js';

/** Passes over the runs at most; a pass replays about `MAX_JUMP`² runs for each run. */
const MAX_PASSES = 50;
/**
 * Runs one run may move past in one step. Microban's moves, from swaps of neighbours only to
 * this: 23,349, 21,752 (3), 21,316 (6), 21,252 (10); a pass stays within milliseconds.
 */
const MAX_JUMP = 8;

export function reorderPushes(level: SokobanLevel, pushes: readonly Push[]): Push[] {
  const board = new RunBoard(level);
  let runs = splitIntoRuns(pushes, board.steps);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const moved = board.reorderPass(runs);
    runs = mergeRuns(runs, board.steps);
    if (!moved) break;
  }
  return runs.flat();
}

/**
 * A legal solution (pushes in capitals, as `replay` writes it back) with the same pushes in an
 * order that walks less; on the level above, `'lLrrrRllllLrrrrrRllllllLrrrrrrrR'` (32 moves)
 * becomes `'rRRRlllllLLL'` (12).
 */
export function shortenSolution(level: SokobanLevel, lurd: string): string {
  return pushesToLurd(level, reorderPushes(level, lurdToPushes(level, lurd)));
}

/** Consecutive pushes of one crate: each push starts where the one before left the crate. */
function splitIntoRuns(pushes: readonly Push[], steps: Int32Array): Push[][] {
  const runs: Push[][] = [];
  for (const push of pushes) {
    const last = runs.at(-1)?.at(-1);
    if (last !== undefined && last.from + steps[last.direction] === push.from)
      runs.at(-1)!.push(push);
    else runs.push([push]);
  }
  return runs;
}

/** Neighbouring runs of the same crate, as swaps can leave them, joined into one. */
function mergeRuns(runs: Push[][], steps: Int32Array): Push[][] {
  return splitIntoRuns(runs.flat(), steps);
}

/** The board replayed run by run, with walking distances around walls and crates. */
class RunBoard {
  readonly steps: Int32Array;
  private readonly size: number;
  private readonly walks: WorkerWalks;
  /** The board a trial order is replayed on, copied afresh for each. */
  private readonly trial: Uint8Array;

  constructor(private readonly level: SokobanLevel) {
    this.size = level.width * level.height;
    this.walks = new WorkerWalks(level);
    this.steps = this.walks.steps;
    this.trial = new Uint8Array(this.size);
  }

  /**
   * One pass from the first run to the last, reordering a few runs wherever that shortens the
   * walks (`runs` is changed in place); whether anything moved.
   */
  reorderPass(runs: Push[][]): boolean {
    const crates = new Uint8Array(this.size);
    for (const crate of this.level.crates) crates[crate] = 1;
    let worker = this.level.worker;
    let moved = false;
    for (let i = 0; i + 1 < runs.length; i++) {
      const asIs = this.costsAsIs(crates, worker, runs, i);
      let best: Push[][] | undefined;
      let bestGain = 0;
      for (let k = 1; k <= MAX_JUMP && i + k < runs.length; k++) {
        const window = runs.slice(i, i + k + 1);
        const next = runs[i + k + 1]?.[0];
        const later = [...window.slice(1), window[0]];
        const sooner = [window[k], ...window.slice(0, k)];
        for (const order of k === 1 ? [later] : [later, sooner]) {
          // Only an order cheaper than `asIs[k] - bestGain` can gain more: dearer ones stop early.
          const gain = asIs[k] - this.cost(crates, worker, order, next, asIs[k] - bestGain);
          if (gain > bestGain) {
            bestGain = gain;
            best = order;
          }
        }
      }
      if (best !== undefined) {
        runs.splice(i, best.length, ...best);
        moved = true;
      }
      worker = this.play(crates, worker, runs[i]);
    }
    return moved;
  }

  /**
   * What `cost` gives for the windows of runs `i` to `i + k` in their present order, k = 1 to
   * `MAX_JUMP` (index k), in one replay: the order as it is can always be made.
   */
  private costsAsIs(crates: Uint8Array, worker: number, runs: Push[][], i: number): number[] {
    const { trial } = this;
    trial.set(crates);
    const costs: number[] = [];
    let total = 0;
    let at = worker;
    for (let j = i; j < runs.length && j <= i + MAX_JUMP; j++) {
      total = this.replay(trial, at, runs[j], total, Infinity);
      at = runs[j].at(-1)!.from;
      if (j === i) continue;
      const next = runs[j + 1]?.[0];
      costs[j - i] = next === undefined ? total : total + this.walkTo(trial, at, next);
    }
    return costs;
  }

  /**
   * Walks and pushes of `order` from this position, plus the walk on to `next` (the push
   * after them, if any); Infinity when some push cannot be made, or when the count reaches
   * `bound`. `crates` is left as it was.
   */
  private cost(
    crates: Uint8Array,
    worker: number,
    order: Push[][],
    next: Push | undefined,
    bound: number,
  ): number {
    const { trial } = this;
    trial.set(crates);
    let total = 0;
    let at = worker;
    for (const run of order) {
      total = this.replay(trial, at, run, total, bound);
      if (total === Infinity) return Infinity;
      at = run.at(-1)!.from;
    }
    if (next !== undefined) total += this.walkTo(trial, at, next);
    return total < bound ? total : Infinity;
  }

  /**
   * Plays `run` on `trial` with the worker from `at`, adding its walks and pushes to `total`;
   * Infinity when a push cannot be made or the sum reaches `bound`.
   */
  private replay(trial: Uint8Array, at: number, run: Push[], total: number, bound: number): number {
    let sum = total;
    for (const push of run) {
      const { from } = push;
      const to = from + this.steps[push.direction];
      if (trial[from] === 0 || trial[to] === 1 || this.level.walls[to] === 1) return Infinity;
      sum += this.walkTo(trial, at, push) + 1;
      if (sum >= bound) return Infinity;
      trial[from] = 0;
      trial[to] = 1;
      at = from;
    }
    return sum;
  }

  /** Steps from `at` to where the worker stands to make `push`. */
  private walkTo(trial: Uint8Array, at: number, push: Push): number {
    return this.walks.length(trial, at, push.from - this.steps[push.direction]);
  }

  /** Makes the pushes of `run` on `crates`; the worker's square after them. */
  private play(crates: Uint8Array, worker: number, run: Push[]): number {
    for (const { from, direction } of run) {
      crates[from] = 0;
      crates[from + this.steps[direction]] = 1;
      worker = from;
    }
    return worker;
  }
}
