/**
 * Every fewest-edges path between a start and a goal. A BFS records, for each node, every
 * parent one layer nearer the start; the paths are then spelled out backwards from the goal
 * layer. The number of shortest paths can grow exponentially, so `maxPaths` caps the answer.
 *
 * ```ts
 * allShortestPaths(0, grid4, 3 * width + 3).paths.length; // 20 monotone lattice paths
 * ```
 */
import { goalTest, successorsOf } from './internal/normalize.js';
import { SearchMonitor } from './internal/limits.js';
import { keyFunction } from './internal/node-table.js';
import type { Goal, Outcome, SearchOptions, SearchStats, Successors } from './types.js';

export interface AllShortestPathsResult<N> {
  outcome: Outcome;
  /** Each path runs start to goal; empty when no goal is reachable. */
  paths: N[][];
  /** Edges in each path; Infinity when there is none. */
  cost: number;
  /** True when `maxPaths` cut the list short. */
  truncated: boolean;
  stats: SearchStats;
}

export function allShortestPaths<N>(
  start: N,
  successors: Successors<N>,
  goal: Goal<N>,
  options: SearchOptions<N> & { maxPaths?: number } = {},
): AllShortestPathsResult<N> {
  const next = successorsOf(successors);
  const keyOf = keyFunction(options);
  const isGoal = goalTest(goal, keyOf);
  const monitor = new SearchMonitor(options);
  const maxPaths = options.maxPaths ?? 10_000;
  const depthOf = new Map<unknown, number>([[keyOf(start), 0]]);
  const parentsOf = new Map<unknown, N[]>();
  const nodeOf = new Map<unknown, N>([[keyOf(start), start]]);
  const empty = (outcome: Outcome): AllShortestPathsResult<N> => ({
    outcome,
    paths: [],
    cost: Infinity,
    truncated: false,
    stats: monitor.finish(outcome).stats,
  });

  const goals: N[] = isGoal(start) ? [start] : [];
  let layer: N[] = [start];
  let depth = 0;
  while (goals.length === 0 && layer.length > 0) {
    const nextLayer: N[] = [];
    for (const node of layer) {
      const stop = monitor.expand();
      if (stop) return empty(stop);
      for (const child of next(node)) {
        monitor.stats.generated++;
        const childKey = keyOf(child);
        const known = depthOf.get(childKey);
        if (known === undefined) {
          depthOf.set(childKey, depth + 1);
          nodeOf.set(childKey, child);
          parentsOf.set(childKey, [node]);
          nextLayer.push(child);
          if (isGoal(child)) goals.push(child);
        } else if (known === depth + 1) {
          // Parallel edges would otherwise list the same path twice.
          const parents = parentsOf.get(childKey)!;
          if (parents[parents.length - 1] !== node) parents.push(node);
        }
      }
    }
    monitor.frontier(nextLayer.length);
    layer = nextLayer;
    depth++;
  }
  if (goals.length === 0) return empty('exhausted');

  // Spell out paths goal-first with an explicit stack: [node, index of next parent to try].
  const paths: N[][] = [];
  let truncated = false;
  for (const target of goals) {
    const stack: { node: N; next: number }[] = [{ node: target, next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      const parents = parentsOf.get(keyOf(top.node));
      if (!parents) {
        if (paths.length === maxPaths) {
          truncated = true;
          break;
        }
        paths.push(stack.map((entry) => entry.node).reverse());
        stack.pop();
        continue;
      }
      if (top.next === parents.length) {
        stack.pop();
        continue;
      }
      stack.push({ node: parents[top.next++], next: 0 });
    }
    if (truncated) break;
  }
  const result = monitor.finish<N>('found');
  return { outcome: 'found', paths, cost: depth, truncated, stats: result.stats };
}
