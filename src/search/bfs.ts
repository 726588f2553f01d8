/**
 * Breadth-first search: `bfs`, the path with the fewest edges from a start to a goal, and
 * `bfsAll`, the fewest edges from the start(s) to every node reached.
 *
 * Nodes are expanded in order of their distance from the start, so the first goal reached is
 * a nearest one. The goal is tested when a node is generated, which finds it one layer
 * earlier than testing on expansion.
 *
 * @param start the node to search from, or several: `starts(a, b)`.
 * @param successors a node's neighbours: `(node) => [...]`, or `(node, visit) => { visit(a) }`
 *   (no array per node, the fastest form), or a `Graph`.
 * @param goal the node to reach, or a predicate.
 * @param options identity (`key`, or `nodeCount` for integer nodes), limits, progress, tracer.
 * @returns the outcome, the path start to goal and its length in edges, and the statistics.
 *
 * ```ts
 * import { bfs, bfsAll } from 'puzzlegraph/search';
 *
 * // Fewest knight moves from a1 to h8, squares numbered y * 8 + x.
 * const jumps = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
 * const knightMoves = (square: number, visit: (next: number) => void) => {
 *   const x = square % 8;
 *   const y = (square - x) / 8;
 *   for (const [dx, dy] of jumps) {
 *     if (x + dx >= 0 && x + dx < 8 && y + dy >= 0 && y + dy < 8) visit((y + dy) * 8 + x + dx);
 *   }
 * };
 * const result = bfs(0, knightMoves, 63, { nodeCount: 64 });
 * console.log(result.cost, result.path?.length); // 6 7
 *
 * // Every square's distance from a1.
 * const tree = bfsAll(0, knightMoves, { nodeCount: 64 });
 * console.log(tree.nodes.length, tree.cost(63)); // 64 6
 * ```
 */
import {
  forEachPulled,
  goalNodeOf,
  goalTest,
  grown,
  startNodes,
  successorsOf,
} from './internal/normalize.js';
import { SearchRun } from './kit/search-run.js';
import { createNodeTable, keyFunction, pathTo, type NodeTable } from './kit/node-table.js';
import type { ShortestPathTree } from './dijkstra.js';
import type { Goal, Outcome, SearchOptions, SearchResult, Start, Successors } from './types.js';

/** `NO_PARENT` of the node table, held here: an imported binding costs a lookup in the hot loop. */
const NO_PARENT = -1;

export function bfs<N>(
  start: Start<N>,
  successors: Successors<N>,
  goal: Goal<NoInfer<N>>,
  options: SearchOptions<N> = {},
): SearchResult<N> {
  const { outcome, run, table, goalId, goalDepth } = breadthFirst(
    'bfs',
    start,
    successors,
    goal,
    options,
    false,
  );
  return outcome === 'found'
    ? run.found(table.node(goalId), goalDepth, pathTo(table, goalId))
    : run.finish(outcome);
}

export interface BfsAllOptions<N> extends SearchOptions<N> {
  /** Do not go further than this many edges from the start(s). */
  maxDepth?: number;
}

/**
 * Breadth-first distances to every node reached, in the shape of `dijkstraAll`'s answer:
 * `nodes` in order of distance, `cost(node)` the fewest edges, `pathTo(node)` a shortest path.
 */
export function bfsAll<N>(
  start: Start<N>,
  successors: Successors<N>,
  options: BfsAllOptions<N> = {},
): ShortestPathTree<N> {
  const { outcome, run, table, order, reached } = breadthFirst(
    'bfsAll',
    start,
    successors,
    undefined,
    options,
    true,
  );
  const stats = run.end(outcome);
  return {
    outcome,
    stats,
    nodes: Array.from(order.subarray(0, reached), (id) => table.node(id)),
    cost: (node) => {
      const id = table.find(node);
      return id === -1 ? Infinity : table.cost[id];
    },
    parent: (node) => {
      const id = table.find(node);
      return id === -1 || table.parent[id] === NO_PARENT ? undefined : table.node(table.parent[id]);
    },
    pathTo: (node) => {
      const id = table.find(node);
      return id === -1 ? undefined : pathTo(table, id);
    },
  };
}

