/**
 * Dense integer ids for the nodes a search meets, with a parent and a cost per node in typed
 * arrays: the search's books. Three kinds, picked by `createNodeTable` from the options:
 * - `nodeCount` given: the node is its own id, the books are indexed by node (fastest);
 * - keys that are 32-bit integers: an open-addressing hash table on typed arrays;
 * - any other key (strings, fractions): a `Map`. The integer table turns itself into this
 *   one when the first such key arrives, so no caller has to know its keys in advance.
 *
 * ```ts
 * import { createNodeTable } from 'puzzlegraph/search';
 *
 * const table = createNodeTable<string>({});
 * const a = table.claim('a'); // 0: new
 * table.claim('a'); // -1 - 0: already there
 * table.parent[a] = -1;
 * console.log(table.find('a'), table.node(a), table.size); // 0 a 1
 * ```
 */
import type { Key } from '../types.js';

export const NO_PARENT = -1;

/** The parent of a node not in a dense table. */
const UNSEEN = -2;

export interface NodeTable<N> {
  /** The id of `node`, or -1 when it has not been added. */
  find(node: N): number;
  /** The id of a new node (>= 0), or `-1 - id` when `node` is already in the table. */
  claim(node: N): number;
  node(id: number): N;
  /** Nodes in the table. */
  readonly size: number;
  /** Parent id per node id (NO_PARENT for starts). */
  parent: Int32Array;
  /** Best known cost per node id. */
  cost: Float64Array;
}

/** What `createNodeTable` reads from a search's options. */
export interface NodeTableOptions<N> {
  key?: (node: N) => Key;
  nodeCount?: number;
}

/** Nodes are the integers [0, nodeCount) and their own ids. */
export class DenseTable implements NodeTable<number> {
  parent: Int32Array;
  size = 0;
  private costs: Float64Array | undefined;

  constructor(private readonly nodeCount: number) {
    if (!(Number.isInteger(nodeCount) && nodeCount >= 0 && nodeCount <= 2 ** 31 - 1)) {
      throw new RangeError(`nodeCount must be a whole number below 2^31, not ${nodeCount}`);
    }
    // A node is in the table once it has a parent; UNSEEN marks the others, so one array
    // (one cache miss a lookup) serves as both the presence marks and the parents.
    this.parent = new Int32Array(nodeCount).fill(UNSEEN);
  }

  /** Made on first use: breadth-first searches count depth by layers and never need it. */
  get cost(): Float64Array {
    return (this.costs ??= new Float64Array(this.nodeCount));
  }

  find(node: number): number {
    return this.parent[node] === UNSEEN || this.parent[node] === undefined ? -1 : node;
  }

  claim(node: number): number {
    const parent = this.parent[node];
    if (parent !== UNSEEN) {
      if (parent !== undefined) return -1 - node;
      throw new RangeError(`node ${node} is outside [0, ${this.nodeCount}) given as nodeCount`);
    }
    // Until the search sets the parent, the node must not read as unseen.
    this.parent[node] = NO_PARENT;
    this.size++;
    return node;
  }

  node(id: number): number {
    return id;
  }
}

/** Books that grow with the table: ids are handed out 0, 1, 2, ... */
abstract class GrowingTable<N> implements NodeTable<N> {
  parent: Int32Array = new Int32Array(1024);
  cost: Float64Array = new Float64Array(1024);
  /** Node per id (public to the tables of this module, which hand books over). */
  nodes: N[] = [];

  abstract find(node: N): number;
  abstract claim(node: N): number;

  get size(): number {
    return this.nodes.length;
  }

  node(id: number): N {
    return this.nodes[id];
  }

  /** Appends a node and returns its id. */
  protected append(node: N): number {
    const id = this.nodes.length;
    this.nodes.push(node);
    if (id === this.parent.length) {
      const parent = new Int32Array(id * 2);
      parent.set(this.parent);
      this.parent = parent;
      const cost = new Float64Array(id * 2);
      cost.set(this.cost);
      this.cost = cost;
    }
    return id;
  }
}

/** Any keys, in a `Map`. */
class MapTable<N> extends GrowingTable<N> {
  private readonly ids = new Map<unknown, number>();

  constructor(private readonly keyOf: ((node: N) => Key) | undefined) {
    super();
  }

  /** Takes over another table's nodes, with the same ids. */
  static from<N>(keyOf: ((node: N) => Key) | undefined, other: GrowingTableState<N>): MapTable<N> {
    const table = new MapTable(keyOf);
    table.nodes = other.nodes;
    table.parent = other.parent;
    table.cost = other.cost;
    for (let id = 0; id < other.nodes.length; id++) {
      const node = other.nodes[id];
      table.ids.set(keyOf ? keyOf(node) : node, id);
    }
    return table;
  }

  find(node: N): number {
    const id = this.ids.get(this.keyOf ? this.keyOf(node) : node);
    return id === undefined ? -1 : id;
  }

