/**
 * The laser tab's controls: the example picker, the Size boxes, the piece tools, the board
 * text and the Open and Save buttons. They hold what the user chose (the example, the tool);
 * what the choices do is the tab's, through the callbacks.
 *
 * ```ts
 * const controls = new LaserControls({ onExample, onText, onResize, onOpen, onError, fileToSave });
 * aside.append(...controls.elements);
 * controls.showSize(board);
 * controls.tool.kinds; // the pieces a click places, in turn
 * ```
 */
import type { LaserBoard } from '../../../../src/puzzles/laser/index.js';
import { field, h } from '../../dom.js';
import { openFileButton, saveButton, type TextFile } from '../../ui/files.js';
import { BUILT_IN, FIRST } from './examples.js';
import { CLASS, GLYPH, TOOLS } from './pieces.js';

/** The widest and tallest board the Size boxes make. */
const MAX_SIDE = 24;

export interface LaserControlsOptions {
  /** An example was picked (by its name). */
  onExample: (name: string) => void;
  /** The board text was typed in. */
  onText: (text: string) => void;
  /** A Size box was changed. */
  onResize: () => void;
  onOpen: (file: TextFile) => void;
  onError: (message: string) => void;
  /** What Save board saves; undefined while there is no board. */
  fileToSave: () => TextFile | undefined;
}

export class LaserControls {
  readonly exampleSelect = h(
    'select',
    { name: 'example', 'aria-label': 'example' },
    Object.keys(BUILT_IN)
      .sort()
      .map((name) =>
        h('option', { value: name, selected: name === FIRST }, name.replace(/-/g, ' ')),
      ),
    h('option', { value: '', hidden: true }, 'your board'),
  );
  readonly text = h('textarea', { name: 'laser-text', rows: 9, spellcheck: false, class: 'mono' });
  /** The controls, top to bottom. */
  readonly elements: HTMLElement[];
  tool = TOOLS[1];
  private readonly widthInput = sideInput('width');
  private readonly heightInput = sideInput('height');
  private readonly toolButtons = TOOLS.map((t) =>
    h(
      'button',
      { type: 'button', 'data-tool': t.id, title: t.name, onclick: () => this.setTool(t.id) },
      h(
        'span',
        { class: `tool-icon cell ${CLASS[t.kinds[0]] ?? 'empty'}` },
        GLYPH[t.kinds[0]] ?? '',
      ),
      t.name,
    ),
  );

  constructor(options: LaserControlsOptions) {
    this.elements = this.layout(options);
    this.exampleSelect.addEventListener('change', () => options.onExample(this.example));
    this.text.addEventListener('input', () => options.onText(this.text.value));
    this.widthInput.addEventListener('change', options.onResize);
    this.heightInput.addEventListener('change', options.onResize);
    this.setTool('mirror');
  }

  /** The example picked; '' for a board of the user's. */
  get example(): string {
    return this.exampleSelect.value;
  }

  set example(name: string) {
    this.exampleSelect.value = name;
  }

  /** The Size boxes show the board's size. */
  showSize(board: LaserBoard): void {
    this.widthInput.value = String(board.width);
    this.heightInput.value = String(board.height);
  }

  /** The size typed in the Size boxes, or why it is not one (the board keeps its size then). */
  readSize(): { width: number; height: number } | string {
    const width = readSide(this.widthInput, 'Width');
    if (typeof width === 'string') return width;
    const height = readSide(this.heightInput, 'Height');
    if (typeof height === 'string') return height;
    return { width, height };
  }

  private setTool(id: string): void {
    this.tool = TOOLS.find((t) => t.id === id)!;
    for (const button of this.toolButtons) {
      button.classList.toggle('active', button.dataset.tool === id);
    }
  }

  private layout(options: LaserControlsOptions): HTMLElement[] {
    const size = h('span', { class: 'inline one-line' }, this.widthInput, '×', this.heightInput);
    return [
      h('div', { class: 'field-row' }, field('Example', this.exampleSelect), field('Size', size)),
      h(
        'div',
        { class: 'tools', role: 'toolbar', 'aria-label': 'pieces', 'data-path-only': '' },
        this.toolButtons,
      ),
      h(
        'p',
        { class: 'note', 'data-path-only': '' },
        'Click a square to place the piece; click it again to turn it. ',
        h('span', { class: 'mouse-only' }, 'Right-click erases.'),
        h('span', { class: 'touch-only' }, 'Choose Erase to remove a piece.'),
      ),
      field(
        'Board text',
        this.text,
        'the CLI format: one character a square, then place: pieces to add',
      ),
      h(
        'div',
        { class: 'buttons' },
        openFileButton('.txt,text/plain', options.onOpen, options.onError),
        saveButton('Save board', options.fileToSave),
      ),
    ];
  }
}

function sideInput(name: 'width' | 'height'): HTMLInputElement {
  return h('input', {
    type: 'number',
    name,
    min: '1',
    max: String(MAX_SIDE),
    'aria-label': name,
  });
}

/** A side typed in a Size box, or why it is not one. */
function readSide(input: HTMLInputElement, name: string): number | string {
  const typed = input.value.trim();
  const side = Number(typed);
  if (typed !== '' && Number.isInteger(side) && side >= 1 && side <= MAX_SIDE) return side;
  return `${name}: expected a whole number from 1 to ${MAX_SIDE}${typed ? `, not ${typed}` : ''}`;
}
