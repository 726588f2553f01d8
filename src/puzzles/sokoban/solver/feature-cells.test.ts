import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FeatureCells } from './feature-cells.js';

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

  it('gives back every position once, best first within a cell, and no cell starves', () => {
    const entry = fc.record({
      priority: fc.integer({ min: 0, max: 20 }),
      cell: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), (entries) => {
        const open = new FeatureCells();
        entries.forEach(({ priority, cell }, id) => open.push(id, priority, id, cell));
        const popped: number[] = [];
        const sinceTurn = new Map<number, number>();
        while (open.size > 0) {
          const id = open.pop();
          const cell = entries[id].cell;
          popped.push(id);
          for (const [other, waited] of sinceTurn) sinceTurn.set(other, waited + 1);
          sinceTurn.set(cell, 0);
          // A cell still holding positions gets a turn within two rounds of all the cells.
          const cells = new Set(entries.map((e) => e.cell)).size;
          const waiting = new Set(entries.filter((_, i) => !popped.includes(i)).map((e) => e.cell));
          for (const other of waiting) expect(sinceTurn.get(other) ?? 0).toBeLessThan(2 * cells);
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
});
