/**
 * A dictionary named the way users name it: `sgb`, `english`, a file path, or `-` for
 * standard input. How a file is read is passed in, so that the CLI can read standard input
 * through its context and tests can run in process.
 *
 * ```ts
 * const { words, name } = await loadDictionary('sgb', { readText });
 * name; // 'sgb'; words.length === 5757
 * const four = await loadDictionary('my-words.txt', { readText, length: 4 });
 * ```
 */
import { bundledWords, isBundledDictionary } from './bundled.js';
import { readWords, type ReadWordsOptions } from './read-words.js';

export interface LoadDictionaryOptions extends Omit<ReadWordsOptions, 'file'> {
  /** Reads a file path (or `-`), returning its text and the name to use in messages. */
  readText: (path: string) => Promise<{ text: string; name: string }>;
}

export interface Dictionary {
  /** `sgb`, `english`, or the file name. */
  name: string;
  words: string[];
}

export async function loadDictionary(
  spec: string,
  options: LoadDictionaryOptions,
): Promise<Dictionary> {
  const { readText, ...filter } = options;
  if (isBundledDictionary(spec)) return { name: spec, words: bundledWords(spec, filter) };
  const { text, name } = await readText(spec);
  return { name, words: readWords(text, { ...filter, file: name }) };
}
