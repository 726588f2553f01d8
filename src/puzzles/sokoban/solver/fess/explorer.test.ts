import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../../level.js';
import { ReachScanner } from '../../rules/reachability.js';
import {
  arbitraryCorridorLevel,
  arbitraryLevel,
  levelFromRows,
  referenceMinPushes,
  referenceReach,
} from '../../rules/reference.test-support.js';
import { analyseLevel } from '../core/analysis.js';
import { BoxMoves } from '../macros/box-moves.js';
import { Explorer } from './explorer.js';
import { planFor, solveWithTuning } from '../index.js';

/** Whether a lone crate on `to` can be pushed to `target` on the empty level: a plain search. */
function referenceUndoable(level: SokobanLevel, to: number, target: number): boolean {
  const { width } = level;
  const steps = [-width, 1, width, -1];
  const inside = referenceReach({ ...level, crates: [] }, []);
  const seen = new Set([to]);
  const queue = [to];
  for (let head = 0; head < queue.length; head++) {
    const crate = queue[head];
    if (crate === target) return true;
    for (const step of steps) {
      // The worker stands behind the crate, and the crate goes on.
      const next = crate + step;
      if (!inside.has(crate - step) || !inside.has(next) || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return false;
}

/** The explorer's rule read straight off its definition, by floods of the reference. */
function referenceOpens(level: SokobanLevel, from: number, to: number): boolean {
  if (!referenceUndoable(level, to, from)) return false;
  const before = referenceReach(level, level.crates);
  const crates = level.crates.map((crate) => (crate === from ? to : crate));
  const after = referenceReach({ ...level, worker: from }, crates);
  const steps = [-level.width, 1, level.width, -1];
  return crates.some(
    (crate) =>
      crate !== to &&
      steps.some((step) => {
        const side = crate + step;
        const onto = crate - step;
        return (
          side !== from &&
          !before.has(side) &&
          after.has(side) &&
          level.walls[onto] === 0 &&
          !crates.includes(onto)
        );
      }),
  );
}

/**
 * `Explorer.opens` for the push of the crate on `from` to its neighbour `to`, asked of
 * `explorer` (one built for `level`) or of a new one.
 */
function opens(level: SokobanLevel, from: number, to: number, explorer?: Explorer): boolean {
  const analysis = analyseLevel(level);
  const occupied = new Uint8Array(analysis.size);
  for (const crate of level.crates) occupied[crate] = 1;
  const before = new ReachScanner(level.width, level.height, analysis.blocked);
  before.scan(occupied, level.worker);
  occupied[from] = 0;
  occupied[to] = 1;
  const crates = level.crates.map((crate) => (crate === from ? to : crate));
  return (explorer ?? new Explorer(analysis)).opens(crates, occupied, from, to, from, before);
}

describe('Explorer', () => {
  it('names a push that can be undone and lets the worker round a crate', () => {
    // Pushing the upper crate right opens the way down to the lower crate's left side.
    const level = levelFromRows(['#######', '#@$   #', '## ## #', '#  $ .#', '#   . #', '#######']);
    const at = (x: number, y: number) => y * level.width + x;
    expect(opens(level, at(2, 1), at(3, 1))).toBe(true);
    expect(referenceOpens(level, at(2, 1), at(3, 1))).toBe(true);
  });

  it('never names a push that cannot be undone', () => {
    // Into the corner: the crate can never come back.
    const level = levelFromRows(['######', '#@$ ##', '## $.#', '#   .#', '######']);
    const at = (x: number, y: number) => y * level.width + x;
    expect(opens(level, at(2, 1), at(3, 1))).toBe(false);
  });

  it('agrees with its definition read off the reference floods, on every push', () => {
    let named = 0;
    const everyPush = (level: SokobanLevel) => {
      // One explorer for the level, so later pushes read the tables earlier ones built.
      const explorer = new Explorer(analyseLevel(level));
      const reach = referenceReach(level, level.crates);
      for (const from of level.crates) {
        for (const step of [-level.width, 1, level.width, -1]) {
          const to = from + step;
          if (!reach.has(from - step) || level.walls[to] === 1 || level.crates.includes(to)) {
            continue;
          }
          const expected = referenceOpens(level, from, to);
          if (expected) named++;
          expect(opens(level, from, to, explorer)).toBe(expected);
        }
      }
    };
    fc.assert(fc.property(arbitraryLevel(5), everyPush), { numRuns: 800 });
    fc.assert(fc.property(arbitraryCorridorLevel(3), everyPush), { numRuns: 800 });
    // The property means something only if some pushes are exploring.
    expect(named).toBeGreaterThan(10);
  });

  it('answers a box move from its exploration as a flood of the child would', () => {
    let named = 0;
    const everyBoxMove = (level: SokobanLevel) => {
      const analysis = analyseLevel(level);
      const explorer = new Explorer(analysis);
      const moves = new BoxMoves(analysis);
      const occupied = new Uint8Array(analysis.size);
      for (const crate of level.crates) occupied[crate] = 1;
      const before = new ReachScanner(level.width, level.height, analysis.blocked);
      before.scan(occupied, level.worker);
      for (const from of level.crates) {
        const count = moves.explore(occupied, from, before);
        for (let i = 0; i < count; i++) {
          const to = moves.square[i];
          const worker = moves.region[i];
          const crates = level.crates.map((crate) => (crate === from ? to : crate));
          occupied[from] = 0;
          occupied[to] = 1;
          const flooded = explorer.opens(crates, occupied, from, to, worker, before);
          if (flooded) named++;
          expect(explorer.opens(crates, occupied, from, to, worker, before, moves)).toBe(flooded);
          occupied[to] = 0;
          occupied[from] = 1;
        }
      }
    };
    fc.assert(fc.property(arbitraryLevel(5), everyBoxMove), { numRuns: 500 });
    fc.assert(fc.property(arbitraryCorridorLevel(3), everyBoxMove), { numRuns: 500 });
    expect(named).toBeGreaterThan(10);
  });
});

describe('FESS with the explorer and opener advisors', () => {
  const fess = planFor('any').find((weights) => weights.learnDeadlocks === true)!;

  it('solves what the brute-force solver solves, and proves the rest unsolvable', () => {
    fc.assert(
      fc.property(arbitraryLevel(4), (level) => {
        const expected = referenceMinPushes(level, 20_000);
        if (expected === 'limit') return;
        const weights = { ...fess, explorer: true, opener: true };
        const result = solveWithTuning(level, { maxStates: 200_000 }, [weights]);
        expect(result.outcome).toBe(expected === 'unsolvable' ? 'exhausted' : 'found');
      }),
      { numRuns: 150 },
    );
  });
});
