// A mutation fuzzer for every input format (issue #19). Each property takes valid inputs,
// mutates them the ways real files go wrong (a character inserted, deleted or changed, a
// byte-order mark, CRLF or CR line endings, a cut-off end, a huge line) and asserts that the
// parser either returns or throws our InputError: with a line (and a column when it points
// at a character), a one-line message of bounded length. Anything else (a TypeError, a
// RangeError, a hang, a 2 MB message) is a bug.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.js';
import { parseMovingAiMap, parseScenarios } from '../src/puzzles/gridmap/index.js';
import { parseLaser } from '../src/puzzles/laser/index.js';
import { parseCollection } from '../src/puzzles/sokoban/index.js';
import { decompressMoves } from '../src/puzzles/sokoban/moves/lurd.js';
import { parseTerrain } from '../src/puzzles/terrain/index.js';
import { parseLetterGrid } from '../src/puzzles/wordsearch/index.js';
import { readWordList } from '../src/words/index.js';

const FILE = 'input.txt';
/** Longest message allowed: the file name, the place, the reason and one echoed input. */
const MAX_MESSAGE = 320;
// FUZZ_RUNS=5000 for a longer hunt (a minute); 300 keep the suite's share near 2 s.
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

const read = (path: string): string => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

type Mutation =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'flip'; at: number; char: string }
  | { kind: 'truncate'; at: number }
  | { kind: 'huge-line'; at: number; char: string; length: number }
  | { kind: 'bom' | 'crlf' | 'cr' };

/** Characters worth trying: every format's symbols, whitespace, line breaks and oddities. */
const CHARS = [...'#@+$*.-_ pPbB|0123456789:;<>^vZo/\\|#fwmGSWOTlurdLURD()qQu\t\r\n\uFEFF\0é😀x'];

function mutation(): fc.Arbitrary<Mutation> {
  const at = fc.nat({ max: 10_000 });
  const char = fc.constantFrom(...CHARS);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('insert' as const),
        at,
        text: fc.string({ unit: char, minLength: 1, maxLength: 4 }),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('delete' as const),
        at,
        length: fc.integer({ min: 1, max: 8 }),
      }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('flip' as const), at, char }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate' as const), at }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('huge-line' as const),
        at,
        char,
        length: fc.integer({ min: 1_000, max: 50_000 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constantFrom('bom' as const, 'crlf' as const, 'cr' as const),
      }),
    },
  );
}

function apply(text: string, m: Mutation): string {
  const at = 'at' in m ? m.at % (text.length + 1) : 0;
  switch (m.kind) {
    case 'insert':
      return text.slice(0, at) + m.text + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + m.length);
    case 'flip':
      return text.slice(0, at) + m.char + text.slice(at + 1);
    case 'truncate':
      return text.slice(0, at);
    case 'huge-line':
      return text.slice(0, at) + m.char.repeat(m.length) + text.slice(at);
    case 'bom':
      return '\uFEFF' + text;
    case 'crlf':
      return text.replace(/\n/g, '\r\n');
    case 'cr':
      return text.replace(/\n/g, '\r');
  }
}

/** A valid input from `seeds`, then one to four mutations. */
function mutated(seeds: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...seeds), fc.array(mutation(), { minLength: 1, maxLength: 4 }))
    .map(([seed, mutations]) => mutations.reduce(apply, seed));
}

/**
 * The property: `parse` returns, or throws an InputError naming the file and a line, and a
 * column too unless the reason is about the input as a whole or a run of lines.
 */
function expectReturnsOrInputError(
  parse: (text: string) => unknown,
  wholeInput: RegExp,
): (text: string) => void {
  return (text) => {
    try {
      parse(text);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      const { message, reason, location } = error;
      expect(message.startsWith(`${FILE}:`), message).toBe(true);
      expect(message.length, message.slice(0, 400)).toBeLessThanOrEqual(MAX_MESSAGE);
      expect(message.includes('\n') || message.includes('\r'), message).toBe(false);
      if (!wholeInput.test(reason)) {
        expect(location.line, message).toBeGreaterThanOrEqual(1);
        expect(location.column, message).toBeGreaterThanOrEqual(1);
      }
    }
  };
}

