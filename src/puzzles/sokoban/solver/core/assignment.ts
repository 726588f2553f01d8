/**
 * Minimum-cost assignment of rows to distinct columns (the Hungarian method with potentials,
 * O(rows² · columns)). The solver assigns crates to goals by push distance: the cheapest total
 * is a lower bound on the pushes still needed, and an infeasible assignment (some crates
 * cannot all reach distinct goals) is a deadlock.
 *
 * ```text
 * const solver = new AssignmentSolver(2, 2);
 * solver.solve((r, c) => [[4, 1], [2, 3]][r][c], 2); // 3: row 0 -> column 1, row 1 -> column 0
 * ```
 */

/** Costs at or above this mean "not allowed". */
export const FORBIDDEN = 1_000_000;

/**
 * How many solutions a search keeps for the states it expanded (`keep`), for a state budget of
 * `maxStates` and an assignment of this size: a power of two near a 128th of the budget, at
 * most 65,536 and 24 MB. A child's bound at its expansion then starts from its parent's kept
 * solution (`solveLoadedFromParent`) and skips the full solve. Kept for the expanded states
 * only, a slot serves all the children of each, where keeping every child's took a slot each:
 * the reverse search alone on Sasquatch 185 found the kept solution for 89% of its expansions
 * against 80% (and 89% against 84% on Sasquatch 321).
 */
export function keptSolutionSlots(maxStates: number, rows: number, columns: number): number {
  const most = Math.min(
    1 << 16,
    maxStates / 128,
    MAX_KEPT_BYTES / keptSolutionBytes(rows, columns),
  );
  let slots = FIRST_KEPT_SLOTS;
  while (slots * 2 <= most) slots *= 2;
  return slots;
}

/** Bytes one kept solution takes (`keep`) for this many rows and columns. */
export function keptSolutionBytes(rows: number, columns: number): number {
  return 4 * (Math.max(rows, columns) + 1) + 8 * (columns + 1) + 4;
}

const MAX_KEPT_BYTES = 24 * 1024 * 1024;

/** Kept solutions a search starts with, before its store grows. */
const FIRST_KEPT_SLOTS = 1 << 8;

/** Above this many rows, potentials might not fit the 32-bit integers solutions are kept in. */
const MAX_KEPT_ROWS = 1000;

export class AssignmentSolver {
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  private readonly match: Int32Array;
  private readonly way: Int32Array;
  private readonly minv: Float64Array;
  private readonly used: Uint8Array;
  /** Per column, its distance when `insertRow` visited it, and the columns in visiting order. */
  private readonly distance: Float64Array;
  private readonly visited: Int32Array;
  /**
   * The costs: row r (1-based) has column j's at `costs[rowBase[r] + j]`. By default `costs` is
   * the solver's own matrix, filled by `solve` and `setCost`; after `useTable` it is
   * a caller's table of rows (`costTable`) and `pointRow` picks a row of it, copying nothing.
   */
  private costs: Float64Array;
  private readonly ownCosts: Float64Array;
  private readonly rowBase: Int32Array;
  /** In a caller's table (`useTable`): where its row of zeros starts, for padding rows. */
  private zeroRow = -1;
  private readonly savedU: Float64Array;
  private readonly savedV: Float64Array;
  private readonly savedMatch: Int32Array;
  /** Per row of the saved solution (1-based): its column and that column's cost then. */
  private readonly savedColumn: Int32Array;
  private readonly savedCost: Float64Array;
  /**
   * For each column, the cheapest freeing of it for the row `prepareRow` took out: final for
   * the columns `freed` marks, an upper bound for the others.
   */
  private readonly freeingCost: Float64Array;
  /** 1 for the columns whose `freeingCost` is final. */
  private readonly freed: Uint8Array;
  /** The column not yet freed with the lowest `freeingCost`, 0 when none is left. */
  private nextToFree = 0;
  /** The saved solution's total, forbidden costs summed as they are. */
  private savedTotal = 0;
  /**
   * When the last `resolveRow` kept the saved matching (the changed row's column still the
   * cheapest for it): the solution is the saved one with that row's potential `fastU`, and
   * `u`, `v` and `match` were left as they were (a child's bound needs only the total).
   */
  private resolvedFast = false;
  private fastU = 0;
  /**
   * Rows with the padding: with fewer rows than columns, rows of zero costs fill the matrix to a
   * square, so that every column is matched. They change no total, and a changed row is then
   * re-solved exactly by one augmenting path (`resolveRow`): a column left free by a real row
   * would keep a potential a free column may not have, and the path could miss the optimum.
   */
  private readonly paddedRows: number;
  /**
   * Solutions kept by `keep`, one per slot (direct-mapped by key). Slots start few and double
   * as the keys (state ids) grow, up to `maxKeptSlots`.
   */
  private keptSlots = 0;
  private keptKey = new Int32Array(0);
  private keptU = new Int32Array(0);
  private keptV = new Int32Array(0);
  private keptMatch = new Int32Array(0);

