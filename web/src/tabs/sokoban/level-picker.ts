/**
 * Where the Sokoban level comes from: a bundled collection and a level number, a pasted
 * level, or a file of your own (picker or drag-and-drop; a collection gives a list of its
 * levels to choose from). It tells the tab through `onLevel`; errors go to `onError`.
 *
 * ```ts
 * const picker = new LevelPicker({ onLevel: (level, source) => game.load(level, source), onError });
 * await picker.loadBundled('microban', 3);
 * picker.loadText('#####\n#@$.#\n#####', 'pasted level');
 * ```
 */
import {
  parseCollection,
  parseLevel,
  type SokobanLevel,
} from '../../../../src/puzzles/sokoban/index.js';
import { field, h } from '../../dom.js';
import { plural } from '../../plural.js';
import { COLLECTIONS, loadCollection, type CollectionId } from '../../sokoban-levels.js';
import { acceptDrops, openFileButton, type TextFile } from '../../ui/files.js';
import { errorText } from '../../ui/status-line.js';
import type { LevelSource } from './game.js';

const EXAMPLE = `  #####
###   #
#.@$  #
### $.#
#.##$ #
# # . ##
#$ *$$.#
#   .  #
########`;

export interface LevelPickerOptions {
  onLevel: (level: SokobanLevel, source: LevelSource, moves?: string) => void;
  onError: (text: string) => void;
}

export class LevelPicker {
  readonly element: HTMLElement;
  /** The source chosen: a collection id, 'paste' or 'file'. */
  private readonly source: HTMLSelectElement;
  private readonly fileOption: HTMLOptionElement;
  private readonly number: HTMLInputElement;
  private readonly count: HTMLElement;
  private readonly pasteArea: HTMLTextAreaElement;
  private readonly pasteRow: HTMLElement;
  private readonly fileLevels: HTMLSelectElement;
  private file: { name: string; levels: SokobanLevel[] } | undefined;
  /** Bundled loads asked for so far: a load that a later one has overtaken shows nothing. */
  private loads = 0;

  constructor(private readonly options: LevelPickerOptions) {
    this.fileOption = h('option', { value: 'file', hidden: true }, 'Your file');
    this.source = h(
      'select',
      { name: 'collection', 'aria-label': 'collection', onchange: () => this.sourceChanged() },
      COLLECTIONS.map((c) => h('option', { value: c.id }, c.name)),
      this.fileOption,
      h('option', { value: 'paste' }, 'Paste a level…'),
    );
    this.number = h('input', {
      type: 'number',
      name: 'level',
      min: '1',
      value: '1',
      'aria-label': 'level number',
      onchange: () => void this.loadChosen(),
    });
    this.count = h('span', { class: 'hint', 'data-role': 'level-count' });
    this.pasteArea = h(
      'textarea',
      {
        name: 'level-text',
        rows: 9,
        spellcheck: false,
        class: 'mono',
        placeholder: 'paste a level: # wall, @ worker, $ crate, . goal',
      },
      EXAMPLE,
    );
    this.pasteRow = h(
      'div',
      { class: 'paste', hidden: true },
      this.pasteArea,
      h(
        'button',
        {
          type: 'button',
          'data-action': 'load',
          onclick: () => this.loadText(this.pasteArea.value, 'pasted level'),
        },
        'Load',
      ),
    );
    this.fileLevels = h('select', {
      name: 'file-level',
      'aria-label': 'level of your file',
      hidden: true,
      onchange: () => this.showFileLevel(Number(this.fileLevels.value)),
    });
    const step = (delta: number, label: string, glyph: string) =>
      h(
        'button',
        { type: 'button', class: 'icon', 'aria-label': label, onclick: () => this.step(delta) },
        glyph,
      );
    this.element = h(
      'div',
      { class: 'level-picker' },
      h(
        'div',
        { class: 'field-row' },
        field('Levels', this.source),
        field(
          'Level',
          h(
            'span',
            { class: 'inline one-line' },
            step(-1, 'previous level', '‹'),
            this.number,
            step(1, 'next level', '›'),
          ),
        ),
      ),
      h(
        'div',
        { class: 'inline file-row' },
        this.count,
        openFileButton('.sok,.xsb,.txt,text/plain', (file) => this.openFile(file), options.onError),
      ),
      this.fileLevels,
      this.pasteRow,
    );
  }

