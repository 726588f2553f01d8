/**
 * Corral zone deadlocks: an area the worker cannot reach that, with the crates around it, can
 * never be opened nor finished. Such an area may be dead long before any crate is frozen, so
 * the tests of single crates and patterns miss it, and the search would spend its budget below.
 *
 * The method follows Festival, by Yaron Shoham (Shoham and Schaeffer, "The FESS Algorithm: A
 * Feature Based Approach to Single-Agent Search", IEEE CoG 2020); this code is our own, written
 * from the method note in docs/sokoban-solver.md.
 *
 * For each region of free floor the worker cannot reach (a corral), its zone is the region,
 * the floor around it (diagonals too) and the crates that seal a way in: a crate two squares
 * out in a straight line, behind a crate next to the region, that has no room to be pushed
 * off that line, so the near crate cannot move along it either. Every crate outside the zone
 * is taken off the board; that only ever helps, so a zone that cannot be sorted out alone
 * cannot be sorted out in the real position either. A small search then pushes the zone's
 * crates. At each position the zone shrinks to what surrounds the squares still shut off from
 * the worker, and crates left outside it come off the board too. The zone is fine when a
 * position has every crate left on a goal or no square of the zone shut off; when the search
 * runs out of positions first, no solution of the real position exists. (A real solution,
 * read as the pushes of the crates still on the reduced board, is a path of this search that
 * ends with them all on goals.) Two corrals that touch the same crate are tested together
 * too, as their crates may hold each other in place.
 *
 * ```text
 * // #########
 * // #@   $  #     the two crates wall off the corner behind them; neither can be pushed
 * // #    $$ #     into the open, and there is no goal in the corner to fill: dead,
 * // #  .. #.#     though no crate is frozen yet
 * // #########
 * const zones = new CorralZones(width, blocked, goals, dead);
 * zones.isDeadlock(crates, occupied, worker); // true
 * ```
 *
 * A zone's search stops after `budget` positions, answering "not dead" (always safe), and so
 * do all the searches of one position together: a position of many corrals (a checkerboard of
 * crates and goals) costs no more than one hard corral. Answers are remembered by the zone,
 * its crates and the worker's region, so a corral met again costs a lookup.
 */
import { StampMarks } from '../../../grid/stamp-marks.js';
import { FreezeChecker } from './freeze.js';
import { floorNeighbours, ReachScanner, stepOffsets } from './reachability.js';
import { ringOffsets } from './ring.js';
import { SeenPositions } from './seen-positions.js';
import { DEAD, NO_VERDICT, ZoneVerdicts } from './zone-verdicts.js';

/**
 * Positions the zone searches of one position may expand before they give up (answering "not
 * dead"). Most dead zones are proved within 25 positions and few need more than 200, while a
 * search that runs out answers nothing: at 400 such searches took 7-65% of all zone positions
 * on large levels (figures in docs/sokoban-solver.md, Costs measured).
 */
const DEFAULT_BUDGET = 200;
/**
 * Squares around a zone in which the worker's walk is followed exactly; beyond them the floor
 * counts as one open area.
 */
const WINDOW_MARGIN = 2;
/** Remembered answers before the memory is cleared. */
const MAX_REMEMBERED = 100_000;
/** Windows of the worker's walk kept before they are made anew. */
const MAX_WINDOWS = 1024;
/** `sealLinesOf` bits: both squares of the line are floor, so crates there may seal it. */
const SEAL_LINE = 1;
/** `sealLinesOf` bits: floor to push the far crate across the line, turning right or left. */
const ROOM_TURNING_RIGHT = 2;
const ROOM_TURNING_LEFT = 4;

/** One position of a zone's search. */
interface ZoneNode {
  /** The crates still on the reduced board, ascending. */
  crates: number[];
  worker: number;
  /** 1 for each square of the root zone (by index) still in this position's zone. */
  zone: Uint8Array;
}

