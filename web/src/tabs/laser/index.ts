/**
 * The laser tab: edit a board by clicking (place a piece, click it again to rotate it), see
 * the beams follow live — the library's `simulateLight` on every change — and solve a laser
 * puzzle (the pieces of its `place:` line) in a Web Worker. The text format of the CLI is
 * shown beside the board and may be edited, pasted, opened from a file or dropped on the
 * tab; errors show inline. Watch searches the rays from the emitters to a target, BFS
 * against DFS, side by side. The state is ./state.ts; the parts are the controls, the
 * board, the solver panel and Watch; how pieces look and count is ./pieces.ts. The URL holds
 * the example's name or the board text itself.
 */
import type { Placement } from '../../../../src/puzzles/laser/index.js';
import { acceptDrops, type TextFile } from '../../ui/files.js';
import { workspace } from '../../ui/layout.js';
import { ModeSwitch } from '../../ui/mode-switch.js';
import { errorText, StatusLine } from '../../ui/status-line.js';
import { h } from '../../dom.js';
import { packText, unpackText } from '../../url-state.js';
import { type MountedPanel, type Tab, type TabContext, lazyTab } from '../tab.js';
import { LaserBoardView } from './board-view.js';
import { LaserControls } from './controls.js';
import { BUILT_IN, FIRST } from './examples.js';
import { LaserSolverPanel } from './solver-panel.js';
import { LaserState } from './state.js';
import { LaserWatchPanel } from './watch-panel.js';

export function laserTab(): Tab {
  return lazyTab(
    {
      id: 'laser',
      title: 'Laser',
      blurb:
        'Mirrors, splitters and beams: click to place and turn pieces, watch the light, solve the puzzle.',
    },
    (panel, context) => new LaserTab(panel, context),
  );
}

class LaserTab implements MountedPanel {
  private readonly state = new LaserState();
  private readonly controls: LaserControls;
  private readonly board = new LaserBoardView((square, erase) => this.edit(square, erase));
  private readonly solver: LaserSolverPanel;
  private readonly watch = new LaserWatchPanel();
  private readonly error: StatusLine;
  private readonly modes: ModeSwitch<'edit' | 'watch'>;
  private readonly stage = h('div', { class: 'stage' }, this.board.card, this.board.status);

  constructor(
    panel: HTMLElement,
    private readonly context: TabContext,
  ) {
    const onError = (message: string) => this.error.error(message);
    this.controls = new LaserControls({
      onExample: (name) => this.loadText(BUILT_IN[name]),
      onText: (text) => this.loadText(text, true),
      onResize: () => this.resize(),
      onOpen: (file) => this.openFile(file),
      onError,
      fileToSave: () =>
        this.state.board
          ? { name: `${this.controls.example || 'laser'}.txt`, text: this.controls.text.value }
          : undefined,
    });
    this.solver = new LaserSolverPanel({
      onSolve: () => this.solve(),
      onBack: () => this.state.beforeSolve !== undefined && this.loadText(this.state.beforeSolve),
      onSolution: (solution) => this.applySolution(solution),
      onError,
    });
    // A new error clears the old solution and its figures.
    this.error = new StatusLine({
      results: [this.solver.status],
      onError: () => this.solver.stats.hide(),
    });
    this.modes = new ModeSwitch(
      panel,
      [
        ['edit', 'Board'],
        ['watch', 'Watch'],
      ],
      (mode) => this.setMode(mode),
    );
    panel.append(
      workspace(
        [
          this.modes.element,
          ...this.controls.elements,
          this.error.element,
          ...this.solver.elements,
          this.watch.note,
        ],
        this.stage,
      ),
    );
    acceptDrops(panel, (file) => this.openFile(file), onError);
    void this.restore(context.params);
  }

  async restore(params: URLSearchParams): Promise<void> {
    const packed = params.get('board');
    const example = params.get('example') ?? FIRST;
    if (packed) {
      this.controls.example = '';
      try {
        this.loadText(await unpackText(packed), false, 'board in the link');
      } catch (caught) {
        this.error.error(errorText(caught));
      }
    } else {
      this.controls.example = example in BUILT_IN ? example : FIRST;
      this.loadText(BUILT_IN[this.controls.example] ?? '>...o\n');
    }
    this.modes.set(params.get('mode') === 'watch' ? 'watch' : 'edit');
  }

  pause(): void {
    this.watch.pause();
    this.solver.stop();
  }

  private setMode(next: 'edit' | 'watch'): void {
    if (next === 'watch') {
      this.solver.stop();
      this.watch.open(this.stage, this.state.board);
    } else {
      this.watch.close();
      this.stage.replaceChildren(this.board.card, this.board.status);
    }
    void this.save();
  }

  private openFile(file: TextFile): void {
    this.controls.example = '';
    this.loadText(file.text, false, file.name);
  }

  /** Parses the text (board and place line); on success the board is redrawn from it. */
  private loadText(source: string, keepText = false, file = 'board'): void {
    try {
      this.state.load(source, file);
      if (!keepText) this.controls.text.value = source;
      this.error.clear();
      this.solver.clear();
      this.showBoard();
      this.watch.load(this.state.board);
      void this.save();
    } catch (caught) {
      this.error.error(errorText(caught));
    }
  }

  private showBoard(fresh = false): void {
    this.controls.showSize(this.state.board!);
    this.board.show(this.state, fresh);
  }

  private edit(square: number, erase: boolean): void {
    if (!this.state.board) return;
    this.state.edit(square, this.controls.tool.kinds, erase);
    this.controls.text.value = this.state.text();
    this.error.clear();
    this.board.draw(this.state);
    void this.save();
  }

  private resize(): void {
    if (!this.state.board) return;
    const size = this.controls.readSize();
    if (typeof size === 'string') return this.error.error(size);
    this.error.clear();
    this.state.resize(size.width, size.height);
    this.controls.text.value = this.state.text();
    this.showBoard();
    void this.save();
  }

  private solve(): void {
    if (!this.state.board) return;
    this.state.beforeSolve = this.controls.text.value;
    this.error.clear();
    this.solver.run(this.controls.text.value);
  }

  private applySolution(solution: Placement[]): void {
    const puzzle = this.state.board!;
    this.state.applySolution(solution);
    this.controls.text.value = this.state.text();
    this.showBoard(true);
    this.solver.showSolved(puzzle, solution);
  }

  /** The URL holds the example's name while its text is unchanged, else the text packed. */
  private async save(): Promise<void> {
    const example = this.controls.example;
    const text = this.controls.text.value;
    const mode = this.modes.value === 'watch' ? 'watch' : undefined;
    if (example && text === BUILT_IN[example]) this.context.save({ example, mode });
    else this.context.save({ board: await packText(text), mode });
  }
}
