import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dijkstra } from '../../search/index.js';
import { InputError } from '../../grid/index.js';
import { GridMap, parseMovingAiMap } from './map.js';
import { matchesPrinted, parseScenarios } from './scenario.js';
import { GridGraph, pathLength } from './graph.js';
import { GridPathFinder } from './path-finder.js';
import { octileDistance } from './octile.js';

const SQRT2 = Math.SQRT2;

function cost(map: GridMap, from: [number, number], to: [number, number], diagonal = true) {
  const finder = new GridPathFinder(map);
  return finder.findPath(map.index(...from), map.index(...to), { diagonal });
}

describe('Moving AI map files', () => {
  it('reads the header and the rows', () => {
    const map = parseMovingAiMap('type octile\nheight 2\nwidth 3\nmap\n.G@\nSWT\n');
    expect([map.width, map.height]).toEqual([3, 2]);
    expect(map.passable(map.index(1, 0))).toBe(true);
    expect(map.passable(map.index(2, 0))).toBe(false);
    expect(map.passable(map.index(2, 1))).toBe(false);
    expect(map.canStep(map.index(0, 0), map.index(0, 1))).toBe(true); // ground to swamp
    expect(map.canStep(map.index(0, 1), map.index(1, 1))).toBe(false); // swamp to water
    expect(map.passableCount()).toBe(4);
  });

  it('reports a bad character with its line and column', () => {
    const read = () =>
      parseMovingAiMap('type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n', { file: 'a.map' });
    expect(read).toThrow(InputError);
    expect(read).toThrow('a.map:6:2: unexpected character "x"');
  });

  it('reports short rows, missing rows and a missing size', () => {
    expect(() => parseMovingAiMap('type octile\nheight 2\nwidth 3\nmap\n...\n..\n')).toThrow(
      '<input>:6:3: row 1 has 2 cells; expected 3',
    );
    expect(() => parseMovingAiMap('type octile\nheight 3\nwidth 3\nmap\n...\n...\n')).toThrow(
      'the map has 2 rows; expected 3',
    );
    expect(() => parseMovingAiMap('type octile\nwidth 3\nmap\n...\n')).toThrow('missing "height"');
    expect(() => parseMovingAiMap('height 1\nwidth 1\n.\n')).toThrow(
      '<input>:3:1: unexpected header line "."',
    );
    expect(() => parseMovingAiMap('height 1\nwidth 1\n')).toThrow('no "map" line');
  });
});

describe('scenario files', () => {
  it('reads tab- and space-separated lines', () => {
    const scenarios = parseScenarios(
      'version 1\n0\tmaps/a.map\t49\t49\t1\t13\t4\t12\t3.41421\n123 maps/b.map 512 512 66 96 439 185 494.90\n\n',
    );
    expect(scenarios).toHaveLength(2);
    expect(scenarios[0]).toMatchObject({
      bucket: 0,
      start: { x: 1, y: 13 },
      goal: { x: 4, y: 12 },
      optimal: 3.41421,
      decimals: 5,
      line: 2,
    });
    expect(scenarios[1].decimals).toBe(2);
  });

  it('reports a bad field with its line and column', () => {
    expect(() => parseScenarios('version 1\n0 a.map 4 4 1 x 2 2 1\n', { file: 's.scen' })).toThrow(
      's.scen:2:15: "x" is not a whole number',
    );
    expect(() => parseScenarios('version 1\n0 a.map 4 4\n')).toThrow('expected 9');
  });

  it('matches lengths to the printed precision, and no further', () => {
    const printed = (text: string) => ({
      optimal: Number(text),
      decimals: text.includes('.') ? text.split('.')[1].length : 0,
    });
    expect(matchesPrinted(1 + 2 * SQRT2, printed('3.82843'))).toBe(true);
    // 99.882251 is printed 99.8822 by the single-precision generator.
    expect(matchesPrinted(32 + 48 * SQRT2, printed('99.8822'))).toBe(true);
    expect(matchesPrinted(32 + 48 * SQRT2, printed('99.8812'))).toBe(false);
    // A different octile length 8.7e-4 away is told apart.
    expect(matchesPrinted(577, printed('577'))).toBe(true);
    expect(matchesPrinted(408 * SQRT2, printed('577.000'))).toBe(false);
  });
});

