/**
 * Goal rooms: a group of goal squares joined side by side, empty at the start (no crate, not
 * the worker). Such a group must be filled in a workable order — deepest goals first — and a
 * solver that knows the order can push each crate entering the room straight on to the next
 * goal in one macro move, and never touch a crate in the room again (the goal macros of
 * Junghanns and Schaeffer's Rolling Stone).
 *
 * ```text
 * // ##########
 * // #@ $ $ $ #         the three goals form one room, entered from x = 4 only:
 * // ######## #         the deepest goal (x = 1) is filled first.
 * // #...     #
 * // ##########
 * const [room] = findGoalRooms(width, inside, goals, crates, worker);
 * room.fillOrder; // [goal x=1, goal x=2, goal x=3]
 * ```
 *
 * A room the worker must cross to get about (the floor outside falls apart once it is full)
 * is a passage, not a room, and is left out too.
 *
 * The fill order comes from the solved room played backwards: crates are pulled out of it one
 * by one, each to a square outside with the worker outside too; removing a crate only frees
 * room, so taking any crate that can leave first never spoils the rest. Reversed, the removal
 * order is an order to fill the room in which every crate can be pushed in along the way it
 * was pulled out.
 */
import { ReachScanner, stepOffsets } from './reachability.js';

export interface GoalRoom {
  /** 1 for the room's squares: its goals. */
  squares: Uint8Array;
  /** The room's goals in an order to fill the empty room. */
  fillOrder: number[];
  /** Whether a partly filled room can still be filled. */
  filler: RoomFiller;
}

/**
 * The rooms with at least two goals that have a fill order; [] when there are none. A room
 * holding a crate or the worker at the start is left out: its filling is already under way.
 */
export function findGoalRooms(
  width: number,
  inside: Uint8Array,
  goals: Uint8Array,
  crates: readonly number[],
  worker: number,
): GoalRoom[] {
  const size = inside.length;
  const steps = stepOffsets(width);
  const crateAt = new Uint8Array(size);
  for (const crate of crates) crateAt[crate] = 1;
  const seen = new Uint8Array(size);
  const rooms: GoalRoom[] = [];
  for (let seed = 0; seed < size; seed++) {
    if (goals[seed] === 0 || inside[seed] === 0 || seen[seed] === 1) continue;
    seen[seed] = 1;
    const members = [seed];
    let usable = true;
    for (let head = 0; head < members.length; head++) {
      const square = members[head];
      if (square === worker || crateAt[square] === 1) usable = false;
      for (let d = 0; d < 4; d++) {
        const next = square + steps[d];
        if (goals[next] === 0 || inside[next] === 0 || seen[next] === 1) continue;
        seen[next] = 1;
        members.push(next);
      }
    }
    if (!usable || members.length < 2) continue;
    const squares = new Uint8Array(size);
    for (const square of members) squares[square] = 1;
    if (!staysConnected(width, inside, squares)) continue;
    const filler = new RoomFiller(width, inside, squares, members);
    const fillOrder = filler.orderFrom(new Uint8Array(size));
    if (fillOrder !== undefined) rooms.push({ squares, fillOrder, filler });
  }
  return rooms;
}

/**
 * Whether the floor outside the room is still one piece once the room is full: a room the
 * worker must cross to get about is a passage, and crates fixed in it would bar the way.
 */
