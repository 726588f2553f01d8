/**
 * Whether a level is closed (`isLevelClosed`): the worker, walking freely
 * with crates ignored, never reaches the outermost row or column. An open level has no
 * meaning — the worker could walk off the board.
 *
 * ```ts
 * import { findOpening, isLevelClosed } from 'puzzlegraph/sokoban';
 *
 * // Row 3 has no right wall.
 * const rows = ['#####', '#@$.#', '#    ', '#####'];
 * const walls = Uint8Array.from(rows.join(''), (square) => (square === '#' ? 1 : 0));
 * const level = { width: 5, height: 4, walls, worker: 6 };
 * // The square (4, 2) on the right edge, reached by walking.
 * console.log(findOpening(level)); // 14
 * console.log(isLevelClosed(level)); // false
 * ```
 */
import type { SokobanLevel } from '../level.js';

/** The first edge square the worker reaches (crates ignored), or -1 for a closed level. */
export function findOpening(
  level: Pick<SokobanLevel, 'width' | 'height' | 'walls' | 'worker'>,
): number {
  const { width, height, walls, worker } = level;
  const seen = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let tail = 0;
  queue[tail++] = worker;
  seen[worker] = 1;
  for (let head = 0; head < tail; head++) {
    const square = queue[head];
    const x = square % width;
    const y = (square - x) / width;
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) return square;
    for (const next of [square - width, square + width, square - 1, square + 1]) {
      if (seen[next] === 0 && walls[next] === 0) {
        seen[next] = 1;
        queue[tail++] = next;
      }
    }
  }
  return -1;
}

export function isLevelClosed(
  level: Pick<SokobanLevel, 'width' | 'height' | 'walls' | 'worker'>,
): boolean {
  return findOpening(level) === -1;
}
