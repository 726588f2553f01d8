/**
 * Boggle scoring by word length, `qu` counting as two letters (it is spelled with two):
 * 3-4 letters 1 point, 5: 2, 6: 3, 7: 5, 8 or more: 11; shorter words score nothing.
 *
 * ```ts
 * import { boggleScore } from 'puzzlegraph/wordsearch';
 *
 * console.log(boggleScore('tea')); // 1
 * // Five letters, one of them the Qu tile.
 * console.log(boggleScore('quest')); // 2
 * console.log(boggleScore('triangles')); // 11
 * ```
 */
export function boggleScore(word: string): number {
  return scoreForLength(word.length);
}

export function scoreForLength(letters: number): number {
  if (letters < 3) return 0;
  if (letters <= 4) return 1;
  if (letters === 5) return 2;
  if (letters === 6) return 3;
  if (letters === 7) return 5;
  return 11;
}
