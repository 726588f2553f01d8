// The word searches under the search kit's limits, on grids they cannot finish quickly: the
// one rule is that a limit stops them, and a clock or a signal does so within milliseconds.
import { describe, expect, it } from 'vitest';
import { Board, seededRandom } from '../../grid/index.js';
import { bundledWords } from '../../words/index.js';
import { findWord } from './find-word.js';
import type { LetterGrid } from './letter-grid.js';
import { findAllWords } from './solver.js';
import { Trie } from './trie.js';

/**
 * How far past its time limit a search may run: a check is due about once a millisecond, but
 * a collection of this 1000 x 1000 grid's garbage, with other test files on both cores, has
 * taken over 50 ms on this machine.
 */
const SLACK_MS = 100;

/** A `side` x `side` grid of letters drawn by `letter` (a tile code 0-25) for each cell. */
function letterGrid(side: number, letter: () => number): LetterGrid {
  const board = new Board(side, side);
  const tiles = Uint8Array.from({ length: board.size }, letter);
  return { width: side, height: side, board, tiles };
}

describe('findAllWords limits on a 1000 x 1000 grid and the English dictionary', () => {
  // Searching all of it takes tens of seconds.
  const random = seededRandom(17);
  const grid = letterGrid(1000, () => Math.floor(random() * 26));
  const trie = Trie.fromWords(bundledWords('english'));

  for (const straight of [false, true]) {
    const rule = straight ? 'straight lines' : 'the Boggle rule';

    // The limit covers building the grid's neighbour table too (some 100 ms here, far more
    // with both cores busy), so whether any word is found by then depends on the load: the
    // partial result is checked under maxExpanded below, where it does not.
    it(`stops at timeLimitMs within the rule, along ${rule}`, () => {
      const result = findAllWords(grid, trie, { straight, timeLimitMs: 300 });
      expect(result.outcome).toBe('timeLimit');
      expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(300);
      expect(result.stats.elapsedMs).toBeLessThan(300 + SLACK_MS);
    });

    it(`stops within the rule while still building the grid's table, along ${rule}`, () => {
      const result = findAllWords(grid, trie, { straight, timeLimitMs: 20 });
      expect(result.outcome).toBe('timeLimit');
      expect(result.stats.elapsedMs).toBeLessThan(20 + SLACK_MS);
    });

    it(`stops at maxExpanded exactly, with the words found so far, along ${rule}`, () => {
      const result = findAllWords(grid, trie, { straight, maxExpanded: 54_321 });
      expect(result.outcome).toBe('maxExpanded');
      expect(result.stats.expanded).toBe(54_321);
      expect(result.words.length).toBeGreaterThan(0);
    });
  }

  it('stops soon after the signal is aborted mid-search', () => {
    const controller = new AbortController();
    const result = findAllWords(grid, trie, {
      signal: controller.signal,
      progressEvery: 1000,
      onProgress: (stats) => {
        if (stats.expanded >= 20_000) controller.abort();
      },
    });
    expect(result.outcome).toBe('aborted');
    expect(result.stats.expanded).toBe(21_000);
  });

  it('stops at once for a signal aborted before it starts, and says so to the tracer', () => {
    const controller = new AbortController();
    controller.abort();
    const events: string[] = [];
    const result = findAllWords(grid, trie, {
      signal: controller.signal,
      tracer: (event) => events.push(event.type),
    });
    expect(result.outcome).toBe('aborted');
    expect(result.stats.expanded).toBe(0);
    expect(events).toEqual(['start', 'limit', 'end']);
  });
});

describe('findWord limits', () => {
  // Every path of 36 cells spells the word's start on a grid of a's: the search never ends.
  const grid = letterGrid(200, () => 0);
  const word = 'a'.repeat(36) + 'b';

  for (const straight of [false, true]) {
    const rule = straight ? 'straight lines' : 'the Boggle rule';

    it(`stops at maxExpanded exactly, along ${rule}`, () => {
      const result = findWord(grid, word, { straight, maxExpanded: 4321 });
      expect(result.outcome).toBe('maxExpanded');
      expect(result.stats.expanded).toBe(4321);
    });
  }

  it('stops at timeLimitMs within the rule', () => {
    const result = findWord(grid, word, { timeLimitMs: 30 });
    expect(result.outcome).toBe('timeLimit');
    expect(result.cells).toBeUndefined();
    expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(30);
    expect(result.stats.elapsedMs).toBeLessThan(30 + SLACK_MS);
  });

  it('stops soon after the signal is aborted mid-search', () => {
    const controller = new AbortController();
    const result = findWord(grid, word, {
      signal: controller.signal,
      progressEvery: 500,
      onProgress: (stats) => {
        if (stats.expanded >= 5000) controller.abort();
      },
    });
    expect(result.outcome).toBe('aborted');
    expect(result.stats.expanded).toBe(5500);
  });
});
