// Worker-thread entry for bench/sokoban.bench.ts: solves one level per task, so that the main
// thread stays free to run the peer's levels at the same time. A level the solver refuses
// comes back as data: error classes do not cross threads.
import { InputError } from '../src/errors.js';
import {
  solveSokobanOnThreads,
  type SokobanLevel,
  type SokobanSolveResult,
  type ThreadedSolveOptions,
} from '../src/puzzles/sokoban/index.js';

export interface SolveTask {
  level: SokobanLevel;
  options: Omit<ThreadedSolveOptions, 'signal' | 'onProgress' | 'tracer'>;
}

export type SolveAnswer =
  | { result: SokobanSolveResult }
  | { refused: { reason: string; location: InputError['location'] } };

export default async function solveTask(task: SolveTask): Promise<SolveAnswer> {
  try {
    return { result: await solveSokobanOnThreads(task.level, task.options) };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { refused: { reason: error.reason, location: error.location } };
  }
}
