/**
 * The shares of time a worker gives a level's searches, learned from the levels it has solved
 * before, as a local collection run learns them (`ShareLearner`): a worker that takes many
 * levels of one collection gives more time to the searches that solved its levels first.
 * There is one learner for each plan (any solution, fewest pushes), since their searches
 * differ. A repeatable job gets equal shares: its answer must not depend on which worker
 * solved it, nor on what that worker solved before.
 *
 * ```text
 * const shares = new WorkerShares(true);
 * const learner = shares.learnerFor(limits); // undefined for a repeatable job
 * learner?.shares();                         // equal before the first level
 * learner?.solvedBy('reverse');              // reverse gets more of the next level's time
 * ```
 */
import { planFor, ShareLearner } from '../../puzzles/sokoban/index.js';
import type { LevelLimits } from './payload.js';

export class WorkerShares {
  private readonly learners = new Map<LevelLimits['optimal'], ShareLearner>();

  /** `learning` false (`worker --equal-shares`): every level gets equal shares. */
  constructor(private readonly learning: boolean) {}

  /** The learner for a job under `limits`; undefined when its shares stay equal. */
  learnerFor(limits: LevelLimits): ShareLearner | undefined {
    if (!this.learning || limits.repeatable) return undefined;
    const known = this.learners.get(limits.optimal);
    if (known) return known;
    const plan = planFor(limits.optimal);
    if (plan.length < 2) return undefined;
    const learner = new ShareLearner(plan.map((search) => search.name));
    this.learners.set(limits.optimal, learner);
    return learner;
  }
}
