/**
 * `puzzlegraph worker`: takes level jobs from the queue and solves them. Each level runs on a
 * solving thread of the library's (`SolverThread`, one per level at once) with a heap limit of
 * its own, so a level that runs out of memory ends its thread (and fails its job) but neither
 * this process nor the queue; the next level starts a new thread. The process's own thread
 * stays free to renew the jobs' locks: a worker that dies loses its locks, and BullMQ's
 * stalled-job check hands its levels to another worker. Like a local collection run, a worker
 * gives each level's searches shares of its time learned from the levels it solved before
 * (`WorkerShares`).
 */
import { hostname } from 'node:os';
import * as workerThreads from 'node:worker_threads';
import { UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { InputError } from '../../errors.js';
import {
  SolverThread,
  type SokobanSolveResult,
  type SokobanSolveStats,
  verifyOutcome,
} from '../../puzzles/sokoban/index.js';
import { connectionOptions, describe } from './connection.js';
import { errorText } from './error-text.js';
import { checkPayload, QUEUE_NAME, type CheckedPayload } from './payload.js';
import type { RedisTarget } from './redis-url.js';
import { RedisResultStore, type ResultRecord } from './results.js';
import { WorkerShares } from './worker-shares.js';

export interface WorkerSettings {
  target: RedisTarget;
  /** Levels solved at once. */
  jobs: number;
  /** Threads for each level's searches. */
  threads: number;
  /** Heap limit of each solving thread, MiB. */
  threadMemoryMb: number;
  /**
   * Share each level's time among its searches by those that solved this worker's levels
   * before (`WorkerShares`); false gives every level equal shares.
   */
  learnShares: boolean;
  /**
   * How long a job's lock lasts without renewal, which is also how often stalled jobs are
   * looked for: a dead worker's level goes back to the queue after one to two of these.
   */
  stallMs: number;
  /** Shown in results and `queue status`: `hostname:pid` by default. */
  name?: string;
  log: (line: string) => void;
}

export const workerName = (): string => `${hostname()}:${process.pid}`;

/** A started worker: `finish` lets the levels in hand end, `handBack` returns them to the queue. */
export interface RunningWorker {
  name: string;
  finish(): Promise<void>;
  handBack(): Promise<void>;
  /** Settles when the worker has closed. */
  closed: Promise<void>;
  counts: { solved: number; unsolved: number; failed: number; handedBack: number };
}

const PROGRESS_EVERY_MS = 1000;

export async function startWorker(settings: WorkerSettings): Promise<RunningWorker> {
  const name = settings.name ?? workerName();
  const { target, log } = settings;
  const counts = { solved: 0, unsolved: 0, failed: 0, handedBack: 0 };
  // One thread for each level solved at once; BullMQ never runs more than `jobs` at a time.
  const idleThreads = Array.from(
    { length: settings.jobs },
    () =>
      new SolverThread(workerThreads, {
        memoryMb: settings.threadMemoryMb,
        onFailure: (error) =>
          log(
            `a solving thread failed (${errorText(error)}); a new one starts with the next level`,
          ),
      }),
  );
  const threads = [...idleThreads];
  const redis = new Redis(connectionOptions(target));
  const store = new RedisResultStore(redis);
  const learned = new WorkerShares(settings.learnShares);
  let handingBack = false;

  const processor = async (
    job: Job<unknown, ResultRecord>,
    token: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<ResultRecord> => {
    let payload: CheckedPayload;
    try {
      payload = checkPayload(job.data);
    } catch (error) {
      const reason = error instanceof InputError ? error.message : errorText(error);
      counts.failed++;
      log(`job ${shortId(job.id)}: failed: ${reason}`);
      // Another attempt would read the same payload: fail the job for good.
      throw new UnrecoverableError(reason);
    }
    const { level, limits, hash } = payload;
    log(
      `job ${shortId(job.id)}: started, ${level.width}x${level.height}, ${level.crates.length} crates, ${limits.timeLimitMs / 1000} s`,
    );
    let result: SokobanSolveResult;
    const learner = learned.learnerFor(limits);
    const shares = learner?.shares();
    const thread = idleThreads.pop()!;
    try {
      const solving = { threads: settings.threads, shares };
      result = await solveOnThread(thread, payload, solving, signal, progressOf(job));
    } catch (error) {
      if (error instanceof InputError) {
        counts.failed++;
        throw new UnrecoverableError(`the solver refused the level: ${error.reason}`);
      }
      if (signal?.aborted && handingBack && token !== undefined) {
        await job.moveToWait(token);
        counts.handedBack++;
        log(`job ${shortId(job.id)}: handed back to the queue`);
        throw new WaitingError();
      }
      const reason = threadFailure(error, settings.threadMemoryMb);
      counts.failed++;
      log(`job ${shortId(job.id)}: failed: ${reason}`);
      throw new UnrecoverableError(reason);
    } finally {
      idleThreads.push(thread);
    }
    try {
      // Only a solution that replays is reported.
      result = verifyOutcome({ index: 0, level }, result).result;
    } catch (error) {
      counts.failed++;
      throw new UnrecoverableError(errorText(error));
    }
    if (result.outcome === 'found' && result.foundBy) learner?.solvedBy(result.foundBy.preset);
    const record: ResultRecord = {
      hash,
      limits,
      worker: name,
      finishedAt: new Date().toISOString(),
      result,
      ...(shares ? { shares } : {}),
    };
    await store.put(record);
    if (result.outcome === 'found') counts.solved++;
    else counts.unsolved++;
    const what =
      result.outcome === 'found'
        ? `solved by ${result.foundBy?.preset ?? 'the solver'}, ${result.moves} moves, ${result.pushes} pushes`
        : result.outcome;
    log(`job ${shortId(job.id)}: ${what} in ${(result.stats.elapsedMs / 1000).toFixed(2)} s`);
    return record;
  };

  const worker = new Worker<unknown, ResultRecord>(QUEUE_NAME, processor, {
    connection: connectionOptions(target),
    name,
    concurrency: settings.jobs,
    lockDuration: settings.stallMs,
    stalledInterval: settings.stallMs,
    // A level whose worker died twice (a level that kills machines?) fails rather than
    // going round for ever.
    maxStalledCount: 2,
    autorun: false,
  });
  reportErrors(worker, redis, target, log);
  worker.on('stalled', (jobId: string) => log(`job ${shortId(jobId)}: stalled, back in the queue`));

  await worker.waitUntilReady();
  const running = worker.run();
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await worker.close();
      await running.catch(() => {});
      await Promise.allSettled(threads.map((thread) => thread.close()));
      redis.disconnect();
    })();
    return closing;
  };
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  return {
    name,
    counts,
    closed,
    finish: async () => {
      await close();
      resolveClosed();
    },
    handBack: async () => {
      handingBack = true;
      worker.cancelAllJobs('handed back');
      await close();
      resolveClosed();
    },
  };
}

