import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../level.js';
import { CorralFinder } from './corral.js';
import { computeDeadSquares } from './dead-squares.js';
import { ReachScanner, insideSquares } from './reachability.js';
import { levelFromRows } from './reference.test-support.js';

function findIn(level: SokobanLevel): { count: number; barrier: number[] } {
  const inside = insideSquares(level);
  const blocked = new Uint8Array(inside.length);
  for (let i = 0; i < inside.length; i++) blocked[i] = inside[i] ? 0 : 1;
  const occupied = new Uint8Array(inside.length);
  for (const crate of level.crates) occupied[crate] = 1;
  const reach = new ReachScanner(level.width, level.height, blocked);
  reach.scan(occupied, level.worker);
  const finder = new CorralFinder(level.width, blocked, level.goals, computeDeadSquares(level));
  const count = finder.find(occupied, reach, level.crates);
  return { count, barrier: level.crates.filter((crate) => finder.barrier[crate] === 1) };
}

describe('CorralFinder', () => {
  it('finds a crate sealing a room with a goal', () => {
    expect(findIn(levelFromRows(['########', '#@  $ .#', '########']))).toEqual({
      count: 1,
      barrier: [12],
    });
  });

  it('keeps only the barrier of the PI-corral, not crates the worker can push around', () => {
    const level = levelFromRows(['#########', '#@ $  $.#', '#      ##', '#########']);
    expect(findIn(level)).toEqual({ count: 1, barrier: [15] });
  });

  it('ignores a corral whose crate can be pushed out into the worker region', () => {
    const level = levelFromRows(['#######', '#@    #', '# #$# #', '#  .  #', '#######']);
    expect(findIn(level).count).toBe(0);
  });

  it('ignores a solved corral', () => {
    // The crate on its goal seals a room without goals: nothing to do there.
    expect(findIn(levelFromRows(['#######', '#@ *  #', '#######'])).count).toBe(0);
  });
});
