/**
 * IDA*: a cheapest path like A*, in memory proportional to the path length. Depth-first
 * searches are repeated with a growing bound on f = g + h; each new bound is the smallest f
 * that exceeded the previous one. Nodes on the current path are not revisited. Suits huge
 * implicit graphs with a good heuristic (sliding puzzles), not graphs with many equal-cost
 * routes to the same node.
 *
 * ```ts
 * const result = idastar(start, edges, manhattanToGoal, isSolved);
 * ```
 */
import { edgesOf, goalTest, startNodes } from './internal/normalize.js';
import { SearchMonitor } from './internal/limits.js';
import { keyFunction } from './internal/node-table.js';
import type {
  Edge,
  Goal,
  SearchOptions,
  SearchResult,
  Start,
  WeightedSuccessors,
} from './types.js';

export function idastar<N>(
  start: Start<N>,
  successors: WeightedSuccessors<N>,
  heuristic: (node: N) => number,
  goal: Goal<NoInfer<N>>,
  options: SearchOptions<N> = {},
): SearchResult<N> {
  const edges = edgesOf(successors);
  const keyOf = keyFunction(options);
  const isGoal = goalTest(goal, keyOf);
  const monitor = new SearchMonitor(options);
  const { tracer } = options;
  const starts = startNodes(start);
  tracer?.({ type: 'start', nodes: [...starts], algorithm: 'idastar' });
  const early = monitor.checkNow();
  if (early) return monitor.finish(early);

  let bound = Math.min(...starts.map(heuristic));
  while (bound < Infinity) {
    let nextBound = Infinity;
    for (const first of starts) {
      const path: N[] = [first];
      const costs: number[] = [0];
      const onPath = new Set<unknown>([keyOf(first)]);
      const iterators: Iterator<Edge<N>>[] = [];
      const f0 = heuristic(first);
      if (f0 > bound) {
        nextBound = Math.min(nextBound, f0);
        continue;
      }
      if (isGoal(first)) {
        tracer?.({ type: 'found', node: first, cost: 0 });
        return monitor.finish('found', path, 0);
      }
      const stop = monitor.expand();
      if (stop) return monitor.finish(stop);
      tracer?.({ type: 'expand', node: first, cost: 0, frontier: 0 });
      iterators.push(edges(first)[Symbol.iterator]());
      while (iterators.length > 0) {
        const step = iterators[iterators.length - 1].next();
        if (step.done) {
          iterators.pop();
          costs.pop();
          onPath.delete(keyOf(path.pop()!));
          continue;
        }
        const { node: child, cost } = step.value;
        const parent = path[path.length - 1];
        monitor.stats.generated++;
        const childKey = keyOf(child);
        if (onPath.has(childKey)) {
          tracer?.({ type: 'skip', node: child, parent });
          continue;
        }
        const g = costs[costs.length - 1] + cost;
        const f = g + heuristic(child);
        if (f > bound) {
          if (f < nextBound) nextBound = f;
          continue;
        }
        tracer?.({ type: 'generate', node: child, parent, cost: g, priority: f });
        path.push(child);
        costs.push(g);
        if (isGoal(child)) {
          tracer?.({ type: 'found', node: child, cost: g });
          return monitor.finish('found', path, g);
        }
        const stop = monitor.expand();
        if (stop) return monitor.finish(stop);
        tracer?.({ type: 'expand', node: child, cost: g, frontier: path.length });
        onPath.add(childKey);
        iterators.push(edges(child)[Symbol.iterator]());
        monitor.frontier(path.length);
      }
    }
    bound = nextBound;
  }
  return monitor.finish('exhausted');
}
