/**
 * The word search / Boggle tab: type a letter grid or roll the Boggle dice; find one word
 * (its cells lit in order, by the Boggle rule or along straight lines) or every English word
 * in the grid with Boggle scores. The searches are the library's `findWord` and
 * `findAllWords` on a `Trie` of the bundled ENABLE2K list. Watch replays the search for one
 * word: the library's depth-first search against breadth-first over paths, side by side.
 */
import {
  findAllWords,
  findWord,
  formatLetterGrid,
  parseLetterGrid,
  rollBoggle,
  tileText,
  Trie,
  type FoundWord,
  type LetterGrid,
} from '../../../src/puzzles/wordsearch/index.js';
import { seededRandom } from '../../../src/grid/index.js';
import { field, formatMs, h } from '../dom.js';
import { plural } from '../plural.js';
import { workspace } from '../ui/layout.js';
import { ModeSwitch } from '../ui/mode-switch.js';
import { errorText, StatusLine } from '../ui/status-line.js';
import { GridView } from '../grid-view.js';
import { loadWords } from '../word-lists.js';
import { wordSearchWatch } from '../watch/wordsearch-watch.js';
import { type Tab, type TabContext, lazyTab } from './tab.js';

export function wordSearchTab(): Tab {
  return lazyTab(
    {
      id: 'wordsearch',
      title: 'Word search',
      blurb:
        'Spell words through neighbouring letters (Boggle) or along straight lines (word search).',
    },
    mount,
  );
}

/**
 * Builds the tab; its state is the letters, the word and the options, kept in the URL:
 * `#wordsearch?grid=PERS/LATG/SINE/TERS&word=plaster`.
 */
