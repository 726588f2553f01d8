/**
 * Visiting every node reachable from a start, lazily, in breadth-first or depth-first order
 * ("visit nodes" in our design notes), and `find`, the first reachable node that matches a
 * predicate ("scan").
 *
 * ```ts
 * [...bfsOrder(1, (n) => (n < 4 ? [2 * n, 2 * n + 1] : []))]; // [1, 2, 3, 4, 5, 6, 7]
 * find(1, (n) => [n + 1], (n) => n * n > 50); // 8
 * ```
 *
 * Each node is yielded once. Breaking out of the loop stops the traversal.
 */
import { startNodes, successorsOf } from './internal/normalize.js';
import type { Key, Start, Successors } from './types.js';

export interface TraversalOptions<N> {
  key?: (node: N) => Key;
}

export function* bfsOrder<N>(
  start: Start<N>,
  successors: Successors<N>,
  options: TraversalOptions<N> = {},
): Generator<N, void, undefined> {
  const next = successorsOf(successors);
  const keyOf = options.key ?? ((node: N) => node);
  const seen = new Set<unknown>();
  let layer: N[] = [];
  for (const node of startNodes(start)) {
    if (seen.has(keyOf(node))) continue;
    seen.add(keyOf(node));
    layer.push(node);
  }
  while (layer.length > 0) {
    const nextLayer: N[] = [];
    for (const node of layer) {
      yield node;
      for (const child of next(node)) {
        const childKey = keyOf(child);
        if (seen.has(childKey)) continue;
        seen.add(childKey);
        nextLayer.push(child);
      }
    }
    layer = nextLayer;
  }
}

/** Pre-order depth-first: a node is yielded when first entered, children in the order given. */
export function* dfsOrder<N>(
  start: Start<N>,
  successors: Successors<N>,
  options: TraversalOptions<N> = {},
): Generator<N, void, undefined> {
  const next = successorsOf(successors);
  const keyOf = options.key ?? ((node: N) => node);
  const seen = new Set<unknown>();
  for (const first of startNodes(start)) {
    if (seen.has(keyOf(first))) continue;
    seen.add(keyOf(first));
    yield first;
    const iterators: Iterator<N>[] = [next(first)[Symbol.iterator]()];
    while (iterators.length > 0) {
      const step = iterators[iterators.length - 1].next();
      if (step.done) {
        iterators.pop();
        continue;
      }
      const childKey = keyOf(step.value);
      if (seen.has(childKey)) continue;
      seen.add(childKey);
      yield step.value;
      iterators.push(next(step.value)[Symbol.iterator]());
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
