import { describe, expect, it } from 'vitest';
import { parseCollection } from '../src/puzzles/sokoban/format/parse.js';
import { replay } from '../src/puzzles/sokoban/moves/replay.js';
import { runCliPlain as runCli } from './run-cli.js';

// #######
// #@ $ .#
// #$   .#   the crate at row 3, column 2 is in a corner from the start
// #######
const cornered = '#######\n#@ $ .#\n#$   .#\n#######';
const open = '#######\n#@ $ .#\n#  $ .#\n#######';

describe('puzzlegraph sokoban check', () => {
  it('marks the dead squares and calls a live position alive, with exit code 0', async () => {
    const { code, out } = await runCli(['sokoban', 'check', '-'], open);
    expect(code).toBe(0);
    expect(out).toBe(
      [
        'level 1 of <stdin>: 7x4, 2 crates, 2 dead squares',
        'the start, dead squares marked x:',
        '#######',
        '#@ $ .#',
        '#x $ .#',
        '#######',
        'alive: no rule finds this position dead (dead squares, frozen crates, walled-off goals, closed areas); it may still have no solution',
        '',
      ].join('\n'),
    );
  });

  it('says why a position is dead, with the rule and the crates by row and column, exit code 1', async () => {
    const { code, out } = await runCli(['sokoban', 'check', '-'], cornered);
    expect(code).toBe(1);
    expect(out).toContain(
      'dead (dead-square): the crate at row 3, column 2 is on a square from which no goal can be reached',
    );
    const frozen = await runCli(['sokoban', 'check', 'microban', '--level', '10', '--moves', 'rR']);
    expect(frozen.code).toBe(1);
    expect(frozen.out).toContain('after 2 moves, 1 push (rR), dead squares marked x:');
    expect(frozen.out).toContain('dead (freeze): these 2 crates are frozen off their goals');
    expect(frozen.out).toContain('(row 5, column 6 and row 5, column 7)');
  });

  it('reports a closed area no push can open as a corral deadlock', async () => {
    const { code, out } = await runCli(
      ['sokoban', 'check', '-'],
      '#######\n##@   #\n# $ . #\n#######',
    );
    expect(code).toBe(1);
    expect(out).toContain(
      'dead (corral): the worker can never get into the closed area at row 3, column 2',
    );
  });

  it('checks the position after compressed moves, and a solved one', async () => {
    const moves = 'RlldRR';
    const alive = await runCli(['sokoban', 'check', '-', '--moves', 'r1R'], open);
    expect(alive.code).toBe(0);
    expect(alive.out).toContain('after 2 moves, 1 push (rR)');
    expect(replay(parseCollection(open)[0], `rR${moves}`).solved).toBe(true);
    const solved = await runCli(['sokoban', 'check', '-', '--moves', `rR${moves}`], open);
    expect(solved.code).toBe(0);
    expect(solved.out).toContain('solved: every crate is on a goal');
  });

  it('answers in JSON with 1-based rows and columns', async () => {
    const { code, out } = await runCli([
      'sokoban',
      'check',
      'microban',
      '--level',
      '10',
      '--moves',
      'rR',
      '--json',
    ]);
    expect(code).toBe(1);
    const answer = JSON.parse(out);
    expect(answer).toMatchObject({
      file: 'microban.sok',
      level: 10,
      moves: 2,
      pushes: 1,
      solved: false,
      dead: true,
      deadlock: {
        rule: 'freeze',
        crates: [
          { row: 5, column: 6 },
          { row: 5, column: 7 },
        ],
        area: [],
      },
    });
    expect(answer.deadSquares).toHaveLength(13);
    expect(answer.deadSquares[0]).toEqual({ row: 2, column: 10 });
    expect(answer.board[4]).toBe('#x  @$$ $x#');
    const alive = JSON.parse((await runCli(['sokoban', 'check', '-', '--json'], open)).out);
    expect(alive).toMatchObject({ dead: false, deadlock: null, solved: false });
  });

  it('refuses bad moves with the column, illegal moves, and levels out of range, with exit code 2', async () => {
    const refused = async (args: string[], stdin = open): Promise<string> => {
      const { code, out, err } = await runCli(['sokoban', 'check', ...args], stdin);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).not.toMatch(/\n\s+at /);
      return err.trim();
    };
    expect(await refused(['-', '--moves', 'rrx'])).toBe(
      'puzzlegraph: --moves, column 3: unknown move "x"; expected l u r d (L U R D for pushes), counts and (groups)',
    );
    expect(await refused(['-', '--moves', 'lu'])).toBe(
      'puzzlegraph: --moves, column 1: move 1 (l) walks into a wall; expected a legal move',
    );
    expect(await refused(['-', '--moves', 'rRRR'])).toBe(
      'puzzlegraph: --moves, column 4: move 4 (R) pushes a crate into a wall; expected a legal move',
    );
    expect(await refused(['-', '--moves', '4r'])).toBe(
      'puzzlegraph: --moves: move 4 (r) pushes a crate into a wall; expected a legal move',
    );
    expect(await refused(['microban', '--level', '156'])).toBe(
      'puzzlegraph: --level: 156 is out of range; expected 1 to 155',
    );
    expect(await refused(['microban', '--level', '1-2'])).toBe(
      'puzzlegraph: --level: give one level to check (2 were asked for)',
    );
    expect(await refused(['microban'])).toMatch(/choose with --level N/);
  });

  it('documents the exit codes in --help', async () => {
    const { out } = await runCli(['sokoban', 'check', '--help']);
    expect(out).toContain('Exit code: 0 alive (or solved), 1 dead, 2 bad input');
  });
});
