/**
 * The word lists bundled in data/words, loaded on demand (the English list is 1.7 MB, so it
 * is its own chunk, fetched only when a tab asks for it) and read by the library's
 * `readWords`.
 *
 * ```ts
 * const words = await loadWords('sgb'); // 5,757 five-letter words
 * ```
 */
import { readWords } from '../../src/words/read-words.js';
import { couldNotLoad } from './offline.js';

export const WORD_LISTS = {
  sgb: {
    name: 'SGB five-letter words',
    about: "Knuth's Stanford GraphBase list, 5,757 words",
    load: () => import('../../data/words/sgb-words.txt?raw'),
  },
  english: {
    name: 'English (ENABLE2K)',
    about: 'the ENABLE2K word list, 173,528 words',
    load: () => import('../../data/words/enable2k.txt?raw'),
  },
} as const;

export type WordListId = keyof typeof WORD_LISTS;

const cache = new Map<WordListId, Promise<string[]>>();

export function loadWords(id: WordListId): Promise<string[]> {
  let words = cache.get(id);
  if (!words) {
    words = WORD_LISTS[id].load().then(
      (module) => readWords(module.default, { file: `${id} word list` }),
      (error: unknown) => {
        // Not cached: the next try, back online, loads it.
        cache.delete(id);
        throw couldNotLoad(`the ${WORD_LISTS[id].name} word list`, error);
      },
    );
    cache.set(id, words);
  }
  return words;
}
