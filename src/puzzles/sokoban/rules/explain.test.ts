import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../errors.js';
import { parseCollection, parseLevel } from '../format/parse.js';
import type { SokobanLevel } from '../level.js';
import { levelAt } from '../moves/position.js';
import { replay } from '../moves/replay.js';
import { deadSquares, explainDeadlock, squareName, type DeadlockRule } from './explain.js';
import {
  arbitraryLevel,
  levelFromRows,
  referenceCanReachGoal,
  referenceMinPushes,
  referenceReach,
} from './reference.test-support.js';

const microban = parseCollection(
  readFileSync(new URL('../../../../data/sokoban/microban.sok', import.meta.url), 'utf8'),
);

/** The position `moves` reach from the level's start (they must be legal). */
function after(level: SokobanLevel, moves: string): { crates: number[]; worker: number } {
  const result = replay(level, moves);
  expect(result.legal).toBe(true);
  return { crates: result.crates, worker: result.worker };
}

describe('deadSquares', () => {
  it('lists the squares from which a lone crate reaches no goal, as a plain search finds them', () => {
    fc.assert(
      fc.property(arbitraryLevel(), (level) => {
        const inside = referenceReach(level, []);
        const expected = [...inside]
          .filter((square) => !referenceCanReachGoal(level, square))
          .sort((a, b) => a - b);
        expect(deadSquares(level)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('explainDeadlock', () => {
  it('names a crate on a dead square, and only that crate', () => {
    // #######
    // #@ $ .#
    // #$   .#   the crate at row 3, column 2 sits in a corner
    // #######
    const level = parseLevel('#######\n#@ $ .#\n#$   .#\n#######');
    expect(explainDeadlock(level, level)).toEqual({
      rule: 'dead-square',
      crates: [15],
      area: [],
      message: 'the crate at row 3, column 2 is on a square from which no goal can be reached',
    });
  });

  it('names the frozen crates that hold each other, off their goals', () => {
    // Microban 10: pushing the crate right leaves two crates side by side in a corridor.
    const level = microban[9];
    const explanation = explainDeadlock(level, after(level, 'rR'));
    expect(explanation).toEqual({
      rule: 'freeze',
      crates: [49, 50],
      area: [],
      message:
        'these 2 crates are frozen off their goals: they block each other, so none can ever be pushed to a goal (row 5, column 6 and row 5, column 7)',
    });
  });

  it('counts a crate on its goal among the frozen ones when it holds one that is off its goal', () => {
    // The crate on its goal can never leave it, and it keeps its neighbour from the goal on
    // the left: that crate is on a live square, so no dead square explains it.
    const level = parseLevel('#######\n#. $*@#\n#######');
    expect(deadSquares(level)).not.toContain(10);
    expect(explainDeadlock(level, level)).toEqual({
      rule: 'freeze',
      crates: [10, 11],
      area: [],
      message:
        'these 2 crates are frozen, the one at row 2, column 4 off its goal: they block each other, so none can ever be pushed to a goal (row 2, column 4 and row 2, column 5)',
    });
  });

  it('leaves out the frozen crates the proof does not need', () => {
    // Four crates in a row in a corridor: the two on the left are enough to freeze the first.
    const level = levelFromRows(['##########', '#..@$$$$ #', '##########']);
    const explanation = explainDeadlock(level, level)!;
    expect(explanation.rule).toBe('freeze');
    expect(explanation.crates).toEqual([14, 15]);
  });

  it('names the crate frozen on its goal and the goal it walls off', () => {
    // ######
    // #@   #
    // #$   #   the crate in the corner stands where the worker must, to push a crate
    // #  # #   along the bottom row onto the other goal
    // #* . #
    // ######
    const level = parseLevel('######\n#@   #\n#$   #\n#  # #\n#* . #\n######');
    expect(explainDeadlock(level, level)).toEqual({
      rule: 'frozen-goal',
      crates: [25],
      area: [27],
      message:
        'the crate at row 5, column 2 is frozen on its goal and walls off the goal at row 5, column 4: no crate can be pushed onto it any more',
    });
  });

  it('names the crates of a closed area that no push can open or fill', () => {
    // #######
    // ##@   #
    // # $ . #   the worker can never stand left of the crate to push it to its goal
    // #######
    const level = parseLevel('#######\n##@   #\n# $ . #\n#######');
    expect(explainDeadlock(level, level)).toEqual({
      rule: 'corral',
      crates: [16],
      area: [15],
      message:
        'the worker can never get into the closed area at row 3, column 2: the crate at row 3, column 3 can never be pushed out of the way, nor all onto goals',
    });
  });

  it('names every crate around a corral that needs several', () => {
    const level = levelFromRows([
      '#######',
      '# #  .#',
      '##  # #',
      '#  .#$#',
      '# # $ #',
      '##@  ##',
      '#######',
    ]);
    const explanation = explainDeadlock(level, level)!;
    expect(explanation).toMatchObject({ rule: 'corral', crates: [26, 32], area: [33] });
    expect(explanation.message).toContain(
      'the 2 crates around it (row 4, column 6 and row 5, column 5)',
    );
  });

  it('names crates that cannot share out the goals they reach', () => {
    // ########
    // #  $@ .#   the worker can push the crate left, away from the goal, and can never get
    // # ######   round behind it: the way round starts behind the crate
    // #      #
    // ########
    const level = levelFromRows(['########', '#  $@ .#', '# ######', '#      #', '########']);
    const explanation = explainDeadlock(level, level)!;
    expect(explanation).toMatchObject({ rule: 'unmatched', crates: [11], area: [] });
    expect(explanation.message).toBe(
      'the crate at row 2, column 4 can reach no goal at all when pushed from the sides the worker can get to',
    );
    expect(referenceMinPushes(level)).toBe('unsolvable');
  });

  it('gives the reason about the crate pushed last first', () => {
    // Two crates on dead squares: the one named is the one pushed, when it is said.
    const level = parseLevel('#######\n#$@ $.#\n#    .#\n#######');
    const position = { crates: [8, 15], worker: 9 };
    expect(explainDeadlock(level, position)?.crates).toEqual([8]);
    expect(explainDeadlock(level, position, { pushed: 15 })?.crates).toEqual([15]);
  });

  it('finds no deadlock at the start of any Microban level (all of them are solvable)', () => {
    for (const level of microban) expect(explainDeadlock(level, level)).toBeNull();
  });

  it('finds no deadlock in a solved position', () => {
    const level = parseLevel('#####\n#@$.#\n#####');
    expect(explainDeadlock(level, after(level, 'R'))).toBeNull();
  });

  it('refuses positions the level cannot hold, naming the square', () => {
    const level = parseLevel('#####\n#@$.#\n#####');
    const refused = (crates: number[], worker: number): string => {
      try {
        explainDeadlock(level, { crates, worker });
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        return (error as InputError).message;
      }
      throw new Error('not refused');
    };
    expect(refused([0], 6)).toBe(
      'a crate at row 1, column 1 is not on the floor; expected a floor square',
    );
    expect(refused([7, 7], 6)).toBe('two crates at row 2, column 3; expected one crate a square');
    expect(refused([8], 8)).toMatch(/^the worker at row 2, column 4 is not on free floor/);
    expect(refused([8], 99)).toMatch(/^the worker at square 99 is not on free floor/);
  });

  it('names squares by 1-based row and column', () => {
    expect(squareName({ width: 7 }, 0)).toBe('row 1, column 1');
    expect(squareName({ width: 7 }, 16)).toBe('row 3, column 3');
  });
});

describe('explainDeadlock against a brute-force solver', () => {
  it('calls a position dead only when no sequence of pushes solves it', () => {
    const fired = new Map<DeadlockRule, number>();
    let checked = 0;
    fc.assert(
      fc.property(
        arbitraryLevel(3),
        fc.array(fc.constantFrom('l', 'u', 'r', 'd'), { maxLength: 80 }),
        (level, walk) => {
          // Play like a player: the legal moves of the walk, stopping at the first dead position.
          let moves = '';
          let explanation = null;
          for (const step of walk) {
            const result = replay(level, moves + step);
            if (!result.legal) continue;
            moves = result.lurd;
            const position = { crates: result.crates, worker: result.worker };
            explanation = explainDeadlock(level, position);
            if (explanation === null) continue;
            const verdict = referenceMinPushes(levelAt(level, position), 20_000);
            if (verdict === 'limit') return;
            checked++;
            fired.set(explanation.rule, (fired.get(explanation.rule) ?? 0) + 1);
            expect(verdict, `${explanation.message}\n${moves}`).toBe('unsolvable');
            expect(explanation.crates.length).toBeGreaterThan(0);
            for (const crate of explanation.crates) expect(position.crates).toContain(crate);
            return;
          }
        },
      ),
      // The rarest rules fire a few times in 600 runs (unmatched about 3, freeze about 5), so
      // a run without one came about once in twenty; in 3000 runs, about once in three
      // million.
      { numRuns: 3000 },
    );
    // Every rule was put to the test, not only the easy one.
    expect(checked).toBeGreaterThan(100);
    for (const rule of ['dead-square', 'freeze', 'corral', 'unmatched'] as const) {
      expect(fired.get(rule) ?? 0, rule).toBeGreaterThan(0);
    }
  });
});
