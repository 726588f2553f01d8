/**
 * An experiment for students of search: over many random source/destination pairs, how long
 * are the paths BFS and DFS find, and how long do they take? A seeded generator makes runs
 * repeatable.
 */
import { seededRandom, type Board } from '../../grid/index.js';
import type { SearchResult } from '../../search/index.js';
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
  /** `exhausted` when every pair was measured; `timeLimit` when the deadline came first. */
  outcome: 'exhausted' | 'timeLimit';
  /** Pairs measured (all asked for, unless the deadline came first). */
  trials: number;
  reachable: number;
  bfs: AlgorithmFigures;
  dfs: AlgorithmFigures;
}

export interface CompareOptions {
  /** Stop at this `performance.now()` time; the figures are then over the pairs done. */
  deadline?: number;
}

export function compareBfsDfs(
  board: Board,
  trials: number,
  seed: number,
  leaper: Leaper = KNIGHT,
  options: CompareOptions = {},
): CompareResult {
  const random = seededRandom(seed);
  const graph = new LeaperGraph(board, leaper);
  const deadline = options.deadline ?? Infinity;
  // Warm up both so that neither pays the JIT's start-up alone.
  knightPath(board, 0, board.size - 1, { graph, deadline });
  knightPath(board, 0, board.size - 1, { graph, algorithm: 'dfs', deadline });
  // Each pair is searched by both algorithms before the next, so that a deadline leaves
  // both measured over the same pairs; a pair cut short by it is not counted.
  const totals = { bfs: new Totals(), dfs: new Totals() };
  let done = 0;
  // Pairs are drawn as they are searched: ten million of them would take seconds to make.
  while (done < trials) {
    if (performance.now() >= deadline) break;
    const from = Math.floor(random() * board.size);
    const to = Math.floor(random() * board.size);
    const bfs = knightPath(board, from, to, { graph, deadline });
    const dfs = knightPath(board, from, to, { graph, algorithm: 'dfs', deadline });
    if (bfs.outcome === 'timeLimit' || dfs.outcome === 'timeLimit') break;
    totals.bfs.add(bfs);
    totals.dfs.add(dfs);
    done++;
  }
  return {
    outcome: done === trials ? 'exhausted' : 'timeLimit',
    trials: done,
    reachable: totals.bfs.reachable,
    bfs: totals.bfs.figures(done),
    dfs: totals.dfs.figures(done),
  };
}

/** Sums over the pairs one algorithm searched. */
class Totals {
  length = 0;
  expanded = 0;
  longest = 0;
  reachable = 0;
  ms = 0;

  add(result: SearchResult<number>): void {
    this.expanded += result.stats.expanded;
    this.ms += result.stats.elapsedMs;
    if (result.path) {
      this.reachable++;
      this.length += result.cost;
      this.longest = Math.max(this.longest, result.cost);
    }
  }

  figures(trials: number): AlgorithmFigures {
    return {
      meanLength: this.reachable ? this.length / this.reachable : NaN,
      meanMs: trials ? this.ms / trials : NaN,
      meanExpanded: trials ? this.expanded / trials : NaN,
      longest: this.longest,
    };
  }
}
