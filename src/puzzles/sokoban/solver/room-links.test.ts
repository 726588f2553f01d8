import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../rules/reference.test-support.js';
import { analyseLevel } from './analysis.js';
import { findRooms } from './room-links.js';

describe('findRooms', () => {
  it('finds two halls as two rooms and the corridor between them as none', () => {
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
    const roomOf = findRooms(analyseLevel(levelFromRows(rows)));
    const at = (x: number, y: number) => y * 11 + x;
    expect(Math.max(...roomOf) + 1).toBe(2);
    expect(roomOf[at(1, 1)]).not.toBe(-1);
    expect(roomOf[at(8, 1)]).not.toBe(-1);
    expect(roomOf[at(1, 1)]).not.toBe(roomOf[at(8, 1)]);
    expect(roomOf[at(5, 3)]).toBe(-1); // the corridor
  });
});
