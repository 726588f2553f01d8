import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Board } from '../../grid/index.js';
import {
  CAMEL,
  isLeaperPath,
  KNIGHT,
  knightDistanceUnbounded,
  knightPath,
  LeaperGraph,
  leaperOffsets,
  parseBoardSize,
  parseLeaper,
  parseSquare,
  renderPath,
  squareName,
  ZEBRA,
} from './index.js';

describe('squares', () => {
  const board = new Board(8, 8);
  it('reads algebraic and x,y notation', () => {
    expect(parseSquare(board, 'a8')).toBe(board.index(0, 7));
    expect(parseSquare(board, '0,7')).toBe(board.index(0, 7));
    expect(parseSquare(board, 'H1')).toBe(board.index(7, 0));
    expect(squareName(board, board.index(4, 3))).toBe('e4');
  });

  it('names files beyond z like spreadsheet columns', () => {
    const big = new Board(30, 30);
    expect(squareName(big, big.index(26, 0))).toBe('aa1');
    expect(parseSquare(big, 'ad30')).toBe(big.index(29, 29));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: big.size - 1 }), (square) => {
        expect(parseSquare(big, squareName(big, square))).toBe(square);
      }),
    );
  });

  it('refuses off-board and malformed squares', () => {
    expect(() => parseSquare(board, 'z9')).toThrow(/off the 8x8 board/);
    expect(() => parseSquare(board, 'hello')).toThrow(/not a square/);
    expect(() => parseBoardSize('0x5')).toThrow(/1 to 4096/);
    expect(() => parseBoardSize('eight')).toThrow(/WIDTHxHEIGHT/);
  });
});

describe('leapers', () => {
  it('knows the knight, camel and zebra, and any m,n', () => {
    expect(parseLeaper('2,1')).toBe(KNIGHT);
    expect(parseLeaper('camel')).toBe(CAMEL);
    expect(parseLeaper('3,2')).toBe(ZEBRA);
    expect(leaperOffsets(KNIGHT)).toHaveLength(8);
    expect(leaperOffsets({ m: 0, n: 1, name: 'wazir' })).toHaveLength(4);
    expect(leaperOffsets({ m: 1, n: 1, name: 'ferz' })).toHaveLength(4);
    expect(() => parseLeaper('0,0')).toThrow();
  });
});

describe('knightPath', () => {
  const board = new Board(8, 8);

  it('takes 6 moves from a8 to h1, as our design notes say', () => {
    const result = knightPath(board, parseSquare(board, 'a8'), parseSquare(board, 'h1'));
    expect(result.cost).toBe(6);
    expect(isLeaperPath(new LeaperGraph(board), result.path!)).toBe(true);
  });

  it('says when a square is unreachable', () => {
    const small = new Board(3, 3);
    const result = knightPath(small, small.index(1, 1), small.index(0, 0));
    expect(result.outcome).toBe('exhausted');
    expect(result.path).toBeUndefined();
  });

  it('matches the closed-form distance away from the edges of a large board', () => {
    const large = new Board(60, 60);
    const graph = new LeaperGraph(large);
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 39 }),
        fc.integer({ min: 20, max: 39 }),
        fc.integer({ min: 20, max: 39 }),
        fc.integer({ min: 20, max: 39 }),
        (x1, y1, x2, y2) => {
          const result = knightPath(large, large.index(x1, y1), large.index(x2, y2), { graph });
          expect(result.cost).toBe(knightDistanceUnbounded(x2 - x1, y2 - y1));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('matches brute-force relaxation on small boards for any leaper', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.nat(),
        (w, h, m, n, seed) => {
          const small = new Board(w, h);
          const leaper = { m, n, name: 'test' };
          const graph = new LeaperGraph(small, leaper);
          const from = seed % small.size;
          // Reference: repeat relaxing every move until nothing changes.
          const distance = new Array<number>(small.size).fill(Infinity);
          distance[from] = 0;
          for (let changed = true; changed;) {
            changed = false;
            for (let s = 0; s < small.size; s++)
              for (const t of graph.neighbors(s))
                if (distance[s] + 1 < distance[t]) {
                  distance[t] = distance[s] + 1;
                  changed = true;
                }
          }
          for (let to = 0; to < small.size; to++) {
            const result = knightPath(small, from, to, { graph });
            expect(result.cost).toBe(distance[to]);
            const some = knightPath(small, from, to, { graph, algorithm: 'dfs' });
            expect(some.path === undefined).toBe(distance[to] === Infinity);
            if (some.path) expect(isLeaperPath(graph, some.path)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('renderPath', () => {
  it('numbers the path on a chess diagram', () => {
    const board = new Board(4, 3);
    const text = renderPath(board, [board.index(0, 2), board.index(2, 1), board.index(3, 0)]);
    // a1 is a dark square (':'), as on a chess board.
    expect(text).toBe(['3  0 . : .', '2  . : 1 :', '1  : . : 2', '   a b c d', ''].join('\n'));
  });
});
