import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../errors.js';
import { parseLevel } from '../format/parse.js';
import { arbitraryLevel, referenceMinPushes } from '../rules/reference.test-support.js';
import { hintFrom } from './hint.js';
import { levelAt, positionAfter } from './position.js';
import { replay } from './replay.js';

// #######
// #@ $ .#
// #  $ .#
// #######
const game = parseLevel('#######\n#@ $ .#\n#  $ .#\n#######');

function refusal(run: () => unknown): InputError {
  try {
    run();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('positionAfter', () => {
  it('gives the position, the counts and the crate pushed last', () => {
    expect(positionAfter(game, 'rR')).toEqual({
      position: { crates: [11, 17], worker: 10 },
      moves: 2,
      pushes: 1,
      lurd: 'rR',
      pushed: 11,
      solved: false,
    });
    // Pushes in lower case are inferred; walks after the last push do not hide it.
    expect(positionAfter(game, 'rrld').pushed).toBe(11);
    expect(positionAfter(game, '').pushed).toBeUndefined();
  });

  it('names the illegal move and its column', () => {
    const error = refusal(() => positionAfter(game, 'rRRR'));
    expect(error.reason).toBe('move 4 (R) pushes a crate into a wall; expected a legal move');
    expect(error.location.column).toBe(4);
    // Compressed moves have no column for an expanded move.
    expect(refusal(() => positionAfter(game, '4r')).location.column).toBeUndefined();
    expect(refusal(() => positionAfter(game, 'rx')).location.column).toBe(2);
  });

  it('agrees with replay on random walks', () => {
    fc.assert(
      fc.property(
        arbitraryLevel(3),
        fc.array(fc.constantFrom('l', 'u', 'r', 'd')),
        (level, walk) => {
          let moves = '';
          for (const step of walk) if (replay(level, moves + step).legal) moves += step;
          const result = replay(level, moves);
          const after = positionAfter(level, moves);
          expect(after.position).toEqual({ crates: result.crates, worker: result.worker });
          expect([after.moves, after.pushes, after.solved]).toEqual([
            result.moves,
            result.pushes,
            result.solved,
          ]);
          if (result.pushes > 0) expect(result.crates).toContain(after.pushed);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('levelAt', () => {
  it('starts the level where the moves left it', () => {
    const level = levelAt(game, positionAfter(game, 'rR').position);
    expect(level).toMatchObject({ crates: [11, 17], worker: 10, width: 7, height: 4 });
    expect(level.walls).toBe(game.walls);
  });

  it('is solved in as few pushes as the original level after the moves, never fewer', () => {
    fc.assert(
      fc.property(
        arbitraryLevel(2),
        fc.array(fc.constantFrom('l', 'u', 'r', 'd')),
        (level, walk) => {
          let moves = '';
          for (const step of walk) if (replay(level, moves + step).legal) moves += step;
          const after = positionAfter(level, moves);
          const left = referenceMinPushes(levelAt(level, after.position));
          const fromStart = referenceMinPushes(level);
          if (typeof fromStart !== 'number') return;
          // Solving from the position continues the game: the start can do no worse.
          if (typeof left === 'number') expect(fromStart).toBeLessThanOrEqual(after.pushes + left);
          if (after.pushes === 0) expect(left).toBe(fromStart);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses positions the board cannot hold', () => {
    expect(refusal(() => levelAt(game, { crates: [0, 17], worker: 10 })).reason).toBe(
      'a crate at square 0 is not on the floor',
    );
    expect(refusal(() => levelAt(game, { crates: [11, 11], worker: 10 })).reason).toBe(
      'two crates at row 2, column 5; expected one crate a square',
    );
    expect(refusal(() => levelAt(game, { crates: [11, 17], worker: 11 })).reason).toBe(
      'the worker at row 2, column 5 is not on free floor',
    );
    expect(refusal(() => levelAt(game, { crates: [11], worker: 10 })).reason).toBe(
      "1 crates; expected the level's 2, one for each goal",
    );
  });
});

describe('hintFrom', () => {
  it('gives the next push from the position played, and a continuation that solves the game', () => {
    const hint = hintFrom(game, 'rR', { timeLimitMs: 10_000 });
    expect(hint.outcome).toBe('found');
    expect(hint.next).toMatch(/^[lurd]*[LURD]$/);
    expect(hint.continuation.startsWith(hint.next)).toBe(true);
    expect(replay(game, hint.played + hint.continuation).solved).toBe(true);
    const two = hintFrom(game, 'rR', { timeLimitMs: 10_000, pushes: 2 });
    expect(two.next.replace(/[lurd]/g, '')).toHaveLength(2);
  });

  it('says why a dead position has no hint, without running the solver', () => {
    const level = parseLevel('#######\n#@ $ .#\n#$   .#\n#######');
    const hint = hintFrom(level, 'r');
    expect(hint.outcome).toBe('deadlock');
    expect(hint.deadlock?.rule).toBe('dead-square');
    expect(hint.result).toBeUndefined();
    expect(hint.next).toBe('');
  });

  it('says when the game is already solved', () => {
    const level = parseLevel('#####\n#@$.#\n#####');
    expect(hintFrom(level, 'R')).toMatchObject({ outcome: 'solved', next: '', continuation: '' });
  });

  it('passes the limits to the solver', () => {
    const hint = hintFrom(game, '', { maxStates: 1 });
    expect(hint.outcome).toBe('memoryLimit');
    expect(hint.next).toBe('');
  });
});

describe("the entry point's example of taking up a game", () => {
  it('does what the doc comment of index.ts says', async () => {
    const sokoban = await import('../index.js');
    const { position, pushed } = sokoban.positionAfter(game, 'rR');
    expect([position, pushed]).toEqual([{ crates: [11, 17], worker: 10 }, 11]);
    expect(sokoban.explainDeadlock(game, position, { pushed })).toBeNull();
    const rest = sokoban.solveSokoban(sokoban.levelAt(game, position)).solution!;
    expect(replay(game, 'rR' + rest).solved).toBe(true);
    expect(sokoban.hintFrom(game, 'rR', { timeLimitMs: 5_000 }).next).toMatch(/^[lurd]*[LURD]$/);
    expect(sokoban.deadSquares(game)).toEqual([8, 15]);
    const lost = parseLevel('#######\n#@ $ .#\n#$   .#\n#######');
    expect(sokoban.explainDeadlock(lost, lost)?.message).toBe(
      'the crate at row 3, column 2 is on a square from which no goal can be reached',
    );
  });
});
