/**
 * The laser tab's state, in one place: the board, the pieces the puzzle asks to place, those
 * the user placed by hand (counted off the place line) and those the solver placed. After a
 * change the board text beside the board is rewritten from `text()`.
 *
 * ```ts
 * const state = new LaserState();
 * state.load('>..o\nplace: mirror\n'); // throws the parser's message on bad text
 * state.edit(1, [MIRROR_SLASH, MIRROR_BACKSLASH], false); // places a mirror; again turns it
 * state.text(); // '>/.o\n': the place line counted down to nothing
 * ```
 */
import {
  EMPTY,
  LaserBoard,
  parseLaser,
  type PieceCount,
  type Placement,
} from '../../../../src/puzzles/laser/index.js';
import { placeLineOf, remainingPieces } from './pieces.js';

export class LaserState {
  board: LaserBoard | undefined;
  /** The pieces the puzzle's place line asks for. */
  private pieces: PieceCount[] = [];
  /** Squares open in the puzzle where the user put a piece, and what. */
  private placedByHand = new Map<number, number>();
  /** Squares the solver put a piece on: outlined until the user changes them. */
  solvedSquares = new Set<number>();
  /** The board text when Solve was last pressed, for "Back to the puzzle". */
  beforeSolve: string | undefined;

  /** Parses the text (board and place line); throws the parser's message, keeping the board. */
  load(source: string, file = 'board'): void {
    const puzzle = parseLaser(source, { file });
    this.board = puzzle.board;
    this.pieces = puzzle.pieces;
    this.placedByHand = new Map();
    this.solvedSquares = new Set();
  }

  /** The text of the current board, its place line counted down by the pieces placed. */
  text(): string {
    const line = this.piecesLeft();
    return this.board!.toText() + (line ? `${line}\n` : '');
  }

  /** The place line of the pieces still to place ('' when none are left). */
  piecesLeft(): string {
    return placeLineOf(remainingPieces(this.pieces, this.placedByHand.values()));
  }

  /**
   * A click with a tool whose pieces are `family`: places its first piece, or turns the piece
   * there to the next of the family; `erase` empties the square.
   */
  edit(square: number, family: readonly number[], erase: boolean): void {
    const board = this.board!;
    const current = board.kindAt(square);
    let kind = EMPTY;
    if (!erase) {
      const at = family.indexOf(current);
      kind = at === -1 ? family[0] : family[(at + 1) % family.length];
    }
    // A piece put on an open square counts off the place line; erasing it gives it back.
    const open = board.placeable[square] === 1 || this.placedByHand.has(square);
    if (open && kind !== EMPTY) this.placedByHand.set(square, kind);
    else this.placedByHand.delete(square);
    // `with` marks changed squares fixed; an erased square becomes free to place on again.
    const kinds = board.kinds.slice();
    const placeable = board.placeable.slice();
    kinds[square] = kind;
    placeable[square] = kind === EMPTY ? 1 : 0;
    this.board = new LaserBoard(board.width, board.height, kinds, placeable);
    this.solvedSquares.delete(square);
  }

  /** A board of the new size: the old one's top left corner, open squares around it. */
  resize(width: number, height: number): void {
    const board = this.board!;
    const kinds = new Uint8Array(width * height);
    const placeable = new Uint8Array(width * height).fill(1);
    for (let y = 0; y < Math.min(height, board.height); y++) {
      for (let x = 0; x < Math.min(width, board.width); x++) {
        kinds[y * width + x] = board.kindAt(y * board.width + x);
        placeable[y * width + x] = board.placeable[y * board.width + x];
      }
    }
    this.board = new LaserBoard(width, height, kinds, placeable);
    this.placedByHand = new Map();
  }

  /** The solver's answer on the board: nothing is left to place, its squares are outlined. */
  applySolution(solution: readonly Placement[]): void {
    this.board = this.board!.with(solution.map((p) => [p.square, p.kind] as const));
    this.pieces = [];
    this.placedByHand = new Map();
    this.solvedSquares = new Set(solution.map((p) => p.square));
  }
}
