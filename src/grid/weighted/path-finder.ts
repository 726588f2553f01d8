/**
 * Cheapest paths and cost-bounded ranges on a `WeightedGrid`, for many queries on one grid:
 * A* with the Manhattan (4-connected) or octile (8-connected) distance times the grid's
 * cheapest step as heuristic, which is admissible and consistent, so every path is optimal;
 * Dijkstra for paths without a heuristic and for movement ranges (every cell within a budget).
 *
 * Why it is fast: the grid's padded copy makes a neighbour `cell + offset`, and one table
 * lookup tells both whether a step is allowed and what it costs. The per-query books of a
 * cell (its mark, its cost as straight and diagonal sums, its parent) sit side by side in one
 * typed array, so a neighbour costs one cache line; the mark is the query's stamp (open) or
 * the stamp plus one (closed), so nothing is cleared between queries. Component labels answer
 * unreachable goals at once. When every step costs a whole number and moves are 4-connected,
 * f is a whole number that grows by at most the dearest step plus the cheapest at each
 * expansion, and the frontier is a bucket queue (O(1) per push and pop) instead of a binary
 * heap. A cost is kept as its straight and diagonal sums, so the cost of a path is the same
 * number however it is added up, and a path replays (`WeightedGrid.pathCost`) to exactly it.
 *
 * Ties on f go to the larger g (nearer the goal), then to the cell generated first, as in the
 * search core's `astar` (and first in, first out in Dijkstra, as in `dijkstra`), with
 * neighbours generated N, S, W, E, then NW, NE, SW, SE: the same cells expanded in the same
 * order as the core on the same graph.
 *
 * ```ts
 * import { WeightedGrid, WeightedPathFinder } from 'puzzlegraph/grid';
 *
 * const grid = WeightedGrid.fromCellCosts(3, 3, [1, 9, 1, 1, 9, 1, 1, 1, 1]);
 * const finder = new WeightedPathFinder(grid);
 * // Down, along the bottom and up, round the cost-9 column.
 * console.log(finder.findPath(0, 2).cost); // 6
 * console.log(finder.range(0, 2).cells); // Int32Array(3) [ 0, 3, 6 ]
 * ```
 */
import {
  BinaryHeap,
  SearchRun,
  type Outcome,
  type RunOptions,
  type SearchResult,
} from '../../search/index.js';
import { BucketQueue } from './bucket-queue.js';
import { componentLabels } from './components.js';
import { DIAGONAL_FACTOR, STEP_X, STEP_Y, WALL, type WeightedGrid } from './grid.js';
import { WeightedRange } from './range.js';

/** The limits, progress reports and tracer a query accepts (tracer events name cells). */
export type WeightedQueryLimits = RunOptions<number>;

export interface WeightedQueryOptions extends WeightedQueryLimits {
  /** `astar` (default) or `dijkstra` (no heuristic: the same costs, more cells expanded). */
  algorithm?: 'astar' | 'dijkstra';
}

/** Books per padded cell: mark, straight sum, diagonal sum, parent. */
const BOOK = 4;

/** Ties on f in the heap: the larger g first (its weight), then the first generated. */
const DEEPER_FIRST = -4294967296;

/** The largest bucket queue (slots times depths) worth its memory. */
const MAX_BUCKETS = 1 << 20;

export class WeightedPathFinder {
  private labels: Int32Array | undefined;
  private readonly book: Float64Array;
  /** Marks of the current query: OPEN for a cell with a cost, OPEN + 1 once expanded. */
  private stamp = 0;
  private heap: BinaryHeap;
  /** Largest frontier so far: a fresh heap starts that big rather than regrowing. */
  private peakFrontier = 1024;
  /** The bucket queue when the grid's costs allow one, null when not, undefined before. */
  private buckets: BucketQueue | null | undefined;
  /** Cells expanded by the last search, in order, and how many (read by `range`). */
  private order: Int32Array = new Int32Array(1024);
  private expandedCount = 0;

  /**
   * @param grid the grid to search; the finder keeps books the size of the grid, so make one
   *   per grid and reuse it for every query
   */
  constructor(readonly grid: WeightedGrid) {
    this.book = new Float64Array(grid.kinds.length * BOOK);
    this.heap = new BinaryHeap(this.peakFrontier);
  }

