/**
 * The laser tab's solver: Solve runs the library's solver in a Web Worker on the board text
 * (Stop terminates it), its figures show as it goes, and the answer goes to `onSolution`.
 * "Back to the puzzle" brings back the text Solve started from.
 *
 * ```ts
 * const solver = new LaserSolverPanel({ onSolve: () => solver.run(text), onBack, onSolution, onError });
 * aside.append(...solver.elements);
 * solver.showSolved(board, placements); // the placements named, Back to the puzzle shown
 * ```
 */
import type {
  LaserBoard,
  LaserSolveStats,
  Placement,
} from '../../../../src/puzzles/laser/index.js';
import { formatCount, formatMs, h } from '../../dom.js';
import { Counters } from '../../ui/counters.js';
import { SolveControls, stoppedText } from '../../ui/solve-controls.js';
import type { LaserSolveMessage, LaserSolveRequest } from '../../workers/laser.worker.js';
import { PIECE_NAME, squareName } from './pieces.js';

export interface LaserSolverOptions {
  /** Solve was pressed. */
  onSolve: () => void;
  /** "Back to the puzzle" was pressed. */
  onBack: () => void;
  /** The solver placed the pieces (and turned the turnable ones). */
  onSolution: (solution: Placement[]) => void;
  onError: (message: string) => void;
}

export class LaserSolverPanel {
  /** What the solver did: Solving…, the answer, or why there is none. */
  readonly status = h('p', { class: 'note', 'data-role': 'solver-status' });
  readonly stats = new Counters('solver-stats');
  /** The controls, top to bottom. */
  readonly elements: HTMLElement[];
  private readonly controls: SolveControls;
  private readonly backButton: HTMLButtonElement;

  constructor(private readonly options: LaserSolverOptions) {
    this.controls = new SolveControls({
      onSolve: options.onSolve,
      onStop: (ms) => (this.status.textContent = stoppedText(ms)),
    });
    this.backButton = h(
      'button',
      { type: 'button', 'data-action': 'unsolve', hidden: true, onclick: options.onBack },
      'Back to the puzzle',
    );
    this.elements = [
      h('div', { class: 'buttons', 'data-path-only': '' }, this.controls.element, this.backButton),
      this.status,
      this.stats.element,
    ];
  }

  /** A new board: no answer, no figures. */
  clear(): void {
    this.backButton.hidden = true;
    this.status.textContent = '';
    this.stats.hide();
  }

  /** Solves the puzzle `text` in a new worker; a run still going is stopped. */
  run(text: string): void {
    this.status.textContent = 'Solving…';
    const worker = new Worker(new URL('../../workers/laser.worker.ts', import.meta.url), {
      type: 'module',
    });
    const request: LaserSolveRequest = { text, timeLimitMs: 20_000 };
    this.controls.run<LaserSolveRequest, LaserSolveMessage>(
      worker,
      request,
      (message) => this.receive(message),
      this.options.onError,
    );
  }

  stop(): void {
    this.controls.stop();
  }

  /** Names the pieces the solver placed on `board` and offers the way back. */
  showSolved(board: LaserBoard, solution: readonly Placement[]): void {
    this.backButton.hidden = false;
    const names = solution.map(
      (p) =>
        `${PIECE_NAME[p.kind] ?? 'piece'} at ${squareName(board, p.square)}${p.lit ? '' : ' (in the dark: anywhere will do)'}`,
    );
    this.status.textContent = `Solved, the pieces placed are outlined: ${names.join('; ')}.`;
  }

  /** Takes a message of the worker; true when the run is over. */
  private receive(message: LaserSolveMessage): boolean {
    if (message.type === 'progress') {
      this.showStats(message.stats);
      return false;
    }
    if (message.type === 'error') {
      this.options.onError(message.message);
      return true;
    }
    this.showStats(message.stats);
    if (!message.solution) {
      this.status.textContent =
        message.outcome === 'exhausted'
          ? 'No placement lights every target: every way to place the pieces was tried.'
          : `Stopped before a solution was found (${message.outcome === 'timeLimit' ? 'the time limit' : message.outcome}).`;
      return true;
    }
    this.options.onSolution([...message.solution.placements, ...message.solution.orientations]);
    return true;
  }

  private showStats(stats: LaserSolveStats): void {
    this.stats.show([
      ['expanded', formatCount(stats.expanded)],
      ['pruned', formatCount(stats.pruned)],
      ['simulations', formatCount(stats.simulations)],
      ['time', formatMs(stats.elapsedMs || this.controls.elapsedMs)],
    ]);
  }
}
