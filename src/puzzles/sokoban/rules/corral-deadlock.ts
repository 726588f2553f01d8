/**
 * Corral deadlocks: a PI-corral (see `CorralFinder`) whose crates can never be sorted out.
 * The test plays the corral's crates alone — every other crate taken off the board, which can
 * only make things easier — in a small search over their pushes. If within its budget some
 * position puts all of them on goals, pushes one out of the corral or lets the worker walk
 * into it, the corral is fine; if every position is searched without that, no solution of the
 * real position exists either (its pushes, those of the removed crates left out, would be one
 * here), and the position is dead (`explainDeadlock` reports it so; the solver does not use
 * this test).
 *
 * ```text
 * // ########
 * // #@  $ .#     the two crates seal the corner behind them; with no goal there to fill
 * // #   $$ #     and no way to push either into the open, the position is dead, though
 * // #     .#     no crate is frozen yet
 * const detector = new CorralDeadlocks(width, blocked, goals, dead);
 * detector.isDeadlock(corralCrates, worker, (square) => finder.inCorral(square)); // true
 * ```
 *
 * Answers are remembered by position (crates and worker region), so the same corral met again
 * costs a lookup; a search that runs out of budget answers "not a deadlock".
 */
import { FreezeChecker } from './freeze.js';
import { ReachScanner, stepOffsets } from './reachability.js';

/** Positions one test may visit before it gives up (answering "not a deadlock"). */
const DEFAULT_BUDGET = 2000;
/** Remembered answers before the memory is cleared. */
const MAX_REMEMBERED = 200_000;

export class CorralDeadlocks {
  /** Tests run and deadlocks found, for the solver's figures. */
  tests = 0;
  deadlocks = 0;
  private readonly reach: ReachScanner;
  private readonly freeze: FreezeChecker;
  private readonly steps: Int32Array;
  private readonly occupied: Uint8Array;
  private readonly remembered = new Map<string, boolean>();

  constructor(
    width: number,
    /** 1 for walls and the outside. */
    private readonly blocked: Uint8Array,
    private readonly goals: Uint8Array,
    private readonly dead: Uint8Array,
    private readonly budget = DEFAULT_BUDGET,
  ) {
    const size = blocked.length;
    this.reach = new ReachScanner(width, size / width, blocked);
    this.freeze = new FreezeChecker(width, blocked, goals, dead);
    this.steps = stepOffsets(width);
    this.occupied = new Uint8Array(size);
  }

  /**
   * Whether the crates `crates` (the corral's, ascending or not) can never be sorted out with
   * the worker on `worker`; `inCorral(square)` tells the corral's squares.
   */
  isDeadlock(
    crates: readonly number[],
    worker: number,
    inCorral: (square: number) => boolean,
  ): boolean {
    const start = [...crates].sort((a, b) => a - b);
    const { occupied, reach } = this;
    for (const crate of start) occupied[crate] = 1;
    reach.scan(occupied, worker);
    const startKey = `${start.join(',')}:${reach.minSquare}`;
    for (const crate of start) occupied[crate] = 0;
    const known = this.remembered.get(startKey);
    if (known !== undefined) return known;
    this.tests++;
    const deadlock = this.search(start, worker, inCorral);
    if (deadlock) this.deadlocks++;
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    this.remembered.set(startKey, deadlock);
    return deadlock;
  }

  /** Breadth-first over the corral crates' pushes; true when it runs dry. */
  private search(
    start: number[],
    startWorker: number,
    inCorral: (square: number) => boolean,
  ): boolean {
    const { occupied, reach, steps, blocked, dead, goals } = this;
    const n = start.length;
    const seen = new Set<string>();
    const positions: number[][] = [start];
    const workers: number[] = [startWorker];
    for (let head = 0; head < positions.length; head++) {
      if (positions.length > this.budget) return false;
      const crates = positions[head];
      for (const crate of crates) occupied[crate] = 1;
      reach.scan(occupied, workers[head]);
      const key = `${crates.join(',')}:${reach.minSquare}`;
      if (seen.has(key)) {
        for (const crate of crates) occupied[crate] = 0;
        continue;
      }
      seen.add(key);
      let open = false;
      for (const square of reach.squares()) {
        if (inCorral(square)) {
          open = true;
          break;
        }
      }
      if (open || crates.every((crate) => goals[crate] === 1)) {
        for (const crate of crates) occupied[crate] = 0;
        return false;
      }
      for (let k = 0; k < n; k++) {
        const from = crates[k];
        for (let d = 0; d < 4; d++) {
          const to = from + steps[d];
          if (occupied[to] === 1 || blocked[to] === 1 || dead[to] === 1) continue;
          if (!reach.reached(from - steps[d])) continue;
          if (!inCorral(to)) {
            // A crate pushed out into the open: the corral is broken up.
            for (const crate of crates) occupied[crate] = 0;
            return false;
          }
          if (this.freeze.isDeadAfterPush(occupied, from, to)) continue;
          const next = crates.slice();
          next[k] = to;
          positions.push(next);
          workers.push(from);
        }
      }
      for (const crate of crates) occupied[crate] = 0;
    }
    return true;
  }
}
