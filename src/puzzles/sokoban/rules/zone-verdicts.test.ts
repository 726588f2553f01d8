import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIVE, DEAD, NO_VERDICT, ZoneVerdicts } from './zone-verdicts.js';

/** A zone's name as the reference map keys it. */
function key(crates: readonly number[], region: number, squares: readonly number[]): string {
  return `${crates.join(',')}|${region}|${squares.join(',')}`;
}

describe('ZoneVerdicts', () => {
  it('answers as a map of strings would, past its first size and after clearing when full', () => {
    // Few squares and regions, so that names repeat, hashes collide, and crates and squares
    // of different splits make the same run of numbers.
    const zone = fc.record({
      crates: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }),
      region: fc.integer({ min: -1, max: 2 }),
      squares: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }),
      dead: fc.boolean(),
    });
    const run = fc.array(zone, { minLength: 20, maxLength: 400 });
    fc.assert(
      fc.property(run, fc.integer({ min: 1, max: 200 }), (zones, maxKept) => {
        const verdicts = new ZoneVerdicts(maxKept);
        const reference = new Map<string, boolean>();
        for (const { crates, region, squares, dead } of zones) {
          const name = key(crates, region, squares);
          const known = reference.get(name);
          const found = verdicts.find(crates, region, squares);
          expect(found).toBe(known === undefined ? NO_VERDICT : known ? DEAD : ALIVE);
          if (known !== undefined) continue;
          if (reference.size >= maxKept) reference.clear();
          verdicts.keep(crates, region, squares, dead);
          reference.set(name, dead);
          expect(verdicts.count).toBe(reference.size);
        }
      }),
      { numRuns: 300 },
    );
  });
});
