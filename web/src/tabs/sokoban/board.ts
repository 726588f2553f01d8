/**
 * The Sokoban board: draws the game's position, and what the tab marks on it (the dead
 * squares, the crates of a deadlock, the crate a hint pushes and where to). The card around
 * the board is its one Tab stop; arrow keys or WASD move, U / Z / Backspace undo, R
 * restarts. On a phone, tap a square next to the worker, or use the pad.
 *
 * ```ts
 * const board = new SokobanBoard(game);
 * board.marks = { dead: new Set([9]), deadlock: [17] };
 * board.draw();
 * ```
 */
// Not in the index: which floor lies inside the walls, to leave the outside undrawn.
import { h } from '../../dom.js';
import { GridView } from '../../grid-view.js';
import type { SokobanGame } from './game.js';
import { renderState, squareName, insideSquares } from '../../../../src/puzzles/sokoban/index.js';

const KEYS: Record<string, string> = {
  ArrowUp: 'u',
  ArrowDown: 'd',
  ArrowLeft: 'l',
  ArrowRight: 'r',
  w: 'u',
  s: 'd',
  a: 'l',
  d: 'r',
};

export const MOVE_NAMES: Record<string, string> = { u: 'Up', l: 'Left', d: 'Down', r: 'Right' };

export interface BoardMarks {
  /** Squares a crate can never leave to reach a goal, drawn faintly. */
  dead?: ReadonlySet<number>;
  /** The crates of a deadlock just made. */
  deadlock?: readonly number[];
  /** For a corral deadlock, the closed area's free squares. */
  area?: readonly number[];
  /** A hint: the crate to push next and the square it should end on. */
  hint?: { crate: number; to: number };
}

export class SokobanBoard {
  readonly card: HTMLElement;
  readonly pad: HTMLElement;
  marks: BoardMarks = {};
  /** Keys are ignored while false (another mode or tab is shown). */
  active = true;
  /** Called before a move by key, tap or pad: stops a playback. */
  beforeMove: () => void = () => undefined;
  private view: GridView | undefined;
  private inside: Uint8Array = new Uint8Array(0);

  constructor(private readonly game: SokobanGame) {
    this.card = h('div', {
      class: 'board-card card sokoban-card',
      tabindex: '0',
      'aria-label': 'Sokoban board: arrow keys move, U undoes, R restarts',
    });
    this.pad = h(
      'div',
      { class: 'pad', role: 'group', 'aria-label': 'moves' },
      (['u', 'l', 'd', 'r'] as const).map((m) =>
        h(
          'button',
          {
            type: 'button',
            'data-move': m,
            'aria-label': MOVE_NAMES[m],
            onclick: () => this.move(m),
          },
          { u: '▲', l: '◀', d: '▼', r: '▶' }[m],
        ),
      ),
    );
    // The text of the current position, for copying into other programs.
    this.card.addEventListener('copy', (event) => {
      if (!game.level || !game.position) return;
      event.clipboardData?.setData('text/plain', renderState(game.level, game.position));
      event.preventDefault();
    });
    document.addEventListener('keydown', (event) => this.key(event));
  }

  /** A new level: a new grid. */
  rebuild(): void {
    const level = this.game.level!;
    this.inside = insideSquares(level);
    this.view = new GridView({
      width: level.width,
      height: level.height,
      name: (square) => `${square % level.width},${Math.floor(square / level.width)}`,
      // Rows and columns are numbered as hints and deadlock warnings name squares.
      label: (square) => squareName(level, square),
      rankLabel: (y) => String(y + 1),
      fileLabel: (x) => String(x + 1),
      className: 'sokoban-board',
      keyboard: 'none',
    });
    this.view.onClick = (square) => this.tapTowards(square);
    this.card.replaceChildren(this.view.element);
    this.card.style.setProperty('--board-cols', String(level.width));
    this.card.style.setProperty('--board-rows', String(level.height));
    this.draw();
  }

