/**
 * A hint from where the player stands: the moves played are replayed, the position checked
 * for deadlocks, and the solver run from there (`levelAt`), so that the answer continues the
 * game instead of starting it again.
 *
 * ```ts
 * import { hintFrom, parseLevel } from 'puzzlegraph/sokoban';
 *
 * const level = parseLevel('#######\n#@ $ .#\n#######');
 * const hint = hintFrom(level, 'rR', { timeLimitMs: 5_000 });
 * // 'deadlock' (with hint.deadlock) when the position is lost, 'solved' when it is solved, or
 * // the solver's outcome ('exhausted': no solution from here).
 * console.log(hint.outcome); // found
 * // The walk to the next push, and the push.
 * console.log(hint.next); // R
 * // The whole game, replayed before it is returned.
 * console.log(hint.played + hint.continuation); // rRR
 * ```
 */
import type { SokobanLevel } from '../level.js';
import { explainDeadlock, type DeadlockExplanation } from '../rules/explain.js';
import {
  solveSokoban,
  type SokobanSolveOptions,
  type SokobanSolveResult,
} from '../solver/index.js';
import { levelAt, positionAfter, type PositionAfter } from './position.js';
import { replay } from './replay.js';

export interface HintOptions extends SokobanSolveOptions {
  /** Pushes in `next`; default 1. */
  pushes?: number;
}

export interface SokobanHint {
  /**
   * `found`: `next` and `continuation` hold the moves. `solved`: nothing left to do.
   * `deadlock`: the position can never be solved, `deadlock` says why (the solver is not run).
   * Otherwise the solver's outcome: `exhausted` proves there is no solution from here; a limit
   * (`timeLimit`, `memoryLimit`, `aborted`, ...) means no answer in time.
   */
  outcome: SokobanSolveResult['outcome'] | 'solved' | 'deadlock';
  /** The moves up to and including the next `pushes` pushes; '' without an answer. */
  next: string;
  /** The moves that solve the level from the position; '' without an answer. */
  continuation: string;
  /** The moves played, replayed: pushes in capitals, counts expanded. */
  played: string;
  /** The position reached. */
  after: PositionAfter;
  deadlock: DeadlockExplanation | null;
  /** The solver's answer, when it ran. */
  result?: SokobanSolveResult;
}

/** The next push (or `pushes` pushes) from the position `played` reaches. */
export function hintFrom(
  level: SokobanLevel,
  played: string,
  options: HintOptions = {},
): SokobanHint {
  const { pushes = 1, ...solveOptions } = options;
  const after = positionAfter(level, played);
  const base = { next: '', continuation: '', played: after.lurd, after, deadlock: null };
  if (after.solved) return { ...base, outcome: 'solved' };
  const deadlock = explainDeadlock(level, after.position, { pushed: after.pushed });
  if (deadlock) return { ...base, outcome: 'deadlock', deadlock };
  const result = solveSokoban(levelAt(level, after.position), solveOptions);
  if (result.outcome !== 'found') return { ...base, outcome: result.outcome, result };
  const continuation = result.solution!;
  // The solver checked its solution on the position; this checks the game as a whole.
  const whole = replay(level, after.lurd + continuation);
  if (!whole.legal || !whole.solved) {
    throw new Error('bug: the moves played and the continuation do not solve the level');
  }
  return {
    ...base,
    outcome: 'found',
    next: throughPush(continuation, pushes),
    continuation,
    result,
  };
}

/** `moves` up to and including its `count`-th push (all of it when it has fewer). */
function throughPush(moves: string, count: number): string {
  let seen = 0;
  for (let k = 0; k < moves.length; k++) {
    if (moves[k] !== moves[k].toLowerCase() && ++seen >= count) return moves.slice(0, k + 1);
  }
  return moves;
}
