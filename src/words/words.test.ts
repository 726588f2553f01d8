import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import { hasSharedData, sharedPath } from '../../test/shared-data.js';
import {
  bundledDictionaryPath,
  bundledWords,
  bundledWordsFolder,
  describeSkipped,
  loadDictionary,
  readWordList,
  readWords,
} from './index.js';

describe('readWords', () => {
  it('lower-cases, trims, keeps letters-only lines once, in order', () => {
    const text = "Cold\r\n  cord \n\n# a comment\ncard\nwarm\ndon't\nnaïve\nCOLD\nU.S.A.\n";
    expect(readWords(text)).toEqual(['cold', 'cord', 'card', 'warm']);
  });

  it('keeps the first word behind a byte-order mark, and reads CR and CRLF endings', () => {
    expect(readWords('\uFEFFcold\r\ncord\rcard\n')).toEqual(['cold', 'cord', 'card']);
    expect(readWordList('\uFEFFcold\r\ncord\n').skipped).toEqual({ count: 0 });
  });

  it('counts the lines that are not words of a-z and keeps the first, whatever the length filter', () => {
    const text = "# header\ntea\n\ndon't\nten\nnaïve\nice cream\n";
    const list = readWordList(text, { length: 3 });
    expect(list.words).toEqual(['tea', 'ten']);
    expect(list.skipped).toEqual({
      count: 3,
      first: { line: 4, text: "don't" },
      lines: [
        { line: 4, text: "don't" },
        { line: 6, text: 'naïve' },
        { line: 7, text: 'ice cream' },
      ],
    });
    expect(describeSkipped(list.skipped, 'w.txt')).toBe(
      `w.txt: skipped 3 lines that are not words of letters a-z, first line 4: "don't"`,
    );
    expect(describeSkipped(readWordList('tea\n3d\n').skipped)).toBe(
      'skipped 1 line that is not a word of letters a-z, first line 2: "3d"',
    );
    expect(describeSkipped(readWordList('tea\n').skipped)).toBeUndefined();
  });

  it('keeps the first 20 skipped lines, for a page to list them', () => {
    const text = Array.from({ length: 30 }, (_, i) => `w${i}`).join('\n');
    const { skipped } = readWordList(`tea\n${text}\n`);
    expect(skipped.count).toBe(30);
    expect(skipped.lines).toHaveLength(20);
    expect(skipped.lines![19]).toEqual({ line: 21, text: 'w19' });
  });

  it('cuts a huge skipped line to about 60 characters in the warning and the error', () => {
    const huge = 'x'.repeat(100_000) + '1';
    const list = readWordList(`tea\n${huge}\n`);
    expect(list.skipped.first!.text).toBe('x'.repeat(60) + '…');
    expect(describeSkipped(list.skipped)!.length).toBeLessThan(140);
    expect(() => readWords(`${huge}\n`, { file: 'w.txt' })).toThrow(
      /^w\.txt: the word list has no words; .*first line 1: "x{60}…"$/,
    );
  });

  it('keeps only words of one length when asked', () => {
    expect(readWords('a\nab\nabc\nxy\n', { length: 2 })).toEqual(['ab', 'xy']);
    expect(readWords('a\nab\nabc\nxy\n', { minLength: 2, maxLength: 2 })).toEqual(['ab', 'xy']);
  });

  it('refuses a list with no usable word, naming the file', () => {
    expect(() => readWords('123\n\n', { file: 'w.txt' })).toThrow(InputError);
    expect(() => readWords('abc\n', { length: 5, file: 'w.txt' })).toThrow(
      /^w\.txt: the word list has no words of 5 letters/,
    );
  });
});

describe('bundled dictionaries', () => {
  it('are found in data/words from the source tree', () => {
    expect(bundledWordsFolder()).toMatch(/data[\\/]words$/);
    expect(bundledDictionaryPath('sgb')).toMatch(/sgb-words\.txt$/);
  });

  it("hold Knuth's 5,757 five-letter words and ENABLE2K's 173,528", () => {
    const sgb = bundledWords('sgb');
    expect(sgb).toHaveLength(5757);
    expect(sgb.every((word) => /^[a-z]{5}$/.test(word))).toBe(true);
    expect(sgb.slice(0, 3)).toEqual(['which', 'there', 'their']);
    expect(bundledWords('english')).toHaveLength(173_528);
    expect(bundledWords('english', { length: 5 }).length).toBeGreaterThan(8000);
  });

  it('hold no line that is not a word (so loading them never warns)', () => {
    for (const name of ['sgb', 'english'] as const) {
      const text = readFileSync(bundledDictionaryPath(name), 'utf8');
      expect(readWordList(text).skipped.count).toBe(0);
    }
  });

  it.skipIf(!hasSharedData('words', 'sgb-words.txt'))('are copies of ../shared/words', () => {
    for (const [name, file] of [
      ['sgb', 'sgb-words.txt'],
      ['english', 'enable2k.txt'],
    ] as const) {
      const shared = readFileSync(sharedPath('words', file));
      expect(readFileSync(bundledDictionaryPath(name)).equals(shared)).toBe(true);
    }
  });

  it('are loaded by name, and files through the reader given', async () => {
    const readText = async (path: string) => ({ text: 'tea\nten\nto\n', name: path });
    const withBadLine = async (path: string) => ({ text: 'tea\nt.e.a\n', name: path });
    expect((await loadDictionary('bad.txt', { readText: withBadLine })).skipped).toEqual({
      count: 1,
      first: { line: 2, text: 't.e.a' },
      lines: [{ line: 2, text: 't.e.a' }],
    });
    expect((await loadDictionary('sgb', { readText, length: 5 })).words).toHaveLength(5757);
    expect(await loadDictionary('mine.txt', { readText, length: 3 })).toEqual({
      name: 'mine.txt',
      words: ['tea', 'ten'],
      skipped: { count: 0 },
    });
  });
});
