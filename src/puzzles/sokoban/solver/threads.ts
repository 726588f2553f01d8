/**
 * `solveSokobanOnThreads`: one level on several cores. The portfolio's searches are dealt out
 * to worker threads in turn (search i to thread i mod threads), each thread running its share
 * by turns as `solveSokoban` does. All the threads draw on one memory budget, about 1 GiB for
 * each thread (`memoryForThreads`) or the caller's `maxStates`: a thread whose searches store
 * little leaves the room to the others. The first thread to answer found, or to
 * prove the level has no solution, settles it; the others are stopped through a shared flag.
 *
 * ```text
 * const result = await solveSokobanOnThreads(level, { threads: 2, timeLimitMs: 60_000 });
 * result.outcome; // 'found'
 * ```
 *
 * Forward and reverse searches meet within a thread, where they share tables, and across
 * threads: every thread publishes the positions its searches store, and a search that stores
 * one another thread's search of the other direction holds writes the meeting on a shared
 * board; the two threads post their halves and they are joined here (`CrossThreadMeeting`).
 * Learned deadlock patterns cross threads too: every thread's learners write them to one
 * exchange on a SharedArrayBuffer and read the others' from it (`PatternExchange`), the first
 * turn's too.
 * With one thread, a tracer, outside Node, or a plan of one search, this is `solveSokoban`
 * itself.
 *
 * Threads start only for a level that needs them: the level is first searched on the calling
 * thread for `firstTurnMs` (250 ms by default), exactly as with one thread, and most levels
 * fall within that turn, where starting threads would cost more than the whole search. Only
 * then is the level searched afresh on the threads, for the rest of its time and expansions.
 */
import type { SokobanLevel } from '../level.js';
import {
  DEFAULT_MEMORY_BYTES,
  defaultMaxStates,
  namedPlan,
  planFor,
  planShares,
  polished,
  solutionOf,
  checkSolveOptions,
  solveSokoban,
  solveWithTuning,
  type TuningPlan,
} from './solve.js';
import type { SearchPreset } from './core/search-settings.js';
import {
  CrossThreadMeeting,
  MeetingJoiner,
  type MeetingHalf,
} from './core/cross-thread-meeting.js';
import { PatternExchange } from './fess/pattern-exchange.js';
import { StateBudget } from './core/state-store.js';
import { sumStats } from './core/portfolio.js';
import { describeSearch } from './core/trace.js';
import {
  TaskStop,
  TaskThread,
  loadWorkers,
  workerModule,
  type TaskEnd,
  type WorkerModule,
} from './task-thread.js';
import type { ThreadMessage, ThreadTask } from './thread-worker.js';
import type { SokobanSolveOptions, SokobanSolveResult, SokobanSolveStats } from './types.js';

export interface ThreadedSolveOptions extends SokobanSolveOptions {
  /** Worker threads for the searches (default 1). */
  threads?: number;
  /**
   * Milliseconds of search on the calling thread, as with one thread, before the worker
   * threads start (default `FIRST_TURN_MS`); 0 starts them at once.
   */
  firstTurnMs?: number;
  /** Other searches than the default plan (tuning runs and tests), as `solveWithTuning` takes. */
  plan?: TuningPlan;
}

export interface ThreadedSolveResult extends SokobanSolveResult {
  /** Threads that searched the level: 1 when it was settled in the first turn. */
  threads?: number;
  /**
   * Of those, the threads started for this level; the others had searched an earlier level
   * and were idle (0 when the level was settled in the first turn).
   */
  threadsStarted?: number;
}

/**
 * The first turn's length: enough for most levels of the bundled collections, short beside
 * the time limits a level that needs threads is given.
 */
export const FIRST_TURN_MS = 250;

