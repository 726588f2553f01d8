/**
 * Distances from one word to every other, and the diameter of a connected component: the
 * longest of all shortest ladders, with a pair of words that needs it.
 *
 * The diameter uses iFUB (Crescenzi, Grossi, Habib, Lanzi, Marino 2013): one BFS from a
 * central word sorts the component into distance layers, then eccentricities are computed
 * layer by layer from the outside in, stopping as soon as the layers left cannot hold a
 * longer path. It is exact, and on ladder graphs needs a small fraction of the one-BFS-per-
 * word that the definition suggests. Both loops run on the graph's typed adjacency arrays.
 *
 * ```ts
 * const graph = new WordLadderGraph(bundledWords('sgb'));
 * const distance = new Int32Array(graph.size);
 * bfsDistances(graph, graph.id('words'), distance).eccentricity; // farthest word's steps
 * componentDiameter(graph, graph.id('words')); // { steps, from, to, exact: true, ... }
 * ```
 */

/** Adjacency in compressed rows, as `WordLadderGraph` keeps it. */
export interface AdjacencyArrays {
  readonly size: number;
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
}

export const UNREACHED = -1;

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
): { eccentricity: number; farthest: number; reached: number } {
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
  /** Breadth-first searches run. */
  searches: number;
}

export interface DiameterOptions {
  timeLimitMs?: number;
  signal?: AbortSignal;
}

/** The diameter of the component holding `member`. */
export function componentDiameter(
  graph: AdjacencyArrays,
  member: number,
  options: DiameterOptions = {},
): Diameter {
  const deadline = performance.now() + (options.timeLimitMs ?? Infinity);
  const distance = new Int32Array(graph.size);
  const queue = new Int32Array(graph.size);
  let searches = 0;
  const sweep = (source: number): { eccentricity: number; farthest: number; reached: number } => {
    searches++;
    return bfsDistances(graph, source, distance, queue);
  };

  // A double sweep finds a long path a-b; its middle word is a good central word.
  const a = sweep(member).farthest;
  const fromA = sweep(a);
  const b = fromA.farthest;
  let best: Diameter = { steps: fromA.eccentricity, from: a, to: b, exact: true, searches };
  let centre = b;
  for (let steps = fromA.eccentricity; steps > fromA.eccentricity >> 1; steps--) {
    centre = stepToward(graph, distance, centre);
  }
  const root = sweep(centre);
  const rootDistance = distance.slice();
  const order = queue.slice(0, root.reached);
  if (root.eccentricity > best.steps) {
    best = { ...best, steps: root.eccentricity, from: centre, to: root.farthest };
  }
  // Layer i of the root's BFS holds the words i steps from the root. Every word in a layer
  // already examined had its eccentricity measured; any two words in layers <= i are at most
  // 2i apart, so once the best found reaches 2i, the layers left cannot beat it.
  let end = order.length;
  for (let layer = root.eccentricity; layer > 0 && best.steps < 2 * layer; layer--) {
    let begin = end;
    while (begin > 0 && rootDistance[order[begin - 1]] === layer) begin--;
    for (let at = begin; at < end; at++) {
      if (options.signal?.aborted || performance.now() > deadline) {
        return { ...best, exact: false, searches };
      }
      const result = sweep(order[at]);
      if (result.eccentricity > best.steps) {
        best = { ...best, steps: result.eccentricity, from: order[at], to: result.farthest };
      }
    }
    end = begin;
  }
  return { ...best, exact: true, searches };
}

/** A neighbour of `node` one step nearer the source of `distance`. */
function stepToward(graph: AdjacencyArrays, distance: Int32Array, node: number): number {
  for (let at = graph.offsets[node]; at < graph.offsets[node + 1]; at++) {
    if (distance[graph.targets[at]] === distance[node] - 1) return graph.targets[at];
  }
  return node;
}
