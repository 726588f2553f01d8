/**
 * Runs the library's solution optimizer off the main thread: posts a `progress` message after
 * each round with the best solution so far, then one `done` (or `error`). Stopping is
 * `worker.terminate()`: the optimizer is synchronous and hears no message until it returns,
 * so the page ends the worker and keeps the last round's solution.
 */
import {
  optimizeSolution,
  type OptimizeMetric,
  type OptimizeProgress,
  type OptimizeResult,
  type SokobanLevel,
} from '../../../src/puzzles/sokoban/index.js';

export interface OptimizeRequest {
  level: SokobanLevel;
  /** A solution of the level from its start, pushes in capitals or not. */
  solution: string;
  metric: OptimizeMetric;
  timeLimitMs: number;
}

/** What the page needs of a report: the statistics stay in the worker. */
export type OptimizeReport = Omit<OptimizeProgress, 'stats'>;

export type OptimizeMessage =
  | { type: 'progress'; progress: OptimizeReport }
  | { type: 'done'; result: OptimizeResult }
  | { type: 'error'; message: string };

const post = (message: OptimizeMessage): void => postMessage(message);

addEventListener('message', (event: MessageEvent<OptimizeRequest>) => {
  const { level, solution, metric, timeLimitMs } = event.data;
  try {
    const result = optimizeSolution(level, solution, {
      metric,
      timeLimitMs,
      onProgress: ({ stats: _stats, ...progress }) => post({ type: 'progress', progress }),
    });
    post({ type: 'done', result });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
