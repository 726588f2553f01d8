/**
 * Every fewest-edges path between a start and a goal. A BFS records, for each node, every
 * parent one layer nearer the start; the paths are then spelled out backwards from the goal
 * layer. The number of shortest paths can grow exponentially, so `maxPaths` caps the answer.
 *
 * @param start the node to search from.
 * @param successors a node's neighbours, in either form (see `Successors`).
 * @param goal the node to reach, or a predicate (every nearest goal then counts).
 * @param options `maxPaths` (default 10,000); `key`, limits, progress, and a tracer (start and end).
 *
 * ```ts
 * import { allShortestPaths } from 'puzzlegraph/search';
 *
 * // Right or down on a 4 x 4 lattice: C(6, 3) = 20 shortest paths corner to corner.
 * const rightOrDown = (cell: number) => [cell % 4 < 3 ? cell + 1 : -1, cell < 12 ? cell + 4 : -1].filter((c) => c >= 0);
 * const result = allShortestPaths(0, rightOrDown, 15);
 * console.log(result.paths.length, result.cost); // 20 6
 * ```
 */
import { goalTest, successorList, successorsOf } from './internal/normalize.js';
import { SearchRun } from './kit/search-run.js';
import { keyFunction } from './kit/node-table.js';
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

export interface AllShortestPathsOptions<N> extends SearchOptions<N> {
  /** The most paths to spell out; `truncated` says when there were more. Default 10,000. */
  maxPaths?: number;
}

export function allShortestPaths<N>(
  start: N,
  successors: Successors<N>,
  goal: Goal<N>,
  options: AllShortestPathsOptions<N> = {},
): AllShortestPathsResult<N> {
  const next = successorsOf(successors);
  const keyOf = keyFunction(options);
  const isGoal = goalTest(goal, keyOf);
  const run = new SearchRun<N>(options);
  const { stats, maxStored } = run;
  const early = run.begin('allShortestPaths', [start]);
  const maxPaths = options.maxPaths ?? 10_000;
  const depthOf = new Map<unknown, number>([[keyOf(start), 0]]);
  const parentsOf = new Map<unknown, N[]>();
  const nodeOf = new Map<unknown, N>([[keyOf(start), start]]);
  const empty = (outcome: Outcome): AllShortestPathsResult<N> => ({
    outcome,
    paths: [],
    cost: Infinity,
    truncated: false,
    stats: run.end(outcome),
  });

  const goals: N[] = isGoal(start) ? [start] : [];
  if (goals.length === 0 && early) return empty(early);
  let layer: N[] = [start];
  let depth = 0;
  while (goals.length === 0 && layer.length > 0) {
    const nextLayer: N[] = [];
    for (const node of layer) {
      const stop = run.expand();
      if (stop) return empty(stop);
      for (const child of successorList(next, node)) {
        stats.generated++;
        const childKey = keyOf(child);
        const known = depthOf.get(childKey);
        if (known === undefined) {
          depthOf.set(childKey, depth + 1);
          nodeOf.set(childKey, child);
          parentsOf.set(childKey, [node]);
          nextLayer.push(child);
          if (isGoal(child)) goals.push(child);
          if (depthOf.size > maxStored) return empty('memoryLimit');
        } else if (known === depth + 1) {
          // Parallel edges would otherwise list the same path twice.
          const parents = parentsOf.get(childKey)!;
          if (parents[parents.length - 1] !== node) parents.push(node);
        }
      }
    }
    run.frontier(nextLayer.length);
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
  return { outcome: 'found', paths, cost: depth, truncated, stats: run.end('found') };
}
