/**
 * Draws a letter grid with the cells of a found word marked: in brackets (and green when
 * colour is on), the other cells plain (dim when colour is on).
 *
 * ```
 * [P] E  R [S]
 * [L][A] T [G]
 * ```
 */
import pc from 'picocolors';
import { QU_TILE, tileText, type LetterGrid } from './letter-grid.js';

export function renderGrid(
  grid: LetterGrid,
  cells: readonly number[] = [],
  options: { color?: boolean } = {},
): string {
  return renderGridSearch(grid, { visited: new Set(), current: undefined }, cells, options);
}

/**
 * A grid mid-search (`--animate`): the cell being entered as `>X<`, cells the search has
 * stepped on as `(X)`; with `path`, the word's cells as `[X]`.
 */
export function renderGridSearch(
  grid: LetterGrid,
  picture: { visited: ReadonlySet<unknown>; current: number | undefined },
  path: readonly number[] | undefined,
  options: { color?: boolean } = {},
): string {
  const colors = pc.createColors(options.color ?? false);
  const onPath = new Set(path ?? []);
  const width = grid.tiles.includes(QU_TILE) ? 2 : 1;
  const lines: string[] = [];
  for (let y = 0; y < grid.height; y++) {
    let line = '';
    for (let x = 0; x < grid.width; x++) {
      const cell = grid.board.index(x, y);
      const text = tileText(grid, cell);
      const label = (text === 'qu' ? 'Qu' : text.toUpperCase()).padEnd(width);
      if (onPath.has(cell)) line += colors.bold(colors.green(`[${label}]`));
      else if (cell === picture.current) line += colors.bold(colors.red(`>${label}<`));
      else if (picture.visited.has(cell)) line += colors.yellow(`(${label})`);
      else line += colors.dim(` ${label} `);
    }
    lines.push(line.trimEnd());
  }
  return lines.join('\n') + '\n';
}
