// Simple, obviously correct reference algorithms that the property tests compare the fast
// searches against: Floyd-Warshall distances on small random graphs.
import fc from 'fast-check';

export interface RandomGraph {
  size: number;
  /** adjacency[u] = list of [v, cost] */
  adjacency: [number, number][][];
}

/** Random directed graphs with 1..12 nodes and integer costs 0..9 (multi-edges and loops allowed). */
export const randomGraph = (maxNodes = 12, undirected = false): fc.Arbitrary<RandomGraph> =>
  fc.integer({ min: 1, max: maxNodes }).chain((size) =>
    fc
      .array(
        fc.tuple(
          fc.integer({ min: 0, max: size - 1 }),
          fc.integer({ min: 0, max: size - 1 }),
          fc.integer({ min: 0, max: 9 }),
        ),
        { maxLength: size * 3 },
      )
      .map((edges) => {
        const adjacency: [number, number][][] = Array.from({ length: size }, () => []);
        for (const [u, v, cost] of edges) {
          adjacency[u].push([v, cost]);
          if (undirected) adjacency[v].push([u, cost]);
        }
        return { size, adjacency };
      }),
  );

/** All-pairs cheapest costs; `unit` counts every edge as 1. */
export function floydWarshall(graph: RandomGraph, unit = false): number[][] {
  const d = Array.from({ length: graph.size }, (_, i) =>
    Array.from({ length: graph.size }, (_, j) => (i === j ? 0 : Infinity)),
  );
  graph.adjacency.forEach((edges, u) => {
    for (const [v, cost] of edges) d[u][v] = Math.min(d[u][v], unit ? 1 : cost);
  });
  for (let k = 0; k < graph.size; k++)
    for (let i = 0; i < graph.size; i++)
      for (let j = 0; j < graph.size; j++)
        if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
  return d;
}

/** The cost of `path` if every step is an edge (cheapest parallel edge), else NaN. */
export function pathCost(graph: RandomGraph, path: number[], unit = false): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const costs = graph.adjacency[path[i - 1]].filter(([v]) => v === path[i]).map(([, c]) => c);
    if (costs.length === 0) return NaN;
    total += unit ? 1 : Math.min(...costs);
  }
  return total;
}

export const neighborsOf = (graph: RandomGraph) => (u: number) =>
  graph.adjacency[u].map(([v]) => v);
export const edgesOf = (graph: RandomGraph) => (u: number) =>
  graph.adjacency[u].map(([v, cost]) => ({ node: v, cost }));
