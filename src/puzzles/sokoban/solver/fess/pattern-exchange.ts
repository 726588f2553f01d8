/**
 * Learned deadlock patterns passed between the searches that learn them, on one thread or on
 * several: a pattern is a proof about the level, whichever search found it, so every forward
 * search may prune by it. The exchange is an append-only log of words, on a SharedArrayBuffer
 * when threads share it:
 *
 * - word 0 is the count of words handed out so far;
 * - each pattern is `[crates, worker, crate squares...]`, its first word written last, so a
 *   reader that finds 0 there stops: the pattern is still being written.
 *
 * A writer takes its words with one atomic add, so writers never collide and no lock is
 * needed; each reader keeps its own place in the log. A full log takes no more patterns: their
 * finders keep them.
 *
 * ```text
 * const exchange = PatternExchange.create({ shared: true });
 * exchange.publish(Int32Array.of(12, 13), 40);
 * let place = PatternExchange.START;
 * place = exchange.readFrom(place, (crates, worker) => console.log(crates, worker));
 * ```
 */

/** Words for the log by default: 64 Ki words (256 KiB), some 6,500 patterns of 8 crates. */
const DEFAULT_WORDS = 1 << 16;

export class PatternExchange {
  /** Where a new reader starts. */
  static readonly START = 1;

  private constructor(readonly words: Int32Array) {}

  /** A new, empty log; `shared` puts it on a SharedArrayBuffer for other threads. */
  static create(options: { shared?: boolean; words?: number } = {}): PatternExchange {
    const bytes = (options.words ?? DEFAULT_WORDS) * Int32Array.BYTES_PER_ELEMENT;
    const buffer = options.shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
    const words = new Int32Array(buffer);
    words[0] = PatternExchange.START - 1;
    return new PatternExchange(words);
  }

  /** The log another thread made, from its words (their buffer is shared). */
  static over(words: Int32Array): PatternExchange {
    return new PatternExchange(words);
  }

  /** Appends a pattern; false when the log is full. */
  publish(crates: ArrayLike<number>, worker: number): boolean {
    const length = crates.length + 2;
    const at = this.reserve(length);
    if (at + length > this.words.length) return false;
    this.words[at + 1] = worker;
    for (let i = 0; i < crates.length; i++) this.words[at + 2 + i] = crates[i];
    Atomics.store(this.words, at, crates.length);
    return true;
  }

  /** Whether patterns past `place` may be waiting: one atomic read. */
  hasNews(place: number): boolean {
    return this.written() + 1 > place;
  }

  /**
   * Calls `visit` for each complete pattern from `place` on, in the order written, and returns
   * the place to read from next time.
   */
  readFrom(place: number, visit: (crates: Int32Array, worker: number) => void): number {
    const end = Math.min(this.written() + 1, this.words.length);
    let at = place;
    while (at < end) {
      const count = Atomics.load(this.words, at);
      if (count === 0) break;
      visit(this.words.slice(at + 2, at + 2 + count), this.words[at + 1]);
      at += count + 2;
    }
    return at;
  }

  /** Words handed out so far (Atomics work on a plain buffer too, without other threads). */
  private written(): number {
    return Atomics.load(this.words, 0);
  }

  private reserve(length: number): number {
    return Atomics.add(this.words, 0, length) + 1;
  }
}
