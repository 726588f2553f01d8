import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryCorridorLevel, levelFromRows } from '../../rules/reference.test-support.js';
import { analyseLevel } from '../core/analysis.js';
import { RoomLinks, linkSquares } from './room-links.js';

describe('RoomLinks', () => {
  // Two rooms joined by a corridor with doorways at both ends (as in areas.test.ts).
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
  const at = (row: number, column: number) => row * level.width + column;

  it('makes a corridor between two rooms, with its doorways, one link', () => {
    const links = linkSquares(analysis);
    expect(links).toHaveLength(1);
    expect([...links[0]].sort((a, b) => a - b)).toEqual(
      [at(4, 2), at(5, 2), at(5, 3), at(5, 4), at(5, 5)].sort((a, b) => a - b),
    );
  });

  it('counts a link blocked while a crate stands in the corridor or a doorway', () => {
    const links = RoomLinks.of(analysis);
    expect(links.blocked([at(2, 2)])).toBe(0);
    expect(links.blocked([at(5, 3)])).toBe(1);
    expect(links.blocked([at(4, 2), at(5, 4)])).toBe(1);
    links.expandFrom([at(4, 2), at(5, 4)]);
    expect(links.afterMove(at(4, 2), at(3, 2))).toBe(1);
    links.expandFrom([at(4, 2)]);
    expect(links.afterMove(at(4, 2), at(3, 2))).toBe(0);
  });

  it('gives a no-room level no links', () => {
    const corridor = levelFromRows(['#######', '#@$ . #', '#######']);
    expect(RoomLinks.of(analyseLevel(corridor)).count).toBe(0);
  });

  it('after one move counts what a count from scratch counts', () => {
    const property = (level: ReturnType<typeof levelFromRows>, pick: number, toPick: number) => {
      const board = analyseLevel(level);
      const links = RoomLinks.of(board);
      const floor = [...board.blocked.keys()].filter((square) => board.blocked[square] === 0);
      const crates = level.crates.filter((crate) => board.blocked[crate] === 0);
      if (crates.length === 0) return;
      const from = crates[pick % crates.length];
      const free = floor.filter((square) => !crates.includes(square));
      if (free.length === 0) return;
      const to = free[toPick % free.length];
      links.expandFrom(crates);
      const before = links.parentBlocked;
      const moved = crates.map((crate) => (crate === from ? to : crate));
      const after = links.afterMove(from, to);
      expect(after).toBe(RoomLinks.of(board).blocked(moved));
      // The expanded position is left as it was for its next child.
      expect(links.afterMove(from, from)).toBe(before);
      expect(links.afterMove(from, to)).toBe(after);
    };
    fc.assert(fc.property(arbitraryCorridorLevel(4), fc.nat(), fc.nat(), property), {
      numRuns: 300,
    });
  });
});
