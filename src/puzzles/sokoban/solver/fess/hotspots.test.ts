import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../../level.js';
import { insideSquares } from '../../rules/reachability.js';
import { arbitraryLevel, levelFromRows } from '../../rules/reference.test-support.js';
import { analyseLevel } from '../core/analysis.js';
import { Hotspots } from './hotspots.js';

/** Whether a lone crate on `crate` can be pushed onto a goal, `wall` walled in too. */
function reaches(level: SokobanLevel, crate: number, wall: number): boolean {
  const inside = insideSquares(level);
  const free = (square: number) => inside[square] === 1 && square !== wall;
  const seen = new Set([crate]);
  for (const queue = [crate]; queue.length > 0;) {
    const at = queue.shift()!;
    if (level.goals[at] === 1) return true;
    for (const step of [-level.width, 1, level.width, -1]) {
      if (!free(at - step) || !free(at + step) || seen.has(at + step)) continue;
      seen.add(at + step);
      queue.push(at + step);
    }
  }
  return false;
}

/** Crates off goals that, as walls, leave another crate off its goal no goal: by definition. */
function referenceHotspots(level: SokobanLevel, crates: readonly number[]): number {
  const off = crates.filter((crate) => level.goals[crate] === 0);
  return off.filter((wall) => off.some((crate) => crate !== wall && !reaches(level, crate, wall)))
    .length;
}

describe('Hotspots', () => {
  it('counts a crate in the door of the goal room', () => {
    // The crate in the one-square door leaves the crate outside no way in.
    const level = levelFromRows(['#########', '#..  $ $@#', '######   #', '     #####']);
    const hotspots = new Hotspots(analyseLevel(level));
    hotspots.expandFrom(Int32Array.from(level.crates));
    expect(hotspots.parentCount).toBe(1);
    expect(referenceHotspots(level, level.crates)).toBe(1);
  });

  it('agrees with the definition, for a position and after every move of one crate', () => {
    fc.assert(
      fc.property(arbitraryLevel(4), fc.nat(), (level, seed) => {
        const analysis = analyseLevel(level);
        const crates = Int32Array.from(level.crates);
        if (crates.some((crate) => analysis.dead[crate] === 1)) return;
        const hotspots = new Hotspots(analysis);
        hotspots.expandFrom(crates);
        expect(hotspots.parentCount).toBe(referenceHotspots(level, level.crates));
        const k = seed % crates.length;
        const free = [];
        for (let square = 0; square < analysis.size; square++) {
          if (analysis.dead[square] === 0 && !level.crates.includes(square)) free.push(square);
        }
        for (const to of free) {
          const moved = [...level.crates];
          moved[k] = to;
          expect(hotspots.countAfterMove(k, crates[k], to, crates)).toBe(
            referenceHotspots(level, moved),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