  /**
   * `maxKeptSlots` (a power of two, or 0) is how many solutions `keep` may hold for
   * `solveLoadedFromParent`.
   */
  constructor(
    private readonly maxRows: number,
    private readonly columns: number,
    private maxKeptSlots = 0,
  ) {
    this.paddedRows = Math.max(maxRows, columns);
    const padded = this.paddedRows;
    this.u = new Float64Array(padded + 1);
    this.v = new Float64Array(columns + 1);
    this.match = new Int32Array(columns + 1);
    this.way = new Int32Array(columns + 1);
    this.minv = new Float64Array(columns + 1);
    this.used = new Uint8Array(columns + 1);
    this.distance = new Float64Array(columns + 1);
    this.visited = new Int32Array(columns + 1);
    this.ownCosts = new Float64Array((padded + 1) * (columns + 1));
    this.costs = this.ownCosts;
    this.rowBase = new Int32Array(padded + 1);
    this.pointAtOwnCosts();
    this.savedU = new Float64Array(padded + 1);
    this.savedV = new Float64Array(columns + 1);
    this.savedMatch = new Int32Array(columns + 1);
    this.savedColumn = new Int32Array(padded + 1);
    this.savedCost = new Float64Array(padded + 1);
    this.freeingCost = new Float64Array(columns + 1);
    this.freed = new Uint8Array(columns + 1);
    // Costs are whole numbers below FORBIDDEN, so potentials are whole and, with this few rows,
    // within 32 bits.
    if (padded > MAX_KEPT_ROWS) this.maxKeptSlots = 0;
    this.resizeKept(Math.min(FIRST_KEPT_SLOTS, this.maxKeptSlots));
  }

  /**
   * The cheapest total of `costOf(row, column)` over assignments of every row to its own column,
   * or `Infinity` when every assignment uses a forbidden cost. Needs rows <= columns.
   */
  solve(costOf: (row: number, column: number) => number, rows: number): number {
    const m = this.columns;
    const stride = m + 1;
    this.useOwnCosts();
    const cost = this.ownCosts;
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
    this.useOwnCosts();
    this.ownCosts[(row + 1) * (this.columns + 1) + column + 1] =
      value >= FORBIDDEN ? FORBIDDEN : value;
  }

  /**
   * A table of cost rows for `useTable`: `rows` rows of `columns` costs each from `costs` (row
   * i's at `i * columns`), laid out as the solver reads them, then a row of zeros.
   */
  static costTable(costs: Float64Array, rows: number, columns: number): Float64Array {
    const stride = columns + 1;
    const table = new Float64Array((rows + 1) * stride);
    for (let i = 0; i < rows; i++) {
      for (let c = 0; c < columns; c++) {
        const value = costs[i * columns + c];
        table[i * stride + 1 + c] = value >= FORBIDDEN ? FORBIDDEN : value;
      }
    }
    return table;
  }

  /**
   * Reads costs from `table` (`costTable`, made for this many columns) from now on: every row
   * is one of its rows (`pointRow`), the padding its row of zeros.
   */
  useTable(table: Float64Array): void {
    const stride = this.columns + 1;
    this.costs = table;
    this.zeroRow = table.length - stride;
    this.rowBase.fill(this.zeroRow);
  }

  /** Row `row` (0-based) has the costs of row `tableRow` of the table in use (`useTable`). */
  pointRow(row: number, tableRow: number): void {
    this.rowBase[row + 1] = tableRow * (this.columns + 1);
  }

