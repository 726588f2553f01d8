/**
 * The vicinity of a solution: the crate configurations it passes through, those where one
 * crate is ahead of or behind the others along its own track (`window` pushes of the solution
 * either way), and those a few crate steps away from all of these. The shifted tracks hold the
 * reorderings of the solution's pushes, where one crate's journey is made earlier or later; the
 * crate steps hold small detours. A crate step moves one crate one square onto free floor that
 * is not dead, with free floor behind it where a worker could stand; where the worker can walk
 * is left to the search, so the set is a superset of what one push reaches.
 *
 * ```text
 * const vicinity = Vicinity.around(analysis, tracks, { radius: 2, window: 16, cap: 1_000_000 });
 * vicinity.has(crateHash); // the XOR of analysis.crateKeys over the crates
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
    private readonly members: Set<number>,
    /** Whether every configuration within the radius is in (the cap did not stop it). */
    readonly complete: boolean,
    /** Whether the last layer added nothing: a wider radius would add nothing either. */
    readonly closed: boolean,
  ) {}

  get size(): number {
    return this.members.size;
  }

  /** Whether the configuration with this crate hash (`LevelAnalysis.crateKeys`) is in. */
  has(crateHash: number): boolean {
    return this.members.has(crateHash);
  }

  /**
   * The configurations of the solution whose crates' squares over time are `tracks` (crate by
   * crate, one square per push of the solution), those with one crate shifted up to `window`
   * pushes along its track, and those within `radius` crate steps of them, at most `cap` in
   * all.
   */
  static around(
    analysis: LevelAnalysis,
    tracks: readonly Int32Array[],
    { radius, window, cap }: { radius: number; window: number; cap: number },
  ): Vicinity {
    const members = new Set<number>();
    const keyOf = (crates: readonly number[]) => crateHashOf(crates, analysis);
    let layer: number[][] = [];
    for (const crates of shiftedConfigurations(tracks, window)) {
      const key = keyOf(crates);
      if (members.has(key)) continue;
      if (members.size >= cap) return new Vicinity(members, false, false);
      members.add(key);
      layer.push(crates);
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

/**
 * Each time's configuration (crates ascending), and each with one crate taken from up to
 * `window` pushes earlier or later along its track, where it stands on no other crate.
 */
function* shiftedConfigurations(
  tracks: readonly Int32Array[],
  window: number,
): Generator<number[]> {
  const times = tracks[0]?.length ?? 0;
  const at = (t: number) => tracks.map((track) => track[t]);
  for (let t = 0; t < times; t++) yield at(t).sort((a, b) => a - b);
  for (let t = 0; t < times; t++) {
    const now = at(t);
    for (let k = 0; k < tracks.length; k++) {
      const from = Math.max(0, t - window);
      const to = Math.min(times - 1, t + window);
      for (let s = from; s <= to; s++) {
        const square = tracks[k][s];
        if (square === now[k] || now.includes(square)) continue;
        const shifted = now.slice();
        shifted[k] = square;
        yield shifted.sort((a, b) => a - b);
      }
    }
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

/**
 * A configuration's crate hash. Two configurations may share one: the vicinity then admits a
 * configuration it did not mean to, which only widens the search a little, and every move
 * the search makes is still legal.
 */
function crateHashOf(crates: readonly number[], analysis: LevelAnalysis): number {
  let hash = 0;
  for (const crate of crates) hash ^= analysis.crateKeys[crate];
  return hash;
}
