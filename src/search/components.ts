/**
 * Connected components of an undirected graph, and strongly connected components of a
 * directed one, for finite graphs given with their nodes.
 *
 * Each takes `nodes`, every node of the finite graph (components are listed in the order of
 * their first node here), `successors` in either form, and `{ key }` for object nodes.
 *
 * ```ts
 * import { connectedComponents, stronglyConnectedComponents } from 'puzzlegraph/search';
 *
 * const links: Record<number, number[]> = { 1: [2], 2: [1], 3: [4], 4: [] };
 * const undirected = (n: number) => (n === 4 ? [3] : links[n]);
 * console.log(JSON.stringify(connectedComponents([1, 2, 3, 4], undirected))); // [[1,2],[3,4]]
 * console.log(JSON.stringify(stronglyConnectedComponents([1, 2, 3, 4], (n) => links[n]))); // [[2,1],[4],[3]]
 * ```
 */
import { bfsOrder, type TraversalOptions } from './traversal.js';
import { successorList, successorsOf } from './internal/normalize.js';
import type { Successors } from './types.js';

/**
 * Groups of nodes joined by paths, each in breadth-first order from its first node, the
 * groups in the order of their first node in `nodes`. `successors` must be symmetric.
 */
export function connectedComponents<N>(
  nodes: Iterable<N>,
  successors: Successors<N>,
  options: TraversalOptions<N> = {},
): N[][] {
  const keyOf = options.key ?? ((node: N) => node);
  const placed = new Set<unknown>();
  const components: N[][] = [];
  for (const node of nodes) {
    if (placed.has(keyOf(node))) continue;
    const component = [...bfsOrder(node, successors, options)];
    for (const member of component) placed.add(keyOf(member));
    components.push(component);
  }
  return components;
}

/**
 * Strongly connected components by Tarjan's algorithm, iterative so that deep graphs do not
 * overflow the stack. Components come out in reverse topological order: a component is
 * listed before any component that has an edge into it.
 */
export function stronglyConnectedComponents<N>(
  nodes: Iterable<N>,
  successors: Successors<N>,
  options: TraversalOptions<N> = {},
): N[][] {
  const next = successorsOf(successors);
  const keyOf = options.key ?? ((node: N) => node);
  const index = new Map<unknown, number>();
  const lowLink: number[] = [];
  const onStack: boolean[] = [];
  const stack: N[] = [];
  const components: N[][] = [];
  let counter = 0;

  const enter = (node: N): number => {
    const at = counter++;
    index.set(keyOf(node), at);
    lowLink[at] = at;
    onStack[at] = true;
    stack.push(node);
    return at;
  };

  for (const root of nodes) {
    if (index.has(keyOf(root))) continue;
    const frames: { node: N; at: number; children: Iterator<N> }[] = [
      { node: root, at: enter(root), children: successorList(next, root)[Symbol.iterator]() },
    ];
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      const step = frame.children.next();
      if (!step.done) {
        const childAt = index.get(keyOf(step.value));
        if (childAt === undefined) {
          const at = enter(step.value);
          const children = successorList(next, step.value)[Symbol.iterator]();
          frames.push({ node: step.value, at, children });
        } else if (onStack[childAt]) {
          lowLink[frame.at] = Math.min(lowLink[frame.at], childAt);
        }
        continue;
      }
      frames.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1];
        lowLink[parent.at] = Math.min(lowLink[parent.at], lowLink[frame.at]);
      }
      if (lowLink[frame.at] === frame.at) {
        const component: N[] = [];
        let member: N;
        do {
          member = stack.pop()!;
          onStack[index.get(keyOf(member))!] = false;
          component.push(member);
        } while (keyOf(member) !== keyOf(frame.node));
        components.push(component);
      }
    }
  }
  return components;
}
