/**
 * A board drawn as a CSS grid of buttons, one per square, with an SVG layer on top for
 * paths. Tabs keep their own models and tell the view what each square shows:
 *
 * ```ts
 * const view = new GridView({ width: 8, height: 8, flipY: true, checkered: true });
 * view.onClick = (square) => choose(square);
 * view.setState(square, 'visited'); // a class on the square's button
 * view.setLabel(square, '3');
 * view.drawPath([0, 17, 34]); // a line through square centres
 * ```
 *
 * Squares are numbered `y * width + x`. With `flipY` y = 0 is the bottom row, as on a chess
 * board (a1 bottom left); otherwise y = 0 is the top row, as text is read.
 */
import { h } from './dom.js';

export interface GridViewOptions {
  width: number;
  height: number;
  /** y = 0 at the bottom (chess) instead of the top (text). */
  flipY?: boolean;
  checkered?: boolean;
  /** A square's `data-name`, and its accessible name unless `label` gives another. */
  name?: (square: number) => string;
  /** Accessible name of a square ("row 2, column 3"). */
  label?: (square: number) => string;
  /** Labels along the left and bottom edges (rank numbers and file letters). */
  rankLabel?: (y: number) => string;
  fileLabel?: (x: number) => string;
  className?: string;
  /** Classes a square always has (its terrain, say), under the state classes. */
  squareClass?: (square: number) => string;
  /**
   * 'cells' (the default): the board is one Tab stop, arrow keys move between squares and
   * Enter or Space clicks one. 'none': no square takes focus (the tab handles the keys on
   * a focusable card around the board, as Sokoban does).
   */
  keyboard?: 'cells' | 'none';
}

const SVG = 'http://www.w3.org/2000/svg';

export class GridView {
  readonly element: HTMLElement;
  readonly cells: HTMLButtonElement[] = [];
  onClick: ((square: number, event: MouseEvent) => void) | undefined;
  onPointerPaint: ((square: number, event: PointerEvent) => void) | undefined;
  private readonly states: string[];
  private readonly baseClass: string[];
  /** Each square's accessible name without what it holds ("row 2, column 3"). */
  private readonly names: string[] = [];
  private readonly svg: SVGSVGElement;
  private readonly board: HTMLElement;

  constructor(readonly options: GridViewOptions) {
    const { width, height } = options;
    this.states = new Array<string>(width * height).fill('');
    this.baseClass = new Array<string>(width * height);
    this.board = h('div', {
      class: `grid-board ${options.className ?? ''}`,
      style: `--cols:${width};--rows:${height};aspect-ratio:${width}/${height}`,
      role: 'grid',
    });
    for (let row = 0; row < height; row++) {
      for (let x = 0; x < width; x++) {
        const y = options.flipY ? height - 1 - row : row;
        const square = y * width + x;
        const dark = options.checkered && (x + y) % 2 === 0;
        const own = options.squareClass?.(square) ?? '';
        this.baseClass[square] =
          `cell ${options.checkered ? (dark ? 'dark' : 'light') : ''} ${own}`.trim();
        const name = options.name?.(square) ?? `${x},${y}`;
        this.names[square] = options.label?.(square) ?? name;
        const cell = h('button', {
          type: 'button',
          tabindex: '-1',
          class: this.baseClass[square],
          'aria-label': this.names[square],
          dataset: { square: String(square), name },
        });
        this.cells[square] = cell;
        this.board.append(cell);
      }
    }
    if (options.keyboard !== 'none') this.enableKeyboard();
    // Children are appended in display order; index them by square instead.
    this.board.addEventListener('click', (event) => {
      const square = this.squareOf(event.target);
      if (square !== undefined) this.onClick?.(square, event);
    });
    this.board.addEventListener('pointerdown', (event) => {
      const square = this.squareOf(event.target);
      if (square === undefined || !this.onPointerPaint) return;
      this.board.setPointerCapture?.(event.pointerId);
      this.onPointerPaint(square, event);
    });
    this.board.addEventListener('pointermove', (event) => {
      if (!this.onPointerPaint || event.buttons === 0) return;
      const target = document.elementFromPoint(event.clientX, event.clientY);
      const square = this.squareOf(target);
      if (square !== undefined) this.onPointerPaint(square, event);
    });
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('class', 'grid-overlay');
    this.svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.svg.setAttribute('preserveAspectRatio', 'none');
    this.svg.setAttribute('aria-hidden', 'true');
    this.board.append(this.svg);

    const frame = h('div', { class: 'grid-frame' });
    if (options.rankLabel) {
      const ranks = h('div', { class: 'ranks', style: `--rows:${height}` });
      for (let row = 0; row < height; row++) {
        const y = options.flipY ? height - 1 - row : row;
        ranks.append(h('span', {}, options.rankLabel(y)));
      }
      frame.append(ranks);
    }
    frame.append(this.board);
    if (options.fileLabel) {
      const files = h('div', { class: 'files', style: `--cols:${width}` });
      for (let x = 0; x < width; x++) files.append(h('span', {}, options.fileLabel(x)));
      frame.append(h('span', { class: 'corner' }), files);
    }
    this.element = frame;
  }

