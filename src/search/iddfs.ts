/**
 * Iterative-deepening depth-first search: a fewest-edges path using memory proportional to
 * the path length only. Depth-limited DFS is run with limits 0, 1, 2, ...; a node is never
 * revisited within the current path, but may be revisited across branches, so this suits
 * trees and graphs too large to remember, not small dense graphs.
 *
 * ```ts
 * iddfs(1, (n) => [n + 1, n * 2], 10).path; // [1, 2, 4, 5, 10]
 * ```
 */
import { goalTest, startNodes, successorsOf } from './internal/normalize.js';
import { SearchMonitor } from './internal/limits.js';
import { keyFunction } from './internal/node-table.js';
import type { Goal, SearchOptions, SearchResult, Start, Successors } from './types.js';

export interface IddfsOptions<N> extends SearchOptions<N> {
  /** Deepest limit tried; default unbounded (the search then ends only on a goal or limit). */
  maxDepth?: number;
}

export function iddfs<N>(
  start: Start<N>,
  successors: Successors<N>,
  goal: Goal<NoInfer<N>>,
  options: IddfsOptions<N> = {},
): SearchResult<N> {
  const next = successorsOf(successors);
  const keyOf = keyFunction(options);
  const isGoal = goalTest(goal, keyOf);
  const monitor = new SearchMonitor(options);
  const { tracer } = options;
  const starts = startNodes(start);
  const maxDepth = options.maxDepth ?? Infinity;
  tracer?.({ type: 'start', nodes: [...starts], algorithm: 'iddfs' });
  const early = monitor.checkNow();
  if (early) return monitor.finish(early);

  for (const node of starts) {
    if (isGoal(node)) {
      tracer?.({ type: 'found', node, cost: 0 });
      return monitor.finish('found', [node], 0);
    }
  }

  for (let limit = 1; limit <= maxDepth; limit++) {
    let cutOff = false;
    for (const first of starts) {
      const path: N[] = [first];
      const onPath = new Set<unknown>([keyOf(first)]);
      const iterators: Iterator<N>[] = [];
      const stop = monitor.expand();
      if (stop) return monitor.finish(stop);
      tracer?.({ type: 'expand', node: first, cost: 0, frontier: 0 });
      iterators.push(next(first)[Symbol.iterator]());
      while (iterators.length > 0) {
        const step = iterators[iterators.length - 1].next();
        if (step.done) {
          iterators.pop();
          onPath.delete(keyOf(path.pop()!));
          continue;
        }
        const child = step.value;
        const parent = path[path.length - 1];
        monitor.stats.generated++;
        const childKey = keyOf(child);
        if (onPath.has(childKey)) {
          tracer?.({ type: 'skip', node: child, parent });
          continue;
        }
        tracer?.({ type: 'generate', node: child, parent, cost: path.length });
        if (isGoal(child)) {
          path.push(child);
          tracer?.({ type: 'found', node: child, cost: path.length - 1 });
          return monitor.finish('found', path, path.length - 1);
        }
        if (path.length >= limit) {
          cutOff = true;
          continue;
        }
        const stop = monitor.expand();
        if (stop) return monitor.finish(stop);
        tracer?.({ type: 'expand', node: child, cost: path.length, frontier: path.length });
        path.push(child);
        onPath.add(childKey);
        iterators.push(next(child)[Symbol.iterator]());
        monitor.frontier(path.length);
      }
    }
    if (!cutOff) return monitor.finish('exhausted');
  }
  // Every limit up to maxDepth was tried without reaching a goal.
  return monitor.finish('exhausted');
}
