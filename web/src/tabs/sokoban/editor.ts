/**
 * The Sokoban level editor: paint walls, floor, goals, crates and the worker (click, or drag
 * as on the terrain tab; Enter on a focused square paints it too) and see at once whether
 * the level is valid (a worker, crates, as many goals as crates, walls all round), dead from
 * the start (the library's `explainDeadlock`, the rule and its crates marked) and, a moment
 * after the last stroke, solvable: the library's solver runs in the same Web Worker as
 * Solve, briefly. Play and Solve take the level to the board.
 *
 * ```ts
 * const editor = new SokobanEditor({ onPlay, onSolve, onChange: () => saveUrl() });
 * editor.loadLevel(game.level); // or editor.loadText(textFromTheLink)
 * stage.append(editor.stage);
 * controls.append(editor.controls);
 * editor.text; // '#####\n#@$.#\n#####': what the link keeps, valid or not
 * ```
 */
import {
  explainDeadlock,
  findOpening,
  renderRows,
  squareName,
  type SokobanLevel,
} from '../../../../src/puzzles/sokoban/index.js';
import { field, formatCount, h } from '../../dom.js';
import { GridView } from '../../grid-view.js';
import type { SolveMessage, SolveRequest } from '../../workers/sokoban.worker.js';
import { describeSquare } from './board.js';
import { RULE_NAMES } from './deadlock-panel.js';

type Tool = 'wall' | 'floor' | 'goal' | 'crate' | 'worker';

const TOOLS: [Tool, string][] = [
  ['wall', 'Wall'],
  ['floor', 'Floor'],
  ['goal', 'Goal'],
  ['crate', 'Crate'],
  ['worker', 'Worker'],
];

/** How long the solvability check may run, and how long after the last stroke it starts. */
const CHECK_TIME_MS = 5_000;
const CHECK_DELAY_MS = 400;
const MAX_SIDE = 40;

/** What the editor says of the level on it. */
export type EditVerdict =
  'invalid' | 'dead' | 'solved' | 'checking' | 'solvable' | 'unsolvable' | 'unknown';

export interface SokobanEditorOptions {
  /** Play the level painted (valid, not necessarily solvable). */
  onPlay: (level: SokobanLevel) => void;
  onSolve: (level: SokobanLevel) => void;
  /** The level was painted: its text changed (for the URL). */
  onChange: () => void;
}

export class SokobanEditor {
  readonly controls: HTMLElement;
  readonly stage: HTMLElement;
  private width = 0;
  private height = 0;
  private walls = new Uint8Array(0);
  private goals = new Uint8Array(0);
  private crates = new Uint8Array(0);
  private worker = -1;
  private tool: Tool = 'wall';
  /** A stroke adds what the tool paints, or (begun on a square that has it) takes it away. */
  private adding = true;
  private view: GridView | undefined;
  private level: SokobanLevel | undefined;
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  private checker: Worker | undefined;
  private readonly toolButtons: HTMLButtonElement[];
  private readonly widthInput: HTMLInputElement;
  private readonly heightInput: HTMLInputElement;
  private readonly card = h('div', { class: 'board-card card sokoban-card sokoban-editor' });
  private readonly counts = h('p', { class: 'note', 'data-role': 'edit-counts' });
  private readonly verdict = h('p', {
    class: 'edit-verdict',
    role: 'status',
    'data-role': 'edit-verdict',
  });
  private readonly playButton: HTMLButtonElement;
  private readonly solveButton: HTMLButtonElement;

