/**
 * PI-corrals. A corral is an area the worker cannot reach; here, a connected group of squares
 * that are neither walls nor reached by the worker, crates included, so corrals touching
 * through crates count as one. Its barrier is the crates of the group next to the worker's
 * region. A corral is a PI-corral when
 *
 * - I: every push the worker could make on a barrier crate goes into the corral (none pushes
 *   a crate out into the worker's region), and
 * - P: the worker reaches the square behind every barrier crate that could be pushed in,
 *
 * and it is unsolved (a crate off a goal or a goal without a crate inside). Some push into an
 * unsolved corral has to happen before the corral can be solved, and pushing elsewhere first
 * cannot help it, so a solver loses nothing by generating only the barrier's pushes: the
 * classic PI-corral pruning, which cuts the branching factor sharply on large levels.
 *
 * ```text
 * // #######
 * // #@ $  #      the crate seals the right-hand room (a goal inside): the only useful
 * // #  #$.#      pushes are those of the two barrier crates into it
 * // #######
 * const finder = new CorralFinder(width, blocked, goals, dead);
 * finder.find(occupied, reach, crates); // number of barrier crates, marks in `finder.barrier`
 * ```
 */
import type { ReachScanner } from './reachability.js';
import { stepOffsets } from './reachability.js';

export class CorralFinder {
  /** After `find`, 1 on the squares of the chosen corral's barrier crates. */
  readonly barrier: Uint8Array;
  private readonly regionStamp: Uint32Array;
  private readonly queue: Int32Array;
  private readonly steps: Int32Array;
  private stamp = 0;

  constructor(
    width: number,
    /** 1 for walls and the outside of the level. */
    private readonly blocked: Uint8Array,
    private readonly goals: Uint8Array,
    /** 1 where a crate may not be pushed (dead squares). */
    private readonly dead: Uint8Array,
  ) {
    const size = blocked.length;
    this.barrier = new Uint8Array(size);
    this.regionStamp = new Uint32Array(size);
    this.queue = new Int32Array(size);
    this.marked = new Int32Array(size);
    this.steps = stepOffsets(width);
  }

  /**
   * Looks for the PI-corral with the fewest barrier crates. Returns how many barrier crates it
   * has (their squares marked in `barrier`, cleared at the next call), or 0 when there is none
   * or when its barrier has no push at all (then nothing is pruned).
   */
  find(occupied: Uint8Array, reach: ReachScanner, crates: ArrayLike<number>): number {
    this.clearBarrier();
    this.deadlocked = false;
    let bestCount = 0;
    let bestStamp = 0;
    for (let k = 0; k < crates.length; k++) {
      const crate = crates[k];
      if (this.regionStamp[crate] > this.stampBase) continue;
      if (!this.touchesReach(crate, reach)) continue;
      const stamp = this.nextStamp();
      const count = this.examine(occupied, reach, crate, stamp);
      if (count > 0 && (bestCount === 0 || count < bestCount)) {
        bestCount = count;
        bestStamp = stamp;
      }
    }
    this.chosen = bestStamp;
    if (bestCount === 0) {
      this.stampBase = this.stamp;
      return 0;
    }
    for (let k = 0; k < crates.length; k++) {
      const crate = crates[k];
      if (this.regionStamp[crate] === bestStamp && this.touchesReach(crate, reach)) {
        this.barrier[crate] = 1;
        this.marked[this.markedCount++] = crate;
      }
    }
    this.stampBase = this.stamp;
    return bestCount;
  }

  /**
   * After `find`: a PI-corral was seen with a crate off its goal and no push at all into it
   * or out of it — a deadlock, as no move elsewhere can ever change it.
   */
  deadlocked = false;

  /** Whether `square` (a crate or a free square) belongs to the corral the last `find` chose. */
  inCorral(square: number): boolean {
    return this.chosen !== 0 && this.regionStamp[square] === this.chosen;
  }

  private chosen = 0;

  /** Stamps above this were given during the current `find`. */
  private stampBase = 0;
  private readonly marked: Int32Array;
  private markedCount = 0;

  private clearBarrier(): void {
    for (let i = 0; i < this.markedCount; i++) this.barrier[this.marked[i]] = 0;
    this.markedCount = 0;
  }

  private nextStamp(): number {
    if (this.stamp >= 0xfffffff0) {
      this.regionStamp.fill(0);
      this.stamp = 0;
      this.stampBase = 0;
    }
    return ++this.stamp;
  }

  private touchesReach(square: number, reach: ReachScanner): boolean {
    const { steps, blocked } = this;
    for (let d = 0; d < 4; d++) {
      const next = square + steps[d];
      if (blocked[next] === 0 && reach.reached(next)) return true;
    }
    return false;
  }

  /**
   * Floods the corral around `start`, then checks I, P and unsolved; returns the number of
   * barrier crates when it is a PI-corral with at least one push, else 0.
   */
  private examine(occupied: Uint8Array, reach: ReachScanner, start: number, stamp: number): number {
    const { steps, blocked, goals, dead, regionStamp, queue } = this;
    regionStamp[start] = stamp;
    queue[0] = start;
    let tail = 1;
    let unsolved = false;
    let crateOffGoal = false;
    for (let head = 0; head < tail; head++) {
      const square = queue[head];
      if (occupied[square] === 1 ? goals[square] === 0 : goals[square] === 1) unsolved = true;
      if (occupied[square] === 1 && goals[square] === 0) crateOffGoal = true;
      for (let d = 0; d < 4; d++) {
        const next = square + steps[d];
        if (blocked[next] === 1 || regionStamp[next] === stamp || reach.reached(next)) continue;
        regionStamp[next] = stamp;
        queue[tail++] = next;
      }
    }
    if (!unsolved) return 0;
    let barrierCount = 0;
    let pushes = 0;
    for (let i = 0; i < tail; i++) {
      const crate = queue[i];
      if (occupied[crate] === 0 || !this.touchesReach(crate, reach)) continue;
      barrierCount++;
      for (let d = 0; d < 4; d++) {
        const to = crate + steps[d];
        const behind = crate - steps[d];
        // A push onto a dead square is never made: it counts neither way.
        if (blocked[to] === 1 || occupied[to] === 1 || dead[to] === 1) continue;
        if (reach.reached(to)) {
          // `to` is free and in the worker's region: a push out is possible if the worker
          // can stand behind, which breaks I.
          if (blocked[behind] === 0 && occupied[behind] === 0 && reach.reached(behind)) return 0;
          continue;
        }
        // `to` is inside the corral: the push goes in; P needs the worker behind.
        if (blocked[behind] === 1 || occupied[behind] === 1) continue;
        if (!reach.reached(behind)) return 0;
        pushes++;
      }
    }
    // Nothing outside can ever change such a corral: no push leads in or out now, and none
    // will, since every square that could free one belongs to the corral itself.
    if (pushes === 0 && crateOffGoal) this.deadlocked = true;
    return pushes > 0 ? barrierCount : 0;
  }
}
