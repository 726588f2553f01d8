/**
 * The laser tab's Watch: the light searched ray by ray, BFS against DFS (../../watch/
 * laser-watch.ts), on the board the tab shows, and the note that says what to look for.
 *
 * ```ts
 * const watch = new LaserWatchPanel();
 * aside.append(watch.note);
 * watch.open(stage, board); // note shown, the board loaded
 * watch.close(); // note hidden, playback paused
 * ```
 */
import type { LaserBoard } from '../../../../src/puzzles/laser/index.js';
import { h } from '../../dom.js';
import { laserWatch, laserWatchQuery } from '../../watch/laser-watch.js';
import { lookOf } from './pieces.js';

export class LaserWatchPanel {
  readonly note = h(
    'p',
    { class: 'note', hidden: true },
    'Press Play. The light is searched ray by ray from the emitters until it enters a target: BFS spreads like the light itself and finds the nearest target; DFS follows one beam to its end first. A puzzle not yet solved may light no target: solve it on the Board view first, or pick the splitters example.',
  );
  private readonly watch = laserWatch();
  private isOpen = false;

  /** Shows Watch on the stage, on `board` when there is one. */
  open(stage: HTMLElement, board: LaserBoard | undefined): void {
    this.isOpen = true;
    this.note.hidden = false;
    stage.replaceChildren(this.watch.element);
    this.load(board);
  }

  close(): void {
    this.isOpen = false;
    this.note.hidden = true;
    this.watch.pause();
  }

  /** A new board: Watch, while open, searches it from the start. */
  load(board: LaserBoard | undefined): void {
    if (board && this.isOpen) this.watch.load(laserWatchQuery(board, lookOf(board)));
  }

  pause(): void {
    this.watch.pause();
  }
}
