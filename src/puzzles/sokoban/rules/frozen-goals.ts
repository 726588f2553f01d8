/**
 * Frozen-goal deadlocks: a crate frozen on a goal never moves again, so it is a wall for the
 * rest of the game, and it may wall off goals that other crates still have to reach. The test
 * runs the end of the game backwards: from the solved position with the frozen crates as walls,
 * the worker pulls crates off the goals, each crate vanishing after its first pull (which only
 * gives the worker more room). A goal whose crate can never be pulled off must hold a crate
 * already; when, from every region the worker may finish in, some such goal is empty, the
 * position has no solution.
 *
 * ```text
 * // ######
 * // #@   #
 * // #$   #   the crate in the corner is frozen on its goal, and it stands where the worker
 * // #  # #   would have to, to push a crate along the bottom row onto the other goal: the
 * // #* . #   only way onto that goal
 * // ######
 * const frozenGoals = new FrozenGoals(width, blocked, goals, dead);
 * frozenGoals.isDeadlock(occupied, square); // true after the push into the corner
 * frozenGoals.unfillableGoals(frozenGoals.frozenCrates(occupied), occupied); // the other goal
 * ```
 *
 * The answer depends on the frozen crates alone, up to the check of which goals are held, so
 * it is worked out once for each set of frozen crates and kept. Pulls are relaxed (a pulled
 * crate is gone), so the test only ever calls dead what has no solution.
 */
import { FreezeChecker } from './freeze.js';
import { ReachScanner, stepOffsets } from './reachability.js';

export class FrozenGoals {
  private readonly freeze: FreezeChecker;
  private readonly scanner: ReachScanner;
  private readonly steps: Int32Array;
  private readonly goalSquares: Int32Array;
  /** Per set of frozen crates: for each region the worker may finish in, the goals it leaves. */
  private readonly stuckByFrozen = new Map<string, Int32Array[]>();
  private readonly board: Uint8Array;
  private readonly zone: Uint8Array;

  constructor(
    width: number,
    private readonly walls: Uint8Array,
    private readonly goals: Uint8Array,
    dead: Uint8Array,
  ) {
    this.freeze = new FreezeChecker(width, walls, goals, dead);
    this.scanner = new ReachScanner(width, walls.length / width, walls);
    this.steps = stepOffsets(width);
    const goalSquares: number[] = [];
    for (let square = 0; square < goals.length; square++) {
      if (goals[square] === 1) goalSquares.push(square);
    }
    this.goalSquares = Int32Array.from(goalSquares);
    this.board = new Uint8Array(walls.length);
    this.zone = new Uint8Array(walls.length);
  }

  /**
   * Whether the crate just pushed onto `square`, the crates of the new position marked 1 in
   * `occupied`, froze on its goal and so left goals that can no longer all be filled.
   */
  isDeadlock(occupied: Uint8Array, square: number): boolean {
    if (this.goals[square] === 0 || !this.freeze.isFrozen(occupied, square)) return false;
    return this.unfillableGoals(this.frozenCrates(occupied), occupied).length > 0;
  }

  /** The crates of `occupied` frozen on their goals, ascending. */
  frozenCrates(occupied: Uint8Array): number[] {
    return Array.from(this.goalSquares).filter(
      (goal) => occupied[goal] === 1 && this.freeze.isFrozen(occupied, goal),
    );
  }

  /**
   * The empty goals of `occupied` that no crate can reach any more with the `frozen` crates
   * (ascending) as walls, from whichever region the worker ends in; empty when, by this rule,
   * the position may still be solved.
   */
  unfillableGoals(frozen: readonly number[], occupied: Uint8Array): number[] {
    const stuck = this.stuckGoals(frozen);
    const unfillable = new Set<number>();
    for (const goals of stuck) {
      const empty = goals.filter((goal) => occupied[goal] === 0);
      if (empty.length === 0) return [];
      for (const goal of empty) unfillable.add(goal);
    }
    return [...unfillable].sort((a, b) => a - b);
  }

  /**
   * For each region of the solved position (the `frozen` crates as walls) that the worker can
   * pull a crate from, the goals whose crates it can never pull off. Empty when no region
   * lets the worker start.
   */
  private stuckGoals(frozen: readonly number[]): Int32Array[] {
    const key = frozen.join(',');
    let stuck = this.stuckByFrozen.get(key);
    if (stuck === undefined) {
      stuck = this.computeStuckGoals(frozen);
      this.stuckByFrozen.set(key, stuck);
    }
    return stuck;
  }

  private computeStuckGoals(frozen: readonly number[]): Int32Array[] {
    const { board, zone, scanner, goalSquares, walls } = this;
    const free = goalSquares.filter((goal) => !frozen.includes(goal));
    zone.fill(0);
    this.fillSolved(frozen, free);
    const starts: number[] = [];
    for (let start = 0; start < walls.length; start++) {
      if (walls[start] === 1 || board[start] === 1 || zone[start] === 1) continue;
      scanner.scan(board, start);
      for (const square of scanner.squares()) zone[square] = 1;
      starts.push(start);
    }
    return starts.map((start) => {
      this.fillSolved(frozen, free);
      return this.unpulled(free, start);
    });
  }

  /** The solved position on `board`: the frozen crates and a crate on every other goal. */
  private fillSolved(frozen: readonly number[], free: Int32Array): void {
    this.board.fill(0);
    for (const goal of frozen) this.board[goal] = 1;
    for (const goal of free) this.board[goal] = 1;
  }

  /**
   * The goals of `free` whose crates stay after pulling every crate the worker, starting on
   * `start`, can pull (each pulled crate taken off the board).
   */
  private unpulled(free: Int32Array, start: number): Int32Array {
    const { board, scanner, steps, walls } = this;
    let remaining = Array.from(free);
    for (let pulled = true; pulled && remaining.length > 0;) {
      pulled = false;
      scanner.scan(board, start);
      remaining = remaining.filter((crate) => {
        for (let d = 0; d < 4; d++) {
          const stand = crate + steps[d];
          const behind = stand + steps[d];
          if (!scanner.reached(stand) || walls[behind] === 1 || board[behind] === 1) continue;
          board[crate] = 0;
          pulled = true;
          return false;
        }
        return true;
      });
    }
    return Int32Array.from(remaining);
  }
}
