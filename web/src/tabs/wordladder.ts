/**
 * The word-ladder tab: two words and a dictionary (Knuth's five-letter words, English, or a
 * list you paste); the shortest ladder shown as a chain with the changed letter marked, every
 * shortest ladder, the words farthest from a word, and the search's statistics. All of it is
 * the library's `WordLadderGraph` and its searches.
 */
import {
  allShortestLadders,
  farthestWords,
  requireWord,
  shortestLadder,
  WordLadderGraph,
} from '../../../src/puzzles/wordladder/index.js';
import { bfs, bidirectionalBfs, dfs } from '../../../src/search/index.js';
import { readWordList, type SkippedLines } from '../../../src/words/read-words.js';
import { field, formatCount, formatMs, h } from '../dom.js';
import { noun, plural } from '../plural.js';
import { workspace } from '../ui/layout.js';
import { ModeSwitch } from '../ui/mode-switch.js';
import { errorText, StatusLine } from '../ui/status-line.js';
import { packText, unpackText } from '../url-state.js';
import { loadWords, WORD_LISTS, type WordListId } from '../word-lists.js';
import { ChipsView } from '../watch/chips-view.js';
import { GridWatch, recordRun, type WatchSpec } from '../watch/grid-watch.js';
import { type Tab, type TabContext, lazyTab } from './tab.js';

interface LadderQuery {
  graph: WordLadderGraph;
  from: number;
  to: number;
}

/** The searches `shortestLadder` runs (BFS, bidirectional BFS) and DFS, traced on word ids. */
const ladderSpec: WatchSpec<LadderQuery> = {
  algorithms: [
    { id: 'bfs', name: 'BFS', note: 'word by word, nearest first' },
    { id: 'bidirectional', name: 'Bidirectional BFS', note: 'from both words until they meet' },
    { id: 'dfs', name: 'DFS', note: 'dives deep: some ladder, rarely short' },
  ],
  initial: ['bfs', 'bidirectional'],
  run: ({ graph, from, to }, algorithm) =>
    recordRun((tracer) =>
      algorithm === 'bidirectional'
        ? bidirectionalBfs(from, graph.ids, to, { tracer })
        : (algorithm === 'dfs' ? dfs : bfs)(from, graph.ids, to, { nodeCount: graph.size, tracer }),
    ),
  view: ({ graph }) => new ChipsView((id) => graph.word(id), 'ladder-chips'),
  boardKey: () => String(Math.random()),
  label: ({ graph }, id) => graph.word(id),
  startLabel: '',
  goalLabel: '',
  unit: 'step',
  fileName: 'ladder',
};

export function wordLadderTab(): Tab {
  return lazyTab(
    {
      id: 'ladder',
      title: 'Word ladder',
      blurb:
        'Change one letter at a time to turn one word into another — Lewis Carroll’s doublets.',
    },
    mount,
  );
}

/**
 * Builds the tab; its state is the inputs (dictionary, words, edits, your own list) and the
 * mode, kept in the URL: `#ladder?from=cold&to=warm`.
 */