export async function solveSokobanOnThreads(
  level: SokobanLevel,
  options: ThreadedSolveOptions = {},
): Promise<ThreadedSolveResult> {
  checkSolveOptions(options);
  // The fewest moves come from one exact search: there is nothing to share out.
  if (options.optimal === 'moves') return solveSokoban(level, options);
  const plan = options.plan ? namedPlan(options.plan) : planFor(options.optimal);
  // Refused here, before any thread starts, when a share names a search the plan lacks.
  const weights = planShares(plan, options.shares);
  const threads = Math.min(options.threads ?? 1, plan.length);
  if (options.repeatable && threads > 1) {
    throw new RangeError('a repeatable solve runs on one thread: threads meet by the clock');
  }
  const workerThreads = threads > 1 && options.tracer === undefined ? await loadWorkers() : null;
  if (workerThreads === null) {
    const alone = polished(level, solveWithTuning(level, options, plan), options);
    return { ...alone, threads: 1 };
  }
  const began = performance.timeOrigin + performance.now();
  // Deadlock patterns learned anywhere, in the first turn too, prune the searches everywhere.
  const patterns = PatternExchange.create({ shared: true }).words;
  // One budget of stored states for all the threads: the level's.
  const states = StateBudget.sharedCount();
  const maxStates =
    options.maxStates ?? defaultMaxStates(level, plan.length, await memoryForThreads(threads));
  const first = firstTurn(level, options, plan, patterns);
  if (first.settled) return { ...first.result, threads: 1, threadsStarted: 0 };
  const before = first.result?.stats ?? sumStats([]);
  const maxExpanded =
    options.maxExpanded === undefined ? undefined : options.maxExpanded - before.expanded;
  const parts = Array.from({ length: threads }, (_, t) => threadPart(plan, weights, t, threads));
  // Raised when one answer settles the level or two halves meet, or by the caller.
  const stop = new TaskStop(options);
  const progress = parts.map(() => sumStats([]));
  // The threads this level had to start (the others were idle, left by earlier levels).
  let threadsStarted = 0;
  const onStart = () => void threadsStarted++;
  // A forward search on one thread meeting a backward one on another: the two halves joined.
  const meetings = new ThreadMeetings(level, plan, stop.raise);
  try {
    const tasks = threadTasks(level, options, parts, {
      patterns,
      states,
      maxStates,
      maxExpanded,
      stop: stop.flag,
      deadlineEpochMs: options.timeLimitMs === undefined ? undefined : began + options.timeLimitMs,
    });
    const answers = tasks.map((task, t) =>
      runThread(workerThreads, task, {
        onStart,
        onProgress: (stats) => {
          progress[t] = stats;
          options.onProgress?.(oneAfterOther(before, sumStats(progress)));
        },
        onHalf: (half) => meetings.add(half),
      }).then(
        (result) => {
          // A solution, or a proof there is none, ends every thread's work.
          if (result.outcome === 'found' || result.outcome === 'exhausted') stop.raise();
          return result;
        },
        (error: unknown) => {
          stop.raise();
          throw error;
        },
      ),
    );
    const results = await Promise.all(answers);
    const settled = settle(results, meetings);
    const result = { ...settled, stats: oneAfterOther(before, settled.stats), threads };
    options.onProgress?.(result.stats);
    // The threads searched only; the solution is shortened here, once.
    return { ...polished(level, result, options), threads, threadsStarted };
  } finally {
    stop.release();
  }
}

/**
 * The memory a level's stored states may take by default on `threads` threads: what one
 * thread has (`DEFAULT_MEMORY_BYTES`) for each, so that two threads, storing twice as fast, do
 * not spend the budget in half the time; at most half the machine's memory.
 */
export async function memoryForThreads(threads: number): Promise<number> {
  const wanted = DEFAULT_MEMORY_BYTES * threads;
  try {
    const { totalmem } = await import('node:os');
    return Math.max(DEFAULT_MEMORY_BYTES, Math.min(wanted, Math.floor(totalmem() / 2)));
  } catch {
    return wanted;
  }
}

/** What every thread of a level shares, and the limits it searches under. */
interface SharedByThreads {
  patterns: Int32Array;
  states: Int32Array;
  maxStates: number;
  /** The level's expansions left after the first turn, shared equally by the threads. */
  maxExpanded: number | undefined;
  stop: Int32Array;
  deadlineEpochMs: number | undefined;
}

/** One thread's searches, and their shares of its time when the caller gave shares. */
interface ThreadPart {
  searches: SearchPreset[];
  shares: Record<string, number> | undefined;
}

/** Thread `t`'s part of the plan: search i runs on thread i mod `threads`. */
function threadPart(
  plan: readonly SearchPreset[],
  weights: readonly number[] | undefined,
  t: number,
  threads: number,
): ThreadPart {
  const mine = plan.map((_, i) => i).filter((i) => i % threads === t);
  return {
    searches: mine.map((i) => plan[i]),
    shares: weights && Object.fromEntries(mine.map((i) => [plan[i].name, weights[i]])),
  };
}

/** Each thread's task: its part of the plan, with what the threads share. */
function threadTasks(
  level: SokobanLevel,
  options: ThreadedSolveOptions,
  parts: readonly ThreadPart[],
  shared: SharedByThreads,
): ThreadTask[] {
  const { patterns, states, maxStates, maxExpanded, stop, deadlineEpochMs } = shared;
  const threads = parts.length;
  const meeting = CrossThreadMeeting.buffers({
    threads,
    crateCount: level.crates.length,
    maxStates,
  });
  const perThread = maxExpanded === undefined ? undefined : Math.floor(maxExpanded / threads);
  return parts.map((part, thread) => ({
    level,
    options: {
      optimal: options.optimal,
      maxStates,
      maxExpanded: perThread,
      shares: part.shares,
    },
    plan: part.searches,
    patterns,
    states,
    meeting,
    thread,
    deadlineEpochMs,
    stop,
  }));
}

/**
 * The level searched on this thread for the first turn: `settled` when that is its answer (a
 * solution, a proof, or a limit of the caller's), not when the turn's own time ran out.
 */
