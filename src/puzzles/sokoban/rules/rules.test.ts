import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RegionCounter, findComponents } from './components.js';
import { computeDeadSquares } from './dead-squares.js';
import { FreezeChecker } from './freeze.js';
import { ReachScanner, insideSquares, stepOffsets, workerReach } from './reachability.js';
import {
  arbitraryLevel,
  levelFromRows,
  referenceCanReachGoal,
  referenceMinPushes,
  referenceReach,
} from './reference.test-support.js';

describe('workerReach', () => {
  it('stops at walls and crates', () => {
    const level = levelFromRows(['######', '#@ $ #', '######']);
    const reach = workerReach(level);
    expect([...reach.keys()].filter((i) => reach[i])).toEqual([7, 8]);
  });

  it('matches a plain flood fill on random levels', () => {
    fc.assert(
      fc.property(arbitraryLevel(), (level) => {
        const reach = workerReach(level);
        const expected = referenceReach(level, level.crates);
        for (let i = 0; i < reach.length; i++) expect(reach[i] === 1).toBe(expected.has(i));
      }),
      { numRuns: 200 },
    );
  });
});

describe('ReachScanner.minSquareAfterMove', () => {
  it('names the smallest square of the region a fresh flood finds, for every push and pull, or asks for one', () => {
    let told = 0;
    let asked = 0;
    fc.assert(
      fc.property(arbitraryLevel(6), (level) => {
        const steps = stepOffsets(level.width);
        const scanner = new ReachScanner(level.width, level.height, level.walls);
        const blocked = new Uint8Array(level.width * level.height);
        const free = (square: number) => level.walls[square] === 0 && blocked[square] === 0;
        for (const from of level.crates) {
          for (let d = 0; d < 4; d++) {
            const to = from + steps[d];
            // A push: the worker behind the crate; a pull: the worker on `to`, stepping back.
            for (const pull of [false, true]) {
              const workerBefore = pull ? to : from - steps[d];
              const workerAfter = pull ? to + steps[d] : from;
              blocked.fill(0);
              for (const crate of level.crates) blocked[crate] = 1;
              if (!free(to) || !free(workerBefore) || (pull && !free(workerAfter))) continue;
              if (!referenceReach(level, level.crates).has(workerBefore)) continue;
              scanner.scan(blocked, level.worker);
              blocked[from] = 0;
              blocked[to] = 1;
              const fast = scanner.minSquareAfterMove(blocked, from, to);
              const crates = level.crates.map((crate) => (crate === from ? to : crate));
              const region = referenceReach({ ...level, worker: workerAfter }, crates);
              if (fast === -1) asked++;
              else {
                told++;
                expect(fast).toBe(Math.min(...region));
              }
            }
          }
        }
      }),
      { numRuns: 400 },
    );
    // Both ways are taken: the property is not met by always asking for a flood.
    expect(told).toBeGreaterThan(100);
    expect(asked).toBeGreaterThan(10);
  });
});

