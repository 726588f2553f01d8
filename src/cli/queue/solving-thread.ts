// Worker-thread entry for `puzzlegraph worker`'s piscina pool: solves one level per task.
// Levels arrive structured-cloned (typed arrays intact); limits apply inside the worker, and
// the search figures go back through `progress` while it runs.
import { isMainThread, type MessagePort } from 'node:worker_threads';
import { InputError } from '../../errors.js';
import { errorText } from './error-text.js';
import {
  type SokobanLevel,
  solveSokobanOnThreads,
  type SokobanSolveResult,
  type SokobanSolveStats,
  type ThreadedSolveOptions,
} from '../../puzzles/sokoban/index.js';

export interface SolveTask {
  level: SokobanLevel;
  /** With `threads` above 1 the level's searches run on that many threads of their own. */
  options: Omit<ThreadedSolveOptions, 'signal' | 'onProgress' | 'tracer'>;
  /** Receives the search figures (`SokobanSolveStats`) a few times a second. */
  progress?: MessagePort;
}

/** A level the solver refuses (InputError) comes back as data: error classes do not cross threads. */
export type SolveTaskAnswer =
  | { result: SokobanSolveResult }
  | { refused: { reason: string; location: InputError['location'] } };

export default async function solveTask(task: SolveTask): Promise<SolveTaskAnswer> {
  try {
    const { progress } = task;
    const onProgress = progress && ((stats: SokobanSolveStats) => progress.postMessage(stats));
    return { result: await solveSokobanOnThreads(task.level, { ...task.options, onProgress }) };
  } catch (error) {
    if (!(error instanceof InputError)) throw crossable(error);
    return { refused: { reason: error.reason, location: error.location } };
  }
}

/**
 * The error as a plain Error, the only kind that reaches the caller's thread whole: a
 * DOMException (a DataCloneError, say) or a value that is not an Error arrives there as `{}`,
 * which is all the worker could then say of it.
 */
export function crossable(error: unknown): Error {
  if (error instanceof Error && error.constructor === Error) return error;
  const text = errorText(error);
  const named = error instanceof Error && error.name !== 'Error' ? `${error.name}: ${text}` : text;
  return new Error(named);
}

// The same for an error nothing caught, which ends the thread: the pool hears the Error.
if (!isMainThread) {
  process.on('uncaughtException', (error) => {
    throw crossable(error);
  });
}