  /** One square holds the board's Tab stop; arrow keys move it in the board's display order. */
  private enableKeyboard(): void {
    const { width, height, flipY } = this.options;
    let focused = flipY ? (height - 1) * width : 0;
    this.cells[focused].tabIndex = 0;
    this.board.addEventListener('keydown', (event) => {
      const square = this.squareOf(event.target);
      if (square === undefined) return;
      const x = square % width;
      const y = Math.floor(square / width);
      const up = flipY ? 1 : -1;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-1, 0],
        ArrowRight: [1, 0],
        ArrowUp: [0, up],
        ArrowDown: [0, -up],
      };
      const step = moves[event.key];
      if (!step) return;
      event.preventDefault();
      const nx = Math.min(width - 1, Math.max(0, x + step[0]));
      const ny = Math.min(height - 1, Math.max(0, y + step[1]));
      this.focusSquare(ny * width + nx);
    });
    this.board.addEventListener('focusin', (event) => {
      const square = this.squareOf(event.target);
      if (square === undefined || square === focused) return;
      this.cells[focused].tabIndex = -1;
      focused = square;
      this.cells[focused].tabIndex = 0;
    });
  }

  focusSquare(square: number): void {
    this.cells[square]?.focus();
  }

  private squareOf(target: EventTarget | null): number | undefined {
    if (!(target instanceof HTMLElement) || target.dataset.square === undefined) return undefined;
    if (!this.board.contains(target)) return undefined;
    return Number(target.dataset.square);
  }

  /** Replaces the square's state classes (space separated, '' for none). */
  setState(square: number, state: string): void {
    if (this.states[square] === state) return;
    this.states[square] = state;
    this.cells[square].className = state
      ? `${this.baseClass[square]} ${state}`
      : this.baseClass[square];
  }

  /** Changes a square's permanent classes (after painting it, say). */
  setSquareClass(square: number, classes: string): void {
    this.baseClass[square] = `cell ${classes}`.trim();
    const state = this.states[square];
    this.cells[square].className = state
      ? `${this.baseClass[square]} ${state}`
      : this.baseClass[square];
  }

  state(square: number): string {
    return this.states[square];
  }

  clearStates(): void {
    for (let square = 0; square < this.cells.length; square++) this.setState(square, '');
  }

  setLabel(square: number, text: string): void {
    const cell = this.cells[square];
    if (cell.textContent !== text) cell.textContent = text;
  }

  /**
   * Says what a square holds to a screen reader ("row 2, column 3: crate on a goal"): the
   * position alone tells a listener nothing of the board. '' names the position only.
   */
  describe(square: number, holds: string): void {
    const label = holds ? `${this.names[square]}: ${holds}` : this.names[square];
    const cell = this.cells[square];
    if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
  }

  clearLabels(): void {
    for (const cell of this.cells) if (cell.textContent) cell.textContent = '';
  }

  /** Centre of a square in the overlay's coordinates (one unit per square). */
  private centre(square: number): [number, number] {
    const { width, height, flipY } = this.options;
    const x = square % width;
    const y = Math.floor(square / width);
    return [x + 0.5, (flipY ? height - 1 - y : y) + 0.5];
  }

  /** Draws a polyline through the squares' centres; an empty list clears it. */
  drawPath(squares: readonly number[], className = 'path-line'): void {
    for (const old of [...this.svg.querySelectorAll(`.${className}`)]) old.remove();
    if (squares.length < 2) return;
    const line = document.createElementNS(SVG, 'polyline');
    line.setAttribute('class', className);
    line.setAttribute('points', squares.map((s) => this.centre(s).join(',')).join(' '));
    this.svg.append(line);
  }

  /** Draws separate segments, e.g. laser beams: each pair is [from, to] in square units. */
  drawSegments(segments: readonly [number, number, number, number][], className: string): void {
    for (const old of [...this.svg.querySelectorAll(`.${className}`)]) old.remove();
    if (segments.length === 0) return;
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('class', className);
    path.setAttribute('d', segments.map(([x1, y1, x2, y2]) => `M${x1},${y1}L${x2},${y2}`).join(''));
    this.svg.append(path);
  }
}
