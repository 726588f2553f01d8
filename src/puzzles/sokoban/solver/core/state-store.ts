/**
 * The solver's memory: every push state it has seen, stored column-wise in typed arrays, and a
 * Zobrist-hashed transposition table (open addressing, linear probing) to find a state again.
 * A state is its crates (ascending squares) plus the smallest square of the worker's region;
 * with it go the parent state and the push that produced it, so a solution can be rebuilt.
 *
 * ```text
 * const store = new StateStore(3, 400, 1_000_000);
 * const id = store.add(Int32Array.of(21, 22, 40), 20, hash, -1, -1, 0, 7);
 * store.find(hash, Int32Array.of(21, 22, 40), 20); // id
 * ```
 *
 * Arrays start small and grow by half while the budget allows (`maxStates`, or a
 * `StateBudget` several stores draw on); `add` returns -1 once it is spent, which the search
 * reports as a limit instead of running out of memory.
 */

/** Bytes one state costs here, including its share of the table (for memory budgets). */
export function bytesPerState(crates: number): number {
  return crates * 2 + 2 + 4 + 4 + 2 + 2 + 2 + 4 + 1 + 1 + 1 + 8 + 1;
}

/**
 * Room for states, in stored-state slots, shared by the searches of one solve: a search that
 * stores few states leaves room for the others instead of holding a fixed share idle.
 * Stores take slots as their arrays grow, so the slots handed out bound the memory. The count
 * handed out may live on a SharedArrayBuffer (`StateBudget.sharedCount()`), so that the
 * searches of a level on several threads draw on one budget; it changes by compare-and-swap.
 */
export class StateBudget {
  /** Word 0: the slots handed out. */
  private readonly count: Int32Array;

  constructor(
    readonly maxStates: number,
    count?: Int32Array,
  ) {
    this.count = count ?? new Int32Array(1);
  }

  /** A count of slots handed out that threads can share (pass it to each thread's budget). */
  static sharedCount(): Int32Array {
    return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  }

  /** Up to `wanted` more slots; fewer, or 0, when the budget is running out. */
  take(wanted: number): number {
    for (;;) {
      const handedOut = Atomics.load(this.count, 0);
      const granted = Math.max(0, Math.min(wanted, this.maxStates - handedOut));
      if (granted === 0) return 0;
      if (Atomics.compareExchange(this.count, 0, handedOut, handedOut + granted) === handedOut) {
        return granted;
      }
    }
  }

  /** Takes back `slots` a store no longer needs. */
  give(slots: number): void {
    for (;;) {
      const handedOut = Atomics.load(this.count, 0);
      const left = Math.max(0, handedOut - slots);
      if (Atomics.compareExchange(this.count, 0, handedOut, left) === handedOut) return;
    }
  }
}

/** `StateStore.movedCrate`: parent and child hold the same crates. */
export const SAME_CRATES = -2;
/** `StateStore.movedCrate`: more than one crate moved. */
export const NOT_ONE_CRATE = -1;

/** The hash table's smallest size. */
const MIN_TABLE = 32;
/** Spreads a hash's bits over the filter's index (Knuth's multiplicative hashing). */
const FILTER_MULTIPLIER = 0x9e3779b1;

export class StateStore {
  count = 0;
  crates = new Uint16Array(0);
  worker = new Uint16Array(0);
  parent = new Int32Array(0);
  /** The push leading here: `from * 4 + direction`, -1 for the start. */
  move = new Int32Array(0);
  g = new Uint16Array(0);
  h = new Uint16Array(0);
  hash = new Int32Array(0);
  closed = new Uint8Array(0);
  /** Floor regions, at most 255, for feature-space searches (`FeatureKey`); 0 in the others. */
  regions = new Uint8Array(0);
  /**
   * Expansions below the state, counted to 254, or 255 once it is proved dead, for searches that
   * learn deadlocks (`LearnedDeadlocks.countExpansion`); 0 in the others.
   */
  subtree = new Uint8Array(0);
  /** The path's advisor weight, for searches with advisors (`Advisors`); 0 in the others. */
  weight = new Uint16Array(0);
  private table = new Int32Array(MIN_TABLE).fill(-1);
  private mask = MIN_TABLE - 1;
  /**
   * A bit for every stored hash (`filterBit`), two bits a table slot: a clear bit answers a
   * `find` without reading the table. Most lookups in another search's store (meetings) miss,
   * and the filter, a sixteenth of the table's size, is far likelier to be in the cache.
   */
  private filter = new Int32Array(MIN_TABLE >> 4);
  private filterShift = 32 - Math.log2(MIN_TABLE * 2);
  private capacity = 0;

  private readonly budget: StateBudget;

  constructor(
    readonly crateCount: number,
    boardSize: number,
    budget: StateBudget | number,
  ) {
    if (boardSize > 0xffff) throw new RangeError('boards above 65535 squares are not supported');
    this.budget = typeof budget === 'number' ? new StateBudget(budget) : budget;
    // Small at first: slots taken and left empty are lost to the other stores.
    this.setCapacity(this.budget.take(1 << 10));
  }

