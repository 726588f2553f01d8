// The exit status a shell sees: a closed pipe must never turn a failure into success.
import { describe, expect, it } from 'vitest';
import { cliCommand, runShell } from './run-cli-process.js';

describe('exit status through a pipe', () => {
  // `true` exits without reading, so every write of the CLI meets a closed pipe (EPIPE);
  // `head -1` closes it after the first line.
  for (const reader of ['true', 'head -1']) {
    it(`keeps a failed verify's status 1 when piped into ${reader}`, async () => {
      const run = await runShell(
        `set -o pipefail; ${cliCommand} sokoban verify microban --level 1 uuuuu | ${reader}`,
      );
      expect(run.err).toBe('');
      expect(run.code).toBe(1);
    });
  }

  it('keeps a success 0 when piped into true', async () => {
    const run = await runShell(`set -o pipefail; ${cliCommand} knight a8 h1 | true`);
    expect(run.code).toBe(0);
  });

  it('keeps bad input 2 when stderr is the closed pipe', async () => {
    const run = await runShell(`set -o pipefail; ${cliCommand} knight z9 a1 2>&1 | true`);
    expect(run.code).toBe(2);
  });
});

describe('exit codes in --help and for a missing command', () => {
  it('lists every exit code the CLI uses in --help', async () => {
    const { runCli } = await import('./run-cli.js');
    const { code, out } = await runCli(['--help']);
    expect(code).toBe(0);
    for (const exit of ['0 ', '1 ', '2 ', '3 ', '130 ']) expect(out).toContain(`\n  ${exit}`);
  });

  it('exits 2 for `puzzlegraph sokoban` without a command, as for bare `puzzlegraph`', async () => {
    const { runCli } = await import('./run-cli.js');
    expect((await runCli([])).code).toBe(2);
    const { code, err } = await runCli(['sokoban']);
    expect(code).toBe(2);
    expect(err).toContain('Usage: puzzlegraph sokoban');
  });
});
