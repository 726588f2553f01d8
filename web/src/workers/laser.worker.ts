/**
 * Runs the library's laser solver off the main thread: receives the puzzle's text, posts
 * `progress` with live statistics and one `done` with the placements found (or `error` with
 * the parser's message). The page stops a solve by terminating the worker.
 */
import {
  parseLaser,
  solveLaser,
  type LaserSolveStats,
  type Placement,
} from '../../../src/puzzles/laser/index.js';
import type { Outcome } from '../../../src/search/index.js';

export interface LaserSolveRequest {
  text: string;
  timeLimitMs: number;
}

export type LaserSolveMessage =
  | { type: 'progress'; stats: LaserSolveStats }
  | {
      type: 'done';
      outcome: Outcome;
      complete: boolean;
      stats: LaserSolveStats;
      solution: { placements: Placement[]; orientations: Placement[] } | undefined;
    }
  | { type: 'error'; message: string };

const post = (message: LaserSolveMessage): void => postMessage(message);

addEventListener('message', (event: MessageEvent<LaserSolveRequest>) => {
  try {
    const puzzle = parseLaser(event.data.text);
    const result = solveLaser(puzzle, {
      timeLimitMs: event.data.timeLimitMs,
      onProgress: (stats) => post({ type: 'progress', stats }),
    });
    const first = result.solutions[0];
    post({
      type: 'done',
      outcome: result.outcome,
      complete: result.complete,
      stats: result.stats,
      solution: first && { placements: first.placements, orientations: first.orientations },
    });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
