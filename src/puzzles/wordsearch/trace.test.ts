// The trace of findAllWords: paths one neighbouring cell longer than their parent, spelling
// trie prefixes; one expand event per cell entered and one found event per word; the same
// answer as the untraced loops, on random grids of every size.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../search/index.js';
import { bundledWords } from '../../words/index.js';
import { parseLetterGrid, tileText, type LetterGrid } from './letter-grid.js';
import { findAllWords, type FindAllOptions, type WordPath } from './solver.js';
import { Trie } from './trie.js';

const englishTrie = Trie.fromWords(bundledWords('english'));

function traced(grid: LetterGrid, trie: Trie, options: FindAllOptions = {}) {
  const events: TraceEvent<WordPath>[] = [];
  const result = findAllWords(grid, trie, { ...options, tracer: (event) => events.push(event) });
  return { result, events };
}

function checkTrace(grid: LetterGrid, trie: Trie, minLength: number): void {
  const { result, events } = traced(grid, trie, { minLength });
  const plain = findAllWords(grid, trie, { minLength });
  expect(result.words).toEqual(plain.words);
  expect(result.stats.expanded).toBe(plain.stats.expanded);
  const expands = events.filter((e) => e.type === 'expand');
  expect(expands).toHaveLength(result.stats.expanded);
  const found = events.filter((e) => e.type === 'found');
  expect(found.map((e) => e.node.prefix).sort()).toEqual(result.words.map((w) => w.word).sort());
  for (const event of expands) {
    const { cells, prefix } = event.node;
    expect(event.cost).toBe(cells.length - 1);
    expect(cells.map((cell) => tileText(grid, cell)).join('')).toBe(prefix);
    expect(new Set(cells).size).toBe(cells.length);
  }
  for (const event of events) {
    if (event.type !== 'generate') continue;
    const { parent, node } = event;
    expect(node.cells.slice(0, -1)).toEqual(parent.cells);
    const [a, b] = [parent.cells.at(-1)!, node.cells.at(-1)!];
    const near =
      Math.abs(grid.board.x(a) - grid.board.x(b)) <= 1 &&
      Math.abs(grid.board.y(a) - grid.board.y(b)) <= 1;
    expect(near).toBe(true);
  }
  expect(events[0]).toEqual({ type: 'start', nodes: [], algorithm: 'dfs' });
  expect(events.at(-1)).toEqual({ type: 'end', outcome: 'exhausted', stats: result.stats });
}

describe('findAllWords with a tracer', () => {
  it('follows the search over a Boggle board path by path', () => {
    checkTrace(parseLetterGrid('PERS/LATG/SINE/TERS'), englishTrie, 3);
  });

  it('agrees with the untraced loops on random grids, small and large', () => {
    const grids = fc
      .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 6 }))
      .chain(([w, h]) =>
        fc
          .array(fc.constantFrom('a', 'b', 'e', 'qu', 'u'), { minLength: w * h, maxLength: w * h })
          .map((cells) =>
            Array.from({ length: h }, (_, y) => cells.slice(y * w, y * w + w).join('')).join('/'),
          ),
      );
    const words = fc.uniqueArray(fc.stringMatching(/^[abequ]{1,7}$/), { maxLength: 60 });
    fc.assert(
      fc.property(grids, words, fc.integer({ min: 1, max: 4 }), (text, list, minLength) => {
        const grid = parseLetterGrid(text, { qu: true });
        checkTrace(grid, Trie.fromWords(list), minLength);
      }),
      { numRuns: 60 },
    );
  });

  it('stops at maxExpanded with a limit event', () => {
    const grid = parseLetterGrid('PERS/LATG/SINE/TERS');
    const { result, events } = traced(grid, englishTrie, { maxExpanded: 100 });
    expect(result.outcome).toBe('maxExpanded');
    expect(events.filter((e) => e.type === 'expand')).toHaveLength(100);
    expect(events.at(-2)).toEqual({ type: 'limit', outcome: 'maxExpanded' });
  });

  it('refuses to trace the straight-line search', () => {
    const grid = parseLetterGrid('ABC/DEF');
    expect(() => traced(grid, englishTrie, { straight: true })).toThrow(/Boggle-rule/);
  });
});
