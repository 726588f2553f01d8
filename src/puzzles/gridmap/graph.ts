/**
 * A Moving AI map as a `WeightedGraph<number>` for the generic search core, and the rules
 * every path on it must obey. Straight steps cost 1, diagonal steps sqrt 2; a diagonal step
 * needs both orthogonal cells beside it passable from the start (no corner cutting), as the
 * scenario files assume.
 *
 * This is the plain reference implementation: `GridPathFinder` is the fast one, and tests
 * check that both agree.
 *
 * ```ts
 * import { GridGraph, GridMap, pathLength } from 'puzzlegraph/gridmap';
 *
 * const map = GridMap.fromRows(['..', '.@']);
 * const graph = new GridGraph(map, { diagonal: true });
 * // No diagonal to (1, 1), which is blocked.
 * console.log([...graph.edges(0)]); // [ { node: 2, cost: 1 }, { node: 1, cost: 1 } ]
 * console.log(pathLength(map, [0, 1], true)); // 1
 * ```
 */
import type { Edge, WeightedGraph } from '../../search/index.js';
import type { GridMap } from './map.js';
import { octileLength, SQRT2 } from './octile.js';

/** Straight steps first (up, down, left, right), then diagonals. */
const STEPS: ReadonlyArray<readonly [number, number]> = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
  [-1, -1],
  [1, -1],
  [-1, 1],
  [1, 1],
];

export interface GridGraphOptions {
  /** 8-connected (octile) moves; otherwise 4-connected. */
  diagonal: boolean;
}

export class GridGraph implements WeightedGraph<number> {
  constructor(
    readonly map: GridMap,
    readonly options: GridGraphOptions,
  ) {}

  *edges(cell: number): Iterable<Edge<number>> {
    const { map } = this;
    const x = cell % map.width;
    const y = (cell - x) / map.width;
    const count = this.options.diagonal ? 8 : 4;
    for (let k = 0; k < count; k++) {
      const [dx, dy] = STEPS[k];
      if (stepAllowed(map, x, y, dx, dy)) {
        yield { node: map.index(x + dx, y + dy), cost: dx !== 0 && dy !== 0 ? SQRT2 : 1 };
      }
    }
  }

  *nodes(): Iterable<number> {
    for (let cell = 0; cell < this.map.board.size; cell++) {
      if (this.map.passable(cell)) yield cell;
    }
  }
}

/** True when a king step (dx, dy in -1..1) from (x, y) is legal on `map`. */
export function stepAllowed(map: GridMap, x: number, y: number, dx: number, dy: number): boolean {
  if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || (dx === 0 && dy === 0)) return false;
  const inside = (cx: number, cy: number): boolean =>
    cx >= 0 && cy >= 0 && cx < map.width && cy < map.height;
  if (!inside(x, y) || !inside(x + dx, y + dy)) return false;
  const from = map.index(x, y);
  if (!map.canStep(from, map.index(x + dx, y + dy))) return false;
  if (dx !== 0 && dy !== 0) {
    return map.canStep(from, map.index(x + dx, y)) && map.canStep(from, map.index(x, y + dy));
  }
  return true;
}

/**
 * Replays `path` (cells) under the rules and returns its length, or undefined when a step is
 * illegal (not a neighbour, blocked, a cut corner, a diagonal on a 4-connected search).
 */
export function pathLength(
  map: GridMap,
  path: readonly number[],
  diagonal: boolean,
): number | undefined {
  let straight = 0;
  let diagonals = 0;
  for (let i = 1; i < path.length; i++) {
    const x = path[i - 1] % map.width;
    const y = (path[i - 1] - x) / map.width;
    const dx = (path[i] % map.width) - x;
    const dy = (path[i] - (path[i] % map.width)) / map.width - y;
    if (!stepAllowed(map, x, y, dx, dy)) return undefined;
    if (dx !== 0 && dy !== 0) {
      if (!diagonal) return undefined;
      diagonals++;
    } else {
      straight++;
    }
  }
  if (path.length > 0 && !map.passable(path[0])) return undefined;
  return octileLength(straight, diagonals);
}
