// Worker-thread entry for bench/optimize.bench.ts: optimizes one level's solution per task, so
// that the main thread stays free to run the peer's levels at the same time.
import {
  optimizeSolution,
  type OptimizeMetric,
  type OptimizeResult,
  type SokobanLevel,
} from '../src/puzzles/sokoban/index.js';

export interface OptimizeTask {
  level: SokobanLevel;
  solution: string;
  metric: OptimizeMetric;
  timeLimitMs: number;
}

export default function optimizeTask(task: OptimizeTask): OptimizeResult {
  return optimizeSolution(task.level, task.solution, {
    metric: task.metric,
    timeLimitMs: task.timeLimitMs,
  });
}
