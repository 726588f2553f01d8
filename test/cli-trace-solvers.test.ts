// --trace on the specialised solvers: sokoban solve, laser --solve, wordsearch --all.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

type Line = { type: string; [field: string]: unknown };

function traceOf(file: string): Line[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);
}

const tempFile = (name: string) => join(mkdtempSync(join(tmpdir(), 'pg-trace-')), name);
const count = (events: Line[], type: string) => events.filter((e) => e.type === type).length;

describe('sokoban solve --trace', () => {
  it('names push states by search, number, crates and worker, and agrees with --json', async () => {
    const file = tempFile('sokoban.jsonl');
    const args = ['sokoban', 'solve', 'microban', '--level', '1', '--optimal', 'pushes'];
    const { code, out } = await runCli([...args, '--trace', file, '--json']);
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    const events = traceOf(file);
    expect(events[0]).toEqual({
      type: 'start',
      algorithm: 'sokoban optimal-pushes: push search, priority g + h',
      nodes: ['optimal-pushes#0 crates 1,3 3,4 worker 1,1'],
    });
    const label = /^[a-z][a-z0-9-]*#\d+ crates( \d+,\d+)+ worker \d+,\d+$/;
    for (const event of events) {
      if (event.type === 'expand' || event.type === 'generate') expect(event.node).toMatch(label);
    }
    expect(count(events, 'expand')).toBe(answer.stats.expanded);
    // The solver counts pushes it then drops as deadlocks among the generated; they have no event.
    expect(count(events, 'generate') + count(events, 'skip')).toBeLessThanOrEqual(
      answer.stats.generated,
    );
    expect(events.at(-2)).toMatchObject({ type: 'found', cost: answer.pushes });
    expect(events.at(-1)).toMatchObject({ type: 'end', outcome: 'found' });
  });

  it('refuses --trace for several levels (exit 2)', async () => {
    const file = tempFile('many.jsonl');
    const all = await runCli(['sokoban', 'solve', 'microban', '--all', '--trace', file]);
    expect(all.code).toBe(2);
    expect(all.err).toMatch(/--trace follows one level's search; choose one with --level N/);
    const range = await runCli(['sokoban', 'solve', 'microban', '--level', '1-2', '--trace', file]);
    expect(range.code).toBe(2);
  });
});

describe('laser --solve --trace', () => {
  it('names nodes by the pieces placed, one expand per node counted', async () => {
    const file = tempFile('laser.jsonl');
    const { code, out } = await runCli([
      'laser',
      'examples/laser/two-targets.txt',
      '--solve',
      '--json',
      '--trace',
      file,
    ]);
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    const events = traceOf(file);
    expect(events[0]).toEqual({ type: 'start', algorithm: 'dfs', nodes: ['#0'] });
    expect(count(events, 'expand')).toBe(answer.stats.expanded);
    expect(count(events, 'generate')).toBe(answer.stats.generated);
    const found = events.at(-2)!;
    expect(found.type).toBe('found');
    // The found node lists the lit pieces of the solution as symbol(x,y).
    const lit = answer.solutions[0].placements.filter((p: { lit: boolean }) => p.lit);
    for (const p of lit) expect(found.node).toContain(`${p.symbol}(${p.x},${p.y})`);
  });

  it('refuses --trace without --solve', async () => {
    const file = tempFile('light.jsonl');
    const { code, err } = await runCli(['laser', 'examples/laser/corner.txt', '--trace', file]);
    expect(code).toBe(2);
    expect(err).toContain('add --solve');
  });
});

describe('wordsearch --all --trace', () => {
  it('names paths by their letters and cells; a found event per word', async () => {
    const file = tempFile('boggle.jsonl');
    const { code, out } = await runCli([
      'wordsearch',
      'PERS/LATG/SINE/TERS',
      '--all',
      '--json',
      '--trace',
      file,
    ]);
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    const events = traceOf(file);
    expect(events[1]).toEqual({ type: 'expand', node: 'p 1,1', cost: 0, frontier: 0 });
    expect(events[2]).toEqual({ type: 'generate', node: 'pe 1,1 1,2', parent: 'p 1,1', cost: 1 });
    expect(count(events, 'expand')).toBe(answer.stats.expanded);
    expect(count(events, 'found')).toBe(answer.count);
    const words = events.filter((e) => e.type === 'found').map((e) => String(e.node).split(' ')[0]);
    expect(words.sort()).toEqual(answer.words.map((w: { word: string }) => w.word).sort());
  });

  it('refuses --trace with --straight and --animate without --word', async () => {
    const file = tempFile('x.jsonl');
    const straight = await runCli(['wordsearch', 'ABC/DEF', '--straight', '--trace', file]);
    expect(straight.code).toBe(2);
    expect(straight.err).toContain('drop --straight');
    const animate = await runCli(['wordsearch', 'ABC/DEF', '--animate']);
    expect(animate.code).toBe(2);
    expect(animate.err).toContain('--word');
  });
});
