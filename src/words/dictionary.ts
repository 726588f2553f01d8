/**
 * A dictionary named the way users name it: `sgb`, `english`, a file path, or `-` for
 * standard input. How a file is read is passed in, so that the CLI can read standard input
 * through its context and tests can run in process.
 *
 * ```ts
 * const { words, name } = await loadDictionary('sgb', { readText });
 * name; // 'sgb'; words.length === 5757
 * const four = await loadDictionary('my-words.txt', { readText, length: 4 });
 * describeSkipped(four.skipped, four.name); // a warning, or undefined when no line was skipped
 * ```
 */
import { bundledWords, isBundledDictionary } from './bundled.js';
import { readWordList, type ReadWordsOptions, type SkippedLines } from './read-words.js';

export interface LoadDictionaryOptions extends Omit<ReadWordsOptions, 'file'> {
  /** Reads a file path (or `-`), returning its text and the name to use in messages. */
  readText: (path: string) => Promise<{ text: string; name: string }>;
}

export interface Dictionary {
  /** `sgb`, `english`, or the file name. */
  name: string;
  words: string[];
  /** Lines of a file that were not words of letters a-z; see `describeSkipped`. */
  skipped: SkippedLines;
}

export async function loadDictionary(
  spec: string,
  options: LoadDictionaryOptions,
): Promise<Dictionary> {
  const { readText, ...filter } = options;
  // The shipped lists hold nothing but words (a test checks it), so nothing is skipped.
  if (isBundledDictionary(spec)) {
    return { name: spec, words: bundledWords(spec, filter), skipped: { count: 0 } };
  }
  const { text, name } = await readText(spec);
  return { name, ...readWordList(text, { ...filter, file: name }) };
}
