/**
 * Where the worker can walk: a flood fill over squares holding neither a wall nor a crate.
 * Squares are numbered `y * width + x`, so the four steps are `-width, +1, +width, -1`.
 *
 * ```text
 * // #####
 * // #@$ #
 * // #####
 * const reach = workerReach(level); // 0/1 per square
 * reach[6]; // 1 (the worker's own square)
 * reach[8]; // 0 (behind the crate)
 * ```
 *
 * `ReachScanner` is the allocation-free version the solver runs once per state: it keeps a
 * stamp per square instead of clearing a mask, and reports the smallest square reached, which
 * names the worker's region (two states with the same crates and the worker in the same region
 * are one state for a push solver).
 */
import { StampMarks } from '../../../grid/index.js';
import type { SokobanLevel } from '../level.js';
import { freeAround, mayDisconnect, ringOffsets } from './ring.js';

/** Offsets of up, right, down, left on a board of this width. */
export function stepOffsets(width: number): Int32Array {
  return Int32Array.of(-width, 1, width, -1);
}

/** LURD letters in the order of `stepOffsets`. */
export const STEP_LETTERS = 'urdl';

/** 0/1 per square: the squares the worker reaches with the crates at `crates`. */
export function workerReach(
  level: SokobanLevel,
  crates: readonly number[] = level.crates,
  worker: number = level.worker,
): Uint8Array {
  const scanner = new ReachScanner(level.width, level.height, level.walls);
  const blocked = new Uint8Array(level.width * level.height);
  for (const crate of crates) blocked[crate] = 1;
  scanner.scan(blocked, worker);
  const reach = new Uint8Array(level.width * level.height);
  for (let i = 0; i < reach.length; i++) if (scanner.reached(i)) reach[i] = 1;
  return reach;
}

/**
 * The squares the worker reaches from its own square ignoring crates: the inside of a closed
 * level. Every square a crate can ever occupy usefully is inside.
 */
export function insideSquares(level: SokobanLevel): Uint8Array {
  return workerReach(level, [], level.worker);
}

/**
 * By square * 4 + direction (`stepOffsets` order): the square one step that way, or -1 for a
 * wall or a step off the board (open levels have floor on their edge), so that a flood reads
 * one number per step instead of testing columns, bounds and walls.
 */
export function floorNeighbours(width: number, walls: Uint8Array): Int32Array {
  const size = walls.length;
  const steps = stepOffsets(width);
  const table = new Int32Array(size * 4).fill(-1);
  for (let square = 0; square < size; square++) {
    const x = square % width;
    for (let d = 0; d < 4; d++) {
      if ((d === 1 && x === width - 1) || (d === 3 && x === 0)) continue;
      const next = square + steps[d];
      if (next >= 0 && next < size && walls[next] === 0) table[square * 4 + d] = next;
    }
  }
  return table;
}

/** A reusable flood fill over a fixed board; `blocked` marks crates (walls are built in). */
export class ReachScanner {
  readonly size: number;
  /** Smallest square reached by the last scan. */
  minSquare = 0;
  /** Squares reached by the last scan. */
  count = 0;
  private readonly marks: StampMarks;
  /** `marks.stamps` and the last scan's stamp, read by every `reached`. */
  private readonly stamps: Uint32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  private readonly steps: Int32Array;
  /** The eight squares around one, as `ringOffsets` lists them. */
  private readonly ring: Int32Array;
  /** By square * 4 + direction: the square one step that way, -1 for a wall or off the board. */
  private readonly floorNext: Int32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly walls: Uint8Array,
  ) {
    this.size = width * height;
    this.marks = new StampMarks(this.size);
    this.stamps = this.marks.stamps;
    this.queue = new Int32Array(this.size);
    this.steps = stepOffsets(width);
    this.ring = ringOffsets(width);
    this.floorNext = floorNeighbours(width, walls);
  }

  /** Floods from `start` through squares that are neither walls nor `blocked`. */
  scan(blocked: Uint8Array, start: number): void {
    const stamp = (this.stamp = this.marks.next());
    const { stamps, queue, floorNext } = this;
    stamps[start] = stamp;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    let min = start;
    while (head < tail) {
      const square = queue[head++];
      if (square < min) min = square;
      for (let i = square * 4, end = i + 4; i < end; i++) {
        const next = floorNext[i];
        if (next < 0 || stamps[next] === stamp || blocked[next] === 1) continue;
        stamps[next] = stamp;
        queue[tail++] = next;
      }
    }
    this.minSquare = min;
    this.count = tail;
  }

  /**
   * The smallest square of the worker's region after one crate moved from `from` to the
   * neighbouring square `to` (a push, or a pull with the worker stepping back), worked out from
   * the last scan instead of a new flood; -1 when that cannot be told without one. `blocked`
   * must already show the move, and the worker must end next to `from` (push) or `to` (pull).
   *
   * It can when `from` touches only the scanned region and, if `to` was in it, blocking `to`
   * splits nothing (its free neighbours stay joined around it) and `to` was not the region's
   * smallest square: the region is then the old one less `to`, plus `from`. A search runs this
   * for every child, and the flood it saves is most of a child's cost.
   */
  minSquareAfterMove(blocked: Uint8Array, from: number, to: number): number {
    const { walls, steps, stamps, stamp, width } = this;
    for (let d = 0; d < 4; d++) {
      const next = from + steps[d];
      if (walls[next] === 0 && blocked[next] === 0 && stamps[next] !== stamp) return -1;
    }
    if (stamps[to] === stamp) {
      if (to === this.minSquare) return -1;
      const x = to % width;
      if (to < width || to >= this.size - width || x === 0 || x === width - 1) return -1;
      if (mayDisconnect(freeAround(to, this.ring, walls, blocked))) return -1;
    }
    return from < this.minSquare ? from : this.minSquare;
  }

  /** Whether the last scan reached `square`. */
  reached(square: number): boolean {
    return this.stamps[square] === this.stamp;
  }

  /** The squares reached by the last scan, in visiting order (a view, valid until the next scan). */
  squares(): Int32Array {
    return this.queue.subarray(0, this.count);
  }
}
