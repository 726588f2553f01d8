/**
 * Cheapest paths and movement ranges on a terrain board, on the typed-array weighted grid
 * search of `src/grid`: A* with the Manhattan distance times the cheapest step on the board as
 * heuristic (admissible: every step costs at least that much; water can cost 1, so the factor
 * is 1 on most maps), or Dijkstra. Every path is replayed under the rules (`pathCost`) before
 * it is returned. The search for a board is built on its first query and kept for the next
 * ones (and made again if the board's kinds were changed in place).
 *
 * ```ts
 * import { cheapestPath, movementRange, parseTerrain } from 'puzzlegraph/terrain';
 *
 * const map = parseTerrain('.ff\n.m.\n...');
 * // Through the forest; round the mountain would cost 6.
 * console.log(cheapestPath(map, map.index(0, 0), map.index(2, 0)).cost); // 4
 * const range = movementRange(map, map.index(0, 0), 2);
 * console.log(range.cells.map((c) => c.cost)); // [ 0, 1, 2, 2 ]
 * ```
 */
import {
  type Edge,
  type SearchOptions,
  type SearchResult,
  type SearchStats,
  type WeightedGraph,
} from '../../search/index.js';
import { WeightedGrid, WeightedPathFinder } from '../../grid/index.js';
import { entryCost, type TerrainKind, type TerrainMap } from './map.js';

/**
 * The board as a weighted graph of cells for the generic search core: four neighbours, costs
 * by terrain. The puzzle's own searches run on `terrainPathFinder`; this graph is the plain
 * reference they are tested against.
 */
export class TerrainGraph implements WeightedGraph<number> {
  constructor(readonly map: TerrainMap) {}

  *edges(cell: number): Iterable<Edge<number>> {
    const { map } = this;
    const { width, height } = map;
    const x = cell % width;
    const from = map.kind(cell);
    const near = [
      cell >= width ? cell - width : -1,
      cell + width < width * height ? cell + width : -1,
      x > 0 ? cell - 1 : -1,
      x + 1 < width ? cell + 1 : -1,
    ];
    for (const next of near) {
      if (next === -1) continue;
      const cost = entryCost(from, map.kind(next));
      if (cost !== Infinity) yield { node: next, cost };
    }
  }

  *nodes(): Iterable<number> {
    for (let cell = 0; cell < this.map.board.size; cell++) if (this.map.passable(cell)) yield cell;
  }
}

export type TerrainAlgorithm = 'dijkstra' | 'astar';

export interface TerrainPathOptions extends Omit<SearchOptions<number>, 'key' | 'nodeCount'> {
  /** Default `astar`. */
  algorithm?: TerrainAlgorithm;
}

/**
 * The heuristic for the search core's `astar` on a `TerrainGraph`: the Manhattan distance to
 * `goal` times the cheapest step on the map.
 */
export function terrainHeuristic(map: TerrainMap, goal: number): (cell: number) => number {
  const factor = map.cheapestStep();
  const gx = goal % map.width;
  const gy = (goal - gx) / map.width;
  return (cell) => {
    const x = cell % map.width;
    const y = (cell - x) / map.width;
    return (Math.abs(x - gx) + Math.abs(y - gy)) * factor;
  };
}

/**
 * The weighted grid search for `map`, made on first use and kept for the next queries: the
 * board's kinds with `entryCost` as the move table, 4-connected. A board whose kinds were
 * changed in place since gets a new search.
 *
 * @param map a terrain board
 *
 * ```ts
 * import { parseTerrain, terrainPathFinder } from 'puzzlegraph/terrain';
 *
 * const map = parseTerrain('.w\nww');
 * // Enter the water (3), swim (1).
 * console.log(terrainPathFinder(map).findPath(0, 3).cost); // 4
 * ```
 */
export function terrainPathFinder(map: TerrainMap): WeightedPathFinder {
  const kept = finders.get(map);
  if (kept && sameBytes(kept.kinds, map.kinds)) return kept.finder;
  const grid = WeightedGrid.fromKinds(map.width, map.height, map.kinds, (from, to) =>
    entryCost(from as TerrainKind, to as TerrainKind),
  );
  const finder = new WeightedPathFinder(grid);
  finders.set(map, { finder, kinds: map.kinds.slice() });
  return finder;
}

/** Each board's search, with the kinds it was made from. */
const finders = new WeakMap<TerrainMap, { finder: WeightedPathFinder; kinds: Uint8Array }>();

