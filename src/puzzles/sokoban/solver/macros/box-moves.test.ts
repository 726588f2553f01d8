import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../../level.js';
import { ReachScanner } from '../../rules/reachability.js';
import {
  arbitraryCorridorLevel,
  arbitraryLevel,
  levelFromRows,
} from '../../rules/reference.test-support.js';
import { analyseLevel, type LevelAnalysis } from '../core/analysis.js';
import { BoxMoves } from './box-moves.js';

/**
 * Reference: a breadth-first search over (crate, worker) squares, walking free and pushing at
 * a cost of one, the other crates still. Each (crate square, worker region) reached by at
 * least one push, with the fewest pushes there.
 */
function referenceDestinations(
  level: SokobanLevel,
  analysis: LevelAnalysis,
  crate: number,
  pulls = false,
) {
  const { blocked, dead, steps, size } = analysis;
  const others = new Uint8Array(size);
  for (const square of level.crates) if (square !== crate) others[square] = 1;
  const regionOf = (crateAt: number, worker: number) => {
    const occupied = others.slice();
    occupied[crateAt] = 1;
    const reach = new ReachScanner(analysis.width, size / analysis.width, blocked);
    reach.scan(occupied, worker);
    return reach.minSquare;
  };
  const best = new Map<string, number>();
  const start = `${crate},${regionOf(crate, level.worker)}`;
  const seen = new Map<number, number>();
  let layer: Array<[number, number]> = [[crate, level.worker]];
  for (let pushes = 0; layer.length > 0; pushes++) {
    const next: Array<[number, number]> = [];
    // Everything the worker walks to costs no push: flood this layer first.
    const queue = layer.filter(([c, w]) => !seen.has(c * size + w));
    for (const [c, w] of queue) seen.set(c * size + w, pushes);
    for (let i = 0; i < queue.length; i++) {
      const [c, w] = queue[i];
      const key = `${c},${regionOf(c, w)}`;
      if (pushes > 0 && key !== start) {
        if (!best.has(key)) best.set(key, pushes);
      }
      for (const step of steps) {
        const to = w + step;
        if (blocked[to] === 1 || others[to] === 1) continue;
        if (to !== c) {
          if (!seen.has(c * size + to)) {
            seen.set(c * size + to, pushes);
            queue.push([c, to]);
          }
          // A pull: the worker beside the crate steps away from it, the crate following.
          if (pulls && w - step === c && dead[w] === 0) next.push([w, to]);
        } else if (
          !pulls &&
          blocked[c + step] === 0 &&
          others[c + step] === 0 &&
          dead[c + step] === 0
        ) {
          next.push([c + step, c]);
        }
      }
    }
    layer = next;
  }
  return best;
}

/** The level's analysis, its crates marked in `occupied`, and the worker's reach among them. */
function startBoard(level: SokobanLevel) {
  const analysis = analyseLevel(level);
  const occupied = new Uint8Array(analysis.size);
  for (const square of level.crates) occupied[square] = 1;
  const reach = new ReachScanner(analysis.width, level.height, analysis.blocked);
  reach.scan(occupied, level.worker);
  return { analysis, occupied, reach };
}

