/**
 * Cheapest paths and movement ranges on a terrain board, with the search core: Dijkstra, or
 * A* with the Manhattan distance times the map's cheapest step as heuristic (admissible:
 * every step costs at least that much; water can cost 1, so the factor is 1 on most maps).
 * Every path is replayed under the rules (`pathCost`) before it is returned.
 *
 * ```ts
 * const map = parseTerrain('.ff\n.m.\n...');
 * const route = cheapestPath(map, map.index(0, 0), map.index(2, 0));
 * route.cost; // 4 through the forest; round the mountain would cost 7
 * const range = movementRange(map, map.index(0, 0), 2);
 * range.cells.map((c) => c.cost); // [0, 1, 2, 2]
 * ```
 */
import {
  astar,
  dijkstra,
  dijkstraAll,
  type Edge,
  type SearchOptions,
  type SearchResult,
  type SearchStats,
  type WeightedGraph,
} from '../../search/index.js';
import { entryCost, type TerrainMap } from './map.js';

/** The board as a weighted graph of cells: four neighbours, costs by terrain. */
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

/** The A* heuristic: Manhattan distance to `goal` times the cheapest step on the map. */
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

/** A cheapest path from `from` to `to`; `path` is undefined when the goal cannot be reached. */
export function cheapestPath(
  map: TerrainMap,
  from: number,
  to: number,
  options: TerrainPathOptions = {},
): SearchResult<number> {
  const { algorithm = 'astar', ...limits } = options;
  const graph = new TerrainGraph(map);
  const search = { ...limits, nodeCount: map.board.size };
  const result = !map.passable(from)
    ? { outcome: 'exhausted' as const, path: undefined, cost: Infinity, stats: emptyStats() }
    : algorithm === 'dijkstra'
      ? dijkstra(from, graph, to, search)
      : astar(from, graph, to, { ...search, heuristic: terrainHeuristic(map, to) });
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

/** Every cell reachable from `from` spending at most `points` movement points. */
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
  const tree = dijkstraAll(from, new TerrainGraph(map), {
    ...options,
    maxCost: points,
    nodeCount: map.board.size,
  });
  return {
    cells: tree.nodes.map((cell) => ({ cell, cost: tree.cost(cell) })),
    cost: (cell) => tree.cost(cell),
    pathTo: (cell) => tree.pathTo(cell),
    outcome: tree.outcome,
    stats: tree.stats,
  };
}

function emptyStats(): SearchStats {
  return { expanded: 0, generated: 0, maxFrontier: 0, elapsedMs: 0 };
}
