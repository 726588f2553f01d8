/**
 * Box moves, the moves of FESS: one crate pushed any number of times while the others stand
 * still, to every square (and worker region) it can reach that way. A search over box moves
 * takes one step where a push search takes many, so a feature that a crate's journey improves
 * is improved in one move, and the advisors can name it.
 *
 * ```ts
 * const moves = new BoxMoves(analysis);
 * reach.scan(occupied, worker); // the worker's region before the move
 * const count = moves.explore(occupied, from, reach); // occupied[from] is 1
 * moves.square[0]; moves.region[0]; moves.pushes[0]; // the first destination
 * moves.path(0); // its pushes, first to last, as `from * 4 + direction`
 * ```
 *
 * The exploration is a breadth-first search over (crate square, direction of the last push),
 * with a flood of the worker's region for each: it never pushes onto a dead square, and every
 * destination is reached by the fewest pushes. With `tunnels`, a square the crate would be
 * pushed on from (inside a tunnel) is passed through and is no destination.
 */
import { ReachScanner } from '../rules/reachability.js';
import type { LevelAnalysis } from './analysis.js';
import type { Tunnels } from './tunnels.js';

export class BoxMoves {
  /** The destinations of the last `explore`: crate square, worker region (smallest square). */
  square: Int32Array;
  region: Int32Array;
  /** The pushes each destination takes. */
  pushes: Int32Array;
  private readonly node: Int32Array;
  private readonly reach: ReachScanner;
  /** Per (square * 4 + direction): the stamp of the exploration that reached it. */
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly queueSquare: Int32Array;
  private readonly queueDirection: Int32Array;
  private readonly queueParent: Int32Array;
  private readonly queueDistance: Int32Array;
  /** Regions already taken as destinations, up to four per square, for this exploration. */
  private readonly regionsAt: Int32Array;
  private readonly regionsStamp: Uint32Array;
  private readonly regionsCount: Uint8Array;

  constructor(
    private readonly analysis: LevelAnalysis,
    private readonly tunnels?: Tunnels,
  ) {
    const { width, size, blocked } = analysis;
    this.reach = new ReachScanner(width, size / width, blocked);
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
  }

  /**
   * Every destination of the crate on `from` (marked in `occupied`, which is left as it was
   * found), the worker starting in the region `start` last scanned; returns their number. The
   * crate may end on `from` again with the worker in another region.
   */
  explore(occupied: Uint8Array, from: number, start: ReachScanner): number {
    const { steps, blocked, dead } = this.analysis;
    const { seen, queueSquare, queueDirection, queueParent, queueDistance, reach } = this;
    const stamp = ++this.stamp;
    let tail = 0;
    let count = 0;
    occupied[from] = 0;
    // Back where it started with the worker where it started is no move at all.
    this.isNewDestination(from, start.minSquare, stamp);
    const enqueue = (square: number, direction: number, parent: number, distance: number) => {
      const key = square * 4 + direction;
      if (seen[key] === stamp) return;
      seen[key] = stamp;
      queueSquare[tail] = square;
      queueDirection[tail] = direction;
      queueParent[tail] = parent;
      queueDistance[tail] = distance;
      tail++;
    };
    for (let d = 0; d < 4; d++) {
      const to = from + steps[d];
      if (
        start.reached(from - steps[d]) &&
        blocked[to] === 0 &&
        occupied[to] === 0 &&
        dead[to] === 0
      ) {
        enqueue(to, d, -1, 1);
      }
    }
    for (let head = 0; head < tail; head++) {
      const crate = queueSquare[head];
      occupied[crate] = 1;
      reach.scan(occupied, crate - steps[queueDirection[head]]);
      const passedThrough =
        this.tunnels !== undefined &&
        this.tunnels.pushedOn(crate, queueDirection[head], occupied) !== crate;
      if (!passedThrough && this.isNewDestination(crate, reach.minSquare, stamp)) {
        this.square[count] = crate;
        this.region[count] = reach.minSquare;
        this.pushes[count] = queueDistance[head];
        this.node[count] = head;
        count++;
      }
      for (let d = 0; d < 4; d++) {
        const to = crate + steps[d];
        if (blocked[to] === 1 || occupied[to] === 1 || dead[to] === 1) continue;
        if (reach.reached(crate - steps[d])) enqueue(to, d, head, queueDistance[head] + 1);
      }
      occupied[crate] = 0;
    }
    occupied[from] = 1;
    return count;
  }

  /** The pushes of destination `index` of the last exploration, first to last. */
  path(index: number): number[] {
    const { steps } = this.analysis;
    const pushes: number[] = [];
    for (let at = this.node[index]; at !== -1; at = this.queueParent[at]) {
      const direction = this.queueDirection[at];
      pushes.push((this.queueSquare[at] - steps[direction]) * 4 + direction);
    }
    return pushes.reverse();
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
