/**
 * The plain way to find every dictionary word in a Boggle grid, kept as the yardstick the
 * fast solver is tested and benchmarked against: a recursive depth-first search that builds
 * each path's letters as a string and prunes with a set of every prefix of every word.
 *
 * ```ts
 * const dictionary = prefixDictionary(['tea', 'ten', 'net']);
 * referenceFindAllWords(parseLetterGrid('TE/NA'), dictionary, 3); // Set { 'tea', 'ten', 'net' }
 * ```
 */
import { neighborTable, tileText, type LetterGrid } from '../../src/puzzles/wordsearch/index.js';

export interface PrefixDictionary {
  words: Set<string>;
  prefixes: Set<string>;
}

export function prefixDictionary(words: Iterable<string>): PrefixDictionary {
  const dictionary: PrefixDictionary = { words: new Set(), prefixes: new Set() };
  for (const word of words) {
    dictionary.words.add(word);
    for (let end = 1; end <= word.length; end++) dictionary.prefixes.add(word.slice(0, end));
  }
  return dictionary;
}

export function referenceFindAllWords(
  grid: LetterGrid,
  dictionary: PrefixDictionary,
  minLength = 3,
): Set<string> {
  const neighbors = neighborTable(grid.board);
  const used: boolean[] = new Array<boolean>(grid.board.size).fill(false);
  const found = new Set<string>();
  const visit = (cell: number, before: string): void => {
    const spelled = before + tileText(grid, cell);
    if (!dictionary.prefixes.has(spelled)) return;
    if (spelled.length >= minLength && dictionary.words.has(spelled)) found.add(spelled);
    used[cell] = true;
    for (let k = 0; k < 8; k++) {
      const next = neighbors[cell * 8 + k];
      if (next >= 0 && !used[next]) visit(next, spelled);
    }
    used[cell] = false;
  };
  for (let cell = 0; cell < grid.board.size; cell++) visit(cell, '');
  return found;
}
