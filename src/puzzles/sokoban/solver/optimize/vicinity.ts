/**
 * The vicinity of a solution: the crate configurations it passes through, and those a few
 * crate steps away from them. A crate step moves one crate one square onto free floor that is
 * not dead, with free floor behind it where a worker could stand; where the worker can walk is
 * left to the search, so the set is a superset of what one push reaches.
 *
 * ```ts
 * const vicinity = Vicinity.around(analysis, path, 2, 1_000_000);
 * vicinity.has(crates); // crates ascending
 * vicinity.size; // configurations in it
 * vicinity.complete; // false when the cap stopped it growing
 * ```
 *
 * The exact search inside the vicinity can only find solutions at least as good as the one it
 * came from (that one lies inside), and the wider the radius, the more ways round it sees.
 */
import type { LevelAnalysis } from '../core/analysis.js';

export class Vicinity {
  private constructor(
    private readonly members: Set<string>,
    /** Whether every configuration within the radius is in (the cap did not stop it). */
    readonly complete: boolean,
    /** Whether the last layer added nothing: a wider radius would add nothing either. */
    readonly closed: boolean,
  ) {}

  get size(): number {
    return this.members.size;
  }

  has(crates: ArrayLike<number>): boolean {
    return this.members.has(keyOf(crates));
  }

  /**
   * The configurations of `path` (each ascending) and those within `radius` crate steps of
   * them, at most `cap` in all.
   */
  static around(
    analysis: LevelAnalysis,
    path: readonly (readonly number[])[],
    radius: number,
    cap: number,
  ): Vicinity {
    const members = new Set<string>();
    let layer: number[][] = [];
    for (const crates of path) {
      const key = keyOf(crates);
      if (members.has(key)) continue;
      members.add(key);
      layer.push([...crates]);
    }
    const occupied = new Uint8Array(analysis.size);
    for (let step = 0; step < radius; step++) {
      const next: number[][] = [];
      for (const crates of layer) {
        for (const crate of crates) occupied[crate] = 1;
        for (const moved of crateSteps(crates, occupied, analysis)) {
          const key = keyOf(moved);
          if (members.has(key)) continue;
          if (members.size >= cap) {
            for (const crate of crates) occupied[crate] = 0;
            return new Vicinity(members, false, false);
          }
          members.add(key);
          next.push(moved);
        }
        for (const crate of crates) occupied[crate] = 0;
      }
      if (next.length === 0) return new Vicinity(members, true, true);
      layer = next;
    }
    return new Vicinity(members, true, false);
  }
}

/** The configurations one crate step from `crates` (marked in `occupied`), each ascending. */
function crateSteps(
  crates: readonly number[],
  occupied: Uint8Array,
  analysis: LevelAnalysis,
): number[][] {
  const { steps, dead, blocked } = analysis;
  const moved: number[][] = [];
  for (let k = 0; k < crates.length; k++) {
    const crate = crates[k];
    for (let d = 0; d < 4; d++) {
      const to = crate + steps[d];
      const stand = crate - steps[d];
      if (dead[to] === 1 || occupied[to] === 1 || blocked[stand] === 1 || occupied[stand] === 1)
        continue;
      const next = crates.slice();
      next[k] = to;
      next.sort((a, b) => a - b);
      moved.push(next);
    }
  }
  return moved;
}

function keyOf(crates: ArrayLike<number>): string {
  let key = '';
  for (let k = 0; k < crates.length; k++) key += String.fromCharCode(crates[k]);
  return key;
}