function mount(panel: HTMLElement, context: TabContext) {
  let grid: LetterGrid | undefined;
  const watch = wordSearchWatch();
  let view: GridView | undefined;
  let trie: Promise<Trie> | undefined;
  let found: FoundWord[] = [];

  const gridText = h(
    'textarea',
    { name: 'grid', rows: 5, spellcheck: false, class: 'mono grid-input' },
    'PERS\nLATG\nSINE\nTERS',
  );
  const qu = h('input', { type: 'checkbox', name: 'qu', checked: true });
  const straight = h('input', { type: 'checkbox', name: 'straight' });
  const wordInput = h('input', {
    name: 'word',
    value: 'plaster',
    spellcheck: false,
    autocomplete: 'off',
  });
  const minLength = h('input', {
    type: 'number',
    name: 'min-length',
    min: '1',
    max: '16',
    value: '3',
  });
  const result = h('div', { class: 'result', 'aria-live': 'polite', 'data-role': 'word-result' });
  const list = h('ol', { class: 'word-list', 'data-role': 'word-list' });
  // A new error clears the old answer: the words found, the path lit, and the letters drawn.
  const error = new StatusLine({
    results: [result, list],
    onError: () => {
      view?.clearStates();
      view?.drawPath([]);
    },
  });
  const boardCard = h('div', { class: 'board-card card letters-card' });
  const stage = h('div', { class: 'stage' }, boardCard, list);
  const modes = new ModeSwitch(
    panel,
    [
      ['find', 'Find'],
      ['watch', 'Watch'],
    ],
    (mode) => setMode(mode),
  );

  panel.append(
    workspace(
      [
        modes.element,
        field('Letters', gridText, 'rows of letters, or rows separated by / on one line'),
        h(
          'div',
          { class: 'buttons' },
          h(
            'button',
            { type: 'button', 'data-action': 'roll', onclick: () => roll() },
            'Roll Boggle dice',
          ),
          h('label', { class: 'check' }, qu, ' q is Qu'),
          h('label', { class: 'check', 'data-path-only': '' }, straight, ' straight lines only'),
        ),
        h(
          'div',
          { class: 'field-row find-row' },
          field('Find a word', wordInput),
          h(
            'button',
            { type: 'button', class: 'primary', 'data-action': 'find', onclick: () => findOne() },
            'Find',
          ),
        ),
        h(
          'div',
          { class: 'field-row find-row', 'data-path-only': '' },
          field('Shortest word', minLength),
          h(
            'button',
            { type: 'button', 'data-action': 'find-all', onclick: () => void findAll() },
            'All English words',
          ),
        ),
        error.element,
        result,
      ],
      stage,
    ),
  );

  function setMode(next: 'find' | 'watch'): void {
    if (next === 'watch') {
      stage.replaceChildren(watch.element);
    } else {
      watch.pause();
      stage.replaceChildren(boardCard, list);
    }
    findOne();
  }

  /** Watch: the search for the word, replayed; the Boggle rule only. */
  function watchOne(word: string): void {
    watch.load({ grid: grid!, word: word.toLowerCase(), from: -1, to: -1 });
    result.replaceChildren(
      h(
        'p',
        { class: 'note' },
        'Press Play. Depth-first follows one path as deep as the word allows; breadth-first enters every shorter path first. A cell lights each time a path ends on it.',
      ),
    );
  }

  function readGrid(): boolean {
    try {
      const next = parseLetterGrid(gridText.value, { qu: qu.checked, file: 'grid' });
      if (next.width > 30 || next.height > 30)
        throw new Error('the playground draws grids up to 30x30; use the CLI for bigger ones');
      const resized = !grid || grid.width !== next.width || grid.height !== next.height;
      grid = next;
      error.clear();
      save();
      if (resized || !view) {
        view = new GridView({
          width: next.width,
          height: next.height,
          className: 'letter-board',
          label: (cell) => `row ${next.board.y(cell) + 1}, column ${next.board.x(cell) + 1}`,
        });
        view.onClick = (square) => {
          wordInput.value += tileText(grid!, square);
        };
        boardCard.replaceChildren(view.element);
        boardCard.style.setProperty('--board-cols', String(next.width));
      }
      for (let cell = 0; cell < next.board.size; cell++) {
        const letters = tileText(next, cell).replace(/^qu$/, 'Qu').toUpperCase();
        view.setLabel(cell, letters);
        view.describe(cell, `${letters.length > 1 ? 'letters' : 'letter'} ${letters}`);
        view.setState(cell, '');
      }
      view.drawPath([]);
      return true;
    } catch (caught) {
      grid = undefined;
      error.error(errorText(caught));
      return false;
    }
  }

  function highlight(cells: readonly number[]): void {
    const v = view!;
    v.clearStates();
    cells.forEach((cell, i) => v.setState(cell, i === 0 ? 'path first' : 'path'));
    v.drawPath(cells);
  }

  function findOne(): void {
    if (!readGrid()) return;
    const word = wordInput.value.trim();
    if (!/^[a-zA-Z]+$/.test(word)) {
      error.error(`${JSON.stringify(word)}: expected a word of letters a-z`);
      return;
    }
    error.clear();
    if (modes.value === 'watch') {
      watchOne(word);
      return;
    }
    const answer = findWord(grid!, word, { straight: straight.checked, timeLimitMs: 5000 });
    if (answer.cells) highlight(answer.cells);
    result.replaceChildren(
      h(
        'p',
        { class: 'headline', 'data-role': 'headline' },
        answer.cells ? `“${word.toLowerCase()}” is there` : `“${word.toLowerCase()}” is not there`,
      ),
      h(
        'p',
        { class: 'stats' },
        `${straight.checked ? 'Straight-line' : 'Depth-first'} search entered ${plural(answer.stats.expanded, 'cell')} in ${formatMs(answer.stats.elapsedMs)}`,
      ),
    );
  }

  async function findAll(): Promise<void> {
    if (modes.value === 'watch') modes.set('find');
    if (!readGrid()) return;
    const min = Math.max(1, Math.floor(Number(minLength.value) || 3));
    result.replaceChildren(h('p', { class: 'note' }, 'Loading the English word list…'));
    try {
      trie ??= loadWords('english').then((words) => Trie.fromWords(words));
      const dictionary = await trie;
      const all = findAllWords(grid!, dictionary, {
        minLength: min,
        straight: straight.checked,
        timeLimitMs: 10_000,
      });
      found = all.words;
      result.replaceChildren(
        h(
          'p',
          { class: 'headline', 'data-role': 'headline' },
          all.words.length === 0 ? 'no words' : plural(all.words.length, 'word'),
          h('span', { class: 'sub' }, ` · ${plural(all.score, 'point')}`),
        ),
        h(
          'p',
          { class: 'stats' },
          `entered ${plural(all.stats.expanded, 'cell')} in ${formatMs(all.stats.elapsedMs)}; click a word to see it`,
        ),
      );
      list.replaceChildren(
        ...found
          .slice(0, 500)
          .map((w, i) =>
            h(
              'li',
              {},
              h(
                'button',
                { type: 'button', 'data-index': String(i), onclick: () => highlight(w.cells) },
                w.word,
                h('small', {}, String(w.score)),
              ),
            ),
          ),
      );
      if (found.length > 500)
        list.append(h('li', { class: 'note' }, `and ${found.length - 500} more`));
      if (found[0]) highlight(found[0].cells);
    } catch (caught) {
      error.error(errorText(caught));
    }
  }

  function roll(): void {
    const rolled = rollBoggle(seededRandom((Math.random() * 2 ** 32) >>> 0));
    gridText.value = formatLetterGrid(rolled);
    qu.checked = true;
    list.replaceChildren();
    result.replaceChildren();
    readGrid();
  }

  gridText.addEventListener('input', () => {
    list.replaceChildren();
    if (modes.value === 'watch') findOne();
    else readGrid();
  });
  qu.addEventListener('change', () => (modes.value === 'watch' ? findOne() : readGrid()));
  straight.addEventListener('change', () => save());
  wordInput.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') findOne();
  });
  wordInput.addEventListener('input', () => save());

  function save(): void {
    context.save({
      grid: gridText.value
        .trim()
        .split(/\s*\n\s*/)
        .join('/'),
      word: wordInput.value.trim(),
      qu: qu.checked ? undefined : '0',
      straight: straight.checked ? '1' : undefined,
      mode: modes.value === 'watch' ? 'watch' : undefined,
    });
  }

  function restore(params: URLSearchParams): void {
    const letters = params.get('grid');
    if (letters) gridText.value = letters.split('/').join('\n');
    wordInput.value = params.get('word') ?? wordInput.value;
    qu.checked = params.get('qu') !== '0';
    straight.checked = params.get('straight') === '1';
    list.replaceChildren();
    result.replaceChildren();
    modes.set(params.get('mode') === 'watch' ? 'watch' : 'find');
  }

  restore(context.params);
  return { restore, pause: () => watch.pause() };
}
