/**
 * Optimize: a shorter solution than the one shown, by moves or by pushes, within a time limit.
 * The solution is the player's own when they played the board to the level solved since the
 * solver's box got its solution, otherwise the one in the box. The library's
 * `optimizeSolution` runs in a Web Worker and reports after each round; Stop terminates the
 * worker and keeps the best of the last round. The answer is replayed here before it goes to
 * the solver's box, where the playback controls replay it.
 *
 * ```ts
 * const optimizer = new OptimizePanel(game, solver, { onError });
 * playArea.append(optimizer.element);
 * optimizer.reset(); // a new level or a new Solve: what it said is about another solution
 * optimizer.stop(); // terminates the worker, keeping the best so far (leaving the tab does too)
 * ```
 */
import {
  replay,
  type OptimizeMetric,
  type SokobanLevel,
} from '../../../../src/puzzles/sokoban/index.js';
import { formatMs, h } from '../../dom.js';
import { plural } from '../../plural.js';
import { SolveControls, stoppedText } from '../../ui/solve-controls.js';
import type {
  OptimizeMessage,
  OptimizeReport,
  OptimizeRequest,
} from '../../workers/sokoban-optimize.worker.js';
import type { SokobanGame } from './game.js';
import type { SolverPanel } from './solver-panel.js';

export interface OptimizePanelOptions {
  onError: (text: string) => void;
}

interface Counts {
  moves: number;
  pushes: number;
}

const NOTHING_YET = 'Nothing to optimize yet: solve the level first, by playing it or with Solve.';
/** How often the time of a running optimization moves on between its rounds. */
const TICK_MS = 250;

export class OptimizePanel {
  /** Optimize, Stop, the metric and the time limit, then what the optimizer says. */
  readonly element: HTMLElement;
  private readonly controls: SolveControls;
  private readonly metric = h(
    'select',
    { name: 'optimize-metric', 'aria-label': 'optimize for' },
    h('option', { value: 'moves', selected: true }, 'fewest moves'),
    h('option', { value: 'pushes' }, 'fewest pushes'),
  );
  private readonly timeLimit = h(
    'select',
    { name: 'optimize-time', 'aria-label': 'optimizer time limit' },
    [5, 10, 30, 60].map((s) =>
      h('option', { value: String(s * 1000), selected: s === 10 }, `${s} s`),
    ),
  );
  // No live region: the progress changes four times a second.
  private readonly status = h('p', { class: 'note solver-status', 'data-role': 'optimize-status' });
  /** The running optimization: its level, what it started from, the best of its last round. */
  private run:
    | { level: SokobanLevel; metric: OptimizeMetric; before: Counts; best?: OptimizeReport }
    | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;
  /** The board's moves are the player's, played since the solver's box got its solution. */
  private ownMoves = false;
  /** The solution the button's title describes: a playback step need not replay it again. */
  private titled: string | undefined;

  constructor(
    private readonly game: SokobanGame,
    private readonly solver: SolverPanel,
    private readonly options: OptimizePanelOptions,
  ) {
    this.controls = new SolveControls({
      label: 'Optimize',
      actions: { run: 'optimize', stop: 'stop-optimize' },
      onSolve: () => this.start(),
      onStop: (ms) => this.stopped(ms),
    });
    this.element = h(
      'div',
      { class: 'optimize' },
      h(
        'div',
        { class: 'solve-row' },
        this.controls.element,
        h('label', { class: 'check' }, 'for ', this.metric),
        h('label', { class: 'check' }, 'within ', this.timeLimit),
      ),
      this.status,
    );
    game.onChange((why) => {
      if (why === 'level') this.ownMoves = false;
      else if (!solver.movingBoard) this.ownMoves = true;
      this.update();
    });
    this.update();
  }

  /** Enables Optimize when there is a solution to optimize, and says why not otherwise. */
  update(): void {
    const button = this.controls.solveButton;
    const solution = this.solutionShown();
    button.disabled = solution === undefined;
    if (solution === undefined) button.title = NOTHING_YET;
    else if (solution !== this.titled) {
      const counts = replay(this.game.level!, solution);
      button.title = `Look for a shorter solution than this one of ${describe(counts)}`;
    }
    this.titled = solution;
  }

  /** A new level or a new solution in the solver's box: what was said is about another one. */
  reset(): void {
    this.cancel();
    this.ownMoves = false;
    this.status.textContent = '';
    delete this.status.dataset.outcome;
    this.update();
  }

  /** Ends a run (the tab or the mode is left) as Stop does: the last round's best is kept. */
  stop(): void {
    if (!this.controls.running) return;
    const ran = this.controls.elapsedMs;
    this.controls.stop();
    this.stopped(ran);
  }

