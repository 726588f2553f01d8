/**
 * Two drawings of the light on a board, here of `>.\` above `..o`.
 *
 * `renderUdlr` is the diagram of docs/laser.md: each square as four characters `udlr`, the
 * letter where light leaves the square in that direction and `.` otherwise:
 *
 * ```
 * ...r ...r .d..
 * .... .... .d..
 * ```
 *
 * `renderPicture` draws the beams with box-drawing lines, three characters per square (left
 * arm, centre, right arm), the pieces on top, and colours on a terminal:
 *
 * ```
 *  ▶─────╲
 *  ·  ·  ◉
 * ```
 */
import pc from 'picocolors';
import type { LaserBoard } from './board.js';
import {
  ANY_MIRROR,
  ANY_SPLITTER,
  BIT_D,
  BIT_L,
  BIT_R,
  BIT_U,
  BLOCKER,
  EMITTER_D,
  EMITTER_L,
  EMITTER_R,
  EMITTER_U,
  EMPTY,
  maskLetters,
  MIRROR_BACKSLASH,
  MIRROR_SLASH,
  SPLIT_BACKSLASH,
  SPLIT_HORIZONTAL,
  SPLIT_SLASH,
  SPLIT_VERTICAL,
  TARGET,
} from './pieces.js';
import type { LightResult } from './simulate.js';

/** The `udlr` diagram (docs/laser.md): one group per square, squares separated by a space. */
export function renderUdlr(board: LaserBoard, light: LightResult): string {
  const rows: string[] = [];
  for (let y = 0; y < board.height; y++) {
    const cells: string[] = [];
    for (let x = 0; x < board.width; x++) cells.push(maskLetters(light.exits[y * board.width + x]));
    rows.push(cells.join(' '));
  }
  return rows.join('\n') + '\n';
}

export interface PictureOptions {
  /** ANSI colours (for terminals). */
  color?: boolean;
  /** Append a line explaining the symbols. */
  legend?: boolean;
}

// Box-drawing characters indexed by the sides a beam touches: u=1, d=2, l=4, r=8.
const LINES = ' ╵╷│╴┘┐┤╶└┌├─┴┬┼';

const GLYPHS: Record<number, string> = {
  [BLOCKER]: '█',
  [EMITTER_U]: '▲',
  [EMITTER_D]: '▼',
  [EMITTER_L]: '◀',
  [EMITTER_R]: '▶',
  [MIRROR_SLASH]: '╱',
  [MIRROR_BACKSLASH]: '╲',
  // Dotted and dashed strokes for the transparent (half-silvered) mirrors.
  [SPLIT_VERTICAL]: '┆',
  [SPLIT_HORIZONTAL]: '┄',
  [SPLIT_SLASH]: '⋰',
  [SPLIT_BACKSLASH]: '⋱',
  [ANY_MIRROR]: '?',
  [ANY_SPLITTER]: '?',
};

export const PICTURE_LEGEND =
  '▶ emitter  ╱ ╲ mirror  ⋰ ⋱ ┆ ┄ transparent mirror  █ blocker  ◉ target lit  ○ target dark  ? orientation to choose';

/** Which sides of a square light touches, leaving or arriving (u=1, d=2, l=4, r=8). */
function sidesOf(light: LightResult, square: number): number {
  const out = light.exits[square];
  const arrived = light.arrivals[square];
  // Light arriving moving down came in through the top side, and so on.
  return (
    out |
    (arrived & BIT_D ? BIT_U : 0) |
    (arrived & BIT_U ? BIT_D : 0) |
    (arrived & BIT_R ? BIT_L : 0) |
    (arrived & BIT_L ? BIT_R : 0)
  );
}

export function renderPicture(
  board: LaserBoard,
  light: LightResult,
  options: PictureOptions = {},
): string {
  const colors = pc.createColors(options.color ?? false);
  const beam = (text: string): string => colors.red(text);
  const rows: string[] = [];
  for (let y = 0; y < board.height; y++) {
    let row = '';
    for (let x = 0; x < board.width; x++) {
      const square = y * board.width + x;
      const sides = sidesOf(light, square);
      const kind = board.kinds[square];
      const left = sides & BIT_L ? beam('─') : ' ';
      const right = sides & BIT_R ? beam('─') : ' ';
      let centre: string;
      if (kind === EMPTY) {
        centre = sides
          ? beam(LINES[sides])
          : board.placeable[square]
            ? colors.dim('·')
            : colors.dim(' ');
      } else if (kind === TARGET) {
        centre = sides ? colors.bold(colors.green('◉')) : colors.bold(colors.red('○'));
      } else if (kind === BLOCKER) {
        centre = colors.dim(GLYPHS[kind]);
      } else if (kind >= EMITTER_U && kind <= EMITTER_R) {
        centre = colors.bold(colors.magenta(GLYPHS[kind]));
      } else if (kind === ANY_MIRROR || kind === ANY_SPLITTER) {
        centre = colors.bold(colors.yellow(GLYPHS[kind]));
      } else {
        centre = colors.bold(colors.cyan(GLYPHS[kind]));
      }
      row += left + centre + right;
    }
    rows.push(row.trimEnd());
  }
  if (options.legend) rows.push('', colors.dim(PICTURE_LEGEND));
  return rows.join('\n') + '\n';
}
