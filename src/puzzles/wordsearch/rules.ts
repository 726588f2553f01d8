/**
 * Checks a word's cells against the rules from scratch, so that every answer printed is
 * verified independently of the search that found it: the cells are on the grid, distinct,
 * each a king's move from the one before (all in one direction with `straight`), and their
 * tiles spell the word.
 *
 * ```ts
 * import { parseLetterGrid, wordPathError } from 'puzzlegraph/wordsearch';
 *
 * const grid = parseLetterGrid('DEAN/FORS');
 * console.log(wordPathError(grid, 'dean', [0, 1, 2, 3])); // undefined
 * console.log(wordPathError(grid, 'dead', [0, 1, 2, 0])); // cell 1,1 is used twice
 * ```
 */
import { quoteInput } from '../../grid/index.js';
import { tileText, type LetterGrid } from './letter-grid.js';

export function wordPathError(
  grid: LetterGrid,
  word: string,
  cells: readonly number[],
  options: { straight?: boolean } = {},
): string | undefined {
  const { board } = grid;
  const name = (cell: number): string => `${board.y(cell) + 1},${board.x(cell) + 1}`;
  const seen = new Set<number>();
  let spelled = '';
  let direction: string | undefined;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    if (!Number.isInteger(cell) || cell < 0 || cell >= board.size)
      return `cell ${cell} is off the grid`;
    if (seen.has(cell)) return `cell ${name(cell)} is used twice`;
    seen.add(cell);
    spelled += tileText(grid, cell);
    if (i === 0) continue;
    const dx = board.x(cell) - board.x(cells[i - 1]);
    const dy = board.y(cell) - board.y(cells[i - 1]);
    if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1) {
      return `cell ${name(cell)} does not touch cell ${name(cells[i - 1])}`;
    }
    if (options.straight) {
      if (direction !== undefined && direction !== `${dx},${dy}`) {
        return `the path turns at cell ${name(cells[i - 1])}; straight mode needs one line`;
      }
      direction = `${dx},${dy}`;
    }
  }
  if (spelled !== word) return `the cells spell ${quoteInput(spelled)}, not ${quoteInput(word)}`;
  return undefined;
}
