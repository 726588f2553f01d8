/**
 * Iterative-deepening depth-first search: a fewest-edges path using memory proportional to
 * the path length only. Depth-limited DFS is run with limits 0, 1, 2, ...; a node is never
 * revisited within the current path, but may be revisited across branches, so this suits
 * trees and graphs too large to remember, not small dense graphs.
 *
 * @param start the node to search from, or several: `starts(a, b)`.
 * @param successors a node's neighbours, in either form (see `Successors`).
 * @param goal the node to reach, or a predicate.
 * @param options `maxDepth`, the deepest limit tried; `key` or `nodeCount`, limits, progress
 *   and tracer (`maxStored` bounds the path).
 *
 * ```ts
 * import { iddfs } from 'puzzlegraph/search';
 *
 * console.log(iddfs(1, (n) => [n + 1, n * 2], 10).path?.join(' ')); // 1 2 4 5 10
 * ```
 */
import { goalTest, startNodes, successorList, successorsOf } from './internal/normalize.js';
import { pathMarks } from './internal/path-marks.js';
import { SearchRun } from './kit/search-run.js';
import { keyFunction } from './kit/node-table.js';
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
  const run = new SearchRun<N>(options);
  const { stats, tracer, maxStored } = run;
  const starts = startNodes(start);
  const maxDepth = options.maxDepth ?? Infinity;
  const early = run.begin('iddfs', starts);
  if (early) return run.finish(early);
  for (const node of starts) if (isGoal(node)) return run.found(node, 0, [node]);

  for (let limit = 1; limit <= maxDepth; limit++) {
    let cutOff = false;
    for (const first of starts) {
      const path: N[] = [first];
      const onPath = pathMarks<N>(options);
      onPath.add(keyOf(first));
      const iterators: Iterator<N>[] = [];
      const stop = run.expand();
      if (stop) return run.finish(stop);
      tracer?.({ type: 'expand', node: first, cost: 0, frontier: 0 });
      iterators.push(successorList(next, first)[Symbol.iterator]());
      while (iterators.length > 0) {
        const step = iterators[iterators.length - 1].next();
        if (step.done) {
          iterators.pop();
          onPath.delete(keyOf(path.pop()!));
          continue;
        }
        const child = step.value;
        const parent = path[path.length - 1];
        stats.generated++;
        const childKey = keyOf(child);
        if (onPath.has(childKey)) {
          tracer?.({ type: 'skip', node: child, parent });
          continue;
        }
        tracer?.({ type: 'generate', node: child, parent, cost: path.length });
        if (isGoal(child)) return run.found(child, path.length, [...path, child]);
        if (path.length >= limit) {
          cutOff = true;
          continue;
        }
        const stop = run.expand();
        if (stop) return run.finish(stop);
        tracer?.({ type: 'expand', node: child, cost: path.length, frontier: path.length });
        path.push(child);
        if (path.length > maxStored) return run.finish('memoryLimit');
        onPath.add(childKey);
        iterators.push(successorList(next, child)[Symbol.iterator]());
        run.frontier(path.length);
      }
    }
    if (!cutOff) return run.finish('exhausted');
  }
  // Every limit up to maxDepth was tried without reaching a goal.
  return run.finish('exhausted');
}
