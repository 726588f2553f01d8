// Every path search against Floyd-Warshall on random graphs: the cost must be the cheapest,
// the path must be made of real edges and run from the start to the goal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allShortestPaths,
  astar,
  bfs,
  bidirectionalBfs,
  dfs,
  dijkstra,
  dijkstraAll,
  idastar,
  iddfs,
  starts,
} from './index.js';
import {
  edgesOf,
  floydWarshall,
  neighborsOf,
  pathCost,
  randomGraph,
  type RandomGraph,
} from './reference.test-helpers.js';

const pairIn = (graph: RandomGraph) =>
  fc.tuple(
    fc.integer({ min: 0, max: graph.size - 1 }),
    fc.integer({ min: 0, max: graph.size - 1 }),
  );
const withPair = (undirected = false) =>
  randomGraph(12, undirected).chain((graph) => fc.tuple(fc.constant(graph), pairIn(graph)));

function expectPath(
  graph: RandomGraph,
  path: number[] | undefined,
  from: number,
  to: number,
  cost: number,
  unit: boolean,
) {
  expect(path).toBeDefined();
  expect(path![0]).toBe(from);
  expect(path!.at(-1)).toBe(to);
  expect(pathCost(graph, path!, unit)).toBe(cost);
}

describe('unweighted searches agree with Floyd-Warshall', () => {
  for (const [name, search] of [
    ['bfs', bfs],
    ['iddfs', iddfs],
  ] as const) {
    it(`${name} finds a fewest-edge path`, () => {
      fc.assert(
        fc.property(withPair(), ([graph, [from, to]]) => {
          const expected = floydWarshall(graph, true)[from][to];
          const result = search(from, neighborsOf(graph), to, { maxDepth: graph.size });
          if (expected === Infinity) {
            expect(result.outcome).toBe('exhausted');
            expect(result.path).toBeUndefined();
          } else {
            expect(result.outcome).toBe('found');
            expect(result.cost).toBe(expected);
            expectPath(graph, result.path, from, to, expected, true);
          }
        }),
      );
    });
  }

  it('bfs with nodeCount (typed-array mode) matches the Map mode', () => {
    fc.assert(
      fc.property(withPair(), ([graph, [from, to]]) => {
        const dense = bfs(from, neighborsOf(graph), to, { nodeCount: graph.size });
        const mapped = bfs(from, neighborsOf(graph), to);
        expect(dense.path).toEqual(mapped.path);
      }),
    );
  });

  it('dfs finds some valid path exactly when one exists', () => {
    fc.assert(
      fc.property(withPair(), ([graph, [from, to]]) => {
        const expected = floydWarshall(graph, true)[from][to];
        const result = dfs(from, neighborsOf(graph), to);
        expect(result.outcome).toBe(expected === Infinity ? 'exhausted' : 'found');
        if (result.path) {
          expectPath(graph, result.path, from, to, result.path.length - 1, true);
          expect(result.cost).toBeGreaterThanOrEqual(expected);
          expect(new Set(result.path).size).toBe(result.path.length);
        }
      }),
    );
  });

  it('bidirectionalBfs finds a fewest-edge path on undirected graphs', () => {
    fc.assert(
      fc.property(withPair(true), ([graph, [from, to]]) => {
        const expected = floydWarshall(graph, true)[from][to];
        const result = bidirectionalBfs(from, neighborsOf(graph), to);
        if (expected === Infinity) expect(result.outcome).toBe('exhausted');
        else {
          expect(result.cost).toBe(expected);
          expectPath(graph, result.path, from, to, expected, true);
        }
      }),
    );
  });

  it('bidirectionalBfs uses predecessors on directed graphs', () => {
    fc.assert(
      fc.property(withPair(), ([graph, [from, to]]) => {
        const expected = floydWarshall(graph, true)[from][to];
        const incoming: number[][] = Array.from({ length: graph.size }, () => []);
        graph.adjacency.forEach((edges, u) => edges.forEach(([v]) => incoming[v].push(u)));
        const result = bidirectionalBfs(from, neighborsOf(graph), to, {
          predecessors: (v: number) => incoming[v],
        });
        if (expected === Infinity) expect(result.outcome).toBe('exhausted');
        else expectPath(graph, result.path, from, to, expected, true);
      }),
    );
  });

  it('allShortestPaths lists every shortest path once', () => {
    fc.assert(
      fc.property(withPair(), ([graph, [from, to]]) => {
        const expected = floydWarshall(graph, true)[from][to];
        const result = allShortestPaths(from, neighborsOf(graph), to);
        if (expected === Infinity) {
          expect(result.paths).toEqual([]);
          return;
        }
        // Reference: enumerate simple paths of exactly `expected` edges by brute force.
        const all: string[] = [];
        const walk = (path: number[]) => {
          const last = path.at(-1)!;
          if (path.length - 1 === expected) {
            if (last === to) all.push(path.join(','));
            return;
          }
          for (const next of new Set(neighborsOf(graph)(last))) walk([...path, next]);
        };
        walk([from]);
        const found = result.paths.map((path) => path.join(','));
        expect(new Set(found).size).toBe(found.length);
        expect(found.sort()).toEqual([...new Set(all)].sort());
      }),
    );
  });
});

