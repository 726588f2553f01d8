/**
 * A worker thread that solves one level at a time and stays up between levels, so that a
 * collection pays a thread's start-up once per lane, not once per level. A thread that dies
 * (out of memory, say) fails the level it held; the next level starts a new one. A server
 * that solves levels as they come (the CLI's queue worker) keeps one per level at once.
 *
 * ```text
 * const thread = new SolverThread(await import('node:worker_threads'), { memoryMb: 2048 });
 * const result = await thread.solve({ level, options: { timeLimitMs: 10_000 }, signal });
 * await thread.close();
 * ```
 */
import type { Worker as WorkerThread } from 'node:worker_threads';
import { InputError } from '../../../../errors.js';
import type { SokobanLevel } from '../../level.js';
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

type WorkerModule = typeof import('node:worker_threads');

export class SolverThread {
  private worker: WorkerThread | undefined;

  constructor(
    private readonly workers: WorkerModule,
    private readonly settings: SolverThreadSettings = {},
  ) {}

  /** Solves one level; rejects with an InputError when the solver refuses the level. */
  async solve(request: ThreadSolveRequest): Promise<SokobanSolveResult> {
    const worker = this.started();
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const raise = () => Atomics.store(stop, 0, 1);
    if (request.signal?.aborted) raise();
    request.signal?.addEventListener('abort', raise, { once: true });
    let detach = (): void => {};
    try {
      return await new Promise<SokobanSolveResult>((resolve, reject) => {
        const onMessage = (message: LaneMessage): void => {
          if (message.kind === 'progress') request.onProgress?.(message.stats);
          else if (message.kind === 'done') resolve(message.result);
          else if (message.kind === 'refused') {
            reject(new InputError(message.reason, message.location));
          } else reject(new Error(message.message));
        };
        // The thread's own listeners (`started`) have dropped it by then and said why.
        const onError = (error: unknown): void => reject(threadFailure(error));
        const onExit = (code: number): void => reject(stoppedWith(code));
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        detach = () =>
          void worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        const task: LaneTask = {
          level: request.level,
          options: request.options,
          stop,
          progress: request.onProgress !== undefined,
        };
        worker.postMessage(task);
      });
    } finally {
      detach();
      request.signal?.removeEventListener('abort', raise);
    }
  }

  /** Ends the thread; a level it holds fails. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(): WorkerThread {
    if (this.worker !== undefined) return this.worker;
    const worker = new this.workers.Worker(this.settings.module ?? laneWorkerFile(), {
      resourceLimits:
        this.settings.memoryMb === undefined
          ? undefined
          : { maxOldGenerationSizeMb: this.settings.memoryMb },
    });
    // Between levels no level listens: a failure then only means the next level needs a new
    // thread, and an unheard 'error' event would end the process.
    worker.on('error', (error) => this.failed(worker, threadFailure(error)));
    worker.on('exit', (code) => this.failed(worker, stoppedWith(code)));
    this.worker = worker;
    return worker;
  }

  /** Drops a thread that failed, once, and says why. */
  private failed(worker: WorkerThread, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    void worker.terminate();
    this.settings.onFailure?.(error);
  }
}

/** The lane's module: from source it is TypeScript and needs tsx's loader; built, plain JS. */
function laneWorkerFile(): URL {
  const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
  return new URL(fromSource ? './lane-worker-dev.mjs' : './lane-worker.js', import.meta.url);
}

const stoppedWith = (code: number): Error =>
  new Error(`a solving thread stopped (exit code ${code})`);

function threadFailure(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return Object.assign(new Error('the level ran out of memory on its thread'), { code });
  }
  if (error instanceof Error) return error;
  return new Error(`a solving thread failed: ${JSON.stringify(error) ?? String(error)}`);
}
