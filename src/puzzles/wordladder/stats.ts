/**
 * The figures of a word-ladder graph that Knuth reports for his Stanford GraphBase words:
 * words, edges, connected components, isolated words, the largest component, and that
 * component's diameter with a pair of words that far apart.
 *
 * ```ts
 * import { ladderStats, WordLadderGraph } from 'puzzlegraph/wordladder';
 * import { bundledWords } from 'puzzlegraph/words';
 *
 * const stats = ladderStats(new WordLadderGraph(bundledWords('sgb')));
 * console.log(stats.edges); // 14135
 * console.log(stats.components); // 853
 * console.log(stats.isolated); // 671
 * console.log(stats.largestComponent.size); // 4493
 * ```
 */
import { bfs, type Outcome } from '../../search/index.js';
import { componentDiameter, type DiameterOptions } from './distances.js';
import { workLimiter, type WordLadderGraph, type WorkLimits } from './graph.js';

export interface LadderStats {
  words: number;
  edges: number;
  components: number;
  /** Words with no neighbour. */
  isolated: number;
  largestComponent: {
    size: number;
    /** Its first word in dictionary order. */
    example: string;
  };
  /** The largest component's diameter (absent when `diameter: false`). */
  diameter?: {
    steps: number;
    from: string;
    to: string;
    /** A shortest ladder between `from` and `to`. */
    ladder: string[];
    /** False when a limit stopped the computation early: `steps` is a lower bound. */
    exact: boolean;
    /** 'found' when exact, else the limit that stopped the computation. */
    outcome: Outcome;
    /** Breadth-first searches the diameter took. */
    searches: number;
  };
  elapsedMs: number;
}

/**
 * The limits: the clock (`timeLimitMs`, from the call) and the signal cover the whole
 * computation; counting the components has no partial answer, so a limit that stops it
 * throws `WordLadderStopped`. A limit that stops the diameter, `maxExpanded` included (one
 * BFS is one expansion), leaves it a lower bound (`exact: false`).
 */
export interface LadderStatsOptions extends DiameterOptions {
  /** Compute the diameter of the largest component; default true. */
  diameter?: boolean;
}

export function ladderStats(graph: WordLadderGraph, options: LadderStatsOptions = {}): LadderStats {
  const startedAt = performance.now();
  // One clock for both parts, so that the time limit is the whole call's.
  const deadline = Math.min(
    options.deadline ?? Infinity,
    options.timeLimitMs === undefined ? Infinity : startedAt + options.timeLimitMs,
  );
  const limits = {
    ...options,
    timeLimitMs: undefined,
    deadline: deadline === Infinity ? undefined : deadline,
  };
  const parts = countComponents(graph, limits);
  const first = parts.largestFirst;
  const stats: LadderStats = {
    words: graph.size,
    edges: graph.edgeCount,
    components: parts.count,
    isolated: parts.isolated,
    largestComponent: { size: parts.largestSize, example: first === -1 ? '' : graph.word(first) },
    elapsedMs: 0,
  };
  if ((options.diameter ?? true) && first !== -1) {
    const diameter = componentDiameter(graph, first, limits);
    const path = bfs(diameter.from, graph.ids, diameter.to, { nodeCount: graph.size }).path!;
    stats.diameter = {
      steps: diameter.steps,
      from: graph.word(diameter.from),
      to: graph.word(diameter.to),
      ladder: path.map((id) => graph.word(id)),
      exact: diameter.exact,
      outcome: diameter.outcome,
      searches: diameter.searches,
    };
  }
  stats.elapsedMs = performance.now() - startedAt;
  return stats;
}

interface ComponentCount {
  count: number;
  isolated: number;
  largestSize: number;
  /** The largest component's first word (the first of the largest, on a tie); -1 if none. */
  largestFirst: number;
}

/** Labels the components breadth-first on the typed adjacency arrays, under `limits`. */
function countComponents(graph: WordLadderGraph, limits: WorkLimits): ComponentCount {
  const { offsets, targets, size } = graph;
  const step = workLimiter(limits, () => `counting the components of ${graph.name}`);
  const placed = new Uint8Array(size);
  const queue = new Int32Array(size);
  const result: ComponentCount = { count: 0, isolated: 0, largestSize: 0, largestFirst: -1 };
  for (let first = 0; first < size; first++) {
    if (placed[first]) continue;
    placed[first] = 1;
    queue[0] = first;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      step();
      const node = queue[head++];
      for (let at = offsets[node], end = offsets[node + 1]; at < end; at++) {
        const next = targets[at];
        if (!placed[next]) {
          placed[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    result.count++;
    if (tail === 1) result.isolated++;
    // Words are visited in id order, so `first` is the smallest id of its component.
    if (tail > result.largestSize) {
      result.largestSize = tail;
      result.largestFirst = first;
    }
  }
  return result;
}