  /** The id of the state with these crates and worker region, or -1. */
  find(hash: number, crates: ArrayLike<number>, worker: number): number {
    const bit = this.filterBit(hash);
    if ((this.filter[bit >>> 5] & (1 << (bit & 31))) === 0) return -1;
    const { table, mask, crateCount } = this;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = table[slot];
      if (id === -1) return -1;
      if (this.hash[id] !== hash || this.worker[id] !== worker) continue;
      const base = id * crateCount;
      let same = true;
      for (let k = 0; k < crateCount; k++) {
        if (this.crates[base + k] !== crates[k]) {
          same = false;
          break;
        }
      }
      if (same) return id;
    }
  }

  /**
   * Which crate moved from state `parent` to state `child`: its index among the parent's
   * crates times 65,536 plus its index among the child's (crates are kept ascending);
   * `SAME_CRATES` when none did, `NOT_ONE_CRATE` when more than one did.
   */
  movedCrate(parent: number, child: number): number {
    const { crates, crateCount } = this;
    const parentBase = parent * crateCount;
    const childBase = child * crateCount;
    let left = -1;
    let arrived = -1;
    let i = 0;
    let j = 0;
    while (i < crateCount || j < crateCount) {
      const before = i < crateCount ? crates[parentBase + i] : Infinity;
      const after = j < crateCount ? crates[childBase + j] : Infinity;
      if (before === after) {
        i++;
        j++;
      } else if (before < after) {
        if (left !== -1) return NOT_ONE_CRATE;
        left = i++;
      } else {
        if (arrived !== -1) return NOT_ONE_CRATE;
        arrived = j++;
      }
    }
    return left === -1 ? SAME_CRATES : left * 65_536 + arrived;
  }

  /** Stores a new state and returns its id, or -1 when the budget is spent. */
  add(
    crates: ArrayLike<number>,
    worker: number,
    hash: number,
    parent: number,
    move: number,
    g: number,
    h: number,
  ): number {
    if (this.count === this.capacity && !this.grow()) return -1;
    const id = this.count++;
    const base = id * this.crateCount;
    for (let k = 0; k < this.crateCount; k++) this.crates[base + k] = crates[k];
    this.worker[id] = worker;
    this.hash[id] = hash;
    this.parent[id] = parent;
    this.move[id] = move;
    this.g[id] = g;
    this.h[id] = h;
    this.insert(id);
    return id;
  }

  /**
   * Empties the store and hands its slots back to the budget, for a search that is over and
   * whose states nobody reads again.
   */
  release(): void {
    this.budget.give(this.capacity);
    this.count = 0;
    this.setCapacity(0);
    this.table.fill(-1);
    this.filter.fill(0);
  }

  private insert(id: number): void {
    const { table, mask } = this;
    const hash = this.hash[id];
    const bit = this.filterBit(hash);
    this.filter[bit >>> 5] |= 1 << (bit & 31);
    let slot = hash & mask;
    while (table[slot] !== -1) slot = (slot + 1) & mask;
    table[slot] = id;
  }

  /** The filter's bit for `hash`. */
  private filterBit(hash: number): number {
    return Math.imul(hash, FILTER_MULTIPLIER) >>> this.filterShift;
  }

  private grow(): boolean {
    // Half as much again at a time: slots taken and not yet filled are lost to the other stores,
    // and doubling would leave up to half of a large store's slots idle.
    const more = this.budget.take(Math.max(1 << 10, this.capacity >> 1));
    if (more === 0) return false;
    this.setCapacity(this.capacity + more);
    return true;
  }

  /**
   * Room for `c` states, the first `count` kept, and a hash table at least twice that size
   * (the stored states inserted again when it changes size).
   */
  private setCapacity(c: number): void {
    this.crates = resized(this.crates, c * this.crateCount);
    this.worker = resized(this.worker, c);
    this.parent = resized(this.parent, c);
    this.move = resized(this.move, c);
    this.g = resized(this.g, c);
    this.h = resized(this.h, c);
    this.hash = resized(this.hash, c);
    this.closed = resized(this.closed, c);
    this.regions = resized(this.regions, c);
    this.subtree = resized(this.subtree, c);
    this.weight = resized(this.weight, c);
    this.capacity = c;
    let tableSize = MIN_TABLE;
    while (tableSize < c * 2) tableSize *= 2;
    if (tableSize !== this.table.length) {
      this.table = new Int32Array(tableSize).fill(-1);
      this.mask = tableSize - 1;
      this.filter = new Int32Array(tableSize >> 4);
      this.filterShift = 32 - Math.log2(tableSize * 2);
      for (let id = 0; id < this.count; id++) this.insert(id);
    }
  }
}

function resized<T extends Uint16Array | Int32Array | Uint8Array>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array.length > length ? array.subarray(0, length) : array);
  return next;
}
