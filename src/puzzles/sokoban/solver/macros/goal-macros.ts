/**
 * Goal macros: a crate pushed into a goal room (`findGoalRooms`) goes on, in the same move,
 * to a goal of the room that leaves the rest of the room fillable, and crates in a room stay
 * put from then on. One search step then places a crate for good, which spares the search
 * the many orders and detours of filling a room push by push, and no crate is ever parked in
 * a room where it would bar the way to a goal behind it.
 *
 * ```text
 * const macros = new GoalMacros(analysis, rooms);
 * // crate pushed from `from` onto `entry`, a square of room 0, the other crates in `occupied`:
 * for (const target of macros.targets(macros.roomOf[entry] - 1, occupied, entry)) {
 *   const pushes = macros.plan(occupied, from, entry, target); // pushes after the entry, or -1
 *   macros.path.subarray(0, pushes); // `from * 4 + direction` of each
 * }
 * ```
 *
 * The way in is found by a small search over (crate square, worker's side) on the real board,
 * so every macro is a sequence of legal pushes; it is deterministic, which lets the solver
 * store a macro as its entry push alone and plan it again when it writes the solution.
 */
import { StampMarks } from '../../../../grid/index.js';
import { ReachScanner } from '../../rules/reachability.js';
import type { GoalRoom } from '../../rules/goal-room.js';
import type { LevelAnalysis } from '../core/analysis.js';

/** Remembered room fillings before the memory is cleared. */
const MAX_KNOWN = 100_000;

export class GoalMacros {
  /** Per square: 0 outside every room, else the room's index + 1. */
  readonly roomOf: Uint8Array;
  /** Every room's squares. */
  readonly roomSquares: number[] = [];
  /** After `plan`: the pushes, `crate square * 4 + direction`, first to last. */
  readonly path: Int32Array;
  /** After `plan`: where the worker stands once the crate is on its goal. */
  workerAfter = -1;
  private readonly reach: ReachScanner;
  /** Crate square and direction of its last push, `square * 4 + direction`, seen this plan. */
  private readonly seen: StampMarks;
  private readonly queue: Int32Array;
  private readonly parentOf: Int32Array;

  constructor(
    private readonly analysis: LevelAnalysis,
    private readonly rooms: readonly GoalRoom[],
  ) {
    const { size, width, blocked } = analysis;
    this.roomOf = new Uint8Array(size);
    rooms.forEach((room, index) => {
      for (let i = 0; i < size; i++) {
        if (room.squares[i] === 0) continue;
        this.roomOf[i] = index + 1;
        this.roomSquares.push(i);
      }
    });
    this.reach = new ReachScanner(width, size / width, blocked);
    this.seen = new StampMarks(size * 4);
    this.queue = new Int32Array(size * 4);
    this.parentOf = new Int32Array(size * 4);
    this.path = new Int32Array(size * 4);
    this.filled = new Uint8Array(size);
  }

  get active(): boolean {
    return this.rooms.length > 0;
  }

  /**
   * The goals of room `room` (an index) a crate entering on `entry` may take, each leaving the
   * rest of the room fillable: the deepest goal a fill order from the room's present filling
   * starts with, and the entry square itself when stopping there keeps the room fillable (a
   * crate that can reach the room only by one square is then not lost). `occupied` marks the
   * crates; the one on `entry` does not count as filling it. Two fill-order computations per
   * filling and entry at most, remembered: asking about every empty goal would cost one each.
   */
  targets(room: number, occupied: Uint8Array, entry: number): number[] {
    const { fillOrder, filler } = this.rooms[room];
    let key = `${room}:${entry}:`;
    for (const goal of fillOrder) key += goal === entry ? 0 : occupied[goal];
    let targets = this.known.get(key);
    if (targets === undefined) {
      targets = [];
      const { filled } = this;
      for (const goal of fillOrder) filled[goal] = goal === entry ? 0 : occupied[goal];
      const order = filler.orderFrom(filled);
      if (order !== undefined && order.length > 0) {
        targets.push(order[0]);
        if (order[0] !== entry) {
          filled[entry] = 1;
          if (filler.orderFrom(filled) !== undefined) targets.push(entry);
        }
      }
      for (const goal of fillOrder) filled[goal] = 0;
      if (this.known.size >= MAX_KNOWN) this.known.clear();
      this.known.set(key, targets);
    }
    return targets;
  }

  /** Targets by room contents: rooms are few and their fillings repeat endlessly. */
  private readonly known = new Map<string, number[]>();
  private readonly filled: Uint8Array;

  /**
   * The fewest pushes taking the crate on `entry` (the worker on `from`, just behind it) to
   * `target` without leaving the room; -1 when there is no way. `occupied` marks every crate,
   * the one on `entry` included. The pushes land in `path`.
   */
  plan(occupied: Uint8Array, from: number, entry: number, target: number): number {
    if (entry === target) {
      this.workerAfter = from;
      return 0;
    }
    const { steps, blocked } = this.analysis;
    const { queue, parentOf, reach, roomOf } = this;
    const room = roomOf[entry];
    const seen = this.seen.stamps;
    const stamp = this.seen.next();
    const direction = directionOf(steps, entry - from);
    const first = entry * 4 + direction;
    seen[first] = stamp;
    parentOf[first] = -1;
    queue[0] = first;
    let tail = 1;
    occupied[entry] = 0;
    let found = -1;
    for (let head = 0; head < tail && found === -1; head++) {
      const state = queue[head];
      const crate = state >> 2;
      occupied[crate] = 1;
      // The worker stands behind the crate, opposite the way it last moved.
      reach.scan(occupied, crate - steps[state & 3]);
      occupied[crate] = 0;
      for (let d = 0; d < 4; d++) {
        const to = crate + steps[d];
        if (roomOf[to] !== room || occupied[to] === 1 || blocked[to] === 1) continue;
        if (!reach.reached(crate - steps[d])) continue;
        const next = to * 4 + d;
        if (seen[next] === stamp) continue;
        seen[next] = stamp;
        parentOf[next] = state;
        queue[tail++] = next;
        if (to === target) {
          found = next;
          break;
        }
      }
    }
    occupied[entry] = 1;
    if (found === -1) return -1;
    let count = 0;
    for (let state = found; parentOf[state] !== -1; state = parentOf[state]) count++;
    let at = count;
    for (let state = found; parentOf[state] !== -1; state = parentOf[state]) {
      const d = state & 3;
      this.path[--at] = ((state >> 2) - steps[d]) * 4 + d;
    }
    this.workerAfter = target - steps[found & 3];
    return count;
  }
}

function directionOf(steps: Int32Array, step: number): number {
  for (let d = 0; d < 4; d++) if (steps[d] === step) return d;
  throw new Error(`not a step: ${step}`);
}