  /** Back to the solver's own matrix, if a table was in use. */
  private useOwnCosts(): void {
    if (this.zeroRow === -1) return;
    this.pointAtOwnCosts();
  }

  private pointAtOwnCosts(): void {
    const stride = this.columns + 1;
    this.costs = this.ownCosts;
    this.zeroRow = -1;
    for (let r = 0; r < this.rowBase.length; r++) this.rowBase[r] = r * stride;
  }

  /** Solves the matrix loaded with `setCost`. */
  solveLoaded(rows: number): number {
    const m = this.columns;
    if (rows > m || rows > this.maxRows) return Infinity;
    // Rows loaded before but not used now become padding.
    const stride = m + 1;
    if (this.zeroRow !== -1) this.rowBase.fill(this.zeroRow, rows + 1, this.maxRows + 1);
    else if (rows < this.maxRows) {
      this.ownCosts.fill(0, (rows + 1) * stride, (this.maxRows + 1) * stride);
    }
    const all = this.paddedRows;
    this.u.fill(0, 0, all + 1);
    this.v.fill(0);
    this.match.fill(0);
    for (let row = 1; row <= all; row++) this.insertRow(row);
    return this.total();
  }

  /** Keeps the current solution so that `resolveRow` can start from it. */
  save(): void {
    this.savedU.set(this.u);
    this.savedV.set(this.v);
    this.savedMatch.set(this.match);
    this.noteSavedColumns();
  }

  /** Each row's column in the saved matching, its cost as loaded now, and their total. */
  private noteSavedColumns(): void {
    const { savedMatch, costs, rowBase, savedColumn, savedCost } = this;
    savedColumn.fill(0);
    let total = 0;
    for (let j = 1; j <= this.columns; j++) {
      const row = savedMatch[j];
      if (row === 0) continue;
      savedColumn[row] = j;
      savedCost[row] = costs[rowBase[row] + j];
      total += savedCost[row];
    }
    this.savedTotal = total;
  }

