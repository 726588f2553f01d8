/**
 * Lengths on 8-connected grids. Every octile path length is `straight + diagonal * sqrt 2`
 * for whole numbers of straight and diagonal steps; computing it from the two counts (never
 * by summing step costs one by one) gives the same floating-point number for the same
 * counts, so equal lengths compare equal and ties are exact.
 *
 * ```ts
 * import { octileDistance, octileLength } from 'puzzlegraph/gridmap';
 *
 * console.log(octileLength(2, 1)); // 3.414213562373095
 * // One diagonal and two straight steps.
 * console.log(octileDistance(0, 0, 3, 1) === 2 + Math.SQRT2); // true
 * ```
 */

export const SQRT2 = Math.SQRT2;

export function octileLength(straight: number, diagonal: number): number {
  return straight + diagonal * SQRT2;
}

/** The octile distance between two cells: the length of a diagonal-first path on an open grid. */
export function octileDistance(x1: number, y1: number, x2: number, y2: number): number {
  const dx = Math.abs(x1 - x2);
  const dy = Math.abs(y1 - y2);
  return dx < dy ? octileLength(dy - dx, dx) : octileLength(dx - dy, dy);
}

export function manhattanDistance(x1: number, y1: number, x2: number, y2: number): number {
  return Math.abs(x1 - x2) + Math.abs(y1 - y2);
}
