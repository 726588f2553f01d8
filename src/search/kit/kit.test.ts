import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allShortestPaths,
  astar,
  bfs,
  bfsAll,
  bidirectionalBfs,
  checkRunLimits,
  createNodeTable,
  dfs,
  dijkstra,
  dijkstraAll,
  idastar,
  iddfs,
  SearchRun,
  type Edge,
  type SearchStats,
} from '../index.js';

/** A loop whose expansions take `costMs` each, stopped only by the run's limits. */
function busyLoop(costMs: number, options: ConstructorParameters<typeof SearchRun>[0]) {
  const run = new SearchRun<number>(options);
  for (;;) {
    const stop = run.expand();
    if (stop) return run.finish(stop);
    const until = performance.now() + costMs;
    while (performance.now() < until);
  }
}

describe('SearchRun', () => {
  it('stops cheap and expensive loops alike within a few milliseconds of the time limit', () => {
    for (const costMs of [0, 0.05, 2]) {
      const result = busyLoop(costMs, { timeLimitMs: 30 });
      expect(result.outcome).toBe('timeLimit');
      // The rule is "within about 50 ms"; a loaded machine still keeps well inside that.
      expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(30);
      expect(result.stats.elapsedMs).toBeLessThan(30 + 50);
    }
  });

  it('keeps maxExpanded exact whatever the check interval', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.option(fc.integer({ min: 1, max: 300 })),
        (max, every) => {
          const result = busyLoop(0, { maxExpanded: max, progressEvery: every ?? undefined });
          expect(result.outcome).toBe('maxExpanded');
          expect(result.stats.expanded).toBe(max);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('stops when another thread raises the stop flag', async () => {
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const { Worker } = await import('node:worker_threads');
    const worker = new Worker(
      'const { workerData } = require("node:worker_threads"); setTimeout(() => Atomics.store(workerData, 0, 1), 20);',
      { eval: true, workerData: flag },
    );
    const result = await new Promise<ReturnType<typeof busyLoop>>((resolve) => {
      // Let the worker start, then spin; the flag must end the loop.
      setTimeout(() => resolve(busyLoop(0.01, { stopFlag: flag, timeLimitMs: 10_000 })), 0);
    });
    await worker.terminate();
    expect(result.outcome).toBe('aborted');
  });

  it('reports progress at most every interval and with the extra statistics of its puzzle', () => {
    const seen: (SearchStats & { pruned: number })[] = [];
    const run = new SearchRun<number, SearchStats & { pruned: number }>(
      {
        progressEvery: 10,
        onProgress: (stats) => seen.push(stats as SearchStats & { pruned: number }),
      },
      { pruned: 0 },
    );
    for (let i = 0; i < 35; i++) {
      expect(run.expand()).toBeUndefined();
      run.stats.pruned++;
    }
    expect(seen.map((s) => s.expanded)).toEqual([10, 20, 30]);
    expect(seen[2].pruned).toBe(30);
    expect(run.end('exhausted').pruned).toBe(35);
  });

  it('sends start, limit and end to the tracer', () => {
    const events: string[] = [];
    const run = new SearchRun<number>({
      maxExpanded: 1,
      tracer: (event) => events.push(event.type),
    });
    expect(run.begin('demo', [0])).toBeUndefined();
    expect(run.expand()).toBeUndefined();
    expect(run.expand()).toBe('maxExpanded');
    run.finish('maxExpanded');
    expect(events).toEqual(['start', 'limit', 'end']);
  });
});

describe('checkRunLimits', () => {
  it('refuses a limit no search could keep, naming it and its value', () => {
    expect(() =>
      checkRunLimits({ maxExpanded: 10, timeLimitMs: 0.5, maxStored: Infinity }),
    ).not.toThrow();
    expect(() => checkRunLimits({ timeLimitMs: Number.NaN })).toThrow(
      'timeLimitMs must be a number from 0 up, or Infinity, not NaN',
    );
    expect(() => checkRunLimits({ maxExpanded: 2.5 })).toThrow('maxExpanded must be a whole');
    expect(() => checkRunLimits({ maxStored: -1 })).toThrow('maxStored must be a whole');
    expect(() => checkRunLimits({ progressEvery: 0 })).toThrow('progressEvery must be');
    expect(() => checkRunLimits({ deadline: Number.NaN })).toThrow('deadline must be');
  });

  it('stops a search before it starts, where a NaN limit would never stop it', () => {
    const endless = () =>
      bfs(
        0,
        (n) => [n + 1],
        () => false,
        { timeLimitMs: Number.NaN },
      );
    expect(endless).toThrow(RangeError);
  });
});

describe('node tables', () => {
  it('hand out the same ids as a Map, for integer, fractional and string keys mixed', () => {
    const key = fc.oneof(
      fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
      fc.double({ noNaN: true }),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(key, { maxLength: 3000 }), (keys) => {
        const table = createNodeTable<number | string>({});
        const reference = new Map<unknown, number>();
        // The node as first claimed: a Map keeps the key -0 as +0, the table keeps the node.
        const firstClaimed: (number | string)[] = [];
        for (const k of keys) {
          const known = reference.get(k);
          const id = table.claim(k);
          if (known === undefined) {
            expect(id).toBe(reference.size);
            reference.set(k, id);
            firstClaimed.push(k);
          } else expect(id).toBe(-1 - known);
        }
        firstClaimed.forEach((k, id) => {
          expect(table.find(k)).toBe(id);
          expect(table.node(id)).toBe(k);
        });
        expect(table.size).toBe(reference.size);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses nodeCount together with key, and nodes outside nodeCount', () => {
    expect(() => bfs(0, (n: number) => [n + 1], 3, { nodeCount: 4, key: String })).toThrow(
      TypeError,
    );
    expect(() => bfs(0, (n: number) => [n + 1], 9, { nodeCount: 4 })).toThrow(/outside \[0, 4\)/);
  });
});

describe('every search on the kit', () => {
  const line = (n: number) => [n + 1, n - 1];
  const weighted = (n: number): Edge<number>[] => [
    { node: n + 1, cost: 1 },
    { node: n - 1, cost: 1 },
  ];
  const never = () => false;
  const searches = {
    bfs: (o: object) => bfs(0, line, never, o),
    dfs: (o: object) => dfs(0, line, never, o),
    iddfs: (o: object) => iddfs(0, line, never, o),
    dijkstra: (o: object) => dijkstra(0, weighted, never, o),
    astar: (o: object) => astar(0, weighted, never, o),
    idastar: (o: object) => idastar(0, weighted, never, o),
    bidirectionalBfs: (o: object) => bidirectionalBfs(0, line, 0.5, o),
    allShortestPaths: (o: object) => allShortestPaths(0, line, never, o),
    bfsAll: (o: object) => bfsAll(0, line, o),
    dijkstraAll: (o: object) => dijkstraAll(0, weighted, o),
  };

  for (const [name, run] of Object.entries(searches)) {
    it(`${name}: maxStored is a memory budget`, () => {
      // Iterative deepening stores only its path, which the budget then bounds.
      const result = run({ maxStored: 500 });
      expect(result.outcome).toBe('memoryLimit');
    });

    it(`${name}: a time limit stops it within 50 ms`, () => {
      const result = run({ timeLimitMs: 25 });
      expect(result.outcome).toBe('timeLimit');
      expect(result.stats.elapsedMs).toBeLessThan(25 + 50);
    });
  }
});

describe('push-form successors', () => {
  it('give the same answers as pull-form ones', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat({ max: 29 }), { maxLength: 4 }), { minLength: 30, maxLength: 30 }),
        fc.nat({ max: 29 }),
        (adjacency, goal) => {
          const pull = (n: number) => adjacency[n];
          const push = (n: number, visit: (m: number) => void) =>
            adjacency[n].forEach((m) => visit(m));
          const pullEdges = (n: number) =>
            adjacency[n].map((m) => ({ node: m, cost: 1 + (m % 3) }));
          const pushEdges = (n: number, visit: (m: number, cost: number) => void) =>
            adjacency[n].forEach((m) => visit(m, 1 + (m % 3)));
          for (const nodeCount of [undefined, 30]) {
            const o = { nodeCount };
            expect(bfs(0, push, goal, o).path).toEqual(bfs(0, pull, goal, o).path);
            expect(dfs(0, push, goal, o).path).toEqual(dfs(0, pull, goal, o).path);
            expect(dijkstra(0, pushEdges, goal, o).path).toEqual(
              dijkstra(0, pullEdges, goal, o).path,
            );
            expect(bfsAll(0, push, o).nodes).toEqual(bfsAll(0, pull, o).nodes);
          }
          expect(bidirectionalBfs(0, push, goal).cost).toBe(bidirectionalBfs(0, pull, goal).cost);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('bfsAll', () => {
  it('gives every node its fewest edges, as bfs does one goal at a time', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat({ max: 24 }), { maxLength: 3 }), { minLength: 25, maxLength: 25 }),
        fc.option(fc.nat({ max: 5 })),
        (adjacency, maxDepth) => {
          const next = (n: number) => adjacency[n];
          const tree = bfsAll(0, next, { maxDepth: maxDepth ?? undefined });
          for (let node = 0; node < 25; node++) {
            const single = bfs(0, next, node);
            const expected = single.cost <= (maxDepth ?? Infinity) ? single.cost : Infinity;
            expect(tree.cost(node)).toBe(expected);
            if (expected !== Infinity) expect(tree.pathTo(node)!.length - 1).toBe(expected);
          }
          const depths = tree.nodes.map((n) => tree.cost(n));
          expect(depths).toEqual([...depths].sort((a, b) => a - b));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('one API shape', () => {
  it('runs one query through every path search by changing only the function', () => {
    // A graph that offers both edge forms, so unweighted and weighted searches take it.
    const graph = {
      neighbors: (n: number) => [n + 1, n - 1, 3 * n].filter((m) => m >= 0 && m <= 60),
      edges: (n: number) => graph.neighbors(n).map((node) => ({ node, cost: 1 })),
    };
    const searches = [bfs, dfs, iddfs, dijkstra, astar, idastar, bidirectionalBfs];
    for (const search of searches) {
      const result = search(1, graph, 28, { maxExpanded: 100_000 });
      expect(result.outcome, search.name).toBe('found');
      expect(result.path?.[0]).toBe(1);
      expect(result.path?.at(-1)).toBe(28);
      // 1 -> 3 -> 9 -> 27 -> 28: every search that promises a shortest path finds one.
      if (search !== dfs) expect(result.cost, search.name).toBe(4);
    }
  });

  it('refuses a predicate as the goal of bidirectionalBfs, which searches back from it', () => {
    const goal = ((n: number) => n === 3) as unknown as number;
    expect(() => bidirectionalBfs(0, (n: number) => [n + 1], goal)).toThrow(/goal node/);
  });
});