function mount(panel: HTMLElement, context: TabContext) {
  const graphs = new Map<string, WordLadderGraph>();
  const watch = new GridWatch(ladderSpec, () => undefined);
  const resultCard = h('div', { class: 'card ladder-card' });
  const stage = h('div', { class: 'stage' }, resultCard);
  const modes = new ModeSwitch(
    panel,
    [
      ['path', 'Ladder'],
      ['watch', 'Watch'],
    ],
    (mode) => void setMode(mode),
  );
  const dictionary = h(
    'select',
    { name: 'dictionary', 'aria-label': 'dictionary' },
    Object.entries(WORD_LISTS).map(([id, list]) => h('option', { value: id }, list.name)),
    h('option', { value: 'custom' }, 'Your own list…'),
  );
  const customList = h(
    'textarea',
    { name: 'word-list', rows: 5, spellcheck: false, hidden: true, placeholder: 'one word a line' },
    'cold\ncord\ncard\nward\nwarm\nworm\nword\nwore\ncore',
  );
  // Lines of your list that are not words are left out, and said so: never a silent gap.
  const dropped = h('p', { class: 'note dropped', 'data-role': 'dropped-words', hidden: true });
  const fromInput = h('input', {
    name: 'from',
    value: 'tears',
    spellcheck: false,
    autocomplete: 'off',
  });
  const toInput = h('input', {
    name: 'to',
    value: 'smile',
    spellcheck: false,
    autocomplete: 'off',
  });
  const edits = h('input', { type: 'checkbox', name: 'edits' });
  const status = h('p', { class: 'note', 'data-role': 'graph-info' });
  const result = h('div', { class: 'result', 'aria-live': 'polite', 'data-role': 'ladder-result' });
  const error = new StatusLine({ results: [result] });
  const busy = (text: string) => result.replaceChildren(h('p', { class: 'note' }, text));
  const button = (action: string, label: string, run: () => Promise<void>, primary = false) =>
    h(
      'button',
      {
        type: 'button',
        class: primary ? 'primary' : '',
        'data-action': action,
        onclick: async () => {
          if (modes.value === 'watch') {
            if (action === 'ladder') return guarded(loadWatch);
            modes.set('path');
          }
          await guarded(run);
        },
      },
      label,
    );

  panel.classList.add('inputs-first');
  panel.append(
    workspace(
      [
        modes.element,
        field('Dictionary', dictionary),
        customList,
        dropped,
        h('div', { class: 'field-row' }, field('From', fromInput), field('To', toInput)),
        h('label', { class: 'check' }, edits, ' Also add or remove a letter (doublets with edits)'),
        h(
          'div',
          { class: 'buttons' },
          button('ladder', 'Find the ladder', findLadder, true),
          button('all', 'All shortest', findAll),
          button('farthest', 'Farthest words', findFarthest),
        ),
        error.element,
        status,
      ],
      stage,
    ),
  );

  resultCard.append(result);

  async function setMode(next: 'path' | 'watch'): Promise<void> {
    void save();
    if (next === 'path') {
      watch.pause();
      stage.replaceChildren(resultCard);
      await guarded(findLadder);
    } else {
      stage.replaceChildren(watch.element);
      await guarded(loadWatch);
    }
  }

  async function loadWatch(): Promise<void> {
    const g = await graph();
    const from = requireWord(g, fromInput.value.trim());
    const to = requireWord(g, toInput.value.trim());
    result.replaceChildren();
    watch.load({ graph: g, from, to });
  }

  async function guarded(run: () => Promise<void>): Promise<void> {
    error.clear();
    void save();
    try {
      await run();
    } catch (caught) {
      error.error(errorText(caught));
    }
  }

  async function save(): Promise<void> {
    const custom = dictionary.value === 'custom';
    context.save({
      dictionary: dictionary.value === 'sgb' ? undefined : dictionary.value,
      from: fromInput.value.trim(),
      to: toInput.value.trim(),
      edits: edits.checked ? '1' : undefined,
      words: custom ? await packText(customList.value) : undefined,
      mode: modes.value === 'watch' ? 'watch' : undefined,
    });
  }

  async function restore(params: URLSearchParams): Promise<void> {
    const id = params.get('dictionary') ?? 'sgb';
    dictionary.value = id in WORD_LISTS || id === 'custom' ? id : 'sgb';
    customList.hidden = dictionary.value !== 'custom';
    const words = params.get('words');
    if (words) {
      try {
        customList.value = await unpackText(words);
      } catch (caught) {
        error.error(errorText(caught));
      }
    }
    checkCustomList();
    fromInput.value = params.get('from') ?? fromInput.value;
    toInput.value = params.get('to') ?? toInput.value;
    edits.checked = params.get('edits') === '1';
    modes.set(params.get('mode') === 'watch' ? 'watch' : 'path');
  }

  /** The graph of the chosen list, built once per list (and per word length when large). */
  async function graph(): Promise<WordLadderGraph> {
    const id = dictionary.value;
    const withEdits = edits.checked;
    const length = fromInput.value.trim().length;
    let words: string[];
    let key: string;
    if (id === 'custom') {
      const list = readWordList(customList.value, { file: 'your list' });
      showDropped(list.skipped);
      words = list.words;
      key = `custom:${withEdits}:${customList.value}`;
    } else {
      busy('Loading the word list…');
      words = await loadWords(id as WordListId);
      // Without edits a ladder keeps its length: the graph of that length alone is the same.
      if (!withEdits && id === 'english') {
        words = words.filter((word) => word.length === length);
        key = `${id}:${length}`;
      } else key = `${id}:${withEdits}`;
    }
    let built = graphs.get(key);
    if (!built) {
      busy(`Linking ${plural(words.length, 'word')}…`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const startedAt = performance.now();
      built = new WordLadderGraph(words, { edits: withEdits });
      status.textContent = `Graph: ${plural(built.size, 'word')}, ${plural(built.edgeCount, 'link')}, built in ${formatMs(performance.now() - startedAt)}.`;
      graphs.set(key, built);
    }
    return built;
  }

  /** Names the lines of your list that were left out, and why. */
  function showDropped(skipped: SkippedLines | undefined): void {
    const lines = skipped?.lines ?? [];
    dropped.hidden = dictionary.value !== 'custom' || lines.length === 0;
    if (dropped.hidden) return;
    const more = skipped!.count - lines.length;
    const named = lines.map(({ line, text }) => `“${text}” (line ${line})`).join(', ');
    dropped.textContent = `Left out of your list: ${named}${more > 0 ? ` and ${formatCount(more)} more` : ''}. A word is letters a-z only: no digits, spaces or punctuation.`;
  }

  /** Checks your list as it is typed, so what is left out is said before a search. */
  function checkCustomList(): void {
    try {
      showDropped(readWordList(customList.value).skipped);
    } catch {
      // A list with no words at all is reported by the search itself.
      showDropped(undefined);
    }
  }

  async function findLadder(): Promise<void> {
    const g = await graph();
    const found = shortestLadder(g, fromInput.value.trim(), toInput.value.trim(), {
      timeLimitMs: 10_000,
    });
    const stats = `${found.algorithm === 'bfs' ? 'BFS' : 'bidirectional BFS'} expanded ${plural(found.stats.expanded, 'word')} in ${formatMs(found.stats.elapsedMs)}`;
    if (!found.ladder) {
      result.replaceChildren(
        h('p', { class: 'headline', 'data-role': 'headline' }, 'No ladder'),
        h(
          'p',
          {},
          found.outcome === 'exhausted'
            ? `No chain exists: every word reachable from ${fromInput.value.trim()} was tried, and ${toInput.value.trim()} is not among them.`
            : `No chain found before the search was stopped (${found.outcome === 'timeLimit' ? 'the time limit' : found.outcome}).`,
        ),
        h('p', { class: 'stats' }, stats),
      );
      return;
    }
    result.replaceChildren(
      h(
        'p',
        { class: 'headline', 'data-role': 'headline' },
        plural(found.steps, 'step'),
        h('span', { class: 'sub' }, ' the fewest possible'),
      ),
      ladderView(found.ladder),
      h('p', { class: 'stats', 'data-role': 'stats' }, stats),
      h(
        'p',
        { class: 'cli' },
        h('code', {}, `puzzlegraph ladder ${found.ladder[0]} ${found.ladder.at(-1)}`),
      ),
    );
  }

  async function findAll(): Promise<void> {
    const g = await graph();
    const all = allShortestLadders(g, fromInput.value.trim(), toInput.value.trim(), {
      maxLadders: 200,
      timeLimitMs: 10_000,
    });
    if (all.ladders.length === 0) {
      result.replaceChildren(h('p', { class: 'headline', 'data-role': 'headline' }, 'No ladder'));
      return;
    }
    result.replaceChildren(
      h(
        'p',
        { class: 'headline', 'data-role': 'headline' },
        `${all.ladders.length}${all.truncated ? '+' : ''} shortest ${noun(all.ladders.length, 'ladder')}`,
        h('span', { class: 'sub' }, ` of ${plural(all.steps, 'step')}`),
      ),
      h(
        'div',
        { class: 'ladder-list' },
        all.ladders.map((ladder) => ladderView(ladder, true)),
      ),
      h(
        'p',
        { class: 'stats' },
        `expanded ${plural(all.stats.expanded, 'word')} in ${formatMs(all.stats.elapsedMs)}`,
      ),
    );
  }

  async function findFarthest(): Promise<void> {
    const g = await graph();
    const far = farthestWords(g, fromInput.value.trim());
    result.replaceChildren(
      h(
        'p',
        { class: 'headline', 'data-role': 'headline' },
        plural(far.distance, 'step'),
        h(
          'span',
          { class: 'sub' },
          ` to the farthest of ${plural(far.reachable, 'reachable word')}`,
        ),
      ),
      h(
        'p',
        {},
        `Farthest: ${far.words.slice(0, 30).join(', ')}${far.words.length > 30 ? ` and ${far.words.length - 30} more` : ''}`,
      ),
      ladderView(far.ladder),
    );
  }

  customList.addEventListener('input', checkCustomList);
  dictionary.addEventListener('change', () => {
    customList.hidden = dictionary.value !== 'custom';
    checkCustomList();
    if (dictionary.value === 'custom') {
      fromInput.value = 'cold';
      toInput.value = 'warm';
    }
  });
  for (const input of [fromInput, toInput]) {
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') void guarded(modes.value === 'watch' ? loadWatch : findLadder);
    });
  }
  void restore(context.params);
  return { restore, pause: () => watch.pause() };
}

/** A ladder as a chain of word tiles, the letter changed at each step highlighted. */
function ladderView(ladder: readonly string[], compact = false): HTMLElement {
  return h(
    'ol',
    { class: `ladder${compact ? ' compact' : ''}`, 'data-role': 'ladder' },
    ladder.map((word, i) => {
      const previous = ladder[i - 1];
      const letters = [...word].map((letter, at) =>
        h(
          'span',
          {
            class:
              previous !== undefined && (previous.length !== word.length || previous[at] !== letter)
                ? 'changed'
                : '',
          },
          letter,
        ),
      );
      return h('li', { 'data-word': word }, letters);
    }),
  );
}
