/**
 * The eight squares around a square, and whether blocking the square can cut its free
 * neighbours off from each other. A search asks this for each child position, to carry the
 * worker's region over from its parent instead of flooding the floor again.
 *
 * ```text
 * // #.#     the middle square's free neighbours (up and down) meet only through it:
 * // #x#     blocking it may split them
 * // #.#
 * const mask = freeAround(middle, ringOffsets(3), walls, crates); // bits 0 and 4
 * mayDisconnect(mask); // true
 * ```
 */

/** Offsets of the eight squares around one, clockwise from the one above (bit i of a mask). */
export function ringOffsets(width: number): Int32Array {
  return Int32Array.of(-width, -width + 1, 1, width + 1, width, width - 1, -1, -width - 1);
}

/** Bit i set when the square at `ring[i]` from `square` has neither a wall nor a crate. */
export function freeAround(
  square: number,
  ring: Int32Array,
  walls: Uint8Array,
  crates: Uint8Array,
): number {
  let mask = 0;
  for (let i = 0; i < 8; i++) {
    const next = square + ring[i];
    if (walls[next] === 0 && crates[next] === 0) mask |= 1 << i;
  }
  return mask;
}

/**
 * Whether blocking a square whose surroundings are free as `mask` says may split its free
 * neighbours: the up, right, down and left ones that are free do not all lie in one run of free
 * squares around the ring (neighbours in one run stay joined through it).
 */
export function mayDisconnect(mask: number): boolean {
  return SPLITS[mask] === 1;
}

const SPLITS = (() => {
  const table = new Uint8Array(256);
  for (let mask = 0; mask < 255; mask++) {
    // Walk the ring from a blocked position so that no run wraps around.
    let begin = 0;
    while (mask & (1 << begin)) begin++;
    let runsWithSide = 0;
    let inRun = false;
    let hasSide = false;
    for (let k = 1; k <= 8; k++) {
      const i = (begin + k) % 8;
      if (mask & (1 << i)) {
        inRun = true;
        if (i % 2 === 0) hasSide = true;
      } else if (inRun) {
        if (hasSide) runsWithSide++;
        inRun = false;
        hasSide = false;
      }
    }
    table[mask] = runsWithSide > 1 ? 1 : 0;
  }
  return table;
})();
