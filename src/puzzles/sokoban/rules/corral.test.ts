import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../level.js';
import { CorralFinder } from './corral.js';
import { computeDeadSquares } from './dead-squares.js';
import { ReachScanner, insideSquares } from './reachability.js';
import { arbitraryLevel, levelFromRows, referenceMinPushes } from './reference.test-support.js';

function findIn(level: SokobanLevel): { count: number; barrier: number[]; deadlocked: boolean } {
  const inside = insideSquares(level);
  const blocked = new Uint8Array(inside.length);
  for (let i = 0; i < inside.length; i++) blocked[i] = inside[i] ? 0 : 1;
  const occupied = new Uint8Array(inside.length);
  for (const crate of level.crates) occupied[crate] = 1;
  const reach = new ReachScanner(level.width, level.height, blocked);
  reach.scan(occupied, level.worker);
  const finder = new CorralFinder(level.width, blocked, level.goals, computeDeadSquares(level));
  const count = finder.find(occupied, reach, level.crates);
  return {
    count,
    barrier: level.crates.filter((crate) => finder.barrier[crate] === 1),
    deadlocked: finder.deadlocked,
  };
}

describe('CorralFinder', () => {
  it('finds a crate sealing a room with a goal', () => {
    expect(findIn(levelFromRows(['########', '#@  $ .#', '########']))).toEqual({
      count: 1,
      barrier: [12],
      deadlocked: false,
    });
  });

  it('keeps only the barrier of the PI-corral, not crates the worker can push around', () => {
    const level = levelFromRows(['#########', '#@ $  $.#', '#      ##', '#########']);
    expect(findIn(level)).toMatchObject({ count: 1, barrier: [15] });
  });

  it('ignores a corral whose crate can be pushed out into the worker region', () => {
    const level = levelFromRows(['#######', '#@    #', '# #$# #', '#  .  #', '#######']);
    expect(findIn(level).count).toBe(0);
  });

  it('ignores a solved corral', () => {
    // The crate on its goal seals a room without goals: nothing to do there.
    expect(findIn(levelFromRows(['#######', '#@ *  #', '#######'])).count).toBe(0);
  });

  it('calls a corral with a crate off goal and no push in or out a deadlock', () => {
    // The crate sits under a pocket only it can enter, with corners on both sides: the worker
    // can never get above it again to push it down (XSokoban 6 runs into this).
    const level = levelFromRows(['#####', '## ##', '# $ #', '#@  #', '#. .#', '#####']);
    expect(findIn(level)).toMatchObject({ count: 0, deadlocked: true });
  });

  it('never calls a solvable position deadlocked', () => {
    fc.assert(
      fc.property(arbitraryLevel(3), (level) => {
        const pushes = referenceMinPushes(level);
        fc.pre(typeof pushes === 'number');
        expect(findIn(level).deadlocked).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
});
