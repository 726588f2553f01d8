import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryLevel, levelFromRows } from '../../rules/reference.test-support.js';
import type { SokobanLevel } from '../../level.js';
import { checkSolution, pushesToLurd } from '../output/solution.js';
import { metricWeights, type OptimizeMetric } from './metric.js';
import { MoveSearch } from './move-search.js';

/**
 * The plainest optimum: Dijkstra over (worker square, crate squares), one step of the worker at
 * a time, a step costing a move and, when it pushes, a push, weighed by the metric.
 */
function bruteForce(level: SokobanLevel, metric: OptimizeMetric): number | undefined {
  const { width, walls, goals } = level;
  const weights = metricWeights(metric);
  const key = (worker: number, crates: readonly number[]) => `${worker}|${crates.join(',')}`;
  const start = { worker: level.worker, crates: [...level.crates].sort((a, b) => a - b) };
  const best = new Map<string, number>([[key(start.worker, start.crates), 0]]);
  const open = [{ ...start, cost: 0 }];
  while (open.length > 0) {
    open.sort((a, b) => b.cost - a.cost);
    const { worker, crates, cost } = open.pop()!;
    if (cost > best.get(key(worker, crates))!) continue;
    if (crates.every((crate) => goals[crate] === 1)) return cost;
    for (const step of [-width, 1, width, -1]) {
      const next = worker + step;
      if (walls[next] === 1) continue;
      let moved = crates;
      let stepCost = weights.moves;
      if (crates.includes(next)) {
        const beyond = next + step;
        if (walls[beyond] === 1 || crates.includes(beyond)) continue;
        moved = crates.map((crate) => (crate === next ? beyond : crate)).sort((a, b) => a - b);
        stepCost += weights.pushes;
      }
      const k = key(next, moved);
      const total = cost + stepCost;
      if (total < (best.get(k) ?? Infinity)) {
        best.set(k, total);
        open.push({ worker: next, crates: moved, cost: total });
      }
    }
  }
  return undefined;
}

describe('MoveSearch', () => {
  it('finds the fewest moves, walking round rather than pushing twice', () => {
    const level = levelFromRows(['#######', '#@ $ .#', '#     #', '#######']);
    const result = new MoveSearch(level, { metric: 'moves' }).run();
    expect(result.outcome).toBe('found');
    const lurd = pushesToLurd(level, result.pushes!);
    expect(checkSolution(level, lurd)).toEqual({ ok: true, moves: 3, pushes: 2 });
    expect(result.moves).toBe(3);
  });

  it('equals a brute-force search on tiny random levels, for every metric', () => {
    fc.assert(
      fc.property(
        arbitraryLevel(2),
        fc.constantFrom<OptimizeMetric>('moves', 'pushes', 'moves-only', 'pushes-only'),
        (level, metric) => {
          const expected = bruteForce(level, metric);
          const result = new MoveSearch(level, { metric }).run();
          if (expected === undefined) {
            expect(result.outcome).toBe('exhausted');
            return;
          }
          expect(result.outcome).toBe('found');
          const lurd = pushesToLurd(level, result.pushes!);
          const check = checkSolution(level, lurd);
          expect(check.ok).toBe(true);
          expect({ moves: check.moves, pushes: check.pushes }).toEqual({
            moves: result.moves,
            pushes: result.pushCount,
          });
          const weights = metricWeights(metric);
          expect(check.moves * weights.moves + check.pushes * weights.pushes).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('enters only the configurations it is allowed, and looks only below a cost', () => {
    const level = levelFromRows(['#######', '#@$ $.#', '#  . .#', '#######']);
    let asked = 0;
    const refused = new MoveSearch(level, {
      metric: 'moves',
      allowed: () => {
        asked++;
        return false;
      },
    }).run();
    expect(refused.outcome).toBe('exhausted');
    expect(asked).toBeGreaterThan(0);
    // Allowing all gives the plain answer.
    const plain = new MoveSearch(level, { metric: 'moves' }).run();
    const all = new MoveSearch(level, { metric: 'moves', allowed: () => true }).run();
    expect(all.moves).toBe(plain.moves);
    // Nothing is cheaper than the optimum; a bound just above it lets the optimum through.
    const cost = plain.moves * metricWeights('moves').moves + plain.pushCount;
    expect(new MoveSearch(level, { metric: 'moves', below: cost }).run().outcome).toBe('exhausted');
    expect(new MoveSearch(level, { metric: 'moves', below: cost + 1 }).run().moves).toBe(
      plain.moves,
    );
  });

  it('stops at its limits with the kit’s outcomes', () => {
    const level = levelFromRows(['#######', '#@ $ .#', '#     #', '#######']);
    expect(new MoveSearch(level, { metric: 'moves', maxExpanded: 1 }).run().outcome).toBe(
      'maxExpanded',
    );
    const signal = AbortSignal.abort();
    expect(new MoveSearch(level, { metric: 'moves', signal }).run().outcome).toBe('aborted');
  });
});
