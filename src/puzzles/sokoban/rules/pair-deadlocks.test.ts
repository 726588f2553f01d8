import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseLevel } from '../solver/analysis.js';
import { FreezeChecker } from './freeze.js';
import { PairDeadlocks } from './pair-deadlocks.js';
import { arbitraryLevel, levelFromRows, referenceMinPushes } from './reference.test-support.js';
import type { SokobanLevel } from '../level.js';

function tableFor(level: SokobanLevel) {
  const analysis = analyseLevel(level);
  const occupied = new Uint8Array(analysis.size);
  for (const crate of level.crates) occupied[crate] = 1;
  const pairs = new PairDeadlocks(
    level.width,
    level.height,
    analysis.blocked,
    analysis.goals,
    analysis.dead,
  );
  const freeze = new FreezeChecker(level.width, analysis.blocked, analysis.goals, analysis.dead);
  const deadPair = level.crates.some((crate) => pairs.isDeadlock(occupied, crate, level.worker));
  const frozen = level.crates.some((crate) => freeze.isDeadlock(occupied, crate));
  const onDeadSquare = level.crates.some((crate) => analysis.dead[crate] === 1);
  return { pairs, deadPair, frozen, onDeadSquare };
}

describe('PairDeadlocks', () => {
  it('finds a pair that no other rule sees', () => {
    const level = levelFromRows(['######', '## $.#', '# .$@#', '######']);
    const { deadPair, frozen, onDeadSquare, pairs } = tableFor(level);
    expect({ deadPair, frozen, onDeadSquare }).toEqual({
      deadPair: true,
      frozen: false,
      onDeadSquare: false,
    });
    expect(pairs.deadPairs).toBe(1);
    expect(referenceMinPushes(level)).toBe('unsolvable');
  });

  it('depends on where the worker stands', () => {
    // From the right both crates go left onto the goals; from the left only into corners.
    const right = levelFromRows(['######', '##.$ #', '# .$@#', '######']);
    const left = levelFromRows(['######', '##.$ #', '#@.$ #', '######']);
    expect(tableFor(right).deadPair).toBe(false);
    expect(referenceMinPushes(right)).toBe(2);
    expect(tableFor(left).deadPair).toBe(true);
    expect(referenceMinPushes(left)).toBe('unsolvable');
  });

  it('lets crates in open floor go and remembers its answers', () => {
    const level = levelFromRows(['#######', '#     #', '# $$  #', '#  .. #', '# @   #', '#######']);
    const { deadPair, pairs } = tableFor(level);
    expect(deadPair).toBe(false);
    const learned = pairs.learned;
    const occupied = new Uint8Array(level.width * level.height);
    for (const crate of level.crates) occupied[crate] = 1;
    pairs.isDeadlock(occupied, level.crates[0], level.worker);
    expect(pairs.learned).toBe(learned);
  });

  it('only reports positions a brute-force solver cannot solve', () => {
    fc.assert(
      fc.property(arbitraryLevel(3), (level) => {
        const { deadPair, onDeadSquare } = tableFor(level);
        if (deadPair && !onDeadSquare) {
          expect(referenceMinPushes(level, 20_000)).not.toBeTypeOf('number');
        }
      }),
      { numRuns: 300 },
    );
  });
});
