// How every command talks about its usage (#45): usage errors are one line `puzzlegraph: ...`
// with exit code 2, a negative-looking square reaches the square parser, a directory where a
// grid belongs says what was expected, every --help lists the exit codes and writes defaults
// one way, and `help knight compare` shows compare's help.
import { describe, expect, it } from 'vitest';
import { runCliProcess } from './run-cli-process.js';
import { runCli } from './run-cli.js';

/** The one line a usage error prints: `puzzlegraph: ...`, no `error:`, no second line. */
function expectOneUsageLine(err: string): void {
  const lines = err.split('\n');
  expect(lines, err).toHaveLength(2);
  expect(lines[1]).toBe('');
  expect(lines[0]).toMatch(/^puzzlegraph: /);
  expect(lines[0]).not.toContain('error:');
}

describe('usage errors are one line, puzzlegraph: ...', () => {
  it('says so for an unknown option, as a process with exit code 2', async () => {
    const run = await runCliProcess(['knight', 'a8', 'h1', '--borad', '10x10']);
    expect(run.code).toBe(2);
    expectOneUsageLine(run.err);
    expect(run.err).toBe(
      "puzzlegraph: unknown option '--borad' (did you mean --board?); see puzzlegraph knight --help\n",
    );
  });

  const cases: [string[], string][] = [
    [['knight', 'a8'], "missing required argument 'to'"],
    [['knight', 'a8', 'h1', 'c3'], 'too many arguments'],
    [['knight', 'a8', 'h1', '--board'], "option '--board <WxH>' argument missing"],
    [['nosuchpuzzle'], "unknown command 'nosuchpuzzle'"],
    [['ladder', 'stats', '--jsn'], "unknown option '--jsn'"],
    [['terrain', 'examples/terrain/island.txt', '--to', '1,1'], "required option '--from"],
    [
      ['terrain', 'examples/terrain/island.txt', '--from', '0,0', '--algorithm', 'bfs'],
      "argument 'bfs' is invalid",
    ],
    [['help', 'knight', 'nosuch'], "unknown command 'nosuch'"],
  ];
  for (const [args, message] of cases) {
    it(`says "${message}" in one line for ${args.join(' ')}`, async () => {
      const { code, err } = await runCli(args);
      expect(code).toBe(2);
      expectOneUsageLine(err);
      expect(err).toContain(message);
    });
  }
});

describe('arguments that look like negative numbers', () => {
  it('hands knight -1,0 to the square parser, which says it is not a square', async () => {
    const run = await runCliProcess(['knight', '-1,0', 'h1']);
    expect(run.code).toBe(2);
    expectOneUsageLine(run.err);
    expect(run.err).toContain('"-1,0" is not a square');
    expect(run.err).not.toContain('unknown option');
  });

  it('does the same for the second square and a bare negative number', async () => {
    expect((await runCli(['knight', 'a8', '-3'])).err).toContain('"-3" is not a square');
    expect((await runCli(['ladder', '-5', 'cold'])).err).toContain('"-5" is not a word');
  });

  it('still reports a real unknown option given beside one', async () => {
    const { code, err } = await runCli(['knight', '-1,0', 'h1', '--bogus']);
    expect(code).toBe(2);
    expectOneUsageLine(err);
    expect(err).toContain("unknown option '--bogus'");
  });
});

describe('a directory where a grid belongs', () => {
  it('says what was expected: a grid file, standard input, or the rows inline', async () => {
    const { code, err } = await runCli(['wordsearch', '///']);
    expect(code).toBe(2);
    expectOneUsageLine(err);
    expect(err).toContain('it is a directory; expected a grid');
    expect(err).toContain('inline as PERS/LATG/SINE/TERS');
  });
});

/** Every command of ours (sokoban, queue and worker commands have their owners). */
const COMMANDS = [
  ['knight'],
  ['knight', 'compare'],
  ['ladder'],
  ['ladder', 'path'],
  ['ladder', 'stats'],
  ['ladder', 'farthest'],
  ['wordsearch'],
  ['laser'],
  ['terrain'],
  ['grid'],
];

describe('--help', () => {
  for (const command of COMMANDS) {
    it(`lists the exit codes and writes defaults as (default: ...) in ${command.join(' ')}`, async () => {
      const { code, out } = await runCli([...command, '--help']);
      expect(code).toBe(0);
      expect(out).toContain(`Usage: puzzlegraph ${command.join(' ')} `);
      expect(out).toContain('\nExit codes:\n');
      for (const exit of ['0 ', '1 ', '2 ', '3 ', '130 ']) expect(out).toContain(`\n  ${exit}`);
      // One form: `(default: 8x8)`, never `(default 1000)`, `(the default ...)` or quoted.
      expect(out).not.toMatch(/\(default [^:]|the default|default: "/);
    });
  }

  it('lists the exit codes in a sokoban subcommand too (set for every command)', async () => {
    const { out } = await runCli(['sokoban', 'show', '--help']);
    expect(out).toContain('\nExit codes:\n');
  });

  it('shows the help of knight compare for `help knight compare`', async () => {
    const { code, out } = await runCli(['help', 'knight', 'compare']);
    expect(code).toBe(0);
    expect(out).toContain('Usage: puzzlegraph knight compare [options]');
    expect(out).toContain('--trials <n>');
  });

  it('shows the help of a command and of the program with `help`', async () => {
    expect((await runCli(['help', 'ladder'])).out).toContain('Usage: puzzlegraph ladder ');
    expect((await runCli(['help'])).out).toContain('Usage: puzzlegraph [options] [command]');
  });
});
