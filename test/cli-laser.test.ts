import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const example = (name: string): string => `examples/laser/${name}`;

describe('puzzlegraph laser', () => {
  it('draws the light of a plain board and exits 0 when every target is lit', async () => {
    const { code, out } = await runCli(['laser', example('splitters.txt')]);
    expect(code).toBe(0);
    expect(out).toContain('▼');
    expect(out).toContain('◉');
    expect(out).toMatch(/2 of 2 targets hit/);
  });

  it("draws the design notes' udlr diagram", async () => {
    const { code, out } = await runCli(['laser', '-', '--render', 'udlr'], '>N..\n.-..\n');
    expect(code).toBe(0);
    expect(out.startsWith('...r udlr ...r ...r\n.... ud.. .... ....\n')).toBe(true);
  });

  it('exits 1 and names the dark targets when some target is not lit', async () => {
    const { code, out } = await runCli(['laser', '-'], '>.#o\n');
    expect(code).toBe(1);
    expect(out).toContain('0 of 1 targets hit, dark: (3,0)');
  });

  it('solves a puzzle, printing the placements and the lit board', async () => {
    const { code, out } = await runCli(['laser', example('three-targets.txt'), '--solve']);
    expect(code).toBe(0);
    expect(out).toMatch(/^place mirror \/ at \(1,2\), splitter N at \(2,2\), mirror \\ at \(1,4\)/);
    expect(out).toContain('1 solution');
  });

  it('lists every solution as JSON for scripts', async () => {
    const { code, out } = await runCli([
      'laser',
      example('corner.txt'),
      '--solve',
      '--all',
      '--json',
    ]);
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.outcome).toBe('found');
    expect(answer.complete).toBe(true);
    expect(answer.solutions.length).toBeGreaterThan(1);
    for (const solution of answer.solutions) {
      expect(solution.placements).toHaveLength(2);
      expect(solution.targetsHit).toBe(1);
    }
    expect(answer.stats.expanded).toBeGreaterThan(0);
  });

  it('exits 1 and says so when a puzzle has no solution', async () => {
    const { code, out } = await runCli(['laser', example('impossible.txt'), '--solve']);
    expect(code).toBe(1);
    expect(out).toContain('no solution');
  });

  it('exits 1 when a limit stops the search', async () => {
    const { code, out } = await runCli([
      'laser',
      example('three-targets.txt'),
      '--solve',
      '--max-nodes',
      '3',
    ]);
    expect(code).toBe(1);
    expect(out).toContain('stopped by the node limit');
  });

  it('refuses a bad board with exit code 2 and one line naming line and column', async () => {
    const { code, err } = await runCli(['laser', '-'], '>..\n.x.\n');
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain('<stdin>:2:2: unknown symbol "x"');
  });

  it('refuses an unknown drawing style with exit code 2', async () => {
    const { code } = await runCli(['laser', example('corner.txt'), '--render', 'svg']);
    expect(code).toBe(2);
  });
});

describe('puzzlegraph laser --on-beam', () => {
  it('keeps only the solutions whose pieces all stand in the light', async () => {
    const all = JSON.parse(
      (await runCli(['laser', example('corner.txt'), '--solve', '--all', '--json'])).out,
    );
    const run = await runCli([
      'laser',
      example('corner.txt'),
      '--solve',
      '--all',
      '--on-beam',
      '--json',
    ]);
    const onBeam = JSON.parse(run.out);
    expect(run.code).toBe(0);
    expect(onBeam.solutions.length).toBe(all.solutions.length - 1);
    for (const solution of onBeam.solutions) {
      for (const p of solution.placements) expect(p.lit).toBe(true);
    }
  });
});
