/**
 * Depth-first search: some path from a start to a goal, usually not a short one.
 *
 * Iterative, with an explicit stack of successor iterators, so paths may be millions of
 * nodes long without hitting the call-stack limit. Each node is entered at most once; the
 * stack is the current path, so the answer needs no parent pointers.
 *
 * ```ts
 * const result = dfs(0, knightMoves, 63, { nodeCount: 64 });
 * result.path!.length - 1; // dozens of moves, where bfs finds 6
 * ```
 */
import { goalTest, startNodes, successorsOf } from './internal/normalize.js';
import { SearchMonitor } from './internal/limits.js';
import { createNodeTable, keyFunction } from './internal/node-table.js';
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
  const monitor = new SearchMonitor(options);
  const { tracer } = options;
  const starts = startNodes(start);
  tracer?.({ type: 'start', nodes: [...starts], algorithm: 'dfs' });
  const early = monitor.checkNow();
  if (early) return monitor.finish(early);

  const path: N[] = [];
  const iterators: Iterator<N>[] = [];
  for (const first of starts) {
    if (table.find(first) !== -1) continue;
    table.add(first);
    if (isGoal(first)) {
      tracer?.({ type: 'found', node: first, cost: 0 });
      return monitor.finish('found', [first], 0);
    }
    const stop = monitor.expand();
    if (stop) return monitor.finish(stop);
    tracer?.({ type: 'expand', node: first, cost: 0, frontier: 0 });
    path.push(first);
    iterators.push(next(first)[Symbol.iterator]());
    monitor.frontier(path.length);

    while (iterators.length > 0) {
      const step = iterators[iterators.length - 1].next();
      if (step.done) {
        iterators.pop();
        path.pop();
        continue;
      }
      const child = step.value;
      const parent = path[path.length - 1];
      monitor.stats.generated++;
      if (table.find(child) !== -1) {
        tracer?.({ type: 'skip', node: child, parent });
        continue;
      }
      table.add(child);
      tracer?.({ type: 'generate', node: child, parent, cost: path.length });
      if (isGoal(child)) {
        path.push(child);
        tracer?.({ type: 'found', node: child, cost: path.length - 1 });
        return monitor.finish('found', path, path.length - 1);
      }
      const stop = monitor.expand();
      if (stop) return monitor.finish(stop);
      tracer?.({ type: 'expand', node: child, cost: path.length, frontier: path.length });
      path.push(child);
      iterators.push(next(child)[Symbol.iterator]());
      monitor.frontier(path.length);
    }
  }
  return monitor.finish('exhausted');
}
