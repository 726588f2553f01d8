/**
 * The Sokoban Watch view: the solver's own push search replayed from its trace, one expanded
 * state at a time — the crates of the state being expanded, the worker's region (a state is
 * its crates plus where the worker can walk), and a heat map of how often a crate stood on
 * each square in the states expanded so far. Two searches side by side: BFS over pushes
 * (every position of k pushes before any of k + 1), A* (the crate-to-goal lower bound picks
 * the next) and greedy best-first (g + 5h). Small levels only, with capped states; each
 * search is recorded in a Web Worker (up to about a second on the biggest levels allowed).
 *
 * ```ts
 * const watch = new SokobanWatch();
 * stage.append(watch.element);
 * watch.load(level); // records both searches in workers, then Play replays them
 * ```
 */
import { traceRecord } from '../../../src/search/index.js';
import type { SokobanWatchRequest, SokobanWatchAnswer } from '../workers/sokoban-watch.worker.js';
import { formatCount, formatMs, h } from '../dom.js';
import { plural } from '../plural.js';
import { GridView } from '../grid-view.js';
import { PlayerControls, type Stepper } from './player-controls.js';
import {
  SOKOBAN_WATCH_ALGORITHMS,
  SOKOBAN_WATCH_LIMITS,
  tooBigToWatch,
  type SokobanWatchRun,
} from './sokoban-record.js';
import { TracePlayer } from './trace-player.js';
import {
  type SokobanLevel,
  type SokobanTraceNode,
  insideSquares,
  sokobanNodeLabel,
} from '../../../src/puzzles/sokoban/index.js';

const nodeKey = (node: SokobanTraceNode) => `${node.search}:${node.id}`;

const OUTCOME: Record<string, string> = {
  exhausted: 'no solution: every position was tried',
  memoryLimit: `stopped at ${formatCount(SOKOBAN_WATCH_LIMITS.maxStates)} states`,
  timeLimit: 'stopped at the time limit',
  aborted: 'stopped',
};

class SokobanPane implements Stepper {
  readonly element: HTMLElement;
  algorithm: string;
  run: SokobanWatchRun | undefined;
  private player: TracePlayer<SokobanTraceNode> | undefined;
  private view: GridView | undefined;
  private level: SokobanLevel | undefined;
  private inside: Uint8Array = new Uint8Array(0);
  private heat = new Float64Array(0);
  private hottest = 0;
  private shown: SokobanTraceNode | undefined;
  private readonly boardHolder = h('div', { class: 'board-holder sokoban-watch-board' });
  private readonly counters = h('dl', { class: 'counters' });
  private readonly figures = h('p', { class: 'figures' });
  private readonly select: HTMLSelectElement;
  private readonly note = h('span', { class: 'pane-note' });
  private worker: Worker | undefined;

  constructor(
    readonly index: number,
    initial: string,
    onAlgorithm: () => void,
    private readonly onRecorded: () => void,
  ) {
    this.algorithm = initial;
    this.select = h(
      'select',
      {
        'aria-label': `algorithm ${index + 1}`,
        'data-role': 'algorithm',
        onchange: () => {
          this.algorithm = this.select.value;
          onAlgorithm();
        },
      },
      SOKOBAN_WATCH_ALGORITHMS.map((a) =>
        h('option', { value: a.id, selected: a.id === initial }, a.name),
      ),
    );
    this.element = h(
      'section',
      { class: 'watch-pane card', 'data-pane': String(index) },
      h('header', { class: 'pane-head' }, this.select, this.note),
      this.boardHolder,
      this.counters,
      this.figures,
    );
  }

  get recording(): boolean {
    return this.worker !== undefined;
  }

  /** Replayed to the end (not merely waiting for its recording). */
  get finished(): boolean {
    return this.player !== undefined && this.player.done;
  }

  get name(): string {
    return SOKOBAN_WATCH_ALGORITHMS.find((a) => a.id === this.algorithm)!.name;
  }

  load(level: SokobanLevel): void {
    this.level = level;
    this.inside = insideSquares(level);
    this.note.textContent = SOKOBAN_WATCH_ALGORITHMS.find((a) => a.id === this.algorithm)!.note;
    this.view = new GridView({
      width: level.width,
      height: level.height,
      name: (square) => `${square % level.width},${Math.floor(square / level.width)}`,
      className: 'sokoban-board watch-board',
    });
    this.boardHolder.replaceChildren(this.view.element);
    this.boardHolder.style.setProperty('--board-cols', String(level.width));
    this.run = undefined;
    this.player = undefined;
    this.heat = new Float64Array(level.width * level.height);
    this.hottest = 0;
    this.shown = { search: '', id: 0, crates: level.crates, worker: level.worker };
    this.draw();
    this.counters.replaceChildren();
    this.figures.textContent = 'recording the search…';
    this.element.dataset.done = 'false';
    this.record(level);
  }

