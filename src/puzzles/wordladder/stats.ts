/**
 * The figures of a word-ladder graph that Knuth reports for his Stanford GraphBase words:
 * words, edges, connected components, isolated words, the largest component, and that
 * component's diameter with a pair of words that far apart.
 *
 * ```ts
 * const stats = ladderStats(new WordLadderGraph(bundledWords('sgb')));
 * stats.edges; // 14135
 * stats.components; // 853
 * stats.isolated; // 671
 * stats.largestComponent.size; // 4493
 * stats.diameter!.ladder; // a shortest ladder between the two words farthest apart
 * ```
 */
import { bfs, connectedComponents } from '../../search/index.js';
import { componentDiameter, type DiameterOptions } from './distances.js';
import type { WordLadderGraph } from './graph.js';

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
    /** Breadth-first searches the diameter took. */
    searches: number;
  };
  elapsedMs: number;
}

export interface LadderStatsOptions extends DiameterOptions {
  /** Compute the diameter of the largest component; default true. */
  diameter?: boolean;
}

export function ladderStats(graph: WordLadderGraph, options: LadderStatsOptions = {}): LadderStats {
  const startedAt = performance.now();
  const components = connectedComponents(graph.ids.nodes(), graph.ids);
  let largest = components[0] ?? [];
  let isolated = 0;
  for (const component of components) {
    if (component.length === 1) isolated++;
    if (component.length > largest.length) largest = component;
  }
  const first = largest.length > 0 ? Math.min(...largest) : -1;
  const stats: LadderStats = {
    words: graph.size,
    edges: graph.edgeCount,
    components: components.length,
    isolated,
    largestComponent: { size: largest.length, example: first === -1 ? '' : graph.word(first) },
    elapsedMs: 0,
  };
  if ((options.diameter ?? true) && first !== -1) {
    const diameter = componentDiameter(graph, first, options);
    const path = bfs(diameter.from, graph.ids, diameter.to, { nodeCount: graph.size }).path!;
    stats.diameter = {
      steps: diameter.steps,
      from: graph.word(diameter.from),
      to: graph.word(diameter.to),
      ladder: path.map((id) => graph.word(id)),
      exact: diameter.exact,
      searches: diameter.searches,
    };
  }
  stats.elapsedMs = performance.now() - startedAt;
  return stats;
}