  claim(node: N): number {
    const key = this.keyOf ? this.keyOf(node) : node;
    const known = this.ids.get(key);
    if (known !== undefined) return -1 - known;
    const id = this.append(node);
    this.ids.set(key, id);
    return id;
  }
}

interface GrowingTableState<N> {
  nodes: N[];
  parent: Int32Array;
  cost: Float64Array;
}

/**
 * 32-bit integer keys in an open-addressing table with linear probing, several times faster
 * than a `Map` for the integer nodes most puzzles use. A slot is a (key, id + 1) pair in one
 * typed array, so a probe touches one cache line. The hash scatters blocks of 8 consecutive
 * keys (Fibonacci hashing) but keeps each block's keys side by side: puzzle nodes meet their
 * neighbours' numbers, and those then share cache lines. On the first key that is not a
 * 32-bit integer the table hands over to a `MapTable` and forwards to it from then on.
 */
class IntegerTable<N> extends GrowingTable<N> {
  /** (key, id + 1) per slot; id + 1 is 0 in an empty slot. */
  private slots = new Int32Array(2 * 2048);
  /** 32 minus the bits of a block number: the slot count is 2^(32 - shift + 3). */
  private shift = 32 - 8;
  private fallback: MapTable<N> | undefined;

  constructor(private readonly keyOf: ((node: N) => Key) | undefined) {
    super();
  }

  override get size(): number {
    return this.fallback ? this.fallback.size : this.nodes.length;
  }

  override node(id: number): N {
    return this.fallback ? this.fallback.node(id) : this.nodes[id];
  }

  find(node: N): number {
    if (this.fallback) return this.fallback.find(node);
    const key = this.keyOf ? this.keyOf(node) : (node as unknown as Key);
    if (typeof key !== 'number' || (key | 0) !== key) return -1;
    const { slots } = this;
    const mask = (slots.length >> 1) - 1;
    for (let slot = this.home(key); ; slot = (slot + 1) & mask) {
      const id = slots[2 * slot + 1];
      if (id === 0) return -1;
      if (slots[2 * slot] === key) return id - 1;
    }
  }

  claim(node: N): number {
    if (this.fallback) return this.claimInFallback(node);
    const key = this.keyOf ? this.keyOf(node) : (node as unknown as Key);
    if (typeof key !== 'number' || (key | 0) !== key) {
      this.fallback = MapTable.from(this.keyOf, this);
      return this.claimInFallback(node);
    }
    const { slots } = this;
    const mask = (slots.length >> 1) - 1;
    let slot = this.home(key);
    for (;;) {
      const id = slots[2 * slot + 1];
      if (id === 0) break;
      if (slots[2 * slot] === key) return -id;
      slot = (slot + 1) & mask;
    }
    const id = this.append(node);
    slots[2 * slot] = key;
    slots[2 * slot + 1] = id + 1;
    // Kept at most half full, so probes stay short.
    if (4 * this.nodes.length > slots.length) this.rehash();
    return id;
  }

  private home(key: number): number {
    return ((Math.imul(key >> 3, 0x9e3779b1) >>> this.shift) << 3) | (key & 7);
  }

  private claimInFallback(node: N): number {
    const id = this.fallback!.claim(node);
    // The books may have grown inside the fallback: the search reads them from this table.
    this.parent = this.fallback!.parent;
    this.cost = this.fallback!.cost;
    return id;
  }

  private rehash(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.shift--;
    const { slots } = this;
    const mask = (slots.length >> 1) - 1;
    for (let at = 0; at < old.length; at += 2) {
      const id = old[at + 1];
      if (id === 0) continue;
      const key = old[at];
      let slot = this.home(key);
      while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = key;
      slots[2 * slot + 1] = id;
    }
  }
}

/**
 * The table for a search's options: dense with `nodeCount`, hashed otherwise. `nodeCount`
 * and `key` together are refused, since a key says the nodes are not their own ids.
 */
export function createNodeTable<N>(options: NodeTableOptions<N>): NodeTable<N> {
  if (options.nodeCount !== undefined) {
    if (options.key !== undefined) {
      throw new TypeError(
        'nodeCount and key cannot be given together: with nodeCount, nodes are their own ids',
      );
    }
    return new DenseTable(options.nodeCount) as unknown as NodeTable<N>;
  }
  return new IntegerTable<N>(options.key);
}

/** Identity used to compare nodes outside the table (goal nodes, bidirectional meeting). */
export function keyFunction<N>(options: NodeTableOptions<N>): (node: N) => unknown {
  return options.key ?? ((node: N) => node);
}

/** The path from a start to `id` by following parents. */
export function pathTo<N>(table: NodeTable<N>, id: number): N[] {
  const path: N[] = [];
  for (let at = id; at !== NO_PARENT; at = table.parent[at]) path.push(table.node(at));
  return path.reverse();
}
