import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../../format/parse.js';
import type { SokobanLevel } from '../../level.js';
import { arbitraryLevel } from '../../rules/reference.test-support.js';
import { analyseLevel } from '../core/analysis.js';
import { UNREACHABLE } from '../core/distances.js';
import { SPREAD_FORWARD, checkSolution, planFor, pushesToLurd } from '../index.js';
import { runPortfolio } from '../core/portfolio.js';
import type { PullSearch } from './pull-search.js';
import type { PushSearch } from './push-search.js';
import { SpreadPair } from './spread-pair.js';
import { SpreadSearch } from './spread-search.js';

// The settings the default plan gives the pair.
const SPREAD = planFor('any').find((weights) => weights.spread)!;
const FORWARD = SPREAD_FORWARD;

/** Regions of free floor by a plain flood fill: the reference for the search's counts. */
function referenceRegions(level: SokobanLevel, crates: ArrayLike<number>): number {
  const { width } = level;
  const analysis = analyseLevel(level);
  const free = new Uint8Array(analysis.size);
  for (let square = 0; square < analysis.size; square++)
    free[square] = 1 - analysis.blocked[square];
  for (let k = 0; k < crates.length; k++) free[crates[k]] = 0;
  let regions = 0;
  for (let square = 0; square < analysis.size; square++) {
    if (free[square] === 0) continue;
    regions++;
    const stack = [square];
    free[square] = 0;
    while (stack.length > 0) {
      const at = stack.pop()!;
      for (const next of [at - 1, at + 1, at - width, at + width]) {
        if (free[next] === 1) {
          free[next] = 0;
          stack.push(next);
        }
      }
    }
  }
  return regions;
}

/** Crates with no side to be pulled from: a side that is no wall, the square beyond it free. */
function referenceShut(level: SokobanLevel, crates: ArrayLike<number>): number {
  const { width } = level;
  const analysis = analyseLevel(level);
  const taken = new Set(Array.from(crates));
  let shut = 0;
  for (const crate of taken) {
    const pullable = [1, -1, width, -width].some(
      (step) =>
        analysis.blocked[crate + step] === 0 &&
        analysis.blocked[crate + 2 * step] === 0 &&
        !taken.has(crate + 2 * step),
    );
    if (!pullable) shut++;
  }
  return shut;
}

/** Each crate's pushes to every goal it can reach, summed over the crates. */
function referenceSpread(level: SokobanLevel, crates: ArrayLike<number>): number {
  const analysis = analyseLevel(level);
  let spread = 0;
  for (let k = 0; k < crates.length; k++) {
    for (let goal = 0; goal < analysis.goalSquares.length; goal++) {
      const distance = analysis.distances.distance(goal, crates[k]);
      if (distance !== UNREACHABLE) spread += distance;
    }
  }
  return spread;
}

describe('SpreadSearch', () => {
  it('keeps the most open position it stored: fewest regions, fewest shut crates, most spread', () => {
    fc.assert(
      fc.property(arbitraryLevel(3), (level) => {
        const analysis = analyseLevel(level);
        const limits = { maxStates: 20_000, keptSolutions: 0 };
        const search = new SpreadSearch(level, analysis, SPREAD, limits);
        const result = search.start() ?? search.step(Infinity)!;
        if (result.outcome === 'found' || search.bestCrates() === undefined) return;
        // Run dry: every position pulled from the solved one is stored. The best by the
        // reference measures over all of them must be as good as the one it kept.
        const store = (search as unknown as { store: { count: number; crates: Uint16Array } })
          .store;
        const n = level.crates.length;
        const openness = (crates: ArrayLike<number>) => [
          referenceRegions(level, crates),
          referenceShut(level, crates),
          -referenceSpread(level, crates),
        ];
        let best = [Infinity, Infinity, Infinity];
        for (let id = 0; id < store.count; id++) {
          const next = openness(store.crates.subarray(id * n, id * n + n));
          const at = next.findIndex((value, i) => value !== best[i]);
          if (at !== -1 && next[at] < best[at]) best = next;
        }
        expect(openness(search.bestCrates()!)).toEqual(best);
      }),
      { numRuns: 150 },
    );
  });
});

describe('SpreadPair', () => {
  const file = new URL('../../../../../data/sokoban/microban.sok', import.meta.url);
  const microban = parseCollection(readFileSync(file, 'utf8'), { file: 'microban.sok' });

  function pairAlone(level: SokobanLevel) {
    const analysis = analyseLevel(level);
    const limits = { maxStates: 2_000_000, keptSolutions: 64, timeLimitMs: 20_000 };
    const forward: PushSearch[] = [];
    const backward: PullSearch[] = [];
    const pair = new SpreadPair(level, analysis, SPREAD, FORWARD, limits, forward, backward);
    return { pair, result: runPortfolio([pair]), forward, backward };
  }

  it('alone, solves small levels, and every solution replays', () => {
    for (const number of [1, 10, 50, 100]) {
      const level = microban[number - 1];
      const { result } = pairAlone(level);
      expect(result.outcome, `Microban ${number}`).toBe('found');
      const check = checkSolution(level, pushesToLurd(level, result.pushes!));
      expect(check.ok, `Microban ${number}: ${check.ok ? '' : check.problem}`).toBe(true);
    }
  });

  it('joins the solve’s lists so that the other searches meet its halves', () => {
    const { backward } = pairAlone(microban[9]);
    expect(backward).toHaveLength(1);
    expect(backward[0]).toBeInstanceOf(SpreadSearch);
  });

  it('proves nothing: on a level with no solution it drops out', () => {
    // A crate in a corner off a goal: stuck, but the pair only gives up, it proves nothing.
    const stuck = parseCollection(['#####', '#@ $#', '#  .#', '#####'].join('\n'), {
      file: 'stuck.sok',
    })[0];
    const analysis = analyseLevel(stuck);
    const limits = { maxStates: 10_000, keptSolutions: 0, timeLimitMs: 20_000 };
    const pair = new SpreadPair(stuck, analysis, SPREAD, FORWARD, limits, [], []);
    let result = pair.start();
    while (result === undefined) result = pair.step(512);
    expect(result.outcome).toBe('exhausted');
    expect(pair.complete).toBe(false);
  });
});
