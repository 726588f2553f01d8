/**
 * One lane of `solveCollection`: a thread that stays up for the whole collection and solves
 * the levels it is handed, one message each, as `solveSokobanOnThreads` would here. Its search
 * figures go back while a level runs; a level the solver refuses comes back as data, because
 * error classes do not cross threads.
 */
import { parentPort } from 'node:worker_threads';
import { InputError } from '../../../../errors.js';
import type { SokobanLevel } from '../../level.js';
import { solveSokobanOnThreads, type ThreadedSolveOptions } from '../threads.js';
import type { SokobanSolveResult, SokobanSolveStats } from '../types.js';

/** What a thread can be asked to solve: the options that cross threads. */
export type LaneSolveOptions = Omit<
  ThreadedSolveOptions,
  'signal' | 'onProgress' | 'tracer' | 'stopFlag'
>;

export interface LaneTask {
  level: SokobanLevel;
  options: LaneSolveOptions;
  /** Raised by the caller to stop this level (the run was stopped). */
  stop: Int32Array;
  /** Whether the caller wants the search figures while the level runs. */
  progress: boolean;
}

export type LaneMessage =
  | { kind: 'progress'; stats: SokobanSolveStats }
  | { kind: 'done'; result: SokobanSolveResult }
  | { kind: 'refused'; reason: string; location: InputError['location'] }
  | { kind: 'failed'; message: string };

const post = (message: LaneMessage): void => parentPort!.postMessage(message);

async function solveTask(task: LaneTask): Promise<void> {
  try {
    const onProgress = task.progress
      ? (stats: SokobanSolveStats) => post({ kind: 'progress', stats })
      : undefined;
    const options = { ...task.options, stopFlag: task.stop, onProgress };
    post({ kind: 'done', result: await solveSokobanOnThreads(task.level, options) });
  } catch (error) {
    if (error instanceof InputError) {
      post({ kind: 'refused', reason: error.reason, location: error.location });
    } else {
      const message = error instanceof Error ? error.message : String(error);
      post({ kind: 'failed', message: message || 'the solver failed without a message' });
    }
  }
}

parentPort?.on('message', (task: LaneTask) => void solveTask(task));
