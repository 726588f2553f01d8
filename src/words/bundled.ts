/**
 * The word lists shipped in the package's `data/words/` folder: Knuth's 5,757 five-letter
 * Stanford GraphBase words (`sgb`) and the 173,528-word ENABLE2K list (`english`). The folder
 * is found from this module's own location by walking up to the package root, so the same
 * code works from `src/` (tests, tsx) and from `dist/` (the built CLI).
 *
 * ```ts
 * bundledWords('sgb').length; // 5757
 * bundledWords('english', { length: 4 })[0]; // 'aahs'
 * ```
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWords, type ReadWordsOptions } from './read-words.js';

export type BundledDictionary = 'sgb' | 'english';

export const BUNDLED_DICTIONARIES: Record<BundledDictionary, { file: string; about: string }> = {
  sgb: { file: 'sgb-words.txt', about: "Knuth's Stanford GraphBase five-letter words" },
  english: { file: 'enable2k.txt', about: 'ENABLE2K English word list' },
};

export function isBundledDictionary(name: string): name is BundledDictionary {
  return Object.hasOwn(BUNDLED_DICTIONARIES, name);
}

let dataRoot: string | undefined;

/** The package's `data/words` folder. */
export function bundledWordsFolder(): string {
  if (dataRoot !== undefined) return dataRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'data', 'words');
    if (existsSync(join(dir, 'package.json')) && existsSync(candidate))
      return (dataRoot = candidate);
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(
        `puzzlegraph's data/words folder was not found above ${fileURLToPath(import.meta.url)}; the package is incomplete`,
      );
    }
    dir = parent;
  }
}

export function bundledDictionaryPath(name: BundledDictionary): string {
  return join(bundledWordsFolder(), BUNDLED_DICTIONARIES[name].file);
}

// The files are read once per process: the CLI and the tests ask for them repeatedly.
const texts = new Map<BundledDictionary, string>();

export function bundledWords(name: BundledDictionary, options: ReadWordsOptions = {}): string[] {
  let text = texts.get(name);
  if (text === undefined) {
    text = readFileSync(bundledDictionaryPath(name), 'utf8');
    texts.set(name, text);
  }
  return readWords(text, { ...options, file: BUNDLED_DICTIONARIES[name].file });
}
