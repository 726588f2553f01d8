/**
 * The knight tab's form: board size, piece (a named leaper or your own `m,n`), the two
 * squares, which square the next click places, and the distance shading. It says what it
 * holds as `KnightInputs` and as URL state, and tells the tab when something changed.
 *
 * ```ts
 * const controls = new KnightControls({ input: update, distances: redraw, pick: setPicking });
 * controls.restore(new URLSearchParams('board=10x10&piece=camel'));
 * controls.inputs(); // { board: '10x10', piece: 'camel', from: 'a8', to: 'h1' }
 * ```
 */
import { NAMED_LEAPERS } from '../../../../src/puzzles/knight/index.js';
import { field, h } from '../../dom.js';
import type { KnightInputs, SquareEnd } from './state.js';

export interface KnightControlEvents {
  /** The board, the piece or a square was edited. */
  input: () => void;
  /** The distance shading was switched on or off. */
  distances: () => void;
  /** Start or Target was pressed: the next click places that square. */
  pick: (end: SquareEnd) => void;
}

const textInput = (name: string, value: string, size: number) =>
  h('input', { name, value, size, spellcheck: false, autocomplete: 'off' });

export class KnightControls {
  /** The rows of the form, in order, for the tab's controls card. */
  readonly elements: HTMLElement[];
  private readonly boardInput = h('input', {
    value: '8x8',
    name: 'board',
    size: 6,
    spellcheck: false,
    autocomplete: 'off',
  });
  private readonly pieceSelect = h(
    'select',
    { name: 'piece' },
    NAMED_LEAPERS.map((l) => h('option', { value: l.name, title: `${l.m},${l.n} leaper` }, l.name)),
    h('option', { value: 'custom' }, 'custom…'),
  );
  private readonly customInput = h('input', {
    name: 'custom-piece',
    value: '2,2',
    size: 5,
    spellcheck: false,
    hidden: true,
  });
  private readonly fromInput = textInput('from', 'a8', 5);
  private readonly toInput = textInput('to', 'h1', 5);
  private readonly distances = h('input', { type: 'checkbox', name: 'distances' });
  private readonly pickButtons: Record<SquareEnd, HTMLButtonElement>;

  constructor(on: KnightControlEvents) {
    const pickButton = (end: SquareEnd, label: string) =>
      h('button', { type: 'button', 'data-pick': end, onclick: () => on.pick(end) }, label);
    this.pickButtons = { from: pickButton('from', '♞ Start'), to: pickButton('to', '⚑ Target') };
    this.elements = this.layout();
    for (const input of [this.boardInput, this.fromInput, this.toInput, this.customInput]) {
      input.addEventListener('input', () => on.input());
    }
    this.pieceSelect.addEventListener('change', () => {
      this.customInput.hidden = this.pieceSelect.value !== 'custom';
      on.input();
    });
    this.distances.addEventListener('change', () => on.distances());
  }

  /** What the inputs say, as typed. */
  inputs(): KnightInputs {
    return {
      board: this.boardInput.value,
      piece: this.piece(),
      from: this.fromInput.value,
      to: this.toInput.value,
    };
  }

  /** Whether every square is to be shaded by its distance from the start. */
  get shadeDistances(): boolean {
    return this.distances.checked;
  }

  /** Marks the button of the square the next click places. */
  showPicking(end: SquareEnd): void {
    for (const [which, button] of Object.entries(this.pickButtons)) {
      button.classList.toggle('active', which === end);
    }
  }

  /** Writes a clicked square into its input. */
  showSquare(end: SquareEnd, name: string): void {
    (end === 'from' ? this.fromInput : this.toInput).value = name;
  }

  /** The inputs as the URL keeps them (the mode is the tab's). */
  urlState(): Record<string, string | undefined> {
    return {
      board: this.boardInput.value.trim(),
      piece: this.piece().trim(),
      from: this.fromInput.value.trim(),
      to: this.toInput.value.trim(),
      distances: this.distances.checked ? '1' : undefined,
    };
  }

  /** Fills the inputs from a link; what is missing keeps its value. */
  restore(params: URLSearchParams): void {
    this.boardInput.value = params.get('board') ?? this.boardInput.value;
    const piece = params.get('piece');
    if (piece) {
      const named = NAMED_LEAPERS.some((l) => l.name === piece);
      this.pieceSelect.value = named ? piece : 'custom';
      if (!named && piece !== 'custom') this.customInput.value = piece;
      this.customInput.hidden = named;
    }
    this.fromInput.value = params.get('from') ?? this.fromInput.value;
    this.toInput.value = params.get('to') ?? this.toInput.value;
    this.distances.checked = params.get('distances') === '1';
  }

  private piece(): string {
    return this.pieceSelect.value === 'custom' ? this.customInput.value : this.pieceSelect.value;
  }

  private layout(): HTMLElement[] {
    return [
      h(
        'div',
        { class: 'field-row' },
        field('Board', this.boardInput, 'files × ranks'),
        field(
          'Piece',
          h('span', { class: 'inline' }, this.pieceSelect, this.customInput),
          'jumps m one way, n the other',
        ),
      ),
      h('div', { class: 'field-row' }, field('From', this.fromInput), field('To', this.toInput)),
      h(
        'div',
        { class: 'picker' },
        h('span', {}, 'Next click places'),
        h('div', { class: 'segmented small' }, this.pickButtons.from, this.pickButtons.to),
      ),
      h(
        'label',
        { class: 'check', 'data-path-only': '' },
        this.distances,
        ' Shade squares by distance from the start',
      ),
    ];
  }
}
