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

export function readWords(text: string, options: ReadWordsOptions = {}): string[] {
  const min = options.length ?? options.minLength ?? 1;
  const max = options.length ?? options.maxLength ?? Infinity;
  const seen = new Set<string>();
  const words: string[] = [];
  let start = 0;
  // A hand-made line scan: several times faster than split + trim + regex on 170k lines.
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let from = start;
    let to = end;
    start = end + 1;
    while (from < to && text.charCodeAt(from) <= 32) from++;
    while (to > from && text.charCodeAt(to - 1) <= 32) to--;
    if (to - from < min || to - from > max) continue;
    let upper = false;
    let letters = true;
    for (let i = from; i < to; i++) {
      const code = text.charCodeAt(i);
      if (code >= 97 && code <= 122) continue;
      if (code >= 65 && code <= 90) upper = true;
      else {
        letters = false;
        break;
      }
    }
    if (!letters) continue;
    const word = upper ? text.slice(from, to).toLowerCase() : text.slice(from, to);
    if (seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  if (words.length === 0) {
    const which =
      options.length !== undefined
        ? ` of ${options.length} letter${options.length === 1 ? '' : 's'}`
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
