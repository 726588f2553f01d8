/**
 * Dijkstra's algorithm: a cheapest path when every edge cost is non-negative; and
 * `dijkstraAll`, the cheapest cost and a parent for every node reachable from the start.
 *
 * @param start the node to search from, or several: `starts(a, b)`.
 * @param successors a node's weighted edges: `(node) => [{ node, cost }]`, or
 *   `(node, visit) => { visit(next, cost) }`, or a `WeightedGraph`.
 * @param goal the node to reach, or a predicate.
 * @param options identity (`key` or `nodeCount`), limits, progress and tracer.
 *
 * ```ts
 * import { dijkstra, dijkstraAll } from 'puzzlegraph/search';
 *
 * const roads: Record<string, { node: string; cost: number }[]> = {
 *   a: [{ node: 'b', cost: 7 }, { node: 'c', cost: 2 }],
 *   c: [{ node: 'b', cost: 3 }],
 *   b: [],
 * };
 * const result = dijkstra('a', (town) => roads[town], 'b');
 * console.log(result.path?.join(' '), result.cost); // a c b 5
 * console.log(dijkstraAll('a', (town) => roads[town]).nodes.join(' ')); // a c b
 * ```
 */
import { bestFirst } from './best-first.js';
import { NO_PARENT, pathTo } from './kit/node-table.js';
import type {
  Goal,
  Outcome,
  SearchOptions,
  SearchResult,
  SearchStats,
  Start,
  WeightedSuccessors,
} from './types.js';

export function dijkstra<N>(
  start: Start<N>,
  successors: WeightedSuccessors<N>,
  goal: Goal<NoInfer<N>>,
  options: SearchOptions<N> = {},
): SearchResult<N> {
  const { outcome, run, table, goalId } = bestFirst('dijkstra', start, successors, goal, options);
  return outcome === 'found'
    ? run.finish(outcome, pathTo(table, goalId), table.cost[goalId])
    : run.finish(outcome);
}

/** Cheapest costs (or fewest edges) from the start(s) to every node reached. */
export interface ShortestPathTree<N> {
  outcome: Outcome;
  stats: SearchStats;
  /** Every node settled, in order of increasing cost. */
  nodes: N[];
  /** Cheapest cost to `node`, Infinity when not reached. */
  cost(node: N): number;
  /** The node before `node` on a cheapest path, undefined for starts and nodes not reached. */
  parent(node: N): N | undefined;
  /** A cheapest path from a start to `node`, undefined when not reached. */
  pathTo(node: N): N[] | undefined;
}

export interface DijkstraAllOptions<N> extends SearchOptions<N> {
  /** Do not settle nodes that cost more than this (a movement range). */
  maxCost?: number;
}

/**
 * The best-first core with no goal: every node within `maxCost` of the start(s), settled in
 * order of cost.
 */
export function dijkstraAll<N>(
  start: Start<N>,
  successors: WeightedSuccessors<N>,
  options: DijkstraAllOptions<N> = {},
): ShortestPathTree<N> {
  const { outcome, run, table, settled, order, settledCount } = bestFirst(
    'dijkstraAll',
    start,
    successors,
    undefined,
    options,
  );
  const stats = run.end(outcome);
  const settledId = (node: N): number => {
    const id = table.find(node);
    return id !== -1 && id < settled.length && settled[id] === 1 ? id : -1;
  };
  return {
    outcome,
    stats,
    nodes: Array.from(order.subarray(0, settledCount), (id) => table.node(id)),
    cost: (node) => {
      const id = settledId(node);
      return id === -1 ? Infinity : table.cost[id];
    },
    parent: (node) => {
      const id = settledId(node);
      return id === -1 || table.parent[id] === NO_PARENT ? undefined : table.node(table.parent[id]);
    },
    pathTo: (node) => {
      const id = settledId(node);
      return id === -1 ? undefined : pathTo(table, id);
    },
  };
}
