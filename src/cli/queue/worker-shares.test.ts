import { describe, expect, it } from 'vitest';
import { planFor } from '../../puzzles/sokoban/index.js';
import type { LevelLimits } from './payload.js';
import { WorkerShares } from './worker-shares.js';

const any: LevelLimits = { timeLimitMs: 1000, maxStates: null, optimal: 'any' };
const names = planFor('any').map((search) => search.name);
const allEqual = (shares: Record<string, number>): boolean =>
  new Set(Object.values(shares)).size === 1;

describe('WorkerShares', () => {
  it('learns across jobs: equal at first, then more for the search that solved a level', () => {
    const learned = new WorkerShares(true);
    const learner = learned.learnerFor(any)!;
    expect(Object.keys(learner.shares())).toEqual(names);
    expect(allEqual(learner.shares())).toBe(true);
    learner.solvedBy('reverse');
    // The next job of the same kind gets the same learner, and what it learned.
    const next = learned.learnerFor({ ...any, timeLimitMs: 5000 })!.shares();
    expect(allEqual(next)).toBe(false);
    expect(Math.max(...Object.values(next))).toBe(next.reverse);
  });

  it('leaves shares equal when told to, for repeatable jobs and for one-search plans', () => {
    expect(new WorkerShares(false).learnerFor(any)).toBeUndefined();
    const learned = new WorkerShares(true);
    expect(learned.learnerFor({ ...any, repeatable: true })).toBeUndefined();
    expect(learned.learnerFor({ ...any, optimal: 'pushes' })).toBeUndefined();
  });
});
