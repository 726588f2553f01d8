/**
 * The lower bound of the push and pull searches: the minimum-cost assignment of crates to
 * targets (goals, or starting squares for a pull search) by push distance, an impossible one
 * meaning a deadlock. A position being expanded is bounded from its parent's kept solution,
 * and each of its children by re-solving only the moved crate's row.
 *
 * ```text
 * const bound = new CrateBound(distances, crates, keptSolutions);
 * bound.ofState(current, store, id); // the expanded state's bound; its children's start here
 * bound.afterMove(k, from, to);      // a child's: crate k moved from `from` to `to`
 * bound.afterMoveOfMany(k, from, to); // the same, one of many destinations of crate k
 * ```
 */
import { AssignmentSolver } from './assignment.js';
import type { PushDistances } from './distances.js';
import { NOT_ONE_CRATE, SAME_CRATES, type StateStore } from './state-store.js';

export class CrateBound {
  private readonly assignment: AssignmentSolver;
  private readonly targets: number;
  /** The crate `afterMoveOfMany` is ready for, on the solution of the last `ofState`. */
  private preparedCrate = -1;

  constructor(
    private readonly distances: PushDistances,
    private readonly crates: number,
    /** Solutions kept for expanded states (`keptSolutionSlots`). */
    keptSolutions = 0,
  ) {
    this.targets = distances.goalSquares.length;
    this.assignment = new AssignmentSolver(crates, this.targets, keptSolutions);
    // A crate's row is then a pointer to its square's costs, not a copy of them.
    this.assignment.useTable(distances.costTable);
  }

  /**
   * The bound of `crates`, those of stored state `id` (-1: a position not stored): from its
   * parent's kept solution when one crate moved between them, afresh otherwise. Its own
   * solution is then kept for its children, and `afterMove` starts from it.
   */
  ofState(crates: ArrayLike<number>, store: StateStore, id = -1): number {
    let reachable = true;
    for (let r = 0; r < this.crates; r++) if (!this.loadRow(r, crates[r])) reachable = false;
    const h = this.solveFromParent(store, id);
    if (id >= 0) this.assignment.keep(id);
    this.assignment.save();
    this.preparedCrate = -1;
    return reachable ? h : Infinity;
  }

  /**
   * The bound once crate `k` of the last `ofState` moved from `from` to `to`: only that
   * crate's row is re-solved, and put back afterwards.
   */
  afterMove(k: number, from: number, to: number): number {
    if (!this.loadRow(k, to)) {
      this.loadRow(k, from);
      return Infinity;
    }
    const h = this.assignment.resolveRow(k);
    this.loadRow(k, from);
    return h;
  }

  /**
   * `afterMove` for one of many moves of crate `k` from the same position (box moves). A move
   * that leaves the crate's goal its cheapest costs one pass over the goals, as in `afterMove`;
   * at the first that does not, the cost of freeing each goal through the other crates is
   * found once for the crate (`AssignmentSolver.prepareRow`), and from then on every move of
   * it costs one pass too, where `afterMove` would search again each time.
   */
  afterMoveOfMany(k: number, from: number, to: number): number {
    if (!this.loadRow(k, to)) {
      this.loadRow(k, from);
      return Infinity;
    }
    const { assignment } = this;
    let h = this.preparedCrate === k ? assignment.resolvePreparedRow(k) : NaN;
    if (Number.isNaN(h)) h = assignment.resolveRowIfKept(k);
    if (Number.isNaN(h)) {
      assignment.prepareRow(k);
      this.preparedCrate = k;
      h = assignment.resolvePreparedRow(k);
    }
    this.loadRow(k, from);
    return h;
  }

  private solveFromParent(store: StateStore, id: number): number {
    const parent = id >= 0 ? store.parent[id] : -1;
    const moved = parent === -1 ? NOT_ONE_CRATE : store.movedCrate(parent, id);
    if (moved === NOT_ONE_CRATE) return this.assignment.solveLoaded(this.crates);
    if (moved === SAME_CRATES) return this.assignment.solveLoadedFromParent(parent, -1, -1);
    return this.assignment.solveLoadedFromParent(parent, moved >>> 16, moved & 0xffff);
  }

  /** Gives crate row `row` the costs of `square`; false if it reaches no target from there. */
  private loadRow(row: number, square: number): boolean {
    this.assignment.pointRow(row, square);
    return this.distances.reachesAny[square] === 1;
  }
}
