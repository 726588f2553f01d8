import { describe, expect, it } from 'vitest';
import { InputError } from '../../errors.js';
import {
  formatLetterGrid,
  neighborTable,
  parseLetterGrid,
  QU_TILE,
  tileText,
} from './letter-grid.js';

describe('parseLetterGrid', () => {
  it('reads rows in any case, on lines or separated by /, ignoring spaces', () => {
    for (const text of [
      'PERS/LATG/SINE/TERS',
      'pers\nlatg\r\nSINE\n\nters'.replace('\n\n', '\n'),
      '\n P E R S\nLATG\nSINE\nTERS\n\n',
    ]) {
      const grid = parseLetterGrid(text);
      expect([grid.width, grid.height]).toEqual([4, 4]);
      expect(formatLetterGrid(grid)).toBe('PERS\nLATG\nSINE\nTERS');
    }
  });

  it('reads q and qu as one Qu tile with the qu option', () => {
    const grid = parseLetterGrid('QUIT/ABC', { qu: true });
    expect(grid.width).toBe(3);
    expect(grid.tiles[0]).toBe(QU_TILE);
    expect(tileText(grid, 0)).toBe('qu');
    expect(parseLetterGrid('QAT', { qu: true }).tiles[0]).toBe(QU_TILE);
    expect(parseLetterGrid('QUIT').width).toBe(4);
  });

  it('refuses other characters with line and column', () => {
    const error = catchError(() => parseLetterGrid('ABC\nD3F', { file: 'g.txt' }));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe('g.txt:2:2: unexpected character "3"; expected letters a-z');
  });

  it('refuses ragged rows, blank lines inside, and empty grids', () => {
    expect(() => parseLetterGrid('ABC\nDE')).toThrow(/<input>:2: a row of 2 letters; expected 3/);
    expect(() => parseLetterGrid('ABC\n\nDEF')).toThrow(/blank line inside the grid/);
    expect(() => parseLetterGrid(' \n')).toThrow(/the grid is empty/);
    expect(() => parseLetterGrid('AB//CD')).toThrow(/empty row/);
  });

  it('lists the 8 neighbours of inner cells, fewer at edges and corners', () => {
    const table = neighborTable(parseLetterGrid('ABC/DEF/GHI').board);
    const of = (cell: number) =>
      [...table.subarray(cell * 8, cell * 8 + 8)].filter((n) => n >= 0).sort();
    expect(of(4)).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
    expect(of(0)).toEqual([1, 3, 4]);
    expect(of(7)).toEqual([3, 4, 5, 6, 8]);
  });
});

function catchError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}
