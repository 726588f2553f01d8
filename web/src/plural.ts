/**
 * A count and its noun, the noun plural unless the count is exactly one, for every sentence
 * the playground writes (the CLI's `plural` in src/cli/text.ts does the same for the terminal):
 *
 * ```ts
 * plural(1, 'word'); // '1 word'
 * plural(1024, 'ladder'); // '1,024 ladders'
 * plural(2, 'push'); // '2 pushes'
 * `${count}+ shortest ${noun(count, 'ladder')}`; // the noun alone, when the count stands apart
 * ```
 */
import { formatCount } from './dom.js';

export function plural(count: number, singular: string, plural = pluralOf(singular)): string {
  return `${formatCount(count)} ${noun(count, singular, plural)}`;
}

export function noun(count: number, singular: string, plural = pluralOf(singular)): string {
  return count === 1 ? singular : plural;
}

function pluralOf(singular: string): string {
  return /(s|sh|ch|x|z)$/.test(singular) ? `${singular}es` : `${singular}s`;
}
