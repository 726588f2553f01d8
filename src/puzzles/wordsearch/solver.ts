/**
 * Every dictionary word in a letter grid. Boggle rules: a word is spelled by moving from a
 * cell to any of its 8 neighbours without using a cell twice; with `straight`, the classic
 * word-search rule: a word runs along one line in one of 8 directions.
 *
 * The search is depth-first along the dictionary's trie, so a path stops as soon as no word
 * starts with its letters. Everything in the loop is a typed array: an explicit stack (no
 * recursion), the visited cells as a bit mask, a per-trie-node stamp so each word is reported
 * once per grid. `BoggleSolver` keeps these between grids, for solving many boards.
 *
 * ```ts
 * import { bundledWords } from 'puzzlegraph/words';
 * import { findAllWords, parseLetterGrid, Trie } from 'puzzlegraph/wordsearch';
 *
 * const trie = Trie.fromWords(bundledWords('english'));
 * const result = findAllWords(parseLetterGrid('PERS/LATG/SINE/TERS'), trie, { minLength: 3 });
 * console.log(result.words.length); // 1045
 * console.log(result.score); // 3625
 * // Longest first.
 * console.log(result.words[0].word); // replastering
 * ```
 */
import type { Board } from '../../grid/index.js';
import { KING_DIRECTIONS, moveIndex, popCount } from '../../grid/index.js';
import {
  SearchRun,
  type Outcome,
  type RunLimits,
  type SearchStats,
  type Tracer,
} from '../../search/index.js';
import { neighborTable, neighborTableUnless, QU_TILE, type LetterGrid } from './letter-grid.js';
import { scoreForLength } from './score.js';
import { WORD_BIT, type Trie } from './trie.js';

const Q = 16;
const U = 20;

/**
 * The limits and progress reports of a word search, as every search takes them; an expansion
 * is a cell entered. There is no `maxStored`: the stacks are sized by the grid before the
 * search starts, so nothing grows that a memory budget could bound.
 */
export type WordSearchLimits = Pick<
  RunLimits,
  | 'maxExpanded'
  | 'timeLimitMs'
  | 'deadline'
  | 'signal'
  | 'stopFlag'
  | 'onProgress'
  | 'progressEvery'
>;

export interface FindAllOptions extends WordSearchLimits {
  /** Shortest word reported, in letters (`qu` counts two); default 3. */
  minLength?: number;
  /** Words along straight lines only (classic word search). */
  straight?: boolean;
  /**
   * Receives the search's events (Boggle rule only; not with `straight`), nodes being paths of
   * cells (`WordPath`): `expand` when a path is entered (cost = cells before its last),
   * `generate` just before, for a path one cell longer than its parent, `found` for each new
   * word, then `limit` and `end`. A traced search runs its own loop, so the fast loops of an
   * untraced one stay as they are; both enter the same paths and find the same words.
   */
  tracer?: Tracer<WordPath>;
}

/** A path of cells through the grid, as the trace of `findAllWords` names its nodes. */
export interface WordPath {
  /** Cells, first letter first. */
  cells: number[];
  /** The letters they spell (`qu` for a Qu tile). */
  prefix: string;
}

export interface FoundWord {
  word: string;
  /** The cells spelling it, first letter first. */
  cells: number[];
  /** Boggle points. */
  score: number;
}

export interface FindAllResult {
  /** 'exhausted' when the whole grid was searched. */
  outcome: Outcome;
  /** Longest first, then alphabetical. */
  words: FoundWord[];
  /** Total Boggle points. */
  score: number;
  stats: SearchStats;
}

/**
 * Every word of `trie` in `grid`, longest first.
 *
 * @param grid the letters.
 * @param trie the dictionary.
 * @param options the shortest word, the rule (`straight`), the limits of every search (an
 *   expansion is a cell entered; the time limit covers building the grid's tables too) and
 *   a tracer.
 * @returns the outcome ('exhausted' when the whole grid was searched), the words, their
 *   points and the statistics.
 */
export function findAllWords(
  grid: LetterGrid,
  trie: Trie,
  options: FindAllOptions = {},
): FindAllResult {
  // The run starts before the grid's tables are built, so its limits cover building them.
  const run = new SearchRun<WordPath>(options);
  const neighbors = neighborTableUnless(grid.board, () => run.checkNow() !== undefined);
  if (!neighbors) {
    // Stopped while building: the run begins and ends at once, so a tracer still hears both.
    const outcome = run.begin('dfs', []) ?? 'timeLimit';
    return { outcome, words: [], score: 0, stats: run.end(outcome) };
  }
  const solver = new BoggleSolver(trie, grid.board, { ...options, neighbors });
  const { outcome, stats } = solver.search(grid.tiles, run, options.straight);
  const words = solver.found();
  words.sort((a, b) => b.word.length - a.word.length || (a.word < b.word ? -1 : 1));
  return { outcome, words, score: solver.score, stats };
}

