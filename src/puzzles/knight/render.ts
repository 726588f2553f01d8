/**
 * Draws a board with a path: each square of the path shows its move number (0 at the start),
 * other squares a dot on light squares and a colon on dark ones; ranks run down the left,
 * files along the bottom, as a chess diagram.
 *
 * ```
 * 8  0 . : . : . : .
 * 7  . : 2 : . : . :
 * ...
 *    a b c d e f g h
 * ```
 */
import pc from 'picocolors';
import type { Board } from '../../grid/index.js';
import { fileName } from './squares.js';

export interface RenderOptions {
  color?: boolean;
}

export function renderPath(
  board: Board,
  path: readonly number[],
  options: RenderOptions = {},
): string {
  return renderSearch(
    board,
    { visited: new Set(), frontier: new Set(), current: undefined },
    path,
    options,
  );
}

/** What a search has done so far, for drawing it frame by frame. */
export interface SearchPicture {
  visited: ReadonlySet<unknown>;
  frontier: ReadonlySet<unknown>;
  current: number | undefined;
}

/**
 * A board mid-search: `@` the square being expanded, `o` squares waiting in the frontier,
 * `x` squares already expanded; with `path`, the path's move numbers drawn over them.
 */
export function renderSearch(
  board: Board,
  picture: SearchPicture,
  path: readonly number[] | undefined,
  options: RenderOptions = {},
): string {
  const colors = pc.createColors(options.color ?? false);
  const step = new Map<number, number>();
  path?.forEach((square, i) => step.set(square, i));
  const cellWidth = Math.max(1, String(Math.max((path?.length ?? 1) - 1, 0)).length);
  const rankWidth = String(board.height).length;
  const lines: string[] = [];
  for (let y = board.height - 1; y >= 0; y--) {
    const cells: string[] = [];
    for (let x = 0; x < board.width; x++) {
      const square = board.index(x, y);
      const number = step.get(square);
      let cell: string;
      if (number !== undefined) {
        const label = String(number).padStart(cellWidth);
        const isEnd = number === 0 || number === path!.length - 1;
        cell = isEnd ? colors.bold(colors.green(label)) : colors.cyan(label);
      } else if (square === picture.current)
        cell = colors.bold(colors.red('@'.padStart(cellWidth)));
      else if (picture.frontier.has(square)) cell = colors.yellow('o'.padStart(cellWidth));
      else if (picture.visited.has(square)) cell = colors.blue('x'.padStart(cellWidth));
      else cell = colors.dim(((x + y) % 2 === 0 ? ':' : '.').padStart(cellWidth));
      cells.push(cell);
    }
    lines.push(`${String(y + 1).padStart(rankWidth)}  ${cells.join(' ')}`);
  }
  const files = Array.from({ length: board.width }, (_, x) => fileName(x).padStart(cellWidth));
  lines.push(`${' '.repeat(rankWidth)}  ${files.join(' ')}`);
  return lines.join('\n') + '\n';
}
