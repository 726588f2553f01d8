/**
 * The terrain tab's controls: the example picker, the algorithm, the movement points, the
 * paint tools, the board text and the Open and Save buttons. They hold what the user chose
 * (the example, the algorithm, the points, the tool); what the choices do is the tab's,
 * through the callbacks.
 *
 * ```ts
 * const controls = new TerrainControls({ onExample, onText, onAlgorithm, onPoints, ... });
 * aside.append(...controls.choices, error.element, result, ...controls.boardText);
 * controls.readPoints(); // 6, or why the Points field is not a budget
 * ```
 */
import {
  FOREST,
  MOUNTAIN,
  PLAINS,
  TERRAIN_NAMES,
  WATER,
  type TerrainAlgorithm,
  type TerrainKind,
} from '../../../../src/puzzles/terrain/index.js';
import { field, h } from '../../dom.js';
import { openFileButton, saveButton, type TextFile } from '../../ui/files.js';
import { EXAMPLES, FIRST } from './examples.js';

/** The most movement points the Points field takes (its `max`). */
const MAX_POINTS = 999;

const TOOLS: [string, 'pick' | TerrainKind][] = [
  ['● ⚑ Pick', 'pick'],
  ['Plains', PLAINS],
  ['Forest', FOREST],
  ['Water', WATER],
  ['Mountain', MOUNTAIN],
];

export interface TerrainControlsOptions {
  /** An example was picked (by its name). */
  onExample: (name: string) => void;
  /** The board text was typed in. */
  onText: (text: string) => void;
  onAlgorithm: () => void;
  onPoints: () => void;
  onOpen: (file: TextFile) => void;
  onError: (message: string) => void;
  /** What Save map saves. */
  fileToSave: () => TextFile;
}

export class TerrainControls {
  readonly exampleSelect = h(
    'select',
    { name: 'example', 'aria-label': 'example' },
    Object.keys(EXAMPLES).map((name) =>
      h('option', { value: name, selected: name === FIRST }, name),
    ),
    h('option', { value: '', hidden: true }, 'your map'),
  );
  readonly algorithmSelect = h(
    'select',
    { name: 'algorithm', 'aria-label': 'algorithm' },
    h('option', { value: 'astar' }, 'A*'),
    h('option', { value: 'dijkstra' }, 'Dijkstra'),
  );
  readonly points = h('input', {
    type: 'number',
    name: 'points',
    min: '0',
    max: String(MAX_POINTS),
    value: '6',
    'aria-label': 'movement points',
  });
  readonly text = h('textarea', {
    name: 'terrain-text',
    rows: 8,
    spellcheck: false,
    class: 'mono',
  });
  /** The example, algorithm and points fields, the tools and how to use them. */
  readonly choices: HTMLElement[];
  /** The board text and its Open and Save buttons. */
  readonly boardText: HTMLElement[];
  tool: 'pick' | TerrainKind = 'pick';
  private readonly toolButtons = TOOLS.map(([label, id]) =>
    h(
      'button',
      { type: 'button', 'data-tool': String(id), onclick: () => this.setTool(id) },
      id === 'pick' ? '' : h('i', { class: `swatch ${TERRAIN_NAMES[id]}` }),
      label,
    ),
  );

  constructor(options: TerrainControlsOptions) {
    this.choices = this.choiceElements();
    this.boardText = [
      field('Board text', this.text, 'the CLI format: . plains, f forest, w water, m mountain'),
      h(
        'div',
        { class: 'buttons' },
        openFileButton('.txt,text/plain', options.onOpen, options.onError),
        saveButton('Save map', options.fileToSave),
      ),
    ];
    this.exampleSelect.addEventListener('change', () => options.onExample(this.example));
    this.text.addEventListener('input', () => options.onText(this.text.value));
    this.algorithmSelect.addEventListener('change', options.onAlgorithm);
    this.points.addEventListener('input', options.onPoints);
    this.setTool('pick');
  }

  /** The example picked; '' for a map of the user's. */
  get example(): string {
    return this.exampleSelect.value;
  }

  set example(name: string) {
    this.exampleSelect.value = name;
  }

  get algorithm(): TerrainAlgorithm {
    return this.algorithmSelect.value as TerrainAlgorithm;
  }

  set algorithm(algorithm: TerrainAlgorithm) {
    this.algorithmSelect.value = algorithm;
  }

  /** The movement points asked for, or why the field's value is not a budget. */
  readPoints(): number | string {
    const typed = this.points.value.trim();
    const value = Number(typed);
    if (typed !== '' && Number.isInteger(value) && value >= 0 && value <= MAX_POINTS) return value;
    return `Points: expected a whole number from 0 to ${MAX_POINTS}${typed ? `, not ${typed}` : ''}`;
  }

  private setTool(next: 'pick' | TerrainKind): void {
    this.tool = next;
    for (const button of this.toolButtons)
      button.classList.toggle('active', button.dataset.tool === String(next));
  }

  private choiceElements(): HTMLElement[] {
    return [
      h(
        'div',
        { class: 'field-row' },
        field('Example', this.exampleSelect),
        field('Path by', this.algorithmSelect),
        field('Points', this.points),
      ),
      h(
        'div',
        { class: 'tools terrain-tools', role: 'toolbar', 'aria-label': 'paint' },
        this.toolButtons,
      ),
      h(
        'p',
        { class: 'note' },
        'Pick: click the start, then the goal. A terrain: click or drag to paint.',
      ),
    ];
  }
}
