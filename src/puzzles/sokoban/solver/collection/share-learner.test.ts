import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ShareLearner } from './share-learner.js';

const plan = ['fess', 'reverse', 'goal-rooms', 'base-plan', 'spread-pair'];

describe('ShareLearner', () => {
  it('shares equally before any level is solved', () => {
    const shares = new ShareLearner(plan).shares();
    expect(Object.keys(shares)).toEqual(plan);
    expect(new Set(Object.values(shares))).toEqual(new Set([2]));
  });

  it('gives more time to the search that solved more levels', () => {
    const learner = new ShareLearner(['fess', 'reverse']);
    learner.solvedBy('reverse');
    const shares = learner.shares();
    expect(shares.fess).toBeCloseTo(5 / 3);
    expect(shares.reverse).toBeCloseTo(7 / 3);
    // A name outside the plan teaches nothing.
    learner.solvedBy('optimal-pushes');
    expect(learner.shares()).toEqual(shares);
  });

  it('keeps half the time equal: no search falls below half its equal share', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...plan), { maxLength: 300 }), (winners) => {
        const learner = new ShareLearner(plan);
        for (const name of winners) learner.solvedBy(name);
        const shares = Object.values(learner.shares());
        const total = shares.reduce((sum, share) => sum + share, 0);
        expect(total).toBeCloseTo(2 * plan.length);
        for (const share of shares) expect(share / total).toBeGreaterThanOrEqual(0.5 / plan.length);
        // The search that won most has the largest share.
        const counts = plan.map((name) => winners.filter((w) => w === name).length);
        const most = counts.indexOf(Math.max(...counts));
        expect(Math.max(...shares)).toBeCloseTo(shares[most]);
      }),
    );
  });
});
