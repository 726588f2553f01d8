/**
 * The options and answer of `solveSokoban`, shaped like the search core's: the same limit
 * names, outcome names and statistics, plus what a Sokoban player wants to read (the LURD
 * solution, moves, pushes, whether the push count is proven optimal).
 */
import type { Outcome, RunLimits, SearchStats, Tracer } from '../../../search/index.js';
import type { OptimizeMetric } from './optimize/metric.js';

/**
 * The kit's limits (`RunLimits`) hold for the whole solve: every search of the portfolio
 * checks them by the kit's rule, about once a millisecond of its own work. `maxExpanded` is
 * one budget for all the searches together (outcome `maxExpanded`), exact on one thread.
 */
export interface SokobanSolveOptions extends Pick<
  RunLimits,
  'timeLimitMs' | 'maxExpanded' | 'signal' | 'stopFlag'
> {
  /**
   * `'pushes'`: A*, proves the fewest pushes. `'moves'`: A* over positions with the worker's
   * square, proves the fewest moves (then pushes); for small levels. `'any'` (default): the
   * strong best-first searches.
   */
  optimal?: 'pushes' | 'moves' | 'any';
  /**
   * After a solution is found, make it shorter with `optimizeSolution` for `timeLimitMs` more
   * (by `metric`: default `pushes` with `optimal: 'pushes'`, so the proof holds, else `moves`).
   */
  optimize?: { timeLimitMs: number; metric?: OptimizeMetric };
  /**
   * Most push states to store, all searches together (the memory budget; outcome
   * `memoryLimit`); by default the stored states take about 1 GiB for each thread, at most half
   * the machine's memory (`solveSokobanOnThreads`), all threads drawing on one budget.
   */
  maxStates?: number;
  /**
   * Share the turns by positions generated instead of the clock, so that the same solve gives
   * the same answer and figures on any machine, under any load (with `maxExpanded` rather than a
   * time limit, which still ends it by the clock). One thread only: threads meet by the clock.
   */
  repeatable?: boolean;
  /**
   * How the time is shared among the plan's searches, by preset name (`fess`, `reverse`, ...):
   * each gets time in proportion to its number, 1 for a search not named. `{ 'base-plan': 3 }`
   * gives `base-plan` three times the time of each other search. A collection run learns the
   * shares from the levels it has solved (`learnShares` of `solveCollection`).
   */
  shares?: Readonly<Record<string, number>>;
  /** Called with the searches' combined figures every 200 ms and once at the end. */
  onProgress?: (stats: SokobanSolveStats) => void;
  /**
   * Receives every event of every search the solver runs (see `TraceEvent` in src/search).
   * Costs nothing when absent; with it, each event builds a `SokobanTraceNode`.
   */
  tracer?: Tracer<SokobanTraceNode>;
}

/** A push state as the tracer sees it. */
export interface SokobanTraceNode {
  /** The preset of the search that holds it (`fess`, `reverse`, ...): states are numbered apart. */
  search: string;
  /** The state's number in that search's store. */
  id: number;
  /** Crate squares, ascending (square = y * width + x). */
  crates: number[];
  /** The smallest square of the worker's region: states differing by a walk are one. */
  worker: number;
}

export interface SokobanSolveStats extends SearchStats {
  /** Push states stored (distinct crates + worker region). */
  states: number;
}

export interface SokobanSolveResult {
  /**
   * `memoryLimit` means the `maxStates` budget was spent (or, rarely, that every search still
   * running prunes moves a solution may need and ran dry: no proof either way); `exhausted`
   * is a proof that no solution exists.
   */
  outcome: Outcome;
  /** Complete LURD: lower case walks, upper case pushes. Present when `outcome` is `'found'`. */
  solution?: string;
  moves: number;
  pushes: number;
  /** True when proven minimal: the pushes with `optimal: 'pushes'`, the moves with `'moves'`. */
  optimal: boolean;
  /**
   * When found: the preset of the search that finished it and that search in words, e.g.
   * `{ preset: 'reverse', description: 'pull search from the solved position, ...' }`.
   */
  foundBy?: { preset: string; description: string };
  /** With `optimize`: the solution as the search found it, and the metric it was shortened by. */
  optimized?: {
    before: { moves: number; pushes: number };
    metric: OptimizeMetric;
    improved: boolean;
  };
  stats: SokobanSolveStats;
}
