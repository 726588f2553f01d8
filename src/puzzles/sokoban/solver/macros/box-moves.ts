/**
 * Box moves, the moves of FESS: one crate pushed any number of times while the others stand
 * still, to every square (and worker region) it can reach that way. A search over box moves
 * takes one step where a push search takes many, so a feature that a crate's journey improves
 * is improved in one move, and the advisors can name it.
 *
 * ```text
 * const moves = new BoxMoves(analysis);
 * reach.scan(occupied, worker); // the worker's region before the move
 * const count = moves.explore(occupied, from, reach); // occupied[from] is 1
 * moves.square[0]; moves.region[0]; moves.pushes[0]; // the first destination
 * moves.path(0); // its pushes, first to last, as `from * 4 + direction`
 * ```
 *
 * The exploration is a breadth-first search over (crate square, direction of the last push):
 * it never pushes onto a dead square, and every destination is reached by the fewest pushes.
 * With `tunnels`, a square the crate would be pushed on from (inside a tunnel) is passed
 * through and is no destination.
 *
 * With `pulls`, the moves are pulls instead (the base search goes backwards): the worker stands
 * on the side the crate moves to and steps back, so the square behind the worker must be free.
 *
 * The worker's region behind the crate is the costly part: one depth-first walk of the floor
 * per exploration answers it for every square (`RegionsAroundCrate`), where a flood from each
 * side the crate cuts off would cost a walk each. Most squares need no walk at all: when every
 * free neighbour of the crate's starting square is in the worker's region, the floor the crate
 * travels is that region and the starting square, and a crate on a square whose free sides
 * meet among the eight squares around it (`mayDisconnect`) cuts nothing off, so the worker's
 * region is that whole floor but the square itself, named by its smallest square. The walk is
 * made only when the crate reaches a square that may cut the floor, or that smallest square.
 */
import { ReachScanner } from '../../rules/reachability.js';
import { freeAround, mayDisconnect, ringOffsets } from '../../rules/ring.js';
import type { LevelAnalysis } from '../core/analysis.js';
import { RegionsAroundCrate } from './regions-around-crate.js';
import type { Tunnels } from './tunnels.js';

export class BoxMoves {
  /** The destinations of the last `explore`: crate square, worker region (smallest square). */
  square: Int32Array;
  region: Int32Array;
  /** The pushes each destination takes. */
  pushes: Int32Array;
  private readonly node: Int32Array;
  /** Per (square * 4 + direction): the stamp of the exploration that reached it. */
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly queueSquare: Int32Array;
  private readonly queueDirection: Int32Array;
  private readonly queueParent: Int32Array;
  private readonly queueDistance: Int32Array;
  /** The queue's length in the current exploration. */
  private tail = 0;
  /** Regions already taken as destinations, up to four per square, for this exploration. */
  private readonly regionsAt: Int32Array;
  private readonly regionsStamp: Uint32Array;
  private readonly regionsCount: Uint8Array;
  /** The worker's regions around the moving crate, mapped once per exploration. */
  private readonly regions: RegionsAroundCrate;
  private mappedStamp = 0;
  private readonly sides = new Int32Array(4);
  /** Per (square * 4 + side): the stamp of the exploration that answered it. */
  private readonly sideStamp: Uint32Array;
  /** The region's smallest square, and the crate's sides in it as bits. */
  private readonly sideMin: Int32Array;
  private readonly sideMask: Uint8Array;
  /** The moving crate's square in the last exploration. */
  private origin = -1;
  /** The board of the last exploration (the caller's array, read again by a late walk). */
  private board: Uint8Array = new Uint8Array(0);
  /**
   * The smallest square of the floor the last exploration's crate travels, when that floor is
   * the worker's region and the crate's starting square; -1 when the crate's start also borders
   * floor the worker did not reach (then only the walk answers).
   */
  private floorMin = -1;
  /** The regions around the crate on its starting square, once asked (-1 before). */
  private originSplits = -1;
  private readonly ring: Int32Array;

  constructor(
    private readonly analysis: LevelAnalysis,
    private readonly tunnels?: Tunnels,
    /** Pulls instead of pushes: `path` then lists pulls, `from * 4 + direction` each. */
    private readonly pulls = false,
  ) {
    const { width, size, blocked } = analysis;
    this.regions = new RegionsAroundCrate(width, blocked);
    this.ring = ringOffsets(width);
    this.seen = new Uint32Array(size * 4);
    this.queueSquare = new Int32Array(size * 4);
    this.queueDirection = new Int32Array(size * 4);
    this.queueParent = new Int32Array(size * 4);
    this.queueDistance = new Int32Array(size * 4);
    this.square = new Int32Array(size * 4);
    this.region = new Int32Array(size * 4);
    this.pushes = new Int32Array(size * 4);
    this.node = new Int32Array(size * 4);
    this.regionsAt = new Int32Array(size * 4);
    this.regionsStamp = new Uint32Array(size);
    this.regionsCount = new Uint8Array(size);
    this.sideStamp = new Uint32Array(size * 4);
    this.sideMin = new Int32Array(size * 4);
    this.sideMask = new Uint8Array(size * 4);
  }

