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
import { popCount, StampMarks } from '../../../grid/index.js';
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
 * stamps squares instead of clearing a mask and floods with its own queue. `regionsAroundPair`
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
  /** `regionsAroundPair`: per square reached, the flood (0 to 7) that reached it first. */
  private readonly floodOf: Int8Array;
  /** `regionsAroundPair`: per flood, the flood it joined, or itself. */
  private readonly joinedTo = new Int8Array(8);
  /** `regionsAroundPair`: per flood that joined none, its squares queued and not yet grown from. */
  private readonly pending = new Int32Array(8);
  /** `regionsAroundPair`: per flood, which of the two squares' sides it started from (bits 1, 2). */
  private readonly owners = new Uint8Array(8);
  /** `regionsAroundPair`: the floods seeded in this pass. */
  private seeds = 0;

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
    this.floodOf = new Int8Array(blocked.length);
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
   * With floor squares `a` and `b` both taken out of the floor, how many regions the free up,
   * right, down and left neighbours of `a` lie in, plus 8 times as many for `b`;
   * `UNKNOWN_REGIONS` when the floods grow past `nearby` squares before settling it. A square
   * whose free neighbours meet among the eight squares around it needs no flood.
   *
   * Otherwise floods start from the free neighbours of both squares and grow together, one
   * square each in turn (one queue), and two that touch become one. A flood that runs out of
   * squares is a region of its own; once one flood is left, it is the last region. So the work
   * is bounded by the smaller regions, or by half the way round a crate, where one flood from
   * one neighbour would fill a whole large region before it knew the others were cut off; and
   * the neighbours of two squares side by side mostly meet at once.
   */
  regionsAroundPair(a: number, b: number, occupied: Uint8Array, nearby: number): number {
    const aroundA = this.sidesOpen(a, b, occupied);
    const aroundB = this.sidesOpen(b, a, occupied);
    const knownA = settledByRing(aroundA);
    const knownB = settledByRing(aroundB);
    if (knownA !== -1 && knownB !== -1) return knownA + 8 * knownB;
    const stamp = this.startFloods(a, b);
    if (knownA === -1) this.seedFloods(a, aroundA, 1, stamp);
    if (knownB === -1) this.seedFloods(b, aroundB, 2, stamp);
    const counts = this.growFloods(a, b, occupied, nearby, stamp);
    if (counts === UNKNOWN_REGIONS) return UNKNOWN_REGIONS;
    return (knownA === -1 ? counts & 7 : knownA) + 8 * (knownB === -1 ? counts >> 3 : knownB);
  }

  /** The `freeAround` mask of `square` with `other` counted as blocked. */
  private sidesOpen(square: number, other: number, occupied: Uint8Array): number {
    const { ring } = this;
    let around = freeAround(square, ring, this.blocked, occupied);
    for (let i = 0; i < 8; i++) if (square + ring[i] === other) around &= ~(1 << i);
    return around;
  }

  /** A new pass of floods, `a` and `b` stamped as if reached so that none enters them. */
  private startFloods(a: number, b: number): number {
    const stamp = this.marks.next();
    this.stamps[a] = stamp;
    this.stamps[b] = stamp;
    this.seeds = 0;
    return stamp;
  }

  /**
   * A flood from each free side of `square` (`around` its mask), owned by `owner` (1 or 2); a
   * side that is already a seed, of the other square, gets both owners.
   */
  private seedFloods(square: number, around: number, owner: number, stamp: number): void {
    const { steps, stamps, queue, floodOf, joinedTo, pending, owners } = this;
    for (let d = 0; d < 4; d++) {
      if ((around & (1 << (2 * d))) === 0) continue;
      const seed = square + steps[d];
      if (stamps[seed] === stamp) {
        owners[floodOf[seed]] |= owner;
        continue;
      }
      const flood = this.seeds++;
      stamps[seed] = stamp;
      floodOf[seed] = flood;
      joinedTo[flood] = flood;
      pending[flood] = 1;
      owners[flood] = owner;
      queue[flood] = seed;
    }
  }

  /**
   * Grows the seeded floods until at most one is still growing, and returns how many regions
   * the floods of owner 1 lie in, plus 8 times those of owner 2; `UNKNOWN_REGIONS` past
   * `nearby` squares.
   */
  private growFloods(
    a: number,
    b: number,
    occupied: Uint8Array,
    nearby: number,
    stamp: number,
  ): number {
    const { blocked, steps, stamps, queue, floodOf, joinedTo, pending } = this;
    let tail = this.seeds;
    let growing = tail; // floods neither joined to another nor run out
    for (let head = 0; growing > 1; head++) {
      if (tail > nearby) return UNKNOWN_REGIONS;
      const at = queue[head];
      const flood = rootFlood(joinedTo, floodOf[at]);
      pending[flood]--;
      for (let e = 0; e < 4; e++) {
        const next = at + steps[e];
        if (blocked[next] === 1 || occupied[next] === 1) continue;
        if (stamps[next] !== stamp) {
          stamps[next] = stamp;
          floodOf[next] = flood;
          pending[flood]++;
          queue[tail++] = next;
        } else if (next !== a && next !== b) {
          const met = rootFlood(joinedTo, floodOf[next]);
          if (met === flood) continue;
          joinedTo[met] = flood;
          pending[flood] += pending[met];
          growing--;
        }
      }
      if (pending[flood] === 0) growing--;
    }
    // The floods are settled: count the distinct ones each owner's seeds ended in.
    let first = 0;
    let second = 0;
    for (let seed = 0; seed < this.seeds; seed++) {
      const bit = 1 << rootFlood(joinedTo, seed);
      if ((this.owners[seed] & 1) !== 0) first |= bit;
      if ((this.owners[seed] & 2) !== 0) second |= bit;
    }
    return popCount(first) + 8 * popCount(second);
  }
}

/** What the ring around a square settles of its `regionsAroundPair`: 0, 1, or -1 for a flood. */
function settledByRing(around: number): number {
  if ((around & SIDES) === 0) return 0;
  return mayDisconnect(around) ? -1 : 1;
}

/** The flood that flood `flood` has become part of. */
function rootFlood(joinedTo: Int8Array, flood: number): number {
  while (joinedTo[flood] !== flood) flood = joinedTo[flood];
  return flood;
}

/** `RegionCounter.regionsAroundPair` could not tell without counting further. */
export const UNKNOWN_REGIONS = -1;

/** The up, right, down and left bits of a `freeAround` mask. */
const SIDES = 0b01010101;
