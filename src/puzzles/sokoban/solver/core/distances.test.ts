import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryLevel } from '../../rules/reference.test-support.js';
import { analyseLevel } from './analysis.js';
import { AssignmentSolver } from './assignment.js';
import { UNREACHABLE, pushDistances } from './distances.js';

describe('PushDistances cost rows', () => {
  it('hold the table square by square, and say which squares reach a goal', () => {
    fc.assert(
      fc.property(
        arbitraryLevel(3),
        fc.constantFrom<'pull' | 'push'>('pull', 'push'),
        (level, mode) => {
          const analysis = analyseLevel(level);
          const distances = pushDistances(level.width, analysis.inside, analysis.goalSquares, mode);
          const goals = analysis.goalSquares.length;
          for (let square = 0; square < distances.size; square++) {
            let reaches = 0;
            for (let goal = 0; goal < goals; goal++) {
              const distance = distances.distance(goal, square);
              const cost = distances.costRows[square * goals + goal];
              expect(cost).toBe(distance === UNREACHABLE ? Infinity : distance);
              if (distance !== UNREACHABLE) reaches = 1;
            }
            expect(distances.reachesAny[square]).toBe(reaches);
          }
          // One table of the rows for every search to read in place, made once.
          expect(distances.costTable).toEqual(
            AssignmentSolver.costTable(distances.costRows, distances.size, goals),
          );
          expect(distances.costTable).toBe(distances.costTable);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('read in place by an assignment give the same costs as set one by one', () => {
    const costArb = fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constant(Infinity));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).chain((n) =>
          fc.array(fc.array(costArb, { minLength: n, maxLength: n }), {
            minLength: n,
            maxLength: n,
          }),
        ),
        (costs) => {
          const n = costs.length;
          const byRow = new AssignmentSolver(n, n);
          const byCost = new AssignmentSolver(n, n);
          byRow.useTable(AssignmentSolver.costTable(Float64Array.from(costs.flat()), n, n));
          for (let r = 0; r < n; r++) {
            byRow.pointRow(r, r);
            for (let c = 0; c < n; c++) byCost.setCost(r, c, costs[r][c]);
          }
          expect(byRow.solveLoaded(n)).toBe(byCost.solveLoaded(n));
        },
      ),
      { numRuns: 200 },
    );
  });
});