function firstTurn(
  level: SokobanLevel,
  options: ThreadedSolveOptions,
  plan: SearchPreset[],
  patterns: Int32Array,
): { settled: true; result: SokobanSolveResult } | { settled: false; result?: SokobanSolveResult } {
  const turnMs = options.firstTurnMs ?? FIRST_TURN_MS;
  if (turnMs <= 0) return { settled: false };
  const levelMs = options.timeLimitMs ?? Infinity;
  const turnOptions = { ...options, timeLimitMs: Math.min(turnMs, levelMs) };
  const result = solveWithTuning(level, turnOptions, plan, { patterns });
  const turnOver = result.outcome === 'timeLimit' && turnMs < levelMs;
  return turnOver
    ? { settled: false, result }
    : { settled: true, result: polished(level, result, turnOptions) };
}

/**
 * The halves of meetings the threads post; the first two that join stop the threads, and once
 * they have stopped, `solution` makes the joined pushes a solution (replayed under the rules)
 * with the threads' final figures.
 */
class ThreadMeetings {
  private readonly joiner = new MeetingJoiner();
  private joined: ReturnType<MeetingJoiner['add']>;

  constructor(
    private readonly level: SokobanLevel,
    private readonly plan: readonly SearchPreset[],
    private readonly stopThreads: () => void,
  ) {}

  add(half: MeetingHalf): void {
    if (this.joined !== undefined) return;
    this.joined = this.joiner.add(half);
    if (this.joined !== undefined) this.stopThreads();
  }

  /**
   * The joined solution with `stats`, if two halves joined. A solution that fails the replay is
   * a solver bug: it is thrown here, and ends the solve.
   */
  solution(stats: SokobanSolveStats): SokobanSolveResult | undefined {
    if (this.joined === undefined) return undefined;
    const { pushes, finisher, partner } = this.joined;
    const preset = this.plan.find((search) => search.name === finisher);
    const description = `${preset ? describeSearch(preset) : finisher}, meeting ${partner} on another thread`;
    return solutionOf(this.level, pushes, { preset: finisher, description }, stats);
  }
}

/** The figures of a search run after another one: counts added, times too. */
function oneAfterOther(first: SokobanSolveStats, then: SokobanSolveStats): SokobanSolveStats {
  return { ...sumStats([first, then]), elapsedMs: first.elapsedMs + then.elapsedMs };
}

/**
 * Threads that searched earlier levels, idle and ready for the next: a collection solved on
 * several threads a level pays their start-up once, not once a level. An idle thread does not
 * keep the process alive; one that fails or ends while idle is dropped from here.
 */
const idleThreads: TaskThread<ThreadMessage>[] = [];

/** An idle thread, or one that starts a thread for its task (`runThread`'s `onStart`). */
function takeThread(workers: WorkerModule): TaskThread<ThreadMessage> {
  const idle = idleThreads.pop();
  if (idle !== undefined) return idle;
  const thread: TaskThread<ThreadMessage> = new TaskThread(workers, {
    module: workerModule(import.meta.url, 'thread-worker'),
    name: 'solver thread',
    idleKeepsProcessAlive: false,
    onFailure: () => {
      const at = idleThreads.indexOf(thread);
      if (at !== -1) idleThreads.splice(at, 1);
    },
  });
  return thread;
}

interface ThreadListeners {
  /** A new thread was started for the task (no idle one was left). */
  onStart: () => void;
  onProgress: (stats: SokobanSolveStats) => void;
  /** The thread's half of a meeting with another thread's search. */
  onHalf: (half: MeetingHalf) => void;
}

async function runThread(
  workers: WorkerModule,
  task: ThreadTask,
  { onStart, onProgress, onHalf }: ThreadListeners,
): Promise<SokobanSolveResult> {
  const thread = takeThread(workers);
  const hear = (message: ThreadMessage): TaskEnd<SokobanSolveResult> | undefined => {
    switch (message.kind) {
      case 'progress':
        return void onProgress(message.stats);
      case 'half':
        return void onHalf(message.half);
      case 'done':
        return { result: message.result };
      case 'failed':
        // The search failed on the thread: the thread is not trusted with the next level.
        return { error: new Error(message.message), dropThread: true };
    }
  };
  try {
    return await thread.run(task, { hear, onStart });
  } finally {
    if (thread.isUp) idleThreads.push(thread);
  }
}

/**
 * The level's answer from the threads' answers, with their figures summed: a solution if one
 * found it, or if two met (`meetings`), else a proof, else the limit that stopped the first
 * thread (its siblings were only stopped by the flag).
 */
function settle(results: SokobanSolveResult[], meetings: ThreadMeetings): SokobanSolveResult {
  const stats = sumStats(results.map((result) => result.stats));
  // Replayed even when a thread found a solution of its own: a failed replay is a solver bug.
  const met = meetings.solution(stats);
  const found = results.find((result) => result.outcome === 'found') ?? met;
  if (found) return { ...found, stats };
  const proof = results.find((result) => result.outcome === 'exhausted');
  if (proof) return { ...proof, stats };
  const limit = results.find((result) => result.outcome !== 'aborted') ?? results[0];
  return { ...limit, stats };
}
