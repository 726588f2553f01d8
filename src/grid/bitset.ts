/**
 * A fixed-capacity set of small non-negative integers (board squares) in a Uint32Array.
 *
 * ```ts
 * import { BitSet } from 'puzzlegraph/grid';
 *
 * const crates = new BitSet(100);
 * crates.add(12).add(40);
 * console.log(crates.has(12)); // true
 * console.log([...crates]); // [ 12, 40 ]
 * ```
 */
export class BitSet implements Iterable<number> {
  readonly words: Uint32Array;

  constructor(readonly capacity: number) {
    this.words = new Uint32Array(Math.ceil(capacity / 32));
  }

  static of(capacity: number, members: Iterable<number>): BitSet {
    const set = new BitSet(capacity);
    for (const member of members) set.add(member);
    return set;
  }

  add(value: number): this {
    this.check(value);
    this.words[value >>> 5] |= 1 << (value & 31);
    return this;
  }

  remove(value: number): this {
    this.check(value);
    this.words[value >>> 5] &= ~(1 << (value & 31));
    return this;
  }

  has(value: number): boolean {
    if (value < 0 || value >= this.capacity) return false;
    return (this.words[value >>> 5] & (1 << (value & 31))) !== 0;
  }

  /** Alias of `has`, for code that reads better with a set's `contains`. */
  contains(value: number): boolean {
    return this.has(value);
  }

  get size(): number {
    let count = 0;
    for (const word of this.words) count += popCount(word);
    return count;
  }

  clear(): void {
    this.words.fill(0);
  }

  clone(): BitSet {
    const copy = new BitSet(this.capacity);
    copy.words.set(this.words);
    return copy;
  }

  equals(other: BitSet): boolean {
    if (other.capacity !== this.capacity) return false;
    for (let i = 0; i < this.words.length; i++) if (this.words[i] !== other.words[i]) return false;
    return true;
  }

  /** A 32-bit FNV-1a hash of the members, equal for equal sets. */
  hash(): number {
    let hash = 0x811c9dc5;
    for (const word of this.words) {
      hash = Math.imul(hash ^ word, 0x01000193);
    }
    return hash >>> 0;
  }

  *[Symbol.iterator](): Iterator<number> {
    for (let w = 0; w < this.words.length; w++) {
      let word = this.words[w];
      while (word !== 0) {
        const low = word & -word;
        yield w * 32 + (31 - Math.clz32(low));
        word ^= low;
      }
    }
  }

  private check(value: number): void {
    if (!(value >= 0 && value < this.capacity && Number.isInteger(value))) {
      throw new RangeError(`${value} is outside this bit set's range [0, ${this.capacity})`);
    }
  }
}

/** The set bits of a 32-bit integer. */
export function popCount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
