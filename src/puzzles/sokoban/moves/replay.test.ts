import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLevel } from '../format/parse.js';
import type { SokobanLevel } from '../level.js';
import { describeReplay, replay } from './replay.js';

const tiny = parseLevel('#####\n#@$.#\n#####');
const room = parseLevel(
  ['#######', '#     #', '# $.$ #', '# .@. #', '# $.$ #', '#     #', '#######'].join('\n'),
);

/** Sokoban rules written plainly with a set of (x, y) strings, to check `replay` against. */
function referenceReplay(level: SokobanLevel, moves: string) {
  const at = (s: number): [number, number] => [s % level.width, Math.floor(s / level.width)];
  const key = (x: number, y: number): string => `${x},${y}`;
  const wall = (x: number, y: number): boolean => level.walls[y * level.width + x] === 1;
  const crates = new Set(level.crates.map((s) => key(...at(s))));
  let [wx, wy] = at(level.worker);
  let pushes = 0;
  let done = 0;
  const delta: Record<string, [number, number]> = { u: [0, -1], d: [0, 1], l: [-1, 0], r: [1, 0] };
  for (const move of moves) {
    const [dx, dy] = delta[move];
    const [nx, ny] = [wx + dx, wy + dy];
    if (wall(nx, ny)) break;
    if (crates.has(key(nx, ny))) {
      if (wall(nx + dx, ny + dy) || crates.has(key(nx + dx, ny + dy))) break;
      crates.delete(key(nx, ny));
      crates.add(key(nx + dx, ny + dy));
      pushes++;
    }
    [wx, wy] = [nx, ny];
    done++;
  }
  const solved = [...crates].every((c) => {
    const [x, y] = c.split(',').map(Number);
    return level.goals[y * level.width + x] === 1;
  });
  return {
    moves: done,
    pushes,
    worker: wy * level.width + wx,
    solved,
    legal: done === moves.length,
  };
}

describe('replay', () => {
  it('counts moves and pushes and sees the level solved', () => {
    expect(replay(tiny, 'R')).toMatchObject({ legal: true, solved: true, moves: 1, pushes: 1 });
    expect(replay(tiny, 'r')).toMatchObject({ legal: true, solved: true, lurd: 'R' });
    expect(replay(tiny, '')).toMatchObject({ legal: true, solved: false, moves: 0 });
  });

  it('reports the first illegal move with its index and reason', () => {
    expect(replay(tiny, 'rr').error).toEqual({
      index: 1,
      move: 'r',
      reason: 'pushes a crate into a wall',
    });
    expect(replay(tiny, 'u').error?.reason).toBe('walks into a wall');
    expect(replay(room, 'uLd').error).toBeUndefined();
    expect(replay(room, 'uLL').error).toMatchObject({
      index: 2,
      reason: 'pushes a crate into a wall',
    });
    const pair = parseLevel('######\n#@$$.#\n#  . #\n######');
    expect(replay(pair, 'R').error?.reason).toBe('pushes a crate into another crate');
  });

  it('checks capitals where the solution gives them', () => {
    expect(replay(tiny, 'Rl').error).toBeUndefined();
    expect(replay(tiny, 'rL').error).toMatchObject({ index: 0, move: 'r' });
    expect(replay(tiny, 'RL').error).toMatchObject({ index: 1, move: 'L' });
    expect(describeReplay(replay(tiny, 'RL'))).toBe(
      'move 2 (L) is written as a push (a capital) but there is no crate to push; after 1 move, 1 push the level is solved',
    );
  });

  it('expands compressed solutions', () => {
    const line = parseLevel('#######\n#@$  .#\n#######');
    expect(replay(line, '3(r)l')).toMatchObject({ lurd: 'RRRl', solved: true, pushes: 3 });
  });

  it('agrees with a plain reference implementation on random move strings', () => {
    const moves = fc.string({ unit: fc.constantFrom(...'lurd'), maxLength: 40 });
    fc.assert(
      fc.property(fc.constantFrom(tiny, room), moves, (level, text) => {
        const result = replay(level, text);
        const expected = referenceReplay(level, text);
        return (
          result.moves === expected.moves &&
          result.pushes === expected.pushes &&
          result.worker === expected.worker &&
          result.legal === expected.legal &&
          result.solved === expected.solved
        );
      }),
    );
  });
});
