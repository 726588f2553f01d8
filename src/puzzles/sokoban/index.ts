/**
 * Sokoban: read levels, solve them, check and print solutions.
 *
 * ```ts
 * import {
 *   compressMoves,
 *   parseLevel,
 *   renderState,
 *   replay,
 *   solveSokoban,
 * } from 'puzzlegraph/sokoban';
 *
 * const level = parseLevel('#####\n#@$.#\n#####');
 * const result = solveSokoban(level, { timeLimitMs: 10_000 });
 * console.log(result.solution); // R
 * console.log(replay(level, result.solution!).solved); // true
 * console.log(compressMoves('ullllUUddR')); // u4lUUddR
 * const pushed = renderState(level, { crates: [8], worker: 7 });
 * console.log(JSON.stringify(pushed)); // "#####\n# @*#\n#####"
 * ```
 *
 * Taking up a game where the player stands: `positionAfter` replays the moves played,
 * `explainDeadlock` says whether that position is lost and why, `levelAt` makes a level that
 * starts there for `solveSokoban`, and `hintFrom` does all three for the next push.
 *
 * ```ts
 * import {
 *   deadSquares,
 *   explainDeadlock,
 *   hintFrom,
 *   levelAt,
 *   parseLevel,
 *   positionAfter,
 *   replay,
 *   solveSokoban,
 * } from 'puzzlegraph/sokoban';
 *
 * const game = parseLevel('#######\n#@ $ .#\n#  $ .#\n#######');
 * const { position, pushed } = positionAfter(game, 'rR');
 * console.log(position, pushed); // { crates: [ 11, 17 ], worker: 10 } 11
 * console.log(explainDeadlock(game, position, { pushed })); // null
 * // The rest of the game, from where the player stands.
 * const rest = solveSokoban(levelAt(game, position), { timeLimitMs: 10_000 }).solution!;
 * console.log(replay(levelAt(game, position), rest).solved); // true
 * // The next push, walk included.
 * console.log(hintFrom(game, 'rR', { timeLimitMs: 5_000 }).outcome); // found
 * // The two corners on the left.
 * console.log(deadSquares(game)); // [ 8, 15 ]
 * const lost = parseLevel('#######\n#@ $ .#\n#$   .#\n#######');
 * const why = explainDeadlock(lost, lost);
 * // 'the crate at row 3, column 2 is on a square from which no goal can be reached'
 * console.log(why?.rule, why?.crates); // dead-square [ 15 ]
 * ```
 */
export type { SokobanLevel } from './level.js';
export {
  parseCollection,
  parseCollectionEntries,
  parseLevel,
  isBoardLine,
  isBrokenLevel,
  noLevelFound,
  type BrokenLevel,
  type CollectionEntry,
  type ParseOptions,
} from './format/parse.js';
export { parseSolutionRows, type SolutionRow } from './format/solution-rows.js';
export { writeCollection, writeLevel, runLengthRow, type WriteOptions } from './format/write.js';
export { renderRows, renderState, type RenderOptions } from './format/render.js';
export { findOpening, isLevelClosed } from './format/closed.js';
export {
  compressMoves,
  decompressMoves,
  isPlainLurd,
  type DecompressOptions,
} from './moves/lurd.js';
export {
  describeReplay,
  replay,
  replaySolverAnswer,
  type ReplayError,
  type ReplayResult,
} from './moves/replay.js';
export { levelAt, positionAfter, type PositionAfter } from './moves/position.js';
export { hintFrom, type HintOptions, type SokobanHint } from './moves/hint.js';
export {
  deadSquares,
  explainDeadlock,
  squareName,
  type DeadlockExplanation,
  type DeadlockRule,
  type ExplainOptions,
  type SokobanPosition,
} from './rules/explain.js';
export {
  OPTIMIZE_METRICS,
  optimizeSolution,
  shortenSolution,
  solveCollection,
  solveSokoban,
  solveSokobanOnThreads,
  solveWithTuning,
  SolverThread,
  ShareLearner,
  verifyOutcome,
  type CollectionSolveOptions,
  type SolverThreadSettings,
  type ThreadSolveRequest,
  type LevelJob,
  type LevelOutcome,
  type OptimizeMetric,
  type OptimizeOptions,
  type OptimizeProgress,
  type OptimizeResult,
  type SokobanSolveOptions,
  type ThreadedSolveOptions,
  type SokobanSolveResult,
  type SokobanSolveStats,
  type SokobanTraceNode,
  type TuningPlan,
} from './solver/index.js';
// For tools that tune and compare the solver (bench/): the search settings a plan names, and
// which of two solutions a metric prefers.
export {
  SEARCH_SETTINGS,
  SEARCH_SETTING_NAMES,
  type SearchPreset,
  type SearchWeights,
} from './solver/core/search-settings.js';
export { planFor } from './solver/index.js';
export { isBetter } from './solver/optimize/metric.js';
export { insideSquares } from './rules/reachability.js';
export { sokobanNodeLabel } from './trace-label.js';
// Every parser and search here throws it for bad input: callers catch it from this same subpath.
export { InputError } from '../../errors.js';
