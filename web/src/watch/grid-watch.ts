/**
 * The Watch view of a grid puzzle: one or two searches on the same board, replayed from the
 * core's trace events — frontier and expanded cells coloured as the search runs, the path at
 * the end, counters, and final figures side by side, so that BFS's 6 knight moves and DFS's
 * wandering dozens are seen at a glance. A puzzle supplies a `WatchSpec`: its algorithms, how
 * to run one on a query (recording the trace), how to draw its board and name its cells.
 *
 * ```ts
 * const watch = new GridWatch(knightSpec, (square) => choose(square));
 * stage.append(watch.element);
 * watch.load({ board, leaper, from, to });
 * ```
 */
import { traceRecord, type SearchResult, type TraceEvent } from '../../../src/search/index.js';
import { formatCount, formatMs, h } from '../dom.js';
import { plural } from '../plural.js';
import { PlayerControls, type Stepper } from './player-controls.js';
import { TracePlayer } from './trace-player.js';

/** What the Watch view draws on: a `GridView`, or any view of nodes with the same methods. */
export interface WatchBoard {
  readonly element: HTMLElement;
  onClick: ((node: number, event: MouseEvent) => void) | undefined;
  setState(node: number, state: string): void;
  setLabel(node: number, text: string): void;
  clearStates(): void;
  clearLabels(): void;
  drawPath(nodes: readonly number[]): void;
}

export interface WatchAlgorithm {
  id: string;
  name: string;
  note: string;
}

export interface WatchRun {
  result: SearchResult<number>;
  events: TraceEvent<number>[];
  /** Time of the same search run again without a tracer. */
  untracedMs: number;
}

export interface WatchQuery {
  /** The start and goal cells, marked on the board; -1 when the query has none. */
  from: number;
  to: number;
}

export interface WatchSpec<Q extends WatchQuery> {
  algorithms: WatchAlgorithm[];
  /** The algorithms of the left and right panes at first. */
  initial: [string, string];
  run(query: Q, algorithm: string): WatchRun;
  /** A fresh board for the query (called again when `boardKey` changes). */
  view(query: Q): WatchBoard;
  boardKey(query: Q): string;
  /** A cell's name in exported traces (`a8`, `3,4`). */
  label(query: Q, cell: number): string;
  startLabel: string;
  goalLabel: string;
  /** What one unit of the path's length is called, singular: "move", "point". */
  unit: string;
  fileName: string;
  /** Draws what the board always shows (letters, pieces, beams) after each reset. */
  decorate?(query: Q, view: WatchBoard): void;
  /** Number the path's squares at the end (default true; false keeps letters readable). */
  numberPath?: boolean;
  /** What to say when a search ends without a path (default: "no path (outcome)"). */
  noPath?(result: SearchResult<number>): string;
  /** Whether an algorithm may search from the goal too (default true): its colour is explained. */
  bidirectional?: boolean;
  /**
   * A class for the legend of a board that draws the states its own way, so that the legend
   * shows the colours the board does (`letter-tiles`: tinted tiles, an indigo path).
   */
  legendClass?: string;
}

/** Runs a search twice — traced, then untraced for an honest time — and keeps the events. */
export function recordRun(
  search: (tracer?: (event: TraceEvent<number>) => void) => SearchResult<number>,
): WatchRun {
  const events: TraceEvent<number>[] = [];
  const result = search((event) => events.push(event));
  const untracedMs = search().stats.elapsedMs;
  return { result, events, untracedMs };
}

class WatchPane<Q extends WatchQuery> implements Stepper {
  readonly element: HTMLElement;
  algorithm: string;
  run: WatchRun | undefined;
  private player: TracePlayer<number> | undefined;
  private view: WatchBoard | undefined;
  private query: Q | undefined;
  private readonly boardHolder = h('div', { class: 'board-holder' });
  private readonly counters = h('dl', { class: 'counters' });
  private readonly figures = h('p', { class: 'figures' });
  private readonly select: HTMLSelectElement;

