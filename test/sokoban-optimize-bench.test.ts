import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runShell } from './run-cli-process.js';

const bench = 'node --import tsx bench/optimize.bench.ts';
const reference = fileURLToPath(
  new URL('../../shared/sokoban/microban.solutions.tsv', import.meta.url),
);
const folder = mkdtempSync(join(tmpdir(), 'puzzlegraph-optimize-bench-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The moves and pushes of a totals row such as `  ours   1,234   456   2  ...`. */
function totals(out: string, label: string): { moves: number; pushes: number } {
  const line = out.split('\n').find((text) => text.startsWith(`  ${label} `));
  const figures = /^\s+\S+\s+([\d,]+)\s+([\d,]+)\s+2\b/.exec(line ?? '');
  if (!figures) throw new Error(`no ${label} row in:\n${out}`);
  const read = (text: string) => Number(text.replaceAll(',', ''));
  return { moves: read(figures[1]), pushes: read(figures[2]) };
}

describe('the Sokoban optimizer benchmark', () => {
  it('optimizes our solver solutions of two levels, replays them, and caches the inputs', async () => {
    const cache = join(folder, 'inputs.json');
    const args = `microban --level 1-2 --time-limit 1s --solve-limit 5s --cache ${cache}`;
    const first = await runShell(`${bench} ${args}`);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^optimizing by moves, 1 s a level; inputs: our solver's solutions/);
    expect(first.out).toContain(
      'microban: 2 of 2 chosen levels have an input solution; 0 of them from the cache',
    );
    const input = totals(first.out, 'input');
    const ours = totals(first.out, 'ours');
    expect(input.moves).toBeGreaterThan(0);
    expect(ours.moves).toBeLessThanOrEqual(input.moves);
    if (existsSync(reference)) {
      expect(totals(first.out, 'reference').moves).toBeGreaterThan(0);
    } else {
      expect(first.out).toMatch(/ {2}reference {3}none: .*missing on this machine/);
    }
    expect(first.out.trimEnd().split('\n').at(-1)).toBe('  every solution verified by replay');
    expect(existsSync(cache)).toBe(true);

    const again = await runShell(`${bench} ${args} --json`);
    expect(again.err).toBe('');
    expect(again.code).toBe(0);
    const json = JSON.parse(again.out);
    expect(json.metric).toBe('moves');
    expect(json.peer).toBeNull();
    const [microban] = json.collections;
    expect(microban.inputsFromCache).toBe(2);
    expect(microban.levels.map((level: { level: number }) => level.level)).toEqual([1, 2]);
    expect(microban.totals.input).toEqual(input);
  }, 120_000);

  it('refuses a bad option with one line and exit code 2', async () => {
    for (const [args, message] of [
      ['--every 0', 'bench:optimize: --every: 0 is out of range; expected 1 to 9007199254740991'],
      ['--bogus', "bench:optimize: unknown option '--bogus'"],
      [
        '--peer festival=/bin/true',
        'bench:optimize: --peer festival: Festival has no optimizer; expected yass=PATH to a YASS binary',
      ],
      ['no-such-collection', 'bench:optimize: no-such-collection: no such file'],
    ]) {
      const run = await runShell(`${bench} ${args} --no-cache`);
      expect(run.code, args).toBe(2);
      expect(run.out).toBe('');
      expect(run.err.split('\n').filter(Boolean), args).toHaveLength(1);
      expect(run.err.startsWith(message), run.err).toBe(true);
    }
  }, 120_000);
});
