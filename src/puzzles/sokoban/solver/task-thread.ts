/**
 * A worker thread kept up between tasks, so that many levels pay a thread's start-up once, not
 * once a level. The search threads of `solveSokobanOnThreads` (threads.ts, an idle pool) and
 * the solving threads of `solveCollection` and the queue worker (collection/solver-thread.ts)
 * are both kept this way; this is the one place that knows how.
 *
 * One task at a time: `run` posts the task and hears the thread's messages until one of them
 * ends it. A thread that fails or stops, in a task or between two, is dropped (terminated) and
 * the next task starts a new one. Between tasks no task listens, so the thread's own listeners
 * hear its failure then: an unheard 'error' event would end the process.
 *
 * ```text
 * const module = workerModule(import.meta.url, 'lane-worker'); // lane-worker.js, built
 * const thread = new TaskThread<LaneMessage>(workers, { module, name: 'solving thread' });
 * const hear = (message) => (message.kind === 'done' ? { result: message.result } : undefined);
 * const result = await thread.run(task, { hear });
 * ```
 */
import type { Worker } from 'node:worker_threads';

/** Node's `worker_threads` module. */
export type WorkerModule = typeof import('node:worker_threads');

/** Node's `worker_threads`, or null where there are none (a browser): one thread then. */
export async function loadWorkers(): Promise<WorkerModule | null> {
  try {
    return await import('node:worker_threads');
  } catch {
    return null;
  }
}

/** How often a caller's stop flag is looked at while a task runs. */
const STOP_POLL_MS = 10;

/**
 * The flag a task's thread stops on: raised by `raise`, and when the caller's signal aborts or
 * the caller's own stop flag is raised (looked at every `STOP_POLL_MS`, only if there is one).
 * `release` stops listening to the caller.
 */
export class TaskStop {
  readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private readonly poll: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly caller: { signal?: AbortSignal; stopFlag?: Int32Array }) {
    const { signal, stopFlag } = caller;
    signal?.addEventListener('abort', this.raise, { once: true });
    if (stopFlag) {
      this.poll = setInterval(() => {
        if (Atomics.load(stopFlag, 0) !== 0) this.raise();
      }, STOP_POLL_MS);
    }
    if (signal?.aborted) this.raise();
  }

  readonly raise = (): void => void Atomics.store(this.flag, 0, 1);

  release(): void {
    clearInterval(this.poll);
    this.caller.signal?.removeEventListener('abort', this.raise);
  }
}

export interface TaskThreadSettings {
  /** The thread's module (`workerModule`, or a module of a test's). */
  module: URL;
  /** What errors call the thread: `a ${name} failed: …`, `a ${name} stopped (exit code 1)`. */
  name: string;
  /** Heap limit of the thread, MiB; Node's default when absent. */
  memoryMb?: number;
  /** Whether the thread keeps the process alive while it waits for a task (default true). */
  idleKeepsProcessAlive?: boolean;
  /** Hears why the thread was dropped, in a task or between two. */
  onFailure?: (error: Error) => void;
}

/**
 * What a message of the thread means to its task: its answer, or its failure (`dropThread`:
 * the thread is not trusted with the next task); `undefined` lets the task go on.
 */
export type TaskEnd<Result> = { result: Result } | { error: Error; dropThread?: boolean };

export interface TaskListeners<Message, Result> {
  hear: (message: Message) => TaskEnd<Result> | undefined;
  /** A new thread was started for the task: there was none, or the last one was dropped. */
  onStart?: () => void;
}

/**
 * A worker's module beside the caller's: from source it is TypeScript, which a worker thread
 * cannot load alone, so `<name>-dev.mjs` loads it through tsx; built, it is `<name>.js`. (Loaded
 * by tsx inside another worker, a module's URL carries a query after the .ts.)
 */
export function workerModule(callerUrl: string, name: string): URL {
  const fromSource = new URL(callerUrl).pathname.endsWith('.ts');
  return new URL(fromSource ? `./${name}-dev.mjs` : `./${name}.js`, callerUrl);
}

export class TaskThread<Message> {
  private worker: Worker | undefined;

  constructor(
    private readonly workers: WorkerModule,
    private readonly settings: TaskThreadSettings,
  ) {}

  /** Whether a thread is up (idle or in a task): a task now would not start one. */
  get isUp(): boolean {
    return this.worker !== undefined;
  }

  /** Posts `task` to the thread, started if none is up, and answers what `hear` makes of it. */
  async run<Result>(task: unknown, listeners: TaskListeners<Message, Result>): Promise<Result> {
    const worker = this.worker ?? this.started(listeners.onStart);
    worker.ref();
    let detach = (): void => {};
    try {
      return await new Promise<Result>((resolve, reject) => {
        const onMessage = (message: Message): void => {
          const end = listeners.hear(message);
          if (end === undefined) return;
          if ('result' in end) return resolve(end.result);
          if (end.dropThread) this.failed(worker, end.error);
          reject(end.error);
        };
        // The thread's own listeners (`started`) have dropped it by then and said why.
        const onError = (error: unknown): void => reject(this.failure(error));
        const onExit = (code: number): void => reject(this.stoppedWith(code));
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        detach = () =>
          void worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        worker.postMessage(task);
      });
    } finally {
      detach();
      if (this.worker === worker && this.settings.idleKeepsProcessAlive === false) worker.unref();
    }
  }

  /** Ends the thread; a task it holds fails. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(onStart?: () => void): Worker {
    const { memoryMb } = this.settings;
    const worker = new this.workers.Worker(this.settings.module, {
      resourceLimits: memoryMb === undefined ? undefined : { maxOldGenerationSizeMb: memoryMb },
    });
    worker.on('error', (error) => this.failed(worker, this.failure(error)));
    worker.on('exit', (code) => this.failed(worker, this.stoppedWith(code)));
    this.worker = worker;
    onStart?.();
    return worker;
  }

  /** Drops a thread that failed, once, and says why. */
  private failed(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    void worker.terminate();
    this.settings.onFailure?.(error);
  }

  private stoppedWith(code: number): Error {
    return new Error(`a ${this.settings.name} stopped (exit code ${code})`);
  }

  /** The thread's error as an Error; running out of heap is said in words. */
  private failure(error: unknown): Error {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return Object.assign(new Error('the level ran out of memory on its thread'), { code });
    }
    if (error instanceof Error) return error;
    return new Error(`a ${this.settings.name} failed: ${JSON.stringify(error) ?? String(error)}`);
  }
}
