import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LaserBoard, ray, type Ray } from './board.js';
import { parseLaser } from './parse.js';
import { BIT_D, BIT_R, D, L, R, U, PIECES } from './pieces.js';
import { renderPicture, renderUdlr } from './render.js';
import { simulateLight } from './simulate.js';

function light(text: string) {
  const { board } = parseLaser(text);
  return { board, light: simulateLight(board) };
}

describe('LaserBoard, the graph of rays', () => {
  it('encodes a ray as square * 4 + direction and follows it through the next square', () => {
    const { board } = parseLaser('>./\n..o');
    expect(board.emitterRays()).toEqual([ray(0, R)]);
    expect(board.neighbors(ray(0, R))).toEqual([ray(1, R)]);
    expect(board.neighbors(ray(1, R))).toEqual([ray(2, U)]);
    expect(board.neighbors(ray(2, U))).toEqual([]); // off the board
    expect(board.neighbors(ray(1, D))).toEqual([ray(4, D)]);
    expect([...board.nodes()]).toHaveLength(board.rayCount);
  });
});

describe('simulateLight', () => {
  it('ends when light loops between four mirrors', () => {
    // The splitter feeds the square of mirrors; light circles it for ever in the real world.
    const { board, light: result } = light(['v....', 'Z..\\.', '.....', '\\../.'].join('\n'));
    const loop = [ray(5, D), ray(15, R), ray(18, U), ray(8, L), ray(6, L)];
    for (const r of loop) expect(result.rays).toContain(r);
    expect(new Set(result.rays).size).toBe(result.rays.length);
    // Every ray of the loop leads to another ray of the simulation: it never escapes.
    const seen = new Set(result.rays);
    for (const r of result.rays) for (const n of board.neighbors(r)) expect(seen.has(n)).toBe(true);
  });

  it('stops light at blockers and does not light targets behind them', () => {
    const { light: result } = light('>.#.o');
    expect(result.exits[1]).toBe(BIT_R);
    expect(result.arrivals[2]).toBe(BIT_R); // the blocker is hit
    expect(result.exits[2]).toBe(0);
    expect(result.targetsHit).toEqual([]);
    expect(result.targetsMissed).toEqual([4]);
    expect(result.litSquares).toEqual([0, 1, 2]);
  });

  it('lets light pass through targets and reports every target reached', () => {
    const { light: result } = light('>.o.o\n.....');
    expect(result.targetsHit).toEqual([2, 4]);
    expect(result.exits[4]).toBe(BIT_R);
  });

  it('follows several emitters, and crossing beams do not interfere', () => {
    const { light: result } = light('.v.\n>..\n...');
    expect(result.exits[4]).toBe(BIT_R | BIT_D);
  });

  it('draws the udlr diagram of the design notes', () => {
    // A transparent `\` sends right-moving light right and down; the `-` below sends it back
    // up, and the `\` sends that up (off the board) and left (into the emitter).
    const { board, light: result } = light('>N..\n.-..');
    expect(renderUdlr(board, result)).toBe('...r udlr ...r ...r\n.... ud.. .... ....\n');
  });

  it('draws a picture with line characters, plain or coloured', () => {
    const { board, light: result } = light('>.\\\n..o');
    expect(renderPicture(board, result)).toBe(' ▶─────╲\n ·  ·  ◉\n');
    const coloured = renderPicture(board, result, { color: true });
    expect(coloured).toContain('\u001b[');
    expect(coloured.replace(new RegExp(String.fromCharCode(27) + '\\[\\d+m', 'g'), '')).toBe(
      ' ▶─────╲\n ·  ·  ◉\n',
    );
  });
});

// The reference: grow the set of rays until nothing changes, straight from the definition.
function referenceRays(board: LaserBoard): Set<Ray> {
  const rays = new Set<Ray>(board.emitterRays());
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of [...rays]) {
      for (const n of board.neighbors(r)) {
        if (!rays.has(n)) {
          rays.add(n);
          grew = true;
        }
      }
    }
  }
  return rays;
}

describe('simulateLight against a fixed-point reference', () => {
  it('finds exactly the rays of the reference on random boards', () => {
    const symbols = PIECES.map((piece) => piece.symbol).filter((s) => s !== 'M' && s !== 'S');
    const boardArb = fc
      .record({ width: fc.integer({ min: 1, max: 7 }), height: fc.integer({ min: 1, max: 7 }) })
      .chain(({ width, height }) =>
        fc
          .array(fc.constantFrom(...symbols, '.', '.', '.'), {
            minLength: width * height,
            maxLength: width * height,
          })
          .map((cells) =>
            Array.from({ length: height }, (_, y) =>
              cells.slice(y * width, (y + 1) * width).join(''),
            ).join('\n'),
          ),
      );
    fc.assert(
      fc.property(boardArb, (text) => {
        const { board } = parseLaser(text);
        const result = simulateLight(board);
        expect(new Set(result.rays)).toEqual(referenceRays(board));
        for (const r of result.rays) expect(result.exits[r >> 2] & (1 << (r & 3))).not.toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

// Keep the direction constants honest: they are the grid's ordinals.
it('uses the grid direction ordinals u d l r = 0 1 2 3', () => {
  expect([U, D, L, R]).toEqual([0, 1, 2, 3]);
});
