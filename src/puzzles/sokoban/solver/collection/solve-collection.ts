/**
 * `solveCollection`: the levels of a collection solved one after another on this thread, or
 * several at once on worker threads that stay up for the whole run, with limits, progress and
 * a stop signal. Every solution is replayed under the rules before it is handed on: one that
 * fails the replay is a solver bug and stops the run. As it goes, the run learns how to share a
 * level's time among its searches from the levels solved before (`learnShares`, `ShareLearner`).
 *
 * ```ts
 * import { parseLevel, solveCollection } from 'puzzlegraph/sokoban';
 *
 * const boards = ['#####\n#@$.#\n#####', '######\n#@$ .#\n######'];
 * const levels = boards.map((board) => parseLevel(board));
 * const outcomes = await solveCollection(levels, {
 *   solve: { timeLimitMs: 10_000 },
 *   jobs: 2,
 *   onDone: (outcome) => console.log(outcome.index + 1, outcome.result.moves),
 * });
 * console.log(outcomes.length); // 2
 * ```
 */
import type { SokobanLevel } from '../../level.js';
import { replaySolverAnswer, type ReplayResult } from '../../moves/replay.js';
import {
  solveSokobanOnThreads,
  type ThreadedSolveOptions,
  type ThreadedSolveResult,
} from '../threads.js';
import type { SokobanSolveResult, SokobanSolveStats } from '../types.js';
import { checkSolveOptions, namedPlan, planFor } from '../solve.js';
import { ShareLearner } from './share-learner.js';
import { SolverThread } from './solver-thread.js';
import { loadWorkers, type WorkerModule } from '../task-thread.js';

/** A level of the collection and its place in it. */
export interface LevelJob {
  /** 0-based position in its collection. */
  index: number;
  level: SokobanLevel;
}

export interface LevelOutcome extends LevelJob {
  result: ThreadedSolveResult;
  /** The shares of time the level's searches had, when the run learns them (`learnShares`). */
  shares?: Readonly<Record<string, number>>;
  /** The replay of the solution; present when one was found. */
  check?: ReplayResult;
}

export interface CollectionSolveOptions {
  /**
   * The limits of each level. A tracer is only heard when solving on this thread: events do
   * not cross threads. `threads` above 1 gives each level that many threads of its own.
   */
  solve?: Omit<ThreadedSolveOptions, 'signal' | 'onProgress' | 'stopFlag'>;
  /** Levels solved at once, one worker thread each; 1 (default) solves on this thread. */
  jobs?: number;
  /**
   * Solve on a worker thread even with one job, leaving this thread free: a signal such as
   * Ctrl-C is then heard at once instead of when the level in progress ends.
   */
  inWorkers?: boolean;
  /**
   * Learn how to share each level's time among the plan's searches from the levels solved so
   * far (`ShareLearner`; default true). Off when `solve.shares` is given, which then holds
   * for every level, and with `solve.repeatable`, whose answer for a level is the same however
   * it is solved: alone, in a run, or by a queue worker.
   */
  learnShares?: boolean;
  /** Heap limit of each worker thread, MiB (Node's default when absent). */
  threadMemoryMb?: number;
  /**
   * Stops the run: the outcomes of the levels finished before are returned. On worker threads
   * the levels in progress stop at once and are dropped. On this thread the search leaves no
   * room for an event to abort it, so the level in progress runs to its end (or its own
   * limit) and the run stops before the next one.
   */
  signal?: AbortSignal;
  /** Each level's outcome, as soon as it is known (levels on threads finish out of order). */
  onDone?: (outcome: LevelOutcome) => void;
  /** Search figures of each level in progress, a few times a second. */
  onProgress?: (job: LevelJob, stats: SokobanSolveStats) => void;
}

/**
 * Solves `levels` (plain levels, numbered from 0, or `LevelJob`s that keep their place in a
 * larger collection) and returns the outcomes in the order given.
 */
export async function solveCollection(
  levels: readonly (SokobanLevel | LevelJob)[],
  options: CollectionSolveOptions = {},
): Promise<LevelOutcome[]> {
  checkSolveOptions(options.solve ?? {});
  const jobs = levels.map((entry, index) => ('level' in entry ? entry : { index, level: entry }));
  const lanes = Math.max(1, Math.min(options.jobs ?? 1, jobs.length));
  const workers = lanes > 1 || options.inWorkers ? await loadWorkers() : null;
  const learner = shareLearner(options);
  if (workers === null) return solveHere(jobs, options, learner);
  return solveInLanes(jobs, options, workers, lanes, learner);
}