/** Whether two byte arrays hold the same bytes, compared four at a time where they can be. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  const words = a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0 ? a.length >> 2 : 0;
  const wa = new Int32Array(a.buffer, a.byteOffset, words);
  const wb = new Int32Array(b.buffer, b.byteOffset, words);
  for (let i = 0; i < words; i++) if (wa[i] !== wb[i]) return false;
  for (let i = words << 2; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A cheapest path from `from` to `to`; `path` is undefined when the goal cannot be reached
 * (or a limit stopped the search: see `outcome`).
 *
 * @param map the board
 * @param from the start cell, `y * width + x`; a mountain start reaches nothing
 * @param to the goal cell
 * @param options `algorithm` (`astar` by default, or `dijkstra`), limits (`maxExpanded`,
 *   `timeLimitMs`, `signal`), `onProgress` and `tracer`
 *
 * ```ts
 * import { cheapestPath, parseTerrain } from 'puzzlegraph/terrain';
 *
 * const map = parseTerrain('.ff\n.m.\n...');
 * console.log(cheapestPath(map, 0, 2).path); // [ 0, 1, 2 ]
 * console.log(cheapestPath(map, 0, 2, { algorithm: 'dijkstra' }).cost); // 4
 * ```
 */
export function cheapestPath(
  map: TerrainMap,
  from: number,
  to: number,
  options: TerrainPathOptions = {},
): SearchResult<number> {
  const { algorithm = 'astar', ...limits } = options;
  const result = !map.passable(from)
    ? { outcome: 'exhausted' as const, path: undefined, cost: Infinity, stats: emptyStats() }
    : terrainPathFinder(map).findPath(from, to, { ...limits, algorithm });
  if (result.path) {
    const replayed = pathCost(map, result.path);
    if (replayed !== result.cost) {
      throw new Error(`internal error: the path replays to ${replayed}, not ${result.cost}`);
    }
  }
  return result;
}

/**
 * Replays `path` under the rules and returns its cost, or undefined when a step is not to
 * a neighbour or enters a mountain.
 */
export function pathCost(map: TerrainMap, path: readonly number[]): number | undefined {
  if (path.length === 0 || !map.passable(path[0])) return undefined;
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1];
    const b = path[i];
    const dx = Math.abs((a % map.width) - (b % map.width));
    const dy = Math.abs(Math.floor(a / map.width) - Math.floor(b / map.width));
    if (b < 0 || b >= map.board.size || dx + dy !== 1) return undefined;
    const step = entryCost(map.kind(a), map.kind(b));
    if (step === Infinity) return undefined;
    cost += step;
  }
  return cost;
}

export interface MovementRange {
  /** Every cell reachable within the points, cheapest first, with its cost. */
  cells: { cell: number; cost: number }[];
  /** Cost of reaching `cell`, Infinity when out of range. */
  cost(cell: number): number;
  /** A cheapest path to `cell`, undefined when out of range. */
  pathTo(cell: number): number[] | undefined;
  outcome: SearchResult<number>['outcome'];
  stats: SearchStats;
}

/**
 * Every cell reachable from `from` spending at most `points` movement points, cheapest first.
 *
 * @param map the board
 * @param from the start cell, `y * width + x`; a mountain start reaches nothing
 * @param points the movement points to spend
 * @param options limits (`maxExpanded`, `timeLimitMs`, `signal`), `onProgress` and `tracer`
 *
 * ```ts
 * import { movementRange, parseTerrain } from 'puzzlegraph/terrain';
 *
 * const map = parseTerrain('.ff\n.m.\n...');
 * const range = movementRange(map, 0, 2);
 * console.log(range.cells.map(({ cell }) => cell)); // [ 0, 3, 1, 6 ]
 * console.log(range.pathTo(6)); // [ 0, 3, 6 ]
 * ```
 */
export function movementRange(
  map: TerrainMap,
  from: number,
  points: number,
  options: Omit<SearchOptions<number>, 'key' | 'nodeCount'> = {},
): MovementRange {
  if (!map.passable(from)) {
    return {
      cells: [],
      cost: () => Infinity,
      pathTo: () => undefined,
      outcome: 'exhausted',
      stats: emptyStats(),
    };
  }
  const range = terrainPathFinder(map).range(from, points, options);
  return {
    cells: Array.from(range.cells, (cell, i) => ({ cell, cost: range.costs[i] })),
    cost: (cell) => range.cost(cell),
    pathTo: (cell) => range.pathTo(cell),
    outcome: range.outcome,
    stats: range.stats,
  };
}

function emptyStats(): SearchStats {
  return { expanded: 0, generated: 0, maxFrontier: 0, elapsedMs: 0 };
}
