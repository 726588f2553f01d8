/**
 * The word-ladder tab: two words and a dictionary (Knuth's five-letter words, English, or a
 * list you paste); the shortest ladder shown as a chain with the changed letter marked, every
 * shortest ladder, the words farthest from a word, and the search's statistics. All of it is
 * the library's `WordLadderGraph` and its searches. The state is ./state.ts (the graphs
 * built); the parts are the form (./controls.ts), the answers (./result.ts) and Watch
 * (./watch.ts).
 */
import { h } from '../../dom.js';
import { plural } from '../../plural.js';
import { workspace } from '../../ui/layout.js';
import { ModeSwitch } from '../../ui/mode-switch.js';
import { errorText, StatusLine } from '../../ui/status-line.js';
import { unpackText } from '../../url-state.js';
import { type MountedPanel, type Tab, type TabContext, lazyTab } from '../tab.js';
import { LadderControls, type LadderAction } from './controls.js';
import { allLaddersAnswer, busyNote, farthestAnswer, ladderAnswer } from './result.js';
import { LadderState } from './state.js';
import { ladderWatch, ladderWatchQuery } from './watch.js';

export function wordLadderTab(): Tab {
  return lazyTab(
    {
      id: 'ladder',
      title: 'Word ladder',
      blurb:
        'Change one letter at a time to turn one word into another — Lewis Carroll’s doublets.',
    },
    (panel, context) => new LadderTab(panel, context),
  );
}

/**
 * The tab, wired: its state is the inputs (dictionary, words, edits, your own list) and the
 * mode, kept in the URL: `#ladder?from=cold&to=warm`.
 */
class LadderTab implements MountedPanel {
  private readonly watch = ladderWatch();
  private readonly result = h('div', {
    class: 'result',
    'aria-live': 'polite',
    'data-role': 'ladder-result',
  });
  private readonly resultCard = h('div', { class: 'card ladder-card' }, this.result);
  private readonly stage = h('div', { class: 'stage' }, this.resultCard);
  private readonly status = new StatusLine({ results: [this.result] });
  private readonly controls = new LadderControls({
    action: (action) => void this.act(action),
    enter: () =>
      void this.guarded(() =>
        this.modes.value === 'watch' ? this.loadWatch() : this.findLadder(),
      ),
  });
  private readonly state = new LadderState(this.controls, {
    loading: () => this.busy('Loading the word list…'),
    linking: (count) => this.busy(`Linking ${plural(count, 'word')}…`),
    built: (graph, elapsedMs) => this.controls.showGraph(graph, elapsedMs),
    skipped: (skipped) => this.controls.showDropped(skipped),
  });
  private readonly modes: ModeSwitch<'path' | 'watch'>;

  constructor(
    panel: HTMLElement,
    private readonly context: TabContext,
  ) {
    this.modes = new ModeSwitch(
      panel,
      [
        ['path', 'Ladder'],
        ['watch', 'Watch'],
      ],
      (mode) => void this.setMode(mode),
    );
    panel.classList.add('inputs-first');
    panel.append(
      workspace(
        [
          this.modes.element,
          ...this.controls.elements,
          this.status.element,
          this.controls.graphInfo,
        ],
        this.stage,
      ),
    );
    void this.restore(context.params);
  }

  /** Fills the form from a link; your own list comes packed in it. */
  async restore(params: URLSearchParams): Promise<void> {
    this.controls.restoreDictionary(params.get('dictionary'));
    const words = params.get('words');
    if (words) {
      try {
        this.controls.restoreCustomList(await unpackText(words));
      } catch (caught) {
        this.status.error(errorText(caught));
      }
    }
    this.controls.restoreWords(params);
    this.modes.set(params.get('mode') === 'watch' ? 'watch' : 'path');
  }

  pause(): void {
    this.watch.pause();
  }

  private async setMode(next: 'path' | 'watch'): Promise<void> {
    void this.save();
    if (next === 'path') {
      this.watch.pause();
      this.stage.replaceChildren(this.resultCard);
      await this.guarded(() => this.findLadder());
    } else {
      this.stage.replaceChildren(this.watch.element);
      await this.guarded(() => this.loadWatch());
    }
  }

  /** A search's button; in Watch, Find the ladder watches it and the others go back. */
  private async act(action: LadderAction): Promise<void> {
    if (this.modes.value === 'watch') {
      if (action === 'ladder') return this.guarded(() => this.loadWatch());
      this.modes.set('path');
    }
    const run = {
      ladder: () => this.findLadder(),
      all: () => this.findAll(),
      farthest: () => this.findFarthest(),
    };
    await this.guarded(run[action]);
  }

  /** Runs a search, its failure shown on the status line. */
  private async guarded(run: () => Promise<void>): Promise<void> {
    this.status.clear();
    void this.save();
    try {
      await run();
    } catch (caught) {
      this.status.error(errorText(caught));
    }
  }

  private async findLadder(): Promise<void> {
    const found = await this.state.shortestLadder();
    this.result.replaceChildren(...ladderAnswer(found, this.controls.from, this.controls.to));
  }

  private async findAll(): Promise<void> {
    this.result.replaceChildren(...allLaddersAnswer(await this.state.allShortestLadders()));
  }

  private async findFarthest(): Promise<void> {
    this.result.replaceChildren(...farthestAnswer(await this.state.farthestWords()));
  }

  private async loadWatch(): Promise<void> {
    const graph = await this.state.graph();
    const query = ladderWatchQuery(graph, this.controls.from, this.controls.to);
    this.result.replaceChildren();
    this.watch.load(query);
  }

  private busy(text: string): void {
    this.result.replaceChildren(busyNote(text));
  }

  private async save(): Promise<void> {
    const inputs = await this.controls.urlState();
    // Read after the list is packed: the mode as it is then.
    this.context.save({ ...inputs, mode: this.modes.value === 'watch' ? 'watch' : undefined });
  }
}
