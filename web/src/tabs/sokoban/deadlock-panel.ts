/**
 * Deadlock warnings while playing: on request the dead squares (where a crate is lost
 * whatever happens) are shaded; and a move that leaves the position lost is marked at once,
 * with the rule that shows it (a dead square, frozen crates, a corral) and the crates it
 * needed. The rules are the library's `deadSquares` and `explainDeadlock`, the solver's own.
 *
 * ```ts
 * const deadlock = new DeadlockPanel(game, board);
 * controls.append(deadlock.controls); // the "Show dead squares" switch
 * stage.append(deadlock.warning); // "Deadlock: frozen crates. …"
 * ```
 */
import {
  deadSquares,
  explainDeadlock,
  positionAfter,
  type DeadlockRule,
} from '../../../../src/puzzles/sokoban/index.js';
import { h } from '../../dom.js';
import type { SokobanBoard } from './board.js';
import type { SokobanGame } from './game.js';

export const RULE_NAMES: Record<DeadlockRule, string> = {
  'dead-square': 'dead square',
  freeze: 'frozen crates',
  'frozen-goal': 'frozen goal',
  unmatched: 'too few goals',
  corral: 'corral',
};

export class DeadlockPanel {
  readonly controls: HTMLElement;
  readonly warning = h('p', {
    class: 'deadlock-warning',
    role: 'status',
    'data-role': 'deadlock',
    hidden: true,
  });
  private readonly showDead = h('input', {
    type: 'checkbox',
    name: 'dead-squares',
    onchange: () => this.levelChanged(),
  });

  constructor(
    private readonly game: SokobanGame,
    private readonly board: SokobanBoard,
  ) {
    this.controls = h(
      'label',
      { class: 'check', title: 'squares from which a crate can never reach a goal' },
      this.showDead,
      ' Show dead squares',
    );
  }

  /** A new level (or the switch turned): the dead squares, if asked for, then the position. */
  levelChanged(): void {
    const level = this.game.level;
    this.board.marks.dead =
      level && this.showDead.checked ? new Set(deadSquares(level)) : undefined;
    this.moved();
    this.board.draw();
  }

  /** Checks the position reached; the board is drawn by the caller. */
  moved(): void {
    const { level, position, moves } = this.game;
    let found = null;
    if (level && position && position.pushes > 0 && !position.solved) {
      // The rule about the crate pushed last comes first: it names the push that did it.
      const after = positionAfter(level, moves);
      found = explainDeadlock(level, after.position, { pushed: after.pushed });
    }
    this.board.marks.deadlock = found?.crates;
    this.board.marks.area = found?.area;
    this.warning.hidden = !found;
    if (!found) {
      delete this.warning.dataset.rule;
      this.warning.textContent = '';
      return;
    }
    this.warning.dataset.rule = found.rule;
    this.warning.replaceChildren(
      h('strong', {}, `Deadlock — ${RULE_NAMES[found.rule]}: `),
      `${found.message}. This position can no longer be solved; Undo takes the push back.`,
    );
  }
}
