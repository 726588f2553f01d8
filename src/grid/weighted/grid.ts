/**
 * The rules of a weighted grid: what each step costs, and which steps are allowed. Costs are
 * given per cell (entering a cell costs its cost, whoever comes from where) or per move (a
 * table indexed by the kinds of the cell left and the cell entered, as terrain needs: water
 * costs 3 from land and 1 from water). Infinity forbids a step. Moves go to the four
 * neighbours, or to the eight with `diagonal`: a diagonal step costs sqrt 2 times the
 * straight step onto the same cell and needs both cells beside it enterable from where it
 * starts (no corner cutting). Cells are numbered `y * width + x`.
 *
 * The grid keeps a padded copy with a wall border, so that a search finds a neighbour as
 * `cell + offset` without a bounds test, and one cost table lookup answers "may I step there,
 * and what does it cost" at once.
 *
 * ```ts
 * import { WeightedGrid } from 'puzzlegraph/grid';
 *
 * const grid = WeightedGrid.fromCellCosts(3, 2, [1, 5, 1, 1, 1, Infinity]);
 * console.log(grid.stepCost(0, 1)); // 5
 * console.log(grid.stepCost(1, 2)); // 1
 * console.log(grid.pathCost([0, 3, 4, 1])); // 7
 * console.log(grid.stepCost(4, 5)); // Infinity
 * ```
 */
import { Board } from '../board.js';

/** sqrt 2: a diagonal step costs this times the straight step onto the same cell. */
export const DIAGONAL_FACTOR = Math.SQRT2;

/** The kind of the padded border: no step enters it. A caller's kind k is stored as k + 1. */
export const WALL = 0;

/** The most kinds (distinct cell costs, or move-table kinds) a grid can tell apart. */
export const MAX_KINDS = 0xffff;

/** Neighbour k's step: 0-3 straight (N S W E), 4-7 diagonal (NW NE SW SE). */
export const STEP_X = Int32Array.of(0, 0, -1, 1, -1, 1, -1, 1);
export const STEP_Y = Int32Array.of(-1, 1, 0, 0, -1, -1, 1, 1);
/** The direction opposite neighbour k's: N-S, W-E, NW-SE, NE-SW. */
export const OPPOSITE = Int32Array.of(1, 0, 3, 2, 7, 6, 5, 4);

/** The costs of the steps allowed somewhere on a grid. */
interface StepRange {
  cheapest: number;
  dearest: number;
  whole: boolean;
}

export interface WeightedGridOptions {
  /** 8-connected moves (octile, no corner cutting); default 4-connected. */
  diagonal?: boolean;
}

export class WeightedGrid {
  readonly board: Board;
  readonly width: number;
  readonly height: number;
  readonly diagonal: boolean;
  /** Columns of the padded copy: one wall column on each side. */
  readonly stride: number;
  /** Kind of each padded cell: WALL on the border, a caller's kind + 1 inside. */
  readonly kinds: Uint8Array | Uint16Array;
  /**
   * Straight-step costs: from kind `a` onto kind `b` at `a * rowStride + b`. `rowStride` is 0
   * for per-cell costs (every row alike, so one row serves), the number of kinds otherwise.
   */
  readonly costs: Float64Array;
  readonly rowStride: number;
  /** Padded offset of neighbour k (see STEP_X). */
  readonly offsets: Int32Array;
  private stepRange: StepRange | undefined;

  private constructor(
    width: number,
    height: number,
    kindOf: (cell: number) => number,
    kindCount: number,
    costs: Float64Array,
    rowStride: number,
    options: WeightedGridOptions,
  ) {
    this.board = new Board(width, height);
    this.width = width;
    this.height = height;
    this.diagonal = options.diagonal ?? false;
    this.stride = width + 2;
    const size = this.stride * (height + 2);
    this.kinds = kindCount <= 0xff ? new Uint8Array(size) : new Uint16Array(size);
    for (let y = 0; y < height; y++) {
      const row = (y + 1) * this.stride + 1;
      for (let x = 0; x < width; x++) this.kinds[row + x] = kindOf(y * width + x);
    }
    this.costs = costs;
    this.rowStride = rowStride;
    const stride = this.stride;
    this.offsets = Int32Array.from(STEP_X, (dx, k) => STEP_Y[k] * stride + dx);
  }