  constructor(
    private readonly spec: WatchSpec<Q>,
    readonly index: number,
    private readonly onSquare: (square: number) => void,
    private readonly onAlgorithm: () => void,
  ) {
    this.algorithm = spec.initial[index];
    this.select = h(
      'select',
      {
        'aria-label': `algorithm ${index + 1}`,
        'data-role': 'algorithm',
        onchange: () => {
          this.algorithm = this.select.value;
          this.onAlgorithm();
        },
      },
      spec.algorithms.map((a) =>
        h('option', { value: a.id, selected: a.id === this.algorithm }, a.name),
      ),
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

  load(query: Q, rebuildBoard: boolean): void {
    this.query = query;
    const note = this.spec.algorithms.find((a) => a.id === this.algorithm)!.note;
    this.element.querySelector('.pane-note')!.textContent = note;
    if (rebuildBoard || !this.view) {
      this.view = this.spec.view(query);
      this.view.onClick = (square) => this.onSquare(square);
      this.boardHolder.replaceChildren(this.view.element);
    }
    this.run = this.spec.run(query, this.algorithm);
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
    this.spec.decorate?.(this.query!, view);
    this.player = new TracePlayer(this.run!.events);
    this.player.onNode = (node, state, side) => {
      const marker = node === from ? ' start' : node === to ? ' goal' : '';
      view.setState(node, `${state}${side === 1 ? ' back' : ''}${marker}`);
    };
    if (from >= 0) {
      view.setState(from, 'start');
      view.setLabel(from, this.spec.startLabel);
    }
    if (to >= 0) {
      view.setState(to, 'goal');
      view.setLabel(to, this.spec.goalLabel);
    }
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
    const numbered = this.spec.numberPath !== false && path.length <= 100;
    path.forEach((square, i) => {
      const marker = i === 0 ? ' start' : i === path.length - 1 ? ' goal' : '';
      view.setState(square, `path${marker}`);
      if (numbered && i > 0 && i < path.length - 1) view.setLabel(square, String(i));
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
      item('expanded', c.expanded, 'nodes taken from the frontier'),
      item('frontier', c.frontier, 'nodes waiting to be expanded'),
      item('depth', c.depth, 'greatest cost from the start expanded so far'),
      item('generated', c.generated, 'successors produced, including nodes already seen'),
    );
    this.element.dataset.done = String(player.done);
    if (!player.done || !stats) {
      this.figures.textContent = `event ${formatCount(player.position)} of ${formatCount(player.events.length)}`;
      return;
    }
    const result = this.run!.result;
    this.figures.replaceChildren(
      result.path
        ? h('strong', { 'data-result': 'cost' }, plural(result.cost, this.spec.unit))
        : h(
            'strong',
            { 'data-result': 'none' },
            this.spec.noPath?.(result) ?? `no path (${result.outcome})`,
          ),
      ` · expanded ${formatCount(stats.expanded)} · generated ${formatCount(stats.generated)} · max frontier ${formatCount(stats.maxFrontier)} · ${formatMs(this.run!.untracedMs)}`,
    );
  }
}

export class GridWatch<Q extends WatchQuery> {
  readonly element: HTMLElement;
  private readonly panes: WatchPane<Q>[];
  private readonly controls = new PlayerControls({ label: 'expansion' });
  private readonly sideBySide: HTMLInputElement;
  private readonly summary = h('p', { class: 'comparison', 'data-role': 'comparison' });
  private readonly paneHolder = h('div', { class: 'panes' });
  private query: Q | undefined;
  private boardKey = '';

  constructor(
    private readonly spec: WatchSpec<Q>,
    onSquare: (square: number) => void,
  ) {
    const reload = () => this.load(this.query, false);
    this.panes = [
      new WatchPane(spec, 0, onSquare, reload),
      new WatchPane(spec, 1, onSquare, reload),
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
            title: 'the left search as JSON Lines, as --trace writes it',
            onclick: () => this.copyTrace(),
          },
          'Copy trace',
        ),
      ),
      legend(spec.bidirectional !== false, spec.legendClass),
      this.paneHolder,
      this.summary,
    );
    this.layout();
  }

  /** Records fresh traces for a new query (or the same one with another algorithm). */
  load(query: Q | undefined, rebuild = true): void {
    this.query = query;
    if (!query) return;
    const key = this.spec.boardKey(query);
    const rebuildBoard = rebuild && key !== this.boardKey;
    this.boardKey = key;
    this.controls.pause();
    for (const pane of this.activePanes()) pane.load(query, rebuildBoard || !pane.run);
    this.controls.steppers = this.activePanes();
    this.refresh();
  }

  pause(): void {
    this.controls.pause();
  }

  private activePanes(): WatchPane<Q>[] {
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
      const [na, nb] = panes.map(
        (pane) => this.spec.algorithms.find((x) => x.id === pane.algorithm)!.name,
      );
      if (a.path && b.path) {
        const ratio = Math.max(a.cost, b.cost) / Math.max(1, Math.min(a.cost, b.cost));
        const longer =
          a.cost === b.cost
            ? `the same ${plural(a.cost, this.spec.unit)}`
            : `${a.cost > b.cost ? na : nb}'s path costs ${ratio.toFixed(1)}× more`;
        this.summary.textContent = `${na}: ${plural(a.cost, this.spec.unit)}, ${formatCount(a.stats.expanded)} expanded. ${nb}: ${plural(b.cost, this.spec.unit)}, ${formatCount(b.stats.expanded)} expanded — ${longer}.`;
      }
    }
  }

  private copyTrace(): void {
    const pane = this.activePanes()[0];
    const query = this.query;
    if (!pane.run || !query) return;
    // The core's record format, as the CLI's `--trace FILE` writes it.
    const name = (cell: number) => this.spec.label(query, cell);
    const text = pane.run.events
      .map((event) => JSON.stringify(traceRecord(event, name)) + '\n')
      .join('');
    void navigator.clipboard?.writeText(text).catch(() => undefined);
    const blob = new Blob([text], { type: 'application/x-ndjson' });
    const link = h('a', {
      href: URL.createObjectURL(blob),
      download: `${this.spec.fileName}-${pane.algorithm}.jsonl`,
    });
    link.click();
    URL.revokeObjectURL(link.href);
  }
}

/** What the colours mean, drawn with the board's own classes (and the board's `look`). */
export function legend(bidirectional = true, look?: string): HTMLElement {
  const swatch = (state: string, text: string) =>
    h('span', {}, h('i', { class: `swatch ${state}` }), text);
  return h(
    'p',
    { class: look ? `legend ${look}` : 'legend' },
    swatch('frontier', 'frontier'),
    swatch('current', 'being expanded'),
    swatch('visited', 'expanded'),
    bidirectional && swatch('visited back', 'expanded from the goal (bidirectional)'),
    swatch('path', 'path'),
  );
}
