import { describe, expect, it } from 'vitest';
import { bfsOrder, dfsOrder, find, starts } from './index.js';

const tree = (n: number) => (n < 4 ? [2 * n, 2 * n + 1] : []);

describe('traversal', () => {
  it('visits in breadth-first order, each node once', () => {
    expect([...bfsOrder(1, tree)]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([...bfsOrder(0, (n: number) => [(n + 1) % 5, (n + 2) % 5])]).toEqual([0, 1, 2, 3, 4]);
  });

  it('visits in depth-first pre-order', () => {
    expect([...dfsOrder(1, tree)]).toEqual([1, 2, 4, 5, 3, 6, 7]);
  });

  it('accepts several starts and a Graph object', () => {
    const graph = { neighbors: (n: number) => (n < 10 ? [n + 10] : []) };
    expect([...bfsOrder(starts(1, 2, 1), graph)]).toEqual([1, 2, 11, 12]);
  });

  it('is lazy: an infinite graph can be scanned', () => {
    expect(
      find(
        1,
        (n: number) => [n + 1],
        (n) => n * n > 50,
      ),
    ).toBe(8);
    expect(find(1, tree, (n) => n > 100)).toBeUndefined();
  });

  it('uses key for object nodes', () => {
    type P = { x: number };
    const order = [...bfsOrder<P>({ x: 0 }, (p) => [{ x: (p.x + 1) % 3 }], { key: (p) => p.x })];
    expect(order.map((p) => p.x)).toEqual([0, 1, 2]);
  });
});