  /** Runs the search in a worker; a newer request replaces one still running. */
  private record(level: SokobanLevel): void {
    this.worker?.terminate();
    const worker = new Worker(new URL('../workers/sokoban-watch.worker.ts', import.meta.url), {
      type: 'module',
    });
    this.worker = worker;
    worker.addEventListener('message', (event: MessageEvent<SokobanWatchAnswer>) => {
      worker.terminate();
      if (this.worker !== worker) return;
      this.worker = undefined;
      if ('error' in event.data) {
        this.figures.textContent = `the search failed: ${event.data.error}`;
        return;
      }
      this.run = event.data.run;
      this.reset();
      this.onRecorded();
    });
    const request: SokobanWatchRequest = { level, algorithm: this.algorithm };
    worker.postMessage(request);
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }

  /** A pane still recording is not done; one with nothing to show is. */
  get done(): boolean {
    if (this.worker) return false;
    return !this.player || this.player.done;
  }

  reset(): void {
    if (!this.run || !this.level) return;
    this.heat = new Float64Array(this.level.width * this.level.height);
    this.hottest = 0;
    this.player = new TracePlayer(this.run.events, nodeKey);
    this.player.onNode = (node, state) => {
      if (state !== 'current') return;
      for (const crate of node.crates) this.hottest = Math.max(this.hottest, ++this.heat[crate]);
      this.shown = node;
    };
    const level = this.level;
    this.shown = { search: '', id: 0, crates: level.crates, worker: level.worker };
    this.draw();
    this.refresh();
  }

  step(): boolean {
    if (!this.player || this.player.done) return false;
    this.player.stepExpansion();
    if (this.player.done) this.showEnd();
    this.draw();
    return true;
  }

  finish(): void {
    if (!this.player) return;
    this.player.finish();
    this.showEnd();
    this.draw();
  }

  /** At the end the board shows the solved position (the state the search found). */
  private showEnd(): void {
    const found = this.player?.foundNode;
    if (found) this.shown = found;
  }

  /** The worker's region in the shown state: floor it can walk to without pushing. */
  private region(node: SokobanTraceNode): Set<number> {
    const level = this.level!;
    const crates = new Set(node.crates);
    const seen = new Set([node.worker]);
    const stack = [node.worker];
    while (stack.length > 0) {
      const square = stack.pop()!;
      const x = square % level.width;
      for (const next of [
        x > 0 ? square - 1 : -1,
        x < level.width - 1 ? square + 1 : -1,
        square - level.width,
        square + level.width,
      ]) {
        if (next < 0 || next >= level.walls.length || seen.has(next)) continue;
        if (level.walls[next] || crates.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return seen;
  }

  private draw(): void {
    const view = this.view!;
    const level = this.level!;
    const node = this.shown!;
    const crates = new Set(node.crates);
    const region = this.region(node);
    for (let square = 0; square < level.width * level.height; square++) {
      const parts: string[] = [];
      if (level.walls[square]) parts.push('wall');
      else if (!this.inside[square]) parts.push('outside');
      else parts.push('floor');
      if (level.goals[square]) parts.push('goal');
      if (crates.has(square)) parts.push('crate');
      else if (region.has(square)) parts.push('region');
      if (square === node.worker) parts.push('worker');
      const heat = this.hottest > 0 ? this.heat[square] / this.hottest : 0;
      if (heat > 0) parts.push('hot');
      view.setState(square, parts.join(' '));
      view.cells[square].style.setProperty('--heat', heat.toFixed(3));
      view.cells[square].title =
        this.heat[square] > 0
          ? `a crate stood here in ${plural(this.heat[square], 'expanded state')}`
          : '';
    }
  }

  refresh(): void {
    const player = this.player;
    if (!player || !this.run) return;
    const c = player.counters;
    const item = (name: string, value: number, title: string) =>
      h(
        'div',
        { class: 'counter', title },
        h('dt', {}, name),
        h('dd', { 'data-counter': name }, formatCount(value)),
      );
    this.counters.replaceChildren(
      item('expanded', c.expanded, 'positions taken from the frontier'),
      item('frontier', c.frontier, 'positions waiting to be expanded'),
      item('depth', c.depth, 'most pushes from the start expanded so far'),
      item('generated', c.generated, 'positions produced by a push, including ones seen before'),
    );
    this.element.dataset.done = String(player.done);
    const stats = player.finalStats;
    if (!player.done || !stats) {
      this.figures.textContent = `event ${formatCount(player.position)} of ${formatCount(player.events.length)}`;
      return;
    }
    const { result, untracedMs } = this.run;
    // The solver counts pushes it drops as deadlocks among the generated; they have no event.
    const dropped = result.stats.generated - c.generated;
    this.figures.replaceChildren(
      result.outcome === 'found'
        ? h(
            'strong',
            { 'data-result': 'pushes' },
            `${plural(result.pushes, 'push')}, ${plural(result.moves, 'move')}`,
          )
        : h('strong', { 'data-result': 'none' }, OUTCOME[result.outcome] ?? result.outcome),
      ` · expanded ${formatCount(result.stats.expanded)} · generated ${formatCount(result.stats.generated)}${dropped > 0 ? ` (${formatCount(dropped)} dropped as deadlocks)` : ''} · states ${formatCount(result.stats.states)} · ${formatMs(untracedMs)}`,
    );
  }
}

export class SokobanWatch {
  readonly element: HTMLElement;
  private readonly panes: SokobanPane[];
  private readonly controls = new PlayerControls({ label: 'expansion', initialSpeed: 40 });
  private readonly sideBySide: HTMLInputElement;
  private readonly summary = h('p', { class: 'comparison', 'data-role': 'comparison' });
  private readonly paneHolder = h('div', { class: 'panes' });
  private readonly message = h('p', { class: 'message info', 'data-role': 'watch-message' });
  private level: SokobanLevel | undefined;

  constructor() {
    const reload = () => this.load(this.level);
    const recorded = () => {
      this.controls.steppers = this.activePanes();
      this.refresh();
    };
    this.panes = [
      new SokobanPane(0, 'bfs', reload, recorded),
      new SokobanPane(1, 'astar', reload, recorded),
    ];
    this.sideBySide = h('input', {
      type: 'checkbox',
      checked: true,
      'data-role': 'side-by-side',
      onchange: () => this.layout(),
    });
    this.controls.onChange = () => this.refresh();
    const swatch = (className: string, text: string) =>
      h('span', {}, h('i', { class: `swatch ${className}` }), text);
    this.element = h(
      'div',
      { class: 'watch sokoban-watch' },
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
            title: 'the left search as JSON Lines, as sokoban solve --trace writes it',
            onclick: () => this.copyTrace(),
          },
          'Copy trace',
        ),
      ),
      h(
        'p',
        { class: 'legend' },
        swatch('region', "the worker's region"),
        swatch('heat-low', 'a crate stood here rarely'),
        swatch('heat-high', '… often, in the positions expanded'),
      ),
      this.message,
      this.paneHolder,
      this.summary,
    );
    this.layout();
  }

