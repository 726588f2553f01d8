/**
 * The laser board: the pieces on their squares, the beams as the library's `simulateLight`
 * follows them, and the line under the board that counts the targets lit and the pieces
 * left. A click on a square (right-click: erase) goes to `onEdit`.
 *
 * ```ts
 * const view = new LaserBoardView((square, erase) => edit(square, erase));
 * stage.append(view.card, view.status);
 * view.show(state); // after every change of the state
 * ```
 */
import {
  EMPTY,
  raySquare,
  simulateLight,
  TARGET,
  type LaserBoard,
  type LightResult,
} from '../../../../src/puzzles/laser/index.js';
import { h } from '../../dom.js';
import { GridView } from '../../grid-view.js';
import { plural } from '../../plural.js';
import { CLASS, GLYPH, PIECE_NAME, squareName } from './pieces.js';
import type { LaserState } from './state.js';

export class LaserBoardView {
  readonly card = h('div', { class: 'board-card card laser-card' });
  readonly status = h('p', { class: 'laser-status', 'data-role': 'laser-status' });
  private view: GridView | undefined;

  constructor(private readonly onEdit: (square: number, erase: boolean) => void) {}

  /** Draws the state's board, on a new grid when its size changed or `fresh` asks for one. */
  show(state: LaserState, fresh = false): void {
    const board = state.board!;
    const view = this.view;
    if (
      fresh ||
      !view ||
      view.options.width !== board.width ||
      view.options.height !== board.height
    ) {
      this.view = this.grid(board);
      this.card.replaceChildren(this.view.element);
      this.card.style.setProperty('--board-cols', String(board.width));
    }
    this.draw(state);
  }

  /** Redraws the squares, the beams and the status line; the grid stays. */
  draw(state: LaserState): void {
    const board = state.board!;
    const light = simulateLight(board);
    this.drawSquares(board, new Set(light.targetsHit), state.solvedSquares);
    this.drawBeams(board, light);
    this.showStatus(board, light, state.piecesLeft());
  }

  private grid(board: LaserBoard): GridView {
    // Rows and columns are numbered, as the solution names squares.
    const view = new GridView({
      width: board.width,
      height: board.height,
      className: 'laser-board',
      label: (square) => squareName(board, square),
      rankLabel: (y) => String(y + 1),
      fileLabel: (x) => String(x + 1),
    });
    view.onClick = (square) => this.onEdit(square, false);
    view.element.addEventListener('contextmenu', (event) => {
      const target = event.target as HTMLElement;
      if (target.dataset.square === undefined) return;
      event.preventDefault();
      this.onEdit(Number(target.dataset.square), true);
    });
    return view;
  }

  private drawSquares(board: LaserBoard, lit: ReadonlySet<number>, solved: ReadonlySet<number>) {
    const view = this.view!;
    for (let square = 0; square < board.board.size; square++) {
      const kind = board.kindAt(square);
      const parts = [CLASS[kind] ?? (board.placeable[square] ? 'empty' : 'closed')];
      if (kind === TARGET && lit.has(square)) parts.push('lit');
      if (solved.has(square)) parts.push('placed');
      view.setState(square, parts.join(' '));
      view.setLabel(square, GLYPH[kind] ?? '');
      const what = `${PIECE_NAME[kind] ?? (kind === EMPTY ? 'empty' : (CLASS[kind] ?? ''))}${board.placeable[square] || kind !== EMPTY ? '' : ' (closed)'}`;
      view.cells[square].title = what;
      view.describe(square, kind === TARGET && lit.has(square) ? `${what}, lit` : what);
    }
  }

  private drawBeams(board: LaserBoard, light: LightResult): void {
    const segments: [number, number, number, number][] = [];
    for (const r of light.rays) {
      const from = raySquare(r);
      const x = (from % board.width) + 0.5;
      const y = Math.floor(from / board.width) + 0.5;
      const next = board.nextSquare(r);
      const dx = [0, 0, -1, 1][r & 3];
      const dy = [-1, 1, 0, 0][r & 3];
      // Light leaving the board is drawn to the edge.
      const length = next < 0 ? 0.5 : 1;
      segments.push([x, y, x + dx * length, y + dy * length]);
    }
    this.view!.drawSegments(segments, 'beam-glow');
    this.view!.drawSegments(segments, 'beam');
  }

  /** "1 of 2 targets lit · to place: mirror"; its data attributes hold the two counts. */
  private showStatus(board: LaserBoard, light: LightResult, left: string): void {
    const status = this.status;
    const total = board.targets.length;
    const lit = light.targetsHit.length;
    status.dataset.lit = String(lit);
    status.dataset.targets = String(total);
    status.textContent =
      total === 0
        ? `${plural(light.rays.length, 'ray')}, no targets`
        : `${lit} of ${plural(total, 'target')} lit${lit === total ? ' ✓' : ''}${left ? ` · to ${left}` : ''}`;
    status.classList.toggle('all-lit', total > 0 && lit === total);
  }
}
