import { describe, expect, it } from 'vitest';
import { parseLevel } from '../../format/parse.js';
import type { SokobanSolveResult } from '../types.js';
import { verifyOutcome } from './solve-collection.js';

const level = parseLevel('######\n#@$ .#\n######');
const stats = { expanded: 1, generated: 1, maxFrontier: 1, elapsedMs: 1, states: 1 };
const found = (solution: string, moves: number, pushes: number): SokobanSolveResult => ({
  outcome: 'found',
  solution,
  moves,
  pushes,
  optimal: false,
  stats,
});

describe('verifyOutcome', () => {
  it('passes a solution that replays to a solved level with the counts announced', () => {
    const outcome = verifyOutcome({ index: 0, level }, found('RR', 2, 2));
    expect(outcome.check).toMatchObject({ solved: true, moves: 2, pushes: 2 });
  });

  it('stops on an illegal, unfinished or miscounted solution', () => {
    const job = { index: 4, level };
    expect(() => verifyOutcome(job, found('RRR', 3, 3))).toThrow(
      'level 5 fails the replay: move 3 pushes a crate into a wall',
    );
    expect(() => verifyOutcome(job, found('R', 1, 1))).toThrow('the level is not solved');
    expect(() => verifyOutcome(job, found('RR', 3, 2))).toThrow('counts differ');
  });

  it('lets results without a solution through unchecked', () => {
    const outcome = verifyOutcome(
      { index: 0, level },
      { ...found('', 0, 0), outcome: 'timeLimit' },
    );
    expect(outcome.check).toBeUndefined();
  });
});
