/**
 * One thread of `solveSokobanOnThreads`: solves a level with its share of the searches and
 * posts the answer, and the combined figures every 200 ms while it runs, and its halves of
 * meetings with the other threads' searches. The thread stays up for the next level it is
 * given.
 */
import { parentPort } from 'node:worker_threads';
import type { SokobanLevel } from '../level.js';
import { solveWithTuning } from './solve.js';
import type { SearchPreset } from './core/search-settings.js';
import {
  CrossThreadMeeting,
  type MeetingBuffers,
  type MeetingHalf,
} from './core/cross-thread-meeting.js';
import type { SokobanSolveOptions, SokobanSolveResult, SokobanSolveStats } from './types.js';

export interface ThreadTask {
  level: SokobanLevel;
  options: Pick<SokobanSolveOptions, 'optimal' | 'maxStates' | 'maxExpanded' | 'shares'>;
  plan: SearchPreset[];
  /** The end of the time limit as `performance.timeOrigin + performance.now()`, if any. */
  deadlineEpochMs?: number;
  /** Raised by the caller to stop this thread (a sibling finished, or the caller aborted). */
  stop: Int32Array;
  /** The level's learned deadlock patterns, shared by every thread (`PatternExchange`). */
  patterns: Int32Array;
  /** The count of the level's one state budget, shared by every thread (`StateBudget`). */
  states: Int32Array;
  /** Where the level's searches meet across threads (`CrossThreadMeeting`), and this thread's number there. */
  meeting: MeetingBuffers;
  thread: number;
}

export type ThreadMessage =
  | { kind: 'progress'; stats: SokobanSolveStats }
  | { kind: 'half'; half: MeetingHalf }
  | { kind: 'done'; result: SokobanSolveResult }
  | { kind: 'failed'; message: string };

parentPort?.on('message', (task: ThreadTask) => {
  const post = (message: ThreadMessage) => parentPort!.postMessage(message);
  try {
    // Clocks differ between threads; the epoch does not.
    const timeLimitMs =
      task.deadlineEpochMs === undefined
        ? undefined
        : Math.max(0, task.deadlineEpochMs - (performance.timeOrigin + performance.now()));
    const options: SokobanSolveOptions = {
      ...task.options,
      timeLimitMs,
      stopFlag: task.stop,
      onProgress: (stats) => post({ kind: 'progress', stats }),
    };
    post({
      kind: 'done',
      result: solveWithTuning(task.level, options, task.plan, {
        patterns: task.patterns,
        states: task.states,
        meeting: new CrossThreadMeeting(task.meeting, task.thread, (half) =>
          post({ kind: 'half', half }),
        ),
      }),
    });
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
