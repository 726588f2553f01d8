import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SokobanLevel } from '../../level.js';
import { RegionCounter } from '../../rules/components.js';
import { arbitraryLevel, levelFromRows } from '../../rules/reference.test-support.js';
import { analyseLevel } from '../core/analysis.js';
import { FeatureCells, FeatureKey, betterCell, featureCell } from './feature-cells.js';
import { BasePlan } from './base-plan.js';
import { PackingPlan } from './packing-plan.js';

describe('FeatureCells', () => {
  it('takes the best position of each cell in turn', () => {
    const open = new FeatureCells();
    open.push(1, 5, 0, 10);
    open.push(2, 3, 0, 10);
    open.push(3, 9, 0, 20);
    open.push(4, 1, 0, 30);
    open.push(5, 4, 0, 10);
    expect(open.cells).toBe(3);
    // Cell 10 gives its best (2), then 20 and 30 take their turns, then 10 again.
    expect([open.pop(), open.pop(), open.pop(), open.pop(), open.pop()]).toEqual([2, 3, 4, 5, 1]);
    expect(open.size).toBe(0);
    expect(open.cells).toBe(0);
  });

  it('with bestFirst, takes every other position from the best cell reached', () => {
    const open = new FeatureCells(true);
    // Cells: progress 1 with 3 regions (the best), progress 0 with 1 region.
    for (const id of [1, 2, 3]) open.push(id, id, 0, featureCell(1, 3));
    for (const id of [4, 5]) open.push(id, id, 0, featureCell(0, 1));
    expect(Array.from({ length: 5 }, () => open.pop())).toEqual([1, 2, 3, 4, 5]);
  });

  it('with bestFirst, passes the best turns on to the next best cell once the best is empty', () => {
    const open = new FeatureCells(true);
    open.push(1, 1, 0, featureCell(2, 1)); // the best cell, one position
    for (const id of [2, 3, 4]) open.push(id, id, 0, featureCell(1, 1)); // the next best
    for (const id of [5, 6, 7]) open.push(id, id, 0, featureCell(0, 1));
    // 1 empties the best cell; then the next best gets every other turn: 2 and 3 before 6.
    expect(Array.from({ length: 4 }, () => open.pop())).toEqual([1, 5, 2, 3]);
    expect(open.best).toBe(featureCell(1, 1));
  });

  it('with newCellsFirst, gives a cell seen for the first time the next turn', () => {
    const open = new FeatureCells(false, true);
    open.push(1, 1, 0, 10);
    open.push(2, 2, 0, 10);
    open.push(3, 3, 0, 20); // a new cell: its turn comes next
    open.push(4, 4, 0, 20);
    expect([open.pop(), open.pop()]).toEqual([3, 1]);
    open.push(6, 6, 0, 30);
    expect(Array.from({ length: 3 }, () => open.pop())).toEqual([6, 2, 4]);
    // Without it, a new cell waits for its turn.
    const plain = new FeatureCells();
    for (const [id, cell] of [
      [1, 10],
      [2, 10],
      [3, 20],
      [4, 20],
    ])
      plain.push(id, id, 0, cell);
    expect([plain.pop(), plain.pop()]).toEqual([1, 3]);
  });

  it('ranks cells by progress, then fewer regions, then fewer crates out of plan', () => {
    const open = new FeatureCells(true);
    const cells = [
      featureCell(1, 2, 0),
      featureCell(1, 1, 5),
      featureCell(1, 1, 2),
      featureCell(0, 1, 0),
      featureCell(2, 9, 9),
    ];
    const best = cells.map((cell, id) => {
      open.push(id, 0, 0, cell);
      return open.best;
    });
    expect(best).toEqual([cells[0], cells[1], cells[2], cells[2], cells[4]]);
    expect(betterCell(cells[0], cells[1])).toBe(cells[1]);
    expect(betterCell(cells[4], cells[3])).toBe(cells[4]);
  });

  for (const bestFirst of [false, true]) {
    it(`gives back every position once, best first within a cell, and no cell starves (bestFirst ${bestFirst})`, () => {
      const entry = fc.record({
        priority: fc.integer({ min: 0, max: 20 }),
        cell: fc.integer({ min: 0, max: 4 }),
      });
      fc.assert(
        fc.property(fc.array(entry, { maxLength: 60 }), (entries) => {
          const open = new FeatureCells(bestFirst);
          entries.forEach(({ priority, cell }, id) => open.push(id, priority, id, cell));
          const popped: number[] = [];
          const sinceTurn = new Map<number, number>();
          while (open.size > 0) {
            const id = open.pop();
            const cell = entries[id].cell;
            popped.push(id);
            for (const [other, waited] of sinceTurn) sinceTurn.set(other, waited + 1);
            sinceTurn.set(cell, 0);
            // A cell still holding positions gets a turn within two rounds of all the cells
            // (four with the best cell's turns in between).
            const cells = new Set(entries.map((e) => e.cell)).size;
            const waiting = new Set(
              entries.filter((_, i) => !popped.includes(i)).map((e) => e.cell),
            );
            const rounds = bestFirst ? 4 : 2;
            for (const other of waiting) {
              expect(sinceTurn.get(other) ?? 0).toBeLessThan(rounds * cells);
            }
          }
          expect([...popped].sort((a, b) => a - b)).toEqual(entries.map((_, id) => id));
          // Within a cell, positions come out by (priority, tie).
          for (let cell = 0; cell <= 4; cell++) {
            const order = popped.filter((id) => entries[id].cell === cell);
            const sorted = [...order].sort(
              (a, b) => entries[a].priority - entries[b].priority || a - b,
            );
            expect(order).toEqual(sorted);
          }
        }),
        { numRuns: 200 },
      );
    });
  }
});

