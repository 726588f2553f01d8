/**
 * The word-ladder graph: words are nodes, and two words are neighbours when one becomes the
 * other by changing a single letter (`cold` - `cord`). With `edits`, adding or removing one
 * letter is a step too (`cord` - `cod`), as in Lewis Carroll's doublets with added and
 * removed letters.
 *
 * Neighbours are found without comparing every pair: each word is put in a bucket for each
 * of its positions, keyed by the position and the word with that letter deleted; words that
 * share a bucket differ in exactly that one position. The key must hold the position:
 * `means` minus its `a` and `menus` minus its `u` are both `mens`, yet the words differ in
 * two places. Edges are stored as compressed adjacency lists in typed arrays indexed by word
 * id, so that searches on the integer view (`graph.ids`) run on typed-array bookkeeping.
 *
 * ```ts
 * const graph = new WordLadderGraph(['cold', 'cord', 'card', 'ward', 'warm', 'cod']);
 * [...graph.neighbors('cord')]; // ['cold', 'card']
 * graph.edgeCount; // 4
 * const doublets = new WordLadderGraph(['cold', 'cord', 'cod'], { edits: true });
 * [...doublets.neighbors('cod')]; // ['cord']
 * ```
 */
import type { Graph } from '../../search/index.js';

export interface WordLadderGraphOptions {
  /** Also join words that differ by one added or removed letter. */
  edits?: boolean;
}

/** The graph over word ids 0..size-1, for searches with `nodeCount: graph.size`. */
export interface WordIdGraph extends Graph<number> {
  neighbors(id: number): Int32Array;
  nodes(): Iterable<number>;
}

export class WordLadderGraph implements Graph<string> {
  /** The words, indexed by id, in the order given (duplicates dropped). */
  readonly words: readonly string[];
  readonly size: number;
  /** Undirected edges, each counted once. */
  readonly edgeCount: number;
  readonly edits: boolean;
  /** The same graph over integer ids. */
  readonly ids: WordIdGraph;
  /** Edges of word `id` are `targets[offsets[id] .. offsets[id + 1])`, ascending. */
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
  private readonly idOf: Map<string, number>;

  constructor(words: Iterable<string>, options: WordLadderGraphOptions = {}) {
    this.edits = options.edits ?? false;
    this.idOf = new Map();
    const list: string[] = [];
    for (const word of words) {
      if (this.idOf.has(word)) continue;
      this.idOf.set(word, list.length);
      list.push(word);
    }
    this.words = list;
    this.size = list.length;
    const pairs = this.findEdges();
    this.edgeCount = pairs.length / 2;
    [this.offsets, this.targets] = adjacency(this.size, pairs);
    const { offsets, targets, size } = this;
    this.ids = {
      neighbors: (id) => targets.subarray(offsets[id], offsets[id + 1]),
      nodes: () => range(size),
    };
  }

  /** The id of `word`, or -1 when it is not in the dictionary. */
  id(word: string): number {
    return this.idOf.get(word) ?? -1;
  }

  has(word: string): boolean {
    return this.idOf.has(word);
  }

  word(id: number): string {
    return this.words[id];
  }

  degree(id: number): number {
    return this.offsets[id + 1] - this.offsets[id];
  }

  /** Neighbours of a dictionary word; none for a word outside it. */
  neighbors(word: string): string[] {
    const id = this.id(word);
    if (id === -1) return [];
    const result: string[] = [];
    for (let at = this.offsets[id]; at < this.offsets[id + 1]; at++) {
      result.push(this.words[this.targets[at]]);
    }
    return result;
  }

  nodes(): Iterable<string> {
    return this.words;
  }

  /** Pairs of ids, flattened: [a0, b0, a1, b1, ...], each undirected edge once. */
  private findEdges(): number[] {
    const pairs: number[] = [];
    const words = this.words;
    // One slot per (word, position). A bucket is a chain of slots through `previous`; an
    // open-addressing table of typed arrays maps a bucket's hash to its newest slot. On 170k
    // words (1.5M slots) this is several times faster than a Map of strings.
    const slotStart = new Int32Array(this.size + 1);
    words.forEach((word, id) => (slotStart[id + 1] = slotStart[id] + word.length));
    const slots = slotStart[this.size];
    const previous = new Int32Array(slots);
    const slotWord = new Int32Array(slots);
    let capacity = 1024;
    while (capacity < 2 * slots) capacity *= 2;
    const mask = capacity - 1;
    const table = new Int32Array(capacity).fill(-1);
    const sameBucket = (slot: number, word: string, i: number): boolean => {
      const other = words[slotWord[slot]];
      if (other.length !== word.length || slot - slotStart[slotWord[slot]] !== i) return false;
      for (let j = 0; j < word.length; j++) {
        if (j !== i && other.charCodeAt(j) !== word.charCodeAt(j)) return false;
      }
      return true;
    };
    for (let id = 0; id < this.size; id++) {
      const word = words[id];
      for (let i = 0; i < word.length; i++) {
        const slot = slotStart[id] + i;
        slotWord[slot] = id;
        // The bucket key is the position and the word without that letter (see above).
        let hash = Math.imul(i + 1, 0x9e3779b1) ^ word.length;
        for (let j = 0; j < word.length; j++) {
          if (j !== i) hash = Math.imul(hash ^ word.charCodeAt(j), 0x01000193);
        }
        hash ^= hash >>> 15;
        let at = hash & mask;
        while (table[at] !== -1 && !sameBucket(table[at], word, i)) at = (at + 1) & mask;
        previous[slot] = table[at];
        table[at] = slot;
        // Every earlier word in the bucket differs from this one at position i only.
        for (let other = previous[slot]; other !== -1; other = previous[other]) {
          pairs.push(slotWord[other], id);
        }
      }
    }
    if (!this.edits) return pairs;
    // Deleting any one letter from a word and landing on a word is an edit step. `book` minus
    // either `o` is `bok`: stamp the targets so each edge is recorded once.
    const stamp = new Int32Array(this.size).fill(-1);
    this.words.forEach((word, id) => {
      for (let i = 0; i < word.length; i++) {
        if (word.length === 1) break;
        const shorter = this.idOf.get(word.slice(0, i) + word.slice(i + 1));
        if (shorter === undefined || stamp[shorter] === id) continue;
        stamp[shorter] = id;
        pairs.push(shorter, id);
      }
    });
    return pairs;
  }
}

/** Compressed sparse rows from an undirected edge list: each edge appears in both lists. */
function adjacency(size: number, pairs: readonly number[]): [Int32Array, Int32Array] {
  const offsets = new Int32Array(size + 1);
  for (const id of pairs) offsets[id + 1]++;
  for (let id = 0; id < size; id++) offsets[id + 1] += offsets[id];
  const targets = new Int32Array(pairs.length);
  const fill = offsets.slice(0, size);
  for (let at = 0; at < pairs.length; at += 2) {
    const a = pairs[at];
    const b = pairs[at + 1];
    targets[fill[a]++] = b;
    targets[fill[b]++] = a;
  }
  for (let id = 0; id < size; id++) targets.subarray(offsets[id], offsets[id + 1]).sort();
  return [offsets, targets];
}

function* range(size: number): Generator<number> {
  for (let id = 0; id < size; id++) yield id;
}
