/**
 * Dijkstra's algorithm: a cheapest path when every edge cost is non-negative.
 *
 * ```ts
 * const edges = (n: string) => ({ a: [{ node: 'b', cost: 7 }, { node: 'c', cost: 2 }],
 *   c: [{ node: 'b', cost: 3 }], b: [] })[n]!;
 * const result = dijkstra('a', edges, 'b');
 * result.path; // ['a', 'c', 'b']
 * result.cost; // 5
 * ```
 *
 * `dijkstraAll` computes the cheapest cost and a parent for every reachable node.
 */
import { bestFirst } from './astar.js';
import { edgesOf, startNodes } from './internal/normalize.js';
import { BinaryHeap } from './internal/binary-heap.js';
import { SearchMonitor } from './internal/limits.js';
import { createNodeTable, NO_PARENT, pathTo } from './internal/node-table.js';
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
  return bestFirst('dijkstra', start, successors, undefined, goal, options);
}

/** Cheapest costs from the start(s) to every reachable node. */
export interface ShortestPathTree<N> {
  outcome: Outcome;
  stats: SearchStats;
  /** Every node reached, in order of increasing cost (settled nodes only). */
  nodes: N[];
  /** Cheapest cost to `node`, Infinity when unreached. */
  cost(node: N): number;
  /** The node before `node` on a cheapest path, undefined for starts and unreached nodes. */
  parent(node: N): N | undefined;
  /** A cheapest path from a start to `node`, undefined when unreached. */
  pathTo(node: N): N[] | undefined;
}

export interface DijkstraAllOptions<N> extends SearchOptions<N> {
  /** Do not settle nodes that cost more than this (a movement range). */
  maxCost?: number;
}

export function dijkstraAll<N>(
  start: Start<N>,
  successors: WeightedSuccessors<N>,
  options: DijkstraAllOptions<N> = {},
): ShortestPathTree<N> {
  const edges = edgesOf(successors);
  const table = createNodeTable(options);
  const monitor = new SearchMonitor(options);
  const { tracer } = options;
  const maxCost = options.maxCost ?? Infinity;
  const heap = new BinaryHeap();
  const settledIds: number[] = [];
  let settled = new Uint8Array(1024);
  let sequence = 0;
  const starts = startNodes(start);
  tracer?.({ type: 'start', nodes: [...starts], algorithm: 'dijkstraAll' });
  for (const node of starts) {
    if (table.find(node) !== -1) continue;
    const id = table.add(node);
    table.parent[id] = NO_PARENT;
    table.cost[id] = 0;
    heap.push(id, 0, sequence++);
  }

  let outcome: Outcome = monitor.checkNow() ?? 'exhausted';
  while (outcome === 'exhausted' && heap.size > 0) {
    const id = heap.pop();
    if (id < settled.length && settled[id] === 1) continue;
    const g = table.cost[id];
    if (g > maxCost) break;
    const stop = monitor.expand();
    if (stop) {
      outcome = stop;
      break;
    }
    if (id >= settled.length) {
      const bigger = new Uint8Array(Math.max(settled.length * 2, id + 1));
      bigger.set(settled);
      settled = bigger;
    }
    settled[id] = 1;
    settledIds.push(id);
    const node = table.node(id);
    tracer?.({ type: 'expand', node, cost: g, frontier: heap.size });
    for (const edge of edges(node)) {
      monitor.stats.generated++;
      const childCost = g + edge.cost;
      let childId = table.find(edge.node);
      if (childId === -1) {
        childId = table.add(edge.node);
      } else if (
        (childId < settled.length && settled[childId] === 1) ||
        table.cost[childId] <= childCost
      ) {
        tracer?.({ type: 'skip', node: edge.node, parent: node });
        continue;
      }
      table.parent[childId] = id;
      table.cost[childId] = childCost;
      heap.push(childId, childCost, sequence++);
      tracer?.({ type: 'generate', node: edge.node, parent: node, cost: childCost });
    }
    monitor.frontier(heap.size);
  }

  const result = monitor.finish<N>(outcome);
  const settledId = (node: N): number => {
    const id = table.find(node);
    return id !== -1 && id < settled.length && settled[id] === 1 ? id : -1;
  };
  return {
    outcome,
    stats: result.stats,
    nodes: settledIds.map((id) => table.node(id)),
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