  /**
   * True when no sequence of steps joins the cells: they lie in different components.
   *
   * @param start a cell, `y * width + x`
   * @param goal another cell
   *
   * ```ts
   * import { WeightedGrid, WeightedPathFinder } from 'puzzlegraph/grid';
   *
   * const finder = new WeightedPathFinder(WeightedGrid.fromCellCosts(3, 1, [1, Infinity, 1]));
   * console.log(finder.separated(0, 2)); // true
   * ```
   */
  separated(start: number, goal: number): boolean {
    const { grid } = this;
    this.labels ??= componentLabels(grid);
    const s = grid.padded(start);
    const t = grid.padded(goal);
    const target = this.labels[t];
    if (s === t) return false;
    if (target === 0) return true; // nothing enters the goal
    if (this.labels[s] !== 0) return this.labels[s] !== target;
    // Nothing enters the start: the path goes on from a cell it steps to.
    for (let k = 0; k < (grid.diagonal ? 8 : 4); k++) {
      if (grid.baseCost(s, k) !== Infinity && this.labels[s + grid.offsets[k]] === target) {
        return false;
      }
    }
    return true;
  }

  /**
   * A cheapest path from `start` to `goal` and its cost; `path` is undefined when the goal
   * cannot be reached or a limit stopped the search (see `outcome`).
   *
   * @param start the first cell, `y * width + x`
   * @param goal the cell to reach
   * @param options `algorithm`; limits (`maxExpanded`, `maxStored`, `timeLimitMs`, `signal`,
   *   `stopFlag`), `onProgress` and `tracer` as in every search
   *
   * ```ts
   * import { WeightedGrid, WeightedPathFinder } from 'puzzlegraph/grid';
   *
   * const finder = new WeightedPathFinder(WeightedGrid.fromCellCosts(3, 1, [1, 2, 3]));
   * const result = finder.findPath(0, 2);
   * console.log(result.outcome, result.path, result.cost); // found [ 0, 1, 2 ] 5
   * console.log(finder.findPath(0, 2, { maxExpanded: 1 }).outcome); // maxExpanded
   * ```
   */
  findPath(start: number, goal: number, options: WeightedQueryOptions = {}): SearchResult<number> {
    const { grid } = this;
    this.checkCell(start, 'start');
    this.checkCell(goal, 'goal');
    const astar = (options.algorithm ?? 'astar') === 'astar';
    const run = new SearchRun<number>(options);
    const early = run.begin(astar ? 'astar' : 'dijkstra', [start]);
    if (early) return run.finish(early);
    if (start === goal) return run.found(goal, 0, [start]);
    const t = grid.padded(goal);
    if (this.separated(start, goal)) return run.finish('exhausted');
    const outcome = this.search(run, grid.padded(start), t, Infinity, astar);
    if (outcome !== 'found') return run.finish(outcome);
    const cost = this.cost(t);
    return run.found(goal, cost, this.unwind(t));
  }

