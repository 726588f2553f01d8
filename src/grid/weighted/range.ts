/**
 * The answer of `WeightedPathFinder.range`: the cells within a budget, cheapest first, with
 * their costs and a cheapest path to each. It owns copies of what it needs, so the finder's
 * next query does not change it.
 *
 * ```ts
 * import { WeightedGrid, WeightedPathFinder } from 'puzzlegraph/grid';
 *
 * const grid = WeightedGrid.fromCellCosts(3, 1, [1, 2, 3]);
 * const range = new WeightedPathFinder(grid).range(0, 2);
 * console.log(range.cells); // Int32Array(2) [ 0, 1 ]
 * console.log(range.cost(1)); // 2
 * console.log(range.pathTo(1)); // [ 0, 1 ]
 * ```
 */
import type { Outcome, SearchStats } from '../../search/index.js';

export class WeightedRange {
  private order: Map<number, number> | undefined;

  constructor(
    /** Every cell in range, in order of cost (ties: the first reached first). */
    readonly cells: Int32Array,
    /** `costs[i]`: the cheapest cost of `cells[i]`. */
    readonly costs: Float64Array,
    /** The cell before `cells[i]` on a cheapest path, -1 for the start. */
    private readonly parents: Int32Array,
    /** `exhausted` when the whole range was found; a limit's outcome when it stopped early. */
    readonly outcome: Outcome,
    readonly stats: SearchStats,
  ) {}

  /**
   * The cheapest cost of reaching `cell`, Infinity when it is out of range.
   *
   * @param cell a cell, `y * width + x`
   *
   * ```ts
   * import { WeightedGrid, WeightedPathFinder } from 'puzzlegraph/grid';
   *
   * const grid = WeightedGrid.fromCellCosts(3, 1, [1, 2, 3]);
   * const range = new WeightedPathFinder(grid).range(0, 2);
   * console.log(range.cost(range.cells[0])); // 0
   * ```
   */
  cost(cell: number): number {
    const at = this.indexOf(cell);
    return at === -1 ? Infinity : this.costs[at];
  }

  /**
   * A cheapest path from the start to `cell`, undefined when it is out of range.
   *
   * @param cell a cell, `y * width + x`
   *
   * ```ts
   * import { WeightedGrid, WeightedPathFinder } from 'puzzlegraph/grid';
   *
   * const grid = WeightedGrid.fromCellCosts(3, 1, [1, 2, 3]);
   * const range = new WeightedPathFinder(grid).range(0, 2);
   * console.log(range.pathTo(range.cells[0])); // [ 0 ]
   * ```
   */
  pathTo(cell: number): number[] | undefined {
    if (this.indexOf(cell) === -1) return undefined;
    const path: number[] = [];
    for (let at = cell; at !== -1; at = this.parents[this.indexOf(at)]) path.push(at);
    return path.reverse();
  }

  private indexOf(cell: number): number {
    if (!this.order) {
      this.order = new Map();
      for (let i = 0; i < this.cells.length; i++) this.order.set(this.cells[i], i);
    }
    return this.order.get(cell) ?? -1;
  }
}
