/**
 * Follows the light of every emitter of a board: a breadth-first traversal of the ray graph
 * from the emitters' rays, each ray visited once, so light that loops between mirrors ends.
 *
 * ```ts
 * import { BIT_D, parseLaser, simulateLight } from 'puzzlegraph/laser';
 *
 * const { board } = parseLaser('>.\\\n..o');
 * const light = simulateLight(board);
 * // Leaving (0,0) right, (1,0) right, (2,0) down, (2,1) down.
 * console.log(light.rays.length); // 4
 * console.log(light.targetsHit); // [ 5 ]
 * // Light leaves the mirror square downwards.
 * console.log(light.exits[2] === BIT_D); // true
 * ```
 */
import { bfsOrder, starts } from '../../search/index.js';
import type { LaserBoard, Ray } from './board.js';

export interface LightResult {
  /** Every ray, in breadth-first order from the emitters. */
  rays: Ray[];
  /** Per square, the mask of directions light leaves it in (the `udlr` diagram). */
  exits: Uint8Array;
  /** Per square, the mask of directions light arrives moving in. */
  arrivals: Uint8Array;
  /** Squares light leaves or enters, in reading order. */
  litSquares: number[];
  /** Target squares light reaches, in reading order. */
  targetsHit: number[];
  /** Target squares it does not reach. */
  targetsMissed: number[];
}

export function simulateLight(board: LaserBoard): LightResult {
  const size = board.board.size;
  const exits = new Uint8Array(size);
  const arrivals = new Uint8Array(size);
  const rays: Ray[] = [];
  for (const r of bfsOrder(starts(...board.emitterRays()), board)) {
    rays.push(r);
    exits[r >> 2] |= 1 << (r & 3);
    const next = board.nextSquare(r);
    if (next >= 0) arrivals[next] |= 1 << (r & 3);
  }
  const litSquares: number[] = [];
  for (let square = 0; square < size; square++) {
    if (exits[square] | arrivals[square]) litSquares.push(square);
  }
  const isLit = (square: number): boolean => (exits[square] | arrivals[square]) !== 0;
  return {
    rays,
    exits,
    arrivals,
    litSquares,
    targetsHit: board.targets.filter(isLit),
    targetsMissed: board.targets.filter((square) => !isLit(square)),
  };
}

/** True when light leaves or enters `square`. */
export function isLitSquare(light: LightResult, square: number): boolean {
  return (light.exits[square] | light.arrivals[square]) !== 0;
}
