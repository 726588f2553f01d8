/**
 * The word search tab's form: the letters (typed, or rolled with the Boggle dice), whether
 * q is Qu, straight lines only, the word to find and the shortest word for "All English
 * words". It tells the tab what was edited or pressed, and says what it holds as URL state.
 *
 * ```ts
 * const controls = new WordSearchControls({ letters: readGrid, qu: readGrid, … });
 * controls.restore(new URLSearchParams('grid=CATS/ODOG/WXYZ&word=cow'));
 * controls.letters; // 'CATS\nODOG\nWXYZ'
 * ```
 */
import { field, h } from '../../dom.js';

export interface WordSearchControlEvents {
  /** The letters were edited. */
  letters: () => void;
  /** "q is Qu" was switched. */
  qu: () => void;
  /** The word was edited, or straight lines switched: only the URL changes. */
  edited: () => void;
  roll: () => void;
  /** Find, or Enter in the word. */
  find: () => void;
  findAll: () => void;
}

export class WordSearchControls {
  /** The form, in order, for the tab's controls card. */
  readonly elements: HTMLElement[];
  private readonly gridText = h(
    'textarea',
    { name: 'grid', rows: 5, spellcheck: false, class: 'mono grid-input' },
    'PERS\nLATG\nSINE\nTERS',
  );
  private readonly quBox = h('input', { type: 'checkbox', name: 'qu', checked: true });
  private readonly straightBox = h('input', { type: 'checkbox', name: 'straight' });
  private readonly wordInput = h('input', {
    name: 'word',
    value: 'plaster',
    spellcheck: false,
    autocomplete: 'off',
  });
  private readonly minLengthInput = h('input', {
    type: 'number',
    name: 'min-length',
    min: '1',
    max: '16',
    value: '3',
  });

  constructor(on: WordSearchControlEvents) {
    this.elements = this.layout(on);
    this.gridText.addEventListener('input', () => on.letters());
    this.quBox.addEventListener('change', () => on.qu());
    this.straightBox.addEventListener('change', () => on.edited());
    this.wordInput.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') on.find();
    });
    this.wordInput.addEventListener('input', () => on.edited());
  }

  get letters(): string {
    return this.gridText.value;
  }

  get qu(): boolean {
    return this.quBox.checked;
  }

  get straight(): boolean {
    return this.straightBox.checked;
  }

  /** The word to find, trimmed. */
  get word(): string {
    return this.wordInput.value.trim();
  }

  /** The shortest word "All English words" lists: a whole number, at least 1 (3 if unreadable). */
  get minLength(): number {
    return Math.max(1, Math.floor(Number(this.minLengthInput.value) || 3));
  }

  /** A fresh roll of the dice: its letters, read with q as Qu. */
  showRoll(letters: string): void {
    this.gridText.value = letters;
    this.quBox.checked = true;
  }

  /** A clicked cell's letters go on the end of the word. */
  addToWord(letters: string): void {
    this.wordInput.value += letters;
  }

  /** The form as the URL keeps it (rows joined by `/`); the mode is the tab's. */
  urlState(): Record<string, string | undefined> {
    return {
      grid: this.gridText.value
        .trim()
        .split(/\s*\n\s*/)
        .join('/'),
      word: this.word,
      qu: this.qu ? undefined : '0',
      straight: this.straight ? '1' : undefined,
    };
  }

  /** Fills the form from a link; missing letters or word keep theirs. */
  restore(params: URLSearchParams): void {
    const letters = params.get('grid');
    if (letters) this.gridText.value = letters.split('/').join('\n');
    this.wordInput.value = params.get('word') ?? this.wordInput.value;
    this.quBox.checked = params.get('qu') !== '0';
    this.straightBox.checked = params.get('straight') === '1';
  }

  private layout(on: WordSearchControlEvents): HTMLElement[] {
    return [
      field('Letters', this.gridText, 'rows of letters, or rows separated by / on one line'),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          { type: 'button', 'data-action': 'roll', onclick: () => on.roll() },
          'Roll Boggle dice',
        ),
        h('label', { class: 'check' }, this.quBox, ' q is Qu'),
        h(
          'label',
          { class: 'check', 'data-path-only': '' },
          this.straightBox,
          ' straight lines only',
        ),
      ),
      h(
        'div',
        { class: 'field-row find-row' },
        field('Find a word', this.wordInput),
        h(
          'button',
          { type: 'button', class: 'primary', 'data-action': 'find', onclick: () => on.find() },
          'Find',
        ),
      ),
      h(
        'div',
        { class: 'field-row find-row', 'data-path-only': '' },
        field('Shortest word', this.minLengthInput),
        h(
          'button',
          { type: 'button', 'data-action': 'find-all', onclick: () => on.findAll() },
          'All English words',
        ),
      ),
    ];
  }
}
