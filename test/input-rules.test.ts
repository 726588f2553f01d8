// One rule for every input (issue #19): each reader accepts a byte-order mark and any line
// ending the same way, every message that repeats input cuts it to about 60 characters, and
// every puzzle subpath exports the InputError it throws.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError, quoteInput, clipInput } from '../src/errors.js';
import { normalizeText, textLines } from '../src/text-input.js';
import { parseTextGrid } from '../src/grid/index.js';
import * as gridmap from '../src/puzzles/gridmap/index.js';
import * as knight from '../src/puzzles/knight/index.js';
import * as laser from '../src/puzzles/laser/index.js';
import * as sokoban from '../src/puzzles/sokoban/index.js';
import * as terrain from '../src/puzzles/terrain/index.js';
import * as wordladder from '../src/puzzles/wordladder/index.js';
import * as wordsearch from '../src/puzzles/wordsearch/index.js';
import * as words from '../src/words/index.js';
import { runCli } from './run-cli.js';

const example = (path: string): string =>
  readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/** Each reader, and a valid input for it. */
const READERS: { name: string; read: (text: string) => unknown; sample: string }[] = [
  {
    name: 'Sokoban levels',
    read: (text) => sokoban.parseCollection(text),
    sample: '; tiny\n#####\n#@$.#\n#####\n\n; two\n######\n#@$ .#\n######\n',
  },
  {
    name: 'grid .map',
    read: (text) => gridmap.parseMovingAiMap(text),
    sample: 'type octile\nheight 2\nwidth 3\nmap\n..@\nWW.\n',
  },
  {
    name: 'grid .scen',
    read: (text) => gridmap.parseScenarios(text),
    sample: 'version 1\n0\ta.map\t3\t2\t0\t0\t1\t0\t1\n0\ta.map\t3\t2\t0\t1\t1\t1\t1\n',
  },
  {
    name: 'laser board',
    read: (text) => laser.parseLaser(text),
    sample: example('examples/laser/two-targets.txt'),
  },
  {
    name: 'terrain map',
    read: (text) => terrain.parseTerrain(text),
    sample: example('examples/terrain/island.txt'),
  },
  {
    name: 'word search grid',
    read: (text) => wordsearch.parseLetterGrid(text),
    sample: 'PERS\nLATG\nSINE\nTERS\n',
  },
  { name: 'text grid', read: (text) => parseTextGrid(text), sample: '#####\n#@$.#\n#####\n' },
  {
    name: 'word list',
    read: (text) => words.readWordList(text),
    sample: 'cold\ncord\ncard\nwarm\n',
  },
];

describe('the shared text reading', () => {
  it('drops a byte-order mark and reads CRLF and CR as LF', () => {
    expect(normalizeText('\uFEFFab\r\ncd\re\n')).toBe('ab\ncd\ne\n');
    expect(normalizeText('a\uFEFFb')).toBe('a\uFEFFb');
    expect(textLines('\uFEFF1\r\n2\r3')).toEqual(['1', '2', '3']);
  });

  describe.each(READERS)('$name', ({ read, sample }) => {
    const expected = read(sample);
    it('reads the same with a byte-order mark and CRLF endings', () => {
      expect(read('\uFEFF' + sample.replace(/\n/g, '\r\n'))).toEqual(expected);
    });
    it('reads the same with a byte-order mark and CR endings', () => {
      expect(read('\uFEFF' + sample.replace(/\n/g, '\r'))).toEqual(expected);
    });
  });
});

