import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../errors.js';
import { arbitraryLevel, levelFromRows } from '../../rules/reference.test-support.js';
import { checkSolution } from '../output/solution.js';
import { solveSokoban } from '../solve.js';
import { MoveSearch } from './move-search.js';
import { optimizeSolution, type OptimizeProgress } from './optimize.js';

const LEVEL = levelFromRows(['########', '#@ $  .#', '#      #', '#   $ .#', '########']);

describe('optimizeSolution', () => {
  it('takes out a detour, and says by how much it improved', () => {
    const lurd = solveSokoban(LEVEL).solution!;
    const given = checkSolution(LEVEL, lurd);
    // Down and back up the left wall first: four wasted moves.
    const result = optimizeSolution(LEVEL, `dduu${lurd}`, { metric: 'moves' });
    expect(result.before).toEqual({ moves: given.moves + 4, pushes: given.pushes });
    expect(result.improved).toBe(true);
    expect(result.moves).toBeLessThanOrEqual(given.moves);
    expect(checkSolution(LEVEL, result.solution)).toEqual({
      ok: true,
      moves: result.moves,
      pushes: result.pushes,
    });
  });

  it('reports the best solution so far after each round, replayed and never worse', () => {
    const lurd = `dduu${solveSokoban(LEVEL).solution!}`;
    const reports: OptimizeProgress[] = [];
    const result = optimizeSolution(LEVEL, lurd, { onProgress: (p) => reports.push(p) });
    expect(reports.map((p) => p.round)).toEqual(reports.map((_, k) => k + 1));
    for (const report of reports) {
      expect(checkSolution(LEVEL, report.solution)).toEqual({
        ok: true,
        moves: report.moves,
        pushes: report.pushes,
      });
      expect(report.moves).toBeLessThan(lurd.length);
    }
    expect(reports.at(-1)!.solution).toBe(result.solution);
  });

  it('refuses a solution that does not solve the level, saying where it fails', () => {
    expect(() => optimizeSolution(LEVEL, 'lll')).toThrow(InputError);
    expect(() => optimizeSolution(LEVEL, 'r')).toThrow(/does not solve the level/);
  });

  it('reaches the proven optimum on tiny levels, and is never worse than its input', () => {
    fc.assert(
      fc.property(
        arbitraryLevel(2),
        fc.constantFrom('moves' as const, 'pushes' as const),
        (level, metric) => {
          const solved = solveSokoban(level, { timeLimitMs: 5_000 });
          if (solved.outcome !== 'found') return;
          const result = optimizeSolution(level, solved.solution!, { metric });
          const check = checkSolution(level, result.solution);
          expect(check.ok).toBe(true);
          if (metric === 'moves') expect(result.moves).toBeLessThanOrEqual(solved.moves);
          else expect(result.pushes).toBeLessThanOrEqual(solved.pushes);
          expect(result.optimal).toBe(true);
          const best = new MoveSearch(level, { metric }).run();
          expect({ moves: result.moves, pushes: result.pushes }).toEqual({
            moves: best.moves,
            pushes: best.pushCount,
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('stops at its limits with the best so far', () => {
    const lurd = `dduu${solveSokoban(LEVEL).solution!}`;
    const result = optimizeSolution(LEVEL, lurd, { signal: AbortSignal.abort() });
    expect(result.outcome).toBe('aborted');
    expect(checkSolution(LEVEL, result.solution).ok).toBe(true);
    expect(result.moves).toBeLessThanOrEqual(lurd.length);
  });
});
