/**
 * Runs the library's Sokoban solver off the main thread, so the page stays responsive: posts
 * `progress` messages with the live statistics, then one `done` (or `error`). Stopping is
 * `worker.terminate()`: the solver is synchronous, so the page simply ends the worker.
 */
import {
  solveSokoban,
  type SokobanLevel,
  type SokobanSolveResult,
  type SokobanSolveStats,
} from '../../../src/puzzles/sokoban/index.js';

export interface SolveRequest {
  level: SokobanLevel;
  optimal: 'pushes' | 'any';
  timeLimitMs: number;
  maxStates: number;
}

export type SolveMessage =
  | { type: 'progress'; stats: SokobanSolveStats }
  | { type: 'done'; result: SokobanSolveResult }
  | { type: 'error'; message: string };

const post = (message: SolveMessage): void => postMessage(message);

addEventListener('message', (event: MessageEvent<SolveRequest>) => {
  const { level, optimal, timeLimitMs, maxStates } = event.data;
  try {
    const result = solveSokoban(level, {
      optimal,
      timeLimitMs,
      maxStates,
      onProgress: (stats) => post({ type: 'progress', stats }),
    });
    post({ type: 'done', result });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
