/**
 * IDA*: a cheapest path like A*, in memory proportional to the path length. Depth-first
 * searches are repeated with a growing bound on f = g + h; each new bound is the smallest f
 * that exceeded the previous one. Nodes on the current path are not revisited. Suits huge
 * implicit graphs with a good heuristic (sliding puzzles), not graphs with many equal-cost
 * routes to the same node.
 *
 * @param start the node to search from, or several: `starts(a, b)`.
 * @param successors a node's weighted edges, in either form (see `WeightedSuccessors`).
 * @param goal the node to reach, or a predicate.
 * @param options `heuristic`, an admissible estimate of the cost left (default 0: plain
 *   iterative deepening on cost); `key`, limits, progress and tracer.
 *
 * ```ts
 * import { idastar } from 'puzzlegraph/search';
 *
 * // The 2 x 3 sliding puzzle: a state is the tiles as a string, 0 the gap.
 * const slides = (state: string, visit: (next: string, cost: number) => void) => {
 *   const gap = state.indexOf('0');
 *   for (const near of [gap - 3, gap + 3, gap % 3 > 0 ? gap - 1 : -1, gap % 3 < 2 ? gap + 1 : -1]) {
 *     if (near < 0 || near > 5) continue;
 *     const tiles = [...state];
 *     [tiles[gap], tiles[near]] = [tiles[near], tiles[gap]];
 *     visit(tiles.join(''), 1);
 *   }
 * };
 * const misplaced = (state: string) => [...state].filter((t, i) => t !== '0' && t !== '123450'[i]).length;
 * const result = idastar('123045', slides, '123450', { heuristic: misplaced });
 * console.log(result.cost, result.path?.join(' ')); // 2 123045 123405 123450
 * ```
 */
import { edgeList, edgesOf, goalTest, startNodes } from './internal/normalize.js';
import { pathMarks } from './internal/path-marks.js';
import { SearchRun } from './kit/search-run.js';
import { keyFunction } from './kit/node-table.js';
import type {
  Edge,
  Goal,
  HeuristicOptions,
  SearchResult,
  Start,
  WeightedSuccessors,
} from './types.js';

export function idastar<N>(
  start: Start<N>,
  successors: WeightedSuccessors<N>,
  goal: Goal<NoInfer<N>>,
  options: HeuristicOptions<N> = {},
): SearchResult<N> {
  const heuristic = options.heuristic ?? ((): number => 0);
  const edges = edgesOf(successors);
  const keyOf = keyFunction(options);
  const isGoal = goalTest(goal, keyOf);
  const run = new SearchRun<N>(options);
  const { stats, tracer, maxStored } = run;
  const starts = startNodes(start);
  const early = run.begin('idastar', starts);
  if (early) return run.finish(early);

  let bound = Math.min(...starts.map(heuristic));
  while (bound < Infinity) {
    let nextBound = Infinity;
    for (const first of starts) {
      const path: N[] = [first];
      const costs: number[] = [0];
      const onPath = pathMarks<N>(options);
      onPath.add(keyOf(first));
      const iterators: Iterator<Edge<N>>[] = [];
      const f0 = heuristic(first);
      if (f0 > bound) {
        nextBound = Math.min(nextBound, f0);
        continue;
      }
      if (isGoal(first)) return run.found(first, 0, path);
      const stop = run.expand();
      if (stop) return run.finish(stop);
      tracer?.({ type: 'expand', node: first, cost: 0, frontier: 0 });
      iterators.push(edgeList(edges, first)[Symbol.iterator]());
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
        stats.generated++;
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
        if (path.length > maxStored) return run.finish('memoryLimit');
        costs.push(g);
        if (isGoal(child)) return run.found(child, g, path);
        const stop = run.expand();
        if (stop) return run.finish(stop);
        tracer?.({ type: 'expand', node: child, cost: g, frontier: path.length });
        onPath.add(childKey);
        iterators.push(edgeList(edges, child)[Symbol.iterator]());
        run.frontier(path.length);
      }
    }
    bound = nextBound;
  }
  return run.finish('exhausted');
}
