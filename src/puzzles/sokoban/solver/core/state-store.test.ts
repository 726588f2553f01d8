import fc from 'fast-check';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../../rules/reference.test-support.js';
import { insideSquares } from '../../rules/reachability.js';
import { UNREACHABLE, pushDistances } from './distances.js';
import { NOT_ONE_CRATE, SAME_CRATES, StateBudget, StateStore } from './state-store.js';

describe('StateBudget', () => {
  it('lets stores sharing it hold no more states than it allows, and use most of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40_000 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 50_000 }),
        (limit, turns) => {
          const budget = new StateBudget(limit);
          const stores = [0, 1, 2].map(() => new StateStore(1, 60_000, budget));
          let stored = 0;
          turns.forEach((which, i) => {
            if (stores[which].add(Int32Array.of(i), 0, i, -1, -1, 0, 0) !== -1) stored++;
          });
          expect(stored).toBeLessThanOrEqual(limit);
          // Slots go out as arrays grow (start 1,024, then half as much again): a store holds
          // at least two thirds of what it took, so a spent budget is mostly used.
          if (stored < turns.length) {
            expect(stored).toBeGreaterThanOrEqual(((limit - 3 * 1024) * 2) / 3);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('is one budget for budgets that share its count, on one thread or on several', async () => {
    const count = StateBudget.sharedCount();
    const here = new StateBudget(1000, count);
    const there = new StateBudget(1000, count);
    expect(here.take(600)).toBe(600);
    expect(there.take(600)).toBe(400);
    expect(here.take(1)).toBe(0);
    there.give(300);
    expect(here.take(500)).toBe(300);
    // Another thread takes from the same count: 4 x 250 slots, one at a time.
    here.give(1000);
    const thread = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       for (let i = 0; i < 250; i++) {
         for (;;) {
           const out = Atomics.load(workerData, 0);
           if (Atomics.compareExchange(workerData, 0, out, out + 1) === out) break;
         }
       }
       parentPort.postMessage('done');`,
      { eval: true, workerData: count },
    );
    for (let i = 0; i < 250; i++) expect(here.take(1)).toBe(1);
    await new Promise((resolve) => thread.once('message', resolve));
    await thread.terminate();
    expect(Atomics.load(count, 0)).toBe(500);
    expect(there.take(1000)).toBe(500);
  });

  it('gives a released store’s slots to the next store, and finds none of its states', () => {
    const budget = new StateBudget(5_000);
    const first = new StateStore(1, 60_000, budget);
    let stored = 0;
    while (first.add(Int32Array.of(stored), 0, stored, -1, -1, 0, 0) !== -1) stored++;
    expect(stored).toBeGreaterThan(3_000);
    first.release();
    expect(first.find(0, Int32Array.of(0), 0)).toBe(-1);
    const second = new StateStore(1, 60_000, budget);
    let again = 0;
    while (second.add(Int32Array.of(again), 0, again, -1, -1, 0, 0) !== -1) again++;
    expect(again).toBe(stored);
  });
});

describe('StateStore', () => {
  it('finds every state again across growth and refuses states past its budget', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 })),
          {
            minLength: 1,
            maxLength: 300,
            selector: ([a, b]) => `${Math.min(a, b)},${Math.max(a, b)}`,
          },
        ),
        fc.integer({ min: 1, max: 300 }),
        (pairs, budget) => {
          const store = new StateStore(2, 401, budget);
          const crates = pairs.map(([a, b]) => Int32Array.of(Math.min(a, b), Math.max(a, b)));
          // A deliberately poor hash so that probing and full comparison are exercised.
          const hashOf = (c: Int32Array) => (c[0] * 7 + c[1]) & 31;
          const ids = crates.map((c, i) => store.add(c, 5, hashOf(c), -1, -1, i, 0));
          crates.forEach((c, i) => {
            if (i < budget) {
              expect(ids[i]).toBe(i);
              expect(store.find(hashOf(c), c, 5)).toBe(i);
              expect(store.find(hashOf(c), c, 6)).toBe(-1);
            } else {
              expect(ids[i]).toBe(-1);
            }
          });
          expect(store.count).toBe(Math.min(budget, crates.length));
        },
      ),
      { numRuns: 30 },
    );
  });
  it('answers every lookup as a plain map does, with hashes over the whole 32-bit range', () => {
    // Full-range hashes reach every bit of the filter that lets a lookup skip the table.
    const state = fc.tuple(
      fc.integer({ min: 0, max: 200 }),
      fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
    );
    fc.assert(
      fc.property(
        fc.array(state, { maxLength: 3_000 }),
        fc.array(state, { maxLength: 300 }),
        (stored, asked) => {
          const store = new StateStore(1, 201, 1_000_000);
          const reference = new Map<string, number>();
          for (const [crate, hash] of stored) {
            const key = `${crate},${hash}`;
            if (reference.has(key)) continue;
            reference.set(key, store.add(Int32Array.of(crate), 0, hash, -1, -1, 0, 0));
          }
          for (const [crate, hash] of [...stored, ...asked]) {
            expect(store.find(hash, Int32Array.of(crate), 0)).toBe(
              reference.get(`${crate},${hash}`) ?? -1,
            );
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('pushDistances', () => {
  // #######
  // #@ $ .#
  // #######
  const level = levelFromRows(['#######', '#@ $ .#', '#######']);
  const inside = insideSquares(level);

  it('counts pushes onto a goal, pulling from it', () => {
    const table = pushDistances(level.width, inside, [12]);
    expect(table.distance(0, 10)).toBe(2);
    expect(table.distance(0, 12)).toBe(0);
    expect(table.distance(0, 8)).toBe(UNREACHABLE); // no room behind to push from
  });

  it('counts pushes out of a square in push mode (pulls back onto it)', () => {
    const table = pushDistances(level.width, inside, [10], 'push');
    expect(table.distance(0, 12)).toBe(2);
    expect(table.distance(0, 9)).toBe(1);
    expect(table.distance(0, 8)).toBe(2); // against the wall: fine as a destination
  });
});

describe('StateStore.movedCrate', () => {
  it('names the one crate that moved between two states, by its place in each', () => {
    const squares = fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(squares, squares, (a, b) => {
        fc.pre(a.length === b.length);
        const parent = Int32Array.from(a).sort();
        const child = Int32Array.from(b).sort();
        const store = new StateStore(a.length, 64, 100);
        const p = store.add(parent, 0, 1, -1, -1, 0, 0);
        const c = store.add(child, 0, 2, p, 0, 0, 0);
        const left = [...parent].filter((square) => !child.includes(square));
        const arrived = [...child].filter((square) => !parent.includes(square));
        const answer = store.movedCrate(p, c);
        if (left.length === 0) expect(answer).toBe(SAME_CRATES);
        else if (left.length > 1) expect(answer).toBe(NOT_ONE_CRATE);
        else {
          expect(answer >>> 16).toBe(parent.indexOf(left[0]));
          expect(answer & 0xffff).toBe(child.indexOf(arrived[0]));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('finds a crate moved anywhere among the others, or none', () => {
    const squares = fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(squares, fc.nat(), fc.integer({ min: 0, max: 40 }), (a, k, to) => {
        const parent = Int32Array.from(a).sort();
        const from = parent[k % parent.length];
        fc.pre(to === from || !parent.includes(to));
        const child = parent.map((square) => (square === from ? to : square)).sort();
        const store = new StateStore(a.length, 64, 100);
        const p = store.add(parent, 0, 1, -1, -1, 0, 0);
        const c = store.add(child, 0, 2, p, 0, 0, 0);
        const expected =
          to === from ? SAME_CRATES : parent.indexOf(from) * 65_536 + child.indexOf(to);
        expect(store.movedCrate(p, c)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
