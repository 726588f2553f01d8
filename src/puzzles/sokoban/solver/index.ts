/**
 * `solveSokoban`: a complete, checked LURD solution for a level, or the reason there is none
 * with the search figures.
 *
 * - `optimal: 'pushes'`: A* over push states with the crate-to-goal assignment lower bound;
 *   the solution has the fewest pushes possible (moves are not minimised).
 * - `optimal: 'any'` (default): five searches by turns on one core, an equal share of the time
 *   each, first answer wins: FESS (box moves in feature cells of packing progress and floor
 *   regions, the moves its advisors name first); a reverse search pulling crates from the
 *   solved position back to the start, whose three orders (g + 20h, h alone, g + 20h in
 *   feature cells) take turns over one store (`AlternatingOpenList`); a forward one by single
 *   pushes that fills goal rooms by macros and lets crates wait in a goal room's mouth; FESS
 *   again, its packing order from a base search (`BaseSearch`) run first on its turns, filed
 *   as Festival files positions and with all of Festival's advisors (`pastCells`); and a
 *   spread pair after Festival's HF strategy (`SpreadPair`): crates pulled apart from the
 *   solved position, then FESS forwards towards the most open position found. In all five a
 *   crate moved into a one-wide corridor goes on to its far end in one move (`Tunnels`).
 *   Forward and reverse states are looked up in each other's tables, so the searches also
 *   finish by meeting in the middle (`result.foundBy` says which search finished).
 *   `solveSokobanOnThreads` deals the same searches out to worker threads.
 *
 * ```ts
 * import { parseLevel, replay, solveSokoban } from 'puzzlegraph/sokoban';
 *
 * const level = parseLevel('#######\n#@ $ .#\n#  $ .#\n#######');
 * const result = solveSokoban(level, { optimal: 'pushes', timeLimitMs: 10_000 });
 * console.log(result.outcome); // found
 * console.log(result.pushes); // 4
 * // Walks lower case, pushes upper case.
 * console.log(replay(level, result.solution!).solved); // true
 * ```
 *
 * Limits never throw (only a board above 65,535 squares is refused, with an InputError): the
 * answer carries the outcome (`timeLimit`, `memoryLimit` when the `maxStates` memory budget is
 * spent, `aborted` by the signal or the stop flag, `exhausted` when no solution exists) and
 * the statistics. Every solution is replayed by an independent checker before it is returned.
 *
 * The FESS searches follow the method of Festival, by Yaron Shoham (Shoham and Schaeffer, "The
 * FESS Algorithm", IEEE CoG 2020); docs/sokoban-solver.md credits each part.
 */
export type {
  SokobanSolveOptions,
  SokobanSolveResult,
  SokobanSolveStats,
  SokobanTraceNode,
} from './types.js';
export type { SearchPreset, SearchWeights } from './core/search-settings.js';
export {
  solveSokoban,
  solveWithTuning,
  planFor,
  defaultMaxStates,
  SPREAD_FORWARD,
  DEFAULT_MEMORY_BYTES,
  type TuningPlan,
} from './solve.js';
export { checkSolution, lurdToPushes, pushesToLurd } from './output/solution.js';
export { reorderPushes, shortenSolution } from './output/reorder-pushes.js';
export { solveSokobanOnThreads, type ThreadedSolveOptions } from './threads.js';
export {
  optimizeSolution,
  type OptimizeOptions,
  type OptimizeProgress,
  type OptimizeResult,
} from './optimize/optimize.js';
export { OPTIMIZE_METRICS, type OptimizeMetric } from './optimize/metric.js';
export {
  solveCollection,
  verifyOutcome,
  type CollectionSolveOptions,
  type LevelJob,
  type LevelOutcome,
} from './collection/solve-collection.js';
export { ShareLearner } from './collection/share-learner.js';
export {
  SolverThread,
  type SolverThreadSettings,
  type ThreadSolveRequest,
} from './collection/solver-thread.js';