  /**
   * The cheapest total after row `row` (0-based) got new costs through `setCost`, starting
   * from the solution kept by `save`: one augmenting path, O(rows · columns) instead of a
   * full solve. The other rows' potentials stay feasible because only this row changed.
   *
   * Most often the row's own column is still its cheapest by reduced cost (its crate moved
   * one push, towards the same goal or not much away from it). The saved matching is then
   * optimal as it stands, the row's potential set to that reduced cost, and one pass over the
   * row says so: the augmenting path would end at that column at once, free columns winning
   * ties.
   */
  resolveRow(row: number): number {
    const kept = this.resolveRowIfKept(row);
    this.resolvedFast = !Number.isNaN(kept);
    if (this.resolvedFast) return kept;
    const r = row + 1;
    this.u.set(this.savedU);
    this.v.set(this.savedV);
    this.match.set(this.savedMatch);
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

  /**
   * `resolveRow`'s total when the saved matching stands with the row's new costs (its own
   * column still its cheapest by reduced cost; the row's potential is then that reduced
   * cost), or NaN when it does not. One pass over the row; the working solution is left as
   * it was.
   */
  resolveRowIfKept(row: number): number {
    const r = row + 1;
    const own = this.savedColumn[r];
    if (own === 0) return NaN;
    const { costs: cost, savedV } = this;
    const base = this.rowBase[r];
    const ownReduced = cost[base + own] - savedV[own];
    for (let j = 1; j <= this.columns; j++) {
      if (j !== own && cost[base + j] - savedV[j] < ownReduced) return NaN;
    }
    this.fastU = ownReduced;
    const total = this.savedTotal - this.savedCost[r] + cost[base + own];
    return total >= FORBIDDEN ? Infinity : total;
  }

  /**
   * Readies `resolvePreparedRow` for row `row` (0-based) of the solution kept by `save`: the
   * cheapest way to free each column by moving the other rows along, down to the column the
   * row leaves (`freeingCost`), found by a reverse Dijkstra over the columns as far as the
   * answers need it (`resolvePreparedRow`).
   *
   * With the row taken out, the one free column is its own (rows are padded to the columns).
   * Putting it back at column j costs its reduced cost there plus freeing j: the row matched
   * at j moves to some column j', at its reduced cost, and j' is freed in turn, until the free
   * column is reached. The other rows' reduced costs do not depend on the row's new costs, so
   * the columns freed for one square a crate may move to serve every other.
   */
  prepareRow(row: number): void {
    const r = row + 1;
    this.freeingCost.fill(Infinity);
    this.freed.fill(0);
    const own = this.savedColumn[r];
    // Ending at the free column pays back its potential (the path's costs are reduced ones).
    this.freeingCost[own] = this.savedV[own];
    this.nextToFree = own;
  }

  /**
   * `resolveRow`'s total for row `row` (0-based) with the costs loaded for it now, after
   * `prepareRow(row)` on the same kept solution and the same other rows; it leaves the working
   * solution as it was. The row at column j costs its reduced cost plus freeing j, at least.
   *
   * Only the columns that can still beat the cheapest found are freed: a column not yet freed
   * costs at least the row's cheapest reduced cost among such columns plus the next freeing
   * cost (Dijkstra frees columns in increasing cost). Freeing every column took O(columns²)
   * for each crate moved; on Sasquatch 249 (236 goals) 83 were freed on average, counted with a
   * looser stop (the least reduced cost over all columns).
   */
  resolvePreparedRow(row: number): number {
    const r = row + 1;
    const m = this.columns;
    const { costs, savedV, freeingCost, freed } = this;
    const base = this.rowBase[r];
    // The cheapest total through a column already freed, and the row's cheapest reduced cost
    // at a column not yet freed (it only rises as more are freed).
    let cheapest = Infinity;
    let cheapestReduced = Infinity;
    for (let j = 1; j <= m; j++) {
      const reduced = costs[base + j] - savedV[j];
      if (freed[j] === 0) {
        if (reduced < cheapestReduced) cheapestReduced = reduced;
      } else if (reduced + freeingCost[j] < cheapest) cheapest = reduced + freeingCost[j];
    }
    for (let next = this.nextToFree; next !== 0; next = this.nextToFree) {
      if (cheapest <= cheapestReduced + freeingCost[next]) break;
      this.freeColumn(next);
      const at = costs[base + next] - savedV[next] + freeingCost[next];
      if (at < cheapest) cheapest = at;
    }
    const total = this.savedTotal - this.savedCost[r] + cheapest;
    return total >= FORBIDDEN ? Infinity : total;
  }

  /**
   * Makes column `j1`'s freeing cost final (it is `nextToFree`, the nearest not yet freed),
   * lowers the others' through it (column j frees itself by its row moving to `j1`), and finds
   * the next nearest in the same pass.
   */
  private freeColumn(j1: number): void {
    const { costs, rowBase, savedU, savedV, savedMatch, freeingCost, freed } = this;
    freed[j1] = 1;
    const arrive = freeingCost[j1] - savedV[j1];
    let nearest = Infinity;
    let next = 0;
    for (let j = 1; j <= this.columns; j++) {
      if (freed[j] === 1) continue;
      const i = savedMatch[j];
      const through = costs[rowBase[i] + j1] - savedU[i] + arrive;
      if (through < freeingCost[j]) freeingCost[j] = through;
      if (freeingCost[j] < nearest) {
        nearest = freeingCost[j];
        next = j;
      }
    }
    this.nextToFree = next;
  }

  /**
   * Keeps the current solution (the last `solveLoaded` or `solveLoadedFromParent`) under
   * `key`, a state id, for the state's children: each of them starts
   * from it in `solveLoadedFromParent` instead of solving afresh. A later key in the same slot
   * replaces it.
   */
  keep(key: number): void {
    // A store of few states needs few slots: small levels do not pay for the largest table.
    if (key >= 2 * this.keptSlots && this.keptSlots < this.maxKeptSlots) {
      this.resizeKept(this.keptSlots * 2);
    }
    const slots = this.keptSlots;
    if (slots === 0) return;
    const slot = key & (slots - 1);
    this.keptKey[slot] = key;
    const rows = this.paddedRows + 1;
    const columns = this.columns + 1;
    this.keptU.set(this.u, slot * rows);
    this.keptV.set(this.v, slot * columns);
    this.keptMatch.set(this.match, slot * columns);
  }

  /**
   * `solveLoaded` for all `maxRows` rows, the loaded costs being a child's of the state kept
   * under `parentKey`: the parent's row `parentRow` (0-based) is the child's row `childRow`,
   * with new costs, and the other rows are the parent's in the same order (-1 for both: the
   * same rows). When that solution is still kept, the child's is one `resolveRow` away;
   * otherwise it is solved afresh.
   */
  solveLoadedFromParent(parentKey: number, parentRow: number, childRow: number): number {
    const slots = this.keptSlots;
    const slot = parentKey & (slots - 1);
    if (slots === 0 || parentKey < 0 || this.keptKey[slot] !== parentKey) {
      return this.solveLoaded(this.maxRows);
    }
    const { savedU, savedV, savedMatch, keptU, keptV, keptMatch, paddedRows } = this;
    const moved = parentRow + 1;
    const target = childRow + 1;
    const uBase = slot * (paddedRows + 1);
    for (let r = 1; r <= paddedRows; r++) savedU[renumbered(r, moved, target)] = keptU[uBase + r];
    const columns = this.columns + 1;
    const base = slot * columns;
    for (let j = 0; j < columns; j++) {
      savedV[j] = keptV[base + j];
      const row = keptMatch[base + j];
      savedMatch[j] = row === 0 ? 0 : renumbered(row, moved, target);
    }
    // The moved row's cost in the parent is not loaded any more, but `resolveRow` only takes
    // it out of the total to put the new one in: the total of the costs loaded now does.
    this.noteSavedColumns();
    if (childRow >= 0) this.resolveRow(childRow);
    if (childRow < 0 || this.resolvedFast) {
      this.u.set(savedU);
      this.v.set(savedV);
      this.match.set(savedMatch);
      if (childRow >= 0) this.u[target] = this.fastU;
    }
    return this.total();
  }

  /** Starts the kept solutions afresh with room for `slots`: what they held is dropped. */
  private resizeKept(slots: number): void {
    this.keptSlots = slots;
    this.keptKey = new Int32Array(slots).fill(-1);
    this.keptU = new Int32Array(slots * (this.paddedRows + 1));
    this.keptV = new Int32Array(slots * (this.columns + 1));
    this.keptMatch = new Int32Array(slots * (this.columns + 1));
  }

  private total(): number {
    const { match, costs, rowBase } = this;
    let total = 0;
    for (let j = 1; j <= this.columns; j++) {
      if (match[j] !== 0) total += costs[rowBase[match[j]] + j];
    }
    return total >= FORBIDDEN ? Infinity : total;
  }

  /**
   * Adds row `row` (1-based) to the matching along a shortest augmenting path: Dijkstra over
   * the columns by reduced cost, from the new row to the nearest free column. The potentials
   * move once at the end, each visited column by how much nearer it is than that free column,
   * rather than after every step; among columns as near, a free one ends the search at once.
   */
  private insertRow(row: number): void {
    const m = this.columns;
    const { u, v, match, way, minv, used, costs: cost, rowBase, distance, visited } = this;
    match[0] = row;
    let j0 = 0;
    let reached = 0;
    let visitedCount = 0;
    minv.fill(Infinity);
    used.fill(0);
    distance[0] = 0;
    do {
      used[j0] = 1;
      visited[visitedCount++] = j0;
      const i0 = match[j0];
      let nearest = Infinity;
      let j1 = 0;
      const base = rowBase[i0];
      const offset = reached - u[i0];
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const through = cost[base + j] + offset - v[j];
        if (through < minv[j]) {
          minv[j] = through;
          way[j] = j0;
        }
        const at = minv[j];
        if (at < nearest || (at === nearest && match[j] === 0 && match[j1] !== 0)) {
          nearest = at;
          j1 = j;
        }
      }
      j0 = j1;
      reached = nearest;
      distance[j0] = nearest;
    } while (match[j0] !== 0);
    for (let k = 0; k < visitedCount; k++) {
      const j = visited[k];
      const shift = reached - distance[j];
      u[match[j]] += shift;
      v[j] -= shift;
    }
    do {
      const j1 = way[j0];
      match[j0] = match[j1];
      j0 = j1;
    } while (j0 !== 0);
  }
}

/**
 * Row `row`'s number (1-based) once row `moved` is taken out and put back as row `target`, the
 * others keeping their order.
 */
function renumbered(row: number, moved: number, target: number): number {
  if (row === moved) return target;
  const without = row < moved ? row : row - 1;
  return without < target ? without : without + 1;
}