/** The learner of the run's shares, or undefined when the run does not learn them. */
function shareLearner(options: CollectionSolveOptions): ShareLearner | undefined {
  const solve = options.solve ?? {};
  if (options.learnShares === false || solve.shares !== undefined) return undefined;
  if (solve.repeatable || solve.optimal === 'moves') return undefined;
  const plan = solve.plan ? namedPlan(solve.plan) : planFor(solve.optimal);
  return plan.length > 1 ? new ShareLearner(plan.map((search) => search.name)) : undefined;
}

/** The options a level is solved with: the run's, and the shares learned so far. */
function levelOptions(
  options: CollectionSolveOptions,
  learner: ShareLearner | undefined,
): CollectionSolveOptions['solve'] {
  return learner ? { ...options.solve, shares: learner.shares() } : options.solve;
}

/**
 * A level's outcome, its solution replayed (`verifyOutcome`), with the shares it was solved
 * with when they were learned; the learner learns from it.
 */
function learnedOutcome(
  job: LevelJob,
  result: ThreadedSolveResult,
  solve: CollectionSolveOptions['solve'],
  learner: ShareLearner | undefined,
): LevelOutcome {
  const outcome = verifyOutcome(job, result);
  learnFrom(learner, result);
  const shares = learner && solve?.shares;
  return shares ? { ...outcome, shares } : outcome;
}

/** A level's outcome teaches the learner which search solved it. */
function learnFrom(learner: ShareLearner | undefined, result: SokobanSolveResult): void {
  if (result.outcome === 'found' && result.foundBy) learner?.solvedBy(result.foundBy.preset);
}

/** Replays a found solution and insists it solves the level with the counts announced. */
export function verifyOutcome(job: LevelJob, result: SokobanSolveResult): LevelOutcome {
  const check = replaySolverAnswer(job.level, result, `level ${job.index + 1}`);
  return check === undefined ? { ...job, result } : { ...job, result, check };
}

async function solveHere(
  jobs: readonly LevelJob[],
  options: CollectionSolveOptions,
  learner: ShareLearner | undefined,
): Promise<LevelOutcome[]> {
  const outcomes: LevelOutcome[] = [];
  for (const job of jobs) {
    if (options.signal?.aborted) break;
    const { onProgress } = options;
    const solve = levelOptions(options, learner);
    const result = await solveSokobanOnThreads(job.level, {
      ...solve,
      signal: options.signal,
      onProgress: onProgress ? (stats) => onProgress(job, stats) : undefined,
    });
    const outcome = learnedOutcome(job, result, solve, learner);
    outcomes.push(outcome);
    options.onDone?.(outcome);
  }
  return outcomes;
}

/**
 * Each lane is a thread that takes the next level in collection order when it is free, so a
 * run stopped early has finished its first levels. A failure (a solver bug, a thread that
 * died) stops the other lanes and is the run's.
 */
async function solveInLanes(
  jobs: readonly LevelJob[],
  options: CollectionSolveOptions,
  workers: WorkerModule,
  lanes: number,
  learner: ShareLearner | undefined,
): Promise<LevelOutcome[]> {
  const stopRun = new AbortController();
  const stopOnCaller = () => stopRun.abort();
  options.signal?.addEventListener('abort', stopOnCaller, { once: true });
  if (options.signal?.aborted) stopRun.abort();
  const threads = Array.from(
    { length: lanes },
    () => new SolverThread(workers, { memoryMb: options.threadMemoryMb }),
  );
  const outcomes: (LevelOutcome | undefined)[] = [];
  let failure: { error: unknown } | undefined;
  let next = 0;
  const lane = async (thread: SolverThread): Promise<void> => {
    while (next < jobs.length && !stopRun.signal.aborted) {
      const at = next++;
      const job = jobs[at];
      try {
        const solve = levelOptions(options, learner);
        const result = await thread.solve({
          level: job.level,
          options: withoutTracer(solve),
          signal: stopRun.signal,
          onProgress: options.onProgress && ((stats) => options.onProgress!(job, stats)),
        });
        if (result.outcome === 'aborted' && stopRun.signal.aborted) return;
        outcomes[at] = learnedOutcome(job, result, solve, learner);
        options.onDone?.(outcomes[at]!);
      } catch (error) {
        failure ??= { error };
        stopRun.abort();
      }
    }
  };
  try {
    await Promise.all(threads.map(lane));
  } finally {
    options.signal?.removeEventListener('abort', stopOnCaller);
    await Promise.all(threads.map((thread) => thread.close()));
  }
  if (failure !== undefined) throw failure.error;
  return outcomes.filter((outcome): outcome is LevelOutcome => outcome !== undefined);
}

/** The options that cross to a thread: a tracer is heard only on the thread it lives on. */
function withoutTracer(
  solve: CollectionSolveOptions['solve'],
): Omit<ThreadedSolveOptions, 'signal' | 'onProgress' | 'stopFlag' | 'tracer'> {
  const { tracer: _thisThreadOnly, ...rest } = solve ?? {};
  return rest;
}
