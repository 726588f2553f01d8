/**
 * The best-first core under `dijkstra`, `astar` and `dijkstraAll`: nodes leave a binary heap
 * in order of priority, g (the cost so far) plus h (the heuristic's estimate of the rest),
 * each settled once, at its cheapest cost when every edge cost is non-negative and h is
 * consistent. Stale heap entries are skipped rather than decreased, which keeps the heap
 * allocation-free. The goal is tested when a node is settled, so the path is optimal.
 *
 * Ties on priority go to the larger g (the node nearer the goal) when there is a heuristic,
 * then first in, first out: deterministic answers.
 */
import { edgesOf, forEachPulled, goalNodeOf, goalTest, startNodes } from './internal/normalize.js';
import { BinaryHeap } from './kit/binary-heap.js';
import { createNodeTable, keyFunction, type NodeTable } from './kit/node-table.js';
import { SearchRun } from './kit/search-run.js';
import type { Edge, Goal, Outcome, SearchOptions, Start, WeightedSuccessors } from './types.js';

/** `NO_PARENT` of the node table, held here: an imported binding costs a lookup in the hot loop. */
const NO_PARENT = -1;

export interface BestFirstOptions<N> extends SearchOptions<N> {
  heuristic?: (node: N) => number;
  /** Settle no node that costs more than this (a movement range). */
  maxCost?: number;
}

/** What the core leaves for the wrapper to read its answer from. */
export interface BestFirstState<N> {
  outcome: Outcome;
  run: SearchRun<N>;
  table: NodeTable<N>;
  /** The id of the goal settled, or -1. */
  goalId: number;
  /** 1 per settled node id. */
  settled: Uint8Array;
  /** Ids in the order they were settled. */
  order: Int32Array;
  settledCount: number;
}

/**
 * Runs the search. `goal` undefined means none: every node within `maxCost` is settled
 * (`dijkstraAll`).
 */
export function bestFirst<N>(
  algorithm: string,
  start: Start<N>,
  successors: WeightedSuccessors<N>,
  goal: Goal<NoInfer<N>> | undefined,
  options: BestFirstOptions<N>,
): BestFirstState<N> {
  const next = edgesOf(successors);
  const table = createNodeTable(options);
  const isGoal: (node: N) => boolean =
    goal === undefined ? () => false : goalTest<N>(goal as Goal<N>, keyFunction(options));
  const goalNode = goal === undefined ? undefined : goalNodeOf<N>(goal as Goal<N>, options);
  const { heuristic } = options;
  const maxCost = options.maxCost ?? Infinity;
  const run = new SearchRun<N>(options);
  const { stats, tracer, maxStored } = run;
  const heap = new BinaryHeap();
  const dense = options.nodeCount !== undefined;
  // Read in the hot loop from locals; a keyed table replaces them as it grows.
  let parents = table.parent;
  let costs = table.cost;
  let settled: Uint8Array = new Uint8Array(dense ? options.nodeCount! : 1024);
  let order: Int32Array = new Int32Array(1024);
  let settledCount = 0;
  let sequence = 0;
  const state = (outcome: Outcome, goalId = NO_PARENT): BestFirstState<N> => ({
    outcome,
    run,
    table,
    goalId,
    settled,
    order,
    settledCount,
  });
  // A* prefers deeper nodes among equal priorities, then first-in; Dijkstra first-in.
  const tie = heuristic ? (g: number) => -g * 4294967296 + sequence++ : () => sequence++;

  const starts = startNodes(start);
  const early = run.begin(algorithm, starts);
  for (const node of starts) {
    const id = table.claim(node);
    if (id < 0) continue;
    parents = table.parent;
    costs = table.cost;
    parents[id] = NO_PARENT;
    costs[id] = 0;
    heap.push(id, heuristic ? heuristic(node) : 0, tie(0));
  }
  if (early) return state(early);
  if (table.size > maxStored) return state('memoryLimit');
  run.frontier(heap.size);

  // `visit` only collects a node's edges; the loop below does the books, where its locals
  // stay in registers (a closure that did the books ran 2.5 times slower).
  const children: N[] = [];
  let edgeCosts: Float64Array = new Float64Array(64);
  let childCount = 0;
  const visit = (child: N, cost: number): void => {
    if (childCount === edgeCosts.length) edgeCosts = grownCosts(edgeCosts);
    edgeCosts[childCount] = cost;
    children[childCount++] = child;
  };
  const visitEdge = (edge: Edge<N>): void => visit(edge.node, edge.cost);
  let stored = table.size;

  while (heap.size > 0) {
    const id = heap.pop();
    if (id < settled.length && settled[id] === 1) continue;
    const node = table.node(id);
    const g = costs[id];
    if (g > maxCost) break;
    if (goalNode !== undefined ? node === goalNode : isGoal(node)) {
      tracer?.({ type: 'found', node, cost: g });
      return state('found', id);
    }
    const limit = run.expand();
    if (limit) return state(limit);
    if (id >= settled.length) settled = grownMarks(settled, id);
    settled[id] = 1;
    if (settledCount === order.length) order = grownIds(order);
    order[settledCount++] = id;
    tracer?.({ type: 'expand', node, cost: g, frontier: heap.size });
    childCount = 0;
    const pulled = next(node, visit);
    if (pulled !== undefined) forEachPulled(pulled, visitEdge);
    stats.generated += childCount;
    for (let k = 0; k < childCount; k++) {
      const child = children[k];
      const childCost = g + edgeCosts[k];
      let childId = table.claim(child);
      if (childId >= 0) {
        stored++;
        if (childId >= parents.length) {
          parents = table.parent;
          costs = table.cost;
        }
      } else {
        childId = -1 - childId;
        if ((childId < settled.length && settled[childId] === 1) || costs[childId] <= childCost) {
          tracer?.({ type: 'skip', node: child, parent: node });
          continue;
        }
      }
      parents[childId] = id;
      costs[childId] = childCost;
      const priority = heuristic ? childCost + heuristic(child) : childCost;
      heap.push(childId, priority, tie(childCost));
      tracer?.({ type: 'generate', node: child, parent: node, cost: childCost, priority });
    }
    if (stored > maxStored) return state('memoryLimit');
    run.frontier(heap.size);
  }
  return state('exhausted');
}

function grownMarks(marks: Uint8Array, id: number): Uint8Array {
  const bigger = new Uint8Array(Math.max(marks.length * 2, id + 1));
  bigger.set(marks);
  return bigger;
}

function grownCosts(costs: Float64Array): Float64Array {
  const bigger = new Float64Array(costs.length * 2);
  bigger.set(costs);
  return bigger;
}

function grownIds(ids: Int32Array): Int32Array {
  const bigger = new Int32Array(ids.length * 2);
  bigger.set(ids);
  return bigger;
}
