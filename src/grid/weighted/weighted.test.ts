import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  astar,
  dijkstra,
  dijkstraAll,
  type EdgeVisit,
  type TraceEvent,
} from '../../search/index.js';
import { BucketQueue } from './bucket-queue.js';
import { componentLabels } from './components.js';
import { WeightedGrid } from './grid.js';
import { WeightedPathFinder } from './path-finder.js';

const SQRT2 = Math.SQRT2;

/** The grid as the search core's push-form graph: every allowed step, N S W E then diagonals. */
function edgesOf(grid: WeightedGrid): (cell: number, visit: EdgeVisit<number>) => void {
  const steps = [
    [0, -1],
    [0, 1],
    [-1, 0],
    [1, 0],
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ];
  return (cell, visit) => {
    const x = cell % grid.width;
    const y = (cell - x) / grid.width;
    for (const [dx, dy] of steps.slice(0, grid.diagonal ? 8 : 4)) {
      if (!grid.board.inside(x + dx, y + dy)) continue;
      const next = grid.index(x + dx, y + dy);
      const cost = grid.stepCost(cell, next);
      if (cost !== Infinity) visit(next, cost);
    }
  };
}

function heuristicOf(grid: WeightedGrid, goal: number): (cell: number) => number {
  const factor = grid.cheapestStep();
  return (cell) => {
    const dx = Math.abs((cell % grid.width) - (goal % grid.width));
    const dy = Math.abs(Math.floor(cell / grid.width) - Math.floor(goal / grid.width));
    if (!grid.diagonal) return (dx + dy) * factor;
    return (dx < dy ? dy - dx + dx * SQRT2 : dx - dy + dy * SQRT2) * factor;
  };
}

const close = (a: number, b: number) =>
  a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('WeightedGrid', () => {
  it('charges the cost of the cell entered, sqrt 2 times it on a diagonal', () => {
    const grid = WeightedGrid.fromCellCosts(3, 2, [1, 5, 1, 2, 1, Infinity], { diagonal: true });
    expect(grid.stepCost(0, 1)).toBe(5);
    expect(grid.stepCost(1, 0)).toBe(1);
    expect(grid.stepCost(0, 4)).toBe(SQRT2);
    expect(grid.stepCost(4, 5)).toBe(Infinity);
    expect(grid.stepCost(0, 2)).toBe(Infinity); // not a neighbour
    expect(grid.stepCost(2, 3)).toBe(Infinity); // not a neighbour: the rows do not wrap
    // (1, 0) to (2, 1) would cut past the blocked (2, 1)... it enters it: blocked.
    expect(grid.stepCost(1, 5)).toBe(Infinity);
    expect(grid.pathCost([0, 4, 1])).toBe(SQRT2 + 5);
    expect(grid.pathCost([0, 1, 5])).toBeUndefined();
    expect(grid.pathCost([7])).toBeUndefined();
    expect(grid.pathCost([3])).toBe(0);
    expect(grid.pathCost([])).toBeUndefined();
  });

  it('never cuts a corner: a diagonal needs both cells beside it enterable', () => {
    const grid = WeightedGrid.fromCellCosts(2, 2, [1, Infinity, 1, 1], { diagonal: true });
    expect(grid.stepCost(0, 3)).toBe(Infinity);
    expect(grid.stepCost(2, 1)).toBe(Infinity);
    const four = WeightedGrid.fromCellCosts(2, 2, [1, 1, 1, 1]);
    expect(four.stepCost(0, 3)).toBe(Infinity); // 4-connected: no diagonals at all
  });

  it('prices moves by the kinds left and entered', () => {
    const cost = (from: number, to: number) =>
      to === 0 ? 1 : to === 2 ? Infinity : from === 1 ? 1 : 3;
    const grid = WeightedGrid.fromKinds(4, 1, [0, 1, 1, 2], cost);
    expect(grid.pathCost([0, 1, 2])).toBe(4);
    expect(grid.pathCost([2, 1, 0])).toBe(2);
    expect(grid.stepCost(2, 3)).toBe(Infinity);
    expect(grid.cheapestStep()).toBe(1);
    expect(grid.dearestStep()).toBe(3);
    expect(grid.wholeCosts()).toBe(true);
    expect(WeightedGrid.fromCellCosts(2, 1, [1.5, 2]).wholeCosts()).toBe(false);
  });

  it('refuses bad sizes, costs and kinds', () => {
    expect(() => WeightedGrid.fromCellCosts(2, 2, [1, 1, 1])).toThrow('needs 4 cells, not 3');
    expect(() => WeightedGrid.fromCellCosts(0, 2, [])).toThrow(RangeError);
    expect(() => WeightedGrid.fromCellCosts(2, 1, [1, -1])).toThrow('cell 1 costs -1');
    expect(() => WeightedGrid.fromCellCosts(2, 1, [1, NaN])).toThrow('cell 1 costs NaN');
    expect(() => WeightedGrid.fromKinds(2, 1, [0, 255], () => 1)).toThrow('kind 255');
    expect(() => WeightedGrid.fromKinds(2, 1, [0, 1], () => -2)).toThrow('kind 0 to kind 0');
  });

  it('labels components so that separated cells are known at once', () => {
    const grid = WeightedGrid.fromCellCosts(3, 2, [1, Infinity, 1, 1, Infinity, 1]);
    const labels = componentLabels(grid);
    expect(labels[grid.padded(0)]).toBe(labels[grid.padded(3)]);
    expect(labels[grid.padded(0)]).not.toBe(labels[grid.padded(2)]);
    expect(labels[grid.padded(1)]).toBe(0);
    const finder = new WeightedPathFinder(grid);
    expect(finder.separated(0, 5)).toBe(true);
    const route = finder.findPath(0, 5);
    expect(route.outcome).toBe('exhausted');
    expect(route.stats.expanded).toBe(0);
  });
});