  /** Files dropped on `target` (the whole tab) are read as levels. */
  acceptDrops(target: HTMLElement): void {
    acceptDrops(target, (file) => this.openFile(file), this.options.onError);
  }

  get pastedText(): string {
    return this.pasteArea.value;
  }

  async loadBundled(id: CollectionId, n: number, moves?: string): Promise<void> {
    this.source.value = id;
    this.number.value = String(n);
    this.showControls();
    await this.loadChosen(moves);
  }

  /** Parses one level (a paste, a link); shown in the paste box so it can be edited. */
  loadText(text: string, file: string, moves?: string): void {
    this.source.value = 'paste';
    this.pasteArea.value = text;
    this.showControls();
    try {
      const level = parseLevel(text, { file });
      this.options.onLevel(
        level,
        { caption: level.title ? `Pasted: ${level.title}` : 'Pasted level' },
        moves,
      );
    } catch (caught) {
      this.options.onError(errorText(caught));
    }
  }

  openFile(file: TextFile): void {
    try {
      const levels = parseCollection(file.text, { file: file.name });
      if (levels.length === 0) throw new Error(`${file.name}: no Sokoban level in this file`);
      this.file = { name: file.name, levels };
      this.fileOption.hidden = false;
      this.fileOption.textContent = file.name;
      this.source.value = 'file';
      this.fileLevels.replaceChildren(
        ...levels.map((level, i) =>
          h(
            'option',
            { value: String(i + 1) },
            `${i + 1}${level.title ? ` · ${level.title}` : ''}`,
          ),
        ),
      );
      this.number.value = '1';
      this.showControls();
      this.showFileLevel(1);
    } catch (caught) {
      this.options.onError(errorText(caught));
    }
  }

  private showFileLevel(n: number, moves?: string): void {
    const file = this.file!;
    const at = Math.min(Math.max(1, n), file.levels.length);
    this.number.value = String(at);
    this.number.max = String(file.levels.length);
    this.fileLevels.value = String(at);
    this.count.textContent = plural(file.levels.length, 'level');
    const level = file.levels[at - 1];
    this.options.onLevel(
      level,
      { caption: `${file.name} ${at}${level.title ? ` — ${level.title}` : ''}` },
      moves,
    );
  }

  private sourceChanged(): void {
    this.showControls();
    if (this.source.value === 'paste') this.loadText(this.pasteArea.value, 'pasted level');
    else void this.loadChosen();
  }

  private showControls(): void {
    const chosen = this.source.value;
    this.pasteRow.hidden = chosen !== 'paste';
    this.number.disabled = chosen === 'paste';
    this.count.hidden = chosen === 'paste';
    this.fileLevels.hidden = chosen !== 'file';
  }

  private step(delta: number): void {
    if (this.source.value === 'paste') return;
    this.number.value = String(Math.max(1, Number(this.number.value) + delta));
    void this.loadChosen();
  }

  /**
   * Shows the chosen level of the chosen collection, once the collection has arrived. By then
   * another level or collection may have been asked for, or a number typed: a collection that
   * arrives late neither shows its level over the newer choice nor writes over the number.
   */
  private async loadChosen(moves?: string): Promise<void> {
    const typed = this.number.value;
    const wanted = Math.floor(Number(typed) || 1);
    if (this.source.value === 'file') return this.showFileLevel(wanted, moves);
    if (this.source.value === 'paste') return;
    const id = this.source.value as CollectionId;
    const load = ++this.loads;
    try {
      const levels = await loadCollection(id);
      if (load !== this.loads || this.number.value !== typed) return;
      const n = Math.min(Math.max(1, wanted), levels.length);
      this.number.value = String(n);
      this.number.max = String(levels.length);
      this.count.textContent = plural(levels.length, 'level');
      const collection = COLLECTIONS.find((c) => c.id === id)!;
      const level = levels[n - 1];
      this.options.onLevel(
        level,
        {
          caption: `${collection.name} ${n}${level.title && level.title !== String(n) ? ` — ${level.title}` : ''}`,
          credit: collection.credit,
          collection: id,
          number: n,
        },
        moves,
      );
    } catch (caught) {
      if (load === this.loads) this.options.onError(errorText(caught));
    }
  }
}
