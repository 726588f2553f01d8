import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { hasSharedData, sharedPath } from './shared-data.js';

// A 6x4 map; the wall forces a detour and forbids cutting its corners.
const MAP = 'type octile\nheight 4\nwidth 6\nmap\n......\n..@@..\n..@...\n......\n';
const SQRT2 = Math.SQRT2;

function files(scenarios: string[]): { map: string; scen: string } {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlegraph-grid-'));
  writeFileSync(join(dir, 'small.map'), MAP);
  writeFileSync(join(dir, 'small.map.scen'), ['version 1', ...scenarios].join('\n') + '\n');
  return { map: join(dir, 'small.map'), scen: join(dir, 'small.map.scen') };
}

describe('puzzlegraph grid', () => {
  it('finds an octile path, draws it and gives its length', async () => {
    const { code, out } = await runCli(['grid', '-', '--from', '0,2', '--to', '5,1'], MAP);
    expect(code).toBe(0);
    // (0,2) -> (1,3) diagonal, (2,3), (3,3) straight, (4,2), (5,1) diagonal: 2 + 3 sqrt 2.
    expect(out).toContain(`length ${Number((2 + 3 * SQRT2).toFixed(6))} in 5 moves`);
    expect(out).toContain('..@@.B\nA.@.*.\n.***..\n');
  });

  it('searches 4-connected with --no-diagonal, in JSON', async () => {
    const { code, out } = await runCli(
      ['grid', '-', '--from', '0,2', '--to', '5,1', '--no-diagonal', '--json'],
      MAP,
    );
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.length).toBe(8);
    expect(answer.path).toHaveLength(9);
  });

  it('checks a scenario file: matches, a wrong length, exit 1 when any differs', async () => {
    const length = (2 + 3 * SQRT2).toFixed(5);
    const good = files([`0\tsmall.map\t6\t4\t0\t2\t5\t1\t${length}`, '0 small.map 6 4 0 0 5 0 5']);
    for (const algorithm of ['jps', 'astar']) {
      const pass = await runCli(['grid', good.map, '--scen', good.scen, '--algorithm', algorithm]);
      expect(pass.code).toBe(0);
      expect(pass.out).toMatch(/^2 of 2 scenarios match/);
    }
    const bad = files([`0\tsmall.map\t6\t4\t0\t2\t5\t1\t7.24264`]);
    const fail = await runCli(['grid', bad.map, '--scen', bad.scen, '--json']);
    expect(fail.code).toBe(1);
    const report = JSON.parse(fail.out);
    expect(report.differing).toBe(1);
    expect(report.mismatches[0]).toMatchObject({ line: 2, expected: '7.24264' });
  });

  it('refuses bad maps and scenarios with exit 2 and one line', async () => {
    const bad = await runCli(
      ['grid', '-', '--from', '0,0', '--to', '1,0'],
      MAP.replace('..@@', '..#@'),
    );
    expect(bad.code).toBe(2);
    expect(bad.err.trim()).toBe(
      'puzzlegraph: <stdin>:6:3: unexpected character "#"; expected one of . G S W @ O T',
    );
    const wrongSize = files(['0 small.map 8 8 0 0 1 1 1.41421']);
    const sized = await runCli(['grid', wrongSize.map, '--scen', wrongSize.scen]);
    expect(sized.code).toBe(2);
    expect(sized.err).toContain('small.map.scen:2: the scenario is for a 8x8 map');
    const blocked = await runCli(['grid', '-', '--from', '2,1', '--to', '0,0'], MAP);
    expect(blocked.code).toBe(2);
    expect(blocked.err).toContain('--from: 2,1 is blocked');
  });

  it.skipIf(!hasSharedData('grid', 'arena.map'))(
    'matches every arena scenario of the Moving AI benchmark',
    async () => {
      const map = sharedPath('grid', 'arena.map');
      const { code, out } = await runCli(['grid', map, '--scen', `${map}.scen`, '--json']);
      expect(code).toBe(0);
      const report = JSON.parse(out);
      expect(report.matching).toBe(report.checked);
      expect(report.checked).toBeGreaterThan(100);
    },
  );
});