describe('BoxMoves', () => {
  it('finds every square and worker region one crate reaches alone, by the fewest pushes', () => {
    fc.assert(
      fc.property(arbitraryLevel(3), (level) => {
        const { analysis, occupied, reach } = startBoard(level);
        const moves = new BoxMoves(analysis);
        for (const crate of level.crates) {
          if (
            !reach.reached(crate - 1) &&
            !reach.reached(crate + 1) &&
            !reach.reached(crate - level.width) &&
            !reach.reached(crate + level.width)
          )
            continue;
          const count = moves.explore(occupied, crate, reach);
          const found = new Map<string, number>();
          for (let i = 0; i < count; i++) {
            found.set(`${moves.square[i]},${moves.region[i]}`, moves.pushes[i]);
            expect(moves.path(i)).toHaveLength(moves.pushes[i]);
          }
          expect(found).toEqual(referenceDestinations(level, analysis, crate));
          expect([...occupied]).toEqual(
            [...occupied].map((_, i) => (level.crates.includes(i) ? 1 : 0)),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('pulls: finds every square and worker region one crate reaches alone by pulls', () => {
    fc.assert(
      fc.property(arbitraryLevel(3), (level) => {
        const { analysis, occupied, reach } = startBoard(level);
        const moves = new BoxMoves(analysis, undefined, true);
        for (const crate of level.crates) {
          const count = moves.explore(occupied, crate, reach);
          const found = new Map<string, number>();
          for (let i = 0; i < count; i++) {
            found.set(`${moves.square[i]},${moves.region[i]}`, moves.pushes[i]);
            expect(moves.path(i)).toHaveLength(moves.pushes[i]);
          }
          expect(found).toEqual(referenceDestinations(level, analysis, crate, true));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tells how each move changes the count of floor regions, as a fresh count finds', () => {
    let changed = 0;
    // Corridors too: there a crate's start may cut the floor in two.
    const levels = fc.oneof(arbitraryLevel(4), arbitraryCorridorLevel(3));
    fc.assert(
      fc.property(levels, fc.boolean(), (level, pulls) => {
        const { analysis, occupied, reach } = startBoard(level);
        const moves = new BoxMoves(analysis, undefined, pulls);
        const before = floorRegions(analysis, occupied);
        for (const crate of level.crates) {
          const count = moves.explore(occupied, crate, reach);
          for (let i = 0; i < count; i++) {
            occupied[crate] = 0;
            occupied[moves.square[i]] = 1;
            const after = floorRegions(analysis, occupied);
            occupied[moves.square[i]] = 0;
            occupied[crate] = 1;
            if (after !== before) changed++;
            expect(before + moves.regionChange(i)).toBe(after);
          }
        }
      }),
      { numRuns: 300 },
    );
    expect(changed).toBeGreaterThan(0);
  });

  it('counts the corridor a crate starts in as cut in two', () => {
    // The crate on square 11 parts {9, 10} from {12, 13, 14}; pushed one square right, it
    // still parts the floor in two; pushed to the end, it leaves one region.
    const level = levelFromRows(['########', '#@ $  .#', '########']);
    const { analysis, occupied, reach } = startBoard(level);
    const moves = new BoxMoves(analysis);
    const count = moves.explore(occupied, 11, reach);
    const changes = new Map<number, number>();
    for (let i = 0; i < count; i++) {
      occupied[11] = 0;
      occupied[moves.square[i]] = 1;
      changes.set(moves.square[i], moves.regionChange(i));
      occupied[moves.square[i]] = 0;
      occupied[11] = 1;
    }
    expect(changes).toEqual(
      new Map([
        [12, 0],
        [13, 0],
        [14, -1],
      ]),
    );
  });

  it('names the worker region of any square once the crate is moved, as a flood finds it', () => {
    const levels = fc.oneof(arbitraryLevel(4), arbitraryCorridorLevel(3));
    fc.assert(
      fc.property(levels, fc.boolean(), (level, pulls) => {
        const { analysis, occupied, reach } = startBoard(level);
        const moves = new BoxMoves(analysis, undefined, pulls);
        const scanner = new ReachScanner(analysis.width, level.height, analysis.blocked);
        for (const crate of level.crates) {
          const count = moves.explore(occupied, crate, reach);
          // The floor the crate travels: what its start joins with the crate gone.
          occupied[crate] = 0;
          scanner.scan(occupied, crate);
          const travelled = new Uint8Array(analysis.size);
          for (const square of scanner.squares()) travelled[square] = 1;
          for (let i = 0; i < count; i++) {
            const to = moves.square[i];
            occupied[to] = 1;
            // As a search asks it: the child's board, and the region change asked first or not.
            if (i % 2 === 0) moves.regionChange(i);
            for (let square = 0; square < analysis.size; square++) {
              let expected = -1;
              if (travelled[square] === 1 && square !== to) {
                scanner.scan(occupied, square);
                expected = scanner.minSquare;
              }
              expect(moves.regionOf(to, square)).toBe(expected);
            }
            occupied[to] = 0;
          }
          occupied[crate] = 1;
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** The regions of free floor (walls and crates excluded), by plain floods. */
function floorRegions(analysis: LevelAnalysis, occupied: Uint8Array): number {
  const { blocked, steps, size } = analysis;
  const seen = new Uint8Array(size);
  let regions = 0;
  for (let seed = 0; seed < size; seed++) {
    if (blocked[seed] === 1 || occupied[seed] === 1 || seen[seed] === 1) continue;
    regions++;
    seen[seed] = 1;
    const queue = [seed];
    while (queue.length > 0) {
      const square = queue.pop()!;
      for (const step of steps) {
        const next = square + step;
        if (blocked[next] === 1 || occupied[next] === 1 || seen[next] === 1) continue;
        seen[next] = 1;
        queue.push(next);
      }
    }
  }
  return regions;
}
