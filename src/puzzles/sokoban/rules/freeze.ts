/**
 * Freeze deadlocks: a crate is frozen when it can move along neither axis, because on that
 * axis it has a wall beside it, dead squares on both sides, or a frozen crate beside it. A
 * frozen crate off a goal can never be fixed. The recursion treats crates already under
 * examination as walls, which both ends cycles and is the classic argument: if this crate
 * cannot move, its neighbour loses the room it needed.
 *
 * ```text
 * // ######
 * // #@   #
 * // # $$ #   after pushing the right crate up:  # $  #  both crates can still move
 * // #..  #                                       # $$ # under a wall: frozen, deadlock
 * ```
 *
 * `FreezeChecker` is the allocation-free version the solver calls after every push.
 */
import { stepOffsets } from './reachability.js';

export class FreezeChecker {
  private readonly marks: Uint8Array;
  private readonly horizontal = 1;
  private readonly vertical: number;

  constructor(
    private readonly width: number,
    /** 1 where the worker never stands: walls and the outside of the level. */
    private readonly walls: Uint8Array,
    private readonly goals: Uint8Array,
    /** 1 for squares no crate may occupy (dead squares). */
    private readonly dead: Uint8Array,
  ) {
    this.marks = new Uint8Array(walls.length);
    this.vertical = width;
  }

  /**
   * `isDeadlock` for the push of the crate on `from` to `to`, `crates` marking the position
   * before the push: the push is made on `crates` for the test and undone after it.
   */
  isDeadAfterPush(crates: Uint8Array, from: number, to: number): boolean {
    crates[from] = 0;
    crates[to] = 1;
    const frozen = this.isDeadlock(crates, to);
    crates[to] = 0;
    crates[from] = 1;
    return frozen;
  }

  /**
   * Whether the crate just pushed to `square` leaves a frozen crate off its goal, with the
   * crates of the new position marked 1 in `crates`.
   */
  isDeadlock(crates: Uint8Array, square: number): boolean {
    if (!this.isFrozen(crates, square)) return false;
    if (this.goals[square] === 0) return true;
    // The pushed crate is fixed for good; a neighbour off its goal may have just lost the
    // only direction it could move in.
    this.marks[square] = 1;
    let deadlock = false;
    const steps = stepOffsets(this.width);
    for (let d = 0; d < 4 && !deadlock; d++) {
      const next = square + steps[d];
      if (crates[next] === 1 && this.goals[next] === 0 && this.isFrozen(crates, next))
        deadlock = true;
    }
    this.marks[square] = 0;
    return deadlock;
  }

  /** Whether the crate on `square` can never move again. */
  isFrozen(crates: Uint8Array, square: number): boolean {
    this.marks[square] = 1;
    const frozen =
      this.blockedAlong(crates, square, this.horizontal) &&
      this.blockedAlong(crates, square, this.vertical);
    this.marks[square] = 0;
    return frozen;
  }

  private blockedAlong(crates: Uint8Array, square: number, step: number): boolean {
    const { walls, marks, dead } = this;
    const before = square - step;
    const after = square + step;
    if (walls[before] === 1 || walls[after] === 1) return true;
    if (marks[before] === 1 || marks[after] === 1) return true;
    if (dead[before] === 1 && dead[after] === 1) return true;
    if (crates[before] === 1 && this.isFrozen(crates, before)) return true;
    if (crates[after] === 1 && this.isFrozen(crates, after)) return true;
    return false;
  }
}