export class CorralZones {
  /** Zones searched and zones found dead, for the solver's figures. */
  tests = 0;
  deadlocks = 0;
  private readonly size: number;
  private readonly reach: ReachScanner;
  private readonly freeze: FreezeChecker;
  private readonly steps: Int32Array;
  private readonly ring: Int32Array;
  /** Region number of each free square the worker does not reach, valid where stamped. */
  private readonly regionOf: Int32Array;
  private readonly regionStamp: Uint32Array;
  private stamp = 0;
  /** The index of each square in the zone being tested, -1 outside it. */
  private readonly indexOf: Int32Array;
  /** The squares of the zone last built by `markZone` hold its mark. */
  private readonly zoneMarks: StampMarks;
  /** What the walls allow of a sealing crate, by square and direction (`sealLinesOf`). */
  private readonly sealLines: Uint8Array;
  /**
   * How far a zone's square may lie from its group's, in square numbers: two rows for a sealing
   * crate, a row and a column for a diagonal neighbour.
   */
  private readonly zoneReach: number;
  /** The crates of the reduced board, 1 per square. */
  private readonly board: Uint8Array;
  /** The worker's walk near the zone under test. */
  private readonly near: WindowReach;
  private readonly remembered = new ZoneVerdicts(MAX_REMEMBERED);
  /** The positions one zone's search has expanded. */
  private readonly seen: SeenPositions;
  /** The positions a zone's search has waiting. */
  private readonly waiting = new WaitingPositions();
  /** The crates of a child position, ascending (`addChildren`). */
  private readonly child: number[] = [];
  /** Positions the searches of the position under test may still expand. */
  private left = 0;
  /** The free squares of the level: every square neither a wall nor outside. */
  private readonly floorCount: number;

  constructor(
    width: number,
    /** 1 for walls and the outside of the level. */
    private readonly blocked: Uint8Array,
    private readonly goals: Uint8Array,
    /** 1 where a crate may not stand (dead squares). */
    private readonly dead: Uint8Array,
    private readonly budget = DEFAULT_BUDGET,
  ) {
    this.size = blocked.length;
    this.reach = new ReachScanner(width, this.size / width, blocked);
    this.freeze = new FreezeChecker(width, blocked, goals, dead);
    this.steps = stepOffsets(width);
    this.ring = ringOffsets(width);
    this.regionOf = new Int32Array(this.size);
    this.regionStamp = new Uint32Array(this.size);
    this.indexOf = new Int32Array(this.size).fill(-1);
    this.zoneMarks = new StampMarks(this.size);
    this.sealLines = sealLinesOf(width, blocked);
    this.zoneReach = 2 * width + 2;
    this.board = new Uint8Array(this.size);
    this.near = new WindowReach(width, blocked, this.steps);
    this.seen = new SeenPositions(budget);
    let floor = 0;
    for (let i = 0; i < this.size; i++) if (blocked[i] === 0) floor++;
    this.floorCount = floor;
  }

  /**
   * Whether some corral of the position (its `crates`, also marked 1 in `occupied`, the worker
   * on `worker`) can never be opened nor finished. `occupied` is left as it was. `scanned`, when
   * given, has just scanned this very position on the same walls (the search's own walk),
   * and is read instead of scanning again.
   */
  isDeadlock(
    crates: ArrayLike<number>,
    occupied: Uint8Array,
    worker: number,
    scanned?: ReachScanner,
  ): boolean {
    const { steps, blocked } = this;
    const reach = scanned ?? this.reach;
    if (scanned === undefined) reach.scan(occupied, worker);
    if (reach.count + crates.length >= this.floorCount) return false;
    this.left = this.budget;
    // Number the corrals: regions of free floor the worker does not reach.
    const stamp = this.nextStamp();
    const regions: number[][] = [];
    for (let square = 0; square < this.size; square++) {
      if (blocked[square] === 1 || occupied[square] === 1 || reach.reached(square)) continue;
      if (this.regionStamp[square] === stamp) continue;
      regions.push(this.floodRegion(square, regions.length, occupied, stamp));
    }
    for (const group of regions) {
      if (this.zoneIsDead(group, occupied, crates, worker)) return true;
      if (this.left <= 0) return false;
    }
    // Corrals that meet at a crate: that crate may be what holds both shut.
    const tested = new Set<number>();
    for (let k = 0; k < crates.length; k++) {
      const crate = crates[k];
      for (let a = 0; a < 4; a++) {
        const ra = this.regionAt(crate + steps[a], stamp);
        if (ra < 0) continue;
        for (let b = a + 1; b < 4; b++) {
          const rb = this.regionAt(crate + steps[b], stamp);
          if (rb < 0 || rb === ra) continue;
          const pair = Math.min(ra, rb) * regions.length + Math.max(ra, rb);
          if (tested.has(pair)) continue;
          tested.add(pair);
          const both = regions[ra].concat(regions[rb]);
          if (this.zoneIsDead(both, occupied, crates, worker)) return true;
          if (this.left <= 0) return false;
        }
      }
    }
    return false;
  }

