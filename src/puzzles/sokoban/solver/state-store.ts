/**
 * The solver's memory: every push state it has seen, stored column-wise in typed arrays, and a
 * Zobrist-hashed transposition table (open addressing, linear probing) to find a state again.
 * A state is its crates (ascending squares) plus the smallest square of the worker's region;
 * with it go the parent state and the push that produced it, so a solution can be rebuilt.
 *
 * ```ts
 * const store = new StateStore(3, 400, 1_000_000);
 * const id = store.add(Int32Array.of(21, 22, 40), 20, hash, -1, -1, 0, 7);
 * store.find(hash, Int32Array.of(21, 22, 40), 20); // id
 * ```
 *
 * Arrays start small and double until `maxStates`; `add` returns -1 once that budget is spent,
 * which the search reports as a limit instead of running out of memory.
 */

/** Bytes one state costs here, including its share of the table (for memory budgets). */
export function bytesPerState(crates: number): number {
  return crates * 2 + 2 + 4 + 4 + 2 + 2 + 4 + 1 + 8;
}

export class StateStore {
  count = 0;
  crates: Uint16Array;
  worker: Uint16Array;
  parent: Int32Array;
  /** The push leading here: `from * 4 + direction`, -1 for the start. */
  move: Int32Array;
  g: Uint16Array;
  h: Uint16Array;
  hash: Int32Array;
  closed: Uint8Array;
  private table: Int32Array;
  private mask: number;
  private capacity: number;

  constructor(
    readonly crateCount: number,
    boardSize: number,
    readonly maxStates: number,
  ) {
    if (boardSize > 0xffff) throw new RangeError('boards above 65535 squares are not supported');
    this.capacity = Math.max(1, Math.min(maxStates, 1 << 14));
    const c = this.capacity;
    this.crates = new Uint16Array(c * crateCount);
    this.worker = new Uint16Array(c);
    this.parent = new Int32Array(c);
    this.move = new Int32Array(c);
    this.g = new Uint16Array(c);
    this.h = new Uint16Array(c);
    this.hash = new Int32Array(c);
    this.closed = new Uint8Array(c);
    let tableSize = 32;
    while (tableSize < c * 2) tableSize *= 2;
    this.table = new Int32Array(tableSize).fill(-1);
    this.mask = tableSize - 1;
  }

  /** The id of the state with these crates and worker region, or -1. */
  find(hash: number, crates: ArrayLike<number>, worker: number): number {
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

  /** Stores a new state and returns its id, or -1 when `maxStates` are stored. */
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

  private insert(id: number): void {
    const { table, mask } = this;
    let slot = this.hash[id] & mask;
    while (table[slot] !== -1) slot = (slot + 1) & mask;
    table[slot] = id;
  }

  private grow(): boolean {
    if (this.capacity >= this.maxStates) return false;
    const c = Math.min(this.maxStates, this.capacity * 2);
    this.crates = resized(this.crates, c * this.crateCount);
    this.worker = resized(this.worker, c);
    this.parent = resized(this.parent, c);
    this.move = resized(this.move, c);
    this.g = resized(this.g, c);
    this.h = resized(this.h, c);
    this.hash = resized(this.hash, c);
    this.closed = resized(this.closed, c);
    this.capacity = c;
    let tableSize = this.table.length;
    while (tableSize < c * 2) tableSize *= 2;
    if (tableSize !== this.table.length) {
      this.table = new Int32Array(tableSize).fill(-1);
      this.mask = tableSize - 1;
      for (let id = 0; id < this.count; id++) this.insert(id);
    }
    return true;
  }
}

function resized<T extends Uint16Array | Int32Array | Uint8Array>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}