  constructor(private readonly options: SokobanEditorOptions) {
    this.toolButtons = TOOLS.map(([id, name]) =>
      h(
        'button',
        {
          type: 'button',
          'data-tool': id,
          'aria-pressed': 'false',
          onclick: () => this.setTool(id),
        },
        h('span', { class: `tool-icon cell ${toolLook(id)}`, 'aria-hidden': 'true' }),
        name,
      ),
    );
    const sizeInput = (name: string) =>
      h('input', {
        type: 'number',
        name,
        min: '3',
        max: String(MAX_SIDE),
        'aria-label': name,
        onchange: () => this.resize(),
      });
    this.widthInput = sizeInput('width');
    this.heightInput = sizeInput('height');
    this.playButton = h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-action': 'play-edited',
        onclick: () => this.level && this.options.onPlay(this.level),
      },
      'Play it',
    );
    this.solveButton = h(
      'button',
      {
        type: 'button',
        'data-action': 'solve-edited',
        onclick: () => this.level && this.options.onSolve(this.level),
      },
      'Solve it',
    );
    this.controls = h(
      'div',
      { class: 'control-group sokoban-edit-controls' },
      h(
        'div',
        { class: 'tools sokoban-tools', role: 'toolbar', 'aria-label': 'paint' },
        this.toolButtons,
      ),
      h(
        'div',
        { class: 'field-row edit-size' },
        field('Size', h('span', { class: 'inline' }, this.widthInput, '×', this.heightInput)),
        h(
          'button',
          { type: 'button', 'data-action': 'clear-edited', onclick: () => this.clear() },
          'Empty room',
        ),
      ),
      h(
        'p',
        { class: 'note' },
        'Click or drag to paint (on a touch screen, tap: a drag pans a big board). Goal and Crate add one, or take it away where there is one; Worker moves the worker.',
      ),
    );
    this.stage = h(
      'div',
      { class: 'edit-area' },
      this.card,
      h('div', { class: 'edit-status' }, this.counts, this.verdict),
      h('div', { class: 'buttons' }, this.playButton, this.solveButton),
    );
    this.setTool('wall');
  }

  /** The level as text, valid or not: what a link keeps. */
  get text(): string {
    return renderRows(this.model(), { floor: ' ' }).join('\n');
  }

  get state(): EditVerdict {
    return (this.verdict.dataset.state ?? 'invalid') as EditVerdict;
  }

  loadLevel(level: SokobanLevel): void {
    this.setSize(level.width, level.height);
    this.walls.set(level.walls);
    this.goals.set(level.goals);
    for (const crate of level.crates) this.crates[crate] = 1;
    this.worker = level.worker;
    this.rebuild();
  }

  /** Reads the squares of a level's text (# @ + $ * . and floor) without judging them. */
  loadText(text: string): void {
    const rows = text.replace(/\r/g, '').split('\n');
    while (rows.length > 0 && rows.at(-1)!.trim() === '') rows.pop();
    const width = Math.min(MAX_SIDE, Math.max(3, ...rows.map((row) => row.length)));
    this.setSize(width, Math.min(MAX_SIDE, Math.max(3, rows.length)));
    rows.slice(0, this.height).forEach((row, y) => {
      [...row.slice(0, width)].forEach((char, x) => {
        const square = y * width + x;
        if (char === '#') this.walls[square] = 1;
        if ('.*+'.includes(char)) this.goals[square] = 1;
        if ('$*'.includes(char)) this.crates[square] = 1;
        if ('@+'.includes(char)) this.worker = square;
      });
    });
    this.rebuild();
  }

  /** Leaving the editor ends a check that is still running. */
  stop(): void {
    clearTimeout(this.checkTimer);
    this.checker?.terminate();
    this.checker = undefined;
  }

  private setSize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.walls = new Uint8Array(width * height);
    this.goals = new Uint8Array(width * height);
    this.crates = new Uint8Array(width * height);
    this.worker = -1;
    this.widthInput.value = String(width);
    this.heightInput.value = String(height);
  }

  private setTool(tool: Tool): void {
    this.tool = tool;
    for (const button of this.toolButtons) {
      const chosen = button.dataset.tool === tool;
      button.classList.toggle('active', chosen);
      button.setAttribute('aria-pressed', String(chosen));
    }
  }

  private clear(): void {
    const { width, height } = this;
    this.setSize(width, height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        if (x === 0 || y === 0 || x === width - 1 || y === height - 1)
          this.walls[y * width + x] = 1;
    this.rebuild();
  }

  /** New sizes keep what is painted at the top left. */
  private resize(): void {
    const side = (input: HTMLInputElement) =>
      Math.min(MAX_SIDE, Math.max(3, Math.floor(Number(input.value) || 3)));
    const old = this.model();
    this.setSize(side(this.widthInput), side(this.heightInput));
    for (let y = 0; y < Math.min(this.height, old.height); y++) {
      for (let x = 0; x < Math.min(this.width, old.width); x++) {
        const from = y * old.width + x;
        const to = y * this.width + x;
        this.walls[to] = old.walls[from];
        this.goals[to] = old.goals[from];
        this.crates[to] = old.crates.includes(from) ? 1 : 0;
        if (old.worker === from) this.worker = to;
      }
    }
    this.rebuild();
  }

  private rebuild(): void {
    const { width, height } = this;
    this.view = new GridView({
      width,
      height,
      className: 'sokoban-board sokoban-edit-board',
      label: (square) => squareName({ width }, square),
      rankLabel: (y) => String(y + 1),
      fileLabel: (x) => String(x + 1),
    });
    this.view.onPointerPaint = (square, event) => {
      if (event.type === 'pointerdown') this.adding = !this.has(this.tool, square);
      this.paint(square);
    };
    // A click with no pointer behind it (Enter or Space on a focused square) paints too.
    this.view.onClick = (square, event) => {
      if (event.detail !== 0) return;
      this.adding = !this.has(this.tool, square);
      this.paint(square);
    };
    this.card.replaceChildren(this.view.element);
    this.card.style.setProperty('--board-cols', String(width));
    this.card.style.setProperty('--board-rows', String(height));
    this.changed();
  }

  private has(tool: Tool, square: number): boolean {
    if (tool === 'wall') return this.walls[square] === 1;
    if (tool === 'goal') return this.goals[square] === 1;
    if (tool === 'crate') return this.crates[square] === 1;
    return false;
  }

  private paint(square: number): void {
    const before = this.text;
    const clearOff = () => {
      this.walls[square] = 0;
      if (this.worker === square) this.worker = -1;
    };
    switch (this.tool) {
      case 'wall':
        this.walls[square] = this.adding ? 1 : 0;
        if (this.adding) {
          this.goals[square] = 0;
          this.crates[square] = 0;
          if (this.worker === square) this.worker = -1;
        }
        break;
      case 'floor':
        clearOff();
        this.goals[square] = 0;
        this.crates[square] = 0;
        break;
      case 'goal':
        this.walls[square] = 0;
        this.goals[square] = this.adding ? 1 : 0;
        break;
      case 'crate':
        clearOff();
        this.crates[square] = this.adding ? 1 : 0;
        break;
      case 'worker':
        this.walls[square] = 0;
        this.crates[square] = 0;
        this.worker = square;
        break;
    }
    if (this.text !== before) this.changed();
  }

  /** What is painted, as a level (with worker -1 when there is none). */
  private model(): SokobanLevel {
    const crates: number[] = [];
    for (let square = 0; square < this.crates.length; square++)
      if (this.crates[square] === 1) crates.push(square);
    return {
      title: undefined,
      meta: {},
      width: this.width,
      height: this.height,
      walls: this.walls.slice(),
      goals: this.goals.slice(),
      crates,
      worker: this.worker,
    };
  }

  /** Redraws, judges the level at once, and checks it in the worker a moment later. */
  private changed(): void {
    const model = this.model();
    const goalCount = model.goals.reduce((sum, goal) => sum + goal, 0);
    this.counts.textContent = `${formatCount(model.crates.length)} ${model.crates.length === 1 ? 'crate' : 'crates'}, ${formatCount(goalCount)} ${goalCount === 1 ? 'goal' : 'goals'}, ${model.worker === -1 ? 'no worker' : 'a worker'}`;
    const problem = whatIsMissing(model, goalCount);
    this.level = problem ? undefined : model;
    const dead = this.level ? explainDeadlock(this.level, this.level) : null;
    this.draw(model, dead?.crates ?? [], dead?.area ?? []);
    this.playButton.disabled = this.solveButton.disabled = !this.level;
    this.stop();
    if (problem) this.say('invalid', `Not a level yet: ${problem}.`);
    else if (dead)
      this.say('dead', `Dead from the start — ${RULE_NAMES[dead.rule]}: ${dead.message}.`);
    else if (model.crates.every((crate) => model.goals[crate] === 1))
      this.say('solved', 'Every crate is on a goal already: there is nothing to solve.');
    else {
      this.say('checking', 'No deadlock seen. Checking whether it can be solved…');
      const level = this.level!;
      this.checkTimer = setTimeout(() => this.check(level), CHECK_DELAY_MS);
    }
    this.options.onChange();
  }

  private draw(model: SokobanLevel, stuck: readonly number[], area: readonly number[]): void {
    const view = this.view!;
    const reached = workerRegion(model);
    for (let square = 0; square < model.walls.length; square++) {
      const parts: string[] = [];
      if (model.walls[square]) parts.push('wall');
      else parts.push(reached && !reached[square] ? 'floor beyond' : 'floor');
      if (model.goals[square]) parts.push('goal');
      if (this.crates[square]) parts.push('crate');
      if (stuck.includes(square)) parts.push('stuck');
      if (area.includes(square)) parts.push('corral-area');
      if (square === model.worker) parts.push('worker');
      view.setState(square, parts.join(' '));
      view.describe(square, describeSquare(parts));
    }
  }

  /** The solver, in its worker, for a few seconds: a solution, a proof of none, or no answer. */
  private check(level: SokobanLevel): void {
    const worker = new Worker(new URL('../../workers/sokoban.worker.ts', import.meta.url), {
      type: 'module',
    });
    this.checker = worker;
    worker.addEventListener('message', (event: MessageEvent<SolveMessage>) => {
      const message = event.data;
      if (this.checker !== worker || message.type === 'progress') return;
      this.stop();
      if (message.type === 'error') this.say('unknown', `The check failed: ${message.message}.`);
      else if (message.result.outcome === 'found') {
        const { pushes, moves } = message.result;
        this.say(
          'solvable',
          `Solvable: the solver found ${formatCount(pushes)} ${pushes === 1 ? 'push' : 'pushes'} (${formatCount(moves)} ${moves === 1 ? 'move' : 'moves'}).`,
        );
      } else if (message.result.outcome === 'exhausted')
        this.say('unsolvable', 'Cannot be solved: the solver tried every position.');
      else
        this.say(
          'unknown',
          `No deadlock seen, but no solution found in ${CHECK_TIME_MS / 1000} s either; Solve it searches longer.`,
        );
    });
    worker.addEventListener('error', () => {
      if (this.checker !== worker) return;
      this.stop();
      this.say('unknown', 'The solvability check could not run (offline?); Play it still works.');
    });
    const request: SolveRequest = {
      level,
      optimal: 'any',
      timeLimitMs: CHECK_TIME_MS,
      maxStates: 1_000_000,
    };
    worker.postMessage(request);
  }

  private say(state: EditVerdict, text: string): void {
    this.verdict.dataset.state = state;
    this.verdict.textContent = text;
  }
}

