/**
 * Near words for a word missing from the dictionary: those at the smallest edit distance
 * (a letter changed, added or removed, or two neighbours swapped, each counts 1), up to 2,
 * preferring words of the same length, then words with the same letters, then dictionary
 * order.
 *
 * ```ts
 * import { nearWords } from 'puzzlegraph/wordladder';
 *
 * const near = nearWords('wrod', ['sword', 'cord', 'wood', 'word']);
 * console.log(near); // [ 'word', 'wood', 'cord', 'sword' ]
 * ```
 */

export function nearWords(
  word: string,
  dictionary: readonly string[],
  options: { max?: number; maxDistance?: number } = {},
): string[] {
  const max = options.max ?? 5;
  const limit = options.maxDistance ?? 2;
  const found: { word: string; distance: number; order: number }[] = [];
  dictionary.forEach((candidate, order) => {
    if (Math.abs(candidate.length - word.length) > limit) return;
    const distance = editDistance(word, candidate, limit);
    if (distance <= limit) found.push({ word: candidate, distance, order });
  });
  // Ties go to words of the same length, then to those with the same letters (a slip of
  // the fingers, `wrods` for `words`), then to dictionary order.
  const sorted = (w: string): string => [...w].sort().join('');
  const letters = sorted(word);
  const rank = (w: string): number =>
    (w.length === word.length ? 0 : 2) + (sorted(w) === letters ? 0 : 1);
  found.sort((a, b) => a.distance - b.distance || rank(a.word) - rank(b.word) || a.order - b.order);
  return found.slice(0, max).map((entry) => entry.word);
}

/**
 * Edit distance counting a changed, added or removed letter, or two neighbouring letters
 * swapped (`wrod` - `word`), as 1 each (optimal string alignment). Returns limit + 1 as soon
 * as the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  let before: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        next[j] = Math.min(next[j], before[j - 2] + 1);
      }
      if (next[j] < best) best = next[j];
    }
    if (best > limit) return limit + 1;
    before = row;
    row = next;
  }
  return row[b.length];
}