describe('BucketQueue', () => {
  it('gives cells by priority, then depth, then first in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ rise: fc.nat(4), depth: fc.nat(5), pop: fc.boolean() }), {
          maxLength: 60,
        }),
        (steps) => {
          const queue = new BucketQueue(5, 6);
          queue.reset(10);
          const reference: { cell: number; priority: number; depth: number }[] = [];
          let floor = 10;
          let cell = 0;
          const pop = () => {
            reference.sort(
              (a, b) => a.priority - b.priority || a.depth - b.depth || a.cell - b.cell,
            );
            const first = reference.shift()!;
            floor = first.priority;
            expect(queue.pop()).toBe(first.cell);
          };
          for (const { rise, depth, pop: popNow } of steps) {
            // Priorities stay within the window above the smallest queued, as A* keeps them.
            const priority = floor + rise;
            queue.push(cell, priority, depth);
            reference.push({ cell: cell++, priority, depth });
            if (popNow) pop();
          }
          while (reference.length > 0) pop();
          expect(queue.size).toBe(0);
        },
      ),
    );
  });
});

/** Random grids up to 8x8: costs per cell, or per move with asymmetric random tables. */
const grids = fc
  .record({
    width: fc.integer({ min: 1, max: 8 }),
    height: fc.integer({ min: 1, max: 8 }),
    diagonal: fc.boolean(),
    perMove: fc.boolean(),
    // Whole costs take the bucket queue on 4-connected grids, fractions the heap.
    values: fc.constantFrom([1, 2, 3, 5, Infinity], [1, 1.5, 2.25, 3, Infinity], [0, 1, 4]),
  })
  .chain((shape) =>
    fc.record({
      shape: fc.constant(shape),
      cells: fc.array(fc.nat(shape.values.length - 1), {
        minLength: shape.width * shape.height,
        maxLength: shape.width * shape.height,
      }),
      table: fc.array(fc.nat(shape.values.length - 1), { minLength: 9, maxLength: 9 }),
      from: fc.nat(shape.width * shape.height - 1),
      to: fc.nat(shape.width * shape.height - 1),
      budget: fc.integer({ min: 0, max: 12 }),
    }),
  )
  .map(({ shape, cells, table, from, to, budget }) => {
    const { width, height, diagonal, values } = shape;
    const grid = shape.perMove
      ? WeightedGrid.fromKinds(
          width,
          height,
          cells.map((v) => v % 3),
          (a, b) => values[table[a * 3 + b]],
          { diagonal },
        )
      : WeightedGrid.fromCellCosts(
          width,
          height,
          cells.map((v) => values[v]),
          { diagonal },
        );
    return { grid, from, to, budget };
  });

