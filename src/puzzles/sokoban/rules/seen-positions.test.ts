import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeenPositions } from './seen-positions.js';

/** A position as the reference set names it. */
function key(crates: readonly number[], region: number, zone: number): string {
  return `${crates.join(',')}|${region}|${zone}`;
}

describe('SeenPositions', () => {
  it('answers as a set of strings would, past its first size and after clearing', () => {
    // Few squares and regions, so that positions repeat often and hashes collide.
    const position = fc.record({
      crates: fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }),
      region: fc.integer({ min: -1, max: 2 }),
      zone: fc.integer({ min: 0, max: 2 }),
    });
    // Long runs, clearing now and then, so that the table grows past its first size.
    const step = fc.oneof(
      { weight: 30, arbitrary: position },
      { weight: 1, arbitrary: fc.constant('clear' as const) },
    );
    const run = fc.array(step, { minLength: 40, maxLength: 300 });
    fc.assert(
      fc.property(run, (steps) => {
        const seen = new SeenPositions(4);
        const reference = new Set<string>();
        let pool = new Int32Array(0);
        for (const step of steps) {
          if (step === 'clear') {
            seen.clear();
            reference.clear();
            pool = new Int32Array(0);
            continue;
          }
          // The pool grows as the search's does: a new array holding the old runs.
          const grown = new Int32Array(pool.length + step.crates.length);
          grown.set(pool);
          grown.set(step.crates, pool.length);
          const isNew = seen.add(grown, pool.length, step.crates.length, step.region, step.zone);
          const name = key(step.crates, step.region, step.zone);
          expect(isNew).toBe(!reference.has(name));
          reference.add(name);
          pool = grown;
        }
      }),
      { numRuns: 300 },
    );
  });
});