/** Regions of floor (inside, no wall) free of `crates`, by a plain flood: the reference. */
function referenceRegions(level: SokobanLevel, floor: Uint8Array, crates: Set<number>): number {
  const seen = new Set<number>();
  const steps = [-level.width, 1, level.width, -1];
  let regions = 0;
  for (let square = 0; square < floor.length; square++) {
    if (floor[square] === 0 || crates.has(square) || seen.has(square)) continue;
    regions++;
    const queue = [square];
    seen.add(square);
    while (queue.length > 0) {
      const at = queue.pop()!;
      for (const step of steps) {
        const next = at + step;
        if (floor[next] === 1 && !crates.has(next) && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  return regions;
}

/** The key, the floor and the occupancy of `level` as the searches see them. */
function setUp(level: SokobanLevel, nearby?: number) {
  const analysis = analyseLevel(level);
  const floor = analysis.blocked.map((b) => 1 - b);
  const occupied = new Uint8Array(analysis.size);
  for (const crate of level.crates) occupied[crate] = 1;
  return { key: new FeatureKey(analysis, analysis.goals, nearby), floor, occupied };
}

describe('FeatureKey.regionsAfterMove', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows a crate along a corridor and into a dead end without counting the floor again', () => {
    const level = levelFromRows(['#######', '#@$  .#', '###### ', '#######']);
    const { key, floor, occupied } = setUp(level);
    const count = vi.spyOn(RegionCounter.prototype, 'count');
    const from = level.crates[0];
    let regions = key.regionCount(occupied);
    expect(regions).toBe(2); // the worker's side and the corridor ahead
    for (let to = from + 1; to <= from + 3; to++) {
      occupied[to - 1] = 0;
      occupied[to] = 1;
      regions = key.regionsAfterMove(regions, to - 1, to, occupied);
      expect(regions).toBe(referenceRegions(level, floor, new Set([to])));
    }
    expect(regions).toBe(1); // the crate fills the corridor's end: one region is gone
    expect(count).toHaveBeenCalledTimes(1); // only the first, full count
  });

  it('keeps the count when a box move brings the crate back to its own square', () => {
    const level = levelFromRows(['#######', '#@$  .#', '###### ', '#######']);
    const { key, occupied } = setUp(level);
    const regions = key.regionCount(occupied);
    const square = level.crates[0];
    expect(key.regionsAfterMove(regions, square, square, occupied)).toBe(regions);
  });

  it('agrees with a fresh count for any crate moved to any free square', () => {
    const move = fc.record({
      crate: fc.nat(),
      to: fc.nat(),
      near: fc.boolean(),
      // How far the small floods may go: from hardly at all to past these boards' size.
      nearby: fc.integer({ min: 1, max: 40 }),
    });
    let local = 0;
    let flooded = 0;
    fc.assert(
      fc.property(arbitraryLevel(6), move, (level, { crate, to, near, nearby }) => {
        const { key, floor, occupied } = setUp(level, nearby);
        const from = level.crates[crate % level.crates.length];
        fc.pre(floor[from] === 1); // the solver leaves crates the worker can never reach alone
        // A push or pull moves a crate next door; a goal macro may take it anywhere.
        const steps = [-level.width, 1, level.width, -1];
        const targets = (near ? steps.map((step) => from + step) : [...floor.keys()]).filter(
          (square) => floor[square] === 1 && occupied[square] === 0,
        );
        fc.pre(targets.length > 0);
        const target = targets[to % targets.length];
        const before = key.regionCount(occupied);
        occupied[from] = 0;
        occupied[target] = 1;
        const count = vi.spyOn(RegionCounter.prototype, 'count');
        const after = key.regionsAfterMove(before, from, target, occupied);
        if (count.mock.calls.length === 0) local++;
        else flooded++;
        count.mockRestore();
        const crates = new Set(level.crates.filter((square) => square !== from)).add(target);
        expect(after).toBe(referenceRegions(level, floor, crates));
      }),
      { numRuns: 400 },
    );
    // Both ways are taken: told from nearby, and counted again.
    expect(local).toBeGreaterThan(0);
    expect(flooded).toBeGreaterThan(0);
  });
});

describe('FeatureKey with a packing plan', () => {
  it('places a child by its packed crates, regions and crates out of plan, counted afresh', () => {
    let outOfPlan = 0;
    fc.assert(
      fc.property(arbitraryLevel(4), fc.nat(), fc.nat(), (level, crate, to) => {
        const analysis = analyseLevel(level);
        const plan = new PackingPlan(analysis, level.crates);
        const key = new FeatureKey(analysis, analysis.goals, undefined, plan);
        const floor = analysis.blocked.map((b) => 1 - b);
        const crates = Int32Array.from(level.crates).sort();
        const occupied = new Uint8Array(analysis.size);
        for (const square of crates) occupied[square] = 1;
        key.expandFrom(crates, key.regionCount(occupied), occupied);
        const packed = plan.packed(occupied);
        expect(key.parentOutOfPlan).toBe(key.outOfPlan(crates, packed));
        expect(key.parentCell).toBe(
          featureCell(packed, key.regionCount(occupied), key.parentOutOfPlan),
        );
        const from = crates[crate % crates.length];
        fc.pre(floor[from] === 1);
        const targets = [...floor.keys()].filter((s) => floor[s] === 1 && occupied[s] === 0);
        fc.pre(targets.length > 0);
        const target = targets[to % targets.length];
        occupied[from] = 0;
        occupied[target] = 1;
        const cell = key.childCell(from, target, occupied);
        const child = Int32Array.from(crates, (square) => (square === from ? target : square));
        const childPacked = plan.packed(occupied);
        const fresh = key.outOfPlan(child, childPacked);
        outOfPlan += fresh;
        expect(key.childOutOfPlan).toBe(fresh);
        const regions = referenceRegions(level, floor, new Set(child));
        expect(cell).toBe(featureCell(childPacked, regions, fresh));
      }),
      { numRuns: 400 },
    );
    expect(outOfPlan).toBeGreaterThan(0);
  });

  it("counts a base plan's packed crates again only when a journey's end is left or taken", () => {
    let changed = 0;
    fc.assert(
      fc.property(
        arbitraryLevel(4),
        fc.array(fc.record({ from: fc.integer({ min: -1, max: 200 }), to: fc.nat() }), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.nat(),
        fc.nat(),
        (level, picks, crate, to) => {
          const analysis = analyseLevel(level);
          const floor = [...analysis.blocked.keys()].filter((s) => analysis.blocked[s] === 0);
          const moves = picks.map((pick) => ({
            from: pick.from === -1 ? -1 : floor[pick.from % floor.length],
            to: floor[pick.to % floor.length],
          }));
          const plan = new BasePlan(moves, analysis.goals);
          const key = new FeatureKey(analysis, analysis.goals, undefined, plan);
          const crates = Int32Array.from(level.crates).sort();
          const occupied = new Uint8Array(analysis.size);
          for (const square of crates) occupied[square] = 1;
          key.expandFrom(crates, key.regionCount(occupied), occupied);
          const from = crates[crate % crates.length];
          const targets = floor.filter((s) => occupied[s] === 0);
          fc.pre(targets.length > 0);
          const target = targets[to % targets.length];
          occupied[from] = 0;
          occupied[target] = 1;
          key.childCell(from, target, occupied);
          const fresh = plan.packed(occupied);
          if (fresh !== key.parentProgress) changed++;
          expect(key.childProgress).toBe(fresh);
        },
      ),
      { numRuns: 400 },
    );
    expect(changed).toBeGreaterThan(0);
  });
});
