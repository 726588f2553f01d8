/**
 * A laser board as a graph of rays. A ray is light leaving a square in a direction, encoded as
 * the integer `square * 4 + direction` (directions `u d l r` = 0 1 2 3), so searches keep their
 * books in typed arrays. A ray's neighbours are the rays the piece in the next square sends
 * on: an empty square passes it straight, a blocker stops it, a mirror turns it.
 *
 * ```ts
 * import { parseLaser, R, U, rayDirection, raySquare } from 'puzzlegraph/laser';
 *
 * const { board } = parseLaser('>./\n..o');
 * const [start] = board.emitterRays(); // light leaving (0,0) moving right
 * console.log(raySquare(start), rayDirection(start) === R); // 0 true
 * const [crossing] = board.neighbors(start); // it crosses the empty square (1,0)
 * console.log(raySquare(crossing), rayDirection(crossing) === R); // 1 true
 * const [turned] = board.neighbors(crossing); // the mirror at (2,0) turns it up
 * console.log(raySquare(turned), rayDirection(turned) === U); // 2 true
 * ```
 */
import { Board, DIRECTIONS } from '../../grid/index.js';
import type { Graph } from '../../search/index.js';
import {
  EXIT_TABLE,
  EMPTY,
  emitterDirection,
  isEmitter,
  isUndecided,
  KIND_COUNT,
  symbolOf,
  TARGET,
} from './pieces.js';

/** Light leaving a square in a direction: `square * 4 + direction`. */
export type Ray = number;

export function ray(square: number, direction: number): Ray {
  return square * 4 + direction;
}

export function raySquare(r: Ray): number {
  return r >> 2;
}

export function rayDirection(r: Ray): number {
  return r & 3;
}

export class LaserBoard implements Graph<Ray> {
  readonly board: Board;
  /** Number of rays, the graph's node count: rays are integers in [0, rayCount). */
  readonly rayCount: number;
  /** Target squares, in reading order. */
  readonly targets: readonly number[];
  /** Emitter squares, in reading order. */
  readonly emitters: readonly number[];

  /**
   * `kinds[square]` is the piece on each square (see pieces.ts); `placeable[square]` is 1 where
   * a puzzle may place a piece (an empty square not marked closed; by default every empty one).
   */
  constructor(
    readonly width: number,
    readonly height: number,
    readonly kinds: Uint8Array,
    readonly placeable: Uint8Array = kinds.map((kind) => (kind === EMPTY ? 1 : 0)),
  ) {
    this.board = new Board(width, height);
    if (kinds.length !== this.board.size || placeable.length !== this.board.size) {
      throw new RangeError(`a ${width}x${height} board needs ${this.board.size} squares`);
    }
    for (const kind of kinds) {
      if (kind >= KIND_COUNT) throw new RangeError(`unknown piece kind ${kind}`);
    }
    this.rayCount = this.board.size * 4;
    const targets: number[] = [];
    const emitters: number[] = [];
    kinds.forEach((kind, square) => {
      if (kind === TARGET) targets.push(square);
      if (isEmitter(kind)) emitters.push(square);
    });
    this.targets = targets;
    this.emitters = emitters;
  }

  kindAt(square: number): number {
    return this.kinds[square];
  }

  /** The rays the emitters send out, one per emitter. */
  emitterRays(): Ray[] {
    return this.emitters.map((square) => ray(square, emitterDirection(this.kinds[square])));
  }

  /** The square a ray enters, or -1 when it leaves the board. */
  nextSquare(r: Ray): number {
    const square = r >> 2;
    const direction = DIRECTIONS[r & 3];
    const x = (square % this.width) + direction.dx;
    const y = Math.floor(square / this.width) + direction.dy;
    return x >= 0 && y >= 0 && x < this.width && y < this.height ? y * this.width + x : -1;
  }

  neighbors(r: Ray): Ray[] {
    const next = this.nextSquare(r);
    if (next < 0) return [];
    const mask = EXIT_TABLE[this.kinds[next] * 4 + (r & 3)];
    const out: Ray[] = [];
    for (let d = 0; d < 4; d++) if (mask & (1 << d)) out.push(next * 4 + d);
    return out;
  }

  *nodes(): Iterable<Ray> {
    for (let r = 0; r < this.rayCount; r++) yield r;
  }

  /** Squares holding a piece whose orientation is still to be chosen (`M`, `S`). */
  undecided(): number[] {
    const squares: number[] = [];
    this.kinds.forEach((kind, square) => {
      if (isUndecided(kind)) squares.push(square);
    });
    return squares;
  }

  /** A copy with some squares changed: `[square, kind]` pairs. Changed squares are not placeable. */
  with(changes: Iterable<readonly [number, number]>): LaserBoard {
    const kinds = this.kinds.slice();
    const placeable = this.placeable.slice();
    for (const [square, kind] of changes) {
      kinds[square] = kind;
      placeable[square] = 0;
    }
    return new LaserBoard(this.width, this.height, kinds, placeable);
  }

  /** The board in the text format (closed empty squares as `:`). */
  toText(): string {
    const rows: string[] = [];
    for (let y = 0; y < this.height; y++) {
      let row = '';
      for (let x = 0; x < this.width; x++) {
        const square = y * this.width + x;
        const kind = this.kinds[square];
        row += kind === 0 && !this.placeable[square] ? ':' : symbolOf(kind);
      }
      rows.push(row);
    }
    return rows.join('\n') + '\n';
  }
}
