// Turns the flexible public argument forms into the plain functions the hot loops call.
import {
  Starts,
  type EdgeVisit,
  type Goal,
  type NodeVisit,
  type Start,
  type Successors,
  type WeightedSuccessors,
  type Edge,
} from '../types.js';

/** Successors as one function of the two forms: returns them, or hands each to `visit`. */
export type SuccessorsFunction<N> = (node: N, visit: NodeVisit<N>) => Iterable<N> | void;

/** Weighted successors as one function: returns the edges, or hands each to `visit`. */
export type EdgesFunction<N> = (node: N, visit: EdgeVisit<N>) => Iterable<Edge<N>> | void;

export function successorsOf<N>(successors: Successors<N>): SuccessorsFunction<N> {
  if (typeof successors === 'function') return successors;
  return (node, visit) => successors.neighbors(node, visit);
}

export function edgesOf<N>(successors: WeightedSuccessors<N>): EdgesFunction<N> {
  if (typeof successors === 'function') return successors;
  return (node, visit) => successors.edges(node, visit);
}

/** Successors as an iterable, whichever form `next` takes (for searches that need one). */
export function successorList<N>(next: SuccessorsFunction<N>, node: N): Iterable<N> {
  let pushed: N[] | undefined;
  const returned = next(node, (child) => (pushed ??= []).push(child));
  return returned ?? pushed ?? [];
}

/** Edges as an iterable, whichever form `next` takes. */
export function edgeList<N>(next: EdgesFunction<N>, node: N): Iterable<Edge<N>> {
  let pushed: Edge<N>[] | undefined;
  const returned = next(node, (child, cost) => (pushed ??= []).push({ node: child, cost }));
  return returned ?? pushed ?? [];
}

export function startNodes<N>(start: Start<N>): readonly N[] {
  return start instanceof Starts ? start.nodes : [start as N];
}

/**
 * The goal as a node to compare with `===`, when it is one and nodes are their own keys:
 * the hot loops test that inline instead of calling `goalTest`'s closure.
 */
export function goalNodeOf<N>(goal: Goal<N>, options: { key?: unknown }): N | undefined {
  return typeof goal !== 'function' && options.key === undefined ? (goal as N) : undefined;
}

/** A goal test; a goal node is compared by key so object nodes work. */
export function goalTest<N>(goal: Goal<N>, keyOf: (node: N) => unknown): (node: N) => boolean {
  if (typeof goal === 'function') return goal as (node: N) => boolean;
  const goalKey = keyOf(goal as N);
  return (node) => keyOf(node) === goalKey;
}

/**
 * Hands each pulled successor to `visit`, arrays by index: the common case, and much faster
 * than the iterator protocol at a call site that sees many kinds of iterable.
 */
export function forEachPulled<T>(pulled: Iterable<T>, visit: (item: T) => void): void {
  if (Array.isArray(pulled)) {
    const items = pulled as readonly T[];
    for (let i = 0; i < items.length; i++) visit(items[i]);
    return;
  }
  for (const item of pulled) visit(item);
}

/** `array` copied into one twice as long: a queue or stack that has filled up. */
export function grown(array: Int32Array): Int32Array {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
