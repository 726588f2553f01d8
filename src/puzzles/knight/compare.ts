/**
 * The experiment of our design notes: over many random source/destination pairs, how long
 * are the paths BFS and DFS find, and how long do they take? A seeded generator makes runs
 * repeatable.
 */
import { seededRandom, type Board } from '../../grid/index.js';
import { KNIGHT, LeaperGraph, type Leaper } from './leaper.js';
import { knightPath } from './solve.js';

export interface AlgorithmFigures {
  /** Mean moves over the pairs where a path exists. */
  meanLength: number;
  /** Mean milliseconds per search. */
  meanMs: number;
  meanExpanded: number;
  longest: number;
}

export interface CompareResult {
  trials: number;
  reachable: number;
  bfs: AlgorithmFigures;
  dfs: AlgorithmFigures;
}

export function compareBfsDfs(
  board: Board,
  trials: number,
  seed: number,
  leaper: Leaper = KNIGHT,
): CompareResult {
  const random = seededRandom(seed);
  const graph = new LeaperGraph(board, leaper);
  const pairs = Array.from({ length: trials }, () => [
    Math.floor(random() * board.size),
    Math.floor(random() * board.size),
  ]);
  const measure = (algorithm: 'bfs' | 'dfs'): AlgorithmFigures & { reachable: number } => {
    let length = 0;
    let expanded = 0;
    let longest = 0;
    let reachable = 0;
    const startedAt = performance.now();
    for (const [from, to] of pairs) {
      const result = knightPath(board, from, to, { graph, algorithm });
      expanded += result.stats.expanded;
      if (result.path) {
        reachable++;
        length += result.cost;
        longest = Math.max(longest, result.cost);
      }
    }
    const elapsed = performance.now() - startedAt;
    return {
      meanLength: reachable ? length / reachable : NaN,
      meanMs: elapsed / trials,
      meanExpanded: expanded / trials,
      longest,
      reachable,
    };
  };
  // Warm up both so that neither pays the JIT's start-up alone.
  knightPath(board, 0, board.size - 1, { graph });
  knightPath(board, 0, board.size - 1, { graph, algorithm: 'dfs' });
  const { reachable, ...bfs } = measure('bfs');
  const { reachable: _, ...dfs } = measure('dfs');
  return { trials, reachable, bfs, dfs };
}