/** Solves many grids of one size against one trie, reusing its buffers. */
export class BoggleSolver {
  /** Distinct words found in the last grid. */
  count = 0;
  /** Their Boggle points. */
  score = 0;
  /** Cells entered in the last grid. */
  expanded = 0;
  private readonly minLength: number;
  private readonly neighbors: Int32Array;
  private readonly size: number;
  private readonly cellStack: Int32Array;
  private readonly nodeStack: Int32Array;
  private readonly nextStack: Int32Array;
  private readonly visited: Uint32Array;
  private readonly around: Int32Array;
  private readonly seen: Int32Array;
  private generation = 0;
  /** Found words: trie node, and the offset of its cells in `pathCells`. */
  private foundNodes = new Int32Array(256);
  private pathStart = new Int32Array(257);
  private pathCells = new Int32Array(4096);

  constructor(
    private readonly trie: Trie,
    private readonly board: Board,
    options: { minLength?: number; neighbors?: Int32Array } = {},
  ) {
    this.minLength = options.minLength ?? 3;
    this.size = board.size;
    this.neighbors = options.neighbors ?? neighborTable(board);
    this.cellStack = new Int32Array(board.size);
    this.nodeStack = new Int32Array(board.size);
    this.nextStack = new Int32Array(board.size);
    this.visited = new Uint32Array((board.size + 31) >>> 5);
    this.around = new Int32Array(board.size);
    this.seen = new Int32Array(trie.nodeCount);
  }

  /**
   * Finds every word along any path of neighbours.
   *
   * @param tiles the grid's tiles, as in `LetterGrid`.
   * @param limits the limits of every search; an expansion is a cell entered.
   * @returns the outcome: 'exhausted' when the whole grid was searched.
   */
  solve(tiles: Uint8Array, limits: WordSearchLimits = {}): Outcome {
    return this.search(tiles, new SearchRun(limits)).outcome;
  }

  /**
   * Finds every word along a straight line in one of the 8 directions.
   *
   * @param tiles the grid's tiles, as in `LetterGrid`.
   * @param limits the limits of every search; an expansion is a cell entered.
   * @returns the outcome: 'exhausted' when the whole grid was searched.
   */
  solveStraight(tiles: Uint8Array, limits: WordSearchLimits = {}): Outcome {
    return this.search(tiles, new SearchRun(limits), true).outcome;
  }

  /**
   * Finds every word in `tiles` within `run`, which it begins and ends. A run with a tracer
   * takes the traced loop (Boggle rule only: an Error with `straight`), which enters the
   * same paths in the same order.
   *
   * @param tiles the grid's tiles, as in `LetterGrid`.
   * @param run the limits, progress reports and tracer; one cell entered is one expansion.
   * @param straight words along straight lines only.
   * @returns the outcome and the run's statistics.
   */
  search(
    tiles: Uint8Array,
    run: SearchRun<WordPath>,
    straight = false,
  ): { outcome: Outcome; stats: SearchStats } {
    const { tracer } = run;
    if (tracer && straight) {
      throw new Error('a tracer follows the Boggle-rule word search, not straight lines');
    }
    this.reset();
    const outcome =
      run.begin('dfs', []) ??
      (tracer
        ? this.searchTraced(tiles, run, tracer)
        : straight
          ? this.searchStraight(tiles, run)
          : this.size <= 32
            ? this.searchSmall(tiles, run)
            : this.searchLarge(tiles, run));
    // Every cell entered was generated once, as a first letter or from the cell before it;
    // counted here rather than in the loops.
    run.stats.generated = run.stats.expanded;
    this.expanded = run.stats.expanded;
    return { outcome, stats: run.end(outcome) };
  }

