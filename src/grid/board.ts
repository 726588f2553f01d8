/**
 * A rectangular board whose squares are numbered row by row: `index(x, y) = y * width + x`,
 * x growing rightwards and y downwards, as text is read. Integer squares let searches keep
 * their books in typed arrays.
 *
 * ```ts
 * import { Board, moveIndex, UP } from 'puzzlegraph/grid';
 *
 * const board = new Board(8, 8);
 * console.log(board.index(2, 1)); // 10
 * console.log(board.x(10)); // 2
 * console.log(moveIndex(board, 10, UP)); // 2
 * console.log(moveIndex(board, 2, UP)); // -1
 * ```
 */
import type { Direction } from './direction.js';

export class Board {
  readonly size: number;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new RangeError(
        `a board needs a positive whole width and height, not ${width}x${height}`,
      );
    }
    this.size = width * height;
  }

  index(x: number, y: number): number {
    return y * this.width + x;
  }

  x(index: number): number {
    return index % this.width;
  }

  y(index: number): number {
    return Math.floor(index / this.width);
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /** True for squares in the outermost rows and columns. */
  onEdge(index: number): boolean {
    const x = this.x(index);
    const y = this.y(index);
    return x === 0 || y === 0 || x === this.width - 1 || y === this.height - 1;
  }
}

/** The square one step from `index` in `direction`, or -1 when that leaves the board. */
export function moveIndex(board: Board, index: number, direction: Direction): number {
  return moveBy(board, index, direction.dx, direction.dy);
}

/** The square `(dx, dy)` away from `index`, or -1 when that leaves the board. */
export function moveBy(board: Board, index: number, dx: number, dy: number): number {
  const x = (index % board.width) + dx;
  const y = Math.floor(index / board.width) + dy;
  return x >= 0 && y >= 0 && x < board.width && y < board.height ? y * board.width + x : -1;
}
