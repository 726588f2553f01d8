/**
 * Draws a level, or a state of it, as text with the usual symbols: `#` wall, `@` worker,
 * `+` worker on a goal, `$` crate, `*` crate on a goal, `.` goal, and floor (a space unless
 * asked otherwise). Trailing floor is dropped from each row, as level files do.
 *
 * ```ts
 * import { parseLevel, renderState } from 'puzzlegraph/sokoban';
 *
 * const level = parseLevel('#####\n#@$.#\n#####');
 * console.log(renderState(level).split('\n')[1]); // #@$.#
 * console.log(renderState(level, { crates: [8], worker: 7 }).split('\n')[1]); // # @*#
 * // No floor left to show.
 * console.log(renderState(level, { floor: '-' }).split('\n')[1]); // #@$.#
 * ```
 */
import type { SokobanLevel } from '../level.js';

export interface RenderOptions {
  /** Crate squares; default the level's start. */
  crates?: readonly number[];
  /** Worker square; default the level's start. */
  worker?: number;
  /** The floor character: space (default), `-` or `_`. */
  floor?: string;
}

/** Rows joined by `\n`, without a final newline. */
export function renderState(level: SokobanLevel, options: RenderOptions = {}): string {
  return renderRows(level, options).join('\n');
}

/** One string per row of the board. */
export function renderRows(level: SokobanLevel, options: RenderOptions = {}): string[] {
  const { width, height, walls, goals } = level;
  const floor = options.floor ?? ' ';
  const crateAt = new Uint8Array(width * height);
  for (const crate of options.crates ?? level.crates) crateAt[crate] = 1;
  const worker = options.worker ?? level.worker;
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    let lastSolid = 0;
    for (let x = 0; x < width; x++) {
      const square = y * width + x;
      const goal = goals[square] === 1;
      let char: string;
      if (walls[square] === 1) char = '#';
      else if (square === worker) char = goal ? '+' : '@';
      else if (crateAt[square] === 1) char = goal ? '*' : '$';
      else char = goal ? '.' : floor;
      row += char;
      if (char !== floor) lastSolid = row.length;
    }
    rows.push(row.slice(0, lastSolid));
  }
  return rows;
}
