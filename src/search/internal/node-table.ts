// Dense integer ids for the nodes a search meets, with per-node parent and cost in typed arrays.
// Integer graphs with a known size (`nodeCount`) use the node as its own id and skip the Map.
import type { Key, SearchOptions } from '../types.js';

export const NO_PARENT = -1;

export interface NodeTable<N> {
  /** The id of `node`, or -1 when it has not been added. */
  find(node: N): number;
  /** Adds a node not yet present and returns its id. */
  add(node: N): number;
  node(id: number): N;
  /** Parent id per node id (NO_PARENT for starts). */
  parent: Int32Array;
  /** Best known cost per node id. */
  cost: Float64Array;
}

class DenseTable implements NodeTable<number> {
  parent: Int32Array;
  cost: Float64Array;
  private readonly present: Uint8Array;

  constructor(private readonly nodeCount: number) {
    this.parent = new Int32Array(nodeCount);
    this.cost = new Float64Array(nodeCount);
    this.present = new Uint8Array(nodeCount);
  }

  find(node: number): number {
    return this.present[node] === 1 ? node : -1;
  }

  add(node: number): number {
    if (!(node >= 0 && node < this.nodeCount && Number.isInteger(node))) {
      throw new RangeError(`node ${node} is outside [0, ${this.nodeCount}) given as nodeCount`);
    }
    this.present[node] = 1;
    return node;
  }

  node(id: number): number {
    return id;
  }
}

class MapTable<N> implements NodeTable<N> {
  parent = new Int32Array(1024);
  cost = new Float64Array(1024);
  private readonly ids = new Map<unknown, number>();
  private readonly nodes: N[] = [];

  constructor(private readonly keyOf: ((node: N) => Key) | undefined) {}

  find(node: N): number {
    const id = this.ids.get(this.keyOf ? this.keyOf(node) : node);
    return id === undefined ? -1 : id;
  }

  add(node: N): number {
    const id = this.nodes.length;
    this.ids.set(this.keyOf ? this.keyOf(node) : node, id);
    this.nodes.push(node);
    if (id === this.parent.length) this.grow();
    return id;
  }

  node(id: number): N {
    return this.nodes[id];
  }

  private grow(): void {
    const parent = new Int32Array(this.parent.length * 2);
    parent.set(this.parent);
    this.parent = parent;
    const cost = new Float64Array(this.cost.length * 2);
    cost.set(this.cost);
    this.cost = cost;
  }
}

export function createNodeTable<N>(options: SearchOptions<N>): NodeTable<N> {
  if (options.key === undefined && options.nodeCount !== undefined) {
    return new DenseTable(options.nodeCount) as unknown as NodeTable<N>;
  }
  return new MapTable<N>(options.key);
}

/** Identity used to compare nodes outside the table (goal nodes, bidirectional meeting). */
export function keyFunction<N>(options: SearchOptions<N>): (node: N) => unknown {
  return options.key ?? ((node: N) => node);
}

/** The path from a start to `id` by following parents. */
export function pathTo<N>(table: NodeTable<N>, id: number): N[] {
  const path: N[] = [];
  for (let at = id; at !== NO_PARENT; at = table.parent[at]) path.push(table.node(at));
  return path.reverse();
}
