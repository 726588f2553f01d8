/**
 * Directions on a board, y growing downwards. The four orthogonal ones carry the LURD letters
 * used by Sokoban solutions; the eight king directions add the diagonals.
 *
 * ```ts
 * import { directionFromLetter, LEFT, opposite, RIGHT } from 'puzzlegraph/grid';
 *
 * console.log(directionFromLetter('l') === LEFT); // true
 * console.log(directionFromLetter('x')); // undefined
 * console.log(opposite(LEFT) === RIGHT); // true
 * ```
 */
export interface Direction {
  readonly name: string;
  readonly dx: number;
  readonly dy: number;
  /** u, d, l, r for orthogonal directions; the two letters (e.g. `ur`) for diagonals. */
  readonly letter: string;
  /** Position in its list (`DIRECTIONS` or `KING_DIRECTIONS`), handy for typed-array tables. */
  readonly ordinal: number;
}

export const UP: Direction = { name: 'up', dx: 0, dy: -1, letter: 'u', ordinal: 0 };
export const DOWN: Direction = { name: 'down', dx: 0, dy: 1, letter: 'd', ordinal: 1 };
export const LEFT: Direction = { name: 'left', dx: -1, dy: 0, letter: 'l', ordinal: 2 };
export const RIGHT: Direction = { name: 'right', dx: 1, dy: 0, letter: 'r', ordinal: 3 };

/** The four orthogonal directions in LURD-friendly order: up, down, left, right. */
export const DIRECTIONS: readonly Direction[] = [UP, DOWN, LEFT, RIGHT];

/** The eight directions a chess king moves in, clockwise from up. */
export const KING_DIRECTIONS: readonly Direction[] = [
  { ...UP, ordinal: 0 },
  { name: 'up-right', dx: 1, dy: -1, letter: 'ur', ordinal: 1 },
  { ...RIGHT, ordinal: 2 },
  { name: 'down-right', dx: 1, dy: 1, letter: 'dr', ordinal: 3 },
  { ...DOWN, ordinal: 4 },
  { name: 'down-left', dx: -1, dy: 1, letter: 'dl', ordinal: 5 },
  { ...LEFT, ordinal: 6 },
  { name: 'up-left', dx: -1, dy: -1, letter: 'ul', ordinal: 7 },
];

export function opposite(direction: Direction): Direction {
  return DIRECTIONS[direction.ordinal ^ 1];
}

/** The orthogonal direction of a LURD letter, either case; undefined for anything else. */
export function directionFromLetter(letter: string): Direction | undefined {
  switch (letter.toLowerCase()) {
    case 'u':
      return UP;
    case 'd':
      return DOWN;
    case 'l':
      return LEFT;
    case 'r':
      return RIGHT;
    default:
      return undefined;
  }
}