  draw(): void {
    const { level, position } = this.game;
    const view = this.view;
    if (!level || !position || !view) return;
    const crateAt = new Set(position.crates);
    const deadlock = new Set(this.marks.deadlock ?? []);
    const area = new Set(this.marks.area ?? []);
    for (let square = 0; square < level.width * level.height; square++) {
      const parts: string[] = [];
      if (level.walls[square]) parts.push('wall');
      else if (!this.inside[square]) parts.push('outside');
      else parts.push('floor');
      if (level.goals[square]) parts.push('goal');
      if (this.marks.dead?.has(square)) parts.push('dead');
      if (crateAt.has(square)) parts.push('crate');
      if (deadlock.has(square)) parts.push('stuck');
      if (area.has(square)) parts.push('corral-area');
      if (this.marks.hint?.crate === square) parts.push('hint-crate');
      if (this.marks.hint?.to === square) parts.push('hint-to');
      if (square === position.worker) parts.push('worker');
      view.setState(square, parts.join(' '));
      view.describe(square, describeSquare(parts));
    }
    this.card.dataset.solved = String(position.solved);
    this.keepWorkerInView();
  }

  /** A board larger than its card pans: the worker stays in sight as it walks. */
  private keepWorkerInView(): void {
    const { position } = this.game;
    const card = this.card;
    const cell = position && this.view?.cells[position.worker];
    if (!cell) return;
    if (card.scrollWidth <= card.clientWidth && card.scrollHeight <= card.clientHeight) return;
    const margin = 2 * cell.offsetWidth;
    const inner = card.getBoundingClientRect();
    const box = cell.getBoundingClientRect();
    if (box.left < inner.left + margin) card.scrollLeft -= inner.left + margin - box.left;
    else if (box.right > inner.right - margin) card.scrollLeft += box.right - inner.right + margin;
    if (box.top < inner.top + margin) card.scrollTop -= inner.top + margin - box.top;
    else if (box.bottom > inner.bottom - margin)
      card.scrollTop += box.bottom - inner.bottom + margin;
  }

  private move(move: string): void {
    this.beforeMove();
    this.game.play(move);
  }

  private key(event: KeyboardEvent): void {
    if (!this.active || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    // Typing in a field or moving along the tab bar is not playing (a checkbox takes no arrows).
    if (target.closest('input:not([type=checkbox]), textarea, select, [role=tab]')) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const move = KEYS[key];
    if (move) this.move(move);
    else if (key === 'u' || key === 'z' || key === 'Backspace') {
      this.beforeMove();
      this.game.undo();
    } else if (key === 'r') {
      this.beforeMove();
      this.game.restart();
    } else return;
    event.preventDefault();
  }

  private tapTowards(square: number): void {
    const { level, position } = this.game;
    if (!level || !position) return;
    const w = level.width;
    const dx = (square % w) - (position.worker % w);
    const dy = Math.floor(square / w) - Math.floor(position.worker / w);
    if (Math.abs(dx) + Math.abs(dy) !== 1) return;
    this.move(dx === 1 ? 'r' : dx === -1 ? 'l' : dy === 1 ? 'd' : 'u');
  }
}

/** What a square holds, in words, from the classes it is drawn with. */
export function describeSquare(parts: readonly string[]): string {
  const has = (part: string) => parts.includes(part);
  if (has('outside')) return 'outside the walls';
  if (has('wall')) return 'wall';
  const what = [has('worker') ? 'worker' : has('crate') ? 'crate' : has('goal') ? 'goal' : 'floor'];
  if ((has('worker') || has('crate')) && has('goal')) what[0] += ' on a goal';
  if (has('stuck')) what.push('deadlocked');
  else if (has('dead') && !has('goal')) what.push('dead square');
  if (has('hint-crate')) what.push('the hint pushes this crate');
  if (has('hint-to')) what.push('the hint pushes a crate here');
  return what.join(', ');
}
