/**
 * What Festival's opener advisor needs (`Advisors`): the goal the packing plan fills next, and
 * how far a crate stands from it, walking on the empty level. When no move packs a crate, the
 * move that takes the crate nearest that goal no nearer to it is advised: it clears the way
 * the next crate must come.
 *
 * ```text
 * const opener = new Opener(analysis, plan);
 * opener.aimAt(occupied); // the position being expanded
 * opener.distance(from); opener.distance(to); // -1 when no goal is left
 * ```
 *
 * The method follows Festival, by Yaron Shoham (Yaron Shoham and Jonathan Schaeffer, "The FESS
 * Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); the code is our
 * own (method notes and credits in docs/sokoban-solver.md).
 */
import type { LevelAnalysis } from '../core/analysis.js';
import type { PackingOrder } from './packing-plan.js';

export class Opener {
  /** By goal: walking distances from it to every square, found when first asked. */
  private readonly walks = new Map<number, Int32Array>();
  private target: Int32Array | undefined;

  constructor(
    private readonly analysis: LevelAnalysis,
    private readonly plan: PackingOrder,
  ) {}

  /** Takes the plan's next goal in the position `occupied` marks as the one to clear for. */
  aimAt(occupied: Uint8Array): void {
    const goal = this.plan.nextGoal(occupied);
    this.target = goal === -1 ? undefined : this.walksFrom(goal);
  }

  /** Steps from the goal aimed at to `square` on the empty level; -1 without one. */
  distance(square: number): number {
    return this.target === undefined ? -1 : this.target[square];
  }

  private walksFrom(goal: number): Int32Array {
    let walk = this.walks.get(goal);
    if (walk !== undefined) return walk;
    const { size, steps, blocked } = this.analysis;
    walk = new Int32Array(size).fill(-1);
    const queue = new Int32Array(size);
    walk[goal] = 0;
    queue[0] = goal;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const square = queue[head];
      for (let d = 0; d < 4; d++) {
        const next = square + steps[d];
        if (blocked[next] === 1 || walk[next] !== -1) continue;
        walk[next] = walk[square] + 1;
        queue[tail++] = next;
      }
    }
    this.walks.set(goal, walk);
    return walk;
  }
}
