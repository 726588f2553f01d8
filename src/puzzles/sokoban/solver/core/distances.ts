/**
 * Push distances on the empty board: for every goal, the fewest pushes that bring a lone crate
 * from each square onto that goal, found by pulling the crate backwards from the goal (a pull
 * from x to y needs y and the square beyond y, where the worker stands, inside the level).
 * Other crates only ever add pushes, so these distances are lower bounds.
 *
 * ```text
 * // #######
 * // #@ $ .#
 * // #######
 * const table = pushDistances(level, inside, [12]);
 * table.distance(0, 10); // 2 pushes from the crate's square to goal 0
 * ```
 */
import { stepOffsets } from '../../rules/reachability.js';
import { AssignmentSolver } from './assignment.js';

/** Distance of a square no pull from the goal reaches. */
export const UNREACHABLE = 0xffff;

export class PushDistances {
  private costRowsBuilt: Float64Array | undefined;
  private reachesAnyBuilt: Uint8Array | undefined;
  private costTableBuilt: Float64Array | undefined;

  constructor(
    /** Distances goal by goal: `table[goal * size + square]`, `UNREACHABLE` if none. */
    readonly table: Uint16Array,
    readonly size: number,
    readonly goalSquares: readonly number[],
  ) {}

  distance(goal: number, square: number): number {
    return this.table[goal * this.size + square];
  }

  /**
   * The same distances square by square, as an assignment's cost rows: `costRows[square *
   * goals + goal]`, `Infinity` where none. A search loads a crate's whole row on every
   * expansion; read goal by goal, each cost would sit in a different part of `table`.
   */
  get costRows(): Float64Array {
    if (this.costRowsBuilt === undefined) this.buildRows();
    return this.costRowsBuilt!;
  }

  /**
   * `costRows` laid out for an assignment to read in place (`AssignmentSolver.costTable`, row
   * `square`), made once for every search that bounds by these distances.
   */
  get costTable(): Float64Array {
    this.costTableBuilt ??= AssignmentSolver.costTable(
      this.costRows,
      this.size,
      this.goalSquares.length,
    );
    return this.costTableBuilt;
  }

  /** 1 for a square from which a lone crate reaches at least one goal. */
  get reachesAny(): Uint8Array {
    if (this.reachesAnyBuilt === undefined) this.buildRows();
    return this.reachesAnyBuilt!;
  }

  private buildRows(): void {
    const { table, size } = this;
    const goals = this.goalSquares.length;
    const rows = new Float64Array(size * goals);
    const reaches = new Uint8Array(size);
    for (let goal = 0; goal < goals; goal++) {
      for (let square = 0; square < size; square++) {
        const distance = table[goal * size + square];
        rows[square * goals + goal] = distance === UNREACHABLE ? Infinity : distance;
        if (distance !== UNREACHABLE) reaches[square] = 1;
      }
    }
    this.costRowsBuilt = rows;
    this.reachesAnyBuilt = reaches;
  }
}

/**
 * `pull` (default): pushes from every square onto each target (crates pulled back from it).
 * `push`: pulls from every square back onto each target, i.e. pushes from the target out to
 * the square; the reverse search uses these to bring crates back to their starting squares.
 */
export function pushDistances(
  width: number,
  inside: Uint8Array,
  goalSquares: readonly number[],
  mode: 'pull' | 'push' = 'pull',
): PushDistances {
  const size = inside.length;
  const steps = stepOffsets(width);
  const table = new Uint16Array(goalSquares.length * size).fill(UNREACHABLE);
  const queue = new Int32Array(size);
  goalSquares.forEach((goal, index) => {
    const base = index * size;
    table[base + goal] = 0;
    queue[0] = goal;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const square = queue[head++];
      const next = table[base + square] + 1;
      for (let d = 0; d < 4; d++) {
        const to = square + steps[d];
        const worker = mode === 'pull' ? to + steps[d] : square - steps[d];
        if (worker < 0 || worker >= size || inside[to] === 0 || inside[worker] === 0) continue;
        if (table[base + to] !== UNREACHABLE) continue;
        table[base + to] = next;
        queue[tail++] = to;
      }
    }
  });
  return new PushDistances(table, size, goalSquares);
}
