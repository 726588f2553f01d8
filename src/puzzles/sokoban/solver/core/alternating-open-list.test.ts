import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AlternatingOpenList } from './alternating-open-list.js';
import { listForOrder } from '../searches/open-lists.js';
import type { SearchOrder } from './search-settings.js';
import { StateStore } from './state-store.js';

/** A store with `count` one-crate states, ids 0 to count - 1, none closed. */
function storeOf(count: number): StateStore {
  const store = new StateStore(1, 64, 1 << 16);
  for (let id = 0; id < count; id++) store.add([id], 0, id, -1, -1, 0, 0);
  return store;
}

describe('AlternatingOpenList', () => {
  it('takes the lists in turn, each by its own order', () => {
    const store = storeOf(4);
    const open = new AlternatingOpenList(
      [
        { gWeight: 1, hWeight: 0 },
        { gWeight: 0, hWeight: 1 },
      ],
      store,
      listForOrder,
    );
    // (g, h): 0 (0, 9), 1 (5, 1), 2 (1, 5), 3 (9, 0).
    const scores = [
      [0, 9],
      [5, 1],
      [1, 5],
      [9, 0],
    ];
    scores.forEach(([g, h], id) => open.pushRanked(id, g, h, id, 0));
    expect(open.size).toBe(8);
    const popped: number[] = [];
    while (open.size > 0) {
      const id = open.pop();
      if (store.closed[id] === 1) continue;
      store.closed[id] = 1;
      popped.push(id);
    }
    // Lowest g (0), lowest h (3), next lowest g (2), next lowest h (1).
    expect(popped).toEqual([0, 3, 2, 1]);
  });

  it('files in feature cells for an order that asks for them', () => {
    const store = storeOf(3);
    const open = new AlternatingOpenList(
      [{ gWeight: 0, hWeight: 1, featureSpace: true }],
      store,
      listForOrder,
    );
    open.pushRanked(0, 0, 1, 0, 7);
    open.pushRanked(1, 0, 2, 1, 7);
    open.pushRanked(2, 0, 9, 2, 8);
    // Cell 7's best, then cell 8's turn, though its position ranks last.
    expect([open.pop(), open.pop(), open.pop()]).toEqual([0, 2, 1]);
  });

  it('pops what a reference alternation of sorted lists pops, skipping closed positions', () => {
    const order = fc.record({ gWeight: fc.integer({ min: 0, max: 3 }), hWeight: fc.nat(3) });
    const operation = fc.oneof(
      fc.record({ push: fc.tuple(fc.nat(20), fc.nat(20)) }),
      fc.record({ pop: fc.constant(true) }),
    );
    fc.assert(
      fc.property(
        fc.array(order, { minLength: 1, maxLength: 3 }),
        fc.array(operation),
        (orders, operations) => {
          const store = storeOf(operations.length);
          const open = new AlternatingOpenList(orders, store, listForOrder);
          const reference = new ReferenceAlternation(orders);
          let next = 0;
          for (const op of operations) {
            if ('push' in op) {
              const [g, h] = op.push;
              open.pushRanked(next, g, h, next, 0);
              reference.push(next, g, h);
              next++;
            } else if (reference.hasOpen()) {
              const id = open.pop();
              expect(id).toBe(reference.pop());
              store.closed[id] = 1;
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Each order's entries kept sorted in plain arrays; closed ids dropped as they come up. */
class ReferenceAlternation {
  private readonly lists: { id: number; priority: number }[][];
  private readonly closed = new Set<number>();
  private turn = 0;

  constructor(private readonly orders: SearchOrder[]) {
    this.lists = orders.map(() => []);
  }

  push(id: number, g: number, h: number): void {
    this.orders.forEach((order, i) => {
      this.lists[i].push({ id, priority: g * order.gWeight + h * order.hWeight });
      this.lists[i].sort((a, b) => a.priority - b.priority || a.id - b.id);
    });
  }

  hasOpen(): boolean {
    return this.lists.some((list) => list.some((entry) => !this.closed.has(entry.id)));
  }

  pop(): number {
    for (let t = 0; t < this.lists.length; t++) {
      const i = (this.turn + t) % this.lists.length;
      const list = this.lists[i];
      while (list.length > 0) {
        const { id } = list.shift()!;
        if (this.closed.has(id)) continue;
        this.closed.add(id);
        this.turn = i + 1;
        return id;
      }
    }
    throw new Error('empty');
  }
}
