/**
 * The knight tab's Watch: the state's query given to the shared knight watch (BFS, DFS,
 * Dijkstra, A*, bidirectional BFS, side by side), with a line on how to use it. A click on
 * its boards places a square, as on the tab's own board.
 *
 * ```ts
 * const watch = new KnightWatchPart((square) => choose(square));
 * stage.replaceChildren(watch.element);
 * result.replaceChildren(watch.note());
 * watch.load(state);
 * ```
 */
import { h } from '../../dom.js';
import type { GridWatch } from '../../watch/grid-watch.js';
import { knightWatch, type KnightWatchQuery } from '../../watch/knight-watch.js';
import type { KnightState } from './state.js';

export class KnightWatchPart {
  private readonly watch: GridWatch<KnightWatchQuery>;

  constructor(onSquare: (square: number) => void) {
    this.watch = knightWatch(onSquare);
  }

  get element(): HTMLElement {
    return this.watch.element;
  }

  /** What to do in Watch, shown where the answer goes in Path. */
  note(): HTMLElement {
    return h(
      'p',
      { class: 'note' },
      'Press Play to watch the search; step one expansion at a time or jump to the end. Pick two algorithms to compare.',
    );
  }

  load({ board, leaper, from, to }: KnightState): void {
    this.watch.load({ board, leaper, from, to });
  }

  pause(): void {
    this.watch.pause();
  }
}
