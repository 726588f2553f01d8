/**
 * Draws a terrain board as text, one character per cell as in the input (plains `.`), with
 * x along the top and y down the left (units digit of each). A path is drawn over it: `A` at
 * the start, `B` at the goal, arrows `> < ^ v` for the direction of each step. A movement
 * range shows each cell in range as its cost (0-9, then a-z for 10-35, `+` beyond). In a
 * terminal, terrain is coloured (forest green, water blue, mountains grey) and the path and
 * range stand out in bold.
 *
 * ```
 *   0123
 * 0 A>>v
 * 1 .mfv
 * 2 ww.B
 * ```
 */
import pc from 'picocolors';
import { FOREST, MOUNTAIN, TERRAIN_SYMBOLS, WATER, type TerrainMap } from './map.js';

export interface TerrainRenderOptions {
  /** Cells from start to goal. */
  path?: readonly number[];
  /** Cells in a movement range with their costs. */
  range?: readonly { cell: number; cost: number }[];
  /**
   * A search in progress, drawn under the path: `@` the cell being expanded, `o` cells in the
   * frontier, `x` cells already expanded.
   */
  search?: {
    visited: ReadonlySet<unknown>;
    frontier: ReadonlySet<unknown>;
    current: number | undefined;
  };
  /** ANSI colours (for terminals). */
  color?: boolean;
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

export function renderTerrain(map: TerrainMap, options: TerrainRenderOptions = {}): string {
  const colors = pc.createColors(options.color ?? false);
  const { width, height } = map;
  const overlay = new Map<number, { mark: string; kind: 'path' | 'end' | 'range' | 'search' }>();
  const search = options.search;
  if (search) {
    for (let cell = 0; cell < width * height; cell++) {
      const mark =
        cell === search.current
          ? '@'
          : search.frontier.has(cell)
            ? 'o'
            : search.visited.has(cell)
              ? 'x'
              : undefined;
      if (mark) overlay.set(cell, { mark, kind: 'search' });
    }
  }
  for (const { cell, cost } of options.range ?? []) {
    overlay.set(cell, { mark: cost < DIGITS.length ? DIGITS[cost] : '+', kind: 'range' });
  }
  const path = options.path ?? [];
  path.forEach((cell, i) => {
    if (i === 0 || i === path.length - 1) {
      overlay.set(cell, { mark: i === 0 ? 'A' : 'B', kind: 'end' });
      return;
    }
    const next = path[i + 1];
    const mark =
      next === cell + 1 ? '>' : next === cell - 1 ? '<' : next === cell - width ? '^' : 'v';
    overlay.set(cell, { mark, kind: 'path' });
  });

  const rowLabel = String(height - 1).length;
  const ruler = Array.from({ length: width }, (_, x) => String(x % 10)).join('');
  const lines = [colors.dim(' '.repeat(rowLabel + 1) + ruler)];
  for (let y = 0; y < height; y++) {
    let line = colors.dim(String(y % 10 ** rowLabel).padStart(rowLabel)) + ' ';
    for (let x = 0; x < width; x++) {
      const cell = map.index(x, y);
      const kind = map.kind(cell);
      const paint =
        kind === FOREST
          ? colors.green
          : kind === WATER
            ? colors.blue
            : kind === MOUNTAIN
              ? colors.gray
              : (text: string) => text;
      const over = overlay.get(cell);
      if (!over) line += paint(TERRAIN_SYMBOLS[kind]);
      else if (over.kind === 'range') line += colors.bold(colors.yellow(over.mark));
      else if (over.kind === 'search')
        line += over.mark === 'x' ? colors.cyan('x') : colors.bold(colors.yellow(over.mark));
      else if (over.kind === 'end') line += colors.bold(colors.red(over.mark));
      else line += colors.bold(colors.magenta(over.mark));
    }
    lines.push(line);
  }
  return lines.join('\n') + '\n';
}
