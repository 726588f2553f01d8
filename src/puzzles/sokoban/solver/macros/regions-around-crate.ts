/**
 * The worker's regions around one crate as it travels over a fixed floor: the other crates
 * stand still, so one depth-first walk of the floor answers, for every square the crate may
 * stand on, which of its sides the worker can walk between and the smallest square of each
 * region, where a flood from every side would cost a walk each.
 *
 * ```text
 * const regions = new RegionsAroundCrate(width, blocked);
 * regions.map(occupied, from); // the floor occupied leaves free, as far as it joins `from`
 * regions.around(square, sides); // sides[d]: smallest square of the region on side d, or -1
 * ```
 *
 * The walk numbers the squares in the order it reaches them and keeps, for each, the lowest
 * number reached from its subtree by a step back up the walk (Tarjan's cut vertices, 1972).
 * A crate on square c cuts off the subtree of a child w of c exactly when nothing below w
 * steps back above c (low[w] >= number[c]); every other side of c lies in the one region
 * left: the squares numbered before c, those after c's subtree, and the subtrees of children
 * not cut off. Subtree ranges are contiguous in the walk's numbering, so prefix and suffix
 * minima give each region's smallest square at once.
 */
import { StampMarks } from '../../../../grid/index.js';
import { floorNeighbours } from '../../rules/reachability.js';

export class RegionsAroundCrate {
  private readonly size: number;
  /** By square * 4 + direction: the floor square one step that way, -1 for none. */
  private readonly floorNext: Int32Array;
  /** Per square, valid where `marks` holds the current stamp: walk number, low, parent. */
  private readonly marks: StampMarks;
  private readonly number: Int32Array;
  private readonly low: Int32Array;
  private readonly parent: Int32Array;
  /** The last walk number in the square's subtree, and the smallest square in it. */
  private readonly last: Int32Array;
  private readonly subtreeMin: Int32Array;
  /** Squares by walk number; smallest square up to and from each number. */
  private readonly order: Int32Array;
  private readonly prefixMin: Int32Array;
  private readonly suffixMin: Int32Array;
  private count = 0;
  /** The next direction each square on the walk's path tries, saved as the walk goes down. */
  private readonly nextDirection: Uint8Array;

  constructor(width: number, /** 1 for walls and the outside of the level. */ blocked: Uint8Array) {
    const size = blocked.length;
    this.size = size;
    this.marks = new StampMarks(size);
    this.number = new Int32Array(size);
    this.low = new Int32Array(size);
    this.parent = new Int32Array(size);
    this.last = new Int32Array(size);
    this.subtreeMin = new Int32Array(size);
    this.order = new Int32Array(size);
    this.prefixMin = new Int32Array(size);
    this.suffixMin = new Int32Array(size);
    this.nextDirection = new Uint8Array(size);
    this.floorNext = floorNeighbours(width, blocked);
  }

  /** Walks the floor `occupied` leaves free from `root` (a free square). */
  map(occupied: Uint8Array, root: number): void {
    const { number, low, parent, last, subtreeMin, order, nextDirection } = this;
    const stamp = this.marks.next();
    const stamps = this.marks.stamps;
    const floorNext = this.floorNext;
    stamps[root] = stamp;
    number[root] = 0;
    parent[root] = -1;
    subtreeMin[root] = root;
    order[0] = root;
    let count = 1;
    // The square on top of the walk, the next direction it tries and its low number, in locals;
    // the walk's path is the parent links, and a square's next direction is saved on the way down.
    let square = root;
    let d = 0;
    let lowest = 0;
    for (;;) {
      if (d < 4) {
        const next = floorNext[square * 4 + d++];
        if (next === -1 || occupied[next] === 1) continue;
        if (stamps[next] !== stamp) {
          stamps[next] = stamp;
          number[next] = count;
          parent[next] = square;
          subtreeMin[next] = next;
          order[count++] = next;
          nextDirection[square] = d;
          low[square] = lowest;
          square = next;
          d = 0;
          lowest = number[next];
        } else if (number[next] < lowest && next !== parent[square]) {
          lowest = number[next];
        }
        continue;
      }
      // The square's subtree is done: its parent learns what it reaches.
      low[square] = lowest;
      last[square] = count - 1;
      const up = parent[square];
      if (up === -1) break;
      const below = subtreeMin[square];
      square = up;
      d = nextDirection[up];
      if (low[up] < lowest) lowest = low[up];
      if (below < subtreeMin[up]) subtreeMin[up] = below;
    }
    const { prefixMin, suffixMin } = this;
    for (let i = 0, min = this.size; i < count; i++) {
      if (order[i] < min) min = order[i];
      prefixMin[i] = min;
    }
    for (let i = count - 1, min = this.size; i >= 0; i--) {
      if (order[i] < min) min = order[i];
      suffixMin[i] = min;
    }
    this.count = count;
  }

