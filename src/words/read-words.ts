/**
 * Reading a word list: one word a line, lower-cased, letters a-z only, optionally only the
 * words of one length. Blank lines, `#` comment lines and lines holding anything but letters
 * (`don't`, `U.S.A.`, `naïve`) are skipped; repeated words are kept once, in first-seen order.
 *
 * ```ts
 * readWords('Cold\ncord\n\n# comment\ncard\nwarm\ndon\'t\ncold\n');
 * // ['cold', 'cord', 'card', 'warm']
 * readWords('a\nab\nabc\n', { length: 2 }); // ['ab']
 * ```
 */
import { InputError } from '../errors.js';

export interface ReadWordsOptions {
  /** Keep only words of exactly this many letters. */
  length?: number;
  /** Keep only words of at least / at most this many letters. */
  minLength?: number;
  maxLength?: number;
  /** Names the source in error messages. */
  file?: string;
}

/** Letters only, after trimming and lower-casing. */
const WORD = /^[a-z]+$/;

export function readWords(text: string, options: ReadWordsOptions = {}): string[] {
  const min = options.length ?? options.minLength ?? 1;
  const max = options.length ?? options.maxLength ?? Infinity;
  const seen = new Set<string>();
  const words: string[] = [];
  let start = 0;
  // A manual line split: faster than split() + map() on 170k lines and allocates less.
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const word = text.slice(start, end).trim().toLowerCase();
    start = end + 1;
    if (word.length < min || word.length > max || !WORD.test(word) || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  if (words.length === 0) {
    const which =
      options.length !== undefined
        ? ` of ${options.length} letters`
        : min > 1
          ? ` of ${min}+ letters`
          : '';
    throw new InputError(
      `the word list has no words${which}; expected one word of letters a-z a line`,
      { file: options.file },
    );
  }
  return words;
}
