/**
 * Naming squares on an N x M board. Files are letters (a..z, then aa, ab, ... as in
 * spreadsheets), ranks are numbers from 1 at the bottom: `a8` is the top-left square of a
 * chess board. Squares may also be written `x,y` with x = file - 1 and y = rank - 1, so `0,7`
 * is `a8`. A square's index is `y * width + x`.
 */
import { Board, InputError, quoteInput } from '../../grid/index.js';

export function fileName(x: number): string {
  let name = '';
  for (let n = x + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
  }
  return name;
}

export function squareName(board: Board, index: number): string {
  return fileName(board.x(index)) + String(board.y(index) + 1);
}

/** Parses `e4`, `AA12` or `4,3` into a square index on `board`. */
export function parseSquare(board: Board, text: string): number {
  const trimmed = text.trim().toLowerCase();
  let x: number;
  let y: number;
  const algebraic = /^([a-z]+)(\d+)$/.exec(trimmed);
  const numeric = /^(\d+)\s*,\s*(\d+)$/.exec(trimmed);
  if (algebraic) {
    x = [...algebraic[1]].reduce((n, letter) => n * 26 + (letter.charCodeAt(0) - 96), 0) - 1;
    y = Number(algebraic[2]) - 1;
  } else if (numeric) {
    x = Number(numeric[1]);
    y = Number(numeric[2]);
  } else {
    throw new InputError(
      `${quoteInput(text)} is not a square; expected algebraic notation like a8 or coordinates like 0,7`,
    );
  }
  if (!board.inside(x, y)) {
    const last = squareName(board, board.size - 1);
    throw new InputError(
      `square ${quoteInput(text)} is off the ${board.width}x${board.height} board; expected a1 to ${last} (0,0 to ${board.width - 1},${board.height - 1})`,
    );
  }
  return board.index(x, y);
}

/** Parses a board size `8x8` (files x ranks). */
export function parseBoardSize(text: string): Board {
  const match = /^(\d+)\s*[x×]\s*(\d+)$/i.exec(text.trim());
  if (!match) throw new InputError(`board ${quoteInput(text)}: expected WIDTHxHEIGHT such as 8x8`);
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1 || width > 4096 || height > 4096) {
    throw new InputError(`board ${quoteInput(text)}: each side must be from 1 to 4096 squares`);
  }
  return new Board(width, height);
}
