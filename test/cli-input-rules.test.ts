// CLI-side input rules and small print (#19).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const MAP = 'type octile\nheight 4\nwidth 6\nmap\n......\n..@@..\n..@...\n......\n';

describe('input rules', () => {
  it('refuses an empty .scen with exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'puzzlegraph-rules-'));
    writeFileSync(join(dir, 'empty.scen'), 'version 1\n');
    const { code, err } = await runCli(['grid', '-', '--scen', join(dir, 'empty.scen')], MAP);
    expect(code).toBe(2);
    expect(err).toContain('holds no scenarios');
  });

  for (const missing of ['nosuchfile.tsv', 'dir/moves', 'a\\b', 'x.txt', 'level.sok']) {
    it(`says "cannot read" for a verify argument that looks like a path: ${missing}`, async () => {
      const { code, err } = await runCli([
        'sokoban',
        'verify',
        'microban',
        missing,
        '--level',
        '2',
      ]);
      expect(code).toBe(2);
      expect(err).toContain(`cannot read ${missing}: no such file`);
    });
  }

  it('refuses --all with a --level that picks only some levels', async () => {
    const { code, err } = await runCli(['sokoban', 'solve', 'microban', '--all', '--level', '1-3']);
    expect(code).toBe(2);
    expect(err).toContain('--all takes every level and --level 1-3 only some');
  });

  it('ladders words that are command names with `ladder path`', async () => {
    const { code, out } = await runCli(['ladder', 'path', 'stats', 'stars', '--dict', 'english']);
    expect(code).toBe(0);
    expect(out).toMatch(/^stats -> stars: 1 step \(/);
  });
});

describe('small print', () => {
  it('writes 1 step, 1 word and thousands separators', async () => {
    const ladder = await runCli(['ladder', 'cold', 'cord']);
    expect(ladder.out).toContain('cold -> cord: 1 step (');
    const all = await runCli(['ladder', 'cold', 'cord', '--all']);
    expect(all.out).toContain('1 shortest ladder of 1 step');
    const grid = await runCli(['grid', '-', '--from', '0,0', '--to', '1,0'], MAP);
    expect(grid.out).toContain('in 1 move from');
    expect(grid.out).toContain('expanded 1 cell in');
    const big = await runCli([
      'knight',
      'a1',
      'cz4000',
      '--board',
      '4096x4096',
      '--time-limit',
      '30s',
    ]);
    expect(big.out).toMatch(/expanded \d{1,3}(,\d{3})+ squares/);
  });

  it('rounds JSON times to microseconds', async () => {
    const { out } = await runCli(['knight', 'a8', 'h1', '--json']);
    const elapsed = JSON.parse(out).stats.elapsedMs as number;
    expect(Math.round(elapsed * 1000) / 1000).toBe(elapsed);
    expect(out).toMatch(/"elapsedMs": \d+(\.\d{1,3})?\n/);
  });
});