  /**
   * Every cell reachable from `start` for at most `budget`, cheapest first, with its cost and
   * a cheapest path to it: a movement range, by Dijkstra's algorithm.
   *
   * @param start the first cell, `y * width + x`
   * @param budget the most a path may cost (Infinity: every reachable cell)
   * @param options limits, `onProgress` and `tracer`; a limit stops the range early, with
   *   the cells settled so far and the limit as `outcome`
   *
   * ```ts
   * import { WeightedGrid, WeightedPathFinder } from 'puzzlegraph/grid';
   *
   * const finder = new WeightedPathFinder(WeightedGrid.fromCellCosts(3, 1, [1, 2, 3]));
   * const range = finder.range(0, 2);
   * console.log(range.cells); // Int32Array(2) [ 0, 1 ]
   * console.log(range.cost(1)); // 2
   * console.log(range.pathTo(2)); // undefined
   * ```
   */
  range(start: number, budget: number, options: WeightedQueryLimits = {}): WeightedRange {
    const { grid, book } = this;
    this.checkCell(start, 'start');
    const run = new SearchRun<number>(options);
    const early = run.begin('dijkstraAll', [start]);
    const outcome = early ?? this.search(run, grid.padded(start), -1, budget, false);
    const count = early ? 0 : this.expandedCount;
    const cells = new Int32Array(count);
    const costs = new Float64Array(count);
    const parents = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      const cell = this.order[i];
      const parent = book[cell * BOOK + 3];
      cells[i] = grid.unpadded(cell);
      costs[i] = this.cost(cell);
      parents[i] = parent === -1 ? -1 : grid.unpadded(parent);
    }
    return new WeightedRange(cells, costs, parents, outcome, run.end(outcome));
  }

  /**
   * The search under both queries, from padded cell `s` to padded cell `t` (-1: none),
   * settling no cell dearer than `budget`. Leaves the costs and parents in the books and the
   * expanded cells in `order`; returns how it ended.
   */
  private search(
    run: SearchRun<number>,
    s: number,
    t: number,
    budget: number,
    astar: boolean,
  ): Outcome {
    const { grid, book } = this;
    const { kinds, costs, rowStride, offsets, stride, diagonal } = grid;
    const { stats, tracer, maxStored } = run;
    const OPEN = (this.stamp += 2);
    const CLOSED = OPEN + 1;
    const factor = astar ? grid.cheapestStep() : 0;
    const goalX = t === -1 ? 0 : t % stride;
    const goalY = t === -1 ? 0 : (t - goalX) / stride;
    // Bucket depth: the distance to the goal, so that the larger g comes first among equal f
    // (Dijkstra, with no heuristic, keeps first in, first out).
    const depthWeight = factor > 0 ? 1 : 0;
    const buckets = this.bucketQueue();
    const heap = buckets ? undefined : this.freshHeap();
    const tieWeight = astar ? DEEPER_FIRST : 0;
    let order = this.order;
    let expanded = 0;
    let sequence = 0;
    let stored = 1;

    const sx = s % stride;
    const sy = (s - sx) / stride;
    const startDistance = Math.abs(sx - goalX) + Math.abs(sy - goalY);
    const startH = t === -1 ? 0 : this.estimate(startDistance, Math.abs(sx - goalX), factor);
    book[s * BOOK] = OPEN;
    book[s * BOOK + 1] = 0;
    book[s * BOOK + 2] = 0;
    book[s * BOOK + 3] = -1;
    if (buckets) {
      buckets.reset(startH);
      buckets.push(s, startH, startDistance * depthWeight);
    } else {
      heap!.push(s, startH, sequence++);
    }
    run.frontier(1);

    let outcome: Outcome = 'exhausted';
    for (;;) {
      const size = buckets ? buckets.size : heap!.size;
      if (size === 0) break;
      const cell = buckets ? buckets.pop() : heap!.pop();
      const at = cell * BOOK;
      if (book[at] === CLOSED) continue;
      const cs = book[at + 1];
      const cd = book[at + 2];
      const cg = cs + cd * DIAGONAL_FACTOR;
      if (cell === t) {
        outcome = 'found';
        break;
      }
      if (cg > budget) break;
      const stop = run.expand();
      if (stop) {
        outcome = stop;
        break;
      }
      book[at] = CLOSED;
      if (expanded === order.length) order = this.growOrder(expanded);
      order[expanded++] = cell;
      tracer?.({ type: 'expand', node: grid.unpadded(cell), cost: cg, frontier: size - 1 });
      const kind = kinds[cell];
      // Only a start can be a wall (a blocked cell of per-cell costs): it goes nowhere.
      if (kind === WALL) continue;
      const row = kind * rowStride;
      const x = cell % stride;
      const y = (cell - x) / stride;
      // Bit k: straight neighbour k may be entered; a diagonal needs both cells beside it.
      let open = 0;
      for (let k = 0; k < 8; k++) {
        const next = cell + offsets[k];
        const cost = costs[row + kinds[next]];
        let ns = cs;
        let nd = cd;
        if (k < 4) {
          if (cost === Infinity) continue;
          open |= 1 << k;
          ns += cost;
        } else {
          if (!diagonal) break;
          // NW needs N and W (bits 0 and 2), NE N and E, SW S and W, SE S and E.
          const beside = (k < 6 ? 1 : 2) | (k % 2 === 0 ? 4 : 8);
          if ((open & beside) !== beside || cost === Infinity) continue;
          nd += cost;
        }
        stats.generated++;
        const ng = ns + nd * DIAGONAL_FACTOR;
        const nat = next * BOOK;
        const mark = book[nat];
        if (
          mark === CLOSED ||
          (mark === OPEN && book[nat + 1] + book[nat + 2] * DIAGONAL_FACTOR <= ng)
        ) {
          tracer?.({ type: 'skip', node: grid.unpadded(next), parent: grid.unpadded(cell) });
          continue;
        }
        if (mark !== OPEN) stored++;
        book[nat] = OPEN;
        book[nat + 1] = ns;
        book[nat + 2] = nd;
        book[nat + 3] = cell;
        const nx = x + STEP_X[k];
        const ny = y + STEP_Y[k];
        const dx = nx > goalX ? nx - goalX : goalX - nx;
        const dy = ny > goalY ? ny - goalY : goalY - ny;
        const h = !diagonal
          ? (dx + dy) * factor
          : dx < dy
            ? (dy - dx + dx * DIAGONAL_FACTOR) * factor
            : (dx - dy + dy * DIAGONAL_FACTOR) * factor;
        const f = ng + h;
        if (buckets) buckets.push(next, f, (dx + dy) * depthWeight);
        else heap!.push(next, f, ng * tieWeight + sequence++);
        tracer?.({
          type: 'generate',
          node: grid.unpadded(next),
          parent: grid.unpadded(cell),
          cost: ng,
          priority: f,
        });
      }
      if (stored > maxStored) {
        outcome = 'memoryLimit';
        break;
      }
      run.frontier(buckets ? buckets.size : heap!.size);
    }
    this.order = order;
    this.expandedCount = expanded;
    return outcome;
  }

  /** The heuristic at Manhattan distance `distance`, `dx` of it across, for the start. */
  private estimate(distance: number, dx: number, factor: number): number {
    if (!this.grid.diagonal) return distance * factor;
    const dy = distance - dx;
    const straight = Math.abs(dx - dy);
    return (straight + Math.min(dx, dy) * DIAGONAL_FACTOR) * factor;
  }

  /** The cost in the books of a padded cell, as the search added it up. */
  private cost(cell: number): number {
    return this.book[cell * BOOK + 1] + this.book[cell * BOOK + 2] * DIAGONAL_FACTOR;
  }

  /**
   * The bucket queue, when every step allowed costs a whole number and moves are 4-connected:
   * a step then raises f by at most its cost plus the cheapest step (the heuristic falls by at
   * most that), so f stays within a window of that many slots above the smallest queued.
   */
  private bucketQueue(): BucketQueue | null {
    if (this.buckets === undefined) {
      const { grid } = this;
      const cheapest = grid.cheapestStep();
      const dearest = grid.dearestStep();
      const slots = dearest + cheapest + 1;
      const depths = grid.width + grid.height;
      const whole = grid.wholeCosts();
      this.buckets =
        !grid.diagonal && whole && slots * depths <= MAX_BUCKETS
          ? new BucketQueue(slots, depths)
          : null;
    }
    return this.buckets;
  }

  private checkCell(cell: number, what: string): void {
    const size = this.grid.board.size;
    if (!(Number.isInteger(cell) && cell >= 0 && cell < size)) {
      throw new RangeError(`the ${what} must be a cell in [0, ${size}), not ${cell}`);
    }
  }

  /** The heap, empty: a query that stopped early left entries in the old one. */
  private freshHeap(): BinaryHeap {
    if (this.heap.size > 0) {
      this.peakFrontier = Math.max(this.peakFrontier, this.heap.size);
      this.heap = new BinaryHeap(this.peakFrontier * 2);
    }
    return this.heap;
  }

  private growOrder(count: number): Int32Array {
    const bigger = new Int32Array(count * 2);
    bigger.set(this.order);
    this.order = bigger;
    return bigger;
  }

  private unwind(goal: number): number[] {
    const path: number[] = [];
    for (let cell = goal; cell !== -1; cell = this.book[cell * BOOK + 3]) {
      path.push(this.grid.unpadded(cell));
    }
    return path.reverse();
  }
}
