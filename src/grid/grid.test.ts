import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BitSet,
  Board,
  DIRECTIONS,
  directionFromLetter,
  InputError,
  KING_DIRECTIONS,
  LEFT,
  moveIndex,
  opposite,
  parseTextGrid,
  popCount,
  RIGHT,
  StampMarks,
  UP,
} from './index.js';

describe('Board', () => {
  it('numbers squares row by row', () => {
    const board = new Board(8, 5);
    expect(board.index(2, 1)).toBe(10);
    expect([board.x(10), board.y(10)]).toEqual([2, 1]);
    expect(board.inside(7, 4)).toBe(true);
    expect(board.inside(8, 0)).toBe(false);
    expect(() => new Board(0, 5)).toThrow(RangeError);
  });

  it('moveIndex returns -1 off the board and agrees with coordinates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.nat(),
        (w, h, seed) => {
          const board = new Board(w, h);
          const square = seed % board.size;
          for (const direction of KING_DIRECTIONS) {
            const x = board.x(square) + direction.dx;
            const y = board.y(square) + direction.dy;
            expect(moveIndex(board, square, direction)).toBe(
              board.inside(x, y) ? board.index(x, y) : -1,
            );
          }
        },
      ),
    );
  });
});

describe('Direction', () => {
  it('has LURD letters and opposites', () => {
    expect(DIRECTIONS.map((d) => d.letter).join('')).toBe('udlr');
    expect(opposite(LEFT)).toBe(RIGHT);
    expect(opposite(UP).letter).toBe('d');
    expect(directionFromLetter('L')).toBe(LEFT);
    expect(directionFromLetter('x')).toBeUndefined();
    expect(KING_DIRECTIONS).toHaveLength(8);
  });
});

describe('BitSet', () => {
  it('behaves like a Set of integers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 99 }))),
        (operations) => {
          const bits = new BitSet(100);
          const reference = new Set<number>();
          for (const [add, value] of operations) {
            if (add) {
              bits.add(value);
              reference.add(value);
            } else {
              bits.remove(value);
              reference.delete(value);
            }
          }
          expect([...bits]).toEqual([...reference].sort((a, b) => a - b));
          expect(bits.size).toBe(reference.size);
          const copy = BitSet.of(100, reference);
          expect(copy.equals(bits)).toBe(true);
          expect(copy.hash()).toBe(bits.hash());
          for (let i = 0; i < 100; i++) expect(bits.contains(i)).toBe(reference.has(i));
        },
      ),
    );
  });

  it('refuses members out of range', () => {
    expect(() => new BitSet(10).add(10)).toThrow(RangeError);
    expect(new BitSet(10).has(-1)).toBe(false);
  });
});

describe('popCount', () => {
  it('counts the set bits of any 32-bit integer as a bit-by-bit loop does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 }), (value) => {
        let slow = 0;
        for (let bit = 0; bit < 32; bit++) slow += (value >>> bit) & 1;
        expect(popCount(value)).toBe(slow);
      }),
    );
  });
});

describe('StampMarks', () => {
  it('starts each pass with nothing marked, without clearing by hand', () => {
    const marks = new StampMarks(100);
    let stamp = marks.next();
    marks.stamps[42] = stamp;
    expect(marks.stamps[42] === stamp).toBe(true);
    stamp = marks.next();
    expect(marks.stamps[42] === stamp).toBe(false);
  });

  it('behaves like a set emptied at every pass, through the wipe when stamps run out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 12 }), { maxLength: 20 }),
        (lastStamp, passes) => {
          const marks = new StampMarks(10, lastStamp);
          for (const visits of passes) {
            const stamp = marks.next();
            expect(stamp).toBeGreaterThan(0);
            expect(stamp).toBeLessThanOrEqual(lastStamp);
            const reference = new Set<number>();
            for (const square of visits) {
              expect(marks.stamps[square] === stamp).toBe(reference.has(square));
              marks.stamps[square] = stamp;
              reference.add(square);
            }
          }
        },
      ),
    );
  });
});

describe('parseTextGrid', () => {
  it('pads ragged rows into a rectangle', () => {
    const grid = parseTextGrid('\n#####\n#@$.#\n###\n\n');
    expect(grid.width).toBe(5);
    expect(grid.height).toBe(3);
    expect(grid.cells[2].join('')).toBe('###  ');
    expect(grid.lineOf).toEqual([2, 3, 4]);
  });

  it('names file, line and column of a bad character', () => {
    try {
      parseTextGrid('###\n#x#\n###', { allowed: '# ', expected: 'a wall or floor', file: 'b.txt' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      expect((error as InputError).message).toBe(
        'b.txt:2:2: unexpected character "x"; expected a wall or floor',
      );
    }
  });

  it('refuses an empty board', () => {
    expect(() => parseTextGrid('\n \n')).toThrow(/empty/);
  });
});