  /**
   * Every destination of the crate on `from` (marked in `occupied`, which is left as it was
   * found), the worker starting in the region `start` last scanned; returns their number. The
   * crate may end on `from` again with the worker in another region.
   */
  explore(occupied: Uint8Array, from: number, start: ReachScanner): number {
    const { steps, blocked, dead } = this.analysis;
    const { queueDirection, queueSquare, queueDistance } = this;
    const stamp = ++this.stamp;
    this.origin = from;
    this.board = occupied;
    this.originSplits = -1;
    this.floorMin = Math.min(from, start.minSquare);
    for (let d = 0; d < 4; d++) {
      const side = from + steps[d];
      if (blocked[side] === 0 && occupied[side] === 0 && !start.reached(side)) this.floorMin = -1;
    }
    this.tail = 0;
    let count = 0;
    occupied[from] = 0;
    // Back where it started with the worker where it started is no move at all.
    this.isNewDestination(from, start.minSquare, stamp);
    const pulls = this.pulls;
    for (let d = 0; d < 4; d++) {
      const to = from + steps[d];
      if (blocked[to] === 1 || occupied[to] === 1 || dead[to] === 1) continue;
      if (
        pulls ? this.canPull(occupied, to, d) && start.reached(to) : start.reached(from - steps[d])
      ) {
        this.enqueue(to, d, -1, 1, stamp);
      }
    }
    for (let head = 0; head < this.tail; head++) {
      const crate = queueSquare[head];
      // After a push the worker stands behind the crate; after a pull, ahead of it.
      const side = pulls ? queueDirection[head] : queueDirection[head] ^ 2;
      const regionMin = this.regionBehind(occupied, crate, side, stamp);
      // Bit d: the worker can walk to the crate's side in direction d (and push it the other way).
      const sides = this.sideMask[crate * 4 + side];
      occupied[crate] = 1;
      const passedThrough =
        this.tunnels !== undefined &&
        this.tunnels.pushedOn(crate, queueDirection[head], occupied) !== crate;
      occupied[crate] = 0;
      if (!passedThrough && this.isNewDestination(crate, regionMin, stamp)) {
        this.square[count] = crate;
        this.region[count] = regionMin;
        this.pushes[count] = queueDistance[head];
        this.node[count] = head;
        count++;
      }
      for (let d = 0; d < 4; d++) {
        const to = crate + steps[d];
        if (blocked[to] === 1 || occupied[to] === 1 || dead[to] === 1) continue;
        const standing = pulls
          ? (sides >> d) & 1 && this.canPull(occupied, to, d)
          : (sides >> (d ^ 2)) & 1;
        if (standing) this.enqueue(to, d, head, queueDistance[head] + 1, stamp);
      }
    }
    occupied[from] = 1;
    return count;
  }

  /** Queues the crate on `square`, moved in `direction`, unless this exploration has been there. */
  private enqueue(
    square: number,
    direction: number,
    parent: number,
    distance: number,
    stamp: number,
  ) {
    const key = square * 4 + direction;
    if (this.seen[key] === stamp) return;
    this.seen[key] = stamp;
    const tail = this.tail++;
    this.queueSquare[tail] = square;
    this.queueDirection[tail] = direction;
    this.queueParent[tail] = parent;
    this.queueDistance[tail] = distance;
  }

  /** Whether the worker on `to` can step back from it in direction `d` (a pull onto `to`). */
  private canPull(occupied: Uint8Array, to: number, d: number): boolean {
    const back = to + this.analysis.steps[d];
    return this.analysis.blocked[back] === 0 && occupied[back] === 0;
  }

  /**
   * The smallest square of the worker's region with the moving crate on `crate` and the worker
   * on its side `side` (a direction from the crate); `sideMask[crate * 4 + side]` then holds the
   * crate's sides in that region. `occupied` shows the other crates only; the crate's start
   * joins every square it can reach.
   */
  private regionBehind(occupied: Uint8Array, crate: number, side: number, stamp: number): number {
    const key = crate * 4 + side;
    if (this.sideStamp[key] === stamp) return this.sideMin[key];
    const sides = this.sides;
    if (this.mappedStamp !== stamp && this.cutsNothing(crate, occupied)) {
      const { steps, blocked } = this.analysis;
      for (let d = 0; d < 4; d++) {
        const next = crate + steps[d];
        sides[d] = blocked[next] === 0 && occupied[next] === 0 ? this.floorMin : -1;
      }
    } else {
      this.walkFloor(crate);
      this.regions.around(crate, sides);
    }
    for (let d = 0; d < 4; d++) {
      if (sides[d] === -1) continue;
      let mask = 0;
      for (let e = 0; e < 4; e++) if (sides[e] === sides[d]) mask |= 1 << e;
      this.sideStamp[crate * 4 + d] = stamp;
      this.sideMin[crate * 4 + d] = sides[d];
      this.sideMask[crate * 4 + d] = mask;
    }
    return this.sideMin[key];
  }

