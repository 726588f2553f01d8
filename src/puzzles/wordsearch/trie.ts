/**
 * A compact trie of lower-case words in typed arrays. Node n is two ints in `nodes`: at 2n
 * a 26-bit mask of the letters that may follow it, plus `WORD_BIT` when a word ends there;
 * at 2n+1 its first child. Its children are numbered consecutively in letter order, so the
 * child by letter c is the first child plus the number of mask bits below c. The 390,000 nodes of ENABLE2K fit in 3 MB, and a node's children
 * share cache lines: a Boggle solver's time goes into fetching trie nodes from memory.
 *
 * ```ts
 * import { Trie } from 'puzzlegraph/wordsearch';
 *
 * const trie = Trie.fromWords(['tea', 'ten', 'to']);
 * console.log(trie.wordAt(trie.lookup('tea'))); // tea
 * // A prefix of words, not itself a word.
 * console.log(trie.lookup('te') !== Trie.NONE); // true
 * console.log(trie.wordAt(trie.lookup('te'))); // undefined
 * console.log(trie.lookup('tx') === Trie.NONE); // true
 * ```
 */
import { popCount } from '../../grid/index.js';

/** Bit 26 of a node's mask: a word ends at the node. */
export const WORD_BIT = 1 << 26;

export function letterCode(letter: string): number {
  return letter.charCodeAt(0) - 97;
}

export class Trie {
  static readonly ROOT = 0;
  /** No such node (the root is nobody's child). */
  static readonly NONE = 0;
  readonly nodeCount: number;
  /**
   * Per node n: `nodes[2n]`, bit c set when letter c may follow, plus WORD_BIT;
   * `nodes[2n + 1]`, its first child (the others follow in letter order).
   */
  readonly nodes: Int32Array;
  /** The index in `words` of the word ending at the node, or -1. */
  readonly wordIndex: Int32Array;
  /** Letters from the root to the node (the word's length for word nodes). */
  readonly depth: Uint8Array;
  /** The words, sorted. */
  readonly words: readonly string[];

  private constructor(words: string[]) {
    this.words = words;
    // Node n covers the sorted words [low[n], high[n]) that share its first depth[n] letters.
    let capacity = 1024;
    let low = new Int32Array(capacity);
    let high = new Int32Array(capacity);
    let mask = new Int32Array(capacity);
    let firstChild = new Int32Array(capacity);
    let wordIndex = new Int32Array(capacity);
    let depth = new Uint8Array(capacity);
    const grow = (): void => {
      capacity *= 2;
      const bigger = <T extends Int32Array | Uint8Array>(array: T): T => {
        const copy = new (array.constructor as new (n: number) => T)(capacity);
        copy.set(array);
        return copy;
      };
      [low, high, mask, firstChild, wordIndex] = [low, high, mask, firstChild, wordIndex].map(
        bigger,
      );
      depth = bigger(depth);
    };
    high[0] = words.length;
    let count = 1;
    // Depth-first over the nodes, each giving its children the next block of ids: a word's
    // nodes then sit near each other in memory, and so do the nodes a search meets next.
    const stack = [0];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const d = depth[node];
      let from = low[node];
      const to = high[node];
      wordIndex[node] = -1;
      if (from < to && words[from].length === d) wordIndex[node] = from++;
      firstChild[node] = count;
      while (from < to) {
        const letter = words[from].charCodeAt(d);
        let end = from + 1;
        while (end < to && words[end].charCodeAt(d) === letter) end++;
        if (count === capacity) grow();
        mask[node] |= 1 << (letter - 97);
        low[count] = from;
        high[count] = end;
        depth[count] = d + 1;
        count++;
        from = end;
      }
      for (let child = count - 1; child >= firstChild[node]; child--) stack.push(child);
    }
    this.nodeCount = count;
    this.nodes = new Int32Array(2 * count);
    for (let node = 0; node < count; node++) {
      this.nodes[2 * node] = mask[node] | (wordIndex[node] === -1 ? 0 : WORD_BIT);
      this.nodes[2 * node + 1] = firstChild[node];
    }
    this.wordIndex = wordIndex.slice(0, count);
    this.depth = depth.slice(0, count);
  }

  /** A trie of the words of letters a-z only (others are skipped), each kept once. */
  static fromWords(
    words: Iterable<string>,
    options: { minLength?: number; maxLength?: number } = {},
  ): Trie {
    const min = options.minLength ?? 1;
    const max = Math.min(options.maxLength ?? 255, 255);
    const kept = new Set<string>();
    for (const word of words) {
      if (word.length >= min && word.length <= max && /^[a-z]+$/.test(word)) kept.add(word);
    }
    return new Trie([...kept].sort());
  }

  /** The child of `node` by letter code 0-25, or NONE. */
  child(node: number, letter: number): number {
    const bits = this.nodes[2 * node];
    const bit = 1 << letter;
    return (bits & bit) === 0 ? Trie.NONE : this.nodes[2 * node + 1] + popCount(bits & (bit - 1));
  }

  /** The node reached by spelling `text` from the root, or NONE when no word starts so. */
  lookup(text: string): number {
    let node = Trie.ROOT;
    for (let i = 0; i < text.length; i++) {
      const letter = text.charCodeAt(i) - 97;
      if (letter < 0 || letter >= 26) return Trie.NONE;
      node = this.child(node, letter);
      if (node === Trie.NONE) return Trie.NONE;
    }
    return node;
  }

  /** The word ending at `node`, if any. */
  wordAt(node: number): string | undefined {
    const index = this.wordIndex[node];
    return index === -1 ? undefined : this.words[index];
  }

  has(word: string): boolean {
    const node = this.lookup(word);
    return word.length > 0 && node !== Trie.NONE && this.wordIndex[node] !== -1;
  }
}
