/**
 * A letter grid read from text: rows of letters in any case, one row a line (or rows
 * separated by `/` on one line, handy on a command line); spaces between letters are
 * ignored. With `qu`, Boggle's `Qu` die face is one tile, written `q` or `qu`.
 *
 * Tiles are kept as codes for the hot loops: 0-25 for `a`-`z`, and `QU_TILE` for `qu`.
 *
 * ```ts
 * import { parseLetterGrid, tileText } from 'puzzlegraph/wordsearch';
 *
 * const grid = parseLetterGrid('PERS/LATG/SINE/TERS');
 * console.log(grid.width); // 4
 * console.log(tileText(grid, grid.board.index(1, 0))); // e
 * // Qu I T over A B C.
 * console.log(parseLetterGrid('QUIT\nABC', { qu: true }).width); // 3
 * ```
 */
import { Board, InputError, KING_DIRECTIONS, quoteInput, textLines } from '../../grid/index.js';

/** The tile code of Boggle's two-letter `Qu` face. */
export const QU_TILE = 26;

export interface LetterGrid {
  width: number;
  height: number;
  board: Board;
  /** One code per cell, row by row: 0-25 for a-z, QU_TILE for qu. */
  tiles: Uint8Array;
}

export interface LetterGridOptions {
  /** Read `q` (or `qu`) as one `qu` tile. */
  qu?: boolean;
  /** Names the source in error messages. */
  file?: string;
}

export function parseLetterGrid(text: string, options: LetterGridOptions = {}): LetterGrid {
  const { file } = options;
  const lines = textLines(text);
  const rows: { tiles: number[]; line: number }[] = [];
  let blankAfterRows = 0;
  lines.forEach((lineText, index) => {
    if (lineText.trim() === '') {
      if (rows.length > 0) blankAfterRows = index + 1;
      return;
    }
    if (blankAfterRows > 0) {
      throw new InputError('a blank line inside the grid; expected consecutive rows of letters', {
        file,
        line: blankAfterRows,
      });
    }
    let column = 0;
    for (const part of lineText.split('/')) {
      rows.push({ tiles: parseRow(part, index + 1, column, options), line: index + 1 });
      column += part.length + 1;
    }
  });
  if (rows.length === 0) {
    throw new InputError(
      'the grid is empty; expected rows of letters such as PERS/LATG/SINE/TERS',
      {
        file,
      },
    );
  }
  const width = rows[0].tiles.length;
  for (const row of rows) {
    if (row.tiles.length !== width) {
      throw new InputError(
        `a row of ${row.tiles.length} letters; expected ${width} like the first row (the grid must be rectangular)`,
        { file, line: row.line },
      );
    }
  }
  const board = new Board(width, rows.length);
  return {
    width,
    height: rows.length,
    board,
    tiles: Uint8Array.from(rows.flatMap((row) => row.tiles)),
  };
}

function parseRow(
  text: string,
  line: number,
  offset: number,
  options: LetterGridOptions,
): number[] {
  const tiles: number[] = [];
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i];
    if (char === ' ' || char === '\t') continue;
    if (char < 'a' || char > 'z') {
      const expected = options.qu ? 'letters a-z (q or qu for the Qu tile)' : 'letters a-z';
      const what =
        text.length === 0 ? 'an empty row' : `unexpected character ${quoteInput(text[i])}`;
      throw new InputError(`${what}; expected ${expected}`, {
        file: options.file,
        line,
        column: offset + i + 1,
      });
    }
    if (options.qu && char === 'q') {
      tiles.push(QU_TILE);
      if (lower[i + 1] === 'u') i++;
    } else {
      tiles.push(char.charCodeAt(0) - 97);
    }
  }
  if (tiles.length === 0) {
    throw new InputError('an empty row; expected letters', {
      file: options.file,
      line,
      column: offset + 1,
    });
  }
  return tiles;
}

/** The letters of a tile: one letter, or `qu`. */
export function tileText(grid: LetterGrid, cell: number): string {
  return tileCodeText(grid.tiles[cell]);
}

export function tileCodeText(code: number): string {
  return code === QU_TILE ? 'qu' : String.fromCharCode(97 + code);
}

/** The grid back as text rows (upper case, `Qu` for the two-letter tile), joined by `\n`. */
export function formatLetterGrid(grid: LetterGrid): string {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let row = '';
    for (let x = 0; x < grid.width; x++) {
      const text = tileText(grid, grid.board.index(x, y));
      row += text === 'qu' ? 'Qu' : text.toUpperCase();
    }
    rows.push(row);
  }
  return rows.join('\n');
}

/**
 * Each cell's neighbours among the 8 around it, 8 slots per cell: the neighbours on the board
 * first (in `KING_DIRECTIONS` order), then -1 for the directions that leave it.
 */
export function neighborTable(board: Board): Int32Array {
  return neighborTableUnless(board, () => false)!;
}

/** Cells between two calls of `stopped` while building a table (a few milliseconds' worth). */
const CELLS_PER_STOP_CHECK = 4096;

/**
 * `neighborTable`, built under a limit: undefined as soon as `stopped()` says so. A
 * million-cell grid takes a few hundred milliseconds to tabulate, which a time limit must
 * cover.
 */
export function neighborTableUnless(board: Board, stopped: () => boolean): Int32Array | undefined {
  const { width, height } = board;
  const dx = KING_DIRECTIONS.map((direction) => direction.dx);
  const dy = KING_DIRECTIONS.map((direction) => direction.dy);
  // Each cell's unused entries are set to -1 as it is filled, not all at once: a million
  // cells' table is 32 MB, and touching it all before the first stop check could take longer
  // than a short time limit on a busy machine.
  const table = new Int32Array(board.size * 8);
  // Coordinates by row and column rather than divided out of each index: a million cells
  // take milliseconds, not hundreds of them.
  for (let y = 0, cell = 0; y < height; y++) {
    for (let x = 0; x < width; x++, cell++) {
      if (cell % CELLS_PER_STOP_CHECK === 0 && stopped()) return undefined;
      let count = 0;
      for (let k = 0; k < 8; k++) {
        const nx = x + dx[k];
        const ny = y + dy[k];
        if (nx >= 0 && ny >= 0 && nx < width && ny < height)
          table[cell * 8 + count++] = ny * width + nx;
      }
      for (let k = count; k < 8; k++) table[cell * 8 + k] = -1;
    }
  }
  return table;
}