/**
 * Runs one level on `thread`, on `threads` threads of its own, its searches sharing the time
 * by `shares` (equally when absent); aborting `signal` stops its search, and the level then
 * rejects with the signal's reason, as a level that was not finished.
 */
async function solveOnThread(
  thread: SolverThread,
  payload: CheckedPayload,
  { threads, shares }: { threads: number; shares: Record<string, number> | undefined },
  signal: AbortSignal | undefined,
  onProgress: (stats: SokobanSolveStats) => void,
): Promise<SokobanSolveResult> {
  const { limits } = payload;
  const options = {
    timeLimitMs: limits.timeLimitMs,
    maxStates: limits.maxStates ?? undefined,
    optimal: limits.optimal,
    // A repeatable solve takes turns by positions generated, on one thread.
    threads: limits.repeatable ? 1 : threads,
    repeatable: limits.repeatable,
    shares,
    optimize: limits.optimizeMs === undefined ? undefined : { timeLimitMs: limits.optimizeMs },
  };
  const result = await thread.solve({ level: payload.level, options, signal, onProgress });
  if (result.outcome === 'aborted' && signal?.aborted) {
    throw signal.reason ?? new Error('the level was stopped');
  }
  return result;
}

/** Search figures go to the job's progress, at most once a second (the producer's bar). */
function progressOf(job: Job): (stats: SokobanSolveStats) => void {
  let last = 0;
  return (stats) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    job.updateProgress({ states: stats.states, elapsedMs: stats.elapsedMs }).catch(() => {});
  };
}

function threadFailure(error: unknown, threadMemoryMb: number): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return `the level ran out of memory (the thread's heap limit is ${threadMemoryMb} MiB; --thread-memory sets it)`;
  }
  return `the solving thread failed: ${errorText(error)}`;
}

/**
 * BullMQ's words for a job whose keys Redis no longer has (a Redis that came back without its
 * data): the lock cannot be renewed, the job cannot be finished.
 */
const LOST_JOB = /(?:could not renew lock for job|Missing (?:lock|key) for job) (\S+?)(?:\. |\.?$)/;

/**
 * Connection trouble is said once per outage, password removed, and retried by ioredis; a job
 * Redis lost is said once.
 */
function reportErrors(
  worker: Worker,
  redis: Redis,
  target: RedisTarget,
  log: (line: string) => void,
): void {
  let down = false;
  const lostJobs = new Set<string>();
  const onError = (error: Error): void => {
    const lost = LOST_JOB.exec(error.message ?? '');
    if (lost) {
      if (lostJobs.size > 10_000) lostJobs.clear();
      if (!lostJobs.has(lost[1])) {
        lostJobs.add(lost[1]);
        log(
          `job ${shortId(lost[1])}: Redis no longer holds it for this worker (its data was lost, or the lock ran out)`,
        );
      }
      return;
    }
    if (down) return;
    down = true;
    log(`lost Redis at ${target.shown} (${describe(error, target)}); reconnecting`);
  };
  worker.on('error', onError);
  redis.on('error', onError);
  redis.on('ready', () => {
    if (down) log(`connected to Redis at ${target.shown} again`);
    down = false;
  });
}

export const shortId = (id: string | undefined): string => (id ?? '?').slice(0, 12);
