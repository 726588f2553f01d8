import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../../level.js';
import { ReachScanner } from '../../rules/reachability.js';
import {
  arbitraryCorridorLevel,
  arbitraryLevel,
  levelFromRows,
} from '../../rules/reference.test-support.js';
import { analyseLevel } from '../core/analysis.js';
import { RegionsAroundCrate } from './regions-around-crate.js';

/**
 * For the level's first crate standing on each square its floor joins, the answer of
 * `RegionsAroundCrate` and of a flood from every side, as `square:side=min` lines, and from
 * every other square of that floor, as `square/other=min` lines.
 */
function bothAnswers(level: SokobanLevel): { fast: string[]; flood: string[] } {
  const { width, size, blocked, steps } = analyseLevel(level);
  const occupied = new Uint8Array(size);
  for (const crate of level.crates.slice(1)) occupied[crate] = 1;
  const from = level.crates[0];
  const regions = new RegionsAroundCrate(width, blocked);
  regions.map(occupied, from);
  const reach = new ReachScanner(width, size / width, blocked);
  reach.scan(occupied, from);
  const floor: number[] = [];
  for (let square = 0; square < size; square++) if (reach.reached(square)) floor.push(square);
  const fast: string[] = [];
  const flood: string[] = [];
  const sides = new Int32Array(4);
  for (const square of floor) {
    regions.around(square, sides);
    occupied[square] = 1;
    for (let d = 0; d < 4; d++) {
      const side = square + steps[d];
      const free = side >= 0 && side < size && blocked[side] === 0 && occupied[side] === 0;
      let min = -1;
      if (free) {
        reach.scan(occupied, side);
        min = reach.minSquare;
      }
      fast.push(`${square}:${d}=${sides[d]}`);
      flood.push(`${square}:${d}=${min}`);
    }
    // Every other square of the floor, by `regionOf`.
    for (const other of floor) {
      let min = -1;
      if (other !== square) {
        reach.scan(occupied, other);
        min = reach.minSquare;
      }
      fast.push(`${square}/${other}=${regions.regionOf(square, other)}`);
      flood.push(`${square}/${other}=${min}`);
    }
    occupied[square] = 0;
  }
  return { fast, flood };
}

describe('RegionsAroundCrate', () => {
  it('tells apart the two sides of a crate in a corridor, and joins them in a room', () => {
    // The middle row's gap in the wall is a corridor one square long between two rooms.
    const level = levelFromRows(['#########', '#$  #  @#', '#       #', '#   #   #', '#########']);
    const { width, blocked } = analyseLevel(level);
    const regions = new RegionsAroundCrate(width, blocked);
    regions.map(new Uint8Array(blocked.length), level.crates[0]);
    const sides = new Int32Array(4);
    regions.around(2 * width + 4, sides);
    // Up and down are walls; left the left room (smallest square 10), right the right one.
    expect([...sides]).toEqual([-1, 1 * width + 5, -1, 1 * width + 1]);
    regions.around(2 * width + 2, sides);
    expect(new Set(sides).size).toBe(1);
    const { fast, flood } = bothAnswers(level);
    expect(fast).toEqual(flood);
  });

  it('answers as a flood from each side does, on rooms and on corridors', () => {
    const check = (level: SokobanLevel) => {
      const { fast, flood } = bothAnswers(level);
      expect(fast).toEqual(flood);
    };
    fc.assert(fc.property(arbitraryLevel(4), check), { numRuns: 400 });
    fc.assert(fc.property(arbitraryCorridorLevel(3), check), { numRuns: 400 });
  });
});
