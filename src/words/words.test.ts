import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import { hasSharedData, sharedPath } from '../../test/shared-data.js';
import {
  bundledDictionaryPath,
  bundledWords,
  bundledWordsFolder,
  loadDictionary,
  readWords,
} from './index.js';

describe('readWords', () => {
  it('lower-cases, trims, keeps letters-only lines once, in order', () => {
    const text = "Cold\r\n  cord \n\n# a comment\ncard\nwarm\ndon't\nnaïve\nCOLD\nU.S.A.\n";
    expect(readWords(text)).toEqual(['cold', 'cord', 'card', 'warm']);
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
    expect((await loadDictionary('sgb', { readText, length: 5 })).words).toHaveLength(5757);
    expect(await loadDictionary('mine.txt', { readText, length: 3 })).toEqual({
      name: 'mine.txt',
      words: ['tea', 'ten'],
    });
  });
});
