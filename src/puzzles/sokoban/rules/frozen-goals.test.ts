import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../level.js';
import { analyseLevel } from '../solver/core/analysis.js';
import { FreezeChecker } from './freeze.js';
import { FrozenGoals } from './frozen-goals.js';
import { arbitraryLevel, levelFromRows, referenceMinPushes } from './reference.test-support.js';

function rulesFor(level: SokobanLevel) {
  const analysis = analyseLevel(level);
  const { blocked, goals, dead, size } = analysis;
  const occupied = new Uint8Array(size);
  for (const crate of level.crates) occupied[crate] = 1;
  return {
    analysis,
    occupied,
    frozenGoals: new FrozenGoals(level.width, blocked, goals, dead),
    freeze: new FreezeChecker(level.width, blocked, goals, dead),
  };
}

describe('FrozenGoals', () => {
  const corner = ['######', '#@   #', '#$   #', '#  # #', '#* . #', '######'];

  it('sees a goal walled off by a crate frozen on another goal', () => {
    const level = levelFromRows(corner);
    const { occupied, frozenGoals, freeze, analysis } = rulesFor(level);
    const frozen = 4 * 6 + 1;
    expect(frozenGoals.isDeadlock(occupied, frozen)).toBe(true);
    // No other rule sees it, and the level is indeed lost.
    expect(level.crates.some((crate) => freeze.isDeadlock(occupied, crate))).toBe(false);
    expect(level.crates.some((crate) => analysis.dead[crate] === 1)).toBe(false);
    expect(referenceMinPushes(level)).toBe('unsolvable');
  });

  it('lets a goal be filled from another side', () => {
    // The same corner, but the other goal can now be reached from above.
    const level = levelFromRows(['######', '#@   #', '#  $ #', '#    #', '#* . #', '######']);
    const { occupied, frozenGoals } = rulesFor(level);
    expect(frozenGoals.isDeadlock(occupied, 4 * 6 + 1)).toBe(false);
    expect(referenceMinPushes(level)).not.toBe('unsolvable');
  });

  it('says nothing about a crate that is not frozen, or not on a goal', () => {
    const level = levelFromRows(['######', '#@   #', '# *  #', '#  # #', '#$ . #', '######']);
    const { occupied, frozenGoals } = rulesFor(level);
    expect(frozenGoals.isDeadlock(occupied, 2 * 6 + 2)).toBe(false);
    expect(frozenGoals.isDeadlock(occupied, 4 * 6 + 1)).toBe(false);
  });

  it('calls a position dead only when the brute-force solver cannot solve it', () => {
    let fired = 0;
    fc.assert(
      fc.property(arbitraryLevel(3), fc.nat(), (level, pick) => {
        // Some crates moved onto goals, so that some may freeze there.
        const goals = level.crates.length;
        const goalSquares = [...analyseLevel(level).goalSquares];
        const onGoals = 1 + (pick % goals);
        const crates = [...goalSquares.slice(0, onGoals), ...level.crates.slice(onGoals)];
        if (crates.includes(level.worker)) return;
        const position = { ...level, crates: crates.sort((a, b) => a - b) };
        const { occupied, frozenGoals } = rulesFor(position);
        if (!crates.some((crate) => frozenGoals.isDeadlock(occupied, crate))) return;
        fired++;
        expect(referenceMinPushes(position, 50_000)).not.toBe('limit');
        expect(referenceMinPushes(position, 50_000)).toBe('unsolvable');
      }),
      { numRuns: 1000 },
    );
    // The property must not hold for want of positions the rule calls dead.
    expect(fired).toBeGreaterThan(20);
  });
});
