/**
 * Breadth-first search: the path with the fewest edges from a start to a goal.
 *
 * Nodes are expanded in order of their distance from the start, so the first goal taken from
 * the queue is a nearest one. The goal is tested when a node is generated, which finds it one
 * layer earlier than testing on expansion.
 *
 * ```ts
 * // Fewest knight moves on a chess board, squares numbered y * 8 + x.
 * const result = bfs(0, knightMoves, 63, { nodeCount: 64 });
 * result.cost; // 6
 * result.path; // [0, 10, ..., 63]
 * ```
 */
import { goalTest, startNodes, successorsOf } from './internal/normalize.js';
import { SearchMonitor } from './internal/limits.js';
import { createNodeTable, keyFunction, NO_PARENT, pathTo } from './internal/node-table.js';
import { RingQueue } from './internal/ring-queue.js';
import type { Goal, SearchOptions, SearchResult, Start, Successors } from './types.js';

export function bfs<N>(
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
  const queue = new RingQueue();
  const starts = startNodes(start);
  tracer?.({ type: 'start', nodes: [...starts], algorithm: 'bfs' });

  for (const node of starts) {
    if (table.find(node) !== -1) continue;
    const id = table.add(node);
    table.parent[id] = NO_PARENT;
    table.cost[id] = 0;
    if (isGoal(node)) {
      tracer?.({ type: 'found', node, cost: 0 });
      return monitor.finish('found', [node], 0);
    }
    queue.push(id);
  }
  const early = monitor.checkNow();
  if (early) return monitor.finish(early);
  monitor.frontier(queue.size);

  while (queue.size > 0) {
    const stop = monitor.expand();
    if (stop) return monitor.finish(stop);
    const id = queue.shift();
    const node = table.node(id);
    const depth = table.cost[id] + 1;
    tracer?.({ type: 'expand', node, cost: depth - 1, frontier: queue.size });
    for (const child of next(node)) {
      monitor.stats.generated++;
      if (table.find(child) !== -1) {
        tracer?.({ type: 'skip', node: child, parent: node });
        continue;
      }
      const childId = table.add(child);
      table.parent[childId] = id;
      table.cost[childId] = depth;
      tracer?.({ type: 'generate', node: child, parent: node, cost: depth });
      if (isGoal(child)) {
        tracer?.({ type: 'found', node: child, cost: depth });
        return monitor.finish('found', pathTo(table, childId), depth);
      }
      queue.push(childId);
    }
    monitor.frontier(queue.size);
  }
  return monitor.finish('exhausted');
}
