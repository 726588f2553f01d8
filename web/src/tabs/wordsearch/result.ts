/**
 * The word search tab's answers: whether a word is there, and every word found with its
 * Boggle score, as a list under the board where a click lights a word's cells.
 *
 * ```ts
 * result.replaceChildren(...wordAnswer('plaster', state.findWord('plaster', false), false));
 * words.show(state.found, (word) => board.highlight(word.cells));
 * ```
 */
import type {
  FindAllResult,
  FindWordResult,
  FoundWord,
} from '../../../../src/puzzles/wordsearch/index.js';
import { formatMs, h } from '../../dom.js';
import { plural } from '../../plural.js';

/** The most words listed; the rest are counted. */
const LISTED = 500;

export function wordAnswer(word: string, answer: FindWordResult, straight: boolean): HTMLElement[] {
  const lower = word.toLowerCase();
  return [
    h(
      'p',
      { class: 'headline', 'data-role': 'headline' },
      answer.cells ? `“${lower}” is there` : `“${lower}” is not there`,
    ),
    h(
      'p',
      { class: 'stats' },
      `${straight ? 'Straight-line' : 'Depth-first'} search entered ${plural(answer.stats.expanded, 'cell')} in ${formatMs(answer.stats.elapsedMs)}`,
    ),
  ];
}

export function allWordsAnswer(all: FindAllResult): HTMLElement[] {
  return [
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
  ];
}

/** The words found, each a button with its score. */
export class WordList {
  readonly element = h('ol', { class: 'word-list', 'data-role': 'word-list' });

  show(found: readonly FoundWord[], onPick: (word: FoundWord) => void): void {
    this.element.replaceChildren(
      ...found
        .slice(0, LISTED)
        .map((w, i) =>
          h(
            'li',
            {},
            h(
              'button',
              { type: 'button', 'data-index': String(i), onclick: () => onPick(w) },
              w.word,
              h('small', {}, String(w.score)),
            ),
          ),
        ),
    );
    if (found.length > LISTED)
      this.element.append(h('li', { class: 'note' }, `and ${found.length - LISTED} more`));
  }

  clear(): void {
    this.element.replaceChildren();
  }
}
