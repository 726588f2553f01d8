/**
 * The fewest leaper moves between two squares (a BFS over squares), or some path by DFS for
 * comparison. Unreachable squares — a knight in the centre of a 3 x 3 board — give
 * `outcome: 'exhausted'` and no path, not an error.
 *
 * ```ts
 * import { Board } from 'puzzlegraph/grid';
 * import { knightPath, parseSquare, squareName } from 'puzzlegraph/knight';
 *
 * const board = new Board(8, 8);
 * const result = knightPath(board, parseSquare(board, 'a8'), parseSquare(board, 'h1'));
 * console.log(result.cost); // 6
 * const names = result.path!.map((square) => squareName(board, square));
 * console.log(names[0], names.length, names.at(-1)); // a8 7 h1
 * ```
 */
import type { Board } from '../../grid/index.js';
import { bfs, dfs, type SearchOptions, type SearchResult } from '../../search/index.js';
import { KNIGHT, LeaperGraph, type Leaper } from './leaper.js';

export type KnightAlgorithm = 'bfs' | 'dfs';

export interface KnightOptions extends SearchOptions<number> {
  leaper?: Leaper;
  algorithm?: KnightAlgorithm;
  /** Reuse a graph built earlier for the same board and piece (the compare loop does). */
  graph?: LeaperGraph;
}

export function knightPath(
  board: Board,
  from: number,
  to: number,
  options: KnightOptions = {},
): SearchResult<number> {
  const graph = options.graph ?? new LeaperGraph(board, options.leaper ?? KNIGHT);
  const search = options.algorithm === 'dfs' ? dfs : bfs;
  return search(from, graph, to, { ...options, nodeCount: board.size });
}

/** True when every step of `path` is a legal move of `graph`'s piece. */
export function isLeaperPath(graph: LeaperGraph, path: readonly number[]): boolean {
  return path.every((square, i) => i === 0 || graph.neighbors(path[i - 1]).includes(square));
}
