/**
 * The word search tab's Watch: the search for one word replayed, the library's depth-first
 * search against breadth-first over paths, side by side; the Boggle rule only.
 *
 * ```ts
 * const watch = new WordWatchPart();
 * stage.replaceChildren(watch.element);
 * watch.load(grid, 'plaster');
 * result.replaceChildren(watch.note());
 * ```
 */
import type { LetterGrid } from '../../../../src/puzzles/wordsearch/index.js';
import { h } from '../../dom.js';
import type { GridWatch } from '../../watch/grid-watch.js';
import { wordSearchWatch, type WordWatchQuery } from '../../watch/wordsearch-watch.js';

export class WordWatchPart {
  private readonly watch: GridWatch<WordWatchQuery> = wordSearchWatch();

  get element(): HTMLElement {
    return this.watch.element;
  }

  load(grid: LetterGrid, word: string): void {
    // No start or goal square: a path may begin on any cell.
    this.watch.load({ grid, word: word.toLowerCase(), from: -1, to: -1 });
  }

  /** What Watch shows, said where the answer goes in Find. */
  note(): HTMLElement {
    return h(
      'p',
      { class: 'note' },
      'Press Play. Depth-first follows one path as deep as the word allows; breadth-first enters every shorter path first. A cell lights each time a path ends on it.',
    );
  }

  pause(): void {
    this.watch.pause();
  }
}
