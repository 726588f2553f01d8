import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseCollection } from '../../format/parse.js';
import { arbitraryLevel, levelFromRows } from '../../rules/reference.test-support.js';
import type { LevelAnalysis } from '../core/analysis.js';
import { analyseLevel } from '../core/analysis.js';
import { Advisors } from './advisors.js';
import { FeatureCells } from './feature-cells.js';
import { PackingPlan } from './packing-plan.js';

describe('PackingPlan', () => {
  // Two goals at the end of a corridor: the one against the wall must be filled first.
  const rows = ['########', '#..    #', '###### #', '#@ $$  #', '########'];
  const level = levelFromRows(rows);
  const analysis = analyseLevel(level);
  const deep = 1 * 8 + 1;
  const door = 1 * 8 + 2;

  it('fills a dead-end corridor from its end', () => {
    const plan = new PackingPlan(analysis, level.crates);
    expect(plan.layers).toBe(2);
    expect([...plan.order]).toEqual([deep, door]);
  });

  it('counts a crate as packed only when the goals behind it are full', () => {
    const plan = new PackingPlan(analysis, level.crates);
    const occupied = new Uint8Array(analysis.size);
    occupied[door] = 1;
    expect(plan.packed(occupied)).toBe(0);
    occupied[deep] = 1;
    expect(plan.packed(occupied)).toBe(2);
    occupied[door] = 0;
    expect(plan.packed(occupied)).toBe(1);
  });

  it('names the next goal to fill: the deep one first, none once both are full', () => {
    const plan = new PackingPlan(analysis, level.crates);
    const occupied = new Uint8Array(analysis.size);
    expect(plan.nextGoal(occupied)).toBe(deep);
    occupied[door] = 1;
    expect(plan.nextGoal(occupied)).toBe(deep);
    occupied[deep] = 1;
    occupied[door] = 0;
    expect(plan.nextGoal(occupied)).toBe(door);
    occupied[door] = 1;
    expect(plan.nextGoal(occupied)).toBe(-1);
  });

  it('never counts more than the crates on goals, and all of them once every goal is full', () => {
    fc.assert(
      fc.property(
        arbitraryLevel(4),
        fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
        (level, picks) => {
          const analysis = analyseLevel(level);
          const plan = new PackingPlan(analysis, level.crates);
          expect([...plan.order].sort((a, b) => a - b)).toEqual(analysis.goalSquares);
          const occupied = new Uint8Array(analysis.size);
          let onGoals = 0;
          analysis.goalSquares.forEach((goal, i) => {
            if (picks[i % picks.length]) {
              occupied[goal] = 1;
              onGoals++;
            }
          });
          expect(plan.packed(occupied)).toBeLessThanOrEqual(onGoals);
          for (const goal of analysis.goalSquares) occupied[goal] = 1;
          expect(plan.packed(occupied)).toBe(analysis.goalSquares.length);
        },
      ),
    );
  });
});

/**
 * Reference layers: round by round, the goals whose crate can be pulled back to a starting
 * square that is no goal, the worker's square tracked step by step (plain BFS over crate and
 * worker squares); in a round where none can, those whose crate can be pulled off the goals
 * with the worker wherever each pull needs it. The round each goal came off, by goal.
 */
