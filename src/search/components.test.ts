import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectedComponents, stronglyConnectedComponents } from './index.js';
import { floydWarshall, neighborsOf, randomGraph } from './reference.test-helpers.js';

const normalise = (groups: number[][]) =>
  groups.map((group) => [...group].sort((a, b) => a - b)).sort((a, b) => a[0] - b[0]);

describe('components', () => {
  it('connectedComponents groups exactly the mutually reachable nodes of an undirected graph', () => {
    fc.assert(
      fc.property(randomGraph(12, true), (graph) => {
        const reach = floydWarshall(graph, true);
        const nodes = [...Array(graph.size).keys()];
        const expected = nodes
          .filter((n) => nodes.every((m) => m >= n || reach[m][n] === Infinity))
          .map((n) => nodes.filter((m) => reach[n][m] < Infinity));
        expect(normalise(connectedComponents(nodes, neighborsOf(graph)))).toEqual(
          normalise(expected),
        );
      }),
    );
  });

  it('stronglyConnectedComponents matches mutual reachability, in reverse topological order', () => {
    fc.assert(
      fc.property(randomGraph(12), (graph) => {
        const reach = floydWarshall(graph, true);
        const nodes = [...Array(graph.size).keys()];
        const mutual = (a: number, b: number) => reach[a][b] < Infinity && reach[b][a] < Infinity;
        const expected = nodes
          .filter((n) => nodes.every((m) => m >= n || !mutual(m, n)))
          .map((n) => nodes.filter((m) => mutual(n, m)));
        const components = stronglyConnectedComponents(nodes, neighborsOf(graph));
        expect(normalise(components)).toEqual(normalise(expected));
        // No edge leads from an earlier-listed component into a later one.
        const position = new Map<number, number>();
        components.forEach((group, i) => group.forEach((n) => position.set(n, i)));
        graph.adjacency.forEach((edges, u) =>
          edges.forEach(([v]) => expect(position.get(v)!).toBeLessThanOrEqual(position.get(u)!)),
        );
      }),
    );
  });

  it('handles a 100,000-node chain without recursion', () => {
    const n = 100_000;
    const nodes = [...Array(n).keys()];
    const next = (i: number) => (i + 1 < n ? [i + 1] : [0]);
    expect(stronglyConnectedComponents(nodes, next)).toHaveLength(1);
    const undirected = (i: number) => [i - 1, i + 1].filter((j) => j >= 0 && j < n);
    expect(connectedComponents(nodes, undirected)).toHaveLength(1);
  });
});
