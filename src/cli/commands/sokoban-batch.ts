/**
 * Solves a list of Sokoban levels, one after another in this thread or on a pool of worker
 * threads (piscina), and replays every solution before handing it on: a solution that fails
 * the replay is a solver bug and stops the run. Results are reported as each level finishes.
 *
 * ```ts
 * const outcomes = await solveLevels(levels.map((level, index) => ({ level, index })), {
 *   solve: { timeLimitMs: 10_000 },
 *   jobs: 2,
 *   onDone: (outcome) => console.log(outcome.index, outcome.result.outcome),
 * });
 * ```
 */
import { MessageChannel } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import { InputError } from '../../errors.js';
import type { SolveTask, SolveTaskAnswer } from './sokoban-worker.js';
import {
  type SokobanLevel,
  replaySolverAnswer,
  type ReplayResult,
  solveSokobanOnThreads,
  type SokobanSolveResult,
  type SokobanSolveStats,
  type ThreadedSolveOptions,
} from '../../puzzles/sokoban/index.js';
import { THREAD_POOL, loadOptional } from '../optional-packages.js';

export interface LevelJob {
  /** 0-based position in its collection. */
  index: number;
  level: SokobanLevel;
}

export interface LevelOutcome extends LevelJob {
  result: SokobanSolveResult;
  /** The replay of the solution; present when one was found. */
  check?: ReplayResult;
}

export interface SolveLevelsOptions {
  /**
   * A tracer is only heard when solving in this thread: events do not cross threads. A
   * `stopFlag` does (its buffer is shared), and stops the level in progress wherever it runs.
   * `threads` above 1 gives each level that many threads of its own.
   */
  solve: Omit<ThreadedSolveOptions, 'signal' | 'onProgress'>;
  /** Worker threads; 1 (default) solves in this thread unless `inWorkers`. */
  jobs?: number;
  /**
   * Solve on worker threads even with one job, leaving this thread free: a signal such as
   * Ctrl-C is then heard at once instead of when the level in progress ends.
   */
  inWorkers?: boolean;
  /**
   * Stops the run: levels not finished are dropped and the outcomes so far are returned (in
   * this thread the level in progress still runs to its end or its own limit).
   */
  signal?: AbortSignal;
  onDone?: (outcome: LevelOutcome) => void;
  /** Search figures of each level in progress, a few times a second. */
  onProgress?: (job: LevelJob, stats: SokobanSolveStats) => void;
}

/** Replays a found solution and insists it solves the level with the counts announced. */
export function verifyOutcome(job: LevelJob, result: SokobanSolveResult): LevelOutcome {
  const check = replaySolverAnswer(job.level, result, `level ${job.index + 1}`);
  return check === undefined ? { ...job, result } : { ...job, result, check };
}

export async function solveLevels(
  jobs: readonly LevelJob[],
  options: SolveLevelsOptions,
): Promise<LevelOutcome[]> {
  const threads = Math.max(1, Math.min(options.jobs ?? 1, jobs.length));
  if (threads === 1 && !options.inWorkers) return solveHere(jobs, options);
  return solveOnPool(jobs, options, threads);
}

async function solveHere(
  jobs: readonly LevelJob[],
  options: SolveLevelsOptions,
): Promise<LevelOutcome[]> {
  const outcomes: LevelOutcome[] = [];
  for (const job of jobs) {
    if (options.signal?.aborted) break;
    const result = await solveSokobanOnThreads(job.level, {
      ...options.solve,
      signal: options.signal,
      onProgress: options.onProgress ? (stats) => options.onProgress!(job, stats) : undefined,
    });
    const outcome = verifyOutcome(job, result);
    outcomes.push(outcome);
    options.onDone?.(outcome);
  }
  return outcomes;
}

/** The thread entry that solves one level per task (see sokoban-worker.ts). */
export function workerFile(): string {
  // From source the worker is TypeScript and needs tsx's loader; built, it is plain JS.
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './sokoban-worker-dev.mjs' : './sokoban-worker.js', import.meta.url)
    .href;
}

async function solveOnPool(
  jobs: readonly LevelJob[],
  options: SolveLevelsOptions,
  threads: number,
): Promise<LevelOutcome[]> {
  const { Piscina } = await loadOptional(THREAD_POOL, () => import('piscina'));
  const pool = new Piscina<SolveTask, SolveTaskAnswer>({
    filename: workerFile(),
    minThreads: threads,
    maxThreads: threads,
    // One level per worker at a time: a queue inside a worker would only skew the timings.
    concurrentTasksPerWorker: 1,
    // With Atomics a worker takes its next level before its answer to the last one is read,
    // so answers (and the table lines) would arrive a level late.
    atomics: 'disabled',
  });
  try {
    // Levels are handed out in order, one per free thread: the pool's own queue does not keep
    // them in order, and a run stopped early should have finished its first levels.
    const settled: PromiseSettledResult<LevelOutcome>[] = [];
    let next = 0;
    let failed = false;
    const lane = async (): Promise<void> => {
      while (next < jobs.length && !failed && !options.signal?.aborted) {
        const index = next++;
        const job = jobs[index];
        try {
          const answer = await runWithProgress(pool, job, options);
          if ('refused' in answer) {
            throw new InputError(answer.refused.reason, answer.refused.location);
          }
          const outcome = verifyOutcome(job, answer.result);
          options.onDone?.(outcome);
          settled[index] = { status: 'fulfilled', value: outcome };
        } catch (reason) {
          settled[index] = { status: 'rejected', reason };
          failed = true;
        }
      }
    };
    await Promise.all(Array.from({ length: threads }, lane));
    const outcomes: LevelOutcome[] = [];
    for (const entry of settled) {
      if (entry === undefined) continue;
      if (entry.status === 'fulfilled') outcomes.push(entry.value);
      // An aborted run keeps what finished; any other failure is the run's.
      else if (!options.signal?.aborted) throw entry.reason;
    }
    return outcomes;
  } finally {
    await pool.destroy();
  }
}

/** One level on the pool, its search figures relayed to `onProgress` while it runs. */
async function runWithProgress(
  pool: Piscina<SolveTask, SolveTaskAnswer>,
  job: LevelJob,
  options: SolveLevelsOptions,
): Promise<SolveTaskAnswer> {
  const { onProgress, signal } = options;
  const { tracer: _inThreadOnly, ...solve } = options.solve;
  if (!onProgress) return pool.run({ level: job.level, options: solve }, { signal });
  const channel = new MessageChannel();
  channel.port1.on('message', (stats: SokobanSolveStats) => onProgress(job, stats));
  try {
    return await pool.run(
      { level: job.level, options: solve, progress: channel.port2 },
      { signal, transferList: [channel.port2] },
    );
  } finally {
    channel.port1.close();
  }
}
