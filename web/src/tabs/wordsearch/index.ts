/**
 * The word search / Boggle tab: type a letter grid or roll the Boggle dice; find one word
 * (its cells lit in order, by the Boggle rule or along straight lines) or every English word
 * in the grid with Boggle scores. The searches are the library's `findWord` and
 * `findAllWords` on a `Trie` of the bundled ENABLE2K list. Watch replays the search for one
 * word: the library's depth-first search against breadth-first over paths, side by side.
 * The state is ./state.ts; the parts are the form (./controls.ts), the board (./board.ts),
 * the answers and the word list (./result.ts) and Watch (./watch.ts).
 */
import { h } from '../../dom.js';
import { workspace } from '../../ui/layout.js';
import { ModeSwitch } from '../../ui/mode-switch.js';
import { errorText, StatusLine } from '../../ui/status-line.js';
import { type MountedPanel, type Tab, type TabContext, lazyTab } from '../tab.js';
import { LetterBoard } from './board.js';
import { WordSearchControls } from './controls.js';
import { allWordsAnswer, wordAnswer, WordList } from './result.js';
import { rollLetters, WordSearchState } from './state.js';
import { WordWatchPart } from './watch.js';

export function wordSearchTab(): Tab {
  return lazyTab(
    {
      id: 'wordsearch',
      title: 'Word search',
      blurb:
        'Spell words through neighbouring letters (Boggle) or along straight lines (word search).',
    },
    (panel, context) => new WordSearchTab(panel, context),
  );
}

/**
 * The tab, wired: its state is the letters, the word and the options, kept in the URL:
 * `#wordsearch?grid=PERS/LATG/SINE/TERS&word=plaster`.
 */
class WordSearchTab implements MountedPanel {
  private readonly state = new WordSearchState();
  private readonly controls = new WordSearchControls({
    letters: () => {
      this.words.clear();
      this.readGridOrFind();
    },
    qu: () => this.readGridOrFind(),
    edited: () => this.save(),
    roll: () => this.roll(),
    find: () => this.findOne(),
    findAll: () => void this.findAll(),
  });
  private readonly board = new LetterBoard((cell) =>
    this.controls.addToWord(this.state.tileText(cell)),
  );
  private readonly words = new WordList();
  private readonly watch = new WordWatchPart();
  private readonly result = h('div', {
    class: 'result',
    'aria-live': 'polite',
    'data-role': 'word-result',
  });
  // A new error clears the old answer: the words found, the path lit, and the letters drawn.
  private readonly status = new StatusLine({
    results: [this.result, this.words.element],
    onError: () => this.board.clear(),
  });
  private readonly stage = h('div', { class: 'stage' }, this.board.card, this.words.element);
  private readonly modes: ModeSwitch<'find' | 'watch'>;

  constructor(
    panel: HTMLElement,
    private readonly context: TabContext,
  ) {
    this.modes = new ModeSwitch(
      panel,
      [
        ['find', 'Find'],
        ['watch', 'Watch'],
      ],
      (mode) => this.setMode(mode),
    );
    panel.append(
      workspace(
        [this.modes.element, ...this.controls.elements, this.status.element, this.result],
        this.stage,
      ),
    );
    this.restore(context.params);
  }

  restore(params: URLSearchParams): void {
    this.controls.restore(params);
    this.words.clear();
    this.result.replaceChildren();
    this.modes.set(params.get('mode') === 'watch' ? 'watch' : 'find');
  }

  pause(): void {
    this.watch.pause();
  }

  private setMode(next: 'find' | 'watch'): void {
    if (next === 'watch') {
      this.stage.replaceChildren(this.watch.element);
    } else {
      this.watch.pause();
      this.stage.replaceChildren(this.board.card, this.words.element);
    }
    this.findOne();
  }

  /** Reads the letters onto the board; returns false (after showing why) when they are bad. */
  private readGrid(): boolean {
    try {
      const resized = this.state.read(this.controls.letters, this.controls.qu);
      this.status.clear();
      this.save();
      this.board.show(this.state.grid!, resized);
      return true;
    } catch (caught) {
      this.status.error(errorText(caught));
      return false;
    }
  }

  /** New letters: in Watch, the search for the word starts over on them. */
  private readGridOrFind(): void {
    if (this.modes.value === 'watch') this.findOne();
    else this.readGrid();
  }

  private findOne(): void {
    if (!this.readGrid()) return;
    const word = this.controls.word;
    if (!/^[a-zA-Z]+$/.test(word)) {
      this.status.error(`${JSON.stringify(word)}: expected a word of letters a-z`);
      return;
    }
    this.status.clear();
    if (this.modes.value === 'watch') {
      this.watch.load(this.state.grid!, word);
      this.result.replaceChildren(this.watch.note());
      return;
    }
    const straight = this.controls.straight;
    const answer = this.state.findWord(word, straight);
    if (answer.cells) this.board.highlight(answer.cells);
    this.result.replaceChildren(...wordAnswer(word, answer, straight));
  }

  private async findAll(): Promise<void> {
    if (this.modes.value === 'watch') this.modes.set('find');
    if (!this.readGrid()) return;
    const minLength = this.controls.minLength;
    this.result.replaceChildren(h('p', { class: 'note' }, 'Loading the English word list…'));
    try {
      const dictionary = await this.state.dictionary();
      const all = this.state.findAllWords(dictionary, minLength, this.controls.straight);
      this.result.replaceChildren(...allWordsAnswer(all));
      const found = this.state.found;
      this.words.show(found, (word) => this.board.highlight(word.cells));
      if (found[0]) this.board.highlight(found[0].cells);
    } catch (caught) {
      this.status.error(errorText(caught));
    }
  }

  private roll(): void {
    this.controls.showRoll(rollLetters());
    this.words.clear();
    this.result.replaceChildren();
    this.readGrid();
  }

  private save(): void {
    this.context.save({
      ...this.controls.urlState(),
      mode: this.modes.value === 'watch' ? 'watch' : undefined,
    });
  }
}
