/**
 * The knight tab's board: a chess board of the state's size, every square a button, with
 * the path drawn on it (numbered moves, ♞ at the start, ⚑ at the target) and, on request,
 * every square shaded by its distance from the start.
 *
 * ```ts
 * const board = new KnightBoard((square) => choose(square));
 * stage.replaceChildren(board.build(state.board));
 * board.draw(state, state.shortestPath().path, true);
 * ```
 */
import type { Board } from '../../../../src/grid/index.js';
import { fileName, squareName } from '../../../../src/puzzles/knight/index.js';
import { h } from '../../dom.js';
import { GridView } from '../../grid-view.js';
import type { KnightState } from './state.js';

export class KnightBoard {
  /** The board on the page; undefined while Watch shows its own. */
  view: GridView | undefined;

  constructor(private readonly onClick: (square: number) => void) {}

  /** A new board of `board`'s size, in its card. */
  build(board: Board): HTMLElement {
    // Rank and file labels only where every file has a letter.
    const labelled = board.width <= 26 && board.height <= 26;
    this.view = new GridView({
      width: board.width,
      height: board.height,
      flipY: true,
      checkered: true,
      name: (square) => squareName(board, square),
      rankLabel: labelled ? (y) => String(y + 1) : undefined,
      fileLabel: labelled ? fileName : undefined,
      className: 'knight-board',
    });
    this.view.onClick = (square) => this.onClick(square);
    return h('div', { class: 'board-card card' }, this.view.element);
  }

  /** Watch draws its own boards: this one is gone until `build`. */
  forget(): void {
    this.view = undefined;
  }

  /** Wipes what is drawn: after an error, no old path stands. */
  clear(): void {
    this.view?.clearStates();
    this.view?.clearLabels();
    this.view?.drawPath([]);
  }

  /** Draws the path (none when the target is unreachable) and the two squares. */
  draw(state: KnightState, path: readonly number[] | undefined, shadeDistances: boolean): void {
    const v = this.view!;
    v.clearStates();
    v.clearLabels();
    if (shadeDistances) this.shadeDistances(state);
    path?.forEach((square, i) => {
      v.setState(square, 'path');
      v.setLabel(square, String(i));
    });
    v.setState(state.from, 'start');
    v.setLabel(state.from, '♞');
    v.setState(state.to, path ? 'goal path' : 'goal');
    v.setLabel(state.to, '⚑');
    v.drawPath(path ?? []);
  }

  /** Each square warmer the farther it is from the start; × where the piece never gets. */
  private shadeDistances(state: KnightState): void {
    const v = this.view!;
    const tree = state.distancesFromStart();
    let far = 1;
    for (const square of tree.nodes) far = Math.max(far, tree.cost(square));
    for (let square = 0; square < state.board.size; square++) {
      const cost = tree.cost(square);
      if (cost === Infinity) {
        v.setState(square, 'unreachable');
        v.setLabel(square, '×');
      } else {
        v.cells[square].style.setProperty('--heat', String(cost / far));
        v.setState(square, 'heat');
        v.setLabel(square, String(cost));
      }
    }
  }
}
