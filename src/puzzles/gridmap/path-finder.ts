/**
 * Fast optimal path-finding on a Moving AI map, for many queries on one map: 8-connected
 * (octile, diagonal sqrt 2, no corner cutting) by jump point search, or by plain A*, and
 * 4-connected by A*; the octile or Manhattan distance is the (consistent) heuristic, so every
 * path returned is optimal.
 *
 * Why it is fast: the map is copied once into a typed array with a blocked border, so a
 * neighbour is `cell + offset` with no bounds test; the per-query books (cost, parent, open
 * and closed marks) are typed arrays stamped with a query number, so nothing is cleared or
 * allocated between queries; a precomputed component label answers unreachable goals at
 * once. Lengths are kept as whole counts of straight and diagonal steps, so equal `f` values
 * are bit-for-bit equal and ties go deterministically to the deeper node. Jump point search
 * (Harabor and Grastien, 2011, in its variant without corner cutting) puts only the ends of
 * straight and diagonal runs on the heap. All cells cost the same here: weighted terrain is
 * the terrain puzzle's business.
 *
 * ```ts
 * import { GridMap, GridPathFinder } from 'puzzlegraph/gridmap';
 *
 * const map = GridMap.fromRows(['....', '.@@.', '....']);
 * const finder = new GridPathFinder(map);
 * // Round the wall, as cutting its corners is not allowed.
 * console.log(finder.findPath(map.index(0, 1), map.index(3, 1)).cost); // 5
 * console.log(finder.findPath(0, 3, { diagonal: false }).cost); // 3
 * ```
 */
import { StampMarks } from '../../grid/index.js';
import { BinaryHeap, SearchRun, type RunOptions, type SearchResult } from '../../search/index.js';
import { BLOCKED, type GridMap } from './map.js';
import { SQRT2 } from './octile.js';

/** Neighbour k's step: 0-3 straight (N S W E), 4-7 diagonal (NW NE SW SE). */
const STEP_X = Int32Array.of(0, 0, -1, 1, -1, 1, -1, 1);
const STEP_Y = Int32Array.of(-1, 1, 0, 0, -1, -1, 1, 1);

/** Limits (`maxExpanded`, `maxStored`, `timeLimitMs`, `signal`, `stopFlag`), progress, tracer. */
export interface GridQueryOptions extends RunOptions<number> {
  /** 8-connected moves (default) or 4-connected. */
  diagonal?: boolean;
  /**
   * `jps` (default for 8-connected moves): jump point search, A* that skips the cells of
   * straight and diagonal runs where no better path can branch off, so far fewer cells enter
   * the heap; the same optimal lengths. `astar`: plain A* over every neighbour. 4-connected
   * searches always use plain A*.
   */
  algorithm?: 'jps' | 'astar';
}

export class GridPathFinder {
  /** Width of the padded copy: one blocked column on each side. */
  private readonly stride: number;
  /** Movement class per padded cell; the border is BLOCKED. */
  private readonly classes: Uint8Array;
  /** 4-connected component per padded cell (0 for blocked): steps never leave one. */
  private readonly component: Int32Array;
  /** Cells given a cost (`g`, `parent`) in this query. */
  private readonly seen: StampMarks;
  /** Cells expanded in this query. */
  private readonly closed: StampMarks;
  private readonly straight: Int32Array;
  private readonly diagonals: Int32Array;
  private readonly g: Float64Array;
  private readonly parent: Int32Array;
  private heap: BinaryHeap;
  private readonly offsets: Int32Array;
  /** Largest frontier so far: a fresh heap starts that big rather than regrowing. */
  private peakFrontier = 1024;