  /**
   * For a crate on `square` (a square the last `map` reached): `sides[d]` is the smallest
   * square of the worker's region on side d, or -1 where that side is not free floor. Sides
   * in one region get the same square.
   */
  around(square: number, sides: Int32Array): void {
    const { stamps, stamp } = this.marks;
    const { number, low, last, subtreeMin } = this;
    const at = number[square];
    const end = last[square];
    // The region of everything but the subtrees cut off, built when a side needs it.
    let rest = -2;
    for (let d = 0; d < 4; d++) {
      const side = this.neighbour(square, d);
      if (side === -1 || stamps[side] !== stamp) {
        sides[d] = -1;
        continue;
      }
      const child = number[side] > at && number[side] <= end ? this.childAbove(square, side) : -1;
      if (child !== -1 && low[child] >= at) {
        sides[d] = subtreeMin[child];
        continue;
      }
      if (rest === -2) rest = this.restMin(square);
      sides[d] = rest;
    }
  }

  /**
   * For a crate on `cut`: the smallest square of the region holding `square`, -1 when the last
   * `map` did not reach `square` or it is `cut` itself. Both must be squares the map reached.
   */
  regionOf(cut: number, square: number): number {
    const { stamps, stamp } = this.marks;
    if (square === cut || stamps[square] !== stamp) return -1;
    const at = this.number[cut];
    const walked = this.number[square];
    if (walked > at && walked <= this.last[cut]) {
      const child = this.childAbove(cut, square);
      if (this.low[child] >= at) return this.subtreeMin[child];
    }
    return this.restMin(cut);
  }

  /**
   * The smallest square of what a crate on `square` leaves joined: the squares walked before
   * it, those after its subtree, and its children's subtrees that step back above it.
   */
  private restMin(square: number): number {
    const { stamps, stamp } = this.marks;
    const { number, low, parent, last, subtreeMin } = this;
    const at = number[square];
    const end = last[square];
    let rest = this.size;
    if (at > 0) rest = this.prefixMin[at - 1];
    if (end + 1 < this.count && this.suffixMin[end + 1] < rest) rest = this.suffixMin[end + 1];
    for (let e = 0; e < 4; e++) {
      const other = this.neighbour(square, e);
      if (other === -1 || stamps[other] !== stamp || parent[other] !== square) continue;
      if (low[other] < at && subtreeMin[other] < rest) rest = subtreeMin[other];
    }
    return rest;
  }

  /** The child of `square` whose subtree holds `descendant` (a square below it in the walk). */
  private childAbove(square: number, descendant: number): number {
    const { stamps, stamp } = this.marks;
    const { number, parent, last } = this;
    const at = number[descendant];
    for (let e = 0; e < 4; e++) {
      const child = this.neighbour(square, e);
      if (child === -1 || stamps[child] !== stamp || parent[child] !== square) continue;
      if (number[child] <= at && at <= last[child]) return child;
    }
    return -1;
  }

  /** The square one step from `square` in direction d, -1 off the board or on a wall. */
  private neighbour(square: number, d: number): number {
    return this.floorNext[square * 4 + d];
  }
}
