/**
 * What the knight tab holds, in one place: the board, the piece and its move graph, the two
 * squares, and which of them the next click places. The inputs are read into it whole or not
 * at all, so what it holds is always a query the search can run.
 *
 * ```ts
 * const state = new KnightState();
 * state.read({ board: '10x10', piece: 'camel', from: 'a1', to: 'j10' }); // throws when bad
 * state.shortestPath().cost; // the fewest moves
 * state.place(42); // 'from': the next click places the target
 * ```
 */
import { bfsAll, type SearchResult, type ShortestPathTree } from '../../../../src/search/index.js';
import {
  isLeaperPath,
  LeaperGraph,
  NAMED_LEAPERS,
  parseBoardSize,
  parseLeaper,
  parseSquare,
  squareName,
  type Leaper,
} from '../../../../src/puzzles/knight/index.js';
import type { Board } from '../../../../src/grid/index.js';
import { searchKnight } from '../../knight-search.js';

/** Bigger boards work in the CLI; here every square is a button. */
const MAX_SIDE = 40;

/** The inputs' text: a piece is a name or `m,n`. */
export interface KnightInputs {
  board: string;
  piece: string;
  from: string;
  to: string;
}

export type SquareEnd = 'from' | 'to';

export class KnightState {
  board: Board = parseBoardSize('8x8');
  leaper: Leaper = NAMED_LEAPERS[0];
  graph = new LeaperGraph(this.board, this.leaper);
  from = parseSquare(this.board, 'a8');
  to = parseSquare(this.board, 'h1');
  /** Which square the next click on the board places. */
  picking: SquareEnd = 'from';

  /** The board's size as the inputs and the CLI write it: `8x8`. */
  get boardSize(): string {
    return `${this.board.width}x${this.board.height}`;
  }

  name(square: number): string {
    return squareName(this.board, square);
  }

  /** Takes what the inputs say; throws, changing nothing, when one of them is bad. */
  read(inputs: KnightInputs): void {
    const board = parseBoardSize(inputs.board);
    if (board.width > MAX_SIDE || board.height > MAX_SIDE) {
      throw new Error(
        `the playground draws boards up to ${MAX_SIDE}x${MAX_SIDE}; for ${board.width}x${board.height} use the CLI: puzzlegraph knight a1 b3 --board ${board.width}x${board.height}`,
      );
    }
    const leaper = parseLeaper(inputs.piece);
    const from = parseSquare(board, inputs.from);
    const to = parseSquare(board, inputs.to);
    const resized = board.width !== this.board.width || board.height !== this.board.height;
    // The graph is the costly part: built again only for another board or piece.
    if (resized || leaper.m !== this.leaper.m || leaper.n !== this.leaper.n) {
      this.graph = new LeaperGraph(board, leaper);
    }
    this.board = board;
    this.leaper = leaper;
    this.from = from;
    this.to = to;
  }

  /** A clicked square becomes the start or the target (returned); after the start, the target. */
  place(square: number): SquareEnd {
    const end = this.picking;
    if (end === 'from') {
      this.from = square;
      this.picking = 'to';
    } else this.to = square;
    return end;
  }

  /** The library's BFS from the start to the target; its path is checked move by move. */
  shortestPath(): SearchResult<number> {
    const { board, leaper, from, to, graph } = this;
    const searched = searchKnight({ board, leaper, from, to, algorithm: 'bfs', graph });
    if (searched.path && !isLeaperPath(graph, searched.path))
      throw new Error('internal error: the search returned an illegal path');
    return searched;
  }

  /** The fewest moves from the start to every square (Infinity where the piece never gets). */
  distancesFromStart(): ShortestPathTree<number> {
    return bfsAll(this.from, this.graph, { nodeCount: this.board.size });
  }
}
