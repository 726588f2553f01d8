import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCollection, solveSokoban } from '../src/puzzles/sokoban/index.js';
import { runShell } from './run-cli-process.js';

const bench = 'node --import tsx bench/sokoban-endgames.ts';

/** Reference solutions of Microban 1-3, found by the solver itself. */
function referenceSolutions(): string {
  const file = 'data/sokoban/microban.sok';
  const levels = parseCollection(readFileSync(file, 'utf8'), { file }).slice(0, 3);
  const rows = levels.map((level, i) => {
    const result = solveSokoban(level, { timeLimitMs: 10_000 });
    return `${i + 1}\t${result.solution}`;
  });
  const path = join(mkdtempSync(join(tmpdir(), 'puzzlegraph-endgames-')), 'microban.tsv');
  writeFileSync(path, `level\tsolution\n${rows.join('\n')}\n`);
  return path;
}

describe('the Sokoban endgame benchmark', () => {
  it('tries each chosen search on the positions before the end of each solution', async () => {
    const solutions = referenceSolutions();
    const run = await runShell(
      `${bench} microban --level 1-3 --solutions ${solutions} --before 1,2 --preset fess,plan,optimal-pushes --per-level`,
    );
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const lines = run.out.trim().split('\n');
    expect(lines[0]).toBe(
      'microban.sok: 3 levels with reference solutions, endgames 1, 2 pushes before the end, 2,000 expansions each (turns by positions generated)',
    );
    expect(lines[1]).toMatch(/^search +1 before +2 before$/);
    // One and two pushes from solved, every search finishes Microban's first levels.
    expect(lines[2]).toMatch(/^fess +3\/3 +3\/3$/);
    expect(lines[3]).toMatch(/^plan +3\/3 +3\/3$/);
    expect(lines[4]).toMatch(/^optimal-pushes +3\/3 +3\/3$/);
    expect(lines.slice(5)).toEqual([
      'fess did not finish: none',
      'plan did not finish: none',
      'optimal-pushes did not finish: none',
    ]);
  }, 60_000);

  it('refuses a search it does not have and a missing file, exit code 2, no stack trace', async () => {
    const unknown = await runShell(
      `${bench} microban --level 1 --solutions /dev/null --preset nope`,
    );
    expect(unknown.code).toBe(2);
    expect(unknown.err.trim()).toBe(
      "sokoban-endgames: --preset: no search 'nope'; expected one of fess, reverse, goal-rooms, base-plan, spread-pair, plan, optimal-pushes",
    );
    const missing = await runShell(`${bench} microban --solutions /no/such.tsv`);
    expect(missing.code).toBe(2);
    expect(missing.err.trim()).toBe('sokoban-endgames: --solutions: /no/such.tsv: no such file');
  }, 60_000);
});