describe('WeightedPathFinder against the search core', () => {
  it('finds paths as cheap as Dijkstra on the same grid, that replay to their cost', () => {
    fc.assert(
      fc.property(grids, ({ grid, from, to }) => {
        const finder = new WeightedPathFinder(grid);
        const reference = dijkstra(from, edgesOf(grid), to, { nodeCount: grid.board.size });
        for (const algorithm of ['astar', 'dijkstra'] as const) {
          const route = finder.findPath(from, to, { algorithm });
          expect(route.outcome).toBe(reference.outcome);
          expect(close(route.cost, reference.cost)).toBe(true);
          if (route.path) {
            expect(route.path[0]).toBe(from);
            expect(route.path.at(-1)).toBe(to);
            expect(grid.pathCost(route.path)).toBe(route.cost);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('expands the same cells in the same order as the core on 4-connected grids', () => {
    fc.assert(
      fc.property(grids, ({ grid, from, to }) => {
        if (grid.diagonal) return;
        const finder = new WeightedPathFinder(grid);
        if (finder.separated(from, to)) return;
        const expansions = (events: TraceEvent<number>[]) =>
          events.filter((e) => e.type === 'expand').map((e) => (e.type === 'expand' ? e.node : -1));
        const ours: TraceEvent<number>[] = [];
        const core: TraceEvent<number>[] = [];
        const route = finder.findPath(from, to, { tracer: (e) => ours.push(e) });
        const reference = astar(from, edgesOf(grid), to, {
          heuristic: heuristicOf(grid, to),
          nodeCount: grid.board.size,
          tracer: (e) => core.push(e),
        });
        if (reference.outcome !== 'found') return; // ours may know it at once
        expect(expansions(ours)).toEqual(expansions(core));
        expect(route.path).toEqual(reference.path);
        expect(route.stats.generated).toBe(reference.stats.generated);
      }),
      { numRuns: 400 },
    );
  });

  it('finds every cell within the budget at its cheapest cost, cheapest first', () => {
    fc.assert(
      fc.property(grids, ({ grid, from, budget }) => {
        const range = new WeightedPathFinder(grid).range(from, budget);
        const tree = dijkstraAll(from, edgesOf(grid), {
          maxCost: budget,
          nodeCount: grid.board.size,
        });
        expect(range.outcome).toBe('exhausted');
        expect([...range.cells].sort((a, b) => a - b)).toEqual(
          [...tree.nodes].sort((a, b) => a - b),
        );
        for (let i = 0; i < range.cells.length; i++) {
          const cell = range.cells[i];
          expect(close(range.costs[i], tree.cost(cell))).toBe(true);
          expect(range.cost(cell)).toBe(range.costs[i]);
          if (i > 0) expect(range.costs[i]).toBeGreaterThanOrEqual(range.costs[i - 1]);
          const path = range.pathTo(cell)!;
          expect(path[0]).toBe(from);
          expect(grid.pathCost(path)).toBe(range.costs[i]);
        }
        const outside = tree.nodes.length === grid.board.size ? -1 : grid.board.size;
        expect(range.pathTo(outside)).toBeUndefined();
        expect(range.cost(outside)).toBe(Infinity);
      }),
      { numRuns: 300 },
    );
  });
});

describe('WeightedPathFinder queries', () => {
  const open = (width: number, height: number, diagonal = false) =>
    WeightedGrid.fromCellCosts(
      width,
      height,
      Array.from({ length: width * height }, (_, cell) => 1 + (cell % 3)),
      { diagonal },
    );

  it('answers the start itself, refuses cells off the grid, and reuses its books', () => {
    const grid = open(5, 5, true);
    const finder = new WeightedPathFinder(grid);
    expect(finder.findPath(7, 7)).toMatchObject({ outcome: 'found', path: [7], cost: 0 });
    expect(() => finder.findPath(0, 25)).toThrow('the goal must be a cell in [0, 25)');
    expect(() => finder.range(-1, 3)).toThrow(RangeError);
    const first = finder.findPath(0, 24);
    for (let i = 0; i < 3; i++) expect(finder.findPath(0, 24)).toMatchObject({ cost: first.cost });
  });

  it('reports every event with cells, from start to end', () => {
    const grid = WeightedGrid.fromCellCosts(3, 1, [1, 2, 3]);
    const events: TraceEvent<number>[] = [];
    new WeightedPathFinder(grid).findPath(0, 2, { tracer: (e) => events.push(e) });
    expect(events[0]).toEqual({ type: 'start', nodes: [0], algorithm: 'astar' });
    expect(events[1]).toEqual({ type: 'expand', node: 0, cost: 0, frontier: 0 });
    expect(events[2]).toMatchObject({ type: 'generate', node: 1, parent: 0, cost: 2 });
    expect(events.at(-2)).toEqual({ type: 'found', node: 2, cost: 5 });
    expect(events.at(-1)).toMatchObject({ type: 'end', outcome: 'found' });
  });

  it('stops cleanly at maxExpanded, maxStored, a time limit, a signal and a stop flag', () => {
    for (const diagonal of [false, true]) {
      const grid = open(300, 300, diagonal);
      const finder = new WeightedPathFinder(grid);
      const far = grid.board.size - 1;
      const events: TraceEvent<number>[] = [];
      const capped = finder.findPath(0, far, { maxExpanded: 50, tracer: (e) => events.push(e) });
      expect(capped).toMatchObject({ outcome: 'maxExpanded', path: undefined, cost: Infinity });
      expect(capped.stats.expanded).toBe(50);
      expect(events.at(-2)).toEqual({ type: 'limit', outcome: 'maxExpanded' });
      expect(finder.findPath(0, far, { maxStored: 100 }).outcome).toBe('memoryLimit');
      const timed = finder.range(0, Infinity, { timeLimitMs: 1, progressEvery: 16 });
      expect(timed.outcome).toBe('timeLimit');
      expect(timed.cells.length).toBeLessThan(grid.board.size);
      const controller = new AbortController();
      const aborted = finder.findPath(0, far, {
        algorithm: 'dijkstra',
        progressEvery: 10,
        signal: controller.signal,
        onProgress: (stats) => {
          if (stats.expanded >= 30) controller.abort();
        },
      });
      expect(aborted.outcome).toBe('aborted');
      // Aborted at the check after 30 expansions, seen at the next one.
      expect(aborted.stats.expanded).toBe(40);
      expect(finder.findPath(0, far, { signal: controller.signal }).stats.expanded).toBe(0);
      const flag = new Int32Array(new SharedArrayBuffer(4));
      Atomics.store(flag, 0, 1);
      expect(finder.range(0, 10, { stopFlag: flag }).outcome).toBe('aborted');
      // The finder is whole again after every stop.
      const reference = new WeightedPathFinder(grid).findPath(0, far, { algorithm: 'dijkstra' });
      expect(finder.findPath(0, far).cost).toBe(reference.cost);
    }
  });
});
