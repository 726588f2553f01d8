/**
 * A* search: a cheapest path when every edge cost is non-negative and the heuristic never
 * overestimates the remaining cost to a goal (it is admissible). Without a heuristic this is
 * Dijkstra's algorithm with ties broken towards deeper nodes.
 *
 * @param start the node to search from, or several: `starts(a, b)`.
 * @param successors a node's weighted edges: `(node) => [{ node, cost }]`, or
 *   `(node, visit) => { visit(next, cost) }` (no array per node), or a `WeightedGraph`.
 * @param goal the node to reach, or a predicate.
 * @param options `heuristic`, an admissible estimate of the cost left; identity (`key` or
 *   `nodeCount`), limits, progress and tracer as in every search.
 * @returns the outcome, the cheapest path and its cost, and the statistics.
 *
 * ```ts
 * import { astar } from 'puzzlegraph/search';
 *
 * // A 10 x 10 grid, cells y * 10 + x; stepping into column 5 costs 9 except in row 9.
 * const edges = (cell: number, visit: (next: number, cost: number) => void) => {
 *   const x = cell % 10;
 *   const y = (cell - x) / 10;
 *   const step = (nx: number, ny: number) => {
 *     if (nx >= 0 && nx < 10 && ny >= 0 && ny < 10) visit(ny * 10 + nx, nx === 5 && ny < 9 ? 9 : 1);
 *   };
 *   step(x + 1, y);
 *   step(x - 1, y);
 *   step(x, y + 1);
 *   step(x, y - 1);
 * };
 * const manhattan = (cell: number) => Math.abs((cell % 10) - 9) + Math.abs(Math.floor(cell / 10));
 * const result = astar(0, edges, 9, { heuristic: manhattan, nodeCount: 100 });
 * console.log(result.cost); // 17
 * ```
 */
import { bestFirst } from './best-first.js';
import { pathTo } from './kit/node-table.js';
import type { Goal, HeuristicOptions, SearchResult, Start, WeightedSuccessors } from './types.js';

export function astar<N>(
  start: Start<N>,
  successors: WeightedSuccessors<N>,
  goal: Goal<NoInfer<N>>,
  options: HeuristicOptions<N> = {},
): SearchResult<N> {
  const heuristic = options.heuristic ?? zero;
  const { outcome, run, table, goalId } = bestFirst('astar', start, successors, goal, {
    ...options,
    heuristic,
  });
  return outcome === 'found'
    ? run.finish(outcome, pathTo(table, goalId), table.cost[goalId])
    : run.finish(outcome);
}

const zero = (): number => 0;
