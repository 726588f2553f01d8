/**
 * Several orders over one search's positions: every position goes into each order's open list,
 * and the lists take turns at giving the next one to expand (the alternation of Röger and
 * Helmert's multi-queue best-first search, as in Fast Downward). Orders that would walk the
 * same graph with the same bound as separate searches then share one store: a position is
 * generated, bounded and stored once, and one order expanding it spares the others.
 *
 * ```text
 * const open = new AlternatingOpenList(
 *   [{ gWeight: 1, hWeight: 20 }, { gWeight: 0, hWeight: 1 }],
 *   store, // positions it has closed are skipped
 *   (order) => new BinaryHeap(1 << 12),
 * );
 * open.pushRanked(id, g, h, -id, cell); // priority g + 20h in one list, h in the other
 * open.pop(); // the best open position of the list whose turn it is
 * ```
 *
 * Each order's list is made by `listFor` (`openListFor` makes a plain binary heap, or feature
 * cells taken in turn for an order with `featureSpace`).
 */
import type { OpenList } from './open-list.js';
import type { SearchOrder } from './search-settings.js';
import type { StateStore } from './state-store.js';

export class AlternatingOpenList implements OpenList {
  private readonly lists: OpenList[];
  private turn = 0;

  constructor(
    private readonly orders: readonly SearchOrder[],
    /** Its `closed` flags tell which positions another order has expanded. */
    private readonly store: StateStore,
    listFor: (order: SearchOrder) => OpenList,
  ) {
    this.lists = orders.map(listFor);
  }

  /** Entries in all the lists, a position counted once in each (closed ones not yet dropped). */
  get size(): number {
    let size = 0;
    for (const list of this.lists) size += list.size;
    return size;
  }

  /** Files `id` in every list at each order's priority, `g * gWeight + h * hWeight`. */
  pushRanked(id: number, g: number, h: number, tie: number, cell: number): void {
    for (let i = 0; i < this.lists.length; i++) {
      const { gWeight, hWeight } = this.orders[i];
      this.lists[i].push(id, g * gWeight + h * hWeight, tie, cell);
    }
  }

  /** Files `id` in every list at the same `priority`. */
  push(id: number, priority: number, tie: number, cell: number): void {
    for (const list of this.lists) list.push(id, priority, tie, cell);
  }

  /**
   * The best position of the next list in turn that still holds one nobody has expanded;
   * undefined behaviour when empty. Positions found closed on the way are dropped, so a list's
   * turn is not spent on them; when only such are left, the last is returned (closed: the
   * caller skips it) and the lists are then empty.
   */
  pop(): number {
    const { lists } = this;
    let last = -1;
    for (let t = 0; t < lists.length; t++) {
      const i = (this.turn + t) % lists.length;
      const list = lists[i];
      while (list.size > 0) {
        last = list.pop();
        if (this.store.closed[last] === 0) {
          this.turn = i + 1;
          return last;
        }
      }
    }
    return last;
  }
}
