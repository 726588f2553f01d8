import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../../rules/reference.test-support.js';
import { analyseLevel } from '../core/analysis.js';
import { findAreas } from './areas.js';

describe('findAreas', () => {
  // A room (3×3) and, through a corridor with a bend, two 2×2 blocks that overlap: a room too.
  const rows = [
    '###########',
    '#   #######',
    '#@$ ###  ##',
    '#.  #    ##',
    '## ##  ####',
    '##    #####',
    '###########',
  ];
  const level = levelFromRows(rows);
  const analysis = analyseLevel(level);
  const { roomOf, areaOf } = findAreas(analysis);
  const at = (row: number, column: number) => row * level.width + column;

  it('finds rooms of two or more 2×2 blocks side by side', () => {
    expect(roomOf[at(1, 1)]).not.toBe(-1);
    expect(roomOf[at(3, 3)]).toBe(roomOf[at(1, 1)]);
    expect(roomOf[at(2, 7)]).toBe(roomOf[at(4, 5)]);
    expect(roomOf[at(2, 7)]).not.toBe(roomOf[at(1, 1)]);
    // The corridor below the first room and the walls are in no room.
    expect(roomOf[at(4, 2)]).toBe(-1);
    expect(roomOf[at(0, 0)]).toBe(-1);
  });

  it('takes a lone 2×2 block for a bend of the corridor, not a room', () => {
    const lone = levelFromRows(['########', '#@$.  ##', '####  ##', '########']);
    const found = findAreas(analyseLevel(lone));
    expect(Math.max(...found.roomOf)).toBe(-1);
    expect(found.areaOf[1 * 8 + 1]).toBe(found.areaOf[2 * 8 + 5]);
  });

  it('puts a doorway in its room’s area and the rest of a corridor in an area of its own', () => {
    const room = areaOf[at(1, 1)];
    expect(areaOf[at(4, 2)]).toBe(room);
    expect(areaOf[at(5, 3)]).not.toBe(room);
    expect(areaOf[at(5, 3)]).toBe(areaOf[at(5, 4)]);
    expect(areaOf[at(0, 0)]).toBe(-1);
  });
});