  /**
   * A grid where entering a cell costs `costs[cell]` from anywhere; a cell that costs Infinity
   * is blocked, and a unit put on it cannot leave it either.
   *
   * @param width cells per row
   * @param height rows
   * @param costs one non-negative cost per cell, `y * width + x`; at most 65,535 distinct values
   * @param options `diagonal` for 8-connected moves
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * const grid = WeightedGrid.fromCellCosts(2, 2, [1, 3, 1, 1], { diagonal: true });
   * // A diagonal onto the cost-3 cell costs 3 sqrt 2.
   * console.log(grid.stepCost(2, 1) === 3 * Math.SQRT2); // true
   * ```
   */
  static fromCellCosts(
    width: number,
    height: number,
    costs: ArrayLike<number>,
    options: WeightedGridOptions = {},
  ): WeightedGrid {
    checkSize(width, height, costs.length);
    // A cell that costs Infinity is a wall: entered from nowhere, and left to nowhere.
    const kindOfCost = new Map<number, number>([[Infinity, WALL]]);
    const table = [Infinity];
    const kinds = new Uint32Array(costs.length);
    for (let cell = 0; cell < costs.length; cell++) {
      const cost = costs[cell];
      checkCost(cost, `cell ${cell}`);
      let kind = kindOfCost.get(cost);
      if (kind === undefined) {
        kind = table.length;
        if (kind > MAX_KINDS) {
          throw new RangeError(`a grid tells at most ${MAX_KINDS} different cell costs apart`);
        }
        kindOfCost.set(cost, kind);
        table.push(cost);
      }
      kinds[cell] = kind;
    }
    return new WeightedGrid(
      width,
      height,
      (cell) => kinds[cell],
      table.length,
      Float64Array.from(table),
      0,
      options,
    );
  }

  /**
   * A grid whose cells have kinds and where a step's cost depends on the kind left and the kind
   * entered: `moveCost(from, to)`, Infinity for a step not allowed.
   *
   * @param width cells per row
   * @param height rows
   * @param kinds the kind of each cell, `y * width + x`: whole numbers from 0 to 254
   * @param moveCost the cost of a straight step from a cell of kind `from` onto one of kind `to`
   * @param options `diagonal` for 8-connected moves
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * // 0 land, 1 water: water costs 3 from land and 1 from water.
   * const cost = (from: number, to: number) => (to === 0 ? 1 : from === 1 ? 1 : 3);
   * const grid = WeightedGrid.fromKinds(3, 1, [0, 1, 1], cost);
   * console.log(grid.pathCost([0, 1, 2])); // 4
   * ```
   */
  static fromKinds(
    width: number,
    height: number,
    kinds: ArrayLike<number>,
    moveCost: (from: number, to: number) => number,
    options: WeightedGridOptions = {},
  ): WeightedGrid {
    checkSize(width, height, kinds.length);
    let count = 0;
    for (let cell = 0; cell < kinds.length; cell++) {
      const kind = kinds[cell];
      if (!Number.isInteger(kind) || kind < 0 || kind >= 0xff) {
        throw new RangeError(
          `cell ${cell} has kind ${kind}; expected a whole number from 0 to 254`,
        );
      }
      if (kind + 1 > count) count = kind + 1;
    }
    const stride = count + 1; // with the wall
    const table = new Float64Array(stride * stride).fill(Infinity);
    for (let from = 0; from < count; from++) {
      for (let to = 0; to < count; to++) {
        const cost = moveCost(from, to);
        checkCost(cost, `a step from kind ${from} to kind ${to}`);
        table[(from + 1) * stride + to + 1] = cost;
      }
    }
    return new WeightedGrid(
      width,
      height,
      (cell) => kinds[cell] + 1,
      stride,
      table,
      stride,
      options,
    );
  }

  /**
   * The cell at column `x`, row `y`: `y * width + x`.
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * console.log(WeightedGrid.fromCellCosts(3, 2, [1, 1, 1, 1, 1, 1]).index(2, 1)); // 5
   * ```
   */
  index(x: number, y: number): number {
    return y * this.width + x;
  }

  /**
   * The padded copy's number for `cell` (a row and a column of wall before it).
   *
   * @param cell a cell, `y * width + x`
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * // Stride 5 (a wall column each side), so cell 0 is row 1, column 1 of the padded board.
   * console.log(WeightedGrid.fromCellCosts(3, 2, [1, 1, 1, 1, 1, 1]).padded(0)); // 6
   * ```
   */
  padded(cell: number): number {
    const x = cell % this.width;
    const y = (cell - x) / this.width;
    return (y + 1) * this.stride + x + 1;
  }

  /**
   * The cell for a number of the padded copy: the inverse of `padded`.
   *
   * @param padded a number of the padded copy, not on its border
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * console.log(WeightedGrid.fromCellCosts(3, 2, [1, 1, 1, 1, 1, 1]).unpadded(6)); // 0
   * ```
   */
  unpadded(padded: number): number {
    const x = (padded % this.stride) - 1;
    return ((padded - x - 1) / this.stride - 1) * this.width + x;
  }

  /**
   * Cost of the step between two neighbouring cells, Infinity when the step is not allowed
   * (not a neighbour, a diagonal on a 4-connected grid, a cut corner, a cost of Infinity).
   *
   * @param from the cell left
   * @param to the cell entered
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * console.log(WeightedGrid.fromCellCosts(2, 1, [1, 4]).stepCost(0, 1)); // 4
   * ```
   */
  stepCost(from: number, to: number): number {
    const step = this.stepBetween(from, to);
    if (step === -1) return Infinity;
    const base = this.baseCost(this.padded(from), step);
    return step >= 4 ? base * DIAGONAL_FACTOR : base;
  }

