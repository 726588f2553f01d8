/**
 * The sides of a lone crate that the worker can walk between. A crate on square c has four
 * sides, the squares one step away in each direction; with the crate standing there, the
 * worker can reach some of them from others and not the rest. Labelling each side with the
 * smallest direction it is joined to says, for a pull or push search over one crate, where the
 * worker may stand next without tracking its square.
 *
 * ```text
 * const sides = new Uint8Array(4);
 * labelCrateSides(crate, walls, board, scanner, steps, sides, 0);
 * sides[2] === sides[0]; // the worker can walk from above the crate to below it
 * sides[1] === NO_SIDE; // a wall (or a crate of `board`) stands to its right
 * ```
 */
import type { ReachScanner } from './reachability.js';

/** No side: a wall or an obstacle stands there. */
export const NO_SIDE = 255;

/**
 * Writes the labels of the four sides of a crate on `crate` into `out[at..at + 4]`: NO_SIDE
 * where a wall or a square marked in `board` stands, otherwise the smallest direction whose
 * side the worker can walk to, the crate standing on `crate`. `scanner` floods through the
 * squares that are neither its walls nor marked in `board`; `board[crate]` is marked for the
 * floods and restored.
 */
export function labelCrateSides(
  crate: number,
  walls: Uint8Array,
  board: Uint8Array,
  scanner: ReachScanner,
  steps: Int32Array,
  out: Uint8Array,
  at: number,
): void {
  out.fill(NO_SIDE, at, at + 4);
  // Most crates stand where the worker can step round a corner from each free side to the next:
  // then all free sides are joined without a flood.
  let free = 0;
  let first = -1;
  for (let d = 0; d < 4; d++) {
    if (!isOpen(walls, board, crate + steps[d])) continue;
    free++;
    if (first === -1) first = d;
  }
  if (free === 0) return;
  let joined = 0;
  for (let d = 0; d < 4; d++) {
    const next = (d + 1) & 3;
    if (
      isOpen(walls, board, crate + steps[d]) &&
      isOpen(walls, board, crate + steps[next]) &&
      isOpen(walls, board, crate + steps[d] + steps[next])
    ) {
      joined++;
    }
  }
  // Around the crate the free sides form a ring of `free` squares; `free - 1` joins link them all.
  if (free === 1 || joined >= free - 1) {
    for (let d = 0; d < 4; d++) if (isOpen(walls, board, crate + steps[d])) out[at + d] = first;
    return;
  }
  const before = board[crate];
  board[crate] = 1;
  for (let d = 0; d < 4; d++) {
    if (out[at + d] !== NO_SIDE) continue;
    const stand = crate + steps[d];
    if (!isOpen(walls, board, stand)) continue;
    out[at + d] = d;
    scanner.scan(board, stand);
    for (let e = d + 1; e < 4; e++) {
      const other = crate + steps[e];
      if (out[at + e] === NO_SIDE && isOpen(walls, board, other) && scanner.reached(other))
        out[at + e] = d;
    }
  }
  board[crate] = before;
}

/** Whether the worker may stand on `square`: on the board, neither a wall nor marked in `board`. */
function isOpen(walls: Uint8Array, board: Uint8Array, square: number): boolean {
  return square >= 0 && square < walls.length && walls[square] === 0 && board[square] === 0;
}
