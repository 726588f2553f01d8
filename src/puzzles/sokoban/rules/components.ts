/**
 * The connected regions of free floor once the crates are obstacles (`findComponents`). Only
 * the inside of the level counts: squares the worker reaches from its start
 * when crates are ignored. A region is named by its smallest square, which is how the solvers
 * normalise a state to "crates + the worker's region".
 *
 * ```text
 * // ######
 * // #@ $ #
 * // ######
 * const { count, regionOf } = findComponents(level);
 * count; // 2: {7, 8} and {10}
 * regionOf[8] === regionOf[7]; // true
 * regionOf[9]; // -1 (a crate)
 * ```
 */
import { StampMarks } from '../../../grid/index.js';
import type { SokobanLevel } from '../level.js';
import { ReachScanner, insideSquares } from './reachability.js';
import { freeAround, mayDisconnect, ringOffsets } from './ring.js';

export interface Components {
  /** How many regions. */
  count: number;
  /** Region number per square, -1 for walls, crates and squares outside the level. */
  regionOf: Int32Array;
  /** The smallest square of each region, by region number (regions are numbered by it). */
  representative: number[];
}

export function findComponents(
  level: SokobanLevel,
  crates: readonly number[] = level.crates,
): Components {
  const size = level.width * level.height;
  const inside = insideSquares(level);
  const blocked = new Uint8Array(size);
  for (let i = 0; i < size; i++) if (inside[i] === 0) blocked[i] = 1;
  for (const crate of crates) blocked[crate] = 1;
  const regionOf = new Int32Array(size).fill(-1);
  const representative: number[] = [];
  const scanner = new ReachScanner(level.width, level.height, level.walls);
  for (let square = 0; square < size; square++) {
    if (blocked[square] === 1 || level.walls[square] === 1 || regionOf[square] !== -1) continue;
    scanner.scan(blocked, square);
    const region = representative.length;
    representative.push(square);
    for (const reached of scanner.squares()) regionOf[reached] = region;
  }
  return { count: representative.length, regionOf, representative };
}

/**
 * `findComponents`'s count without allocating: the solver asks it for generated positions (how
 * many regions the crates cut the floor into, the "connectivity" of feature-space search). It
 * stamps squares instead of clearing a mask and floods with its own queue. `regionsAround`
 * answers the local question that often spares a count after one crate moved.
 *
 * ```text
 * const counter = new RegionCounter(width, floorSquares, blocked);
 * counter.count(occupied); // 2 for the level above
 * ```
 */
export class RegionCounter {
  private readonly marks: StampMarks;
  private readonly stamps: Uint32Array;
  private readonly queue: Int32Array;
  private readonly steps: Int32Array;
  private readonly ring: Int32Array;

  constructor(
    width: number,
    /** The squares a region may hold: inside the level and not a wall. */
    private readonly floor: Int32Array,
    /** 1 for walls and outside squares (an inside square's neighbours are never off-board). */
    private readonly blocked: Uint8Array,
  ) {
    this.marks = new StampMarks(blocked.length);
    this.stamps = this.marks.stamps;
    this.queue = new Int32Array(blocked.length);
    this.steps = Int32Array.of(-width, 1, width, -1);
    this.ring = ringOffsets(width);
  }

  /** A counter over every square `blocked` leaves free: the whole floor of the level. */
  static ofFloor(width: number, blocked: Uint8Array): RegionCounter {
    const floor: number[] = [];
    for (let square = 0; square < blocked.length; square++) {
      if (blocked[square] === 0) floor.push(square);
    }
    return new RegionCounter(width, Int32Array.from(floor), blocked);
  }

  /** The number of regions of free floor when `occupied` marks the crates. */
  count(occupied: Uint8Array): number {
    const { stamps, queue, steps, blocked, floor } = this;
    const stamp = this.marks.next();
    let regions = 0;
    for (let i = 0; i < floor.length; i++) {
      const seed = floor[i];
      if (stamps[seed] === stamp || occupied[seed] === 1) continue;
      regions++;
      stamps[seed] = stamp;
      queue[0] = seed;
      let head = 0;
      let tail = 1;
      while (head < tail) {
        const square = queue[head++];
        for (let d = 0; d < 4; d++) {
          const next = square + steps[d];
          if (stamps[next] === stamp || blocked[next] === 1 || occupied[next] === 1) continue;
          stamps[next] = stamp;
          queue[tail++] = next;
        }
      }
    }
    return regions;
  }

  /**
   * How many regions the free up, right, down and left neighbours of floor square `square` lie
   * in, `square` and `other` not counted as floor: from the eight squares around it when they
   * meet there, else by small floods from each neighbour; `UNKNOWN_REGIONS` when a flood grows
   * past `nearby` squares before settling it.
   */
  regionsAround(square: number, other: number, occupied: Uint8Array, nearby: number): number {
    const { ring, blocked, steps, stamps, queue } = this;
    let around = freeAround(square, ring, blocked, occupied);
    for (let i = 0; i < 8; i++) if (square + ring[i] === other) around &= ~(1 << i);
    if ((around & SIDES) === 0) return 0;
    if (!mayDisconnect(around)) return 1;
    const stamp = this.marks.next();
    stamps[square] = stamp;
    stamps[other] = stamp;
    let regions = 0;
    let waiting = 0; // free neighbours not reached yet
    for (let d = 0; d < 4; d++) if (around & (1 << (2 * d))) waiting++;
    for (let d = 0; d < 4 && waiting > 0; d++) {
      const seed = square + steps[d];
      if ((around & (1 << (2 * d))) === 0 || stamps[seed] === stamp) continue;
      regions++;
      waiting--;
      stamps[seed] = stamp;
      queue[0] = seed;
      let head = 0;
      let tail = 1;
      while (head < tail && waiting > 0) {
        if (tail > nearby) return UNKNOWN_REGIONS;
        const at = queue[head++];
        for (let e = 0; e < 4; e++) {
          const next = at + steps[e];
          if (stamps[next] === stamp || blocked[next] === 1 || occupied[next] === 1) continue;
          stamps[next] = stamp;
          queue[tail++] = next;
          if (isSide(next - square, steps)) waiting--;
        }
      }
    }
    return regions;
  }
}

/** `RegionCounter.regionsAround` could not tell without counting further. */
export const UNKNOWN_REGIONS = -1;

/** The up, right, down and left bits of a `freeAround` mask. */
const SIDES = 0b01010101;

function isSide(offset: number, steps: Int32Array): boolean {
  return offset === steps[0] || offset === steps[1] || offset === steps[2] || offset === steps[3];
}
