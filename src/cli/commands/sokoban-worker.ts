// Worker-thread entry for `puzzlegraph sokoban solve --jobs N`: solves one level per task.
// Levels arrive structured-cloned (typed arrays intact); limits apply inside the worker.
import type { SokobanLevel } from '../../puzzles/sokoban/level.js';
import {
  solveSokoban,
  type SokobanSolveOptions,
  type SokobanSolveResult,
} from '../../puzzles/sokoban/solver/index.js';

export interface SolveTask {
  level: SokobanLevel;
  options: Omit<SokobanSolveOptions, 'signal' | 'onProgress'>;
}

export default function solveTask(task: SolveTask): SokobanSolveResult {
  return solveSokoban(task.level, task.options);
}
