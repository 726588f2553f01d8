import { describe, expect, it } from 'vitest';
import { runShell } from './run-cli-process.js';

// The repository is its own baseline here: the A/B runs, whatever the versions.
const ab = 'node --import tsx bench/sokoban-ab.ts --baseline . data/sokoban/microban.sok';

describe('the Sokoban A/B benchmark', () => {
  it('solves a range of levels with both versions, alternating, and prints the ratios', async () => {
    const run = await runShell(`${ab} --levels 1-2 --rounds 1`);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const lines = run.out.trim().split('\n');
    // Two levels, two versions, one round; then the totals and the fastest runs.
    expect(lines.filter((line) => / level [12]: found, /.test(line))).toHaveLength(4);
    expect(lines.at(-2)).toMatch(/^baseline [\d.]+ s, current [\d.]+ s: current is [\d.]+ times/);
    expect(lines.at(-1)).toMatch(/^fastest runs: baseline [\d.]+ s, current [\d.]+ s/);
  }, 60_000);

  it('refuses a level it does not have, exit code 2, no stack trace', async () => {
    const run = await runShell(`${ab} --levels 0-3`);
    expect(run.code).toBe(2);
    expect(run.err.trim()).toBe('sokoban-ab: --levels: 0 is out of range; expected 1 to 155');
  }, 60_000);
});
