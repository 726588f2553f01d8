/** Word lists for the word puzzles: reading them, and the dictionaries shipped in `data/words`. */
export { readWords, type ReadWordsOptions } from './read-words.js';
export {
  bundledWords,
  bundledDictionaryPath,
  bundledWordsFolder,
  isBundledDictionary,
  BUNDLED_DICTIONARIES,
  type BundledDictionary,
} from './bundled.js';
export { loadDictionary, type Dictionary, type LoadDictionaryOptions } from './dictionary.js';