function referenceLayers(analysis: LevelAnalysis, starts: readonly number[]): Map<number, number> {
  const { size, steps, blocked, goals } = analysis;
  const filled = new Uint8Array(size);
  for (const goal of analysis.goalSquares) filled[goal] = 1;
  const free = (square: number) => blocked[square] === 0 && filled[square] === 0;
  const pullsToStart = (goal: number): boolean => {
    const seen = new Set<number>();
    const queue: [number, number][] = [];
    for (let worker = 0; worker < size; worker++) {
      if (worker !== goal && free(worker)) {
        seen.add(goal * size + worker);
        queue.push([goal, worker]);
      }
    }
    while (queue.length > 0) {
      const [crate, worker] = queue.shift()!;
      for (const step of steps) {
        const walk = worker + step;
        const next: [number, number][] = [];
        if (free(walk) && walk !== crate) next.push([crate, walk]);
        // The worker beside the crate pulls it, stepping on away from it.
        if (worker === crate + step && free(walk)) {
          if (goals[worker] === 0 && starts.includes(worker)) return true;
          next.push([worker, walk]);
        }
        for (const [c, w] of next) {
          if (seen.has(c * size + w)) continue;
          seen.add(c * size + w);
          queue.push([c, w]);
        }
      }
    }
    return false;
  };
  const pullsOff = (goal: number): boolean => {
    const seen = new Set([goal]);
    const queue = [goal];
    while (queue.length > 0) {
      const crate = queue.shift()!;
      for (const step of steps) {
        const to = crate + step;
        if (seen.has(to) || !free(to) || !free(to + step)) continue;
        if (goals[to] === 0) return true;
        seen.add(to);
        queue.push(to);
      }
    }
    return false;
  };
  const round = new Map<number, number>();
  let remaining = [...analysis.goalSquares];
  for (let r = 0; remaining.length > 0; r++) {
    const test = (rule: (goal: number) => boolean) =>
      remaining.filter((goal) => {
        filled[goal] = 0;
        const off = rule(goal);
        filled[goal] = 1;
        return off;
      });
    let off = test(pullsToStart);
    if (off.length === 0) off = test(pullsOff);
    if (off.length === 0) off = remaining;
    for (const goal of off) {
      round.set(goal, r);
      filled[goal] = 0;
    }
    remaining = remaining.filter((goal) => filled[goal] === 1);
  }
  return round;
}

describe('PackingPlan layers', () => {
  it('fills the goal room of XSokoban 12 through its door, not by a way only the worker can use', () => {
    const file = new URL('../../../../../data/sokoban/xsokoban.sok', import.meta.url);
    const level = parseCollection(readFileSync(file, 'utf8'))[11];
    const analysis = analyseLevel(level);
    const plan = new PackingPlan(analysis, level.crates);
    const at = (row: number, column: number) => row * analysis.width + column;
    // The room's middle column is the way in from its door above: it is filled last, from the
    // bottom up, and its top goal, by the door, last of all.
    const middle = [at(9, 14), at(8, 14), at(7, 14), at(6, 14), at(5, 14)];
    expect([...plan.order.subarray(plan.order.length - 5)]).toEqual(middle);
    // The corner goal beside the passage below the room goes before the middle column: a crate
    // can reach it from that passage only while the worker can walk round through the room.
    expect(plan.order.indexOf(at(9, 13))).toBeLessThan(plan.order.indexOf(at(9, 14)));
  });

  it('empties the goals round by round as the brute-force reference does', () => {
    let layered = 0;
    fc.assert(
      fc.property(arbitraryLevel(4), (level) => {
        const analysis = analyseLevel(level);
        const plan = new PackingPlan(analysis, level.crates);
        const round = referenceLayers(analysis, level.crates);
        const deepest = Math.max(...round.values());
        if (deepest > 0) layered++;
        plan.order.forEach((goal, i) => {
          const layer = plan.layerEnd.findIndex((end) => i < end);
          expect(layer).toBe(deepest - round.get(goal)!);
        });
      }),
      { numRuns: 300 },
    );
    expect(layered).toBeGreaterThan(10);
  });
});

