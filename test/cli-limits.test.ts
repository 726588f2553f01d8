// Every limit on every command (#19): --time-limit everywhere, refused when empty; one name
// for the node budget; options that would have no effect refused, saying why.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

/** How far past its time limit a command may run before it answers. */
const SLACK_MS = 50;

function tempFile(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'puzzlegraph-limits-')), name);
  writeFileSync(path, text);
  return path;
}

const MAP = 'type octile\nheight 4\nwidth 6\nmap\n......\n..@@..\n..@...\n......\n';

describe('--time-limit on every searching command', () => {
  it('stops knight on the largest board within the slack', async () => {
    const { code, out } = await runCli([
      'knight',
      'a1',
      '4095,4095',
      '--board',
      '4096x4096',
      '--time-limit',
      '100ms',
      '--json',
    ]);
    expect(code).toBe(1);
    const answer = JSON.parse(out);
    expect(answer.stats.elapsedMs).toBeLessThan(100 + SLACK_MS);
    const text = await runCli([
      'knight',
      'a1',
      '4095,4095',
      '--board',
      '4096x4096',
      '--time-limit',
      '50ms',
    ]);
    expect(text.out).toMatch(/^search stopped \(timeLimit\) after [\d,]+ squares?\b/);
  });

  it('stops knight compare and gives the figures of the pairs done', async () => {
    const started = performance.now();
    const { code, out } = await runCli([
      'knight',
      'compare',
      '--trials',
      '10000000',
      '--board',
      '40x40',
      '--time-limit',
      '200ms',
      '--json',
    ]);
    expect(performance.now() - started).toBeLessThan(200 + 4 * SLACK_MS);
    expect(code).toBe(1);
    const figures = JSON.parse(out);
    expect(figures.outcome).toBe('timeLimit');
    expect(figures.trials).toBeGreaterThan(0);
    expect(figures.trials).toBeLessThan(10_000_000);
  });

  it('stops ladder farthest', async () => {
    const { code, out } = await runCli(['ladder', 'farthest', 'chaos', '--time-limit', '0ms']);
    expect(code).toBe(1);
    expect(out).toContain('search stopped (timeLimit)');
  });

  it('stops grid --scen and says how many scenarios were checked', async () => {
    const map = tempFile('small.map', MAP);
    const scen = tempFile(
      'small.map.scen',
      'version 1\n0\tsmall.map\t6\t4\t0\t2\t5\t1\t6.24264069\n',
    );
    const { code, out } = await runCli(['grid', map, '--scen', scen, '--time-limit', '0ms']);
    expect(code).toBe(1);
    expect(out).toContain('stopped by the time limit after 0 of 1 scenario');
  });

  it('puts building the grid under wordsearch --time-limit (1000x1000 grid)', async () => {
    const row = 'abcdefghijklmnopqrstuvwxyz'.repeat(40).slice(0, 1000);
    const grid = tempFile('big.txt', Array.from({ length: 1000 }, () => row).join('\n') + '\n');
    const { code, out } = await runCli(['wordsearch', grid, '--time-limit', '300ms', '--json']);
    expect(code).toBe(1);
    const answer = JSON.parse(out);
    expect(answer.outcome).toBe('timeLimit');
    expect(answer.stats.elapsedMs).toBeLessThan(300 + SLACK_MS);
  });

  const commands: string[][] = [
    ['knight', 'a1', 'b3'],
    ['knight', 'compare'],
    ['ladder', 'cold', 'warm'],
    ['ladder', 'stats'],
    ['ladder', 'farthest', 'chaos'],
    ['wordsearch', 'PERS/LATG/SINE/TERS'],
    ['laser', 'examples/laser/corner.txt', '--solve'],
    ['terrain', 'examples/terrain/island.txt', '--from', '0,0', '--to', '19,9'],
    ['grid', '-', '--from', '0,2', '--to', '5,1'],
    ['sokoban', 'solve', 'microban', '--level', '1'],
  ];
  for (const command of commands) {
    it(`refuses --time-limit "" on ${command.slice(0, 2).join(' ')}`, async () => {
      const { code, err } = await runCli([...command, '--time-limit', ''], MAP);
      expect(code).toBe(2);
      expect(err).toContain('--time-limit: "" is not a duration');
      expect(err).not.toContain('    at ');
    });
  }
});

describe('one name for the node budget: --max-expanded', () => {
  it('stops knight, ladder, terrain and grid searches at --max-expanded', async () => {
    for (const command of [
      ['knight', 'a1', 'h8', '--max-expanded', '3', '--json'],
      ['ladder', 'cold', 'warm', '--max-expanded', '3', '--json'],
      [
        'terrain',
        'examples/terrain/island.txt',
        '--from',
        '0,0',
        '--to',
        '19,9',
        '--max-expanded',
        '3',
        '--json',
      ],
    ]) {
      const { code, out } = await runCli(command);
      expect(code, command.join(' ')).toBe(1);
      expect(JSON.parse(out).outcome).toBe('maxExpanded');
    }
  });

  it('keeps laser --max-nodes as a hidden alias', async () => {
    const named = await runCli([
      'laser',
      'examples/laser/five-pieces.txt',
      '--solve',
      '--max-expanded',
      '2',
      '--json',
    ]);
    const alias = await runCli([
      'laser',
      'examples/laser/five-pieces.txt',
      '--solve',
      '--max-nodes',
      '2',
      '--json',
    ]);
    expect(JSON.parse(named.out).outcome).toBe('maxExpanded');
    expect(JSON.parse(alias.out).outcome).toBe('maxExpanded');
    expect((await runCli(['laser', '--help'])).out).not.toContain('--max-nodes');
  });
});

describe('options that would have no effect are refused', () => {
  const cases: [string[], string][] = [
    [['laser', 'examples/laser/corner.txt', '--all'], '--all applies to the solver: add --solve'],
    [
      ['laser', 'examples/laser/corner.txt', '--max-nodes', '5'],
      '--max-nodes applies to the solver',
    ],
    [
      ['laser', 'examples/laser/corner.txt', '--time-limit', '1s'],
      '--time-limit applies to the solver',
    ],
    [
      ['ladder', 'cold', 'warm', '--max-ladders', '5'],
      '--max-ladders caps the ladders --all lists',
    ],
    [['ladder', 'stats', '--no-diameter', '--time-limit', '1s'], '--time-limit stops the diameter'],
    [
      ['grid', '-', '--scen', 'x.scen', '--from', '0,2', '--to', '5,1'],
      '--from applies to one --from/--to query',
    ],
    [['grid', '-', '--from', '0,2', '--to', '5,1', '--limit', '3'], '--limit counts the scenarios'],
    [
      ['wordsearch', 'PERS/LATG/SINE/TERS', '--word', 'pers', '--min', '4'],
      '--min applies to listing every word',
    ],
    [
      [
        'terrain',
        'examples/terrain/island.txt',
        '--from',
        '8,4',
        '--range',
        '4',
        '--trace',
        'x.jsonl',
      ],
      '--trace and --animate follow the search for a path',
    ],
  ];
  for (const [args, message] of cases) {
    it(`refuses ${args.slice(2).join(' ')} on ${args[0]}`, async () => {
      const { code, err } = await runCli(args, MAP);
      expect(code).toBe(2);
      expect(err).toContain(message);
    });
  }
});
