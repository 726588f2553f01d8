import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { runShell } from './run-cli-process.js';

const bench = 'node --import tsx bench/sokoban.bench.ts';

describe('the Sokoban benchmark', () => {
  it('solves levels of a bundled collection on a pool of two, each replayed', async () => {
    const run = await runShell(
      `${bench} microban --level 1-2 --time-limit 10s --jobs 2 --per-level`,
    );
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const lines = run.out.trim().split('\n');
    expect(lines[0]).toMatch(
      /^microban\.sok: 2 levels, 10 s per level, optimal=any, shares learned, 2 job\(s\)/,
    );
    expect(lines.filter((line) => /^ {4}[12] found /.test(line))).toHaveLength(2);
    expect(lines).toContain('solved          2/2');
  }, 60_000);

  it('refuses a level it does not have, exit code 2, no stack trace', async () => {
    const run = await runShell(`${bench} microban --level 0-3`);
    expect(run.code).toBe(2);
    expect(run.err.trim()).toBe('bench:sokoban: --level: 0 is out of range; expected 1 to 155');
  }, 60_000);

  it('runs a peer on more cores only in turn, and only Festival, which has -cores', async () => {
    for (const [args, message] of [
      ['--threads 2 --peer yass=/bin/true', '--peer yass runs on one core: leave --threads at 1'],
      [
        '--jobs 2 --peer festival=/bin/true',
        '--peer solves one level at a time: leave --jobs at 1',
      ],
    ]) {
      const run = await runShell(`${bench} microban --level 1 --time-limit 30s ${args}`);
      expect(run.code).toBe(2);
      expect(run.err.trim()).toBe(`bench:sokoban: ${message}`);
    }
  }, 60_000);

  it('compares thread counts in turn in one command and prints each ratio and the median', async () => {
    const run = await runShell(
      'node --import tsx bench/sokoban-threads.bench.ts microban --level 1-2 --time-limit 5s --rounds 1',
    );
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const lines = run.out.trim().split('\n');
    expect(lines[0]).toMatch(
      /^microban\.sok: 2 levels, 5 s per level, 1 thread against 2 threads a level, 1 round in turn/,
    );
    expect(lines[1]).toMatch(
      /^round 1 {2}1 thread +2 solved +[\d,]+ stored\/s +[\d,]+ expanded\/s$/,
    );
    expect(lines[2]).toMatch(/^round 1 {2}2 threads +2 solved /);
    const ratio = /^ {2}ratio (\d+\.\d\d) stored, (\d+\.\d\d) expanded$/.exec(lines[3]);
    expect(ratio).not.toBeNull();
    expect(lines[4]).toBe(
      `median ratio   ${ratio![1]} stored, ${ratio![2]} expanded a second (2 threads against 1; rounds: ${ratio![1]} stored; ${ratio![2]} expanded)`,
    );
  }, 60_000);

  it('refuses to compare a thread count with itself, exit code 2', async () => {
    const run = await runShell(
      'node --import tsx bench/sokoban-threads.bench.ts microban --level 1 --threads 1',
    );
    expect(run.code).toBe(2);
    expect(run.err.trim()).toBe(
      'bench:threads: --threads and --baseline are both 1: give two thread counts to compare',
    );
  }, 60_000);

  it('is held to the layers by lint: a CLI module is refused', async () => {
    const [result] = await new ESLint().lintText("import { x } from '../src/cli/options.js';\n", {
      filePath: 'bench/probe.ts',
    });
    expect(result.messages.map((message) => message.ruleId)).toContain('layers/imports');
  });
});
