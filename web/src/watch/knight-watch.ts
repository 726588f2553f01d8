/**
 * The knight's Watch view: the generic grid watch with the knight's algorithms (BFS, DFS,
 * Dijkstra, A*, bidirectional BFS), a chess board, squares named `a8`.
 */
import type { Board } from '../../../src/grid/index.js';
import { squareName, type Leaper } from '../../../src/puzzles/knight/index.js';
import { GridView } from '../grid-view.js';
import { ALGORITHMS, runKnight, type KnightAlgorithm } from '../knight-search.js';
import { GridWatch, type WatchSpec } from './grid-watch.js';

export interface KnightWatchQuery {
  board: Board;
  leaper: Leaper;
  from: number;
  to: number;
}

const knightSpec: WatchSpec<KnightWatchQuery> = {
  algorithms: ALGORITHMS,
  initial: ['bfs', 'dfs'],
  run: (query, algorithm) => runKnight({ ...query, algorithm: algorithm as KnightAlgorithm }),
  view: ({ board }) =>
    new GridView({
      width: board.width,
      height: board.height,
      flipY: true,
      checkered: true,
      name: (square) => squareName(board, square),
      className: 'knight-board watch-board',
    }),
  boardKey: ({ board }) => `${board.width}x${board.height}`,
  label: ({ board }, square) => squareName(board, square),
  startLabel: '♞',
  goalLabel: '⚑',
  unit: 'move',
  fileName: 'knight',
};

export function knightWatch(onSquare: (square: number) => void): GridWatch<KnightWatchQuery> {
  return new GridWatch(knightSpec, onSquare);
}