  private nextStamp(): number {
    if (this.stamp >= 0xfffffff0) {
      this.regionStamp.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  private regionAt(square: number, stamp: number): number {
    return this.regionStamp[square] === stamp ? this.regionOf[square] : -1;
  }

  /** The free squares connected to `start` outside the worker's reach, numbered `region`. */
  private floodRegion(start: number, region: number, occupied: Uint8Array, stamp: number) {
    const { regionOf, regionStamp, steps, blocked } = this;
    const squares = [start];
    regionOf[start] = region;
    regionStamp[start] = stamp;
    for (let head = 0; head < squares.length; head++) {
      const square = squares[head];
      for (let d = 0; d < 4; d++) {
        const next = square + steps[d];
        if (blocked[next] === 1 || occupied[next] === 1 || regionStamp[next] === stamp) continue;
        regionOf[next] = region;
        regionStamp[next] = stamp;
        squares.push(next);
      }
    }
    return squares;
  }

  /**
   * Stamps every square of the zone of `group` (free squares shut off from the worker) on
   * `occupied` with a fresh mark, and returns the mark. Both the first zone and each shrunken
   * one are read off these stamps, so the two can never disagree on what a zone is.
   */
  private markZone(group: readonly number[], occupied: Uint8Array): number {
    const { ring, blocked, steps, sealLines } = this;
    const stamps = this.zoneMarks.stamps;
    const mark = this.zoneMarks.next();
    for (let g = 0; g < group.length; g++) {
      const square = group[g];
      stamps[square] = mark;
      // The floor around the square, diagonals too: a crate there may be what shuts it off.
      for (let r = 0; r < 8; r++) {
        const next = square + ring[r];
        if (blocked[next] === 0) stamps[next] = mark;
      }
      const base = square * 4;
      for (let d = 0; d < 4; d++) {
        const line = sealLines[base + d];
        if (line === 0) continue;
        const step = steps[d];
        const far = square + 2 * step;
        if (occupied[square + step] === 0 || occupied[far] === 0) continue;
        // A far crate that can leave the line sideways does not hold the near one in place.
        if ((line & ROOM_TURNING_RIGHT) !== 0 && roomFor(far, steps[(d + 1) & 3], occupied)) {
          continue;
        }
        if ((line & ROOM_TURNING_LEFT) !== 0 && roomFor(far, steps[(d + 3) & 3], occupied)) {
          continue;
        }
        stamps[far] = mark;
      }
    }
    return mark;
  }

  /** The first zone of `group` on `occupied`: its squares, ascending. */
  private firstZone(group: readonly number[], occupied: Uint8Array): number[] {
    const mark = this.markZone(group, occupied);
    const stamps = this.zoneMarks.stamps;
    let low = this.size;
    let high = -1;
    for (let g = 0; g < group.length; g++) {
      if (group[g] < low) low = group[g];
      if (group[g] > high) high = group[g];
    }
    // Read back in board order, ascending without a sort; no zone square lies further out.
    const last = Math.min(this.size - 1, high + this.zoneReach);
    const squares: number[] = [];
    for (let square = Math.max(0, low - this.zoneReach); square <= last; square++) {
      if (stamps[square] === mark) squares.push(square);
    }
    return squares;
  }

  /**
   * The zone of `group` on `board`, kept within `within` (a mask over the zone under test,
   * `squares`), written into `into` as a mask of the same kind.
   */
  private shrunkenZone(
    squares: readonly number[],
    group: readonly number[],
    board: Uint8Array,
    within: Uint8Array,
    into: Uint8Array,
  ): void {
    const mark = this.markZone(group, board);
    const stamps = this.zoneMarks.stamps;
    for (let i = 0; i < squares.length; i++) into[i] = stamps[squares[i]] === mark ? within[i] : 0;
  }

  /**
   * Whether the corral of the free squares `group` (in the position `occupied`, with
   * `crates`, the worker on `worker`) can never be opened nor finished.
   */
  private zoneIsDead(
    group: readonly number[],
    occupied: Uint8Array,
    crates: ArrayLike<number>,
    worker: number,
  ): boolean {
    const { indexOf } = this;
    const squares = this.firstZone(group, occupied);
    // The zone's crates, ascending as its squares are.
    const start: number[] = [];
    for (let i = 0; i < squares.length; i++) {
      indexOf[squares[i]] = i;
      if (occupied[squares[i]] === 1) start.push(squares[i]);
    }
    // The worker's region once the other crates are gone names the position.
    const { board, near } = this;
    near.frame(squares, WINDOW_MARGIN);
    for (const crate of start) board[crate] = 1;
    near.scan(board, worker);
    for (const crate of start) board[crate] = 0;
    const region = near.minSquare;
    const known = this.remembered.find(start, region, squares);
    let dead = known === DEAD;
    if (known === NO_VERDICT) {
      this.tests++;
      const zone = new Uint8Array(squares.length).fill(1);
      const allowed = this.left;
      const verdict = this.search(squares, { crates: start, worker, zone });
      dead = verdict === 'dead';
      if (dead) this.deadlocks++;
      // A search cut short by what the position had left may end otherwise another time.
      if (verdict !== 'unknown' || allowed >= this.budget) {
        this.remembered.keep(start, region, squares, dead);
      }
    }
    for (const square of squares) indexOf[square] = -1;
    return dead;
  }

  /**
   * Searches the pushes of the crates of the zone `squares` (indexed in `indexOf`) from `root`:
   * dead when it runs out of positions without one that opens or finishes the zone, unknown
   * when it runs out of budget first. At each position the zone shrinks to what surrounds the
   * squares still shut off, and the crates outside it leave the board.
   *
   * Pushes that leave the worker next to a square still shut off go first, then the children
   * of the positions with the fewest squares still shut off (`orderOfPush`; first come, first
   * served among equals). A dead verdict needs every position either way, so the order cannot
   * change it; a zone that opens is found open sooner, which leaves more of the budget for the
   * position's other zones.
   */
  private search(squares: readonly number[], root: ZoneNode): 'dead' | 'alive' | 'unknown' {
    const { board, near: reach, goals, indexOf } = this;
    const seen = this.seen;
    seen.clear();
    const waiting = this.waiting;
    waiting.clear();
    // Each zone the search meets, once: positions name their zone by its number.
    const zones: Uint8Array[] = [root.zone];
    const zoneNumbers = new Map<string, number>([[maskKey(root.zone), 0]]);
    const scratch = new Uint8Array(squares.length);
    waiting.add(root.crates, root.crates.length, root.worker, 0, 0);
    const group: number[] = [];
    const crates: number[] = [];
    for (let head = waiting.next(); head !== -1; head = waiting.next()) {
      const { pool } = waiting;
      const offset = waiting.offsets[head];
      const length = waiting.lengths[head];
      crates.length = 0;
      for (let i = offset; i < offset + length; i++) crates.push(pool[i]);
      const worker = waiting.workers[head];
      let zoneId = waiting.zoneIds[head];
      for (const crate of crates) board[crate] = 1;
      reach.scan(board, worker);
      if (!seen.add(pool, offset, length, reach.minSquare, zoneId)) {
        for (const crate of crates) board[crate] = 0;
        continue;
      }
      if (this.left-- <= 0) {
        for (const crate of crates) board[crate] = 0;
        return 'unknown';
      }
      // Crates the shrunken zone leaves out come off, which may open more: until it holds.
      let settled = false;
      for (;;) {
        const zone = zones[zoneId];
        group.length = 0;
        for (let i = 0; i < squares.length; i++) {
          const square = squares[i];
          if (zone[i] === 1 && board[square] === 0 && !reach.reached(square)) group.push(square);
        }
        if (group.length === 0 || allOn(goals, crates)) {
          settled = true;
          break;
        }
        this.shrunkenZone(squares, group, board, zone, scratch);
        if (!sameMask(scratch, zone)) {
          const mask = maskKey(scratch);
          let id = zoneNumbers.get(mask);
          if (id === undefined) {
            id = zones.length;
            zones.push(scratch.slice());
            zoneNumbers.set(mask, id);
          }
          zoneId = id;
        }
        const shrunken = zones[zoneId];
        let kept = 0;
        for (const crate of crates) {
          if (shrunken[indexOf[crate]] === 1) crates[kept++] = crate;
          else board[crate] = 0;
        }
        if (kept === crates.length) break;
        crates.length = kept;
        reach.scan(board, worker);
      }
      if (settled) {
        for (const crate of crates) board[crate] = 0;
        return 'alive';
      }
      this.addChildren(crates, zoneId, zones[zoneId], group.length);
      for (const crate of crates) board[crate] = 0;
    }
    return 'dead';
  }

  /**
   * Queues every push of `crates` (marked on the board, the worker's walk scanned) that no
   * crate freezes: the children of a position of zone number `zoneId` with `shutOff` squares
   * still shut off. A crate pushed out of the zone comes off the board.
   */
  private addChildren(
    crates: readonly number[],
    zoneId: number,
    zone: Uint8Array,
    shutOff: number,
  ): void {
    const { board, near: reach, steps, blocked, dead, indexOf, waiting } = this;
    const child = this.child;
    for (let k = 0; k < crates.length; k++) {
      const from = crates[k];
      for (let d = 0; d < 4; d++) {
        const to = from + steps[d];
        if (board[to] === 1 || blocked[to] === 1 || dead[to] === 1) continue;
        if (!reach.reached(from - steps[d])) continue;
        if (this.freeze.isDeadAfterPush(board, from, to)) continue;
        // The crates with this one moved, ascending; one pushed out of the zone comes off.
        child.length = 0;
        const stays = indexOf[to] !== -1;
        let placed = !stays;
        for (const crate of crates) {
          if (crate === from) continue;
          if (!placed && to < crate) {
            child.push(to);
            placed = true;
          }
          child.push(crate);
        }
        if (!placed) child.push(to);
        waiting.add(child, child.length, from, zoneId, this.orderOfPush(from, to, zone, shutOff));
      }
    }
  }

  /**
   * Where a push of a crate from `from` to `to` goes in the zone search's order, from a
   * position of zone mask `zone` with `shutOff` squares shut off: first (0) when the worker,
   * left on `from`, steps next to a square still shut off, as the zone then opens there; one
   * sooner than its parent's when the crate goes into the shut-off squares; else with its
   * parent's.
   */
  private orderOfPush(from: number, to: number, zone: Uint8Array, shutOff: number): number {
    const { steps } = this;
    for (let d = 0; d < 4; d++) {
      const side = from + steps[d];
      if (side !== to && this.isShutOff(side, zone)) return 0;
    }
    return this.isShutOff(to, zone) ? Math.max(0, shutOff - 1) : shutOff;
  }

  /** Whether `square` is free, in the zone mask `zone` and not reached: what keeps it shut. */
  private isShutOff(square: number, zone: Uint8Array): boolean {
    const at = this.indexOf[square];
    return this.board[square] === 0 && at !== -1 && zone[at] === 1 && !this.near.reached(square);
  }
}

/**
 * The positions a zone's search has waiting: their crates one after another in one pool, and
 * the order they come out in, by buckets of the squares their parent had shut off, fewest
 * first, first come first served among equals.
 */
class WaitingPositions {
  pool = new Int32Array(256);
  /** By position: where its crates start in the pool, how many, its worker and zone number. */
  readonly offsets: number[] = [];
  readonly lengths: number[] = [];
  readonly workers: number[] = [];
  readonly zoneIds: number[] = [];
  private poolEnd = 0;
  /**
   * The positions added, by their worker's square rather than region: one added twice, the
   * same crates with the worker on the same square, would only be found seen after its scan.
   */
  private readonly added = new SeenPositions(1024);
  private readonly buckets: number[][] = [];
  /** By bucket: how many of its positions have come out. */
  private readonly taken: number[] = [];
  private lowest = 0;

  clear(): void {
    this.offsets.length = 0;
    this.lengths.length = 0;
    this.workers.length = 0;
    this.zoneIds.length = 0;
    this.poolEnd = 0;
    this.added.clear();
    for (let b = 0; b < this.buckets.length; b++) {
      this.buckets[b].length = 0;
      this.taken[b] = 0;
    }
    this.lowest = 0;
  }

  add(crates: ArrayLike<number>, length: number, worker: number, zone: number, shutOff: number) {
    const { poolEnd, buckets } = this;
    if (poolEnd + length > this.pool.length) {
      const grown = new Int32Array(Math.max(this.pool.length * 2, poolEnd + length));
      grown.set(this.pool.subarray(0, poolEnd));
      this.pool = grown;
    }
    for (let i = 0; i < length; i++) this.pool[poolEnd + i] = crates[i];
    if (!this.added.add(this.pool, poolEnd, length, worker, zone)) return;
    while (buckets.length <= shutOff) {
      buckets.push([]);
      this.taken.push(0);
    }
    buckets[shutOff].push(this.offsets.length);
    if (shutOff < this.lowest) this.lowest = shutOff;
    this.offsets.push(poolEnd);
    this.lengths.push(length);
    this.workers.push(worker);
    this.zoneIds.push(zone);
    this.poolEnd = poolEnd + length;
  }

  /** The next position to look at, -1 when none is left. */
  next(): number {
    const { buckets, taken } = this;
    for (; this.lowest < buckets.length; this.lowest++) {
      const bucket = buckets[this.lowest];
      if (taken[this.lowest] < bucket.length) return bucket[taken[this.lowest]++];
    }
    return -1;
  }
}

/**
 * For each square and direction d (index square * 4 + d), what the walls allow of a crate
 * two steps along d that seals the square's way out behind a crate one step along: 0 when the
 * walls leave no such line, else `SEAL_LINE` with a `ROOM_...` bit for each way across the
 * line the far crate would have floor for (the squares on both sides of it and the one
 * beyond). Only the crates then decide, so the zone's hot loop reads no walls for them.
 */
function sealLinesOf(width: number, blocked: Uint8Array): Uint8Array {
  const size = blocked.length;
  const steps = stepOffsets(width);
  const floor = (square: number) => square >= 0 && square < size && blocked[square] === 0;
  const room = (square: number, step: number) =>
    floor(square + step) && floor(square - step) && floor(square + 2 * step);
  const lines = new Uint8Array(size * 4);
  for (let square = 0; square < size; square++) {
    if (blocked[square] === 1) continue;
    for (let d = 0; d < 4; d++) {
      const far = square + 2 * steps[d];
      if (!floor(square + steps[d]) || !floor(far)) continue;
      let line = SEAL_LINE;
      if (room(far, steps[(d + 1) & 3])) line |= ROOM_TURNING_RIGHT;
      if (room(far, steps[(d + 3) & 3])) line |= ROOM_TURNING_LEFT;
      lines[square * 4 + d] = line;
    }
  }
  return lines;
}

/**
 * Whether no crate stands on either side of `square` along `step` nor beyond: the crate there
 * could be pushed along `step`, off a line across it, and on again.
 */
function roomFor(square: number, step: number, occupied: Uint8Array): boolean {
  return (
    occupied[square + step] === 0 &&
    occupied[square - step] === 0 &&
    occupied[square + 2 * step] === 0
  );
}

function allOn(goals: Uint8Array, crates: readonly number[]): boolean {
  for (let i = 0; i < crates.length; i++) if (goals[crates[i]] === 0) return false;
  return true;
}

function sameMask(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A zone mask as a short string key. */
function maskKey(mask: Uint8Array): string {
  let key = '';
  for (let i = 0; i < mask.length; i += 16) {
    let word = 0;
    for (let j = i; j < i + 16 && j < mask.length; j++) word = (word << 1) | mask[j];
    key += String.fromCharCode(word + 32);
  }
  return key;
}

/**
 * Where the worker walks near a zone: a flood fill inside a window around it, every way out of
 * the window taken to lead to every other (the floor outside is one open area). That can only
 * add squares to those the worker really reaches, so a zone the search cannot sort out with it
 * cannot be sorted out at all; and a flood costs the window, not the whole board.
 */
class WindowReach {
  /** Smallest window square reached by the last scan, -1 when none. */
  minSquare = -1;
  private readonly marks: StampMarks;
  /** The floor one step from each square (`floorNeighbours`). */
  private readonly floorNext: Int32Array;
  private readonly queue: Int32Array;
  /** 1 on the squares of the window. */
  private window: Uint8Array;
  /** Free window squares with a step out of the window onto floor. */
  private gates: Int32Array = new Int32Array(0);
  /** The window's top left and bottom right squares, as one number. */
  private corners = -1;
  /** Windows met before, by corners: the same zones come back again and again. */
  private readonly known = new Map<number, { window: Uint8Array; gates: Int32Array }>();

  constructor(
    private readonly width: number,
    private readonly blocked: Uint8Array,
    private readonly steps: Int32Array,
  ) {
    this.marks = new StampMarks(blocked.length);
    this.floorNext = floorNeighbours(width, blocked);
    this.queue = new Int32Array(blocked.length);
    this.window = new Uint8Array(blocked.length);
  }

  /** Sets the window: the squares `squares` span, and `margin` more on every side. */
  frame(squares: readonly number[], margin: number): void {
    const { width, blocked } = this;
    const height = blocked.length / width;
    let left = width;
    let right = 0;
    let top = height;
    let bottom = 0;
    for (const square of squares) {
      const x = square % width;
      const y = (square - x) / width;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
    left = Math.max(0, left - margin);
    right = Math.min(width - 1, right + margin);
    top = Math.max(0, top - margin);
    bottom = Math.min(height - 1, bottom + margin);
    const corners = top * width + left + (bottom * width + right) * blocked.length;
    if (corners === this.corners) return;
    this.corners = corners;
    let known = this.known.get(corners);
    if (known === undefined) {
      if (this.known.size >= MAX_WINDOWS) this.known.clear();
      known = this.newWindow(left, right, top, bottom);
      this.known.set(corners, known);
    }
    this.window = known.window;
    this.gates = known.gates;
  }

  /** The window from `left` to `right` and `top` to `bottom`, and its gates. */
  private newWindow(left: number, right: number, top: number, bottom: number) {
    const { width, blocked, steps } = this;
    const window = new Uint8Array(blocked.length);
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) window[y * width + x] = 1;
    }
    const gates: number[] = [];
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const square = y * width + x;
        if (blocked[square] === 1) continue;
        for (let d = 0; d < 4; d++) {
          const next = square + steps[d];
          if (next >= 0 && next < window.length && window[next] === 0 && blocked[next] === 0) {
            gates.push(square);
            break;
          }
        }
      }
    }
    return { window, gates: Int32Array.from(gates) };
  }