describe('echoed input in messages', () => {
  it('is quoted and cut to 60 characters with an ellipsis', () => {
    expect(quoteInput('cold')).toBe('"cold"');
    expect(quoteInput('x'.repeat(60))).toBe(`"${'x'.repeat(60)}"`);
    expect(quoteInput('x'.repeat(100_000))).toBe(`"${'x'.repeat(60)}…"`);
    // Cut between code points: 61 emoji keep 60 whole ones.
    expect(clipInput('😀'.repeat(61))).toBe('😀'.repeat(60) + '…');
    expect(clipInput('😀'.repeat(40))).toBe('😀'.repeat(40));
    // The limit counts what is printed: a NUL prints as \u0000, six characters.
    expect(quoteInput('\0'.repeat(100))).toBe(`"${'\\u0000'.repeat(10)}…"`);
    expect(quoteInput('a\tb')).toBe('"a\\tb"');
  });

  const huge = 'x'.repeat(2_000_000);
  const cases: [string, () => unknown, RegExp][] = [
    [
      'a .map header line',
      () => gridmap.parseMovingAiMap(`${huge}\n`, { file: 'big.map' }),
      /^big\.map:1:1: /,
    ],
    [
      'a .scen version line',
      () => gridmap.parseScenarios(`version ${huge}\n`, { file: 'a.scen' }),
      /^a\.scen:1:1: /,
    ],
    [
      'a .scen field',
      () => gridmap.parseScenarios(`0 a.map 3 2 0 0 1 0 ${huge}\n`),
      /^<input>:1:21: /,
    ],
    [
      'a laser place: line',
      () => laser.parseLaser(`>.o\nplace: ${huge}`, { file: 'l.txt' }),
      /^l\.txt:2:8: /,
    ],
    [
      'a laser piece count',
      () => laser.parseLaser(`>.o\nplace: ${'9'.repeat(100_000)}*mirror`),
      /^<input>:2:8: /,
    ],
    [
      'a Sokoban run length',
      () => sokoban.parseCollection(`#${'9'.repeat(100_000)}#\n#@$.#\n`),
      /^<input>:1:2: /,
    ],
    [
      'a ladder word',
      () => wordladder.requireWord(new wordladder.WordLadderGraph(['cold', 'cord']), huge),
      /^"x{60}…" is not in/,
    ],
    [
      'a terrain cell',
      () => terrain.parseCell(terrain.parseTerrain('...\n'), huge, '--from'),
      /^--from: "x{60}…"/,
    ],
    [
      'a knight square',
      () => knight.parseSquare(knight.parseBoardSize('8x8'), huge),
      /^"x{60}…" is not a square/,
    ],
    ['a knight board', () => knight.parseBoardSize(huge), /^board "x{60}…"/],
    ['a knight piece', () => knight.parseLeaper(huge), /^piece "x{60}…"/],
  ];
  it.each(cases)('%s is cut short, keeping file, line and column', (_name, run, start) => {
    let error: unknown;
    try {
      run();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as InputError).message;
    expect(message).toMatch(start);
    expect(message.length).toBeLessThan(300);
  });
});

describe('sizes that a header or a padded board could ask for', () => {
  it('a terrain board is at most 4096 rows of 4096 cells, refused before it is padded', () => {
    const tall = '.\n'.repeat(4097) + '.'.repeat(4000);
    expect(() => terrain.parseTerrain(tall, { file: 't.txt' })).toThrow(
      't.txt:4097:1: the board has 4,098 rows; expected at most 4096',
    );
    expect(() => terrain.parseTerrain(`..\n${'.'.repeat(5000)}\n`)).toThrow(
      '<input>:2:4097: a row of 5,000 cells; expected at most 4096',
    );
  });

  it('a .map header of 65536 x 65536 over three short rows is refused without allocating', () => {
    const map = 'type octile\nheight 65536\nwidth 65536\nmap\n..\n..\n..\n';
    expect(() => gridmap.parseMovingAiMap(map, { file: 'm.map' })).toThrow(
      'm.map:8: the map has 3 rows; expected 65536',
    );
    const wide = `type octile\nheight 3\nwidth 65536\nmap\n${'.'.repeat(65536)}\n.\n.\n`;
    expect(() => gridmap.parseMovingAiMap(wide)).toThrow('<input>:6:2: row 1 has 1 cells');
  });
});

describe('word lists read by the CLI', () => {
  it('warn on standard error about skipped lines, naming the first', async () => {
    const list = "cold\ncord\ncard\nward\nwarm\ndon't\nU.S.A.\n";
    const { code, out, err } = await runCli(['ladder', 'cold', 'warm', '--dict', '-'], list);
    expect(code).toBe(0);
    expect(out).toMatch(/^cold -> warm: 4 steps/);
    expect(err).toBe(
      `puzzlegraph: warning: <stdin>: skipped 2 lines that are not words of letters a-z, first line 6: "don't"\n`,
    );
    const search = await runCli(['wordsearch', 'CARD/OLDW', '--dict', '-'], list);
    expect(search.err).toMatch(/^puzzlegraph: warning: <stdin>: skipped 2 lines/);
  });

  it('keep the first word of a file with a byte-order mark', async () => {
    const { out } = await runCli(
      ['ladder', 'cold', 'warm', '--dict', '-', '--json'],
      '\uFEFFcold\r\ncord\r\ncard\r\nward\r\nwarm\r\n',
    );
    expect(JSON.parse(out)).toMatchObject({
      words: 5,
      ladder: ['cold', 'cord', 'card', 'ward', 'warm'],
    });
  });
});

describe('every puzzle subpath', () => {
  it.each([
    ['gridmap', gridmap],
    ['knight', knight],
    ['laser', laser],
    ['sokoban', sokoban],
    ['terrain', terrain],
    ['wordladder', wordladder],
    ['wordsearch', wordsearch],
    ['words', words],
  ] as const)('%s exports the InputError it throws', (_name, module) => {
    expect(module.InputError).toBe(InputError);
  });
});
