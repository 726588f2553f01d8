/**
 * Visiting every node reachable from a start, lazily, in breadth-first or depth-first order,
 * and `find`, the first reachable node that matches a predicate.
 *
 * ```ts
 * import { bfsOrder, dfsOrder, find } from 'puzzlegraph/search';
 *
 * const tree = (n: number) => (n < 4 ? [2 * n, 2 * n + 1] : []);
 * console.log([...bfsOrder(1, tree)].join(' ')); // 1 2 3 4 5 6 7
 * console.log([...dfsOrder(1, tree)].join(' ')); // 1 2 4 5 3 6 7
 * console.log(find(1, (n) => [n + 1], (n) => n * n > 50)); // 8
 * ```
 *
 * `bfsOrder(start, successors, options)` and `dfsOrder(...)` take the start(s), a node's
 * neighbours in either form (see `Successors`) and `{ key }` or `{ nodeCount }`;
 * `find(start, successors, predicate, options)` adds the test a node must pass.
 *
 * Each node is yielded once. Breaking out of the loop stops the traversal. They keep their
 * books in the search kit's node table; they take no limits, since the caller stops them.
 */
import { startNodes, successorList, successorsOf } from './internal/normalize.js';
import { createNodeTable } from './kit/node-table.js';
import type { Key, Start, Successors } from './types.js';

export interface TraversalOptions<N> {
  /** Identity of a node; defaults to the node itself. */
  key?: (node: N) => Key;
  /** Nodes are the integers [0, nodeCount): books in typed arrays (not with `key`). */
  nodeCount?: number;
}

export function* bfsOrder<N>(
  start: Start<N>,
  successors: Successors<N>,
  options: TraversalOptions<N> = {},
): Generator<N, void, undefined> {
  const next = successorsOf(successors);
  const seen = createNodeTable(options);
  // The ids of a table are handed out in the order nodes are first seen: breadth-first
  // order itself, so the table is the queue.
  const queue: N[] = [];
  const reach = (node: N): void => {
    if (seen.claim(node) >= 0) queue.push(node);
  };
  for (const node of startNodes(start)) reach(node);
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    yield node;
    const pulled = next(node, reach);
    if (pulled !== undefined) for (const child of pulled) reach(child);
  }
}

/** Pre-order depth-first: a node is yielded when first entered, children in the order given. */
export function* dfsOrder<N>(
  start: Start<N>,
  successors: Successors<N>,
  options: TraversalOptions<N> = {},
): Generator<N, void, undefined> {
  const next = successorsOf(successors);
  const seen = createNodeTable(options);
  for (const first of startNodes(start)) {
    if (seen.claim(first) < 0) continue;
    yield first;
    const iterators: Iterator<N>[] = [successorList(next, first)[Symbol.iterator]()];
    while (iterators.length > 0) {
      const step = iterators[iterators.length - 1].next();
      if (step.done) {
        iterators.pop();
        continue;
      }
      if (seen.claim(step.value) < 0) continue;
      yield step.value;
      iterators.push(successorList(next, step.value)[Symbol.iterator]());
    }
  }
}

/** The first node, in breadth-first order, that satisfies `predicate`; undefined if none. */
export function find<N>(
  start: Start<N>,
  successors: Successors<N>,
  predicate: (node: N) => boolean,
  options: TraversalOptions<N> = {},
): N | undefined {
  for (const node of bfsOrder(start, successors, options)) if (predicate(node)) return node;
  return undefined;
}
