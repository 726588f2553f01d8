/**
 * The knight's Watch view: one or two searches on the same board, replayed from the core's
 * trace events — frontier and expanded squares coloured as the search runs, the path at the
 * end, counters, and final figures side by side so that BFS's 6 moves and DFS's wandering
 * dozens are seen at a glance.
 */
import type { Board } from '../../../src/grid/index.js';
import { squareName, type Leaper } from '../../../src/puzzles/knight/index.js';
import { traceRecord } from '../../../src/search/index.js';
import { formatCount, formatMs, h } from '../dom.js';
import { GridView } from '../grid-view.js';
import { ALGORITHMS, runKnight, type KnightAlgorithm, type KnightRun } from '../knight-search.js';
import { PlayerControls, type Stepper } from './player-controls.js';
import { TracePlayer } from './trace-player.js';

export interface KnightWatchQuery {
  board: Board;
  leaper: Leaper;
  from: number;
  to: number;
}

class WatchPane implements Stepper {
  readonly element: HTMLElement;
  algorithm: KnightAlgorithm;
  run: KnightRun | undefined;
  private player: TracePlayer<number> | undefined;
  private view: GridView | undefined;
  private query: KnightWatchQuery | undefined;
  private readonly boardHolder = h('div', { class: 'board-holder' });
  private readonly counters = h('dl', { class: 'counters' });
  private readonly figures = h('p', { class: 'figures' });
  private readonly select: HTMLSelectElement;

  constructor(
    readonly index: number,
    initial: KnightAlgorithm,
    private readonly onSquare: (square: number) => void,
    private readonly onAlgorithm: () => void,
  ) {
    this.algorithm = initial;
    this.select = h(
      'select',
      {
        'aria-label': `algorithm ${index + 1}`,
        'data-role': 'algorithm',
        onchange: () => {
          this.algorithm = this.select.value as KnightAlgorithm;
          this.onAlgorithm();
        },
      },
      ALGORITHMS.map((a) => h('option', { value: a.id, selected: a.id === initial }, a.name)),
    );
    this.element = h(
      'section',
      { class: 'watch-pane card', 'data-pane': String(index) },
      h('header', { class: 'pane-head' }, this.select, h('span', { class: 'pane-note' })),
      this.boardHolder,
      this.counters,
      this.figures,
    );
  }

  load(query: KnightWatchQuery, rebuildBoard: boolean): void {
    this.query = query;
    const note = ALGORITHMS.find((a) => a.id === this.algorithm)!.note;
    this.element.querySelector('.pane-note')!.textContent = note;
    if (rebuildBoard || !this.view) {
      const { board } = query;
      this.view = new GridView({
        width: board.width,
        height: board.height,
        flipY: true,
        checkered: true,
        name: (square) => squareName(board, square),
        className: 'knight-board watch-board',
      });
      this.view.onClick = (square) => this.onSquare(square);
      this.boardHolder.replaceChildren(this.view.element);
    }
    this.run = runKnight({ ...query, algorithm: this.algorithm });
    this.reset();
  }

  get done(): boolean {
    return !this.player || this.player.done;
  }

  reset(): void {
    const view = this.view!;
    const { from, to } = this.query!;
    view.clearStates();
    view.clearLabels();
    view.drawPath([]);
    this.player = new TracePlayer(this.run!.events);
    this.player.onNode = (node, state, side) => {
      const marker = node === from ? ' start' : node === to ? ' goal' : '';
      view.setState(node, `${state}${side === 1 ? ' back' : ''}${marker}`);
    };
    view.setState(from, 'start');
    view.setState(to, 'goal');
    view.setLabel(from, '♞');
    view.setLabel(to, '⚑');
    this.refresh();
  }

  step(): boolean {
    if (!this.player || this.player.done) return false;
    this.player.stepExpansion();
    if (this.player.done) this.showPath();
    return true;
  }

  finish(): void {
    if (!this.player) return;
    this.player.finish();
    this.showPath();
  }

  private showPath(): void {
    const path = this.run!.result.path;
    if (!path) return;
    const view = this.view!;
    path.forEach((square, i) => {
      const marker = i === 0 ? ' start' : i === path.length - 1 ? ' goal' : '';
      view.setState(square, `path${marker}`);
      if (i > 0 && i < path.length - 1) view.setLabel(square, String(i));
    });
    view.drawPath(path);
  }

  refresh(): void {
    const player = this.player!;
    const c = player.counters;
    const stats = player.finalStats;
    const item = (name: string, value: number, title: string) =>
      h(
        'div',
        { class: 'counter', title },
        h('dt', {}, name),
        h('dd', { 'data-counter': name }, formatCount(value)),
      );
    this.counters.replaceChildren(
      item('expanded', c.expanded, 'squares taken from the frontier'),
      item('frontier', c.frontier, 'squares waiting to be expanded'),
      item('depth', c.depth, 'moves from the start to the square being expanded'),
      item('generated', c.generated, 'moves tried, including to squares already seen'),
    );
    this.element.dataset.done = String(player.done);
    if (!player.done || !stats) {
      this.figures.textContent = `event ${formatCount(player.position)} of ${formatCount(player.events.length)}`;
      return;
    }
    const result = this.run!.result;
    const untraced = formatMs(this.run!.untracedMs);
    this.figures.replaceChildren(
      result.path
        ? h('strong', { 'data-result': 'moves' }, `${result.cost} moves`)
        : h('strong', { 'data-result': 'none' }, 'no path'),
      ` · expanded ${formatCount(stats.expanded)} · generated ${formatCount(stats.generated)} · max frontier ${formatCount(stats.maxFrontier)} · ${untraced}`,
    );
  }
}

