/**
 * The positions a small search has expanded (the corral-zone search's), each named by its
 * crates (a run of squares in a pool the search keeps), the worker's region (its smallest
 * square) and a zone number: an open-addressed table of 32-bit hashes in typed arrays, where
 * every hit is compared in full, so that two positions are never taken for one.
 *
 * ```text
 * const seen = new SeenPositions(400);
 * const pool = Int32Array.of(12, 15, 12, 15);
 * seen.add(pool, 0, 2, 3, 0); // true: new
 * seen.add(pool, 2, 2, 3, 0); // false: the same crates, region and zone
 * seen.clear(); // for the next search
 * ```
 */
export class SeenPositions {
  private slots: Int32Array;
  private hashes: Int32Array;
  /** For each kept position: where its crates start in the pool, how many, region, zone. */
  private starts: Int32Array;
  private lengths: Int32Array;
  private regions: Int32Array;
  private zones: Int32Array;
  private count = 0;
  private pool: Int32Array = new Int32Array(0);

  constructor(expected: number) {
    const capacity = Math.max(16, expected + 1);
    this.slots = new Int32Array(tableSize(capacity)).fill(-1);
    this.hashes = new Int32Array(capacity);
    this.starts = new Int32Array(capacity);
    this.lengths = new Int32Array(capacity);
    this.regions = new Int32Array(capacity);
    this.zones = new Int32Array(capacity);
  }

  clear(): void {
    if (this.count > 0) this.slots.fill(-1);
    this.count = 0;
  }

  /**
   * Adds the position of the crates `pool[start .. start + length)`, region and zone; false
   * when it was there already. The pool may grow between calls: it is only read.
   */
  add(pool: Int32Array, start: number, length: number, region: number, zone: number): boolean {
    this.pool = pool;
    let hash = Math.imul(region + 1, 0x9e3779b1) ^ Math.imul(zone + 1, 0x85ebca6b);
    for (let i = start; i < start + length; i++) {
      hash = Math.imul(hash ^ pool[i], 0x27d4eb2d);
      hash ^= hash >>> 15;
    }
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const kept = this.slots[slot];
      if (kept === -1) break;
      if (this.hashes[kept] === hash && this.same(kept, start, length, region, zone)) {
        return false;
      }
    }
    if (this.count === this.hashes.length) this.grow();
    const id = this.count++;
    this.hashes[id] = hash;
    this.starts[id] = start;
    this.lengths[id] = length;
    this.regions[id] = region;
    this.zones[id] = zone;
    this.file(id);
    return true;
  }

  /** Puts kept position `id` in the first free slot from its hash on. */
  private file(id: number): void {
    const mask = this.slots.length - 1;
    for (let slot = this.hashes[id] & mask; ; slot = (slot + 1) & mask) {
      if (this.slots[slot] !== -1) continue;
      this.slots[slot] = id;
      return;
    }
  }

  private same(id: number, start: number, length: number, region: number, zone: number) {
    if (this.lengths[id] !== length || this.regions[id] !== region || this.zones[id] !== zone) {
      return false;
    }
    const { pool } = this;
    const other = this.starts[id];
    for (let i = 0; i < length; i++) if (pool[other + i] !== pool[start + i]) return false;
    return true;
  }

  /** Twice the room; the table is rebuilt at its new size. */
  private grow(): void {
    const capacity = this.hashes.length * 2;
    const widen = (array: Int32Array) => {
      const next = new Int32Array(capacity);
      next.set(array);
      return next;
    };
    this.hashes = widen(this.hashes);
    this.starts = widen(this.starts);
    this.lengths = widen(this.lengths);
    this.regions = widen(this.regions);
    this.zones = widen(this.zones);
    this.slots = new Int32Array(tableSize(capacity)).fill(-1);
    for (let id = 0; id < this.count; id++) this.file(id);
  }
}

/** A power of two at least twice `capacity`: the table stays at most half full. */
function tableSize(capacity: number): number {
  let size = 16;
  while (size < capacity * 2) size *= 2;
  return size;
}
