// --trace on the solving commands: one JSON line per event, nodes named by the puzzle.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

function traceOf(file: string): { type: string; [field: string]: unknown }[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

const tempFile = (name: string) => join(mkdtempSync(join(tmpdir(), 'pg-trace-')), name);

describe('--trace', () => {
  it('ladder: nodes are words, and the trace ends at the last word', async () => {
    const file = tempFile('ladder.jsonl');
    const { code } = await runCli(['ladder', 'words', 'graph', '--trace', file]);
    expect(code).toBe(0);
    const events = traceOf(file);
    expect(events[0]).toEqual({ type: 'start', algorithm: 'bfs', nodes: ['words'] });
    expect(events.at(-2)).toEqual({ type: 'found', node: 'graph', cost: 7 });
    expect(
      events.filter((e) => e.type === 'generate').every((e) => /^[a-z]{5}$/.test(String(e.node))),
    ).toBe(true);
  });
});

describe('terrain --trace and --animate', () => {
  it('names cells x,y and reports A* priorities', async () => {
    const file = tempFile('terrain.jsonl');
    const { code, out } = await runCli([
      'terrain',
      'examples/terrain/valley.txt',
      '--from',
      '1,1',
      '--to',
      '14,9',
      '--trace',
      file,
      '--animate',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('expanded 37  frontier');
    const events = traceOf(file);
    expect(events[0]).toEqual({ type: 'start', algorithm: 'astar', nodes: ['1,1'] });
    expect(events.find((e) => e.type === 'generate')).toHaveProperty('priority');
    expect(events.at(-2)).toEqual({ type: 'found', node: '14,9', cost: 24 });
  });
});

describe('wordsearch --trace and --animate', () => {
  it('follows the depth-first search cell by cell to the last letter', async () => {
    const file = tempFile('wordsearch.jsonl');
    const { code, out } = await runCli([
      'wordsearch',
      'PERS/LATG/SINE/TERS',
      '--word',
      'plasterings',
      '--trace',
      file,
      '--animate',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('[P] E  R [S]');
    const events = traceOf(file);
    expect(events[0]).toEqual({ type: 'start', algorithm: 'dfs', nodes: [] });
    expect(events[1]).toEqual({ type: 'expand', node: '1,1', cost: 0, frontier: 0 });
    expect(events.at(-2)).toEqual({ type: 'found', node: '1,4', cost: 10 });
    expect(events.at(-1)?.type).toBe('end');
  });

  it('refuses --trace with --straight', async () => {
    const { code, err } = await runCli([
      'wordsearch',
      'ABC/DEF',
      '--word',
      'abc',
      '--straight',
      '--trace',
      tempFile('x.jsonl'),
    ]);
    expect(code).toBe(2);
    expect(err).toContain('drop --straight');
  });
});

describe('grid --trace', () => {
  it('traces jump point search with octile costs on a small map', async () => {
    const { writeFileSync } = await import('node:fs');
    const map = tempFile('small.map');
    writeFileSync(map, 'type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n');
    const file = tempFile('grid.jsonl');
    const { code } = await runCli(['grid', map, '--from', '0,0', '--to', '3,2', '--trace', file]);
    expect(code).toBe(0);
    const events = traceOf(file);
    expect(events[0]).toEqual({ type: 'start', algorithm: 'jps', nodes: ['0,0'] });
    const found = events.at(-2)!;
    expect(found.type).toBe('found');
    expect(found.node).toBe('3,2');
    // Every diagonal would cut a corner of the @@ block, so the way is 5 straight steps.
    expect(found.cost).toBe(5);
    expect(events.filter((e) => e.type === 'expand').length).toBe(
      (events.at(-1)!.stats as { expanded: number }).expanded,
    );
  });
});
