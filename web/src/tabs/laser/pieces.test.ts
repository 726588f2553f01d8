import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLaser } from '../../../../src/puzzles/laser/index.js';
import { placeLineOf, remainingPieces } from './pieces.js';

const countOf = (pieces: { count: number }[]) => pieces.reduce((sum, p) => sum + p.count, 0);

describe('the place line counted down', () => {
  it('takes off each piece placed by hand, and gives it back when erased', () => {
    const { pieces } = parseLaser('>...o\nplace: 2*mirror splitter');
    expect(placeLineOf(pieces)).toBe('place: 2*mirror splitter');
    const mirror = pieces.find((p) => p.type.name === 'mirror')!.type.kinds[1];
    expect(placeLineOf(remainingPieces(pieces, [mirror]))).toBe('place: mirror splitter');
    expect(placeLineOf(remainingPieces(pieces, [mirror, mirror]))).toBe('place: splitter');
    expect(placeLineOf(remainingPieces(pieces, []))).toBe('place: 2*mirror splitter');
  });

  it('counts down by one for each placed piece the line asks for, never below zero', () => {
    const { pieces } = parseLaser('>...o\nplace: 2*mirror 3*splitter /');
    const kinds = pieces.flatMap((p) => p.type.kinds);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...kinds, 1, 2), { maxLength: 10 }), (placed) => {
        const left = remainingPieces(pieces, placed);
        expect(left.every((p) => p.count > 0)).toBe(true);
        // Pieces the line does not ask for (a blocker, a target) take nothing off.
        const asked = placed.filter((kind) => kinds.includes(kind)).length;
        expect(countOf(left)).toBeGreaterThanOrEqual(countOf(pieces) - asked);
        expect(countOf(left)).toBeLessThanOrEqual(countOf(pieces));
        if (asked === 0) expect(left).toEqual(pieces);
      }),
    );
  });
});
