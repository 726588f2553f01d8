import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGoalRooms } from './goal-room.js';
import { insideSquares } from './reachability.js';
import { arbitraryLevel, levelFromRows } from './reference.test-support.js';
import type { SokobanLevel } from '../level.js';

function roomsOf(level: SokobanLevel) {
  return findGoalRooms(level.width, insideSquares(level), level.goals, level.crates, level.worker);
}

describe('findGoalRooms', () => {
  it('fills a dead-end row of goals from the far end', () => {
    const level = levelFromRows([
      '##########',
      '#@ $ $ $ #',
      '######## #',
      '#...     #',
      '##########',
    ]);
    const rooms = roomsOf(level);
    expect(rooms).toHaveLength(1);
    expect(rooms[0].fillOrder).toEqual([31, 32, 33]);
  });

  it('leaves out a room with a crate or the worker already in it', () => {
    expect(roomsOf(levelFromRows(['#######', '#@$ *.#', '#######']))).toEqual([]);
    expect(roomsOf(levelFromRows(['#######', '#$$ +.#', '#######']))).toEqual([]);
  });

  it('leaves out a room no order can fill', () => {
    // The top goal can only be filled by a push up from below, where a wall stands.
    const level = levelFromRows(['######', '#.####', '#.$$@#', '######']);
    expect(roomsOf(level)).toEqual([]);
  });

  it('gives rooms of joined, empty goals, each filled in an order using all of its goals', () => {
    fc.assert(
      fc.property(arbitraryLevel(3), (level) => {
        for (const room of roomsOf(level)) {
          const members = [...room.squares.keys()].filter((i) => room.squares[i] === 1);
          expect([...room.fillOrder].sort((a, b) => a - b)).toEqual(members);
          for (const square of members) {
            expect(level.goals[square]).toBe(1);
            expect(level.crates.includes(square) || level.worker === square).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
