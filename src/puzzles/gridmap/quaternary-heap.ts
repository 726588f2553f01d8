/**
 * A 4-ary min-heap of integer ids ordered by (priority, tie), with the same contract as the
 * search core's `BinaryHeap` plus `clear()`. Four children per node halve the depth, so a
 * pop moves entries half as many levels; the four children sit side by side in memory.
 * `GridPathFinder` takes it with `{ heap: 'quaternary' }`; the grid benchmark measures it
 * against `BinaryHeap`, the default, and finds no consistent winner.
 *
 * ```ts
 * const heap = new QuaternaryHeap();
 * heap.push(7, 2.5, 0);
 * heap.push(3, 1, 5);
 * heap.push(4, 1, 2);
 * heap.pop(); // 4: priority 1, smaller tie
 * ```
 */
export class QuaternaryHeap {
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

  clear(): void {
    this.count = 0;
  }

  push(id: number, priority: number, tie = 0): void {
    if (this.count === this.ids.length) this.grow();
    let at = this.count++;
    const { ids, priorities, ties } = this;
    while (at > 0) {
      const up = (at - 1) >> 2;
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

  /** Removes and returns the id with the smallest (priority, tie); the heap must not be empty. */
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
        const first = 4 * at + 1;
        if (first >= last) break;
        let best = first;
        let bestP = priorities[first];
        let bestT = ties[first];
        const end = first + 4 < last ? first + 4 : last;
        for (let child = first + 1; child < end; child++) {
          const p = priorities[child];
          if (p < bestP || (p === bestP && ties[child] < bestT)) {
            best = child;
            bestP = p;
            bestT = ties[child];
          }
        }
        if (priority < bestP || (priority === bestP && tie <= bestT)) break;
        ids[at] = ids[best];
        priorities[at] = bestP;
        ties[at] = bestT;
        at = best;
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