  /**
   * Replays `path` under the grid's rules and returns its cost, or undefined when a step is
   * not allowed or a cell is off the grid. A path's cost is the sum of its straight steps plus
   * sqrt 2 times the sum of its diagonal steps' base costs, the same sum the path finder
   * keeps, so an optimal path replays to exactly the cost it was found with.
   *
   * @param path cells, start first
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * console.log(WeightedGrid.fromCellCosts(3, 1, [1, 2, 3]).pathCost([0, 1, 2])); // 5
   * ```
   */
  pathCost(path: readonly number[]): number | undefined {
    if (path.length === 0) return undefined;
    const size = this.board.size;
    if (!(Number.isInteger(path[0]) && path[0] >= 0 && path[0] < size)) return undefined;
    let straight = 0;
    let diagonal = 0;
    for (let i = 1; i < path.length; i++) {
      const step = this.stepBetween(path[i - 1], path[i]);
      if (step === -1) return undefined;
      const base = this.baseCost(this.padded(path[i - 1]), step);
      if (base === Infinity) return undefined;
      if (step >= 4) diagonal += base;
      else straight += base;
    }
    return straight + diagonal * DIAGONAL_FACTOR;
  }

  /**
   * The least base cost of any step allowed somewhere on the grid (a diagonal counted without
   * its sqrt 2): the factor that makes the Manhattan or octile distance an admissible and
   * consistent heuristic. 0 when no step is allowed.
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * console.log(WeightedGrid.fromCellCosts(3, 1, [2, 3, Infinity]).cheapestStep()); // 2
   * ```
   */
  cheapestStep(): number {
    return this.steps().cheapest;
  }

  /**
   * The greatest base cost of any step allowed somewhere on the grid; 0 when none is.
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * console.log(WeightedGrid.fromCellCosts(3, 1, [2, 3, Infinity]).dearestStep()); // 3
   * ```
   */
  dearestStep(): number {
    return this.steps().dearest;
  }

  /**
   * True when every step allowed somewhere on the grid costs a whole number (f is then a whole
   * number too, and a 4-connected search can use a bucket queue).
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * console.log(WeightedGrid.fromCellCosts(2, 1, [1, 2.5]).wholeCosts()); // false
   * ```
   */
  wholeCosts(): boolean {
    return this.steps().whole;
  }

  private steps(): StepRange {
    if (!this.stepRange) {
      let cheapest = Infinity;
      let dearest = 0;
      let whole = true;
      const directions = this.diagonal ? 8 : 4;
      for (let cell = 0; cell < this.kinds.length; cell++) {
        if (this.kinds[cell] === WALL) continue;
        for (let k = 0; k < directions; k++) {
          const base = this.baseCost(cell, k);
          if (base === Infinity) continue;
          if (base < cheapest) cheapest = base;
          if (base > dearest) dearest = base;
          if (!Number.isSafeInteger(base)) whole = false;
        }
      }
      this.stepRange = { cheapest: cheapest === Infinity ? 0 : cheapest, dearest, whole };
    }
    return this.stepRange;
  }

  /**
   * Cost without sqrt 2 of step k from the padded cell, Infinity when it is not allowed: its
   * table entry, and for a diagonal both cells beside it enterable from the cell.
   *
   * @param padded a number of the padded copy
   * @param k the direction: 0-3 straight (N S W E), 4-7 diagonal (NW NE SW SE)
   *
   * ```ts
   * import { WeightedGrid } from 'puzzlegraph/grid';
   *
   * const grid = WeightedGrid.fromCellCosts(2, 1, [1, 4]);
   * console.log(grid.baseCost(grid.padded(0), 3)); // 4
   * console.log(grid.baseCost(grid.padded(0), 0)); // Infinity
   * ```
   */
  baseCost(padded: number, k: number): number {
    const { kinds, costs } = this;
    if (kinds[padded] === WALL) return Infinity;
    const row = kinds[padded] * this.rowStride;
    const base = costs[row + kinds[padded + this.offsets[k]]];
    if (k < 4 || base === Infinity) return base;
    const besideX = costs[row + kinds[padded + STEP_X[k]]];
    const besideY = costs[row + kinds[padded + STEP_Y[k] * this.stride]];
    return besideX === Infinity || besideY === Infinity ? Infinity : base;
  }

  /** The direction k (see STEP_X) from one cell to the other, -1 when they are not neighbours. */
  private stepBetween(from: number, to: number): number {
    const { width } = this;
    const size = this.board.size;
    if (!(Number.isInteger(from) && Number.isInteger(to))) return -1;
    if (from < 0 || to < 0 || from >= size || to >= size) return -1;
    const dx = (to % width) - (from % width);
    const dy = Math.floor(to / width) - Math.floor(from / width);
    for (let k = 0; k < (this.diagonal ? 8 : 4); k++) {
      if (STEP_X[k] === dx && STEP_Y[k] === dy) return k;
    }
    return -1;
  }
}

function checkSize(width: number, height: number, cells: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`a grid needs a positive whole width and height, not ${width}x${height}`);
  }
  if (cells !== width * height) {
    throw new RangeError(`a ${width}x${height} grid needs ${width * height} cells, not ${cells}`);
  }
}

function checkCost(cost: number, what: string): void {
  if (!(cost >= 0)) {
    throw new RangeError(`${what} costs ${cost}; expected a number from 0 up, or Infinity`);
  }
}