  /** Records both searches on a level (nothing when it is too big, with a message why). */
  load(level: SokobanLevel | undefined): void {
    this.level = level;
    this.controls.pause();
    if (!level) return;
    const why = tooBigToWatch(level);
    this.message.textContent = why ?? '';
    this.message.hidden = why === undefined;
    this.paneHolder.hidden = why !== undefined;
    if (why) {
      for (const pane of this.panes) pane.stop();
      this.controls.steppers = [];
      this.summary.textContent = '';
      return;
    }
    for (const pane of this.activePanes()) pane.load(level);
    this.controls.steppers = this.activePanes();
    this.refresh();
  }

  pause(): void {
    this.controls.pause();
  }

  private activePanes(): SokobanPane[] {
    return this.sideBySide.checked ? this.panes : this.panes.slice(0, 1);
  }

  private layout(): void {
    this.paneHolder.replaceChildren(...this.activePanes().map((pane) => pane.element));
    this.paneHolder.classList.toggle('two', this.sideBySide.checked);
    if (this.level && !tooBigToWatch(this.level)) {
      for (const pane of this.activePanes())
        if (!pane.run && !pane.recording) pane.load(this.level);
      this.controls.restart();
    }
    this.controls.steppers = this.activePanes();
    this.refresh();
  }

  /**
   * Downloads (and copies) the left search's events as JSON Lines in the CLI's format: with
   * A* on the left it is what `sokoban solve FILE --level N --optimal pushes --trace` writes.
   */
  private copyTrace(): void {
    const pane = this.panes[0];
    const level = this.level;
    if (!pane.run || !level) return;
    const name = (node: SokobanTraceNode) => sokobanNodeLabel(level.width, node);
    const text = pane.run.events
      .map((event) => JSON.stringify(traceRecord(event, name)) + '\n')
      .join('');
    void navigator.clipboard?.writeText(text).catch(() => undefined);
    const blob = new Blob([text], { type: 'application/x-ndjson' });
    const link = h('a', {
      href: URL.createObjectURL(blob),
      download: `sokoban-${pane.algorithm}.jsonl`,
    });
    link.click();
    URL.revokeObjectURL(link.href);
  }

  private refresh(): void {
    const panes = this.activePanes().filter((pane) => pane.run);
    for (const pane of panes) pane.refresh();
    this.summary.textContent = '';
    if (panes.length !== 2 || !panes.every((pane) => pane.done && pane.finished)) return;
    const [a, b] = panes.map((pane) => pane.run!.result);
    const [na, nb] = panes.map((pane) => pane.name);
    if (a.outcome !== 'found' || b.outcome !== 'found') return;
    const [fewer, more] = a.stats.expanded <= b.stats.expanded ? [na, nb] : [nb, na];
    const ratio =
      Math.max(a.stats.expanded, b.stats.expanded) /
      Math.max(1, Math.min(a.stats.expanded, b.stats.expanded));
    const pushes =
      a.pushes === b.pushes
        ? `the same ${plural(a.pushes, 'push')}`
        : `${a.pushes < b.pushes ? na : nb}'s solution has fewer pushes`;
    this.summary.textContent = `${na}: ${plural(a.pushes, 'push')}, ${formatCount(a.stats.expanded)} expanded. ${nb}: ${plural(b.pushes, 'push')}, ${formatCount(b.stats.expanded)} expanded — ${pushes}; ${fewer} expanded ${ratio.toFixed(1)}× fewer positions than ${more}.`;
  }
}