describe('findComponents', () => {
  it('splits the floor at crates and numbers regions by their smallest square', () => {
    const level = levelFromRows(['######', '#@ $ #', '######']);
    const { count, regionOf, representative } = findComponents(level);
    expect(count).toBe(2);
    expect(representative).toEqual([7, 10]);
    expect(regionOf[8]).toBe(regionOf[7]);
    expect(regionOf[9]).toBe(-1);
    expect(regionOf[0]).toBe(-1);
  });

  it('puts two inside squares in one region exactly when the worker walks between them', () => {
    fc.assert(
      fc.property(arbitraryLevel(), (level) => {
        const inside = insideSquares(level);
        const { regionOf, representative } = findComponents(level);
        const crates = new Set(level.crates);
        for (let i = 0; i < inside.length; i++) {
          if (!inside[i] || crates.has(i)) {
            expect(regionOf[i]).toBe(-1);
            continue;
          }
          const region = referenceReach({ ...level, worker: i }, level.crates);
          expect(representative[regionOf[i]]).toBe(Math.min(...region));
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('RegionCounter', () => {
  it('counts as many regions as findComponents, with one counter reused', () => {
    const counters = new Map<string, RegionCounter>();
    fc.assert(
      fc.property(arbitraryLevel(), (level) => {
        const inside = insideSquares(level);
        const blocked = inside.map((square) => 1 - square);
        const floor = Int32Array.from(inside.keys()).filter((square) => inside[square] === 1);
        // Reuse one counter per board shape so that its stamps carry over between counts.
        const key = `${level.width}x${level.height}:${[...floor].join()}`;
        const counter = counters.get(key) ?? new RegionCounter(level.width, floor, blocked);
        counters.set(key, counter);
        const occupied = new Uint8Array(inside.length);
        for (const crate of level.crates) occupied[crate] = 1;
        expect(counter.count(occupied)).toBe(findComponents(level).count);
        expect(counter.count(occupied)).toBe(findComponents(level).count);
      }),
      { numRuns: 200 },
    );
  });

  it('counts the regions around two squares as findComponents does', () => {
    const pick = fc.record({ square: fc.nat(), other: fc.nat(), near: fc.boolean() });
    fc.assert(
      fc.property(arbitraryLevel(), pick, (level, { square: a, other: b, near }) => {
        const inside = insideSquares(level);
        const blocked = inside.map((square) => 1 - square);
        const floor = Int32Array.from(inside.keys()).filter((square) => inside[square] === 1);
        const occupied = new Uint8Array(inside.length);
        for (const crate of level.crates) occupied[crate] = 1;
        const square = floor[a % floor.length];
        // The square a crate left or came from: a neighbour after a push, anywhere after a macro.
        const steps = stepOffsets(level.width);
        const others = near ? steps.map((step) => square + step) : [...floor];
        const other = others[b % others.length];
        fc.pre(inside[other] === 1 && other !== square);
        // The regions of each square's free sides once both are out of the floor.
        const cut = findComponents(level, [...level.crates, square, other]);
        const regionsBeside = (at: number, not: number) => {
          const regions = new Set<number>();
          for (const step of steps) {
            const side = at + step;
            if (inside[side] === 1 && side !== not && occupied[side] === 0) {
              regions.add(cut.regionOf[side]);
            }
          }
          return regions.size;
        };
        const counter = new RegionCounter(level.width, floor, blocked);
        const pair = counter.regionsAroundPair(square, other, occupied, Infinity);
        expect([pair & 7, pair >> 3]).toEqual([
          regionsBeside(square, other),
          regionsBeside(other, square),
        ]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('computeDeadSquares', () => {
  it('marks corners and wall runs without goals', () => {
    const level = levelFromRows(['######', '#@   #', '#  $.#', '######']);
    const dead = computeDeadSquares(level);
    expect(dead[7]).toBe(1); // top-left corner
    expect(dead[8]).toBe(1); // along the top wall, no goal on it
    expect(dead[10]).toBe(1); // top-right corner
    expect(dead[16]).toBe(0); // the goal
    expect(dead[15]).toBe(0); // pushed right onto the goal
  });

  it('agrees with forward pushes of a lone crate on random levels', () => {
    fc.assert(
      fc.property(arbitraryLevel(), (level) => {
        const dead = computeDeadSquares(level);
        const inside = insideSquares(level);
        for (let i = 0; i < inside.length; i++) {
          if (!inside[i]) expect(dead[i]).toBe(0);
          else expect(dead[i] === 0).toBe(referenceCanReachGoal(level, i));
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('FreezeChecker', () => {
  const checkerFor = (rows: string[]) => {
    const level = levelFromRows(rows);
    const inside = insideSquares(level);
    const blocked = new Uint8Array(inside.length);
    for (let i = 0; i < inside.length; i++) blocked[i] = inside[i] ? 0 : 1;
    const dead = computeDeadSquares(level);
    for (let i = 0; i < inside.length; i++) if (!inside[i]) dead[i] = 1;
    const crates = new Uint8Array(inside.length);
    for (const crate of level.crates) crates[crate] = 1;
    return { level, crates, checker: new FreezeChecker(level.width, blocked, level.goals, dead) };
  };

  it('sees two crates side by side under a wall', () => {
    const { checker, crates } = checkerFor(['#######', '# $$  #', '#   @ #', '#  .. #', '#######']);
    expect(checker.isDeadlock(crates, 10)).toBe(true);
  });

  it('sees a 2x2 block off goals', () => {
    const { checker, crates } = checkerFor([
      '########',
      '#      #',
      '# $$ @ #',
      '# $$   #',
      '# .... #',
      '########',
    ]);
    expect(checker.isDeadlock(crates, 18)).toBe(true);
  });

  it('lets a crate that can still move go', () => {
    const { checker, crates } = checkerFor(['#######', '#     #', '# $$@ #', '#  .. #', '#######']);
    expect(checker.isDeadlock(crates, 17)).toBe(false);
  });

  it('only reports positions a brute-force solver cannot solve', () => {
    fc.assert(
      fc.property(arbitraryLevel(3), (level) => {
        const { checker, crates } = checkerFor(
          Array.from({ length: level.height }, (_, y) =>
            Array.from({ length: level.width }, (_, x) => {
              const i = y * level.width + x;
              if (level.walls[i]) return '#';
              const crate = level.crates.includes(i);
              if (i === level.worker) return level.goals[i] ? '+' : '@';
              if (crate) return level.goals[i] ? '*' : '$';
              return level.goals[i] ? '.' : ' ';
            }).join(''),
          ),
        );
        const inside = insideSquares(level);
        const claimed = level.crates.some((c) => inside[c] && checker.isDeadlock(crates, c));
        if (claimed) expect(referenceMinPushes(level)).not.toBeTypeOf('number');
      }),
      { numRuns: 150 },
    );
  });
});
