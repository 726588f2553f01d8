/**
 * The word search tab's board: the letter grid, each cell a button named by its place and
 * letters, with a word's cells lit in order and joined by a line.
 *
 * ```ts
 * const board = new LetterBoard((cell) => addLetters(cell));
 * board.show(grid, true); // a new board of the grid's size
 * board.highlight([0, 5, 10]);
 * ```
 */
import { tileText, type LetterGrid } from '../../../../src/puzzles/wordsearch/index.js';
import { h } from '../../dom.js';
import { GridView } from '../../grid-view.js';

export class LetterBoard {
  readonly card = h('div', { class: 'board-card card letters-card' });
  private view: GridView | undefined;

  constructor(private readonly onClick: (cell: number) => void) {}

  /** Writes the grid's letters, nothing lit; a new board when `resized` (or the first time). */
  show(grid: LetterGrid, resized: boolean): void {
    if (resized || !this.view) this.build(grid);
    const view = this.view!;
    for (let cell = 0; cell < grid.board.size; cell++) {
      const letters = tileText(grid, cell).replace(/^qu$/, 'Qu').toUpperCase();
      view.setLabel(cell, letters);
      view.describe(cell, `${letters.length > 1 ? 'letters' : 'letter'} ${letters}`);
      view.setState(cell, '');
    }
    view.drawPath([]);
  }

  /** Lights a word's cells, the first one apart, and joins them. */
  highlight(cells: readonly number[]): void {
    const view = this.view!;
    view.clearStates();
    cells.forEach((cell, i) => view.setState(cell, i === 0 ? 'path first' : 'path'));
    view.drawPath(cells);
  }

  /** Nothing lit: after an error no old word stands. */
  clear(): void {
    this.view?.clearStates();
    this.view?.drawPath([]);
  }

  private build(grid: LetterGrid): void {
    this.view = new GridView({
      width: grid.width,
      height: grid.height,
      className: 'letter-board',
      label: (cell) => `row ${grid.board.y(cell) + 1}, column ${grid.board.x(cell) + 1}`,
    });
    this.view.onClick = (cell) => this.onClick(cell);
    this.card.replaceChildren(this.view.element);
    this.card.style.setProperty('--board-cols', String(grid.width));
  }
}