  private cancel(): void {
    this.controls.stop();
    this.run = undefined;
    clearInterval(this.ticker);
  }

  /** The player's own solution when they solved the board themselves, else the solver's. */
  private solutionShown(): string | undefined {
    const { level, position, moves } = this.game;
    if (!level) return undefined;
    const box = this.solver.solutionShown;
    if (position?.solved && (this.ownMoves || box === undefined)) return moves;
    return box;
  }

  private start(): void {
    const level = this.game.level;
    const solution = this.solutionShown();
    if (!level || solution === undefined) {
      this.options.onError(NOTHING_YET);
      return;
    }
    this.solver.playback.pause();
    const metric = this.metric.value as OptimizeMetric;
    const before = replay(level, solution);
    const request: OptimizeRequest = {
      level,
      solution,
      metric,
      timeLimitMs: Number(this.timeLimit.value),
    };
    delete this.status.dataset.outcome;
    const worker = new Worker(
      new URL('../../workers/sokoban-optimize.worker.ts', import.meta.url),
      { type: 'module' },
    );
    this.controls.run<OptimizeRequest, OptimizeMessage>(
      worker,
      request,
      (message) => {
        if (message.type === 'progress') {
          if (this.run) this.run.best = message.progress;
          this.showProgress();
          return false;
        }
        const run = this.run;
        this.run = undefined;
        clearInterval(this.ticker);
        if (message.type === 'error') {
          this.status.textContent = '';
          this.options.onError(`The optimizer failed: ${message.message}`);
        } else if (run) {
          const { solution, optimal } = message.result;
          this.finish(run.level, run.before, solution, optimal ? 'optimal' : 'done');
        }
        return true;
      },
      (text) => {
        this.run = undefined;
        clearInterval(this.ticker);
        this.status.textContent = '';
        this.options.onError(text);
      },
    );
    // After controls.run, which stops (and forgets) any run before this one.
    this.run = { level, metric, before };
    this.showProgress();
    clearInterval(this.ticker);
    this.ticker = setInterval(() => this.showProgress(), TICK_MS);
  }

  /** "Optimizing for fewest moves… round 3: 238 moves, 97 pushes (2.25 s)". */
  private showProgress(): void {
    const run = this.run;
    if (!run || !this.controls.running) return;
    const best = run.best;
    const where = best ? `round ${best.round}: ${describe(best)}` : describe(run.before);
    const time = formatMs(this.controls.elapsedMs);
    this.status.textContent = `Optimizing for fewest ${run.metric}… ${where} (${time})`;
  }

  /** Stop terminated the worker: the last round's best, if it was better, still counts. */
  private stopped(elapsedMs: number): void {
    const run = this.run;
    this.run = undefined;
    clearInterval(this.ticker);
    if (!run) return;
    const best = run.best;
    if (best) this.finish(run.level, run.before, best.solution, 'stopped', elapsedMs);
    else {
      const unchanged = 'No round had finished: the solution is unchanged.';
      this.status.textContent = `${stoppedText(elapsedMs)} ${unchanged}`;
      this.status.dataset.outcome = 'stopped';
    }
  }

  /**
   * Shows before and after, and a shorter solution in the solver's box, once the page's own
   * replay agrees that it solves the level with the counts it has.
   */
  private finish(
    level: SokobanLevel,
    before: Counts,
    solution: string,
    how: 'optimal' | 'done' | 'stopped',
    elapsedMs = 0,
  ): void {
    if (this.game.level !== level) return;
    const after = replay(level, solution);
    if (!after.legal || !after.solved) {
      this.options.onError(
        'The optimizer returned a solution that does not replay; please report this level.',
      );
      return;
    }
    // The optimizer never returns a worse solution by its metric: different is better.
    const better = after.moves !== before.moves || after.pushes !== before.pushes;
    const figures = better
      ? `${describe(before)} → ${describe(after)}`
      : `no shorter solution than ${describe(before)}`;
    const proven = how === 'optimal' ? ' (proven best)' : '';
    const stopped = how === 'stopped' ? `${stoppedText(elapsedMs)} ` : '';
    const watch = better ? ' Press Play to watch it.' : '';
    this.status.textContent = `${stopped}${capitalize(figures)}${proven}.${watch}`;
    this.status.dataset.outcome = how === 'stopped' ? 'stopped' : better ? 'improved' : 'same';
    if (better) {
      this.solver.showSolution(after.lurd);
      this.ownMoves = false;
    }
    this.update();
  }
}

function describe(counts: Counts): string {
  return `${plural(counts.moves, 'move')}, ${plural(counts.pushes, 'push')}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