describe('PackingPlan out of plan', () => {
  it('marks the square between two goals once the deeper one is to be filled (Microban 3)', () => {
    const file = new URL('../../../../../data/sokoban/microban.sok', import.meta.url);
    const level = parseCollection(readFileSync(file, 'utf8'))[2];
    //   ####
    // ###  ####
    // #     $ #
    // # #  #$ #
    // # . .#@ #     the floor between the goals (row 4, column 3): a crate there can only be
    // #########     pushed left, onto the goal filled first
    const analysis = analyseLevel(level);
    const plan = new PackingPlan(analysis, level.crates);
    expect(plan.layers).toBe(2);
    const zone = plan.outOfPlanZone(0)!;
    expect([...zone.keys()].filter((square) => zone[square] === 1)).toEqual([4 * 9 + 3]);
    // Filling the last layer leaves no goal behind it.
    expect(plan.outOfPlanZone(1)).toBeUndefined();
    expect(plan.outOfPlanZone(2)).toBeUndefined();
  });

  /** Whether a lone crate on `square` can be pushed onto a target, `walls` standing: forward BFS. */
  const canPushTo = (
    analysis: LevelAnalysis,
    walls: Uint8Array,
    targets: Set<number>,
    square: number,
  ): boolean => {
    const seen = new Set([square]);
    const queue = [square];
    while (queue.length > 0) {
      const at = queue.shift()!;
      if (targets.has(at)) return true;
      for (const step of analysis.steps) {
        if (walls[at - step] === 1 || walls[at + step] === 1 || seen.has(at + step)) continue;
        seen.add(at + step);
        queue.push(at + step);
      }
    }
    return false;
  };

  it('is, for some layer not yet full, the floor from which no goal after it can be reached', () => {
    let zones = 0;
    fc.assert(
      fc.property(arbitraryLevel(4), (level) => {
        const analysis = analyseLevel(level);
        const plan = new PackingPlan(analysis, level.crates);
        const { order, layerEnd } = plan;
        // The zone once layers 0..j are full, by the forward reference.
        const closedBy = (j: number): Uint8Array => {
          const walls = Uint8Array.from(analysis.blocked);
          for (let i = 0; i < layerEnd[j]; i++) walls[order[i]] = 1;
          const targets = new Set(order.subarray(layerEnd[j]));
          return Uint8Array.from(analysis.blocked, (_, square) =>
            walls[square] === 0 &&
            analysis.dead[square] === 0 &&
            !canPushTo(analysis, walls, targets, square)
              ? 1
              : 0,
          );
        };
        for (let packed = 0; packed <= order.length; packed++) {
          const zone = plan.outOfPlanZone(packed);
          if (zone === undefined) continue;
          zones++;
          const filling = layerEnd.findIndex((end) => end > packed);
          expect(filling).toBeGreaterThanOrEqual(0);
          const candidates = [];
          for (let j = filling; j + 1 < layerEnd.length; j++) candidates.push([...closedBy(j)]);
          expect(candidates).toContainEqual([...zone]);
          expect(zone.includes(1)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    expect(zones).toBeGreaterThan(5);
  });
});

describe('Advisors', () => {
  const features = (progress: number, regions: number, outOfPlan: number, hotspots: number) => ({
    progress,
    regions,
    outOfPlan,
    hotspots,
  });

  it('weighs the best push for each feature 0 (packing, regions, out of plan, hotspots), the rest 1', () => {
    const advisors = new Advisors();
    const open = new FeatureCells();
    const weights = new Uint16Array(12);
    advisors.begin(features(2, 3, 2, 1), 5);
    advisors.offer(1, features(2, 3, 2, 1), 10, 0); // no feature improves
    // Of two pushes that pack, the packer takes the lower bound (the other took a goal that
    // another crate needed more); the other advisors take the higher bound of equals.
    advisors.offer(2, features(3, 3, 2, 1), 8, 0); // packs a crate, lower bound: the packer
    advisors.offer(3, features(3, 3, 2, 1), 9, 0); // packs a crate, higher bound
    advisors.offer(4, features(2, 2, 2, 1), 12, 0); // joins two regions
    advisors.offer(5, features(1, 1, 0, 0), 15, 0); // better on all, but unpacks: never advised
    advisors.offer(6, features(2, 3, 2, 0), 11, 0); // frees the hotspot: the freer
    advisors.offer(7, features(2, 4, 0, 1), 2, 0); // clears two crates, but cuts the floor
    advisors.offer(8, features(2, 3, 1, 1), 13, 0); // clears one crate: the clearer
    advisors.offer(9, features(2, 2, 2, 1), 14, 0); // joins two regions, higher bound: the connector
    advisors.flush(open, weights);
    expect([...weights.subarray(1, 10)]).toEqual([6, 5, 6, 6, 6, 5, 6, 5, 5]);
    // Within the cell the lightest come first, the higher bound breaking ties.
    expect(Array.from({ length: 9 }, () => open.pop())).toEqual([9, 8, 6, 2, 5, 4, 1, 3, 7]);
  });

  it('with tieByFeatures, takes equal weights by the child’s own features before the bound', () => {
    const advisors = new Advisors(true);
    const open = new FeatureCells();
    const weights = new Uint16Array(6);
    advisors.begin(features(2, 3, 0, 0), 0);
    advisors.offer(1, features(1, 3, 0, 0), 1, 0); // unpacks a crate: last
    advisors.offer(2, features(2, 4, 0, 0), 2, 0); // cuts the floor
    advisors.offer(3, features(2, 3, 1, 0), 3, 0); // puts a crate out of plan
    advisors.offer(4, features(2, 3, 0, 0), 4, 0); // keeps every feature
    advisors.offer(5, features(2, 3, 0, 0), 5, 0); // the same, the crates farther out
    advisors.flush(open, weights);
    expect([...weights.subarray(1, 6)]).toEqual([1, 1, 1, 1, 1]);
    expect(Array.from({ length: 5 }, () => open.pop())).toEqual([5, 4, 3, 2, 1]);
  });

  it('lets a lone child cost nothing, whatever it does', () => {
    const advisors = new Advisors();
    const open = new FeatureCells();
    const weights = new Uint16Array(3);
    advisors.begin(features(2, 3, 0, 0), 4);
    advisors.offer(1, features(1, 4, 1, 1), 7, 0); // worse on every feature
    advisors.flush(open, weights);
    expect(weights[1]).toBe(4);
    advisors.begin(features(2, 3, 0, 0), 4);
    advisors.offer(1, features(2, 3, 0, 0), 7, 0);
    advisors.offer(2, features(2, 3, 0, 0), 7, 0);
    advisors.flush(open, weights);
    expect([...weights.subarray(1, 3)]).toEqual([5, 5]);
  });

  it('advises the best of the exploring moves, which lose no packed crate', () => {
    const advisors = new Advisors();
    const open = new FeatureCells();
    const weights = new Uint16Array(5);
    advisors.begin(features(2, 3, 0, 0), 0);
    advisors.offer(1, { ...features(2, 3, 0, 0), opens: 1 }, 4, 0);
    advisors.offer(2, { ...features(2, 3, 0, 0), opens: 1 }, 7, 0); // higher bound: advised
    advisors.offer(3, { ...features(1, 1, 0, 0), opens: 1 }, 9, 0); // unpacks a crate
    advisors.offer(4, features(2, 3, 0, 0), 2, 0);
    advisors.flush(open, weights);
    expect([...weights.subarray(1, 5)]).toEqual([1, 0, 1, 1]);
  });

  it('advises the opener when nothing packs: the crate nearest the next goal, taken no nearer', () => {
    const advisors = new Advisors();
    const open = new FeatureCells();
    const weights = new Uint16Array(8);
    const near = (before: number, after: number, regions = 3, progress = 2) => ({
      ...features(progress, regions, 0, 0),
      nearBefore: before,
      nearAfter: after,
    });
    advisors.begin(features(2, 3, 0, 0), 0);
    advisors.offer(1, near(2, 1), 1, 0); // nearest, but brought nearer
    advisors.offer(2, near(3, 5), 2, 0); // the crate next nearest, taken away
    advisors.offer(3, near(3, 6), 3, 0); // the same crate taken farther: the opener
    advisors.offer(4, near(2, 4, 4), 4, 0); // nearer still, but cuts the floor
    advisors.offer(5, near(1, 1, 3, 1), 5, 0); // unpacks a crate
    advisors.offer(6, near(-1, -1), 6, 0); // no goal left to aim at
    advisors.flush(open, weights);
    expect([...weights.subarray(1, 7)]).toEqual([1, 1, 0, 1, 1, 1]);
    // A move that packs leaves no room for the opener.
    advisors.begin(features(2, 3, 0, 0), 0);
    advisors.offer(1, near(3, 6), 1, 0);
    advisors.offer(2, { ...near(9, 9), progress: 3 }, 2, 0);
    advisors.flush(open, weights);
    expect([...weights.subarray(1, 3)]).toEqual([1, 0]);
  });
});
