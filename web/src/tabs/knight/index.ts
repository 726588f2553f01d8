/**
 * The knight tab: click two squares (or type them), see the fewest moves of a knight or any
 * other leaper on any board up to 40 x 40, with the search's statistics; switch to Watch to
 * see BFS, DFS, Dijkstra, A* or bidirectional BFS run, side by side. The state is
 * ./state.ts; the parts are the form (./controls.ts), the board (./board.ts), the answer
 * (./result.ts) and Watch (./watch.ts).
 */
import { h } from '../../dom.js';
import { workspace } from '../../ui/layout.js';
import { ModeSwitch } from '../../ui/mode-switch.js';
import { errorText, StatusLine } from '../../ui/status-line.js';
import { type MountedPanel, type Tab, type TabContext, lazyTab } from '../tab.js';
import { KnightBoard } from './board.js';
import { KnightControls } from './controls.js';
import { knightAnswer } from './result.js';
import { KnightState, type SquareEnd } from './state.js';
import { KnightWatchPart } from './watch.js';

export function knightTab(): Tab {
  return lazyTab(
    {
      id: 'knight',
      title: 'Knight',
      blurb: 'Fewest moves of a knight — or a camel, a zebra, any leaper — between two squares.',
    },
    (panel, context) => new KnightTab(panel, context),
  );
}

/**
 * The tab, wired: its state is the inputs (board, piece, squares) and the mode, all in the
 * URL: `#knight?board=10x10&piece=camel&from=a1&to=j10`.
 */
class KnightTab implements MountedPanel {
  private readonly state = new KnightState();
  private readonly controls = new KnightControls({
    input: () => this.update(),
    distances: () => {
      this.draw();
      this.save();
    },
    pick: (end) => this.setPicking(end),
  });
  private readonly board = new KnightBoard((square) => this.choose(square));
  private readonly watch = new KnightWatchPart((square) => this.choose(square));
  private readonly result = h('div', { class: 'result', 'aria-live': 'polite' });
  // A new error clears the old answer and the path drawn for it.
  private readonly status = new StatusLine({
    results: [this.result],
    onError: () => this.board.clear(),
  });
  private readonly stage = h('div', { class: 'stage' });
  private readonly modes: ModeSwitch<'path' | 'watch'>;

  constructor(
    panel: HTMLElement,
    private readonly context: TabContext,
  ) {
    this.modes = new ModeSwitch(
      panel,
      [
        ['path', 'Path'],
        ['watch', 'Watch'],
      ],
      () => this.rebuild(),
    );
    panel.append(
      workspace(
        [this.modes.element, ...this.controls.elements, this.status.element, this.result],
        this.stage,
      ),
    );
    this.setPicking('from');
    this.restore(context.params);
  }

  /** Fills the inputs from a link; what is missing keeps its value. */
  restore(params: URLSearchParams): void {
    this.controls.restore(params);
    this.modes.set(params.get('mode') === 'watch' ? 'watch' : 'path');
  }

  pause(): void {
    this.watch.pause();
  }

  private setPicking(end: SquareEnd): void {
    this.state.picking = end;
    this.controls.showPicking(end);
  }

  private choose(square: number): void {
    const end = this.state.place(square);
    this.controls.showSquare(end, this.state.name(square));
    this.controls.showPicking(this.state.picking);
    this.status.clear();
    this.update();
  }

  /** Reads every input; returns false (after showing why) when one is bad. */
  private readInputs(): boolean {
    try {
      this.state.read(this.controls.inputs());
      this.status.clear();
      this.save();
      return true;
    } catch (caught) {
      this.status.error(errorText(caught));
      return false;
    }
  }

  /** A new board (or Watch) for the mode, then the answer on it. */
  private rebuild(): void {
    if (!this.readInputs()) return;
    if (this.modes.value === 'path') {
      this.stage.replaceChildren(this.board.build(this.state.board));
    } else {
      this.board.forget();
      this.stage.replaceChildren(this.watch.element);
    }
    this.draw();
  }

  private update(): void {
    const before = this.state.boardSize;
    if (!this.readInputs()) return;
    const resized = this.state.boardSize !== before;
    if (resized || (this.modes.value === 'path' && !this.board.view)) this.rebuild();
    else this.draw();
  }

  private draw(): void {
    if (this.modes.value === 'watch') {
      this.result.replaceChildren(this.watch.note());
      this.watch.load(this.state);
      return;
    }
    const searched = this.state.shortestPath();
    this.board.draw(this.state, searched.path, this.controls.shadeDistances);
    this.result.replaceChildren(...knightAnswer(this.state, searched));
  }

  private save(): void {
    this.context.save({
      ...this.controls.urlState(),
      mode: this.modes.value === 'watch' ? 'watch' : undefined,
    });
  }
}
