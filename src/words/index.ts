/** Word lists for the word puzzles: reading them, and the dictionaries shipped in `data/words`. */
export {
  readWords,
  readWordList,
  describeSkipped,
  type ReadWordsOptions,
  type SkippedLines,
  type WordList,
} from './read-words.js';
export {
  bundledWords,
  bundledDictionaryPath,
  bundledWordsFolder,
  isBundledDictionary,
  BUNDLED_DICTIONARIES,
  type BundledDictionary,
} from './bundled.js';
export { loadDictionary, type Dictionary, type LoadDictionaryOptions } from './dictionary.js';
// Reading a word list throws it for bad input: callers catch it from this same subpath.
export { InputError } from '../errors.js';
