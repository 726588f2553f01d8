import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryLevel, levelFromRows } from '../rules/reference.test-support.js';
import { analyseLevel } from './analysis.js';
import { Advisors } from './advisors.js';
import { FeatureCells } from './feature-cells.js';
import { PackingPlan } from './packing-plan.js';

describe('PackingPlan', () => {
  // Two goals at the end of a corridor: the one against the wall must be filled first.
  const rows = ['########', '#..    #', '###### #', '#@ $$  #', '########'];
  const level = levelFromRows(rows);
  const analysis = analyseLevel(level);
  const deep = 1 * 8 + 1;
  const door = 1 * 8 + 2;

  it('fills a dead-end corridor from its end', () => {
    const plan = new PackingPlan(analysis);
    expect(plan.layers).toBe(2);
    expect([...plan.order]).toEqual([deep, door]);
  });

  it('counts a crate as packed only when the goals behind it are full', () => {
    const plan = new PackingPlan(analysis);
    const occupied = new Uint8Array(analysis.size);
    occupied[door] = 1;
    expect(plan.packed(occupied)).toBe(0);
    occupied[deep] = 1;
    expect(plan.packed(occupied)).toBe(2);
    occupied[door] = 0;
    expect(plan.packed(occupied)).toBe(1);
  });

  it('never counts more than the crates on goals, and all of them once every goal is full', () => {
    fc.assert(
      fc.property(
        arbitraryLevel(4),
        fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
        (level, picks) => {
          const analysis = analyseLevel(level);
          const plan = new PackingPlan(analysis);
          expect([...plan.order].sort((a, b) => a - b)).toEqual(analysis.goalSquares);
          const occupied = new Uint8Array(analysis.size);
          let onGoals = 0;
          analysis.goalSquares.forEach((goal, i) => {
            if (picks[i % picks.length]) {
              occupied[goal] = 1;
              onGoals++;
            }
          });
          expect(plan.packed(occupied)).toBeLessThanOrEqual(onGoals);
          for (const goal of analysis.goalSquares) occupied[goal] = 1;
          expect(plan.packed(occupied)).toBe(analysis.goalSquares.length);
        },
      ),
    );
  });
});

describe('Advisors', () => {
  it('weighs the best packing, connecting and hotspot-freeing pushes 0, the rest 1', () => {
    const advisors = new Advisors();
    const open = new FeatureCells();
    const weights = new Uint16Array(8);
    advisors.begin(2, 3, 1, 5);
    advisors.offer(1, 2, 3, 1, 10, 0); // no feature improves
    advisors.offer(2, 3, 3, 1, 9, 0); // packs a crate
    advisors.offer(3, 3, 3, 1, 8, 0); // packs a crate, lower bound: the packer
    advisors.offer(4, 2, 2, 1, 12, 0); // joins two regions: the connector
    advisors.offer(5, 1, 1, 0, 1, 0); // better on both, but unpacks a crate: never advised
    advisors.offer(6, 2, 3, 0, 11, 0); // frees the hotspot: the opener
    advisors.flush(open, weights);
    expect([...weights.subarray(1, 7)]).toEqual([6, 6, 5, 5, 6, 5]);
    // Within the cell the lightest come first, the lower bound breaking ties.
    expect(Array.from({ length: 6 }, () => open.pop())).toEqual([3, 6, 4, 5, 2, 1]);
  });
});
