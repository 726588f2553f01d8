import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../src/puzzles/sokoban/format/parse.js';
import { replay } from '../src/puzzles/sokoban/moves/replay.js';
import { runCliPlain as runCli } from './run-cli.js';

// Two crates, each pushed to the goal on its right; the solution below starts with a detour.
const LEVELS = ['########', '#@ $  .#', '#      #', '#   $ .#', '########'].join('\n');
const DETOUR = 'dduurRRRdlldRR';

function scratch(): string {
  return mkdtempSync(join(tmpdir(), 'puzzlegraph-optimize-'));
}

describe('puzzlegraph sokoban optimize', () => {
  it('shortens a solution, prints before and after, and writes the best with --out', async () => {
    const dir = scratch();
    const levels = join(dir, 'one.sok');
    writeFileSync(levels, LEVELS);
    const given = replay(parseCollection(LEVELS)[0], DETOUR);
    expect(given.solved).toBe(true);
    writeFileSync(join(dir, 'in.tsv'), `level\tsolution\n1\t${DETOUR}\n`);
    const out = join(dir, 'out.tsv');
    const run = await runCli([
      'sokoban',
      'optimize',
      levels,
      '--solutions',
      join(dir, 'in.tsv'),
      '--out',
      out,
      '--time-limit',
      '5s',
    ]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      new RegExp(`^level 1: ${given.moves} moves, ${given.pushes} pushes -> \\d+ moves`),
    );
    expect(run.out).toContain('optimized 1/1 levels by moves: 1 improved');
    const [header, row] = readFileSync(out, 'utf8').trim().split('\n');
    expect(header).toBe('level\tsolution');
    const best = replay(parseCollection(LEVELS)[0], row.split('\t')[1]);
    expect(best.solved).toBe(true);
    expect(best.moves).toBeLessThan(given.moves);
  });

  it('answers in JSON with the counts before and after', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'one.sok'), LEVELS);
    writeFileSync(join(dir, 'in.tsv'), `1\t${DETOUR}\n`);
    const run = await runCli([
      'sokoban',
      'optimize',
      join(dir, 'one.sok'),
      '--solutions',
      join(dir, 'in.tsv'),
      '--metric',
      'pushes',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.out);
    expect(answer.metric).toBe('pushes');
    expect(answer.levels[0].before).toEqual({ moves: DETOUR.length, pushes: 5 });
    expect(answer.levels[0].moves).toBeLessThan(DETOUR.length);
  });

  it('refuses bad input with one line and exit code 2', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'one.sok'), LEVELS);
    const file = join(dir, 'one.sok');
    const tsv = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const cases: [string[], RegExp][] = [
      [
        ['--solutions', tsv('wall.tsv', '1\tuuuu\n')],
        /wall\.tsv:1:3: the solution of level 1 does not solve it/,
      ],
      [
        ['--solutions', tsv('missing.tsv', '3\tr\n')],
        /missing\.tsv:1:1: level 3 is not in .*one\.sok \(it has 1\)/,
      ],
      [
        ['--solutions', tsv('ok.tsv', `1\t${DETOUR}\n`), '--metric', 'fast'],
        /Allowed choices are moves, pushes, moves-only, pushes-only/,
      ],
      [['--solutions', tsv('empty.tsv', '')], /no solutions in the file/],
      [['--solutions', join(dir, 'nope.tsv')], /nope\.tsv/],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(['sokoban', 'optimize', file, ...args]);
      expect(run.code).toBe(2);
      expect(run.err).toMatch(message);
      expect(run.err.trim().split('\n')).toHaveLength(1);
      expect(run.err).not.toMatch(/\n\s+at /);
    }
  });

  it('solve --optimize shortens each solution it finds, and says from what', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'one.sok'), LEVELS);
    const run = await runCli([
      'sokoban',
      'solve',
      join(dir, 'one.sok'),
      '--optimize',
      '2s',
      '--threads',
      '1',
      '--json',
    ]);
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.out);
    expect(answer.optimized.metric).toBe('moves');
    expect(answer.moves).toBeLessThanOrEqual(answer.optimized.before.moves);
    expect(replay(parseCollection(LEVELS)[0], answer.solution).solved).toBe(true);
  });

  it('solve --optimal moves proves the fewest moves', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'one.sok'), LEVELS);
    const run = await runCli(['sokoban', 'solve', join(dir, 'one.sok'), '--optimal', 'moves']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^solved: 10 moves, 5 pushes \(fewest moves, proven\)$/m);
  });

  it('refuses --optimal moves over the queue, and a bad duration', async () => {
    const queue = ['--queue', 'redis://127.0.0.1:1'];
    for (const [args, message] of [
      [[...queue, '--optimal', 'moves'], /--optimal moves does not run over the queue yet/],
      [['--optimize', 'soon'], /--optimize: "soon" is not a duration/],
    ] as const) {
      const run = await runCli(['sokoban', 'solve', 'microban', '--level', '1', ...args]);
      expect(run.code).toBe(2);
      expect(run.err).toMatch(message);
    }
  });
});
