// The nodes on a depth-first search's current path: a typed array with \`nodeCount\`, else a set.

export interface PathMarks {
  add(key: unknown): void;
  delete(key: unknown): void;
  has(key: unknown): boolean;
}

class DenseMarks implements PathMarks {
  private readonly marks: Uint8Array;

  constructor(nodeCount: number) {
    this.marks = new Uint8Array(nodeCount);
  }

  add(key: unknown): void {
    this.marks[key as number] = 1;
  }

  delete(key: unknown): void {
    this.marks[key as number] = 0;
  }

  has(key: unknown): boolean {
    return this.marks[key as number] === 1;
  }
}

export function pathMarks<N>(options: {
  nodeCount?: number;
  key?: (node: N) => unknown;
}): PathMarks {
  if (options.nodeCount !== undefined && options.key !== undefined) {
    throw new TypeError(
      'nodeCount and key cannot be given together: with nodeCount, nodes are their own ids',
    );
  }
  return options.nodeCount === undefined ? new Set<unknown>() : new DenseMarks(options.nodeCount);
}
