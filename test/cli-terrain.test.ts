import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const ISLAND = 'examples/terrain/island.txt';

describe('puzzlegraph terrain', () => {
  it('prints the cost and draws the path on the map', async () => {
    const { code, out } = await runCli(['terrain', ISLAND, '--from', '0,0', '--to', '19,9']);
    expect(code).toBe(0);
    expect(out).toMatch(/^cost 30 in \d+ steps from 0,0 to 19,9 \(A\*\):/);
    expect(out).toContain('0 A>');
    expect(out).toMatch(/>B\n/);
  });

  it('gives the same cost with Dijkstra, in JSON', async () => {
    const { code, out } = await runCli([
      'terrain',
      ISLAND,
      '--from',
      '0,0',
      '--to',
      '19,9',
      '--algorithm',
      'dijkstra',
      '--json',
    ]);
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.cost).toBe(30);
    expect(answer.path[0]).toEqual([0, 0]);
    expect(answer.path.at(-1)).toEqual([19, 9]);
  });

  it('lists a movement range', async () => {
    const { code, out } = await runCli([
      'terrain',
      ISLAND,
      '--from',
      '8,4',
      '--range',
      '1',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out).range).toEqual([
      [8, 4, 0],
      [8, 3, 1],
      [7, 4, 1],
      [9, 4, 1],
    ]);
  });

  it('reads standard input and refuses a bad symbol with line and column, exit 2', async () => {
    const { code, err } = await runCli(
      ['terrain', '-', '--from', '0,0', '--to', '1,0'],
      '..\n.x\n',
    );
    expect(code).toBe(2);
    expect(err.trim()).toBe(
      'puzzlegraph: <stdin>:2:2: unexpected character "x"; expected plains (space or .), f (forest), w (water) or m (mountain)',
    );
  });

  it('says when the goal cannot be reached, exit 1', async () => {
    const { code, out } = await runCli(
      ['terrain', '-', '--from', '0,0', '--to', '2,0'],
      '.m.\n.m.\n',
    );
    expect(code).toBe(1);
    expect(out).toContain('2,0 cannot be reached from 0,0');
  });

  it('refuses a start on a mountain or off the board, and a missing goal, exit 2', async () => {
    expect((await runCli(['terrain', '-', '--from', '1,0', '--to', '0,0'], '.m.\n')).code).toBe(2);
    const off = await runCli(['terrain', '-', '--from', '5,0', '--to', '0,0'], '.m.\n');
    expect(off.code).toBe(2);
    expect(off.err).toContain('off the 3x1 board');
    const neither = await runCli(['terrain', '-', '--from', '0,0'], '.m.\n');
    expect(neither.code).toBe(2);
    expect(neither.err).toContain('--to X,Y');
  });
});
