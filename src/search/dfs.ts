/**
 * Depth-first search: some path from a start to a goal, usually not a short one.
 *
 * Iterative, with an explicit stack of successor iterators, so paths may be millions of
 * nodes long without hitting the call-stack limit. Each node is entered at most once; the
 * stack is the current path, so the answer needs no parent pointers.
 *
 * @param start the node to search from, or several: `starts(a, b)`.
 * @param successors a node's neighbours, in either form (see `Successors`); they are tried
 *   in the order given.
 * @param goal the node to reach, or a predicate.
 * @param options identity (`key` or `nodeCount`), limits, progress and tracer.
 * @returns the outcome, a path (the current stack when the goal was met) and its length.
 *
 * ```ts
 * import { bfs, dfs } from 'puzzlegraph/search';
 *
 * // Knight moves on a chess board, squares numbered y * 8 + x.
 * const jumps = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
 * const knightMoves = (square: number) =>
 *   jumps
 *     .map(([dx, dy]) => [(square % 8) + dx, Math.floor(square / 8) + dy])
 *     .filter(([x, y]) => x >= 0 && x < 8 && y >= 0 && y < 8)
 *     .map(([x, y]) => y * 8 + x);
 * const some = dfs(0, knightMoves, 63, { nodeCount: 64 });
 * const fewest = bfs(0, knightMoves, 63, { nodeCount: 64 });
 * console.log(some.outcome, some.cost > fewest.cost, fewest.cost); // found true 6
 * ```
 */
import { goalTest, startNodes, successorList, successorsOf } from './internal/normalize.js';
import { SearchRun } from './kit/search-run.js';
import { createNodeTable, keyFunction } from './kit/node-table.js';
import type { Goal, SearchOptions, SearchResult, Start, Successors } from './types.js';

export function dfs<N>(
  start: Start<N>,
  successors: Successors<N>,
  goal: Goal<NoInfer<N>>,
  options: SearchOptions<N> = {},
): SearchResult<N> {
  const next = successorsOf(successors);
  const isGoal = goalTest(goal, keyFunction(options));
  const table = createNodeTable(options);
  const run = new SearchRun<N>(options);
  const { stats, tracer, maxStored } = run;
  const starts = startNodes(start);
  const early = run.begin('dfs', starts);
  if (early) return run.finish(early);

  const path: N[] = [];
  const iterators: Iterator<N>[] = [];
  const enter = (node: N): SearchResult<N> | undefined => {
    const stop = run.expand();
    if (stop) return run.finish(stop);
    tracer?.({ type: 'expand', node, cost: path.length, frontier: path.length });
    path.push(node);
    iterators.push(successorList(next, node)[Symbol.iterator]());
    run.frontier(path.length);
    return undefined;
  };
  for (const first of starts) {
    if (table.claim(first) < 0) continue;
    if (isGoal(first)) return run.found(first, 0, [first]);
    const stopped = enter(first);
    if (stopped) return stopped;

    while (iterators.length > 0) {
      const step = iterators[iterators.length - 1].next();
      if (step.done) {
        iterators.pop();
        path.pop();
        continue;
      }
      const child = step.value;
      const parent = path[path.length - 1];
      stats.generated++;
      if (table.claim(child) < 0) {
        tracer?.({ type: 'skip', node: child, parent });
        continue;
      }
      if (table.size > maxStored) return run.finish('memoryLimit');
      tracer?.({ type: 'generate', node: child, parent, cost: path.length });
      if (isGoal(child)) return run.found(child, path.length, [...path, child]);
      const limited = enter(child);
      if (limited) return limited;
    }
  }
  return run.finish('exhausted');
}
