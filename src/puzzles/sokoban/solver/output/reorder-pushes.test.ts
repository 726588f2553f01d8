import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../../level.js';
import { arbitraryLevel, levelFromRows } from '../../rules/reference.test-support.js';
import { checkSolution, lurdToPushes, pushesToLurd, solveWithTuning } from '../index.js';
import type { Push } from '../core/search-settings.js';
import { reorderPushes, shortenSolution } from './reorder-pushes.js';

const key = (push: Push) => `${push.from}:${push.direction}`;

describe('reorderPushes', () => {
  it('groups the pushes of two crates far apart', () => {
    const level = levelFromRows(['#############', '#.  $ @ $  .#', '#############']);
    // Row 1 starts at square 13; the crates stand on x = 4 and x = 8.
    const left = (x: number): Push => ({ from: 13 + x, direction: 3 });
    const right = (x: number): Push => ({ from: 13 + x, direction: 1 });
    const pushes = [left(4), right(8), left(3), right(9), left(2), right(10)];
    const before = checkSolution(level, pushesToLurd(level, pushes));
    const reordered = pushesToLurd(level, reorderPushes(level, pushes));
    expect(before).toMatchObject({ ok: true, moves: 32, pushes: 6 });
    expect(checkSolution(level, reordered)).toMatchObject({ ok: true, moves: 12, pushes: 6 });
    expect(reordered).toBe('rRRRlllllLLL');
    expect(lurdToPushes(level, pushesToLurd(level, pushes))).toEqual(pushes);
    expect(shortenSolution(level, pushesToLurd(level, pushes))).toBe(reordered);
  });

  it('keeps every push, a valid solution and never more moves, on random levels', () => {
    let shortened = 0;
    fc.assert(
      fc.property(
        arbitraryLevel(4),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 10, maxLength: 60 }),
        (level, reverse, swaps) => {
          const search = { gWeight: 0, hWeight: 1, goalOnPop: false, corralPruning: false };
          const result = solveWithTuning(level, { maxStates: 20_000 }, [{ ...search, reverse }]);
          fc.pre(result.outcome === 'found' && level.crates.length >= 2);
          // The solver has reordered already: scramble its pushes to give this one work.
          const pushes = scramble(level, lurdToPushes(level, result.solution!), swaps);
          const reordered = reorderPushes(level, pushes);
          expect(reordered.map(key).sort()).toEqual(pushes.map(key).sort());
          const check = checkSolution(level, pushesToLurd(level, reordered));
          const before = checkSolution(level, pushesToLurd(level, pushes)).moves;
          expect(check.ok).toBe(true);
          expect(check.moves).toBeLessThanOrEqual(before);
          if (check.moves < before) shortened++;
        },
      ),
      { numRuns: 200 },
    );
    expect(shortened).toBeGreaterThan(10);
  });
});

function isSolution(level: SokobanLevel, pushes: Push[]): boolean {
  try {
    return checkSolution(level, pushesToLurd(level, pushes)).ok;
  } catch {
    return false; // no walk to some push
  }
}

/** The pushes with the single pushes at `swaps` (mod length) swapped with the next wherever the result still solves. */
function scramble(level: SokobanLevel, pushes: Push[], swaps: number[]): Push[] {
  const order = [...pushes];
  for (const swap of swaps) {
    if (order.length < 2) break;
    const i = swap % (order.length - 1);
    const trial = [...order];
    [trial[i], trial[i + 1]] = [trial[i + 1], trial[i]];
    if (isSolution(level, trial)) order.splice(0, order.length, ...trial);
  }
  return order;
}