  /** Floods from `start` (inside the window or out of it) through squares free of `board`. */
  scan(board: Uint8Array, start: number): void {
    const { queue, floorNext, window, gates } = this;
    const stamp = this.marks.next();
    const stamps = this.marks.stamps;
    let tail = 0;
    // Out of the window, the worker reaches every gate at once.
    let outside = window[start] === 0;
    if (outside) {
      for (const gate of gates) {
        if (board[gate] === 1) continue;
        stamps[gate] = stamp;
        queue[tail++] = gate;
      }
    } else {
      stamps[start] = stamp;
      queue[tail++] = start;
    }
    let min = -1;
    for (let head = 0; head < tail; head++) {
      const square = queue[head];
      if (min === -1 || square < min) min = square;
      for (let i = square * 4, end = i + 4; i < end; i++) {
        const next = floorNext[i];
        if (next < 0 || stamps[next] === stamp) continue;
        if (window[next] === 0) {
          if (outside) continue;
          outside = true;
          for (const gate of gates) {
            if (board[gate] === 1 || stamps[gate] === stamp) continue;
            stamps[gate] = stamp;
            queue[tail++] = gate;
          }
          continue;
        }
        if (board[next] === 1) continue;
        stamps[next] = stamp;
        queue[tail++] = next;
      }
    }
    this.minSquare = min;
  }

  /** Whether the last scan reached `square` (a square of the window). */
  reached(square: number): boolean {
    return this.marks.stamps[square] === this.marks.stamp;
  }
}
