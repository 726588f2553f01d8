/**
 * The corral-zone test's memory: the verdict on each zone already searched, named by the zone's
 * crates, the worker's region on the reduced board (its smallest square) and the zone's
 * squares. Most zones of a position were met in its parent, so most tests end here; the names
 * are kept as runs of numbers in one pool, found by a 32-bit hash in an open-addressed table
 * and compared in full, so no string is built per test and two zones are never taken for one.
 *
 * ```text
 * const verdicts = new ZoneVerdicts(100_000);
 * verdicts.find([12, 15], 3, [11, 12, 15, 16]); // NO_VERDICT
 * verdicts.keep([12, 15], 3, [11, 12, 15, 16], true);
 * verdicts.find([12, 15], 3, [11, 12, 15, 16]); // DEAD
 * ```
 *
 * Once `maxKept` verdicts are kept, the next one clears the memory: zones of the search's
 * past positions are the least likely to come back.
 */

/** `find`: the zone was never kept. */
export const NO_VERDICT = -1;
/** `find`: the zone was searched and opens or finishes. */
export const ALIVE = 0;
/** `find`: the zone was searched and can never be sorted out. */
export const DEAD = 1;

export class ZoneVerdicts {
  /** Verdicts kept, for tests and figures. */
  count = 0;
  private slots = new Int32Array(64).fill(-1);
  private hashes = new Int32Array(32);
  /** For each kept zone: where its name starts in the pool, its crate and square counts. */
  private starts = new Int32Array(32);
  private crateCounts = new Int32Array(32);
  private squareCounts = new Int32Array(32);
  private regions = new Int32Array(32);
  private verdicts = new Uint8Array(32);
  /** The crates then the squares of every kept zone, one run each. */
  private pool = new Uint16Array(1024);
  private poolLength = 0;

  constructor(private readonly maxKept: number) {}

  /** `DEAD`, `ALIVE`, or `NO_VERDICT` when this zone was not kept. */
  find(crates: readonly number[], region: number, squares: readonly number[]): number {
    const hash = nameHash(crates, region, squares);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot];
      if (id === -1) return NO_VERDICT;
      if (this.hashes[id] === hash && this.names(id, crates, region, squares)) {
        return this.verdicts[id];
      }
    }
  }

  /** Keeps the verdict on a zone that `find` did not know. */
  keep(crates: readonly number[], region: number, squares: readonly number[], dead: boolean) {
    if (this.count >= this.maxKept) this.clear();
    if (this.count === this.hashes.length) this.grow();
    const length = crates.length + squares.length;
    if (this.poolLength + length > this.pool.length) {
      const pool = new Uint16Array(Math.max(this.pool.length * 2, this.poolLength + length));
      pool.set(this.pool.subarray(0, this.poolLength));
      this.pool = pool;
    }
    const id = this.count++;
    const start = this.poolLength;
    for (let i = 0; i < crates.length; i++) this.pool[start + i] = crates[i];
    const at = start + crates.length;
    for (let i = 0; i < squares.length; i++) this.pool[at + i] = squares[i];
    this.poolLength += length;
    this.hashes[id] = nameHash(crates, region, squares);
    this.starts[id] = start;
    this.crateCounts[id] = crates.length;
    this.squareCounts[id] = squares.length;
    this.regions[id] = region;
    this.verdicts[id] = dead ? DEAD : ALIVE;
    this.file(id);
  }

  clear(): void {
    if (this.count > 0) this.slots.fill(-1);
    this.count = 0;
    this.poolLength = 0;
  }

  /** Whether kept zone `id` has this name. */
  private names(id: number, crates: readonly number[], region: number, squares: readonly number[]) {
    if (
      this.regions[id] !== region ||
      this.crateCounts[id] !== crates.length ||
      this.squareCounts[id] !== squares.length
    ) {
      return false;
    }
    const { pool } = this;
    const start = this.starts[id];
    for (let i = 0; i < crates.length; i++) if (pool[start + i] !== crates[i]) return false;
    const at = start + crates.length;
    for (let i = 0; i < squares.length; i++) if (pool[at + i] !== squares[i]) return false;
    return true;
  }

  /** Puts kept zone `id` in the first free slot from its hash on. */
  private file(id: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hashes[id] & mask;
    while (this.slots[slot] !== -1) slot = (slot + 1) & mask;
    this.slots[slot] = id;
  }

  /** Twice the room; the table, twice that, is rebuilt. */
  private grow(): void {
    const capacity = this.hashes.length * 2;
    this.hashes = widened(this.hashes, capacity);
    this.starts = widened(this.starts, capacity);
    this.crateCounts = widened(this.crateCounts, capacity);
    this.squareCounts = widened(this.squareCounts, capacity);
    this.regions = widened(this.regions, capacity);
    const verdicts = new Uint8Array(capacity);
    verdicts.set(this.verdicts);
    this.verdicts = verdicts;
    this.slots = new Int32Array(capacity * 2).fill(-1);
    for (let id = 0; id < this.count; id++) this.file(id);
  }
}

function widened(array: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(capacity);
  next.set(array);
  return next;
}

/** A 32-bit hash of a zone's name; crates and squares are told apart by the crate count. */
function nameHash(crates: readonly number[], region: number, squares: readonly number[]): number {
  let hash = Math.imul(region + 2, 0x9e3779b1) ^ Math.imul(crates.length + 1, 0x85ebca6b);
  for (let i = 0; i < crates.length; i++) {
    hash = Math.imul(hash ^ crates[i], 0x27d4eb2d);
    hash ^= hash >>> 15;
  }
  for (let i = 0; i < squares.length; i++) {
    hash = Math.imul(hash ^ squares[i], 0x27d4eb2d);
    hash ^= hash >>> 15;
  }
  return hash;
}