/** What keeps the painting from being a level, in words, or undefined when nothing does. */
function whatIsMissing(model: SokobanLevel, goalCount: number): string | undefined {
  const crates = model.crates.length;
  if (model.worker === -1) return 'place the worker';
  if (crates === 0) return 'place at least one crate';
  if (goalCount !== crates)
    return `${crates} ${crates === 1 ? 'crate' : 'crates'} but ${goalCount} ${goalCount === 1 ? 'goal' : 'goals'}; a level needs as many goals as crates`;
  const opening = findOpening(model);
  if (opening !== -1)
    return `the worker can walk off the board at ${squareName(model, opening)}; close the walls`;
  return undefined;
}

/** The squares the worker can walk to (crates ignored), or undefined without a worker. */
function workerRegion(model: SokobanLevel): Uint8Array | undefined {
  if (model.worker === -1) return undefined;
  const { width, height, walls } = model;
  const seen = new Uint8Array(width * height);
  const queue = [model.worker];
  seen[model.worker] = 1;
  while (queue.length > 0) {
    const square = queue.pop()!;
    const x = square % width;
    for (const next of [
      x > 0 ? square - 1 : -1,
      x < width - 1 ? square + 1 : -1,
      square - width,
      square + width,
    ]) {
      if (next < 0 || next >= width * height || seen[next] || walls[next]) continue;
      seen[next] = 1;
      queue.push(next);
    }
  }
  return seen;
}

function toolLook(tool: Tool): string {
  return tool === 'wall' ? 'wall' : tool === 'floor' ? 'floor' : `floor ${tool}`;
}
