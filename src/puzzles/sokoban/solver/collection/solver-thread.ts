/**
 * A worker thread that solves one level at a time and stays up between levels, so that a
 * collection pays a thread's start-up once per lane, not once per level. A thread that dies
 * (out of memory, say) fails the level it held; the next level starts a new one. A server
 * that solves levels as they come (the CLI's queue worker) keeps one per level at once. The
 * thread is kept as `TaskThread` (../task-thread.ts) keeps one; this adds the lane's messages.
 *
 * ```text
 * const thread = new SolverThread(await import('node:worker_threads'), { memoryMb: 2048 });
 * const result = await thread.solve({ level, options: { timeLimitMs: 10_000 }, signal });
 * await thread.close();
 * ```
 */
import { InputError } from '../../../../errors.js';
import type { SokobanLevel } from '../../level.js';
import {
  TaskStop,
  TaskThread,
  workerModule,
  type TaskEnd,
  type WorkerModule,
} from '../task-thread.js';
import type { SokobanSolveResult, SokobanSolveStats } from '../types.js';
import type { LaneMessage, LaneSolveOptions, LaneTask } from './lane-worker.js';

export interface SolverThreadSettings {
  /** Heap limit of the thread, MiB; Node's default when absent. */
  memoryMb?: number;
  /** Hears why a thread failed, in a level or between two; the next level starts a new one. */
  onFailure?: (error: Error) => void;
  /** The thread's module: the lane worker; another only in tests. */
  module?: URL;
}

export interface ThreadSolveRequest {
  level: SokobanLevel;
  options: LaneSolveOptions;
  /** Stops the level: the search ends at its next check and answers `aborted`. */
  signal?: AbortSignal;
  onProgress?: (stats: SokobanSolveStats) => void;
}

export class SolverThread {
  private readonly thread: TaskThread<LaneMessage>;

  constructor(workers: WorkerModule, settings: SolverThreadSettings = {}) {
    this.thread = new TaskThread(workers, {
      module: settings.module ?? workerModule(import.meta.url, 'lane-worker'),
      name: 'solving thread',
      memoryMb: settings.memoryMb,
      onFailure: settings.onFailure,
    });
  }

  /** Solves one level; rejects with an InputError when the solver refuses the level. */
  async solve(request: ThreadSolveRequest): Promise<SokobanSolveResult> {
    const stop = new TaskStop(request);
    const task: LaneTask = {
      level: request.level,
      options: request.options,
      stop: stop.flag,
      progress: request.onProgress !== undefined,
    };
    try {
      return await this.thread.run(task, { hear: (message) => heard(message, request) });
    } finally {
      stop.release();
    }
  }

  /** Ends the thread; a level it holds fails. */
  async close(): Promise<void> {
    await this.thread.close();
  }
}

/** What a message of the lane means to the level it solves. */
function heard(
  message: LaneMessage,
  request: ThreadSolveRequest,
): TaskEnd<SokobanSolveResult> | undefined {
  switch (message.kind) {
    case 'progress':
      request.onProgress?.(message.stats);
      return undefined;
    case 'done':
      return { result: message.result };
    case 'refused':
      return { error: new InputError(message.reason, message.location) };
    case 'failed':
      return { error: new Error(message.message) };
  }
}
