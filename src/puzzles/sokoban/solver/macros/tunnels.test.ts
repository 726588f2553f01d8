import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryCorridorLevel,
  levelFromRows,
  referenceMinPushes,
} from '../../rules/reference.test-support.js';
import { analyseLevel } from '../core/analysis.js';
import { checkSolution, planFor, solveWithTuning } from '../index.js';
import type { SearchWeights } from '../core/search-settings.js';
import { Tunnels } from './tunnels.js';

const RIGHT = 1;
const LEFT = 3;

// A corridor from the worker's end to the goal's, and a goal in a niche above its square 5.
const CORRIDOR = levelFromRows(['##########', '#####.####', '#@$     .#', '##########']);

function occupiedBy(size: number, crates: number[]): Uint8Array {
  const occupied = new Uint8Array(size);
  for (const crate of crates) occupied[crate] = 1;
  return occupied;
}

describe('Tunnels', () => {
  const width = CORRIDOR.width;
  const at = (x: number, y: number) => y * width + x;
  const analysis = analyseLevel(CORRIDOR);

  it('pushes a crate on through a corridor, to its end or the square before a goal', () => {
    const tunnels = Tunnels.forPushes(analysis);
    const occupied = new Uint8Array(analysis.size);
    // Square 5 opens onto the niche above: it is no corridor square, and a run ends before it.
    expect(tunnels.pushedOn(at(3, 2), RIGHT, occupied)).toBe(at(4, 2));
    expect(tunnels.pushedOn(at(5, 2), RIGHT, occupied)).toBe(at(5, 2));
    // Square 8 is a goal: the crate stops next to it.
    expect(tunnels.pushedOn(at(6, 2), RIGHT, occupied)).toBe(at(7, 2));
  });

  it('stops a push before another crate', () => {
    const tunnels = Tunnels.forPushes(analysis);
    const occupied = occupiedBy(analysis.size, [at(2, 2), at(4, 2)]);
    expect(tunnels.pushedOn(at(2, 2), RIGHT, occupied)).toBe(at(3, 2));
  });

  it('pulls a crate on while the worker can step back, never onto a starting square', () => {
    const starts = new Uint8Array(analysis.size);
    starts[at(2, 2)] = 1;
    const tunnels = Tunnels.forPulls(analysis, starts);
    const occupied = new Uint8Array(analysis.size);
    expect(tunnels.pulledOn(at(7, 2), LEFT, occupied)).toBe(at(6, 2));
    expect(tunnels.pulledOn(at(4, 2), LEFT, occupied)).toBe(at(3, 2));
    // Without a starting square there, the crate goes on to square 2: the worker, on square
    // 1, has no floor behind it to step back onto.
    const plain = Tunnels.forPulls(analysis, new Uint8Array(analysis.size));
    expect(plain.pulledOn(at(4, 2), LEFT, occupied)).toBe(at(2, 2));
    // A crate where the worker would step stops the pulls.
    occupied[at(2, 2)] = 1;
    expect(plain.pulledOn(at(4, 2), LEFT, occupied)).toBe(at(4, 2));
  });
});

describe('searches with tunnel macros', () => {
  const plans: [string, SearchWeights][] = [
    [
      'push search',
      { gWeight: 0, hWeight: 1, goalOnPop: false, corralPruning: true, tunnelMacros: true },
    ],
    [
      'pull search',
      {
        gWeight: 1,
        hWeight: 5,
        goalOnPop: false,
        corralPruning: false,
        reverse: true,
        tunnelMacros: true,
      },
    ],
    ['FESS (box moves)', planFor('any')[0]],
  ];

  it.each(plans)('%s finds a checked solution exactly when one exists', (_name, weights) => {
    expect(weights.tunnelMacros).toBe(true);
    // Rooms joined by corridors, so that crates are pushed and pulled through tunnels.
    fc.assert(
      fc.property(arbitraryCorridorLevel(2), (level) => {
        const expected = referenceMinPushes(level);
        fc.pre(expected !== 'limit');
        const result = solveWithTuning(level, {}, [weights]);
        if (expected === 'unsolvable') expect(result.outcome).not.toBe('found');
        else {
          expect(result.outcome).toBe('found');
          expect(checkSolution(level, result.solution!).ok).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('stores fewer states on a level of corridors, with the same pushes', () => {
    const level = levelFromRows(['##########', '#@$     .#', '##########']);
    const weights = plans[0][1];
    const plain = solveWithTuning(level, {}, [{ ...weights, tunnelMacros: false }]);
    const tunnels = solveWithTuning(level, {}, [weights]);
    expect(tunnels.outcome).toBe('found');
    expect(checkSolution(level, tunnels.solution!).ok).toBe(true);
    expect(tunnels.pushes).toBe(plain.pushes);
    expect(tunnels.stats.states).toBeLessThan(plain.stats.states);
  });
});
