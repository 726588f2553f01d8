import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../level.js';
import { analyseLevel } from '../solver/core/analysis.js';
import { ReachScanner } from './reachability.js';
import { ResidualMatching } from './residual-matching.js';
import { arbitraryLevel, levelFromRows, referenceMinPushes } from './reference.test-support.js';

/** The rule and the position of `level`, the worker on its region's smallest square. */
function ruleFor(level: SokobanLevel) {
  const analysis = analyseLevel(level);
  const { blocked, goals, dead, size, width } = analysis;
  const occupied = new Uint8Array(size);
  for (const crate of level.crates) occupied[crate] = 1;
  const reach = new ReachScanner(width, size / width, blocked);
  reach.scan(occupied, level.worker);
  const matching = new ResidualMatching(width, blocked, goals, dead);
  const crates = [...level.crates].sort((a, b) => a - b);
  return { analysis, isDead: () => matching.isDeadlock(crates, occupied, reach.minSquare) };
}

describe('ResidualMatching', () => {
  it('sees a crate the worker can only push away from the goals', () => {
    // The push distance from the crate to the goal is 3, but only with the worker on its left.
    const level = levelFromRows(['#######', '# $@ .#', '#######']);
    const { isDead, analysis } = ruleFor(level);
    expect(analysis.dead[level.crates[0]]).toBe(0);
    expect(isDead()).toBe(true);
    expect(referenceMinPushes(level)).toBe('unsolvable');
  });

  it('lets the worker behind the crate push it home', () => {
    const level = levelFromRows(['#######', '#@ $ .#', '#######']);
    expect(ruleFor(level).isDead()).toBe(false);
  });

  it('takes crates frozen on their goals as walls', () => {
    // The crate frozen in the corner stands where the worker must, to push the other crate
    // along the bottom row onto the last goal; without the wall above that goal, it can be
    // filled from above.
    const open = levelFromRows(['######', '#@   #', '#  $ #', '#    #', '#* . #', '######']);
    expect(ruleFor(open).isDead()).toBe(false);
    const walled = levelFromRows(['######', '#@   #', '#$   #', '#  # #', '#* . #', '######']);
    expect(ruleFor(walled).isDead()).toBe(true);
    expect(referenceMinPushes(walled)).toBe('unsolvable');
  });

  it('calls a position dead only when the brute-force solver cannot solve it', () => {
    let fired = 0;
    fc.assert(
      fc.property(arbitraryLevel(3), fc.nat(), (level, pick) => {
        // Some crates moved onto goals, so that some may freeze there.
        const goalSquares = [...analyseLevel(level).goalSquares];
        const onGoals = pick % (level.crates.length + 1);
        const crates = [...goalSquares.slice(0, onGoals), ...level.crates.slice(onGoals)];
        if (crates.includes(level.worker) || new Set(crates).size !== crates.length) return;
        const position = { ...level, crates: crates.sort((a, b) => a - b) };
        if (!ruleFor(position).isDead()) return;
        fired++;
        expect(referenceMinPushes(position, 50_000)).toBe('unsolvable');
      }),
      { numRuns: 1000 },
    );
    // The property must not hold for want of positions the rule calls dead.
    expect(fired).toBeGreaterThan(20);
  });

  it('answers as a fresh rule does when one rule is asked of many positions in turn', () => {
    let dead = 0;
    fc.assert(
      fc.property(
        arbitraryLevel(4),
        fc.array(fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), {
          minLength: 2,
          maxLength: 8,
        }),
        (level, picks) => {
          const analysis = analyseLevel(level);
          const { blocked, goals, dead: deadSquares, size, width, goalSquares } = analysis;
          const floor = [...blocked.keys()].filter((square) => blocked[square] === 0);
          const kept = new ResidualMatching(width, blocked, goals, deadSquares);
          const reach = new ReachScanner(width, size / width, blocked);
          for (const pick of picks) {
            // Crates on goals (so that some freeze there) and on other floor, the worker free.
            const chosen = new Set<number>();
            pick.forEach((p, i) => {
              const from = i % 2 === 0 ? [...goalSquares] : floor;
              chosen.add(from[p % from.length]);
            });
            const crates = [...chosen].sort((a, b) => a - b);
            const worker = floor.find((square) => !chosen.has(square));
            if (worker === undefined) continue;
            const occupied = new Uint8Array(size);
            for (const crate of crates) occupied[crate] = 1;
            reach.scan(occupied, worker);
            const fresh = new ResidualMatching(width, blocked, goals, deadSquares);
            const expected = fresh.isDeadlock(crates, occupied, reach.minSquare);
            if (expected) dead++;
            expect(kept.isDeadlock(crates, occupied, reach.minSquare)).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(dead).toBeGreaterThan(10);
  });
});
