import { describe, expect, it } from 'vitest';
import {
  astar,
  bfs,
  dfs,
  dijkstra,
  dijkstraAll,
  idastar,
  iddfs,
  bidirectionalBfs,
} from './index.js';

// An infinite graph: the searches below can only end by a limit.
const line = (n: number) => [n + 1, n - 1];
const weighted = (n: number) => [
  { node: n + 1, cost: 1 },
  { node: n - 1, cost: 1 },
];
const never = () => false;

describe('limits stop every search cleanly', () => {
  const searches = {
    bfs: (o: object) => bfs(0, line, never, o),
    dfs: (o: object) => dfs(0, line, never, o),
    iddfs: (o: object) => iddfs(0, line, never, o),
    dijkstra: (o: object) => dijkstra(0, weighted, never, o),
    astar: (o: object) => astar(0, weighted, never, { heuristic: () => 0, ...o }),
    idastar: (o: object) => idastar(0, weighted, never, { heuristic: () => 0, ...o }),
    bidirectionalBfs: (o: object) => bidirectionalBfs(0, line, 0.5, o),
  };

  for (const [name, run] of Object.entries(searches)) {
    it(`${name}: maxExpanded is exact`, () => {
      const result = run({ maxExpanded: 1000 });
      expect(result.outcome).toBe('maxExpanded');
      expect(result.stats.expanded).toBe(1000);
      expect(result.path).toBeUndefined();
    });

    it(`${name}: an aborted signal stops it`, () => {
      const controller = new AbortController();
      let calls = 0;
      const result = run({
        progressEvery: 100,
        onProgress: () => {
          if (++calls === 3) controller.abort();
        },
        signal: controller.signal,
      });
      expect(result.outcome).toBe('aborted');
      expect(result.stats.expanded).toBeGreaterThanOrEqual(300);
    });

    it(`${name}: the time limit stops it`, () => {
      const result = run({ timeLimitMs: 20, progressEvery: 64 });
      expect(result.outcome).toBe('timeLimit');
      expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(20);
    });
  }

  it('an already-aborted signal stops before any expansion', () => {
    const controller = new AbortController();
    controller.abort();
    expect(bfs(0, line, never, { signal: controller.signal }).stats.expanded).toBe(0);
    expect(dijkstraAll(0, weighted, { signal: controller.signal }).outcome).toBe('aborted');
  });

  it('reports generated and frontier statistics', () => {
    const result = bfs(0, (n: number) => (n < 100 ? [n + 1, n + 2] : []), 100);
    expect(result.stats.generated).toBeGreaterThan(result.stats.expanded);
    expect(result.stats.maxFrontier).toBeGreaterThan(0);
  });
});

describe('deep paths need no recursion', () => {
  it('dfs returns a path of 200,000 nodes', () => {
    const n = 200_000;
    const result = dfs(0, (i: number) => (i < n ? [i + 1] : []), n, { nodeCount: n + 1 });
    expect(result.path).toHaveLength(n + 1);
  });
});
