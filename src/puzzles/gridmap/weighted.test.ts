import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WeightedPathFinder } from '../../grid/index.js';
import { hasSharedData, sharedPath } from '../../../test/shared-data.js';
import { GridMap, parseMovingAiMap } from './map.js';
import { GridPathFinder } from './path-finder.js';
import { matchesPrinted, parseScenarios } from './scenario.js';
import { weightedGridMap } from './weighted.js';

describe('weighted Moving AI maps', () => {
  it('goes round a dear cell when that is cheaper, and keeps water and land apart', () => {
    const map = GridMap.fromRows(['...', '.@.', '...', 'WWW']);
    const costs = [1, 9, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const finder = new WeightedPathFinder(weightedGridMap(map, costs, { diagonal: false }));
    const round = finder.findPath(map.index(0, 0), map.index(2, 0));
    expect(round.cost).toBe(6);
    expect(round.path).not.toContain(map.index(1, 0));
    expect(finder.findPath(map.index(0, 2), map.index(0, 3)).outcome).toBe('exhausted');
    expect(finder.findPath(map.index(0, 3), map.index(2, 3)).cost).toBe(2);
  });

  const maps = fc
    .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
    .chain(({ width, height }) =>
      fc.record({
        rows: fc.array(fc.stringMatching(new RegExp(`^[...@W]{${width}}$`)), {
          minLength: height,
          maxLength: height,
        }),
        start: fc.nat(width * height - 1),
        goal: fc.nat(width * height - 1),
        diagonal: fc.boolean(),
      }),
    );

  it('with every cost 1, finds the lengths of the grid-map path finder', () => {
    fc.assert(
      fc.property(maps, ({ rows, start, goal, diagonal }) => {
        const map = GridMap.fromRows(rows);
        const weighted = new WeightedPathFinder(weightedGridMap(map, undefined, { diagonal }));
        const uniform = new GridPathFinder(map).findPath(start, goal, { diagonal });
        const route = weighted.findPath(start, goal);
        if (start === goal) {
          // Ours stands still even on a blocked cell; the grid-map finder calls that unreachable.
          expect(route.cost).toBe(0);
          return;
        }
        expect(route.outcome).toBe(uniform.outcome);
        expect(route.cost).toBe(uniform.cost);
      }),
      { numRuns: 300 },
    );
  });

  it.runIf(hasSharedData('grid', 'arena.map'))('matches the arena scenario file', () => {
    const file = sharedPath('grid', 'arena.map');
    const map = parseMovingAiMap(readFileSync(file, 'utf8'));
    const finder = new WeightedPathFinder(weightedGridMap(map));
    const scenarios = parseScenarios(readFileSync(`${file}.scen`, 'utf8'));
    for (const scenario of scenarios.filter((_, i) => i % 8 === 0)) {
      const start = map.index(scenario.start.x, scenario.start.y);
      const goal = map.index(scenario.goal.x, scenario.goal.y);
      expect(matchesPrinted(finder.findPath(start, goal).cost, scenario)).toBe(true);
    }
  });
});
