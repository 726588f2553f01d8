/**
 * Minimum-cost assignment of rows to distinct columns (the Hungarian method with potentials,
 * O(rows² · columns)). The solver assigns crates to goals by push distance: the cheapest total
 * is a lower bound on the pushes still needed, and an infeasible assignment (some crates
 * cannot all reach distinct goals) is a deadlock.
 *
 * ```ts
 * const solver = new AssignmentSolver(2, 2);
 * solver.solve((r, c) => [[4, 1], [2, 3]][r][c], 2); // 3: row 0 -> column 1, row 1 -> column 0
 * ```
 */

/** Costs at or above this mean "not allowed". */
export const FORBIDDEN = 1_000_000;

export class AssignmentSolver {
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  private readonly match: Int32Array;
  private readonly way: Int32Array;
  private readonly minv: Float64Array;
  private readonly used: Uint8Array;
  private readonly cost: Float64Array;
  private readonly savedU: Float64Array;
  private readonly savedV: Float64Array;
  private readonly savedMatch: Int32Array;

  constructor(
    private readonly maxRows: number,
    private readonly columns: number,
  ) {
    this.u = new Float64Array(maxRows + 1);
    this.v = new Float64Array(columns + 1);
    this.match = new Int32Array(columns + 1);
    this.way = new Int32Array(columns + 1);
    this.minv = new Float64Array(columns + 1);
    this.used = new Uint8Array(columns + 1);
    this.cost = new Float64Array((maxRows + 1) * (columns + 1));
    this.savedU = new Float64Array(maxRows + 1);
    this.savedV = new Float64Array(columns + 1);
    this.savedMatch = new Int32Array(columns + 1);
  }

  /**
   * The cheapest total of `costOf(row, column)` over assignments of every row to its own column,
   * or `Infinity` when every assignment uses a forbidden cost. Needs rows <= columns.
   */
  solve(costOf: (row: number, column: number) => number, rows: number): number {
    const m = this.columns;
    const stride = m + 1;
    const { cost } = this;
    for (let r = 1; r <= rows; r++) {
      for (let c = 1; c <= m; c++) {
        const value = costOf(r - 1, c - 1);
        cost[r * stride + c] = value >= FORBIDDEN ? FORBIDDEN : value;
      }
    }
    return this.solveLoaded(rows);
  }

  /** Loads one row of costs (0-based row), for callers that fill the matrix themselves. */
  setCost(row: number, column: number, value: number): void {
    this.cost[(row + 1) * (this.columns + 1) + column + 1] = value >= FORBIDDEN ? FORBIDDEN : value;
  }

  /** Solves the matrix loaded with `setCost`. */
  solveLoaded(rows: number): number {
    const m = this.columns;
    if (rows > m || rows > this.maxRows) return Infinity;
    this.u.fill(0, 0, rows + 1);
    this.v.fill(0);
    this.match.fill(0);
    for (let row = 1; row <= rows; row++) this.insertRow(row);
    return this.total();
  }

  /** Keeps the current solution so that `resolveRow` can start from it. */
  save(): void {
    this.savedU.set(this.u);
    this.savedV.set(this.v);
    this.savedMatch.set(this.match);
  }

  /**
   * The cheapest total after row `row` (0-based) got new costs through `setCost`, starting
   * from the solution kept by `save`: one augmenting path, O(rows · columns) instead of a
   * full solve. The other rows' potentials stay feasible because only this row changed.
   */
  resolveRow(row: number): number {
    this.u.set(this.savedU);
    this.v.set(this.savedV);
    this.match.set(this.savedMatch);
    const r = row + 1;
    for (let j = 1; j <= this.columns; j++) {
      if (this.match[j] === r) {
        this.match[j] = 0;
        break;
      }
    }
    this.u[r] = 0;
    this.insertRow(r);
    return this.total();
  }

  private total(): number {
    const m = this.columns;
    const stride = m + 1;
    let total = 0;
    for (let j = 1; j <= m; j++) {
      if (this.match[j] !== 0) total += this.cost[this.match[j] * stride + j];
    }
    return total >= FORBIDDEN ? Infinity : total;
  }

  /** Adds row `row` (1-based) to the matching along a shortest augmenting path. */
  private insertRow(row: number): void {
    const m = this.columns;
    const stride = m + 1;
    const { u, v, match, way, minv, used, cost } = this;
    match[0] = row;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = match[j0];
      let delta = Infinity;
      let j1 = 0;
      const base = i0 * stride;
      const ui0 = u[i0];
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const reduced = cost[base + j] - ui0 - v[j];
        if (reduced < minv[j]) {
          minv[j] = reduced;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[match[j]] += delta;
          v[j] -= delta;
        } else {
          minv[j] -= delta;
        }
      }
      j0 = j1;
    } while (match[j0] !== 0);
    do {
      const j1 = way[j0];
      match[j0] = match[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
}
