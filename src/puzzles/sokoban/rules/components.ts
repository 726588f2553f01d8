/**
 * The connected regions of free floor once the crates are obstacles (`findComponents` in our
 * design notes). Only the inside of the level counts: squares the worker reaches from its start
 * when crates are ignored. A region is named by its smallest square, which is how the solvers
 * normalise a state to "crates + the worker's region".
 *
 * ```ts
 * // ######
 * // #@ $ #
 * // ######
 * const { count, regionOf } = findComponents(level);
 * count; // 2: {7, 8} and {10}
 * regionOf[8] === regionOf[7]; // true
 * regionOf[9]; // -1 (a crate)
 * ```
 */
import type { SokobanLevel } from '../level.js';
import { ReachScanner, insideSquares } from './reachability.js';

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
