/**
 * The rooms of a level (`findRooms`), for the base search's rule on taking crates off. A room
 * is open floor, the squares covered by 2×2 blocks of floor that touch another such block
 * (blocks joined side by side form one room; a square two rooms share corner to corner belongs
 * to neither); the rest of the floor is corridor.
 *
 * ```ts
 * const roomOf = findRooms(analysis);
 * roomOf[square]; // the square's room, from 0; -1 on corridors and walls
 * ```
 */
import type { LevelAnalysis } from './analysis.js';

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
