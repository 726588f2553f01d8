/**
 * Sokoban: read levels, solve them, check and print solutions.
 *
 * ```ts
 * const level = parseLevel('#####\n#@$.#\n#####');
 * const result = solveSokoban(level, { timeLimitMs: 10_000 });
 * result.solution; // 'R'
 * replay(level, result.solution!).solved; // true
 * compressMoves('ullllUUddR'); // 'u4lUUddR'
 * renderState(level, { crates: [8], worker: 7 }); // '#####\n# @*#\n#####'
 * ```
 */
export type { SokobanLevel } from './level.js';
export { parseCollection, parseLevel, isBoardLine, type ParseOptions } from './format/parse.js';
export { writeCollection, writeLevel, runLengthRow, type WriteOptions } from './format/write.js';
export { renderRows, renderState, type RenderOptions } from './format/render.js';
export { findOpening, isLevelClosed } from './format/closed.js';
export {
  compressMoves,
  decompressMoves,
  isPlainLurd,
  type DecompressOptions,
} from './moves/lurd.js';
export { describeReplay, replay, type ReplayError, type ReplayResult } from './moves/replay.js';
export {
  shortenSolution,
  solveSokoban,
  solveSokobanOnThreads,
  type SokobanSolveOptions,
  type ThreadedSolveOptions,
  type SokobanSolveResult,
  type SokobanSolveStats,
  type SokobanTraceNode,
} from './solver/index.js';
// Every parser and search here throws it for bad input: callers catch it from this same subpath.
export { InputError } from '../../errors.js';
