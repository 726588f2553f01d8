// The Watch view's counters come from replaying trace events; they must end where the
// search's own statistics end, for every algorithm the knight tab offers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Board } from '../../../src/grid/index.js';
import { KNIGHT, LeaperGraph, NAMED_LEAPERS } from '../../../src/puzzles/knight/index.js';
import { bfs, type TraceEvent } from '../../../src/search/index.js';
import { findWord, parseLetterGrid } from '../../../src/puzzles/wordsearch/index.js';
import { ALGORITHMS, leaperLowerBound, runKnight } from '../knight-search.js';
import { TracePlayer } from './trace-player.js';

describe('TracePlayer', () => {
  it('ends with the statistics of the search it replays, for every algorithm', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 9 }),
        fc.integer({ min: 3, max: 9 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...ALGORITHMS.map((a) => a.id)),
        fc.constantFrom(...NAMED_LEAPERS),
        (width, height, a, b, algorithm, leaper) => {
          const board = new Board(width, height);
          const run = runKnight({
            board,
            leaper,
            from: a % board.size,
            to: b % board.size,
            algorithm,
          });
          const player = new TracePlayer(run.events);
          const states = new Map<number, string>();
          player.onNode = (node, state) => states.set(node, state);
          let steps = 0;
          while (player.stepExpansion()) steps++;
          expect(player.done).toBe(true);
          expect(player.outcome).toBe(run.result.outcome);
          expect(player.counters.expanded).toBe(run.result.stats.expanded);
          expect(player.counters.generated).toBe(run.result.stats.generated);
          // One step per expansion, plus the step that applies a search's opening events
          // when the goal is the start (no expansion at all).
          expect(steps).toBe(Math.max(1, run.result.stats.expanded));
          // Nothing is left "being expanded" at the end.
          expect([...states.values()]).not.toContain('current');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts the frontier as the search reports it, step by step', () => {
    const board = new Board(8, 8);
    const graph = new LeaperGraph(board, KNIGHT);
    const events: TraceEvent<number>[] = [];
    bfs(0, graph, 63, { nodeCount: 64, tracer: (event) => events.push(event) });
    const player = new TracePlayer(events);
    player.stepExpansion();
    // a1 expanded: its two moves wait on the frontier at depth 0.
    expect(player.counters).toMatchObject({ expanded: 1, generated: 2, frontier: 2, depth: 0 });
    player.stepExpansion();
    const second = events.filter((event) => event.type === 'expand')[1];
    const generatedBySecond = graph.neighbors(second.type === 'expand' ? second.node : -1).length;
    expect(player.counters.generated).toBe(2 + generatedBySecond);
    expect(player.counters.depth).toBe(1);
  });

  it('tells the two sides of a bidirectional search apart', () => {
    const board = new Board(8, 8);
    const run = runKnight({ board, leaper: KNIGHT, from: 0, to: 63, algorithm: 'bidirectional' });
    const player = new TracePlayer(run.events);
    player.finish();
    expect(player.sideOf(0)).toBe(0);
    expect(player.sideOf(63)).toBe(1);
    // A square next to the goal was reached from the goal's side.
    expect(player.sideOf(board.index(6, 5))).toBe(1);
    expect(run.result.cost).toBe(6);
  });

  it('puts every node of a one-way search on the start side, listed starts or not', () => {
    // The word search's DFS lists no starts: each first letter shows up as an expansion.
    const grid = parseLetterGrid('PERS/LATG/SINE/TERS');
    const events: TraceEvent<number>[] = [];
    expect(
      findWord(grid, 'plaster', { tracer: (event) => events.push(event) }).cells,
    ).toBeDefined();
    expect(events[0]).toMatchObject({ type: 'start', nodes: [] });
    const player = new TracePlayer(events);
    player.finish();
    const cells = events.flatMap((event) => (event.type === 'expand' ? [event.node] : []));
    expect(cells.length).toBeGreaterThanOrEqual(7);
    for (const cell of cells) expect(player.sideOf(cell)).toBe(0);
  });
});

describe('leaperLowerBound', () => {
  it('never overestimates the fewest moves (A* stays optimal)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...NAMED_LEAPERS),
        (width, height, a, b, leaper) => {
          const board = new Board(width, height);
          const from = a % board.size;
          const to = b % board.size;
          const exact = bfs(from, new LeaperGraph(board, leaper), to, { nodeCount: board.size });
          if (exact.path)
            expect(leaperLowerBound(board, leaper, from, to)).toBeLessThanOrEqual(exact.cost);
        },
      ),
    );
  });
});
