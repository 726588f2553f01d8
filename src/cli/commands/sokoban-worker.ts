// Worker-thread entry for `puzzlegraph sokoban solve --jobs N`: solves one level per task.
// Levels arrive structured-cloned (typed arrays intact); limits apply inside the worker.
import { InputError } from '../../errors.js';
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

/** A level the solver refuses (InputError) comes back as data: error classes do not cross threads. */
export type SolveTaskAnswer =
  | { result: SokobanSolveResult }
  | { refused: { reason: string; location: InputError['location'] } };

export default function solveTask(task: SolveTask): SolveTaskAnswer {
  try {
    return { result: solveSokoban(task.level, task.options) };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { refused: { reason: error.reason, location: error.location } };
  }
}
