import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWord } from './find-word.js';
import { parseLetterGrid, type LetterGrid } from './letter-grid.js';
import { wordPathError } from './rules.js';

// The design notes' example: a board holding `dean` and `forms` but not `superstitious`.
const notes = parseLetterGrid('DEAN/FORS/XMSU/QZZZ');

/** Every word spelled by a path in the grid, by brute-force recursion (small grids only). */
function pathWords(grid: LetterGrid, maxLength: number): Set<string> {
  const words = new Set<string>();
  const used = new Set<number>();
  const visit = (cell: number, spelled: string): void => {
    const next = spelled + String.fromCharCode(97 + grid.tiles[cell]);
    words.add(next);
    if (next.length === maxLength) return;
    used.add(cell);
    const { board } = grid;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = board.x(cell) + dx;
        const y = board.y(cell) + dy;
        if ((dx || dy) && board.inside(x, y) && !used.has(board.index(x, y))) {
          visit(board.index(x, y), next);
        }
      }
    }
    used.delete(cell);
  };
  for (let cell = 0; cell < grid.board.size; cell++) visit(cell, '');
  return words;
}

describe('findWord', () => {
  it('finds dean and forms, not superstitious, as in the design notes', () => {
    expect(findWord(notes, 'dean').cells).toEqual([0, 1, 2, 3]);
    const forms = findWord(notes, 'FORMS');
    expect(forms.outcome).toBe('found');
    expect(wordPathError(notes, 'forms', forms.cells!)).toBeUndefined();
    expect(findWord(notes, 'superstitious').outcome).toBe('exhausted');
  });

  it('never reuses a cell', () => {
    expect(findWord(parseLetterGrid('AB'), 'aba').outcome).toBe('exhausted');
    expect(findWord(parseLetterGrid('AB/AX'), 'aba').outcome).toBe('found');
  });

  it('keeps to straight lines in straight mode', () => {
    expect(findWord(notes, 'forms', { straight: true }).outcome).toBe('exhausted');
    expect(findWord(notes, 'dean', { straight: true }).cells).toEqual([0, 1, 2, 3]);
    expect(findWord(notes, 'naed', { straight: true }).cells).toEqual([3, 2, 1, 0]);
    expect(findWord(notes, 'dos', { straight: true }).cells).toEqual([0, 5, 10]);
  });

  it('spells the Qu tile as two letters', () => {
    const grid = parseLetterGrid('QEST/RIAN', { qu: true });
    expect(findWord(grid, 'quest').cells).toEqual([0, 1, 2, 3]);
    expect(findWord(grid, 'qest').outcome).toBe('exhausted');
  });

  it('follows a path of 4,000 cells without recursion', () => {
    // A snake through a 40 x 100 grid: rows alternate direction, spelling a long word.
    const width = 40;
    const height = 100;
    const rows: string[] = [];
    const letters = 'abcdefghij';
    let word = '';
    for (let y = 0; y < height; y++) {
      let row = '';
      for (let x = 0; x < width; x++) row += letters[(y * width + x) % 10];
      rows.push(y % 2 === 0 ? row : [...row].reverse().join(''));
      word += row;
    }
    const grid = parseLetterGrid(rows.join('\n'));
    const result = findWord(grid, word);
    expect(result.outcome).toBe('found');
    expect(result.cells).toHaveLength(width * height);
    expect(wordPathError(grid, word, result.cells!)).toBeUndefined();
  });

  it('reports as maxFrontier the longest path behind a cell, the frontier its events give', () => {
    const grid = parseLetterGrid('PERS/LATG/SINE/TERS');
    const frontiers: number[] = [];
    const found = findWord(grid, 'plaster', {
      tracer: (event) => event.type === 'expand' && frontiers.push(event.frontier),
    });
    expect(found.cells).toHaveLength(7);
    expect(found.stats.maxFrontier).toBe(Math.max(...frontiers));
    expect(found.stats.maxFrontier).toBe(6);
  });

  it('stops at a limit', () => {
    const grid = parseLetterGrid(Array.from({ length: 6 }, () => 'AAAAAA').join('/'));
    const result = findWord(grid, 'a'.repeat(36) + 'b', { maxExpanded: 1000 });
    expect(result.outcome).toBe('maxExpanded');
    expect(result.stats.expanded).toBeLessThanOrEqual(1000);
  });

  it('finds a word exactly when brute force spells it, with a valid path', () => {
    const grid = fc
      .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }))
      .chain(([w, h]) =>
        fc
          .array(fc.stringMatching(/^[abc]$/), { minLength: w * h, maxLength: w * h })
          .map((cells) =>
            Array.from({ length: h }, (_, y) => cells.slice(y * w, y * w + w).join('')).join('/'),
          ),
      );
    fc.assert(
      fc.property(grid, fc.stringMatching(/^[abc]{1,6}$/), (text, word) => {
        const parsed = parseLetterGrid(text);
        const result = findWord(parsed, word);
        expect(result.outcome === 'found').toBe(pathWords(parsed, 6).has(word));
        if (result.cells) expect(wordPathError(parsed, word, result.cells)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
