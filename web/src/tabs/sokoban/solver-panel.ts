/**
 * Hint and Solve from the position reached. Both run the library's solver in a Web Worker
 * on the position as a level of its own; Solve keeps the moves played and appends the
 * solution (so Undo still works, and Play continues from here), Hint shows the next push on
 * the board. A position that can no longer be solved is said to be so. What the panel says is
 * about one position: a move of the player's clears it.
 *
 * ```ts
 * const solver = new SolverPanel(game, { onHint: (hint) => board.mark(hint) });
 * stage.append(solver.buttons, solver.status);
 * controls.append(solver.details);
 * solver.stop(); // terminates the worker (leaving the tab does this too)
 * ```
 */
import {
  compressMoves,
  replay,
  type SokobanSolveResult,
  type SokobanSolveStats,
} from '../../../../src/puzzles/sokoban/index.js';
import { field, formatCount, formatMs, h } from '../../dom.js';
import { plural } from '../../plural.js';
import { PlayerControls } from '../../watch/player-controls.js';
import type { SolveMessage, SolveRequest } from '../../workers/sokoban.worker.js';
import { Counters } from '../../ui/counters.js';
import { saveButton } from '../../ui/files.js';
import { SolveControls, stoppedText } from '../../ui/solve-controls.js';
import type { SokobanGame } from './game.js';

export interface Hint {
  /** The moves to the next push, the push included. */
  moves: string;
  crate: number;
  to: number;
  /** Pushes left after it, in the solution found. */
  pushesLeft: number;
}

export interface SolverPanelOptions {
  onHint: (hint: Hint | undefined) => void;
  onError: (text: string) => void;
  /** A Solve put a new solution in the box, or a new level emptied it. */
  onSolution?: () => void;
}

const HINT_TIME_MS = 10_000;
/** How often the time of a running solve moves on between the solver's reports. */
const TICK_MS = 250;
const DIRECTION: Record<string, [number, number]> = {
  l: [-1, 0],
  r: [1, 0],
  u: [0, -1],
  d: [0, 1],
};

