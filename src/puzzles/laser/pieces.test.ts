import { describe, expect, it } from 'vitest';
import { parseLaser } from './parse.js';
import { maskLetters } from './pieces.js';
import { simulateLight } from './simulate.js';

// The rules of our design notes, written out for every arrival direction: the letters of the
// directions light leaves a square holding the piece in, having arrived moving in `arrival`.
const NOTES: Record<string, Record<string, string>> = {
  '|': { l: 'lr', r: 'lr', u: '', d: '' },
  '-': { u: 'ud', d: 'ud', l: '', r: '' },
  Z: { r: 'ru', u: 'ru', l: 'ld', d: 'ld' }, // the transparent `/`
  N: { u: 'ul', l: 'ul', r: 'rd', d: 'rd' }, // the transparent `\`
  '/': { r: 'u', u: 'r', l: 'd', d: 'l' }, // opaque mirrors reflect only
  '\\': { u: 'l', l: 'u', r: 'd', d: 'r' },
  '.': { u: 'u', d: 'd', l: 'l', r: 'r' },
  o: { u: 'u', d: 'd', l: 'l', r: 'r' },
  '#': { u: '', d: '', l: '', r: '' },
  '>': { u: 'r', d: 'r', l: 'r', r: 'r' }, // an emitter blocks arriving light; only its own beam leaves
  M: { u: '', d: '', l: '', r: '' }, // an unturned piece stops light until it is solved
};

// A 3x3 board with `piece` in the middle and one emitter beside it shining at it.
function boardWith(piece: string, arrival: string): string {
  const rows = ['...', `.${piece}.`, '...'].map((row) => [...row]);
  if (arrival === 'r') rows[1][0] = '>';
  if (arrival === 'l') rows[1][2] = '<';
  if (arrival === 'u') rows[2][1] = '^';
  if (arrival === 'd') rows[0][1] = 'v';
  return rows.map((row) => row.join('')).join('\n');
}

function sorted(letters: string): string {
  return [...letters].sort().join('');
}

describe('pieces follow the design notes for every arrival direction', () => {
  for (const [piece, table] of Object.entries(NOTES)) {
    for (const [arrival, leaving] of Object.entries(table)) {
      it(`${piece} hit moving ${arrival} sends light ${leaving || 'nowhere'}`, () => {
        const { board } = parseLaser(boardWith(piece, arrival));
        const light = simulateLight(board);
        const letters = maskLetters(light.exits[4]).replace(/\./g, '');
        expect(sorted(letters)).toBe(sorted(leaving));
      });
    }
  }
});