  /** Grids of up to 32 cells (Boggle's 4 x 4 and 5 x 5): the visited set is one int. */
  private searchSmall(tiles: Uint8Array, run: SearchRun<WordPath>): Outcome {
    const { neighbors, cellStack, nodeStack, nextStack } = this;
    const { nodes } = this.trie;
    let limit: Outcome | undefined;
    let used = 0;
    // The letters next to each cell: a path whose trie node has none of them among its
    // children ends there without scanning the neighbours one by one.
    const around = this.around;
    for (let cell = 0; cell < this.size; cell++) {
      let letters = 0;
      for (let k = 0; k < 8; k++) {
        const next = neighbors[cell * 8 + k];
        if (next < 0) break;
        letters |= 1 << (tiles[next] === QU_TILE ? Q : tiles[next]);
      }
      around[cell] = letters;
    }
    for (let start = 0; start < this.size; start++) {
      const first = step(nodes, 0, tiles[start]);
      if (first === 0) continue;
      limit = run.expand();
      if (limit) return this.stopped(limit);
      let depth = 0;
      cellStack[0] = start;
      nodeStack[0] = first;
      nextStack[0] = 0;
      used = 1 << start;
      if ((nodes[2 * first] & WORD_BIT) !== 0) this.visit(first, 0);
      while (depth >= 0) {
        // Scan the rest of this cell's neighbours for one that continues a word.
        const cell = cellStack[depth];
        const node = nodeStack[depth];
        const bits = nodes[2 * node];
        let k = (bits & around[cell]) === 0 ? 8 : nextStack[depth];
        let child = 0;
        let next = -1;
        const base = cell * 8;
        while (k < 8) {
          next = neighbors[base + k++];
          if (next < 0) {
            k = 8;
            break;
          }
          // Most neighbours fail the letter test, so it goes before the visited test.
          const tile = tiles[next];
          if (tile === QU_TILE) {
            if ((used & (1 << next)) !== 0) continue;
            child = step(nodes, node, tile);
            if (child !== 0) break;
          } else if ((bits & (1 << tile)) !== 0 && (used & (1 << next)) === 0) {
            child = nodes[2 * node + 1] + popCount(bits & ((1 << tile) - 1));
            break;
          }
        }
        if (child === 0) {
          used &= ~(1 << cell);
          depth--;
          continue;
        }
        limit = run.expand();
        if (limit) return this.stopped(limit);
        nextStack[depth] = k;
        depth++;
        cellStack[depth] = next;
        nodeStack[depth] = child;
        nextStack[depth] = 0;
        used |= 1 << next;
        if ((nodes[2 * child] & WORD_BIT) !== 0) this.visit(child, depth);
      }
    }
    return 'exhausted';
  }

  /** Any grid: the visited set is a bit mask in a Uint32Array. */
  private searchLarge(tiles: Uint8Array, run: SearchRun<WordPath>): Outcome {
    const { neighbors, cellStack, nodeStack, nextStack, visited } = this;
    const { nodes } = this.trie;
    let limit: Outcome | undefined;
    for (let start = 0; start < this.size; start++) {
      const first = step(nodes, 0, tiles[start]);
      if (first === 0) continue;
      limit = run.expand();
      if (limit) return this.stopped(limit);
      let depth = 0;
      cellStack[0] = start;
      nodeStack[0] = first;
      nextStack[0] = 0;
      visited[start >>> 5] |= 1 << (start & 31);
      if ((nodes[2 * first] & WORD_BIT) !== 0) this.visit(first, 0);
      while (depth >= 0) {
        const cell = cellStack[depth];
        const k = nextStack[depth];
        const next = k < 8 ? neighbors[cell * 8 + k] : -1;
        if (next < 0) {
          visited[cell >>> 5] &= ~(1 << (cell & 31));
          depth--;
          continue;
        }
        nextStack[depth] = k + 1;
        if ((visited[next >>> 5] & (1 << (next & 31))) !== 0) continue;
        const child = step(nodes, nodeStack[depth], tiles[next]);
        if (child === 0) continue;
        limit = run.expand();
        if (limit) return this.stopped(limit);
        depth++;
        cellStack[depth] = next;
        nodeStack[depth] = child;
        nextStack[depth] = 0;
        visited[next >>> 5] |= 1 << (next & 31);
        if ((nodes[2 * child] & WORD_BIT) !== 0) this.visit(child, depth);
      }
    }
    return 'exhausted';
  }

  /**
   * `solve` with every step reported to `tracer` (see `FindAllOptions.tracer`): the general
   * loop of `searchLarge`, kept apart so that the untraced loops pay nothing for tracing.
   */
  private searchTraced(
    tiles: Uint8Array,
    run: SearchRun<WordPath>,
    tracer: Tracer<WordPath>,
  ): Outcome {
    const { neighbors, cellStack, nodeStack, nextStack, visited } = this;
    const { nodes } = this.trie;
    let limit: Outcome | undefined;
    const letters = (cell: number) =>
      tiles[cell] === QU_TILE ? 'qu' : String.fromCharCode(97 + tiles[cell]);
    // The path on the stack, as the tracer sees it; prefixes[d] spells cells 0..d.
    const prefixes: string[] = [];
    const path = (depth: number): WordPath => ({
      cells: Array.from(cellStack.subarray(0, depth + 1)),
      prefix: prefixes[depth],
    });
    const enter = (node: number, depth: number): void => {
      const before = this.count;
      if ((nodes[2 * node] & WORD_BIT) !== 0) this.visit(node, depth);
      if (this.count > before) tracer({ type: 'found', node: path(depth), cost: depth });
    };
    for (let start = 0; start < this.size; start++) {
      const first = step(nodes, 0, tiles[start]);
      if (first === 0) continue;
      limit = run.expand();
      if (limit) return this.stopped(limit);
      let depth = 0;
      cellStack[0] = start;
      nodeStack[0] = first;
      nextStack[0] = 0;
      prefixes[0] = letters(start);
      visited[start >>> 5] |= 1 << (start & 31);
      tracer({ type: 'expand', node: path(0), cost: 0, frontier: 0 });
      enter(first, 0);
      while (depth >= 0) {
        const cell = cellStack[depth];
        const k = nextStack[depth];
        const next = k < 8 ? neighbors[cell * 8 + k] : -1;
        if (next < 0) {
          visited[cell >>> 5] &= ~(1 << (cell & 31));
          depth--;
          continue;
        }
        nextStack[depth] = k + 1;
        if ((visited[next >>> 5] & (1 << (next & 31))) !== 0) continue;
        const child = step(nodes, nodeStack[depth], tiles[next]);
        if (child === 0) continue;
        limit = run.expand();
        if (limit) return this.stopped(limit);
        const parent = path(depth);
        depth++;
        cellStack[depth] = next;
        nodeStack[depth] = child;
        nextStack[depth] = 0;
        prefixes[depth] = prefixes[depth - 1] + letters(next);
        visited[next >>> 5] |= 1 << (next & 31);
        const node = path(depth);
        tracer({ type: 'generate', node, parent, cost: depth });
        tracer({ type: 'expand', node, cost: depth, frontier: depth });
        enter(child, depth);
      }
    }
    return 'exhausted';
  }

