// knightPath runs the core searches, which keep their books in a SearchRun: the same limits
// stop it within the same rule, here on a board whose corner-to-corner BFS takes some 200 ms.
import { describe, expect, it } from 'vitest';
import { Board } from '../../grid/index.js';
import { KNIGHT, LeaperGraph } from './leaper.js';
import { knightPath } from './solve.js';

/** How far past its time limit a search may run: a check is due about once a millisecond. */
const SLACK_MS = 50;

describe('knightPath limits on a 600 x 600 board', () => {
  const board = new Board(600, 600);
  const graph = new LeaperGraph(board, KNIGHT);
  const corner = board.size - 1;

  it('stops at maxExpanded exactly', () => {
    const result = knightPath(board, 0, corner, { graph, maxExpanded: 9999 });
    expect(result.outcome).toBe('maxExpanded');
    expect(result.stats.expanded).toBe(9999);
  });

  it('stops at timeLimitMs within the rule', () => {
    const result = knightPath(board, 0, corner, { graph, timeLimitMs: 30 });
    expect(result.outcome).toBe('timeLimit');
    expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(30);
    expect(result.stats.elapsedMs).toBeLessThan(30 + SLACK_MS);
  });

  it('stops soon after the signal is aborted mid-search', () => {
    const controller = new AbortController();
    const result = knightPath(board, 0, corner, {
      graph,
      signal: controller.signal,
      progressEvery: 1000,
      onProgress: (stats) => {
        if (stats.expanded >= 5000) controller.abort();
      },
    });
    expect(result.outcome).toBe('aborted');
    expect(result.stats.expanded).toBe(6000);
  });
});
