/**
 * Draws a Moving AI map with a path: the map's own characters, `A` at the start, `B` at the
 * goal and `*` on the cells between; ground dimmed and the path bold in a terminal.
 *
 * ```
 * ..@@
 * A*@.
 * ..*B
 * ```
 */
import pc from 'picocolors';
import type { GridMap } from './map.js';

export function renderGridPath(
  map: GridMap,
  path: readonly number[] = [],
  options: { color?: boolean } = {},
): string {
  const colors = pc.createColors(options.color ?? false);
  const marks = new Map<number, string>();
  path.forEach((cell, i) => marks.set(cell, i === 0 ? 'A' : i === path.length - 1 ? 'B' : '*'));
  let text = '';
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) {
      const cell = map.index(x, y);
      const mark = marks.get(cell);
      if (mark) text += colors.bold(colors.red(mark));
      else if (map.passable(cell)) text += colors.dim(map.symbols[cell]);
      else text += map.symbols[cell];
    }
    text += '\n';
  }
  return text;
}
