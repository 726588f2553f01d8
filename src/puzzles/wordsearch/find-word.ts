/**
 * Is one word in a letter grid? Boggle rule: depth-first from each cell holding its first
 * letter, moving to any of the 8 neighbours, never reusing a cell; with `straight`, the
 * classic word-search rule: along one line in one of 8 directions. The answer is the cells
 * of the path. The search keeps an explicit stack and marks cells in a bit set (no copy of
 * the visited matrix per step, no recursion), so words of any length work.
 *
 * ```ts
 * import { findWord, parseLetterGrid } from 'puzzlegraph/wordsearch';
 *
 * const grid = parseLetterGrid('DEAN/FORS/XMSU/QZZZ');
 * console.log(findWord(grid, 'dean').cells); // [ 0, 1, 2, 3 ]
 * console.log(findWord(grid, 'forms').outcome); // found
 * console.log(findWord(grid, 'superstitious').outcome); // exhausted
 * ```
 */
import { BitSet, KING_DIRECTIONS, moveIndex } from '../../grid/index.js';
import { SearchRun, type Outcome, type SearchStats, type Tracer } from '../../search/index.js';
import { neighborTable, QU_TILE, type LetterGrid } from './letter-grid.js';
import type { WordSearchLimits } from './solver.js';

export interface FindWordOptions extends WordSearchLimits {
  straight?: boolean;
  /**
   * Receives the search's events, nodes being cells (Boggle rule only): `expand` when a cell
   * joins the path (cost = letters before it; frontier = cells before it on the path, whose
   * greatest is `stats.maxFrontier`), `generate` for a neighbour that continues the
   * word, `skip` for one already on the path, `found` at the last letter, then `limit` and
   * `end`.
   */
  tracer?: Tracer<number>;
}

export interface FindWordResult {
  outcome: Outcome;
  /** The cells spelling the word, first letter first, when found. */
  cells: number[] | undefined;
  stats: SearchStats;
}

/**
 * Looks for one word in a letter grid.
 *
 * @param grid the letters.
 * @param word the word, in any case.
 * @param options the rule (`straight`), the limits of every search (an expansion is a cell
 *   entered; they bound the search, not building the grid's neighbour table) and a tracer.
 * @returns the outcome, the word's cells when found, and the statistics.
 */
export function findWord(
  grid: LetterGrid,
  word: string,
  options: FindWordOptions = {},
): FindWordResult {
  const target = word.toLowerCase();
  const search = options.straight ? straightSearch(grid, target) : pathSearch(grid, target);
  const run = new SearchRun<number>(options);
  const found = run.begin('dfs', []) ?? search(run);
  // Every cell entered was generated once, as a first letter or from the cell before it.
  run.stats.generated = run.stats.expanded;
  const result = Array.isArray(found)
    ? run.found(found[found.length - 1], found.length - 1, found)
    : run.finish(found);
  return { outcome: result.outcome, cells: result.path, stats: result.stats };
}

/** Letters of `word` the tile covers at `at`: 1, 2 for a matching `qu` tile, 0 if no match. */
function matchTile(tile: number, word: string, at: number): number {
  if (tile === QU_TILE) return word.startsWith('qu', at) ? 2 : 0;
  return word.charCodeAt(at) - 97 === tile ? 1 : 0;
}

/**
 * A search for one word within a run, made ready for its grid: the word's cells, or the
 * outcome that ended the search without them.
 */
type WordSearch = (run: SearchRun<number>) => number[] | Outcome;

/**
 * The Boggle-rule search for `word`. Its neighbour table and stacks, sized by the grid, are
 * made here, before the run's clock starts: the limits bound the search.
 */
function pathSearch(grid: LetterGrid, word: string): WordSearch {
  const { tiles } = grid;
  const size = grid.board.size;
  const neighbors = neighborTable(grid.board);
  // A path uses each cell at most once, so the stack never exceeds the grid's size.
  const cellStack = new Int32Array(size);
  const letterStack = new Int32Array(size); // letters of the word spelled through this depth
  const nextStack = new Int32Array(size);
  const visited = new BitSet(size);
  return (run) => {
    const { tracer } = run;
    let limit: Outcome | undefined;
    if (word.length === 0) return 'exhausted';
    for (let start = 0; start < size; start++) {
      const covered = matchTile(tiles[start], word, 0);
      if (covered === 0) continue;
      limit = run.expand();
      if (limit) return limit;
      let depth = 0;
      cellStack[0] = start;
      letterStack[0] = covered;
      nextStack[0] = 0;
      visited.add(start);
      tracer?.({ type: 'expand', node: start, cost: 0, frontier: 0 });
      while (depth >= 0) {
        if (letterStack[depth] === word.length) return Array.from(cellStack.subarray(0, depth + 1));
        const cell = cellStack[depth];
        const k = nextStack[depth];
        const next = k < 8 ? neighbors[cell * 8 + k] : -1;
        if (next < 0) {
          visited.remove(cell);
          depth--;
          continue;
        }
        nextStack[depth] = k + 1;
        const more = matchTile(tiles[next], word, letterStack[depth]);
        if (more === 0) continue;
        if (visited.has(next)) {
          tracer?.({ type: 'skip', node: next, parent: cell });
          continue;
        }
        limit = run.expand();
        if (limit) return limit;
        tracer?.({ type: 'generate', node: next, parent: cell, cost: depth + 1 });
        tracer?.({ type: 'expand', node: next, cost: depth + 1, frontier: depth + 1 });
        run.frontier(depth + 1);
        depth++;
        cellStack[depth] = next;
        letterStack[depth] = letterStack[depth - 1] + more;
        nextStack[depth] = 0;
        visited.add(next);
      }
    }
    return 'exhausted';
  };
}

/** The classic word-search rule for `word`: along one line in one of 8 directions. */
function straightSearch(grid: LetterGrid, word: string): WordSearch {
  return (run) => {
    let limit: Outcome | undefined;
    if (word.length === 0) return 'exhausted';
    for (let start = 0; start < grid.board.size; start++) {
      for (const direction of KING_DIRECTIONS) {
        const cells: number[] = [];
        let letters = 0;
        for (let cell = start; cell !== -1; cell = moveIndex(grid.board, cell, direction)) {
          const covered = matchTile(grid.tiles[cell], word, letters);
          if (covered === 0) break;
          cells.push(cell);
          letters += covered;
          if (letters === word.length) return cells;
          limit = run.expand();
          if (limit) return limit;
        }
      }
    }
    return 'exhausted';
  };
}