  constructor(readonly map: GridMap) {
    const { width, height } = map;
    this.stride = width + 2;
    const size = this.stride * (height + 2);
    this.classes = new Uint8Array(size);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        this.classes[(y + 1) * this.stride + x + 1] = map.classes[y * width + x];
      }
    }
    this.component = labelComponents(this.classes, this.stride);
    this.seen = new StampMarks(size);
    this.closed = new StampMarks(size);
    this.straight = new Int32Array(size);
    this.diagonals = new Int32Array(size);
    this.g = new Float64Array(size);
    this.parent = new Int32Array(size);
    const stride = this.stride;
    this.offsets = Int32Array.from(Array.from(STEP_X, (dx, k) => STEP_Y[k] * stride + dx));
    this.heap = this.newHeap();
  }

  /** True when a path joins the two cells (same 4-connected component of one class). */
  connected(start: number, goal: number): boolean {
    const a = this.component[this.padded(start)];
    return a !== 0 && a === this.component[this.padded(goal)];
  }

  /** A cheapest path from `start` to `goal` (cells `y * width + x`) and its length. */
  findPath(start: number, goal: number, options: GridQueryOptions = {}): SearchResult<number> {
    const size = this.map.board.size;
    if (!(start >= 0 && start < size && goal >= 0 && goal < size)) {
      throw new RangeError(`cells must be in [0, ${size}), not ${start} and ${goal}`);
    }
    const jps = (options.diagonal ?? true) && (options.algorithm ?? 'jps') === 'jps';
    const run = new SearchRun<number>(options);
    const early = run.begin(jps ? 'jps' : 'astar', [start]);
    if (early) return run.finish(early);
    const s = this.padded(start);
    const t = this.padded(goal);
    if (!this.connected(start, goal)) return run.finish('exhausted');
    if (s === t) return run.found(goal, 0, [start]);

    const diagonal = options.diagonal ?? true;
    const { stats, tracer, maxStored } = run;
    let stored = 1;

    const seenStamp = this.seen.next();
    const closedStamp = this.closed.next();
    const seen = this.seen.stamps;
    const closed = this.closed.stamps;
    const { stride, classes, straight, diagonals, g, parent } = this;
    const heap = this.heap;
    const cls = classes[s];
    const goalX = t % stride;
    const goalY = (t - goalX) / stride;
    // Neighbour k: offset and (dx, dy); 0-3 straight (N S W E), 4-7 diagonal (NW NE SW SE).
    const offset = this.offsets;

    seen[s] = seenStamp;
    straight[s] = 0;
    diagonals[s] = 0;
    g[s] = 0;
    parent[s] = -1;
    heap.push(s, 0, 0);

    // Jump point search (Harabor and Grastien) for moves that never cut corners. A straight
    // run stops at the goal or where a cell beside it opens up behind a wall (a forced
    // neighbour); a diagonal run stops at the goal or where a straight run from it would stop.
    // Each returns the jump point, or -1 when the run hits a wall first.
    const jumpStraight = (from: number, step: number, side: number): number => {
      for (let c = from + step; ; c += step) {
        if (classes[c] !== cls) return -1;
        if (c === t) return c;
        if (
          (classes[c - side] === cls && classes[c - step - side] !== cls) ||
          (classes[c + side] === cls && classes[c - step + side] !== cls)
        ) {
          return c;
        }
      }
    };
    const jumpDiagonal = (from: number, stepX: number, stepY: number): number => {
      for (let c = from; ;) {
        if (classes[c + stepX] !== cls || classes[c + stepY] !== cls) return -1;
        c += stepX + stepY;
        if (classes[c] !== cls) return -1;
        if (c === t) return c;
        if (jumpStraight(c, stepX, stride) !== -1 || jumpStraight(c, stepY, 1) !== -1) return c;
      }
    };
    // Records `next`, at (x, y), as reached from `cell` in ns straight and nd diagonal steps
    // when that beats what is known, and puts it on the heap with f from exact step counts.
    const reach = (cell: number, next: number, x: number, y: number, ns: number, nd: number) => {
      const ng = ns + nd * SQRT2;
      if (seen[next] === seenStamp) {
        if (g[next] <= ng) {
          tracer?.({ type: 'skip', node: this.unpadded(next), parent: this.unpadded(cell) });
          return;
        }
      } else {
        stored++;
      }
      seen[next] = seenStamp;
      straight[next] = ns;
      diagonals[next] = nd;
      g[next] = ng;
      parent[next] = cell;
      const dx = x > goalX ? x - goalX : goalX - x;
      const dy = y > goalY ? y - goalY : goalY - y;
      let hs: number;
      let hd: number;
      if (!diagonal) {
        hs = dx + dy;
        hd = 0;
      } else if (dx < dy) {
        hs = dy - dx;
        hd = dx;
      } else {
        hs = dx - dy;
        hd = dy;
      }
      const f = ns + hs + (nd + hd) * SQRT2;
      heap.push(next, f, hs + hd * SQRT2);
      tracer?.({
        type: 'generate',
        node: this.unpadded(next),
        parent: this.unpadded(cell),
        cost: ng,
        priority: f,
      });
    };
    // Relaxes the run from `cell` to the jump point `next`.
    const relaxJump = (cell: number, cellX: number, cellY: number, next: number): void => {
      stats.generated++;
      if (next === -1) return;
      if (closed[next] === closedStamp) {
        tracer?.({ type: 'skip', node: this.unpadded(next), parent: this.unpadded(cell) });
        return;
      }
      const x = next % stride;
      const y = (next - x) / stride;
      const runX = x > cellX ? x - cellX : cellX - x;
      const runY = y > cellY ? y - cellY : cellY - y;
      const ns = runX !== 0 && runY !== 0 ? straight[cell] : straight[cell] + runX + runY;
      const nd = runX !== 0 && runY !== 0 ? diagonals[cell] + runX : diagonals[cell];
      reach(cell, next, x, y, ns, nd);
    };

    while (heap.size > 0) {
      const cell = heap.pop();
      if (closed[cell] === closedStamp) continue;
      if (cell === t) {
        this.peakFrontier = Math.max(this.peakFrontier, stats.maxFrontier);
        return run.found(goal, g[t], this.unwind(t));
      }
      const stop = run.expand();
      if (stop) return this.stop(run.finish(stop));
      closed[cell] = closedStamp;
      tracer?.({ type: 'expand', node: this.unpadded(cell), cost: g[cell], frontier: heap.size });
      if (jps) {
        const cellX = cell % stride;
        const cellY = (cell - cellX) / stride;
        const from = parent[cell];
        // The direction of arrival decides which runs can lead anywhere new.
        let dirX = 0;
        let dirY = 0;
        if (from !== -1) {
          const fromX = from % stride;
          const fromY = (from - fromX) / stride;
          dirX = Math.sign(cellX - fromX);
          dirY = Math.sign(cellY - fromY);
        }
        if (from === -1) {
          relaxJump(cell, cellX, cellY, jumpStraight(cell, 1, stride));
          relaxJump(cell, cellX, cellY, jumpStraight(cell, -1, stride));
          relaxJump(cell, cellX, cellY, jumpStraight(cell, stride, 1));
          relaxJump(cell, cellX, cellY, jumpStraight(cell, -stride, 1));
          relaxJump(cell, cellX, cellY, jumpDiagonal(cell, 1, stride));
          relaxJump(cell, cellX, cellY, jumpDiagonal(cell, 1, -stride));
          relaxJump(cell, cellX, cellY, jumpDiagonal(cell, -1, stride));
          relaxJump(cell, cellX, cellY, jumpDiagonal(cell, -1, -stride));
        } else if (dirX !== 0 && dirY !== 0) {
          relaxJump(cell, cellX, cellY, jumpStraight(cell, dirX, stride));
          relaxJump(cell, cellX, cellY, jumpStraight(cell, dirY * stride, 1));
          relaxJump(cell, cellX, cellY, jumpDiagonal(cell, dirX, dirY * stride));
        } else if (dirX !== 0) {
          relaxJump(cell, cellX, cellY, jumpStraight(cell, dirX, stride));
          relaxJump(cell, cellX, cellY, jumpStraight(cell, stride, 1));
          relaxJump(cell, cellX, cellY, jumpStraight(cell, -stride, 1));
          relaxJump(cell, cellX, cellY, jumpDiagonal(cell, dirX, stride));
          relaxJump(cell, cellX, cellY, jumpDiagonal(cell, dirX, -stride));
        } else {
          const stepY = dirY * stride;
          relaxJump(cell, cellX, cellY, jumpStraight(cell, stepY, 1));
          relaxJump(cell, cellX, cellY, jumpStraight(cell, 1, stride));
          relaxJump(cell, cellX, cellY, jumpStraight(cell, -1, stride));
          relaxJump(cell, cellX, cellY, jumpDiagonal(cell, 1, stepY));
          relaxJump(cell, cellX, cellY, jumpDiagonal(cell, -1, stepY));
        }
        if (stored > maxStored) return this.stop(run.finish('memoryLimit'));
        run.frontier(heap.size);
        continue;
      }
      // Bit k set: neighbour k may be entered. A diagonal needs both sides open.
      let open = 0;
      if (classes[cell - stride] === cls) open |= 1;
      if (classes[cell + stride] === cls) open |= 2;
      if (classes[cell - 1] === cls) open |= 4;
      if (classes[cell + 1] === cls) open |= 8;
      if (diagonal) {
        if ((open & 5) === 5 && classes[cell - stride - 1] === cls) open |= 16;
        if ((open & 9) === 9 && classes[cell - stride + 1] === cls) open |= 32;
        if ((open & 6) === 6 && classes[cell + stride - 1] === cls) open |= 64;
        if ((open & 10) === 10 && classes[cell + stride + 1] === cls) open |= 128;
      }
      const cellX = cell % stride;
      const cellY = (cell - cellX) / stride;
      const cs = straight[cell];
      const cd = diagonals[cell];
      while (open !== 0) {
        const k = 31 - Math.clz32(open & -open);
        open &= open - 1;
        const next = cell + offset[k];
        stats.generated++;
        if (closed[next] === closedStamp) {
          tracer?.({ type: 'skip', node: this.unpadded(next), parent: this.unpadded(cell) });
          continue;
        }
        const isDiagonal = k >= 4;
        const ns = isDiagonal ? cs : cs + 1;
        const nd = isDiagonal ? cd + 1 : cd;
        reach(cell, next, cellX + STEP_X[k], cellY + STEP_Y[k], ns, nd);
      }
      if (stored > maxStored) return this.stop(run.finish('memoryLimit'));
      run.frontier(heap.size);
    }
    this.peakFrontier = Math.max(this.peakFrontier, stats.maxFrontier);
    // Unreachable goals were answered by the component test; this is a safety net.
    return run.finish('exhausted');
  }

  private padded(cell: number): number {
    const x = cell % this.map.width;
    const y = (cell - x) / this.map.width;
    return (y + 1) * this.stride + x + 1;
  }

  private unpadded(cell: number): number {
    const x = (cell % this.stride) - 1;
    const y = Math.floor(cell / this.stride) - 1;
    return y * this.map.width + x;
  }

  private unwind(goal: number): number[] {
    const path: number[] = [];
    const { stride } = this;
    for (let cell = goal; cell !== -1; cell = this.parent[cell]) {
      path.push(this.unpadded(cell));
      const from = this.parent[cell];
      if (from === -1) break;
      // Jump point search links the ends of straight or diagonal runs: fill in the cells.
      const step =
        Math.sign((from % stride) - (cell % stride)) +
        Math.sign(Math.floor(from / stride) - Math.floor(cell / stride)) * stride;
      for (let c = cell + step; c !== from; c += step) path.push(this.unpadded(c));
    }
    this.clearHeap();
    return path.reverse();
  }

  private stop(result: SearchResult<number>): SearchResult<number> {
    this.clearHeap();
    return result;
  }

  private clearHeap(): void {
    if (this.heap.size > this.peakFrontier) this.peakFrontier = this.heap.size;
    this.heap = this.newHeap();
  }

  private newHeap(): BinaryHeap {
    return new BinaryHeap(this.peakFrontier * 2);
  }
}

/** Labels the 4-connected components of equal non-blocked class, 1, 2, ... */
function labelComponents(classes: Uint8Array, stride: number): Int32Array {
  const label = new Int32Array(classes.length);
  const stack = new Int32Array(classes.length);
  let next = 0;
  for (let cell = 0; cell < classes.length; cell++) {
    if (classes[cell] === BLOCKED || label[cell] !== 0) continue;
    const cls = classes[cell];
    label[cell] = ++next;
    let top = 0;
    stack[top++] = cell;
    while (top > 0) {
      const at = stack[--top];
      for (const near of [at - stride, at + stride, at - 1, at + 1]) {
        if (classes[near] === cls && label[near] === 0) {
          label[near] = next;
          stack[top++] = near;
        }
      }
    }
  }
  return label;
}
