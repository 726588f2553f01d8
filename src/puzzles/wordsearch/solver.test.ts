import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledWords } from '../../words/index.js';
import { seededRandom } from '../../grid/index.js';
import { BOGGLE_DICE, rollBoggle, rollBoggleTiles } from './dice.js';
import { parseLetterGrid, tileText, type LetterGrid } from './letter-grid.js';
import { prefixDictionary, referenceFindAllWords } from '../../../test/reference/wordsearch.js';
import { wordPathError } from './rules.js';
import { boggleScore } from './score.js';
import { BoggleSolver, findAllWords } from './solver.js';
import { Trie } from './trie.js';

const english = bundledWords('english');
const englishTrie = Trie.fromWords(english);

/**
 * Grids of a few letters (with Qu tiles), up to 7 x 6 so that grids over 32 cells take the
 * solver's general path, and dictionaries over the same letters.
 */
const gridText = fc
  .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 6 }))
  // The Qu tile is written `qu`: a lone `q` before a `u` tile would read as one tile.
  .chain(([w, h]) =>
    fc
      .array(fc.constantFrom('a', 'b', 'e', 'qu', 'u'), { minLength: w * h, maxLength: w * h })
      .map((cells) =>
        Array.from({ length: h }, (_, y) => cells.slice(y * w, y * w + w).join('')).join('/'),
      ),
  );
const words = fc.uniqueArray(fc.stringMatching(/^[abequ]{1,7}$/), { maxLength: 60 });

/** Straight-line words by brute force: every line segment's letters, looked up. */
function straightWords(grid: LetterGrid, dictionary: Set<string>, minLength: number): Set<string> {
  const found = new Set<string>();
  const { board } = grid;
  for (let cell = 0; cell < board.size; cell++) {
    for (const [dx, dy] of [
      [0, -1],
      [1, -1],
      [1, 0],
      [1, 1],
      [0, 1],
      [-1, 1],
      [-1, 0],
      [-1, -1],
    ]) {
      let spelled = '';
      for (let x = board.x(cell), y = board.y(cell); board.inside(x, y); x += dx, y += dy) {
        spelled += tileText(grid, board.index(x, y));
        if (spelled.length >= minLength && dictionary.has(spelled)) found.add(spelled);
      }
    }
  }
  return found;
}

describe('findAllWords', () => {
  it('finds 1,045 words worth 3,625 points on PERS/LATG/SINE/TERS with ENABLE2K', () => {
    const grid = parseLetterGrid('PERS/LATG/SINE/TERS');
    const result = findAllWords(grid, englishTrie, { minLength: 3 });
    expect(result.outcome).toBe('exhausted');
    expect(result.words).toHaveLength(1045);
    expect(result.score).toBe(3625);
    expect(result.score).toBe(
      result.words.reduce((sum, found) => sum + boggleScore(found.word), 0),
    );
    for (const found of result.words)
      expect(wordPathError(grid, found.word, found.cells)).toBeUndefined();
    // The plain recursive solver agrees (given the words spelled with this board's letters).
    const letters = new Set('persisatgnl');
    const usable = english.filter((word) => [...word].every((letter) => letters.has(letter)));
    const reference = referenceFindAllWords(grid, prefixDictionary(usable), 3);
    expect(new Set(result.words.map((found) => found.word))).toEqual(reference);
  });

  it('finds what the plain recursive solver finds, on grids of any size, with Qu tiles', () => {
    fc.assert(
      fc.property(gridText, words, fc.integer({ min: 1, max: 4 }), (text, list, minLength) => {
        const grid = parseLetterGrid(text, { qu: true });
        const result = findAllWords(grid, Trie.fromWords(list), { minLength });
        const expected = referenceFindAllWords(grid, prefixDictionary(list), minLength);
        expect(new Set(result.words.map((found) => found.word))).toEqual(expected);
        expect(result.words).toHaveLength(expected.size);
        for (const found of result.words) {
          expect(wordPathError(grid, found.word, found.cells)).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('finds straight-line words as brute force does', () => {
    fc.assert(
      fc.property(gridText, words, (text, list) => {
        const grid = parseLetterGrid(text, { qu: true });
        const result = findAllWords(grid, Trie.fromWords(list), { minLength: 2, straight: true });
        expect(new Set(result.words.map((found) => found.word))).toEqual(
          straightWords(grid, new Set(list), 2),
        );
        for (const found of result.words) {
          expect(wordPathError(grid, found.word, found.cells, { straight: true })).toBeUndefined();
        }
      }),
      { numRuns: 200 },
    );
  });

  it('stops at a limit', () => {
    const grid = parseLetterGrid('PERS/LATG/SINE/TERS');
    const result = findAllWords(grid, englishTrie, { maxExpanded: 100 });
    expect(result.outcome).toBe('maxExpanded');
    expect(result.stats.expanded).toBeLessThanOrEqual(100);
  });
});

describe('BoggleSolver on rolled boards', () => {
  it('matches the reference solver board after board, reusing its buffers', () => {
    const random = seededRandom(7);
    const sample = Array.from({ length: 15 }, () => rollBoggle(random));
    const letters = new Set(
      sample.flatMap((grid) => [...grid.tiles].map((_, cell) => tileText(grid, cell))).join(''),
    );
    const usable = english.filter((word) => [...word].every((letter) => letters.has(letter)));
    const dictionary = prefixDictionary(usable);
    const solver = new BoggleSolver(englishTrie, sample[0].board);
    for (const grid of sample) {
      solver.solve(grid.tiles);
      const expected = referenceFindAllWords(grid, dictionary, 3);
      expect(new Set(solver.found().map((found) => found.word))).toEqual(expected);
      expect(solver.score).toBe([...expected].reduce((sum, word) => sum + boggleScore(word), 0));
    }
  });

  it('rolls each of the 16 standard dice once per board', () => {
    const random = seededRandom(3);
    for (let board = 0; board < 20; board++) {
      const faces = [...rollBoggleTiles(random)].map((code) =>
        code === 26 ? 'Q' : String.fromCharCode(65 + code),
      );
      expect(matchDice(faces)).toBe(16);
    }
  });
});

/** The largest matching of faces to dice showing them (augmenting paths). */
function matchDice(faces: string[]): number {
  const dieOf: number[] = new Array<number>(16).fill(-1); // face index per die
  const assign = (face: number, tried: Set<number>): boolean => {
    for (let die = 0; die < 16; die++) {
      if (!BOGGLE_DICE[die].includes(faces[face]) || tried.has(die)) continue;
      tried.add(die);
      if (dieOf[die] === -1 || assign(dieOf[die], tried)) {
        dieOf[die] = face;
        return true;
      }
    }
    return false;
  };
  return faces.filter((_, face) => assign(face, new Set())).length;
}

describe('scoring and the trie', () => {
  it('scores by length, qu counting two letters', () => {
    expect(
      ['at', 'tea', 'team', 'steam', 'quest', 'steamy', 'steamer', 'steamers'].map(boggleScore),
    ).toEqual([0, 1, 1, 2, 2, 3, 5, 11]);
  });

  it('looks words and prefixes up as a set would', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-e]{1,5}$/)),
        fc.stringMatching(/^[a-e]{1,5}$/),
        (list, probe) => {
          const trie = Trie.fromWords(list);
          expect(trie.has(probe)).toBe(list.includes(probe));
          expect(trie.lookup(probe) !== Trie.NONE).toBe(
            list.some((word) => word.startsWith(probe)),
          );
          if (trie.has(probe)) expect(trie.wordAt(trie.lookup(probe))).toBe(probe);
        },
      ),
      { numRuns: 300 },
    );
  });
});
