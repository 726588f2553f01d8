// Every limit on every command (#19): --time-limit everywhere, refused when empty; one name
// for the node budget; options that would have no effect refused, saying why.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from './run-cli-process.js';
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

  it('stops ladder farthest, building the graph included', async () => {
    const { code, out } = await runCli(['ladder', 'farthest', 'chaos', '--time-limit', '0ms']);
    expect(code).toBe(1);
    expect(out).toBe(
      'not finished: the time limit stopped building the graph of sgb (5,757 words)\n',
    );
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
    [
      ['ladder', 'stats', '--no-diameter', '--max-expanded', '5'],
      "--max-expanded counts the diameter's searches",
    ],
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

// #45: the node budget where it means something, the README true where it cannot.
describe('--max-expanded on ladder farthest and ladder stats, refused by knight compare', () => {
  it('stops ladder farthest at --max-expanded, with no count given as the answer', async () => {
    const json = await runCli(['ladder', 'farthest', 'chaos', '--max-expanded', '3', '--json']);
    expect(json.code).toBe(1);
    const answer = JSON.parse(json.out);
    expect(answer).toMatchObject({ outcome: 'maxExpanded', stats: { expanded: 3 } });
    const text = await runCli(['ladder', 'farthest', 'chaos', '--max-expanded', '3']);
    expect(text.code).toBe(1);
    expect(text.out).toContain(
      `not finished: the node budget (--max-expanded) stopped the search from chaos after reaching ${answer.reachable} words\n`,
    );
    expect(text.out).toMatch(/^not finished: /);
    expect(text.out).not.toMatch(/reaches [\d,]+ of/);
  });

  it('stops the diameter of ladder stats after --max-expanded searches, a lower bound', async () => {
    const { code, out } = await runCli(['ladder', 'stats', '--max-expanded', '2', '--json']);
    expect(code).toBe(1);
    const stats = JSON.parse(out);
    expect(stats.components).toBe(853);
    expect(stats.diameter).toMatchObject({ exact: false, searches: 2, outcome: 'maxExpanded' });
    const text = await runCli(['ladder', 'stats', '--max-expanded', '2']);
    expect(text.out).toMatch(
      /^not finished: the node budget \(--max-expanded\) stopped the diameter: it is a lower bound\n/,
    );
    expect(text.out).toContain('diameter:          at least ');
  });

  it('refuses --max-expanded on knight compare, saying why', async () => {
    const { code, err } = await runCli(['knight', 'compare', '--max-expanded', '5']);
    expect(code).toBe(2);
    expect(err).toBe(
      'puzzlegraph: knight compare takes no --max-expanded: it measures how many squares each search expands, and a node budget would cut those searches short; bound the run with --trials or --time-limit\n',
    );
  });
});

// #45: the time limit covers building the word graph, and a stopped command says so.
describe('ladder --time-limit covers building the graph', () => {
  // Reading the 173,528-word list is not cut short (up to a few hundred ms on a busy machine);
  // building its graph with --edits takes 1.3 s or more, so a run inside this rule was stopped.
  const BUILD_SLACK_MS = 700;

  it('stops ladder stats --edits on ENABLE2K within the limit, exit 1, as a process', async () => {
    const args = ['ladder', 'stats', '--dict', 'english', '--edits', '--time-limit', '300ms'];
    const started = performance.now();
    const inProcess = await runCli(args);
    expect(performance.now() - started).toBeLessThan(300 + BUILD_SLACK_MS);
    expect(inProcess.code).toBe(1);
    const run = await runCliProcess(args);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/^not finished: the time limit stopped /);
    expect(run.err).toBe('');
  });

  it('says which part it stopped, in text and JSON', async () => {
    const args = ['ladder', 'stats', '--dict', 'english', '--edits', '--time-limit', '0ms'];
    const text = await runCli(args);
    expect(text.code).toBe(1);
    expect(text.out).toBe(
      'not finished: the time limit stopped building the graph of english (173,528 words)\n',
    );
    const json = await runCli([...args, '--json']);
    expect(JSON.parse(json.out)).toEqual({
      outcome: 'timeLimit',
      stopped: 'building the graph of english (173,528 words)',
    });
  });

  it('never gives ladder farthest a partial count as the answer', async () => {
    const run = await runCliProcess([
      'ladder',
      'farthest',
      'chaos',
      '--edits',
      '--time-limit',
      '300ms',
    ]);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/^not finished: the time limit stopped /);
    expect(run.out).not.toMatch(/reaches [\d,]+ of/);
  });

  it('stops a ladder search on ENABLE2K with --edits within the limit', async () => {
    const started = performance.now();
    const { code, out } = await runCli([
      'ladder',
      'cat',
      'horse',
      '--edits',
      '--time-limit',
      '300ms',
    ]);
    expect(performance.now() - started).toBeLessThan(300 + BUILD_SLACK_MS);
    expect(code).toBe(1);
    expect(out).toMatch(/^not finished: the time limit stopped building the graph of english/);
  });
});
