/**
 * One board row of a level file, expanded to one character per square. Rows may be written
 * plainly (`#  $.#`) or run-length encoded (`4-5#`: four floors, five walls), and several rows
 * may share a line separated by `|`. Every square keeps the column it came from, so that an
 * unknown character is reported where the user typed it.
 *
 * ```text
 * expandRowLine('2#-$|2#', 7);
 * // [ { cells: '##-$', columns: [2, 2, 3, 4], line: 7 },
 * //   { cells: '##', columns: [7, 7], line: 7 } ]
 * ```
 */
import { clipInput, InputError } from '../../../errors.js';
import { MAX_TEXT_GRID_SIDE } from '../../../grid/index.js';

/**
 * The most squares in a row, and the most rows, of a board. A board is padded to its longest
 * row, so one long row among thousands joined by `|` would otherwise ask for billions of squares.
 */
export const MAX_BOARD_SIDE = MAX_TEXT_GRID_SIDE;

export interface ExpandedRow {
  /** One character per square, exactly as written (not yet mapped to floor or wall). */
  cells: string;
  /** 1-based source column of each square. */
  columns: number[];
  line: number;
}

/** Expands one line of a board; `file` only names the source in errors. */
export function expandRowLine(text: string, line: number, file?: string): ExpandedRow[] {
  const rows: ExpandedRow[] = [];
  let cells = '';
  let columns: number[] = [];
  let count = '';
  let countColumn = 0;
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i];
    const column = i + 1;
    if (char >= '0' && char <= '9') {
      if (count === '') countColumn = column;
      count += char;
      continue;
    }
    if (char === '|') {
      if (count !== '') throw dangling(count, line, countColumn, file);
      rows.push({ cells, columns, line });
      cells = '';
      columns = [];
      continue;
    }
    const times = count === '' ? 1 : Number(count);
    if (times > MAX_BOARD_SIDE) {
      throw new InputError(
        `run length ${clipInput(count)} is too long; rows hold at most ${MAX_BOARD_SIDE} squares`,
        {
          file,
          line,
          column: countColumn,
        },
      );
    }
    if (cells.length + times > MAX_BOARD_SIDE) {
      throw new InputError(
        `a row of more than ${MAX_BOARD_SIDE} squares; expected at most ${MAX_BOARD_SIDE}`,
        {
          file,
          line,
          column: count === '' ? column : countColumn,
        },
      );
    }
    count = '';
    cells += char.repeat(times);
    for (let k = 0; k < times; k++) columns.push(column);
  }
  if (count !== '') throw dangling(count, line, countColumn, file);
  rows.push({ cells, columns, line });
  return rows;
}

function dangling(count: string, line: number, column: number, file?: string): InputError {
  return new InputError(
    `run length ${clipInput(count)} is not followed by a square; expected e.g. 4# or 3-`,
    {
      file,
      line,
      column,
    },
  );
}
