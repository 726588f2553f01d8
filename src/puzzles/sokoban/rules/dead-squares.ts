/**
 * Dead squares (`computeDeadSquares`): squares from which a crate can
 * never reach any goal, whatever the other crates do. Found by pulling a crate backwards from
 * every goal on an empty board: a crate can be pulled from x to a neighbour y when y and the
 * square beyond y (where the worker stands) are inside the level. Inside squares no pull
 * reaches are dead.
 *
 * ```text
 * // #####
 * // #@$.#
 * // #   #
 * // #####
 * const dead = computeDeadSquares(level);
 * dead[6]; // 1: a corner square, no crate leaves it
 * dead[8]; // 0: the goal
 * ```
 */
import type { SokobanLevel } from '../level.js';
import { insideSquares, stepOffsets } from './reachability.js';

/** 1 for inside squares no goal reaches by pulls; 0 for live squares, walls and the outside. */
export function computeDeadSquares(level: SokobanLevel): Uint8Array {
  const inside = insideSquares(level);
  const live = pullReach(level.width, inside, goalList(level, inside));
  const dead = new Uint8Array(inside.length);
  for (let i = 0; i < inside.length; i++) if (inside[i] === 1 && live[i] === 0) dead[i] = 1;
  return dead;
}

function goalList(level: SokobanLevel, inside: Uint8Array): number[] {
  const goals: number[] = [];
  for (let i = 0; i < level.goals.length; i++) if (level.goals[i] === 1 && inside[i]) goals.push(i);
  return goals;
}

/**
 * Squares a crate can be pulled to from any of `sources`, pulls needing two inside squares in a
 * row. Inside squares never sit on the board's edge in a closed level, so steps stay on the board.
 */
function pullReach(width: number, inside: Uint8Array, sources: readonly number[]): Uint8Array {
  const steps = stepOffsets(width);
  const seen = new Uint8Array(inside.length);
  const queue: number[] = [];
  for (const source of sources) {
    if (seen[source]) continue;
    seen[source] = 1;
    queue.push(source);
  }
  for (let head = 0; head < queue.length; head++) {
    const square = queue[head];
    for (const step of steps) {
      const to = square + step;
      const worker = to + step;
      if (!isInside(inside, to) || !isInside(inside, worker) || seen[to]) continue;
      seen[to] = 1;
      queue.push(to);
    }
  }
  return seen;
}

function isInside(inside: Uint8Array, square: number): boolean {
  return square >= 0 && square < inside.length && inside[square] === 1;
}