function staysConnected(width: number, inside: Uint8Array, room: Uint8Array): boolean {
  const steps = stepOffsets(width);
  let floor = 0;
  let start = -1;
  for (let i = 0; i < inside.length; i++) {
    if (inside[i] === 1 && room[i] === 0) {
      floor++;
      if (start === -1) start = i;
    }
  }
  if (start === -1) return true;
  const seen = new Uint8Array(inside.length);
  seen[start] = 1;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    for (let d = 0; d < 4; d++) {
      const next = queue[head] + steps[d];
      if (inside[next] === 0 || room[next] === 1 || seen[next] === 1) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  return queue.length === floor;
}

/**
 * Answers "can the rest of this room still be filled?" for a room whose goals are partly
 * filled already, those crates staying where they are: the same pull-out game, played with the
 * filled goals as fixed crates.
 *
 * ```text
 * const filler = new RoomFiller(width, inside, room.squares, members);
 * filler.orderFrom(new Uint8Array(size)); // a fill order for the empty room, or undefined
 * filler.orderFrom(filled); // how to fill the goals not marked in `filled`
 * ```
 */
export class RoomFiller {
  private readonly walls: Uint8Array;
  private readonly puller: PullOut;
  private readonly present: Uint8Array;
  /** The members, shallowest first. */
  private readonly byDepth: number[];

  constructor(
    width: number,
    inside: Uint8Array,
    room: Uint8Array,
    readonly members: readonly number[],
  ) {
    const size = inside.length;
    this.walls = new Uint8Array(size);
    for (let i = 0; i < size; i++) this.walls[i] = inside[i] === 0 ? 1 : 0;
    this.puller = new PullOut(width, size / width, this.walls, room);
    this.present = new Uint8Array(size);
    const depth = depthInRoom(width, this.walls, room, members);
    this.byDepth = [...members].sort((a, b) => depth[a] - depth[b]);
  }

  /**
   * An order to fill the goals not marked 1 in `filled` (a 0/1 array over the board), or
   * undefined when none exists.
   */
  orderFrom(filled: Uint8Array): number[] | undefined {
    const { present, puller } = this;
    for (const goal of this.members) present[goal] = 1;
    // The shallowest leaves first: it is the last to go in.
    const remaining = this.byDepth.filter((goal) => filled[goal] === 0);
    const removal: number[] = [];
    let stuck = false;
    while (remaining.length > 0 && !stuck) {
      const index = remaining.findIndex((goal) => puller.canPullOut(present, goal));
      if (index === -1) stuck = true;
      else {
        const [goal] = remaining.splice(index, 1);
        present[goal] = 0;
        removal.push(goal);
      }
    }
    for (const goal of this.members) present[goal] = 0;
    return stuck ? undefined : removal.reverse();
  }
}

/** Steps from the nearest square outside the room, walking over the room's squares. */
function depthInRoom(
  width: number,
  walls: Uint8Array,
  room: Uint8Array,
  members: readonly number[],
): Int32Array {
  const steps = stepOffsets(width);
  const depth = new Int32Array(walls.length).fill(-1);
  const queue: number[] = [];
  for (const square of members) {
    for (let d = 0; d < 4; d++) {
      const next = square + steps[d];
      if (walls[next] === 0 && room[next] === 0) {
        depth[square] = 1;
        queue.push(square);
        break;
      }
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const square = queue[head];
    for (let d = 0; d < 4; d++) {
      const next = square + steps[d];
      if (room[next] === 0 || depth[next] !== -1) continue;
      depth[next] = depth[square] + 1;
      queue.push(next);
    }
  }
  return depth;
}

/**
 * Whether one crate can be pulled from a goal out of the room, the worker ending outside it,
 * with the other room crates standing still. Searched over (crate square, worker's side).
 */
class PullOut {
  private readonly reach: ReachScanner;
  private readonly steps: Int32Array;
  private readonly blocked: Uint8Array;
  private readonly seen: Uint8Array;

  constructor(
    width: number,
    height: number,
    private readonly walls: Uint8Array,
    private readonly room: Uint8Array,
  ) {
    this.reach = new ReachScanner(width, height, walls);
    this.steps = stepOffsets(width);
    this.blocked = new Uint8Array(walls.length);
    this.seen = new Uint8Array(walls.length * 4);
  }

  canPullOut(present: Uint8Array, goal: number): boolean {
    const { steps, blocked, reach, room, walls, seen } = this;
    blocked.set(present);
    seen.fill(0);
    const queue: number[] = [];
    // In the forward game the worker ends beside the goal and must be able to walk out.
    for (let d = 0; d < 4; d++) {
      const beside = goal + steps[d];
      if (walls[beside] === 1 || blocked[beside] === 1) continue;
      reach.scan(blocked, beside);
      if (!this.reachesOutside()) continue;
      seen[goal * 4 + d] = 1;
      queue.push(goal * 4 + d);
    }
    blocked[goal] = 0;
    for (let head = 0; head < queue.length; head++) {
      const crate = queue[head] >> 2;
      const standing = crate + steps[queue[head] & 3];
      blocked[crate] = 1;
      reach.scan(blocked, standing);
      blocked[crate] = 0;
      for (let d = 0; d < 4; d++) {
        const to = crate + steps[d];
        const back = to + steps[d];
        if (!reach.reached(to) || walls[back] === 1 || blocked[back] === 1) continue;
        if (room[to] === 0) {
          if (room[back] === 0) return true;
          continue;
        }
        // The new position: crate on `to`, worker on `back`.
        const state = to * 4 + d;
        if (seen[state] === 1) continue;
        seen[state] = 1;
        queue.push(state);
      }
    }
    return false;
  }

  private reachesOutside(): boolean {
    for (const square of this.reach.squares()) if (this.room[square] === 0) return true;
    return false;
  }
}