interface BreadthFirstState<N> {
  outcome: Outcome;
  run: SearchRun<N>;
  table: NodeTable<N>;
  goalId: number;
  goalDepth: number;
  /** Node ids in the order they were reached. */
  order: Int32Array;
  reached: number;
}

/**
 * The loop under `bfs` and `bfsAll`. With no goal it reaches everything within `maxDepth`;
 * `recordDepths` writes each node's depth into the table's costs (bfs needs only the goal's).
 */
function breadthFirst<N>(
  algorithm: string,
  start: Start<N>,
  successors: Successors<N>,
  goal: Goal<NoInfer<N>> | undefined,
  options: BfsAllOptions<N>,
  recordDepths: boolean,
): BreadthFirstState<N> {
  const next = successorsOf(successors);
  const table = createNodeTable(options);
  const isGoal: (node: N) => boolean =
    goal === undefined ? () => false : goalTest<N>(goal as Goal<N>, keyFunction(options));
  const goalNode = goal === undefined ? undefined : goalNodeOf<N>(goal as Goal<N>, options);
  const maxDepth = options.maxDepth ?? Infinity;
  const run = new SearchRun<N>(options);
  const { stats, tracer, maxStored } = run;
  const starts = startNodes(start);
  const early = run.begin(algorithm, starts);
  // Read in the hot loop from locals; a keyed table replaces them as it grows.
  let parents = table.parent;
  let depths = recordDepths ? table.cost : undefined;
  // Each node enters the queue once, so a dense table's size is all it can need.
  let queue: Int32Array = new Int32Array(options.nodeCount ?? 1024);
  let head = 0;
  let tail = 0;
  const state = (outcome: Outcome, goalId = NO_PARENT, goalDepth = 0): BreadthFirstState<N> => ({
    outcome,
    run,
    table,
    goalId,
    goalDepth,
    order: queue,
    reached: tail,
  });

  for (const node of starts) {
    const id = table.claim(node);
    if (id < 0) continue;
    parents = table.parent;
    parents[id] = NO_PARENT;
    if (depths) (depths = table.cost)[id] = 0;
    if (tail === queue.length) queue = grown(queue);
    queue[tail++] = id;
    if (isGoal(node)) return state('found', id, 0);
  }
  if (early) return state(early);
  if (table.size > maxStored) return state('memoryLimit');
  run.frontier(tail);

  // `visit` only collects a node's successors; the loop below does the books, where its
  // locals stay in registers (a closure that did the books ran 2.5 times slower). The depth is
  // counted by layers of the queue, which keeps it a small integer.
  const children: N[] = [];
  let childCount = 0;
  const visit = (child: N): void => {
    children[childCount++] = child;
  };
  let depth = 0;
  let layerEnd = 0;
  let stored = table.size;

  while (head < tail) {
    if (head === layerEnd) {
      depth++;
      layerEnd = tail;
      if (depth > maxDepth) break;
    }
    const limit = run.expand();
    if (limit) return state(limit);
    const parentId = queue[head++];
    const parent = table.node(parentId);
    tracer?.({ type: 'expand', node: parent, cost: depth - 1, frontier: tail - head });
    childCount = 0;
    const pulled = next(parent, visit);
    if (pulled !== undefined) forEachPulled(pulled, visit);
    stats.generated += childCount;
    for (let k = 0; k < childCount; k++) {
      const child = children[k];
      const id = table.claim(child);
      if (id < 0) {
        tracer?.({ type: 'skip', node: child, parent });
        continue;
      }
      if (id >= parents.length) {
        parents = table.parent;
        if (depths) depths = table.cost;
      }
      parents[id] = parentId;
      if (depths) depths[id] = depth;
      stored++;
      if (tail === queue.length) queue = grown(queue);
      queue[tail++] = id;
      tracer?.({ type: 'generate', node: child, parent, cost: depth });
      if (goalNode !== undefined ? child === goalNode : isGoal(child)) {
        // The children after the goal were never looked at: they count as not generated.
        stats.generated -= childCount - 1 - k;
        return state('found', id, depth);
      }
    }
    if (stored > maxStored) return state('memoryLimit');
    run.frontier(tail - head);
  }
  return state('exhausted');
}
