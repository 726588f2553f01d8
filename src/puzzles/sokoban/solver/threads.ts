/**
 * `solveSokobanOnThreads`: one level on several cores. The portfolio's searches are dealt out
 * to worker threads in turn (search i to thread i mod threads), each thread running its share
 * by turns as `solveSokoban` does, each with the memory budget one thread would have (about
 * 1 GiB), or an equal part of the caller's `maxStates`. The first thread to answer found, or to
 * prove the level has no solution, settles it; the others are stopped through a shared flag.
 *
 * ```ts
 * const result = await solveSokobanOnThreads(level, { threads: 2, timeLimitMs: 60_000 });
 * result.outcome; // 'found'
 * ```
 *
 * Forward and reverse searches meet only within a thread, where they share tables. With one
 * thread, a tracer, outside Node, or a plan of one search, this is `solveSokoban` itself.
 */
import type { SokobanLevel } from '../level.js';
import { defaultMaxStates, planFor, solveSokoban } from './solve.js';
import { sumStats } from './core/portfolio.js';
import type { SearchPreset } from './core/search-settings.js';
import type { ThreadMessage, ThreadTask } from './thread-worker.js';
import type { SokobanSolveOptions, SokobanSolveResult, SokobanSolveStats } from './types.js';

export interface ThreadedSolveOptions extends SokobanSolveOptions {
  /** Worker threads for the searches (default 1). */
  threads?: number;
}

/** How often the caller's stop flag is looked at while the threads run. */
const STOP_POLL_MS = 10;

export async function solveSokobanOnThreads(
  level: SokobanLevel,
  options: ThreadedSolveOptions = {},
): Promise<SokobanSolveResult> {
  const plan = planFor(options.optimal);
  const threads = Math.min(options.threads ?? 1, plan.length);
  const workerThreads = threads > 1 && options.tracer === undefined ? await loadWorkers() : null;
  if (workerThreads === null) return solveSokoban(level, options);
  const began = performance.timeOrigin + performance.now();
  const shares = Array.from({ length: threads }, (_, t) =>
    plan.filter((_, i) => i % threads === t),
  );
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const raise = () => Atomics.store(stop, 0, 1);
  options.signal?.addEventListener('abort', raise, { once: true });
  const poll = setInterval(() => {
    if (options.stopFlag && Atomics.load(options.stopFlag, 0) !== 0) raise();
  }, STOP_POLL_MS);
  const progress = shares.map(() => sumStats([]));
  try {
    if (options.signal?.aborted) raise();
    const answers = shares.map((share, t) =>
      runThread(
        workerThreads,
        {
          level,
          options: {
            optimal: options.optimal,
            maxStates: threadMaxStates(level, share, threads, options.maxStates),
          },
          plan: share,
          deadlineEpochMs:
            options.timeLimitMs === undefined ? undefined : began + options.timeLimitMs,
          stop,
        },
        (stats) => {
          progress[t] = stats;
          options.onProgress?.(sumStats(progress));
        },
      ).then(
        (result) => {
          // A solution, or a proof there is none, ends every thread's work.
          if (result.outcome === 'found' || result.outcome === 'exhausted') raise();
          return result;
        },
        (error: unknown) => {
          raise();
          throw error;
        },
      ),
    );
    const results = await Promise.all(answers);
    const result = settle(results);
    options.onProgress?.(result.stats);
    return result;
  } finally {
    clearInterval(poll);
    options.signal?.removeEventListener('abort', raise);
  }
}

/**
 * The states one thread running `share` may store: a budget the caller set is the level's and
 * is split equally; the default is a budget for each thread, the one a single thread would
 * have, so a level given more cores may also store more.
 */
export function threadMaxStates(
  level: SokobanLevel,
  share: SearchPreset[],
  threads: number,
  levelMaxStates: number | undefined,
): number {
  if (levelMaxStates !== undefined) return Math.max(1, Math.floor(levelMaxStates / threads));
  return defaultMaxStates(level, share.length);
}

type WorkerModule = typeof import('node:worker_threads');

async function loadWorkers(): Promise<WorkerModule | null> {
  try {
    return await import('node:worker_threads');
  } catch {
    return null; // a browser: one thread
  }
}

function runThread(
  workers: WorkerModule,
  task: ThreadTask,
  onProgress: (stats: SokobanSolveStats) => void,
): Promise<SokobanSolveResult> {
  // From source the worker is TypeScript and needs tsx's loader; built, it is plain JS. (Loaded
  // by tsx inside another worker, this module's URL carries a query after the .ts.)
  const fromSource = new URL(import.meta.url).pathname.endsWith('.ts');
  const file = fromSource ? './thread-worker-dev.mjs' : './thread-worker.js';
  const worker = new workers.Worker(new URL(file, import.meta.url));
  return new Promise<SokobanSolveResult>((resolve, reject) => {
    worker.on('message', (message: ThreadMessage) => {
      if (message.kind === 'progress') onProgress(message.stats);
      else if (message.kind === 'done') resolve(message.result);
      else reject(new Error(message.message));
    });
    worker.on('error', (error) =>
      reject(
        error instanceof Error
          ? error
          : new Error(`a solver thread failed: ${JSON.stringify(error)}`),
      ),
    );
    worker.on('exit', (code) => reject(new Error(`a solver thread stopped (exit code ${code})`)));
    worker.postMessage(task);
  }).finally(() => void worker.terminate());
}

/**
 * The level's answer from the threads' answers: a solution if one found it, else a proof,
 * else the limit that stopped the first thread (its siblings were only stopped by the flag).
 */
function settle(results: SokobanSolveResult[]): SokobanSolveResult {
  const stats = sumStats(results.map((result) => result.stats));
  const found = results.find((result) => result.outcome === 'found');
  if (found) return { ...found, stats };
  const proof = results.find((result) => result.outcome === 'exhausted');
  if (proof) return { ...proof, stats };
  const limit = results.find((result) => result.outcome !== 'aborted') ?? results[0];
  return { ...limit, stats };
}
