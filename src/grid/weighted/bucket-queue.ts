/**
 * A two-level bucket queue of cells for whole-number priorities that only grow within a
 * window, as in A* with a consistent heuristic and whole step costs: a cell is pushed with a
 * priority `f` in `[current, current + slots)`, where `current` is the smallest priority
 * still queued, and with a `depth` from 0 to `depths - 1`. Cells come out by priority, then
 * by depth, then first in, first out; every push and pop is O(1) (a pop may skip empty
 * depths, which the pushes pay for). A* passes its distance to the goal as the depth, so that
 * among equal f the cell nearest the goal (largest g) comes first, exactly the order of the
 * search core's heap.
 *
 * ```text
 * const queue = new BucketQueue(3, 4);
 * queue.push(7, 10, 2);
 * queue.push(8, 10, 1);
 * queue.push(9, 11, 0);
 * queue.pop(); // 8: priority 10, depth 1
 * queue.pop(); // 7
 * queue.pop(); // 9
 * ```
 */
export class BucketQueue {
  /** First and last entry of each (slot, depth) list, -1 when empty. */
  private readonly heads: Int32Array;
  private readonly tails: Int32Array;
  /** Entries queued per slot, and the least depth that may hold one. */
  private readonly counts: Int32Array;
  private readonly lowest: Int32Array;
  /** The entries: a cell and the next entry of its list. */
  private cells: Int32Array;
  private links: Int32Array;
  private used = 0;
  private count = 0;
  /** The smallest priority that may still be queued. */
  private current = 0;

  /**
   * @param slots the width of the window of priorities
   * @param depths depths per priority
   */
  constructor(
    readonly slots: number,
    readonly depths: number,
  ) {
    this.heads = new Int32Array(slots * depths).fill(-1);
    this.tails = new Int32Array(slots * depths).fill(-1);
    this.counts = new Int32Array(slots);
    this.lowest = new Int32Array(slots).fill(depths);
    this.cells = new Int32Array(1024);
    this.links = new Int32Array(1024);
  }

  get size(): number {
    return this.count;
  }

  /**
   * Empties the queue and sets the smallest priority to come.
   *
   * @param priority the first priority of the window, e.g. the start's f
   */
  reset(priority: number): void {
    if (this.used > 0) {
      this.heads.fill(-1);
      this.tails.fill(-1);
      this.counts.fill(0);
      this.lowest.fill(this.depths);
    }
    this.used = 0;
    this.count = 0;
    this.current = priority;
  }

  /**
   * Queues `cell`.
   *
   * @param cell any whole number
   * @param priority a whole number in `[current, current + slots)`
   * @param depth the order among equal priorities, from 0 to `depths - 1`
   */
  push(cell: number, priority: number, depth: number): void {
    if (this.used === this.cells.length) this.grow();
    const entry = this.used++;
    this.cells[entry] = cell;
    this.links[entry] = -1;
    const slot = priority % this.slots;
    const list = slot * this.depths + depth;
    const tail = this.tails[list];
    if (tail === -1) this.heads[list] = entry;
    else this.links[tail] = entry;
    this.tails[list] = entry;
    this.counts[slot]++;
    if (depth < this.lowest[slot]) this.lowest[slot] = depth;
    this.count++;
  }

  /** Removes and returns the first cell; the queue must not be empty. */
  pop(): number {
    const { counts, heads, depths } = this;
    let slot = this.current % this.slots;
    while (counts[slot] === 0) {
      this.current++;
      slot = this.current % this.slots;
    }
    let depth = this.lowest[slot];
    let list = slot * depths + depth;
    while (heads[list] === -1) list++;
    depth = list - slot * depths;
    const entry = heads[list];
    const next = this.links[entry];
    heads[list] = next;
    if (next === -1) this.tails[list] = -1;
    this.count--;
    if (--counts[slot] === 0) this.lowest[slot] = depths;
    else this.lowest[slot] = depth;
    return this.cells[entry];
  }

  private grow(): void {
    const cells = new Int32Array(this.cells.length * 2);
    cells.set(this.cells);
    this.cells = cells;
    const links = new Int32Array(this.links.length * 2);
    links.set(this.links);
    this.links = links;
  }
}
