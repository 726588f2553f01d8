/**
 * The options and answer of `solveSokoban`, shaped like the search core's: the same limit
 * names, outcome names and statistics, plus what a Sokoban player wants to read (the LURD
 * solution, moves, pushes, whether the push count is proven optimal).
 */
import type { Outcome, SearchStats, Tracer } from '../../../search/index.js';

export interface SokobanSolveOptions {
  /** `'pushes'`: A*, proves the fewest pushes. `'any'` (default): the strong best-first search. */
  optimal?: 'pushes' | 'any';
  /** Wall-clock limit for the search. */
  timeLimitMs?: number;
  /**
   * Most push states to store (the memory budget); by default the stored states take about
   * 1 GiB.
   */
  maxStates?: number;
  signal?: AbortSignal;
  /** Called every few thousand expansions (at most about five times a second). */
  onProgress?: (stats: SokobanSolveStats) => void;
  /**
   * Receives every event of every search the solver runs (see `TraceEvent` in src/search).
   * Costs nothing when absent; with it, each event builds a `SokobanTraceNode`.
   */
  tracer?: Tracer<SokobanTraceNode>;
}

/** A push state as the tracer sees it. */
export interface SokobanTraceNode {
  /** Which search of the solver's portfolio (0, 1, ...): their states are numbered apart. */
  search: number;
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
  /** `maxExpanded` means the `maxStates` budget was spent. */
  outcome: Outcome;
  /** Complete LURD: lower case walks, upper case pushes. Present when `outcome` is `'found'`. */
  solution?: string;
  moves: number;
  pushes: number;
  /** True when the push count is proven minimal (`optimal: 'pushes'` and found). */
  optimal: boolean;
  /**
   * When found: the search of the solver's portfolio that finished it, e.g. `{ search: 1,
   * name: 'pull search from the solved position, priority g + 20h' }` (numbered as in traces).
   */
  foundBy?: { search: number; name: string };
  stats: SokobanSolveStats;
}