describe('octile search on a small map', () => {
  // (0,0) top left.
  const map = GridMap.fromRows([
    '......', //
    '.@@@..',
    '...@..',
    '.@....',
    'WW.@..',
  ]);

  it('goes diagonally on open ground', () => {
    expect(cost(map, [4, 0], [5, 1]).cost).toBeCloseTo(SQRT2, 12);
    expect(cost(map, [4, 0], [5, 3]).cost).toBeCloseTo(2 + SQRT2, 12);
    expect(cost(map, [0, 0], [0, 0]).path).toEqual([0]);
  });

  it('never cuts a corner', () => {
    // (0,2) to (1,2) is a step; (0,2) to (1,3) would cut past the wall at (1,3)... blocked.
    // From (2,2) to (3,3): (3,2) is a wall, so no diagonal: two steps.
    expect(cost(map, [2, 2], [3, 3]).cost).toBe(2);
    // From (0,0) to (4,1): round the wall's top, (3,0)->(4,1) cuts (3,1), so straight.
    expect(cost(map, [0, 0], [4, 1]).cost).toBeCloseTo(5, 12);
  });

  it('keeps water and land apart', () => {
    expect(cost(map, [0, 4], [1, 4]).cost).toBe(1);
    const crossing = cost(map, [0, 3], [0, 4]);
    expect(crossing.outcome).toBe('exhausted');
    expect(crossing.path).toBeUndefined();
    expect(crossing.stats.expanded).toBe(0);
  });

  it('searches 4-connected when asked', () => {
    expect(cost(map, [4, 0], [5, 3], false).cost).toBe(4);
    const result = cost(map, [0, 0], [5, 4], false);
    expect(result.cost).toBe(9);
    expect(pathLength(map, result.path!, false)).toBe(9);
  });

  it('returns legal paths whose replayed length is the cost', () => {
    const result = cost(map, [0, 2], [5, 4]);
    expect(result.outcome).toBe('found');
    expect(pathLength(map, result.path!, true)).toBeCloseTo(result.cost, 12);
    expect(result.path![0]).toBe(map.index(0, 2));
    expect(result.path!.at(-1)).toBe(map.index(5, 4));
  });

  it('refuses illegal paths when replaying', () => {
    expect(pathLength(map, [map.index(2, 2), map.index(3, 3)], true)).toBeUndefined();
    expect(pathLength(map, [map.index(4, 0), map.index(5, 1)], false)).toBeUndefined();
    expect(pathLength(map, [map.index(0, 0), map.index(2, 0)], true)).toBeUndefined();
  });

  it('stops at limits with the outcome named', () => {
    const finder = new GridPathFinder(map);
    const limited = finder.findPath(0, map.index(5, 4), { maxExpanded: 2, progressEvery: 1 });
    expect(limited.outcome).toBe('maxExpanded');
    expect(limited.stats.expanded).toBe(2);
    const controller = new AbortController();
    controller.abort();
    expect(finder.findPath(0, 5, { signal: controller.signal }).outcome).toBe('aborted');
    // The finder is reusable after a stopped query.
    expect(finder.findPath(0, 5).cost).toBe(5);
  });

  it("stops at the search kit's other limits, traced, on both searches", () => {
    // Scattered pillars, so that jump point search stores many cells too.
    const open = GridMap.fromRows(
      Array.from({ length: 200 }, (_, y) =>
        Array.from({ length: 200 }, (_, x) =>
          (x * 7 + y * 13) % 11 === 0 && x > 0 ? '@' : '.',
        ).join(''),
      ),
    );
    const finder = new GridPathFinder(open);
    const far = open.index(199, 150);
    for (const algorithm of ['jps', 'astar'] as const) {
      const events: string[] = [];
      const stored = finder.findPath(0, far, {
        algorithm,
        maxStored: 10,
        tracer: (e) => events.push(e.type === 'limit' ? `limit ${e.outcome}` : e.type),
      });
      expect(stored).toMatchObject({ outcome: 'memoryLimit', path: undefined, cost: Infinity });
      expect(events[0]).toBe('start');
      expect(events.slice(-2)).toEqual(['limit memoryLimit', 'end']);
      const flag = new Int32Array(new SharedArrayBuffer(4));
      Atomics.store(flag, 0, 1);
      expect(finder.findPath(0, far, { algorithm, stopFlag: flag }).outcome).toBe('aborted');
      const timed = finder.findPath(0, far, { algorithm, diagonal: false, timeLimitMs: 0 });
      expect(timed.outcome).toBe('timeLimit');
      expect(finder.findPath(0, far, { algorithm }).outcome).toBe('found');
    }
  });
});

describe('the fast finder agrees with Dijkstra on the reference graph', () => {
  const mapArbitrary = fc
    .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
    .chain(({ width, height }) =>
      fc.record({
        rows: fc.array(fc.stringMatching(new RegExp(`^[..G@TW]{${width}}$`)), {
          minLength: height,
          maxLength: height,
        }),
        start: fc.nat(width * height - 1),
        goal: fc.nat(width * height - 1),
        diagonal: fc.boolean(),
        algorithm: fc.constantFrom('jps' as const, 'astar' as const),
      }),
    );

  it('on random maps: jump point search and A*, both connectivities', () => {
    fc.assert(
      fc.property(mapArbitrary, ({ rows, start, goal, diagonal, algorithm }) => {
        const map = GridMap.fromRows(rows);
        const finder = new GridPathFinder(map);
        // Query twice: the stamped books must not leak from one query to the next.
        finder.findPath(goal, start, { diagonal, algorithm });
        const fast = finder.findPath(start, goal, { diagonal, algorithm });
        const reference = map.passable(start)
          ? dijkstra(start, new GridGraph(map, { diagonal }), goal, {
              nodeCount: map.board.size,
            })
          : { cost: Infinity, outcome: 'exhausted' };
        if (reference.cost === Infinity) {
          expect(fast.path).toBeUndefined();
          return;
        }
        expect(fast.outcome).toBe('found');
        expect(fast.cost).toBeCloseTo(reference.cost, 9);
        expect(pathLength(map, fast.path!, diagonal)).toBeCloseTo(fast.cost, 9);
        const [sx, sy, gx, gy] = [start % map.width, Math.floor(start / map.width)].concat([
          goal % map.width,
          Math.floor(goal / map.width),
        ]);
        expect(fast.cost).toBeGreaterThanOrEqual(octileDistance(sx, sy, gx, gy) - 1e-9);
      }),
      { numRuns: 600 },
    );
  });
});
