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
 * import { WordLadderGraph } from 'puzzlegraph/wordladder';
 *
 * const graph = new WordLadderGraph(['cold', 'cord', 'card', 'ward', 'warm', 'cod']);
 * console.log(graph.neighbors('cord')); // [ 'cold', 'card' ]
 * console.log(graph.edgeCount); // 4
 * const doublets = new WordLadderGraph(['cold', 'cord', 'cod'], { edits: true });
 * console.log(doublets.neighbors('cod')); // [ 'cold', 'cord' ]
 * ```
 *
 * Building the graph of a big dictionary with `edits` takes a second or more, so it takes a
 * search's time limit and signal: a limit that stops it throws `WordLadderStopped`, since a
 * graph half built has no use.
 */
import { SearchRun, type Graph, type Outcome, type RunLimits } from '../../search/index.js';

/**
 * The limits of work that has no partial answer (building a graph, counting its
 * components): a clock and a signal, as searches take them.
 */
export type WorkLimits = Pick<RunLimits, 'timeLimitMs' | 'deadline' | 'signal' | 'stopFlag'>;

export interface WordLadderGraphOptions extends WorkLimits {
  /** Also join words that differ by one added or removed letter. */
  edits?: boolean;
  /** Names the dictionary in messages, e.g. `sgb`. */
  name?: string;
}

/**
 * Thrown when a limit stops work that has no partial answer; `task` says which, e.g.
 * `building the graph of english (173,528 words)`, and `outcome` which limit.
 */
export class WordLadderStopped extends Error {
  override readonly name = 'WordLadderStopped';

  constructor(
    readonly outcome: Outcome,
    readonly task: string,
  ) {
    super(`${task} was stopped (${outcome})`);
  }
}

/** Words handled between two readings of the clock: a millisecond or less in every pass. */
const UNITS_PER_CHECK = 1024;

/**
 * Checks `limits` as a search does, one call per unit of work (a word of one pass), throwing
 * `WordLadderStopped` when one is reached. The clock is read every `UNITS_PER_CHECK` units,
 * not at a search's adaptive pace: the passes differ in cost per word by ten times or more,
 * and a pace learnt on a cheap pass would read the clock too seldom on the next.
 */
export function workLimiter(limits: WorkLimits, task: () => string): () => void {
  const { timeLimitMs, deadline, signal, stopFlag } = limits;
  if (timeLimitMs === undefined && deadline === undefined && !signal && !stopFlag) {
    return () => {};
  }
  const run = new SearchRun<number>({
    timeLimitMs,
    deadline,
    signal,
    stopFlag,
    progressEvery: UNITS_PER_CHECK,
  });
  const early = run.checkNow();
  if (early) throw new WordLadderStopped(early, task());
  return () => {
    const stop = run.expand();
    if (stop) throw new WordLadderStopped(stop, task());
  };
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
  /** The dictionary's name for messages; `the dictionary` unless given. */
  readonly name: string;
  /** The same graph over integer ids. */
  readonly ids: WordIdGraph;
  /** Edges of word `id` are `targets[offsets[id] .. offsets[id + 1])`, ascending. */
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
  private readonly idOf: Map<string, number>;

  constructor(words: Iterable<string>, options: WordLadderGraphOptions = {}) {
    this.edits = options.edits ?? false;
    this.name = options.name ?? 'the dictionary';
    const given = Array.isArray(words) ? (words as string[]) : [...words];
    // The count given, duplicates included: a limit may stop the work before they are dropped.
    const step = workLimiter(
      options,
      () =>
        `building the graph of ${this.name} (${given.length.toLocaleString('en-US')} ${given.length === 1 ? 'word' : 'words'})`,
    );
    this.idOf = new Map();
    const list: string[] = [];
    for (const word of given) {
      step();
      if (this.idOf.has(word)) continue;
      this.idOf.set(word, list.length);
      list.push(word);
    }
    this.words = list;
    this.size = list.length;
    const pairs = this.findEdges(step);
    this.edgeCount = pairs.length / 2;
    [this.offsets, this.targets] = adjacency(this.size, pairs, step);
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

  /**
   * Pairs of ids, flattened: [a0, b0, a1, b1, ...], each undirected edge once. `step` is
   * called once per word in each pass and throws when a limit stops the work.
   */
  private findEdges(step: () => void): number[] {
    const pairs: number[] = [];
    const words = this.words;
    // The letters (UTF-16 code units) of all words in one array; word `id` is letters[start[id] .. start[id+1]).
    // Slot k, one per (word, position), is the letter at letters[k].
    const start = new Int32Array(this.size + 1);
    let longest = 0;
    words.forEach((word, id) => {
      start[id + 1] = start[id] + word.length;
      longest = Math.max(longest, word.length);
    });
    const slots = start[this.size];
    const letters = new Uint16Array(slots);
    words.forEach((word, id) => {
      for (let j = 0; j < word.length; j++) letters[start[id] + j] = word.charCodeAt(j);
    });
    const slotWord = new Int32Array(slots);
    for (let id = 0; id < this.size; id++) slotWord.fill(id, start[id], start[id + 1]);

    // Polynomial hashes of each word's prefixes and suffixes give the hash of the word with
    // any one letter deleted in constant time: prefix * B^(suffix length) + suffix.
    const power = new Int32Array(longest + 1);
    power[0] = 1;
    for (let k = 1; k <= longest; k++) power[k] = Math.imul(power[k - 1], HASH_BASE);
    const prefix = new Int32Array(longest + 1);
    const suffix = new Int32Array(longest + 1);
    const deletionHashes = (id: number): void => {
      const from = start[id];
      const n = start[id + 1] - from;
      for (let j = 0; j < n; j++)
        prefix[j + 1] = (Math.imul(prefix[j], HASH_BASE) + letters[from + j]) | 0;
      suffix[n] = 0;
      for (let j = n - 1; j >= 0; j--) {
        suffix[j] = (Math.imul(letters[from + j], power[n - 1 - j]) + suffix[j + 1]) | 0;
      }
    };
    const deleted = (n: number, i: number): number =>
      (Math.imul(prefix[i], power[n - 1 - i]) + suffix[i + 1]) | 0;

    // A bucket is a chain of slots through `previous`; an open-addressing table maps a
    // bucket's key to its newest slot. On 170k words (1.5M slots) this is several times
    // faster than a Map of strings. Words agree outside position i when `sameOutside`.
    let capacity = 1024;
    while (capacity < 2 * slots) capacity *= 2;
    const mask = capacity - 1;
    const table = new Int32Array(capacity).fill(-1);
    const previous = new Int32Array(slots);
    const sameOutside = (slot: number, id: number, i: number): boolean => {
      const other = slotWord[slot];
      const n = start[id + 1] - start[id];
      if (start[other + 1] - start[other] !== n || slot - start[other] !== i) return false;
      for (let j = 0; j < n; j++) {
        if (j !== i && letters[start[other] + j] !== letters[start[id] + j]) return false;
      }
      return true;
    };
    for (let id = 0; id < this.size; id++) {
      step();
      deletionHashes(id);
      const n = start[id + 1] - start[id];
      for (let i = 0; i < n; i++) {
        const slot = start[id] + i;
        // The bucket key is the position and the word without that letter (see above).
        const key = mix(deleted(n, i) ^ Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(n, 0x85ebca6b));
        let at = key & mask;
        while (table[at] !== -1 && !sameOutside(table[at], id, i)) at = (at + 1) & mask;
        previous[slot] = table[at];
        table[at] = slot;
        // Every earlier word in the bucket differs from this one at position i only.
        for (let other = previous[slot]; other !== -1; other = previous[other]) {
          pairs.push(slotWord[other], id);
        }
      }
    }
    if (!this.edits) return pairs;

    // Deleting any one letter from a word and landing on a word is an edit step. Whole words
    // go in a second table under the same polynomial hash; `book` minus either `o` is `bok`,
    // so targets are stamped to record each edge once.
    const wordTable = table.fill(-1);
    const wordKey = (hash: number, n: number): number => mix(hash ^ Math.imul(n, 0x85ebca6b));
    for (let id = 0; id < this.size; id++) {
      step();
      deletionHashes(id);
      const n = start[id + 1] - start[id];
      let at = wordKey(prefix[n], n) & mask;
      while (wordTable[at] !== -1) at = (at + 1) & mask;
      wordTable[at] = id;
    }
    const isDeletion = (shorter: number, id: number, skip: number): boolean => {
      const n = start[id + 1] - start[id];
      if (start[shorter + 1] - start[shorter] !== n - 1) return false;
      for (let j = 0, k = start[shorter]; j < n; j++) {
        if (j !== skip && letters[k++] !== letters[start[id] + j]) return false;
      }
      return true;
    };
    const stamp = new Int32Array(this.size).fill(-1);
    for (let id = 0; id < this.size; id++) {
      step();
      const n = start[id + 1] - start[id];
      if (n === 1) continue;
      deletionHashes(id);
      for (let i = 0; i < n; i++) {
        const key = wordKey(deleted(n, i), n - 1);
        for (let at = key & mask; wordTable[at] !== -1; at = (at + 1) & mask) {
          const shorter = wordTable[at];
          if (stamp[shorter] === id || !isDeletion(shorter, id, i)) continue;
          stamp[shorter] = id;
          pairs.push(shorter, id);
          break;
        }
      }
    }
    return pairs;
  }
}

const HASH_BASE = 0x01000193;

/** Spreads a 32-bit hash over all bits (MurmurHash3's finaliser), for masking to a table. */
function mix(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/**
 * Compressed sparse rows from an undirected edge list: each edge appears in both lists.
 * `step` is called once per word's list sorted.
 */
function adjacency(
  size: number,
  pairs: readonly number[],
  step: () => void,
): [Int32Array, Int32Array] {
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
  for (let id = 0; id < size; id++) {
    step();
    targets.subarray(offsets[id], offsets[id + 1]).sort();
  }
  return [offsets, targets];
}

function* range(size: number): Generator<number> {
  for (let id = 0; id < size; id++) yield id;
}
