/**
 * Room connectivity, the third feature of FESS: how many of the links between the level's
 * rooms the crates have cut. A room is open floor, the squares covered by 2×2 blocks of floor
 * that touch another such block (blocks joined side by side form one room; a square two rooms
 * share corner to corner belongs to neither); the rest of the floor is corridor. Two rooms are
 * linked when a walk from one, through its own squares and corridors only, reaches the other.
 * The links of the empty level are the base; a position's score is the base links it breaks
 * (a link counts as broken when any part of a room the crates split cannot walk to the other
 * room). Fewer broken links is better: a crate parked in a corridor between rooms costs the
 * worker the way round, which the floor-region count misses while the corridor has a bypass.
 *
 * ```ts
 * const links = new RoomLinks(analysis);
 * links.rooms; // 2: two halls joined by a corridor
 * links.brokenLinks(occupied); // 1 when a crate stands in that corridor
 * ```
 */
import { StampMarks } from '../../../grid/index.js';
import type { LevelAnalysis } from './analysis.js';

/** Levels with more rooms than this score 0 (the pairs would cost more than they tell). */
const MAX_ROOMS = 32;

export class RoomLinks {
  /** The room of each square, -1 on corridors and walls. */
  readonly roomOf: Int32Array;
  /** How many rooms; 0 or 1 means the score is always 0. */
  readonly rooms: number;
  /** `base[i * rooms + j]`: 1 when rooms i and j are linked on the empty level. */
  private readonly base: Uint8Array;
  private readonly linked: Uint8Array;
  private readonly seesRoom: Uint8Array;
  private readonly hasFloor: Uint8Array;
  private readonly marks: StampMarks;
  private readonly queue: Int32Array;
  private readonly roomSquares: Int32Array;

  constructor(private readonly analysis: LevelAnalysis) {
    const { size } = analysis;
    this.roomOf = findRooms(analysis);
    let rooms = 0;
    for (let square = 0; square < size; square++) rooms = Math.max(rooms, this.roomOf[square] + 1);
    this.rooms = rooms <= MAX_ROOMS ? rooms : 0;
    this.roomSquares = Int32Array.from(
      [...this.roomOf.keys()].filter((square) => this.roomOf[square] >= 0),
    );
    this.base = new Uint8Array(this.rooms * this.rooms);
    this.linked = new Uint8Array(this.rooms * this.rooms);
    this.seesRoom = new Uint8Array(this.rooms);
    this.hasFloor = new Uint8Array(this.rooms);
    this.marks = new StampMarks(size);
    this.queue = new Int32Array(size);
    if (this.rooms > 1) {
      this.link(new Uint8Array(size));
      this.base.set(this.linked);
    }
  }

  /** The base links that the crates marked in `occupied` break. */
  brokenLinks(occupied: Uint8Array): number {
    const { rooms } = this;
    if (rooms <= 1) return 0;
    this.link(occupied);
    let broken = 0;
    for (let i = 0; i < rooms; i++) {
      for (let j = i + 1; j < rooms; j++)
        broken += this.base[i * rooms + j] - this.linked[i * rooms + j];
    }
    return broken;
  }

  /** Fills `linked` for the position with `occupied` crates. */
  private link(occupied: Uint8Array): void {
    const { rooms, roomOf, linked, seesRoom, hasFloor, roomSquares } = this;
    linked.fill(1);
    for (let i = 0; i < rooms; i++) linked[i * rooms + i] = 0;
    hasFloor.fill(0);
    // A room's squares reached by an earlier walk from the same room are not walked from again.
    const done = this.marks.next();
    const stamps = this.marks.stamps;
    for (const square of roomSquares) {
      if (occupied[square] === 1 || stamps[square] === done) continue;
      const room = roomOf[square];
      hasFloor[room] = 1;
      this.walk(square, room, occupied, done);
      for (let other = 0; other < rooms; other++) {
        if (seesRoom[other] === 0) {
          linked[room * rooms + other] = 0;
          linked[other * rooms + room] = 0;
        }
      }
    }
    // A room full of crates links nowhere.
    for (let room = 0; room < rooms; room++) {
      if (hasFloor[room] === 1) continue;
      for (let other = 0; other < rooms; other++) {
        linked[room * rooms + other] = 0;
        linked[other * rooms + room] = 0;
      }
    }
  }

  /**
   * Walks from `start` over free squares of `room` and corridors, noting in `seesRoom` the
   * rooms it runs into; the room's squares it reaches get the stamp `done`.
   */
  private walk(start: number, room: number, occupied: Uint8Array, done: number): void {
    const { roomOf, seesRoom, queue, analysis } = this;
    const { blocked, steps } = analysis;
    const stamps = this.marks.stamps;
    seesRoom.fill(0);
    // Corridors may be walked again by each walk: this walk's own stamp keeps it finite.
    const walked = this.marks.next();
    stamps[start] = walked;
    queue[0] = start;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const square = queue[head];
      for (let d = 0; d < 4; d++) {
        const next = square + steps[d];
        if (blocked[next] === 1 || occupied[next] === 1) continue;
        const nextRoom = roomOf[next];
        if (nextRoom >= 0 && nextRoom !== room) {
          seesRoom[nextRoom] = 1;
          continue;
        }
        if (stamps[next] === walked || stamps[next] === done) continue;
        stamps[next] = walked;
        queue[tail++] = next;
      }
    }
    // The room's squares this walk reached are done for the callers' loop.
    for (let i = 0; i < tail; i++) if (roomOf[queue[i]] === room) stamps[queue[i]] = done;
  }
}

/**
 * Each square's room (see the class comment), numbered from 0, and -1 on corridors and walls.
 * Blocks are named by their top-left square; a block no other block touches side by side is
 * too small to be a room.
 */
export function findRooms(analysis: LevelAnalysis): Int32Array {
  const { size, width, blocked } = analysis;
  const isBlock = new Uint8Array(size);
  for (let square = 0; square + width + 1 < size; square++) {
    if (
      blocked[square] === 0 &&
      blocked[square + 1] === 0 &&
      blocked[square + width] === 0 &&
      blocked[square + width + 1] === 0
    ) {
      isBlock[square] = 1;
    }
  }
  const neighbours = [-width, 1, width, -1];
  const blockRoom = new Int32Array(size).fill(-1);
  let rooms = 0;
  for (let block = 0; block < size; block++) {
    if (isBlock[block] === 0 || blockRoom[block] !== -1) continue;
    if (!neighbours.some((step) => isBlock[block + step] === 1)) continue;
    const queue = [block];
    blockRoom[block] = rooms;
    for (let head = 0; head < queue.length; head++) {
      for (const step of neighbours) {
        const next = queue[head] + step;
        if (isBlock[next] === 1 && blockRoom[next] === -1) {
          blockRoom[next] = rooms;
          queue.push(next);
        }
      }
    }
    rooms++;
  }
  const roomOf = new Int32Array(size).fill(-1);
  // -2: covered by blocks of two rooms, so corridor.
  for (let block = 0; block < size; block++) {
    const room = blockRoom[block];
    if (room === -1) continue;
    for (const square of [block, block + 1, block + width, block + width + 1]) {
      if (roomOf[square] === -1) roomOf[square] = room;
      else if (roomOf[square] !== room) roomOf[square] = -2;
    }
  }
  for (let square = 0; square < size; square++) if (roomOf[square] === -2) roomOf[square] = -1;
  return roomOf;
}
