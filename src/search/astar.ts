/**
 * A* search: a cheapest path when every edge cost is non-negative and `heuristic(node)`
 * never overestimates the remaining cost to a goal (it is admissible). With a heuristic of
 * zero this is Dijkstra's algorithm, which `dijkstra` calls.
 *
 * The frontier is a binary heap on typed arrays ordered by f = g + h, ties broken towards
 * the larger g (nodes nearer the goal) and then by insertion order. Stale heap entries are
 * skipped rather than decreased, which keeps the heap allocation-free. The goal is tested on
 * expansion, so the path returned is optimal.
 *
 * ```ts
 * // Grid path-finding with the Manhattan distance as heuristic.
 * const result = astar(start, (cell) => grid.edges(cell), (cell) => manhattan(cell, goal), goal);
 * result.cost; // the cheapest cost
 * ```
 */
import { edgesOf, goalTest, startNodes } from './internal/normalize.js';
import { BinaryHeap } from './internal/binary-heap.js';
import { SearchMonitor } from './internal/limits.js';
import { createNodeTable, keyFunction, NO_PARENT, pathTo } from './internal/node-table.js';
import type { Goal, SearchOptions, SearchResult, Start, WeightedSuccessors } from './types.js';

export function astar<N>(
  start: Start<N>,
  successors: WeightedSuccessors<N>,
  heuristic: (node: N) => number,
  goal: Goal<NoInfer<N>>,
  options: SearchOptions<N> = {},
): SearchResult<N> {
  return bestFirst('astar', start, successors, heuristic, goal, options);
}

/** Shared by A* and Dijkstra; `heuristic` undefined means zero. */
export function bestFirst<N>(
  algorithm: string,
  start: Start<N>,
  successors: WeightedSuccessors<N>,
  heuristic: ((node: N) => number) | undefined,
  goal: Goal<NoInfer<N>>,
  options: SearchOptions<N>,
): SearchResult<N> {
  const edges = edgesOf(successors);
  const isGoal = goalTest(goal, keyFunction(options));
  const table = createNodeTable(options);
  const monitor = new SearchMonitor(options);
  const { tracer } = options;
  const heap = new BinaryHeap();
  // 1 when a node's successors have been generated; grows with the table.
  let closed: Uint8Array = new Uint8Array(1024);
  let sequence = 0;
  // Dijkstra breaks ties first-in-first-out; A* prefers deeper nodes, then first-in.
  const tie = heuristic ? (g: number) => -g * 4294967296 + sequence++ : () => sequence++;
  const starts = startNodes(start);
  tracer?.({ type: 'start', nodes: [...starts], algorithm });

  for (const node of starts) {
    if (table.find(node) !== -1) continue;
    const id = table.add(node);
    table.parent[id] = NO_PARENT;
    table.cost[id] = 0;
    heap.push(id, heuristic ? heuristic(node) : 0, tie(0));
  }
  const early = monitor.checkNow();
  if (early) return monitor.finish(early);
  monitor.frontier(heap.size);

  while (heap.size > 0) {
    const id = heap.pop();
    if (id < closed.length && closed[id] === 1) continue;
    const node = table.node(id);
    const g = table.cost[id];
    if (isGoal(node)) {
      tracer?.({ type: 'found', node, cost: g });
      return monitor.finish('found', pathTo(table, id), g);
    }
    const stop = monitor.expand();
    if (stop) return monitor.finish(stop);
    if (id >= closed.length) closed = grow(closed, id);
    closed[id] = 1;
    tracer?.({ type: 'expand', node, cost: g, frontier: heap.size });
    for (const edge of edges(node)) {
      monitor.stats.generated++;
      const child = edge.node;
      const childCost = g + edge.cost;
      let childId = table.find(child);
      if (childId === -1) {
        childId = table.add(child);
      } else if (
        (childId < closed.length && closed[childId] === 1) ||
        table.cost[childId] <= childCost
      ) {
        tracer?.({ type: 'skip', node: child, parent: node });
        continue;
      }
      table.parent[childId] = id;
      table.cost[childId] = childCost;
      const priority = heuristic ? childCost + heuristic(child) : childCost;
      heap.push(childId, priority, tie(childCost));
      tracer?.({ type: 'generate', node: child, parent: node, cost: childCost, priority });
    }
    monitor.frontier(heap.size);
  }
  return monitor.finish('exhausted');
}

function grow(closed: Uint8Array, id: number): Uint8Array<ArrayBuffer> {
  const bigger = new Uint8Array(Math.max(closed.length * 2, id + 1));
  bigger.set(closed);
  return bigger;
}
