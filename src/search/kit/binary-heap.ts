/**
 * A min-heap of integer ids ordered by (priority, tie), kept in parallel typed arrays so that
 * pushing and popping allocate nothing. Ties on priority go to the smaller `tie`, which the
 * searches use for deterministic order (insertion order, or deeper nodes first in A*).
 */
export class BinaryHeap {
  private ids: Int32Array;
  private priorities: Float64Array;
  private ties: Float64Array;
  private count = 0;

  constructor(capacity = 1024) {
    this.ids = new Int32Array(capacity);
    this.priorities = new Float64Array(capacity);
    this.ties = new Float64Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  /** Priority of the top element; undefined behaviour when empty. */
  peekPriority(): number {
    return this.priorities[0];
  }

  push(id: number, priority: number, tie = 0): void {
    if (this.count === this.ids.length) this.grow();
    let at = this.count++;
    const { ids, priorities, ties } = this;
    while (at > 0) {
      const up = (at - 1) >> 1;
      const p = priorities[up];
      if (p < priority || (p === priority && ties[up] <= tie)) break;
      ids[at] = ids[up];
      priorities[at] = p;
      ties[at] = ties[up];
      at = up;
    }
    ids[at] = id;
    priorities[at] = priority;
    ties[at] = tie;
  }

  /** Removes and returns the id with the smallest (priority, tie). */
  pop(): number {
    const { ids, priorities, ties } = this;
    const top = ids[0];
    const last = --this.count;
    if (last > 0) {
      const id = ids[last];
      const priority = priorities[last];
      const tie = ties[last];
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= last) break;
        const right = child + 1;
        if (
          right < last &&
          (priorities[right] < priorities[child] ||
            (priorities[right] === priorities[child] && ties[right] < ties[child]))
        ) {
          child = right;
        }
        const p = priorities[child];
        if (priority < p || (priority === p && tie <= ties[child])) break;
        ids[at] = ids[child];
        priorities[at] = p;
        ties[at] = ties[child];
        at = child;
      }
      ids[at] = id;
      priorities[at] = priority;
      ties[at] = tie;
    }
    return top;
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const ids = new Int32Array(size);
    ids.set(this.ids);
    this.ids = ids;
    const priorities = new Float64Array(size);
    priorities.set(this.priorities);
    this.priorities = priorities;
    const ties = new Float64Array(size);
    ties.set(this.ties);
    this.ties = ties;
  }
}
