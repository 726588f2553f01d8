/**
 * Reads a laser board or puzzle from text: the board drawn one character per square, lines
 * starting with `;` as comments, and for puzzles a `place:` line listing the pieces to add.
 * The format is documented in docs/laser.md.
 *
 * ```ts
 * import { InputError, parseLaser } from 'puzzlegraph/laser';
 *
 * const { board, pieces } = parseLaser('; two targets\n>..o\n....\nZ..o\nplace: mirror 2*#');
 * console.log(board.width); // 4
 * console.log(pieces.map(({ type, count }) => `${count} ${type.name}`)); // [ '1 mirror', '2 #' ]
 * try {
 *   parseLaser('>.x');
 * } catch (error) {
 *   // <input>:1:3: unknown symbol "x"; expected one of . (or space) : # o ^ v < > / \\ | - ...
 *   const message = error instanceof InputError ? error.message : '';
 *   console.log(message.split(';')[0]); // <input>:1:3: unknown symbol "x"
 * }
 * ```
 */
import { clipInput, InputError, quoteInput } from '../../errors.js';
import { textLines } from '../../text-input.js';
import { LaserBoard } from './board.js';
import {
  BOARD_SYMBOLS,
  EMPTY,
  pieceFromSymbol,
  pieceType,
  PLACEABLE_NAMES,
  type PieceType,
} from './pieces.js';

/** `count` pieces of one type to place. */
export interface PieceCount {
  type: PieceType;
  count: number;
}

export interface LaserPuzzle {
  board: LaserBoard;
  /** The pieces to place (empty for a plain board), merged by type name. */
  pieces: PieceCount[];
}

export interface ParseLaserOptions {
  /** Names the source in error messages. */
  file?: string;
}

/** The largest board side accepted; bigger boards are surely a mistake in a text file. */
export const MAX_SIDE = 1000;

const DIRECTIVE = /^\s*place\s*:/i;

export function parseLaser(text: string, options: ParseLaserOptions = {}): LaserPuzzle {
  const file = options.file;
  const lines = textLines(text);
  const rows: { text: string; line: number }[] = [];
  const counts = new Map<string, PieceCount>();
  let blankAfterRows: number | undefined;
  lines.forEach((content, i) => {
    const line = i + 1;
    if (content.trimStart().startsWith(';')) return;
    if (DIRECTIVE.test(content)) {
      parsePlaceLine(content, line, file, counts);
      return;
    }
    if (content.trim() === '') {
      if (rows.length > 0 && blankAfterRows === undefined) blankAfterRows = line;
      return;
    }
    if (blankAfterRows !== undefined) {
      throw new InputError(
        `blank line ${blankAfterRows} inside the board; expected the board's rows together (use "." for empty squares)`,
        { file, line: blankAfterRows },
      );
    }
    rows.push({ text: content, line });
  });
  if (rows.length === 0) {
    throw new InputError('no board found; expected rows of squares such as ">..o"', {
      file,
      line: 1,
    });
  }
  const width = Math.max(...rows.map((row) => [...row.text].length));
  const height = rows.length;
  if (width > MAX_SIDE || height > MAX_SIDE) {
    throw new InputError(`the board is ${width}x${height}; at most ${MAX_SIDE} on a side`, {
      file,
      line: rows[0].line,
    });
  }
  const kinds = new Uint8Array(width * height);
  // Squares past the end of a short row are empty and open, as if written ".".
  const placeable = new Uint8Array(width * height).fill(1);
  rows.forEach((row, y) => {
    [...row.text].forEach((symbol, x) => {
      const square = y * width + x;
      if (symbol === ':') {
        placeable[square] = 0;
        return;
      }
      const kind = pieceFromSymbol(symbol);
      if (kind === undefined) {
        throw new InputError(
          `unknown symbol ${quoteInput(symbol)}; expected one of ${BOARD_SYMBOLS}`,
          { file, line: row.line, column: x + 1 },
        );
      }
      kinds[square] = kind;
      if (kind !== EMPTY) placeable[square] = 0;
    });
  });
  return { board: new LaserBoard(width, height, kinds, placeable), pieces: [...counts.values()] };
}

function parsePlaceLine(
  content: string,
  line: number,
  file: string | undefined,
  counts: Map<string, PieceCount>,
): void {
  const body = content.indexOf(':') + 1;
  for (const match of content.slice(body).matchAll(/\S+/g)) {
    const token = match[0];
    const column = body + match.index + 1;
    const parts = /^(\d+)\*(.+)$/.exec(token);
    const name = parts ? parts[2] : token;
    const count = parts ? Number(parts[1]) : 1;
    const type = pieceType(name);
    if (!type) {
      throw new InputError(
        `unknown piece ${quoteInput(name)} to place; expected one of ${PLACEABLE_NAMES.join(' ')}, optionally with a count such as 2*mirror`,
        { file, line, column },
      );
    }
    if (count < 1 || count > 1000) {
      throw new InputError(
        `a piece count must be from 1 to 1000, not ${clipInput(parts?.[1] ?? String(count))}`,
        {
          file,
          line,
          column,
        },
      );
    }
    const entry = counts.get(name);
    if (entry) entry.count += count;
    else counts.set(name, { type, count });
  }
}