export class KnightWatch {
  readonly element: HTMLElement;
  private readonly panes: WatchPane[];
  private readonly controls = new PlayerControls({ label: 'expansions' });
  private readonly sideBySide: HTMLInputElement;
  private readonly summary = h('p', { class: 'comparison', 'data-role': 'comparison' });
  private readonly paneHolder = h('div', { class: 'panes' });
  private query: KnightWatchQuery | undefined;
  private boardKey = '';

  constructor(onSquare: (square: number) => void) {
    const reload = () => this.load(this.query, false);
    this.panes = [
      new WatchPane(0, 'bfs', onSquare, reload),
      new WatchPane(1, 'dfs', onSquare, reload),
    ];
    this.sideBySide = h('input', {
      type: 'checkbox',
      checked: true,
      'data-role': 'side-by-side',
      onchange: () => this.layout(),
    });
    this.controls.onChange = () => this.refresh();
    this.element = h(
      'div',
      { class: 'watch' },
      h(
        'div',
        { class: 'watch-toolbar card' },
        this.controls.element,
        h('label', { class: 'check' }, this.sideBySide, ' Side by side'),
        h(
          'button',
          {
            type: 'button',
            class: 'ghost',
            'data-action': 'copy-trace',
            onclick: () => this.copyTrace(),
          },
          'Copy trace',
        ),
      ),
      legend(),
      this.paneHolder,
      this.summary,
    );
    this.layout();
  }

  /** Records fresh traces for a new query (or the same one with another algorithm). */
  load(query: KnightWatchQuery | undefined, rebuild = true): void {
    this.query = query;
    if (!query) return;
    const key = `${query.board.width}x${query.board.height}`;
    const rebuildBoard = rebuild && key !== this.boardKey;
    this.boardKey = key;
    this.controls.pause();
    for (const pane of this.activePanes()) pane.load(query, rebuildBoard || !pane.run);
    this.controls.steppers = this.activePanes();
    this.refresh();
  }

  private activePanes(): WatchPane[] {
    return this.sideBySide.checked ? this.panes : this.panes.slice(0, 1);
  }

  private layout(): void {
    this.paneHolder.replaceChildren(...this.activePanes().map((pane) => pane.element));
    this.paneHolder.classList.toggle('two', this.sideBySide.checked);
    if (this.query) {
      for (const pane of this.activePanes()) if (!pane.run) pane.load(this.query, true);
      this.controls.restart();
    }
    this.controls.steppers = this.activePanes();
    this.refresh();
  }

  private refresh(): void {
    const panes = this.activePanes().filter((pane) => pane.run);
    for (const pane of panes) pane.refresh();
    this.summary.textContent = '';
    if (panes.length === 2 && panes.every((pane) => pane.done)) {
      const [a, b] = panes.map((pane) => pane.run!.result);
      const [na, nb] = panes.map((pane) => ALGORITHMS.find((x) => x.id === pane.algorithm)!.name);
      if (a.path && b.path) {
        const longer =
          a.cost === b.cost
            ? 'paths of the same length'
            : `${a.cost > b.cost ? na : nb}'s path is ${(Math.max(a.cost, b.cost) / Math.max(1, Math.min(a.cost, b.cost))).toFixed(1)}× longer`;
        this.summary.textContent = `${na}: ${a.cost} moves, ${a.stats.expanded} expanded. ${nb}: ${b.cost} moves, ${b.stats.expanded} expanded — ${longer}.`;
      }
    }
  }

  private copyTrace(): void {
    const pane = this.activePanes()[0];
    if (!pane.run || !this.query) return;
    const { board } = this.query;
    // The core's record format, as `puzzlegraph knight --trace FILE` writes it.
    const name = (square: number) => squareName(board, square);
    const text = pane.run.events
      .map((event) => JSON.stringify(traceRecord(event, name)) + '\n')
      .join('');
    void navigator.clipboard?.writeText(text).catch(() => undefined);
    const blob = new Blob([text], { type: 'application/x-ndjson' });
    const link = h('a', {
      href: URL.createObjectURL(blob),
      download: `knight-${pane.algorithm}.jsonl`,
    });
    link.click();
    URL.revokeObjectURL(link.href);
  }
}

/** What the colours mean, drawn with the board's own classes. */
export function legend(): HTMLElement {
  const swatch = (state: string, text: string) =>
    h('span', {}, h('i', { class: `swatch ${state}` }), text);
  return h(
    'p',
    { class: 'legend' },
    swatch('frontier', 'frontier'),
    swatch('current', 'being expanded'),
    swatch('visited', 'expanded'),
    swatch('visited back', 'expanded from the goal (bidirectional)'),
    swatch('path', 'path'),
  );
}
