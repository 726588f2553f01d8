import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

describe('puzzlegraph knight', () => {
  it('answers a8 h1 with 6 moves and the path', async () => {
    const { code, out } = await runCli(['knight', 'a8', 'h1']);
    expect(code).toBe(0);
    expect(out).toMatch(/^6 moves \(fewest\): a8 /);
    expect(out).toContain('h1');
  });

  it('refuses an off-board square with exit code 2 and one line', async () => {
    const { code, err } = await runCli(['knight', 'z9', 'a1']);
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain('"z9" is off the 8x8 board');
  });

  it('refuses a 0x5 board with exit code 2', async () => {
    const { code, err } = await runCli(['knight', 'a1', 'a2', '--board', '0x5']);
    expect(code).toBe(2);
    expect(err).toContain('each side must be from 1 to 4096');
  });

  it('says clearly when a square cannot be reached, with exit code 1', async () => {
    const { code, out } = await runCli(['knight', 'b2', 'a1', '--board', '3x3']);
    expect(code).toBe(1);
    expect(out).toContain('cannot be reached');
  });

  it('prints JSON for scripts', async () => {
    const { code, out } = await runCli(['knight', '0,7', '7,0', '--json']);
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.moves).toBe(6);
    expect(answer.path[0]).toBe('a8');
    expect(answer.path.at(-1)).toBe('h1');
  });

  it('compares BFS and DFS over random pairs', async () => {
    const { code, out } = await runCli(['knight', 'compare', '--trials', '200', '--json']);
    expect(code).toBe(0);
    const figures = JSON.parse(out);
    expect(figures.bfs.meanLength).toBeLessThan(figures.dfs.meanLength);
    expect(figures.bfs.longest).toBeLessThanOrEqual(6);
  });

  it('answers on the largest board, 4096x4096, well under a second (no per-square set-up)', async () => {
    const started = performance.now();
    const { code, out } = await runCli(['knight', 'a1', 'b3', '--board', '4096x4096']);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(code).toBe(0);
    expect(out).toMatch(/^1 move \(fewest\): a1 b3\n/);
    expect(out).toContain('too large to draw');
    expect(out).toContain('expanded 1 square in');
  });

  it('refuses --animate on a board too large to draw', async () => {
    const { code, err } = await runCli(['knight', 'a1', 'b3', '--board', '500x500', '--animate']);
    expect(code).toBe(2);
    expect(err).toContain('too large to draw');
  });

  it('rejects unknown options with exit code 2', async () => {
    const { code } = await runCli(['knight', 'a1', 'b3', '--bogus']);
    expect(code).toBe(2);
  });
});

describe('puzzlegraph knight --trace and --animate', () => {
  it('writes one JSON line per search event, squares by name', async () => {
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'pg-trace-')), 'bfs.jsonl');
    const { code } = await runCli(['knight', 'a8', 'h1', '--trace', file]);
    expect(code).toBe(0);
    const events = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(events[0]).toEqual({ type: 'start', algorithm: 'bfs', nodes: ['a8'] });
    expect(events[1]).toEqual({ type: 'expand', node: 'a8', cost: 0, frontier: 0 });
    expect(events.at(-2)).toEqual({ type: 'found', node: 'h1', cost: 6 });
    const end = events.at(-1);
    expect(end.type).toBe('end');
    expect(end.stats.expanded).toBe(events.filter((e) => e.type === 'expand').length);
  });

  it('draws the final frame with the path when output is not a terminal', async () => {
    const { code, out } = await runCli(['knight', 'a8', 'c7', '--animate']);
    expect(code).toBe(0);
    expect(out).toContain('8  0 ');
    expect(out).toContain('expanded 1  frontier');
    expect(out).toContain('1 move (bfs): a8 c7');
  });

  it('refuses a trace file it cannot write, with exit code 2', async () => {
    const { code, err } = await runCli([
      'knight',
      'a8',
      'h1',
      '--trace',
      '/nonexistent/dir/t.jsonl',
    ]);
    expect(code).toBe(2);
    expect(err).toContain('--trace: cannot write');
  });
});
