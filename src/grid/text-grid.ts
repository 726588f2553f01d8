/**
 * Reading a board drawn as text. Rows may be ragged; the grid is as wide as its longest row
 * and short rows are padded with `fill`. Every cell keeps its line and column in the source,
 * so that a puzzle's parser can report `file:line:column` for a bad symbol.
 *
 * ```ts
 * import { parseTextGrid } from 'puzzlegraph/grid';
 *
 * const grid = parseTextGrid('#####\n#@$.#\n###', { allowed: '#@$. ' });
 * console.log(grid.width); // 5
 * console.log(grid.cells[1][2]); // $
 * console.log(grid.cells[2].join('')); // ###
 * ```
 */
import { InputError, quoteInput } from '../errors.js';
import { textLines } from '../text-input.js';
import { Board } from './board.js';

export interface TextGrid {
  width: number;
  height: number;
  /** `cells[y][x]`, one character each, padded to `width`. */
  cells: string[][];
  /** 1-based line in the source of row y. */
  lineOf: number[];
  board: Board;
}

export interface TextGridOptions {
  /** Characters a cell may hold; any other is an InputError. Default: anything. */
  allowed?: string;
  /** Describes the allowed characters in error messages. */
  expected?: string;
  /** What pads short rows; default a space. */
  fill?: string;
  /** Names the source in error messages. */
  file?: string;
  /** Line number of the first row in the source; default 1. */
  firstLine?: number;
  /** The most rows, and the most cells in a row, accepted; default `MAX_TEXT_GRID_SIDE`. */
  maxSide?: number;
}

/**
 * The default largest side of a text grid. A board is padded to its longest row, so a file of
 * thousands of short lines and one long one would otherwise ask for billions of cells.
 */
export const MAX_TEXT_GRID_SIDE = 4096;

/** Parses `text` (read by `textLines`: any line ending, a byte-order mark dropped); blank lines at the start and end are dropped. */
export function parseTextGrid(text: string, options: TextGridOptions = {}): TextGrid {
  const lines = textLines(text);
  let first = 0;
  let last = lines.length;
  while (first < last && lines[first].trim() === '') first++;
  while (last > first && lines[last - 1].trim() === '') last--;
  return gridFromRows(lines.slice(first, last), {
    ...options,
    firstLine: (options.firstLine ?? 1) + first,
  });
}

/** Builds a grid from rows already split; `options.firstLine` is the line of `rows[0]`. */
export function gridFromRows(rows: readonly string[], options: TextGridOptions = {}): TextGrid {
  const file = options.file;
  const firstLine = options.firstLine ?? 1;
  if (rows.length === 0)
    throw new InputError('the board is empty; expected rows of cells', { file, line: firstLine });
  const fill = options.fill ?? ' ';
  const maxSide = options.maxSide ?? MAX_TEXT_GRID_SIDE;
  if (rows.length > maxSide) {
    throw new InputError(
      `the board has ${rows.length.toLocaleString('en-US')} rows; expected at most ${maxSide}`,
      { file, line: firstLine + maxSide, column: 1 },
    );
  }
  let width = 0;
  for (const [y, row] of rows.entries()) {
    const length = [...row].length;
    if (length > maxSide) {
      throw new InputError(
        `a row of ${length.toLocaleString('en-US')} cells; expected at most ${maxSide}`,
        { file, line: firstLine + y, column: maxSide + 1 },
      );
    }
    width = Math.max(width, length);
  }
  if (width === 0)
    throw new InputError('the board is empty; expected rows of cells', { file, line: firstLine });
  const cells: string[][] = [];
  const lineOf: number[] = [];
  rows.forEach((row, y) => {
    const chars = [...row];
    if (options.allowed !== undefined) {
      chars.forEach((char, x) => {
        if (!options.allowed!.includes(char)) {
          throw new InputError(
            `unexpected character ${quoteInput(char)}; expected ${options.expected ?? `one of ${JSON.stringify(options.allowed)}`}`,
            { file, line: firstLine + y, column: x + 1 },
          );
        }
      });
    }
    while (chars.length < width) chars.push(fill);
    cells.push(chars);
    lineOf.push(firstLine + y);
  });
  return { width, height: rows.length, cells, lineOf, board: new Board(width, rows.length) };
}
