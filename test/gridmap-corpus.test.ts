// Corpus check: the fast octile A* finds the optimal lengths printed in the Moving AI
// scenario files (../shared/grid). Skipped when ../shared is absent. A spread sample of
// every map's scenarios by default; PUZZLEGRAPH_FULL_CORPUS=1 runs all 16,000 of them
// (`puzzlegraph grid MAP --scen SCEN` does the same from the command line).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GridPathFinder,
  matchesPrinted,
  parseMovingAiMap,
  parseScenarios,
  pathLength,
} from '../src/puzzles/gridmap/index.js';
import { hasSharedData, sharedPath } from './shared-data.js';

const MAPS = ['arena', 'den312d', 'den520d', 'random512-10-0', 'maze512-1-0', 'battleground'];
const SAMPLE = process.env.PUZZLEGRAPH_FULL_CORPUS ? Infinity : 25;

function load(name: string) {
  const file = sharedPath('grid', `${name}.map`);
  const map = parseMovingAiMap(readFileSync(file, 'utf8'), { file });
  const all = parseScenarios(readFileSync(`${file}.scen`, 'utf8'), { file: `${file}.scen` });
  // Every k-th scenario: the sample spans all buckets, from short paths to the longest.
  const step = Math.max(1, Math.ceil(all.length / SAMPLE));
  return { map, all, scenarios: all.filter((_, i) => i % step === step - 1 || i === 0) };
}

function run(name: string) {
  const { map, all, scenarios } = load(name);
  const finder = new GridPathFinder(map);
  return scenarios.map((scenario) => {
    const start = map.index(scenario.start.x, scenario.start.y);
    const goal = map.index(scenario.goal.x, scenario.goal.y);
    const result = finder.findPath(start, goal);
    const replayed = result.path ? pathLength(map, result.path, true) : undefined;
    return { scenario, all, map, start, goal, result, replayed };
  });
}

describe.skipIf(!hasSharedData('grid'))('Moving AI scenarios (../shared/grid)', () => {
  for (const name of MAPS.filter((m) => m !== 'battleground')) {
    it(`${name}: every sampled optimal length matches the file`, () => {
      const runs = run(name);
      expect(runs.length).toBeGreaterThanOrEqual(Math.min(20, runs[0].all.length));
      for (const { scenario, result, replayed } of runs) {
        expect(result.outcome, `line ${scenario.line}`).toBe('found');
        expect(replayed, `line ${scenario.line}`).toBeCloseTo(result.cost, 9);
        expect(
          matchesPrinted(result.cost, scenario),
          `line ${scenario.line}: ${result.cost} vs ${scenario.optimalText}`,
        ).toBe(true);
      }
    });
  }

  // battleground.map.scen was generated from another version of the map: some of its
  // scenarios start or end on cells this map blocks. Where both ends are open, our length
  // is never below the file's, and nearly always equal to it.
  it('battleground: never shorter than the file, equal wherever the map agrees', () => {
    const runs = run('battleground');
    let equal = 0;
    for (const { scenario, result, replayed, map, start, goal } of runs) {
      if (!map.passable(start) || !map.passable(goal)) continue;
      if (result.path) expect(replayed).toBeCloseTo(result.cost, 9);
      expect(result.cost).toBeGreaterThanOrEqual(scenario.optimal - 0.01);
      if (matchesPrinted(result.cost, scenario)) equal++;
    }
    expect(equal / runs.length).toBeGreaterThan(0.9);
    const blockedEnds = runs[0].all.filter(
      (s) =>
        !runs[0].map.passable(runs[0].map.index(s.start.x, s.start.y)) ||
        !runs[0].map.passable(runs[0].map.index(s.goal.x, s.goal.y)),
    );
    expect(blockedEnds.length).toBeGreaterThan(0);
  });
});
