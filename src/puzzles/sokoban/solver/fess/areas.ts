/**
 * Rooms and areas of the empty level, for the base search's test of whether a crate has left
 * the place it was pulled from (`BaseSearch`).
 *
 * - A square is *open* when some 2×2 block of floor covers it. A *room* is a side-connected
 *   group of at least six open squares: two blocks side by side. A lone block, such as the
 *   bend of a two-wide corridor, is no room.
 * - An *area* is a room with its doorways (the floor squares next to that room and to no
 *   other), or one stretch of the floor left over, the corridors.
 *
 * ```text
 * const { roomOf, areaOf } = findAreas(analysis);
 * roomOf[square]; // the square's room, -1 on corridors and walls
 * areaOf[a] === areaOf[b]; // whether a and b are in one area
 * ```
 *
 * Festival, by Yaron Shoham, tells boxes in different rooms apart for the same purpose; these
 * definitions are our own (see the method notes in docs/sokoban-solver.md).
 */
import type { LevelAnalysis } from '../core/analysis.js';

/** The fewest open squares that make a room: two 2×2 blocks side by side. */
const ROOM_SQUARES = 6;

export interface Areas {
  /** Per square, its room (numbered from 0), -1 on corridors and walls. */
  roomOf: Int32Array;
  /** Per square, its area (numbered from 0), -1 on walls. */
  areaOf: Int32Array;
}

export function findAreas(
  analysis: Pick<LevelAnalysis, 'width' | 'size' | 'blocked' | 'steps'>,
): Areas {
  const { width, size, blocked, steps } = analysis;
  const open = new Uint8Array(size);
  for (let corner = 0; corner + width + 1 < size; corner++) {
    const block = [corner, corner + 1, corner + width, corner + width + 1];
    if (block.every((square) => blocked[square] === 0))
      for (const square of block) open[square] = 1;
  }
  const roomOf = labelGroups(open, steps, ROOM_SQUARES);
  const rooms = Math.max(-1, ...roomOf) + 1;
  const areaOf = new Int32Array(size).fill(-1);
  const corridor = new Uint8Array(size);
  for (let square = 0; square < size; square++) {
    if (blocked[square] === 1) continue;
    if (roomOf[square] !== -1) {
      areaOf[square] = roomOf[square];
      continue;
    }
    const beside = new Set<number>();
    for (let d = 0; d < 4; d++) {
      const next = square + steps[d];
      if (next >= 0 && next < size && roomOf[next] !== -1) beside.add(roomOf[next]);
    }
    if (beside.size === 1) areaOf[square] = [...beside][0];
    else corridor[square] = 1;
  }
  const stretchOf = labelGroups(corridor, steps, 1);
  for (let square = 0; square < size; square++) {
    if (stretchOf[square] !== -1) areaOf[square] = rooms + stretchOf[square];
  }
  return { roomOf, areaOf };
}

/**
 * Side-connected groups of the squares marked in `member`, numbered from 0 in board order;
 * groups smaller than `fewest` squares are left out (-1), as are squares not marked.
 */
function labelGroups(member: Uint8Array, steps: Int32Array, fewest: number): Int32Array {
  const size = member.length;
  const label = new Int32Array(size).fill(-1);
  const seen = new Uint8Array(size);
  const group = new Int32Array(size);
  let groups = 0;
  for (let first = 0; first < size; first++) {
    if (member[first] === 0 || seen[first] === 1) continue;
    seen[first] = 1;
    group[0] = first;
    let count = 1;
    for (let head = 0; head < count; head++) {
      for (let d = 0; d < 4; d++) {
        const next = group[head] + steps[d];
        if (next < 0 || next >= size || member[next] === 0 || seen[next] === 1) continue;
        seen[next] = 1;
        group[count++] = next;
      }
    }
    if (count < fewest) continue;
    for (let i = 0; i < count; i++) label[group[i]] = groups;
    groups++;
  }
  return label;
}
