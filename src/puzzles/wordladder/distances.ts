/**
 * Distances from one word to every other, and the diameter of a connected component: the
 * longest of all shortest ladders, with a pair of words that needs it.
 *
 * The diameter uses iFUB (Crescenzi, Grossi, Habib, Lanzi, Marino 2013): one BFS from a
 * central word sorts the component into distance layers, then eccentricities are computed
 * layer by layer from the outside in, stopping as soon as the layers left cannot hold a
 * longer path. It is exact, and on ladder graphs needs a small fraction of the one-BFS-per-
 * word that the definition suggests. Both loops run on the graph's typed adjacency arrays.
 * A `SearchRun` keeps the diameter's books: each BFS is one expansion (of the word it starts
 * from), so limits are checked between searches, and a stopped computation still answers
 * with the longest ladder measured so far.
 *
 * ```ts
 * import { bfsDistances, componentDiameter, WordLadderGraph } from 'puzzlegraph/wordladder';
 *
 * const graph = new WordLadderGraph(['cold', 'cord', 'card', 'ward', 'warm', 'wasp']);
 * const distance = new Int32Array(graph.size);
 * // The farthest word from 'cord' is 'warm', three steps away.
 * console.log(bfsDistances(graph, graph.id('cord'), distance).eccentricity); // 3
 * const diameter = componentDiameter(graph, graph.id('cord'));
 * console.log(diameter.steps, diameter.exact); // 4 true
 * ```
 */

import { SearchRun, type Outcome, type RunLimits, type SearchStats } from '../../search/index.js';

/** Adjacency in compressed rows, as `WordLadderGraph` keeps it. */
export interface AdjacencyArrays {
  readonly size: number;
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
}

export const UNREACHED = -1;

/** What one BFS found: the farthest distance, a node that far, and how many nodes it reached. */
export interface Sweep {
  eccentricity: number;
  farthest: number;
  reached: number;
}

/**
 * Fills `distance` (length `graph.size`) with steps from `source`, UNREACHED elsewhere.
 * `queue`, when given, must hold `graph.size` ints; it ends up holding the reached nodes in
 * BFS order.
 */
export function bfsDistances(
  graph: AdjacencyArrays,
  source: number,
  distance: Int32Array,
  queue: Int32Array = new Int32Array(graph.size),
): Sweep {
  const { offsets, targets } = graph;
  distance.fill(UNREACHED);
  distance[source] = 0;
  queue[0] = source;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const node = queue[head++];
    const next = distance[node] + 1;
    for (let at = offsets[node], end = offsets[node + 1]; at < end; at++) {
      const child = targets[at];
      if (distance[child] === UNREACHED) {
        distance[child] = next;
        queue[tail++] = child;
      }
    }
  }
  const farthest = queue[tail - 1];
  return { eccentricity: distance[farthest], farthest, reached: tail };
}

export interface Diameter {
  /** The longest shortest ladder in the component, in steps. */
  steps: number;
  /** Two words that far apart (ids). */
  from: number;
  to: number;
  /** False when a limit stopped the computation: `steps` is then only a lower bound. */
  exact: boolean;
  /** Breadth-first searches run (the run's expansions). */
  searches: number;
  /** 'found' when the diameter is exact, else the limit that stopped the computation. */
  outcome: Outcome;
  /** One expansion per BFS; `generated` counts the words those searches reached. */
  stats: SearchStats;
}

/**
 * The limits and progress reports of every search; an expansion is one BFS. No `maxStored`:
 * the distances and the queue are sized by the graph before the first search.
 */
export type DiameterOptions = Pick<
  RunLimits,
  | 'maxExpanded'
  | 'timeLimitMs'
  | 'deadline'
  | 'signal'
  | 'stopFlag'
  | 'onProgress'
  | 'progressEvery'
>;

/** The longest ladder measured so far: `steps` apart, from `from` to `to`. */
type Longest = Pick<Diameter, 'steps' | 'from' | 'to'>;

/**
 * The diameter of the component holding `member`.
 *
 * @param graph the graph's adjacency arrays.
 * @param member any node of the component.
 * @param options limits (checked between searches: one BFS is one expansion) and progress.
 * @returns the diameter with two nodes that far apart, or when a limit stopped the
 *   computation the longest distance measured (`exact: false`); the run's statistics.
 */
export function componentDiameter(
  graph: AdjacencyArrays,
  member: number,
  options: DiameterOptions = {},
): Diameter {
  const distance = new Int32Array(graph.size);
  const queue = new Int32Array(graph.size);
  const run = new SearchRun<number>(options);
  let best: Longest = { steps: 0, from: member, to: member };
  const answer = (outcome: Outcome): Diameter => {
    const stats = run.end(outcome);
    return { ...best, exact: outcome === 'found', searches: stats.expanded, outcome, stats };
  };
  const early = run.begin('ifub', [member]);
  if (early) return answer(early);
  let stop: Outcome | undefined;
  /** A BFS from `source` when the limits allow one more; `stop` says why not. */
  const sweep = (source: number): Sweep | undefined => {
    stop = run.expand();
    if (stop) return undefined;
    const swept = bfsDistances(graph, source, distance, queue);
    run.stats.generated += swept.reached;
    return swept;
  };

  // A double sweep finds a long path a-b; its middle word is a good central word.
  const fromMember = sweep(member);
  if (!fromMember) return answer(stop!);
  best = { steps: fromMember.eccentricity, from: member, to: fromMember.farthest };
  const a = fromMember.farthest;
  const fromA = sweep(a);
  if (!fromA) return answer(stop!);
  const b = fromA.farthest;
  best = { steps: fromA.eccentricity, from: a, to: b };
  let centre = b;
  for (let steps = fromA.eccentricity; steps > fromA.eccentricity >> 1; steps--) {
    centre = stepToward(graph, distance, centre);
  }
  const root = sweep(centre);
  if (!root) return answer(stop!);
  const rootDistance = distance.slice();
  const order = queue.slice(0, root.reached);
  if (root.eccentricity > best.steps) {
    best = { steps: root.eccentricity, from: centre, to: root.farthest };
  }
  // Layer i of the root's BFS holds the words i steps from the root. Every word in a layer
  // already examined had its eccentricity measured; any two words in layers <= i are at most
  // 2i apart, so once the best found reaches 2i, the layers left cannot beat it.
  let end = order.length;
  for (let layer = root.eccentricity; layer > 0 && best.steps < 2 * layer; layer--) {
    let begin = end;
    while (begin > 0 && rootDistance[order[begin - 1]] === layer) begin--;
    for (let at = begin; at < end; at++) {
      const result = sweep(order[at]);
      if (!result) return answer(stop!);
      if (result.eccentricity > best.steps) {
        best = { steps: result.eccentricity, from: order[at], to: result.farthest };
      }
    }
    end = begin;
  }
  return answer('found');
}

/** A neighbour of `node` one step nearer the source of `distance`. */
function stepToward(graph: AdjacencyArrays, distance: Int32Array, node: number): number {
  for (let at = graph.offsets[node]; at < graph.offsets[node + 1]; at++) {
    if (distance[graph.targets[at]] === distance[node] - 1) return graph.targets[at];
  }
  return node;
}
