import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseLevel } from '../solver/core/analysis.js';
import { NO_SIDE, labelCrateSides } from './crate-sides.js';
import { ReachScanner, stepOffsets } from './reachability.js';
import { arbitraryLevel, levelFromRows } from './reference.test-support.js';

/** Reference: side d's label is the smallest side the worker walks to from it, by plain BFS. */
function referenceSides(
  crate: number,
  walls: Uint8Array,
  board: Uint8Array,
  width: number,
): number[] {
  const steps = stepOffsets(width);
  const open = (square: number) =>
    square >= 0 &&
    square < walls.length &&
    square !== crate &&
    walls[square] === 0 &&
    board[square] === 0;
  const walk = (from: number): Set<number> => {
    const seen = new Set([from]);
    const queue = [from];
    while (queue.length > 0) {
      const at = queue.shift()!;
      for (const step of steps) {
        if (open(at + step) && !seen.has(at + step)) {
          seen.add(at + step);
          queue.push(at + step);
        }
      }
    }
    return seen;
  };
  return [0, 1, 2, 3].map((d) => {
    if (!open(crate + steps[d])) return NO_SIDE;
    const reached = walk(crate + steps[d]);
    return [0, 1, 2, 3].find((e) => reached.has(crate + steps[e]))!;
  });
}

describe('labelCrateSides', () => {
  it('joins the sides the worker can walk between and parts those it cannot', () => {
    // A crate in a corridor mouth: above and below are cut off from each other.
    const level = levelFromRows(['#####', '#@  #', '#   #', '## ##', '#   #', '#####']);
    const analysis = analyseLevel(level);
    const { width, blocked, size } = analysis;
    const sides = new Uint8Array(4);
    const scanner = new ReachScanner(width, size / width, blocked);
    labelCrateSides(
      3 * width + 2,
      blocked,
      new Uint8Array(size),
      scanner,
      analysis.steps,
      sides,
      0,
    );
    expect([...sides]).toEqual([0, NO_SIDE, 2, NO_SIDE]);
    // In the open, every side is one.
    labelCrateSides(width + 2, blocked, new Uint8Array(size), scanner, analysis.steps, sides, 0);
    expect([...sides]).toEqual([NO_SIDE, 1, 1, 1]);
  });

  it('labels like a plain flood from each side, crates of the board standing as walls', () => {
    fc.assert(
      fc.property(arbitraryLevel(4), fc.nat(), (level, square) => {
        const analysis = analyseLevel(level);
        const { width, size, blocked } = analysis;
        const board = new Uint8Array(size);
        for (const crate of level.crates) board[crate] = 1;
        const crate = square % size;
        if (blocked[crate] === 1) return;
        board[crate] = 0;
        const scanner = new ReachScanner(width, size / width, blocked);
        const sides = new Uint8Array(8).fill(7);
        labelCrateSides(crate, blocked, board, scanner, analysis.steps, sides, 4);
        expect([...sides.subarray(4)]).toEqual(referenceSides(crate, blocked, board, width));
        // Only its own four entries are written, and the board is left as it was.
        expect([...sides.subarray(0, 4)]).toEqual([7, 7, 7, 7]);
        expect(board[crate]).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