describe('weighted searches agree with Floyd-Warshall', () => {
  it('dijkstra finds a cheapest path', () => {
    fc.assert(
      fc.property(withPair(), ([graph, [from, to]]) => {
        const expected = floydWarshall(graph)[from][to];
        const result = dijkstra(from, edgesOf(graph), to);
        if (expected === Infinity) expect(result.outcome).toBe('exhausted');
        else {
          expect(result.cost).toBe(expected);
          expectPath(graph, result.path, from, to, expected, false);
        }
      }),
    );
  });

  it('astar and idastar with an admissible heuristic find a cheapest path', () => {
    fc.assert(
      fc.property(
        withPair(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([graph, [from, to]], scale) => {
          const distances = floydWarshall(graph);
          const expected = distances[from][to];
          // A scaled-down true distance is admissible (and 0 where the goal is unreachable... use 0).
          const heuristic = (n: number) =>
            distances[n][to] === Infinity ? 0 : distances[n][to] * scale;
          for (const search of [astar, idastar]) {
            const result = search(from, edgesOf(graph), to, { heuristic });
            if (expected === Infinity) expect(result.outcome).toBe('exhausted');
            else {
              expect(result.cost).toBe(expected);
              expectPath(graph, result.path, from, to, expected, false);
            }
          }
        },
      ),
    );
  });

  it('dijkstraAll gives every cheapest cost and consistent paths', () => {
    fc.assert(
      fc.property(withPair(), ([graph, [from]]) => {
        const distances = floydWarshall(graph)[from];
        const tree = dijkstraAll(from, edgesOf(graph));
        for (let node = 0; node < graph.size; node++) {
          expect(tree.cost(node)).toBe(distances[node]);
          const path = tree.pathTo(node);
          if (distances[node] === Infinity) expect(path).toBeUndefined();
          else expectPath(graph, path, from, node, distances[node], false);
        }
        expect(tree.nodes.map((n) => distances[n])).toEqual(
          [...tree.nodes.map((n) => distances[n])].sort((a, b) => a - b),
        );
      }),
    );
  });

  it('dijkstraAll with maxCost settles exactly the nodes within range', () => {
    fc.assert(
      fc.property(withPair(), fc.integer({ min: 0, max: 20 }), ([graph, [from]], maxCost) => {
        const distances = floydWarshall(graph)[from];
        const tree = dijkstraAll(from, edgesOf(graph), { maxCost });
        const within = distances
          .map((d, n) => [d, n])
          .filter(([d]) => d <= maxCost)
          .map(([, n]) => n);
        expect([...tree.nodes].sort((a, b) => a - b)).toEqual(within);
      }),
    );
  });

  it('several starts give the cheapest cost from the nearest', () => {
    fc.assert(
      fc.property(withPair(), fc.nat(), ([graph, [from, to]], extra) => {
        const second = extra % graph.size;
        const d = floydWarshall(graph);
        const expected = Math.min(d[from][to], d[second][to]);
        const result = dijkstra(starts(from, second), edgesOf(graph), to);
        expect(result.cost).toBe(expected);
        const unit = floydWarshall(graph, true);
        expect(bfs(starts(from, second), neighborsOf(graph), to).cost).toBe(
          Math.min(unit[from][to], unit[second][to]),
        );
      }),
    );
  });
});