export class SolverPanel {
  /** Hint, Solve, Stop and the solver's options: kept beside the board. */
  readonly buttons: HTMLElement;
  /** What the solver says (the hint, no solution from here), also beside the board. */
  readonly status = h('p', { class: 'note solver-status', 'data-role': 'solver-status' });
  /** The figures and the solution with its playback. */
  readonly details: HTMLElement;
  readonly playback = new PlayerControls({ label: 'move', initialSpeed: 40 });
  private readonly controls: SolveControls;
  private readonly hintButton: HTMLButtonElement;
  private readonly optimal = h('input', { type: 'checkbox', name: 'optimal' });
  private readonly timeLimit = h(
    'select',
    { name: 'time-limit', 'aria-label': 'time limit' },
    [5, 15, 60].map((s) => h('option', { value: String(s * 1000), selected: s === 15 }, `${s} s`)),
  );
  private readonly counters = new Counters('solver-stats');
  private readonly lurd = h('textarea', {
    class: 'lurd mono',
    rows: 3,
    readonly: true,
    'data-role': 'lurd',
    'aria-label': 'solution',
  });
  private readonly compressed = h('input', {
    type: 'checkbox',
    name: 'compressed',
    onchange: () => this.showSolutionText(),
  });
  private readonly copyButton = h(
    'button',
    { type: 'button', 'data-action': 'copy', onclick: () => this.copySolution() },
    'Copy LURD',
  );
  private readonly solutionBox: HTMLElement;
  /** The whole solution: the moves played before Solve, then the solver's. */
  private solution: string | undefined;
  private playedTo = 0;
  /** True while the panel itself sets the moves (a playback step): not a move of the player's. */
  private settingMoves = false;
  /** The figures of the running solve; undefined until its first progress report. */
  private progress: SokobanSolveStats | undefined;
  /** Advances the time of a running solve between the solver's reports. */
  private ticker: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly game: SokobanGame,
    private readonly options: SolverPanelOptions,
  ) {
    this.hintButton = h(
      'button',
      { type: 'button', 'data-action': 'hint', onclick: () => this.start('hint') },
      'Hint',
    );
    this.controls = new SolveControls({
      onSolve: () => this.start('solve'),
      onStop: (ms) => {
        this.status.textContent = stoppedText(ms);
        this.showStats();
      },
      extra: [this.hintButton],
    });
    this.solutionBox = h(
      'div',
      { class: 'solution', hidden: true },
      h(
        'div',
        { class: 'solution-head' },
        h('span', { class: 'field-label' }, 'Solution'),
        h(
          'label',
          { class: 'check', title: 'run-length: 3r = rrr' },
          this.compressed,
          ' compressed',
        ),
        this.copyButton,
        saveButton('Save', () =>
          this.solution ? { name: 'solution.txt', text: `${this.lurd.value}\n` } : undefined,
        ),
      ),
      this.lurd,
      this.playback.element,
    );
    const done = () => this.solution === undefined || this.playedTo >= this.solution.length;
    this.playback.steppers = [
      {
        get done() {
          return done();
        },
        step: () => {
          if (this.solution === undefined || this.playedTo >= this.solution.length) return false;
          this.playedTo++;
          this.setMoves(this.solution.slice(0, this.playedTo));
          return true;
        },
        reset: () => {
          this.playedTo = 0;
          this.setMoves('');
        },
        finish: () => {
          if (this.solution === undefined) return;
          this.playedTo = this.solution.length;
          this.setMoves(this.solution);
        },
      },
    ];
    this.buttons = h(
      'div',
      { class: 'solve-row' },
      this.controls.element,
      field('Limit', this.timeLimit),
      h('label', { class: 'check' }, this.optimal, ' Fewest pushes'),
    );
    this.details = h('div', { class: 'solver-details' }, this.counters.element, this.solutionBox);
  }

  /** A new level: nothing solved yet. */
  reset(): void {
    this.stop();
    this.playback.pause();
    this.solution = undefined;
    this.solutionBox.hidden = true;
    this.counters.hide();
    this.status.textContent = '';
    this.options.onSolution?.();
  }

  /** True while the panel itself sets the moves (a playback step): not a move of the player's. */
  get movingBoard(): boolean {
    return this.settingMoves;
  }

  /** The solution in the box, from the start of the level; undefined before a Solve. */
  get solutionShown(): string | undefined {
    return this.solution;
  }

  /**
   * Puts a solution found elsewhere (the optimizer's, already replayed) in the box, with its
   * playback: Play starts it from the beginning, unless the board is on its way already.
   */
  showSolution(lurd: string): void {
    this.playback.pause();
    this.solution = lurd;
    const here = this.game.moves;
    this.playedTo = lurd.startsWith(here) && here !== lurd ? here.length : lurd.length;
    this.showSolutionText();
    this.solutionBox.hidden = false;
    // "Solved in … moves" was about the solution this one replaces.
    this.status.textContent = '';
  }

  stop(): void {
    this.controls.stop();
  }

  /** Solves from the position reached, as the Solve button does. */
  solve(): void {
    this.start('solve');
  }

  /**
   * The moves changed. A move, Undo or Restart of the player's makes what the status said (a
   * hint, "can no longer be solved") stale, so it goes; a playback step keeps it, and so does
   * a running solve ("Solving…" stays true; its answer is for the position it started from).
   */
  positionChanged(): void {
    if (this.settingMoves || this.controls.running) return;
    this.status.textContent = '';
    delete this.status.dataset.outcome;
    this.options.onHint(undefined);
  }

  private setMoves(moves: string): void {
    this.settingMoves = true;
    try {
      this.game.setMoves(moves);
    } finally {
      this.settingMoves = false;
    }
  }

  /** Solve (or find a hint) from the position reached, in a new worker. */
  private start(kind: 'hint' | 'solve'): void {
    const level = this.game.levelHere();
    if (!level || !this.game.position) return;
    this.playback.pause();
    this.options.onHint(undefined);
    if (this.game.position.solved) {
      this.status.textContent = 'Already solved.';
      return;
    }
    const from = this.game.moves;
    const request: SolveRequest = {
      level,
      optimal: kind === 'solve' && this.optimal.checked ? 'pushes' : 'any',
      timeLimitMs: kind === 'hint' ? HINT_TIME_MS : Number(this.timeLimit.value),
      maxStates: 3_000_000,
    };
    this.status.textContent =
      kind === 'hint' ? 'Looking for the next push…' : from ? 'Solving from here…' : 'Solving…';
    delete this.status.dataset.outcome;
    const worker = new Worker(new URL('../../workers/sokoban.worker.ts', import.meta.url), {
      type: 'module',
    });
    this.controls.run<SolveRequest, SolveMessage>(
      worker,
      request,
      (message) => {
        if (message.type === 'progress') {
          this.progress = message.stats;
          this.showStats();
          return false;
        }
        if (message.type === 'error') this.options.onError(`The solver failed: ${message.message}`);
        else this.finish(kind, from, message.result);
        return true;
      },
      (text) => {
        this.status.textContent = '';
        this.options.onError(text);
      },
    );
    // The clock starts with the run; a big level is prepared (dead squares, distances) before
    // the first report, which can take seconds: meanwhile the time runs and "preparing…" shows.
    this.progress = undefined;
    this.showStats();
    clearInterval(this.ticker);
    this.ticker = setInterval(() => {
      if (this.controls.running) this.showStats();
      else clearInterval(this.ticker);
    }, TICK_MS);
  }

  private finish(kind: 'hint' | 'solve', from: string, result: SokobanSolveResult): void {
    this.progress = result.stats;
    this.showStats();
    const level = this.game.level!;
    if (result.outcome !== 'found' || !result.solution) {
      const here = from !== '';
      const why: Record<string, string> = {
        exhausted: here
          ? 'This position can no longer be solved: every position reachable from here was tried. Undo some moves, or restart.'
          : 'No solution: every reachable position was tried.',
        timeLimit: `Stopped at the time limit (${formatMs(result.stats.elapsedMs)}) without a solution.`,
        memoryLimit: 'Stopped: the memory budget for positions was spent.',
        aborted: 'Stopped.',
      };
      this.status.textContent = why[result.outcome] ?? result.outcome;
      this.status.dataset.outcome = result.outcome;
      return;
    }
    delete this.status.dataset.outcome;
    // The worker's answer is checked again here by the same replay the board uses.
    const check = replay(level, from + result.solution);
    if (!check.legal || !check.solved) {
      this.options.onError(
        'The solver returned a solution that does not replay; please report this level.',
      );
      return;
    }
    if (this.game.moves !== from) this.setMoves(from);
    if (kind === 'hint') return this.showHint(from, result);
    this.solution = check.lurd;
    this.playedTo = from.length;
    this.showSolutionText();
    this.solutionBox.hidden = false;
    this.options.onSolution?.();
    const figures = `${plural(result.moves, from ? 'more move' : 'move')} and ${plural(result.pushes, 'push')}${result.optimal ? ' (fewest pushes possible)' : ''}`;
    this.status.textContent = from
      ? `Solved from here, after your ${plural(from.length, 'move')}: ${figures}. Press Play to watch; Undo works as before.`
      : `Solved in ${figures}. Press Play to watch.`;
  }

  private showHint(from: string, result: SokobanSolveResult): void {
    const solution = result.solution!;
    const push = solution.search(/[LURD]/);
    const moves = solution.slice(0, push + 1);
    const after = replay(this.game.level!, from + moves);
    const [dx, dy] = DIRECTION[moves.at(-1)!.toLowerCase()];
    const width = this.game.level!.width;
    const hint: Hint = {
      moves,
      crate: after.worker,
      to: after.worker + dy * width + dx,
      pushesLeft: result.pushes - 1,
    };
    const name = (square: number) =>
      `row ${Math.floor(square / width) + 1}, column ${(square % width) + 1}`;
    const direction = { l: 'left', r: 'right', u: 'up', d: 'down' }[moves.at(-1)!.toLowerCase()];
    const left =
      hint.pushesLeft === 0
        ? '; that solves it'
        : `; then ${plural(hint.pushesLeft, 'more push')} ${hint.pushesLeft === 1 ? 'solves' : 'solve'} it`;
    this.status.textContent = `Hint: push the crate at ${name(hint.crate)} ${direction} to ${name(hint.to)}${moves.length > 1 ? ` (walk ${plural(moves.length - 1, 'move')} first)` : ''}${left}.`;
    this.status.append(
      ' ',
      h(
        'button',
        {
          type: 'button',
          class: 'link',
          'data-action': 'play-hint',
          onclick: () => {
            this.options.onHint(undefined);
            this.game.setMoves(from + moves);
          },
        },
        'Play it',
      ),
    );
    this.options.onHint(hint);
  }

  /** The figures of the last report; the time is the page's, from the moment Solve started. */
  private showStats(): void {
    const stats = this.progress;
    const time: [string, string] = ['time', formatMs(this.controls.elapsedMs)];
    if (!stats) {
      this.counters.show([['expanded', 'preparing…'], ['states', '–'], ['rate', '–'], time]);
      return;
    }
    const seconds = Math.max(stats.elapsedMs, 1) / 1000;
    this.counters.show([
      ['expanded', formatCount(stats.expanded)],
      ['states', formatCount(stats.states)],
      ['rate', `${formatCount(Math.round(stats.expanded / seconds))}/s`],
      time,
    ]);
  }

  private showSolutionText(): void {
    if (this.solution)
      this.lurd.value = this.compressed.checked ? compressMoves(this.solution) : this.solution;
  }

  private copySolution(): void {
    if (!this.solution) return;
    void navigator.clipboard?.writeText(this.lurd.value).then(
      () => (this.copyButton.textContent = 'Copied'),
      () => {
        this.lurd.select();
        this.copyButton.textContent = 'Select and copy';
      },
    );
    setTimeout(() => (this.copyButton.textContent = 'Copy LURD'), 1500);
  }
}
