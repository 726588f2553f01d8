/**
 * The word-ladder tab's form: the dictionary (a bundled list or your own, checked as it is
 * typed), the two words, edits, and the three searches' buttons; under them, what the last
 * graph built holds. It is the tab's `LadderInputs`, read live.
 *
 * ```ts
 * const controls = new LadderControls({ action: (name) => run(name), enter: findLadder });
 * controls.from; // 'tears'
 * ```
 */
import type { WordLadderGraph } from '../../../../src/puzzles/wordladder/index.js';
import { readWordList, type SkippedLines } from '../../../../src/words/read-words.js';
import { field, formatCount, formatMs, h } from '../../dom.js';
import { plural } from '../../plural.js';
import { packText } from '../../url-state.js';
import { WORD_LISTS } from '../../word-lists.js';
import type { LadderInputs } from './state.js';

/** The three searches, by their buttons' `data-action`. */
export type LadderAction = 'ladder' | 'all' | 'farthest';

export interface LadderControlEvents {
  action: (action: LadderAction) => void;
  /** Enter was pressed in a word. */
  enter: () => void;
}

const wordInput = (name: string, value: string) =>
  h('input', { name, value, spellcheck: false, autocomplete: 'off' });

export class LadderControls implements LadderInputs {
  /** The form, in order, for the tab's controls card. */
  readonly elements: HTMLElement[];
  /** What the last graph built holds; goes under the status line. */
  readonly graphInfo = h('p', { class: 'note', 'data-role': 'graph-info' });
  private readonly dictionarySelect = h(
    'select',
    { name: 'dictionary', 'aria-label': 'dictionary' },
    Object.entries(WORD_LISTS).map(([id, list]) => h('option', { value: id }, list.name)),
    h('option', { value: 'custom' }, 'Your own list…'),
  );
  private readonly customText = h(
    'textarea',
    { name: 'word-list', rows: 5, spellcheck: false, hidden: true, placeholder: 'one word a line' },
    'cold\ncord\ncard\nward\nwarm\nworm\nword\nwore\ncore',
  );
  // Lines of your list that are not words are left out, and said so: never a silent gap.
  private readonly dropped = h('p', {
    class: 'note dropped',
    'data-role': 'dropped-words',
    hidden: true,
  });
  private readonly fromInput = wordInput('from', 'tears');
  private readonly toInput = wordInput('to', 'smile');
  private readonly editsBox = h('input', { type: 'checkbox', name: 'edits' });

  constructor(on: LadderControlEvents) {
    this.elements = this.layout(on);
    this.customText.addEventListener('input', () => this.checkCustomList());
    this.dictionarySelect.addEventListener('change', () => {
      this.customText.hidden = this.dictionary !== 'custom';
      this.checkCustomList();
      if (this.dictionary === 'custom') {
        this.fromInput.value = 'cold';
        this.toInput.value = 'warm';
      }
    });
    for (const input of [this.fromInput, this.toInput]) {
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') on.enter();
      });
    }
  }

  get dictionary(): string {
    return this.dictionarySelect.value;
  }

  get customList(): string {
    return this.customText.value;
  }

  get from(): string {
    return this.fromInput.value.trim();
  }

  get to(): string {
    return this.toInput.value.trim();
  }

  get edits(): boolean {
    return this.editsBox.checked;
  }

  /** Names the lines of your list that were left out, and why. */
  showDropped(skipped: SkippedLines | undefined): void {
    const lines = skipped?.lines ?? [];
    const dropped = this.dropped;
    dropped.hidden = this.dictionary !== 'custom' || lines.length === 0;
    if (dropped.hidden) return;
    const more = skipped!.count - lines.length;
    const named = lines.map(({ line, text }) => `“${text}” (line ${line})`).join(', ');
    dropped.textContent = `Left out of your list: ${named}${more > 0 ? ` and ${formatCount(more)} more` : ''}. A word is letters a-z only: no digits, spaces or punctuation.`;
  }

  showGraph(graph: WordLadderGraph, elapsedMs: number): void {
    this.graphInfo.textContent = `Graph: ${plural(graph.size, 'word')}, ${plural(graph.edgeCount, 'link')}, built in ${formatMs(elapsedMs)}.`;
  }

  /** The form as the URL keeps it (your list packed); the mode is the tab's. */
  async urlState(): Promise<Record<string, string | undefined>> {
    const custom = this.dictionary === 'custom';
    return {
      dictionary: this.dictionary === 'sgb' ? undefined : this.dictionary,
      from: this.from,
      to: this.to,
      edits: this.edits ? '1' : undefined,
      words: custom ? await packText(this.customList) : undefined,
    };
  }

  /** A link's dictionary (unknown ones: the SGB words). */
  restoreDictionary(requested: string | null): void {
    const id = requested ?? 'sgb';
    this.dictionarySelect.value = id in WORD_LISTS || id === 'custom' ? id : 'sgb';
    this.customText.hidden = this.dictionary !== 'custom';
  }

  /** A link's own list, unpacked. */
  restoreCustomList(text: string): void {
    this.customText.value = text;
  }

  /** A link's words and edits; the list is checked first. */
  restoreWords(params: URLSearchParams): void {
    this.checkCustomList();
    this.fromInput.value = params.get('from') ?? this.fromInput.value;
    this.toInput.value = params.get('to') ?? this.toInput.value;
    this.editsBox.checked = params.get('edits') === '1';
  }

  /** Checks your list as it is typed, so what is left out is said before a search. */
  private checkCustomList(): void {
    try {
      this.showDropped(readWordList(this.customList).skipped);
    } catch {
      // A list with no words at all is reported by the search itself.
      this.showDropped(undefined);
    }
  }

  private layout(on: LadderControlEvents): HTMLElement[] {
    const button = (action: LadderAction, label: string, primary = false) =>
      h(
        'button',
        {
          type: 'button',
          class: primary ? 'primary' : '',
          'data-action': action,
          onclick: () => on.action(action),
        },
        label,
      );
    return [
      field('Dictionary', this.dictionarySelect),
      this.customText,
      this.dropped,
      h('div', { class: 'field-row' }, field('From', this.fromInput), field('To', this.toInput)),
      h(
        'label',
        { class: 'check' },
        this.editsBox,
        ' Also add or remove a letter (doublets with edits)',
      ),
      h(
        'div',
        { class: 'buttons' },
        button('ladder', 'Find the ladder', true),
        button('all', 'All shortest'),
        button('farthest', 'Farthest words'),
      ),
    ];
  }
}
