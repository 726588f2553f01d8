/**
 * What the word search tab holds, in one place: the letter grid read from the form (none
 * while the letters are bad), the English dictionary once loaded, and the words the last
 * "All English words" found. The searches are the library's `findWord` and `findAllWords`.
 *
 * ```ts
 * const state = new WordSearchState();
 * state.read('PERS\nLATG\nSINE\nTERS', true); // true: a grid of another size
 * state.findWord('plaster', false).cells; // the cells spelling it, first letter first
 * ```
 */
import {
  findAllWords,
  findWord,
  formatLetterGrid,
  parseLetterGrid,
  rollBoggle,
  tileText,
  Trie,
  type FindAllResult,
  type FindWordResult,
  type FoundWord,
  type LetterGrid,
} from '../../../../src/puzzles/wordsearch/index.js';
import { seededRandom } from '../../../../src/grid/index.js';
import { loadWords } from '../../word-lists.js';

/** Bigger grids work in the CLI; here every letter is a button. */
const MAX_SIDE = 30;

export class WordSearchState {
  grid: LetterGrid | undefined;
  /** The words the last search for every word found. */
  found: FoundWord[] = [];
  private trie: Promise<Trie> | undefined;

  /** Reads the letters; returns whether the grid's size changed. Bad letters leave no grid. */
  read(letters: string, qu: boolean): boolean {
    const before = this.grid;
    this.grid = undefined;
    const next = parseLetterGrid(letters, { qu, file: 'grid' });
    if (next.width > MAX_SIDE || next.height > MAX_SIDE)
      throw new Error('the playground draws grids up to 30x30; use the CLI for bigger ones');
    this.grid = next;
    return !before || before.width !== next.width || before.height !== next.height;
  }

  /** The letters on a cell, as the grid reads them (`qu` for a Qu tile). */
  tileText(cell: number): string {
    return tileText(this.grid!, cell);
  }

  findWord(word: string, straight: boolean): FindWordResult {
    return findWord(this.grid!, word, { straight, timeLimitMs: 5000 });
  }

  /** The English word list as a trie, loaded the first time it is asked for. */
  dictionary(): Promise<Trie> {
    this.trie ??= loadWords('english').then((words) => Trie.fromWords(words));
    return this.trie;
  }

  /** Every word of `dictionary` in the grid, with Boggle scores; kept as `found`. */
  findAllWords(dictionary: Trie, minLength: number, straight: boolean): FindAllResult {
    const all = findAllWords(this.grid!, dictionary, { minLength, straight, timeLimitMs: 10_000 });
    this.found = all.words;
    return all;
  }
}

/** Letters of a fresh roll of the Boggle dice, as the form writes them. */
export function rollLetters(): string {
  return formatLetterGrid(rollBoggle(seededRandom((Math.random() * 2 ** 32) >>> 0)));
}
