// Turns the flexible public argument forms into the plain functions the hot loops call.
import {
  Starts,
  type Edge,
  type Goal,
  type Start,
  type Successors,
  type WeightedSuccessors,
} from '../types.js';

export function successorsOf<N>(successors: Successors<N>): (node: N) => Iterable<N> {
  if (typeof successors === 'function') return successors;
  return (node) => successors.neighbors(node);
}

export function edgesOf<N>(successors: WeightedSuccessors<N>): (node: N) => Iterable<Edge<N>> {
  if (typeof successors === 'function') return successors;
  return (node) => successors.edges(node);
}

export function startNodes<N>(start: Start<N>): readonly N[] {
  return start instanceof Starts ? start.nodes : [start as N];
}

/** A goal test; a goal node is compared by key so object nodes work. */
export function goalTest<N>(goal: Goal<N>, keyOf: (node: N) => unknown): (node: N) => boolean {
  if (typeof goal === 'function') return goal as (node: N) => boolean;
  const goalKey = keyOf(goal as N);
  return (node) => keyOf(node) === goalKey;
}