  /**
   * How many regions the floor of the last exploration (the other crates standing, the moving
   * crate's own square free) falls into around a crate on `square`, within the part it joins:
   * the distinct regions of its free sides, as answered when the crate got there
   * (`regionBehind`); -1 when it never did. Every destination was answered; the crate's start
   * only if the crate came back to it.
   */
  private answeredSplits(square: number): number {
    const { sides, sideStamp, sideMin, stamp } = this;
    let answered = false;
    for (let d = 0; d < 4; d++) {
      const known = sideStamp[square * 4 + d] === stamp;
      sides[d] = known ? sideMin[square * 4 + d] : -1;
      if (known) answered = true;
    }
    return answered ? distinctRegions(sides) : -1;
  }

  /**
   * The regions around the crate on its starting square when no answer was kept for it, the
   * same for every destination, `to` being the one asked about (the board may show the crate
   * there by now).
   */
  private startSplits(to: number): number {
    if (this.originSplits !== -1) return this.originSplits;
    const { board, origin } = this;
    const onTo = board[to];
    board[to] = 0;
    const around = freeAround(origin, this.ring, this.analysis.blocked, board);
    board[to] = onTo;
    if (mayDisconnect(around)) {
      this.walkFloor(to);
      this.regions.around(origin, this.sides);
      this.originSplits = distinctRegions(this.sides);
    } else this.originSplits = 1; // the crate left it by a free side
    return this.originSplits;
  }

  /**
   * The smallest square of the worker's region holding `square` once the crate of the last
   * exploration stands on `crate` (one of its destinations), -1 when `square` is shut off from
   * every square the crate could stand by, or is `crate`.
   */
  regionOf(crate: number, square: number): number {
    this.walkFloor(crate);
    return this.regions.regionOf(crate, square);
  }

  /**
   * Whether a crate on `square` (one the last exploration's crate reaches) leaves the floor it
   * travels in one piece, with the worker's region named `floorMin`: the floor is the worker's
   * region and the start, the square's free sides meet around it, and it is not `floorMin`.
   */
  private cutsNothing(square: number, occupied: Uint8Array): boolean {
    if (this.floorMin === -1 || square === this.floorMin) return false;
    return !mayDisconnect(freeAround(square, this.ring, this.analysis.blocked, occupied));
  }

  /**
   * Makes the last exploration's walk of the floor if it was not needed before. The board may
   * show the crate on `crate` by now (a destination being tried): it is taken off for the walk.
   */
  private walkFloor(crate: number): void {
    if (this.mappedStamp === this.stamp) return;
    const { board, origin } = this;
    const onCrate = board[crate];
    const onOrigin = board[origin];
    board[crate] = 0;
    board[origin] = 0;
    this.regions.map(board, origin);
    board[origin] = onOrigin;
    board[crate] = onCrate;
    this.mappedStamp = this.stamp;
  }

  /**
   * How the count of floor regions (all free floor, reachable or not) changes with the move to
   * destination `index` of the last exploration: freeing the crate's square joins the regions
   * its sides lie in, and the crate on its new square splits the part it stands in. The walk
   * that placed the worker's regions answers both, where a count would flood the whole floor.
   */
  regionChange(index: number): number {
    const to = this.square[index];
    const start = this.answeredSplits(this.origin);
    return this.answeredSplits(to) - (start !== -1 ? start : this.startSplits(to));
  }

  /**
   * The pushes (or pulls) of destination `index` of the last exploration, first to last, as
   * the crate's square before each and the direction it moves in.
   */
  path(index: number): number[] {
    const { steps } = this.analysis;
    const moves: number[] = [];
    for (let at = this.node[index]; at !== -1; at = this.queueParent[at]) {
      const direction = this.queueDirection[at];
      moves.push((this.queueSquare[at] - steps[direction]) * 4 + direction);
    }
    return moves.reverse();
  }

  /** Whether (square, region) is not yet a destination of this exploration; records it. */
  private isNewDestination(square: number, region: number, stamp: number): boolean {
    if (this.regionsStamp[square] !== stamp) {
      this.regionsStamp[square] = stamp;
      this.regionsCount[square] = 0;
    }
    const count = this.regionsCount[square];
    for (let i = 0; i < count; i++) if (this.regionsAt[square * 4 + i] === region) return false;
    this.regionsAt[square * 4 + count] = region;
    this.regionsCount[square] = count + 1;
    return true;
  }
}

/** The distinct regions among a crate's sides (`RegionsAroundCrate.around`; -1: no floor). */
function distinctRegions(sides: Int32Array): number {
  let count = 0;
  for (let d = 0; d < 4; d++) {
    if (sides[d] === -1) continue;
    let first = true;
    for (let e = 0; e < d; e++) if (sides[e] === sides[d]) first = false;
    if (first) count++;
  }
  return count;
}
