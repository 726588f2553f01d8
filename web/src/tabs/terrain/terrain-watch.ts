/**
 * The terrain tab's board and its Watch: a map drawn as a grid of terrain cells, and the
 * four searches Watch runs on it (Dijkstra and A* by the library's `cheapestPath`; BFS and
 * DFS, which ignore the costs, on the same graph, their paths costed by the rules).
 */
import { bfs, dfs, type SearchResult, type Tracer } from '../../../../src/search/index.js';
import {
  cheapestPath,
  formatTerrain,
  pathCost,
  TerrainGraph,
  TerrainMap,
  TERRAIN_NAMES,
} from '../../../../src/puzzles/terrain/index.js';
import { GridView } from '../../grid-view.js';
import { GridWatch, recordRun, type WatchSpec } from '../../watch/grid-watch.js';

export interface TerrainQuery {
  map: TerrainMap;
  from: number;
  to: number;
}

export const cellName = (map: TerrainMap, cell: number) =>
  `${cell % map.width},${Math.floor(cell / map.width)}`;

export function terrainView(map: TerrainMap, className = 'terrain-board'): GridView {
  return new GridView({
    width: map.width,
    height: map.height,
    name: (cell) => cellName(map, cell),
    squareClass: (cell) => TERRAIN_NAMES[map.kind(cell)],
    className,
  });
}

/** BFS and DFS ignore the costs (fewest steps, some path); their paths are costed by the rules. */
function stepSearch(
  { map, from, to }: TerrainQuery,
  search: typeof bfs,
  tracer?: Tracer<number>,
): SearchResult<number> {
  const graph = new TerrainGraph(map);
  const neighbours = (cell: number) => [...graph.edges(cell)].map((edge) => edge.node);
  const result = search(from, neighbours, to, { nodeCount: map.board.size, tracer });
  return { ...result, cost: result.path ? pathCost(map, result.path)! : Infinity };
}

export const terrainSpec: WatchSpec<TerrainQuery> = {
  algorithms: [
    { id: 'dijkstra', name: 'Dijkstra', note: 'cheapest first: the cheapest path' },
    { id: 'astar', name: 'A*', note: 'cheapest first, aimed at the goal' },
    { id: 'bfs', name: 'BFS', note: 'fewest steps, whatever they cost' },
    { id: 'dfs', name: 'DFS', note: 'some path, any cost' },
  ],
  initial: ['dijkstra', 'astar'],
  run: (query, algorithm) =>
    recordRun((tracer) => {
      const { map, from, to } = query;
      if (algorithm === 'bfs' || algorithm === 'dfs')
        return stepSearch(query, algorithm === 'bfs' ? bfs : dfs, tracer);
      return cheapestPath(map, from, to, { algorithm: algorithm as 'dijkstra' | 'astar', tracer });
    }),
  view: ({ map }) => terrainView(map, 'terrain-board watch-board'),
  boardKey: ({ map }) => formatTerrain(map),
  label: ({ map }, cell) => cellName(map, cell),
  startLabel: '●',
  goalLabel: '⚑',
  unit: 'point',
  fileName: 'terrain',
};

/** Watch on the terrain tab; `onPick` gets the cells clicked on its boards. */
export function terrainWatch(onPick: (cell: number) => void): GridWatch<TerrainQuery> {
  return new GridWatch(terrainSpec, onPick);
}
