/**
 * The knight queries the playground runs, each a call into the library: BFS and DFS through
 * `knightPath` (exactly what the CLI runs), Dijkstra, A* and bidirectional BFS through the
 * search core over the same `LeaperGraph`, every move costing 1.
 *
 * ```ts
 * const run = runKnight({ board, leaper: KNIGHT, from: 56, to: 7, algorithm: 'astar' });
 * run.result.cost; // 6
 * run.events.length; // the trace, for the Watch view
 * ```
 */
import {
  astar,
  bidirectionalBfs,
  dijkstra,
  type SearchResult,
  type TraceEvent,
} from '../../src/search/index.js';
import type { Board } from '../../src/grid/index.js';
import {
  KNIGHT,
  knightDistanceUnbounded,
  knightPath,
  LeaperGraph,
  type Leaper,
} from '../../src/puzzles/knight/index.js';

export type KnightAlgorithm = 'bfs' | 'dfs' | 'dijkstra' | 'astar' | 'bidirectional';

export const ALGORITHMS: { id: KnightAlgorithm; name: string; note: string }[] = [
  { id: 'bfs', name: 'BFS', note: 'layer by layer: the fewest moves' },
  { id: 'dfs', name: 'DFS', note: 'dives deep: some path, rarely short' },
  {
    id: 'dijkstra',
    name: 'Dijkstra',
    note: 'cheapest first; with unit moves, BFS by another name',
  },
  { id: 'astar', name: 'A*', note: 'cheapest first, guided by a lower bound on the moves left' },
  { id: 'bidirectional', name: 'Bidirectional BFS', note: 'from both ends until they meet' },
];

export interface KnightQuery {
  board: Board;
  leaper: Leaper;
  from: number;
  to: number;
  algorithm: KnightAlgorithm;
  graph?: LeaperGraph;
}

export interface KnightRun {
  result: SearchResult<number>;
  events: TraceEvent<number>[];
  /** Time of the same search run again without a tracer. */
  untracedMs: number;
}

/**
 * A lower bound on the moves from `a` to `b`: the distance on an unbounded board for the
 * knight (a finite board only removes moves), otherwise what each jump can cover at most.
 */
export function leaperLowerBound(board: Board, leaper: Leaper, a: number, b: number): number {
  const dx = Math.abs(board.x(a) - board.x(b));
  const dy = Math.abs(board.y(a) - board.y(b));
  if (leaper.m === KNIGHT.m && leaper.n === KNIGHT.n) return knightDistanceUnbounded(dx, dy);
  const long = Math.max(leaper.m, leaper.n);
  return Math.max(Math.ceil(Math.max(dx, dy) / long), Math.ceil((dx + dy) / (leaper.m + leaper.n)));
}

export function searchKnight(
  query: KnightQuery,
  tracer?: (event: TraceEvent<number>) => void,
): SearchResult<number> {
  const { board, leaper, from, to, algorithm } = query;
  const graph = query.graph ?? new LeaperGraph(board, leaper);
  const options = { nodeCount: board.size, tracer };
  const unitEdges = (square: number) => graph.neighbors(square).map((node) => ({ node, cost: 1 }));
  switch (algorithm) {
    case 'bfs':
    case 'dfs':
      return knightPath(board, from, to, { graph, algorithm, tracer });
    case 'dijkstra':
      return dijkstra(from, unitEdges, to, options);
    case 'astar':
      return astar(from, unitEdges, to, {
        ...options,
        heuristic: (square) => leaperLowerBound(board, leaper, square, to),
      });
    case 'bidirectional':
      return bidirectionalBfs(from, graph, to, options);
  }
}

export function runKnight(query: KnightQuery): KnightRun {
  const graph = query.graph ?? new LeaperGraph(query.board, query.leaper);
  const events: TraceEvent<number>[] = [];
  const result = searchKnight({ ...query, graph }, (event) => events.push(event));
  const untraced = searchKnight({ ...query, graph });
  return { result, events, untracedMs: untraced.stats.elapsedMs };
}
