import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../rules/reference.test-support.js';
import { analyseLevel, type LevelAnalysis } from './analysis.js';
import { RoomLinks } from './room-links.js';

describe('RoomLinks', () => {
  // Two halls joined by a corridor, and a third reached round the top.
  const rows = [
    '###########',
    '#   ###   #',
    '#   # #   #',
    '#@  $ $   #',
    '#   # #   #',
    '#####.#####',
    '#####.#####',
    '###########',
  ];
  const level = levelFromRows(rows);
  const analysis = analyseLevel(level);
  const at = (x: number, y: number) => y * 11 + x;

  it('finds the rooms and tells a crate in the corridor between them', () => {
    const links = new RoomLinks(analysis);
    expect(links.rooms).toBe(2);
    expect(links.roomOf[at(1, 1)]).not.toBe(links.roomOf[at(8, 1)]);
    expect(links.roomOf[at(5, 3)]).toBe(-1); // the corridor
    const occupied = new Uint8Array(analysis.size);
    expect(links.brokenLinks(occupied)).toBe(0);
    occupied[at(5, 3)] = 1;
    expect(links.brokenLinks(occupied)).toBe(1);
    occupied[at(5, 3)] = 0;
    occupied[at(2, 2)] = 1; // a crate inside a hall cuts nothing
    expect(links.brokenLinks(occupied)).toBe(0);
  });

  it('agrees with a plain flood from every free room square', () => {
    let broken = 0;
    fc.assert(
      fc.property(arbitraryBoard(), fc.array(fc.nat(), { maxLength: 6 }), (level, picks) => {
        const analysis = analyseLevel(level);
        const links = new RoomLinks(analysis);
        const floor = [...analysis.blocked.keys()].filter((s) => analysis.blocked[s] === 0);
        const occupied = new Uint8Array(analysis.size);
        for (const pick of picks) if (floor.length > 0) occupied[floor[pick % floor.length]] = 1;
        const expected = referenceBroken(analysis, links, occupied);
        broken += expected;
        expect(links.brokenLinks(occupied)).toBe(expected);
      }),
      // Boards with two rooms and a crate between them are rare: enough runs to meet many.
      { numRuns: 1500 },
    );
    expect(broken).toBeGreaterThan(10);
  });
});

/** Walled boards of 6 to 12 by 6 to 10 squares, a quarter of the inside walls, the worker on floor. */
function arbitraryBoard() {
  return fc
    .record({
      width: fc.integer({ min: 6, max: 12 }),
      height: fc.integer({ min: 6, max: 10 }),
      walls: fc.array(fc.boolean(), { minLength: 120, maxLength: 120 }),
      density: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ width, height, walls, density }) => {
      const rows: string[][] = [];
      for (let y = 0; y < height; y++) {
        const row: string[] = [];
        for (let x = 0; x < width; x++) {
          const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
          // density 0..3: a wall where one, two, three or four picks in a row say so
          const k = y * width + x;
          const wall = Array.from({ length: density + 1 }, (_, i) => walls[(k + i * 7) % 120]);
          row.push(edge || (wall.every(Boolean) && (x + y) % 2 === 0) ? '#' : ' ');
        }
        rows.push(row);
      }
      rows[1][1] = '@';
      return levelFromRows(rows.map((row) => row.join('')));
    });
}

/** Which rooms each free square of a room reaches through its room and corridors, by a Set flood. */
function referenceLinks(analysis: LevelAnalysis, roomOf: Int32Array, occupied: Uint8Array) {
  const rooms = Math.max(-1, ...roomOf) + 1;
  const linked = (i: number, j: number) => {
    const squares = (room: number) =>
      [...roomOf.keys()].filter((s) => roomOf[s] === room && occupied[s] === 0);
    const seesFromAll = (from: number, to: number) =>
      squares(from).length > 0 &&
      squares(from).every((start) => {
        const seen = new Set([start]);
        const queue = [start];
        let sees = false;
        while (queue.length > 0) {
          const square = queue.shift()!;
          for (const step of analysis.steps) {
            const next = square + step;
            if (analysis.blocked[next] === 1 || occupied[next] === 1 || seen.has(next)) continue;
            if (roomOf[next] === to) sees = true;
            if (roomOf[next] !== -1 && roomOf[next] !== from) continue;
            seen.add(next);
            queue.push(next);
          }
        }
        return sees;
      });
    return seesFromAll(i, j) && seesFromAll(j, i);
  };
  const pairs: boolean[] = [];
  for (let i = 0; i < rooms; i++) for (let j = i + 1; j < rooms; j++) pairs.push(linked(i, j));
  return pairs;
}

function referenceBroken(analysis: LevelAnalysis, links: RoomLinks, occupied: Uint8Array): number {
  if (links.rooms <= 1) return 0;
  const base = referenceLinks(analysis, links.roomOf, new Uint8Array(analysis.size));
  const now = referenceLinks(analysis, links.roomOf, occupied);
  return base.filter((linked, k) => linked && !now[k]).length;
}
