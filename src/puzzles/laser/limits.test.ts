// The laser solver under the search kit's limits, on a puzzle it cannot finish quickly: the
// one rule is that a limit stops it, and a clock or a signal does so within milliseconds.
import { describe, expect, it } from 'vitest';
import { parseLaser, type LaserPuzzle } from './parse.js';
import { solveLaser } from './solve.js';

/** How far past its time limit a search may run: a check is due about once a millisecond. */
const SLACK_MS = 50;

/**
 * An 8 x 8 board with six pieces to place and its one target walled in: no placement lights
 * it, and proving so takes the plain search (no reachability bound) several seconds.
 */
function hopelessPuzzle(): LaserPuzzle {
  const side = 8;
  const rows = Array.from({ length: side }, (_, y) =>
    y === 0 ? '>' + '.'.repeat(side - 1) : '.'.repeat(side),
  );
  rows[side - 3] = '.'.repeat(side - 2) + '#.';
  rows[side - 2] = '.'.repeat(side - 3) + '#o#';
  rows[side - 1] = '.'.repeat(side - 2) + '#.';
  return parseLaser(`${rows.join('\n')}\nplace: 4*mirror 2*splitter`);
}

describe('solveLaser limits on a long search', () => {
  const puzzle = hopelessPuzzle();

  it('stops at timeLimitMs within the rule', () => {
    const result = solveLaser(puzzle, { timeLimitMs: 30 });
    expect(result.outcome).toBe('timeLimit');
    expect(result.complete).toBe(false);
    expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(30);
    expect(result.stats.elapsedMs).toBeLessThan(30 + SLACK_MS);
  });

  it('stops at maxExpanded exactly', () => {
    const result = solveLaser(puzzle, { maxExpanded: 12_345 });
    expect(result.outcome).toBe('maxExpanded');
    expect(result.stats.expanded).toBe(12_345);
  });

  it('stops soon after the signal is aborted mid-search', () => {
    const controller = new AbortController();
    const result = solveLaser(puzzle, {
      signal: controller.signal,
      progressEvery: 100,
      onProgress: (stats) => {
        if (stats.expanded >= 1000) controller.abort();
      },
    });
    expect(result.outcome).toBe('aborted');
    expect(result.stats.expanded).toBe(1100);
  });

  it('stops when another thread sets the stop flag', () => {
    const stopFlag = new Int32Array(new SharedArrayBuffer(4));
    const result = solveLaser(puzzle, {
      stopFlag,
      progressEvery: 100,
      onProgress: (stats) => {
        if (stats.simulations >= 500) Atomics.store(stopFlag, 0, 1);
      },
    });
    expect(result.outcome).toBe('aborted');
    expect(result.stats.expanded).toBe(600);
  });

  it('stops at maxStored, the nodes open on the way, with memoryLimit', () => {
    const result = solveLaser(puzzle, { maxStored: 3 });
    expect(result.outcome).toBe('memoryLimit');
    expect(result.stats.maxFrontier).toBe(3);
  });
});