interface Format {
  name: string;
  seeds: string[];
  parse: (text: string) => unknown;
  /** Reasons about the whole input or a block of lines, which carry no column. */
  wholeInput: RegExp;
}

const FORMATS: Format[] = [
  {
    name: 'Sokoban levels',
    seeds: [
      read('data/sokoban/microban.sok').split('\n\n').slice(0, 6).join('\n\n'),
      'Title: run length\n4#|#@$.#|4#\n',
      '; two\n######\n#@$ .#\n######\nAuthor: us\nComment:\nhi\nComment-End:\n',
    ],
    parse: (text) => parseCollection(text, { file: FILE }),
    wholeInput: /^no level found|^the level (has|is)|^a second worker/,
  },
  {
    name: 'grid .map',
    seeds: [
      'type octile\nheight 3\nwidth 4\nmap\n..@.\nWW.T\nGSOS\n',
      'type octile\nheight 1\nwidth 1\nmap\n.\n',
    ],
    parse: (text) => parseMovingAiMap(text, { file: FILE }),
    wholeInput: /^no "map" line|^missing "|^(height|width) "|^map type|^the map has \d+ rows/,
  },
  {
    name: 'grid .scen',
    seeds: ['version 1\n0\ta.map\t4\t3\t0\t0\t1\t0\t1\n1\ta.map\t4\t3\t0\t0\t3\t2\t3.41421356\n'],
    parse: (text) => parseScenarios(text, { file: FILE }),
    wholeInput: /^$/,
  },
  {
    name: 'laser board',
    seeds: [
      read('examples/laser/two-targets.txt'),
      read('examples/laser/splitters.txt'),
      read('examples/laser/five-pieces.txt'),
    ],
    parse: (text) => parseLaser(text, { file: FILE }),
    wholeInput: /^blank line \d+ inside|^no board found|^the board is \d+x\d+/,
  },
  {
    name: 'terrain map',
    seeds: [read('examples/terrain/island.txt'), read('examples/terrain/valley.txt')],
    parse: (text) => parseTerrain(text, { file: FILE }),
    wholeInput: /^the board is empty/,
  },
  {
    name: 'word search grid',
    seeds: ['PERS\nLATG\nSINE\nTERS\n', 'a b c\nd e f\n', 'ABCD/EFGH'],
    parse: (text) => parseLetterGrid(text, { file: FILE }),
    wholeInput: /^a blank line inside|^the grid is empty|^a row of \d+ letters/,
  },
  {
    name: 'Boggle grid with Qu',
    seeds: ['QUIT/ABC/DEF', 'Qu E\nS T\n'],
    parse: (text) => parseLetterGrid(text, { file: FILE, qu: true }),
    wholeInput: /^a blank line inside|^the grid is empty|^a row of \d+ letters/,
  },
  {
    name: 'word list',
    seeds: [
      "# words\ncold\ncord\ncard\nward\nwarm\ndon't\n",
      read('data/words/sgb-words.txt').slice(0, 600),
    ],
    parse: (text) => readWordList(text, { file: FILE, minLength: 3 }),
    wholeInput: /^the word list has no words/,
  },
  {
    name: 'LURD moves',
    seeds: ['ullllUUddR', 'u4lUUddR', '2(r3(ul))D', '  3(ul) \n 2R '],
    parse: (text) => decompressMoves(text, { file: FILE, maxLength: 100_000 }),
    wholeInput: /^$/,
  },
];

describe('mutated input', () => {
  it.each(FORMATS)(
    '$name: parses or throws an InputError with a place',
    ({ seeds, parse, wholeInput }) => {
      for (const seed of seeds) expect(() => parse(seed)).not.toThrow();
      fc.assert(fc.property(mutated(seeds), expectReturnsOrInputError(parse, wholeInput)), {
        numRuns: RUNS,
      });
    },
  );
});