  /** The words along straight lines in the 8 directions (see `solveStraight`). */
  private searchStraight(tiles: Uint8Array, run: SearchRun<WordPath>): Outcome {
    const { nodes } = this.trie;
    let limit: Outcome | undefined;
    for (let start = 0; start < this.size; start++) {
      for (const direction of KING_DIRECTIONS) {
        let node = 0;
        let depth = 0;
        for (let cell = start; cell !== -1; cell = moveIndex(this.board, cell, direction)) {
          node = step(nodes, node, tiles[cell]);
          if (node === 0) break;
          limit = run.expand();
          if (limit) return this.stopped(limit);
          this.cellStack[depth] = cell;
          if ((nodes[2 * node] & WORD_BIT) !== 0) this.visit(node, depth);
          depth++;
        }
      }
    }
    return 'exhausted';
  }

  /** The words found in the last grid, in order of discovery. */
  found(): FoundWord[] {
    const words: FoundWord[] = [];
    for (let i = 0; i < this.count; i++) {
      const word = this.trie.wordAt(this.foundNodes[i])!;
      const cells = Array.from(this.pathCells.subarray(this.pathStart[i], this.pathStart[i + 1]));
      words.push({ word, cells, score: scoreForLength(word.length) });
    }
    return words;
  }

  private reset(): void {
    this.count = 0;
    this.score = 0;
    this.visited.fill(0);
    if (++this.generation === 0x7fffffff) {
      this.seen.fill(0);
      this.generation = 1;
    }
  }

  /** Ends a loop that a limit stopped, leaving the visited set clear for the next grid. */
  private stopped(outcome: Outcome): Outcome {
    this.visited.fill(0);
    return outcome;
  }

  /** Records the word ending at `node`, reached with the cells cellStack[0..depth]. */
  private visit(node: number, depth: number): void {
    const trie = this.trie;
    if (trie.wordIndex[node] === -1 || this.seen[node] === this.generation) return;
    this.seen[node] = this.generation;
    const letters = trie.depth[node];
    if (letters < this.minLength) return;
    const index = this.count++;
    if (index + 1 >= this.foundNodes.length) this.growFound();
    this.foundNodes[index] = node;
    this.score += scoreForLength(letters);
    const start = this.pathStart[index];
    if (start + depth + 1 > this.pathCells.length) {
      const cells = new Int32Array(this.pathCells.length * 2 + depth + 1);
      cells.set(this.pathCells);
      this.pathCells = cells;
    }
    for (let i = 0; i <= depth; i++) this.pathCells[start + i] = this.cellStack[i];
    this.pathStart[index + 1] = start + depth + 1;
  }

  private growFound(): void {
    const nodes = new Int32Array(this.foundNodes.length * 2);
    nodes.set(this.foundNodes);
    this.foundNodes = nodes;
    const starts = new Int32Array(nodes.length + 1);
    starts.set(this.pathStart);
    this.pathStart = starts;
  }
}

/** The trie node after spelling one tile from `node`, or NONE; `qu` is two letters. */
function step(nodes: Int32Array, node: number, tile: number): number {
  if (tile === QU_TILE) {
    const q = step(nodes, node, Q);
    return q === 0 ? q : step(nodes, q, U);
  }
  const bits = nodes[2 * node];
  const bit = 1 << tile;
  return (bits & bit) === 0 ? 0 : nodes[2 * node + 1] + popCount(bits & (bit - 1));
}
