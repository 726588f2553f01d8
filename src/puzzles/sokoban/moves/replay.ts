/**
 * The solution verifier: replays LURD moves on a level under the rules of Sokoban and says
 * whether every move is legal, how many moves and pushes were made, and whether the level
 * ends solved. Solutions that mark pushes with capitals are checked letter by letter (a
 * capital must push, a lower-case letter must not); all-lower-case solutions, as many
 * solution files are written, have their pushes inferred. Counts and `n(...)` groups are
 * expanded first.
 *
 * ```ts
 * import { parseLevel, replay } from 'puzzlegraph/sokoban';
 *
 * const level = parseLevel('#####\n#@$.#\n#####');
 * const { legal, solved, moves, pushes, lurd } = replay(level, 'R');
 * console.log(legal, solved, moves, pushes, lurd); // true true 1 1 R
 * // The same: the push is inferred.
 * console.log(replay(level, 'r').lurd); // R
 * const { error } = replay(level, 'rr');
 * console.log(error); // { index: 1, move: 'r', reason: 'pushes a crate into a wall' }
 * ```
 */
import type { SokobanLevel } from '../level.js';
import { decompressMoves, type DecompressOptions } from './lurd.js';

export interface ReplayError {
  /** 0-based position of the offending move in the expanded LURD string. */
  index: number;
  move: string;
  reason: string;
}

export interface ReplayResult {
  /** Every move was legal (the replay stops at the first illegal one). */
  legal: boolean;
  /** All crates stand on goals after the last legal move. */
  solved: boolean;
  /** Legal moves made, pushes among them. */
  moves: number;
  pushes: number;
  /** The legal moves replayed, pushes in capitals. */
  lurd: string;
  error?: ReplayError;
  /** Where the crates (ascending) and the worker ended up. */
  crates: number[];
  worker: number;
}

const STEPS: Record<string, [number, number]> = {
  u: [0, -1],
  d: [0, 1],
  l: [-1, 0],
  r: [1, 0],
};

/** Replays `moves` (plain or compressed LURD) from the level's start. */
export function replay(
  level: SokobanLevel,
  moves: string,
  options: DecompressOptions = {},
): ReplayResult {
  const plain = decompressMoves(moves, options);
  const { width, height, walls, goals } = level;
  const crateAt = new Uint8Array(width * height);
  for (const crate of level.crates) crateAt[crate] = 1;
  let cratesOffGoal = level.crates.filter((crate) => goals[crate] === 0).length;
  // Capitals anywhere mean the solution marks its pushes, so every letter is checked.
  const marked = /[LURD]/.test(plain);
  let worker = level.worker;
  let pushes = 0;
  let lurd = '';
  let error: ReplayError | undefined;

  const onBoard = (square: number, dx: number, dy: number): number => {
    const x = (square % width) + dx;
    const y = Math.floor(square / width) + dy;
    return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
  };

  for (let index = 0; index < plain.length; index++) {
    const move = plain[index];
    const lower = move.toLowerCase();
    const [dx, dy] = STEPS[lower];
    const fail = (reason: string): void => {
      error = { index, move, reason };
    };
    const next = onBoard(worker, dx, dy);
    if (next === -1) {
      fail('walks off the board');
      break;
    }
    if (walls[next] === 1) {
      fail('walks into a wall');
      break;
    }
    if (crateAt[next] === 1) {
      if (marked && move === lower) {
        fail('pushes a crate, but is written in lower case (pushes are capitals)');
        break;
      }
      const beyond = onBoard(next, dx, dy);
      if (beyond === -1 || walls[beyond] === 1) {
        fail('pushes a crate into a wall');
        break;
      }
      if (crateAt[beyond] === 1) {
        fail('pushes a crate into another crate');
        break;
      }
      crateAt[next] = 0;
      crateAt[beyond] = 1;
      cratesOffGoal += goals[next] - goals[beyond];
      pushes++;
      lurd += lower.toUpperCase();
    } else {
      if (marked && move !== lower) {
        fail('is written as a push (a capital) but there is no crate to push');
        break;
      }
      lurd += lower;
    }
    worker = next;
  }

  const crates: number[] = [];
  for (let square = 0; square < crateAt.length; square++) if (crateAt[square]) crates.push(square);
  return {
    legal: error === undefined,
    solved: cratesOffGoal === 0,
    moves: lurd.length,
    pushes,
    lurd,
    ...(error ? { error } : {}),
    crates,
    worker,
  };
}

/** A one-line account of a replay, e.g. `solved in 230 moves, 97 pushes`. */
export function describeReplay(result: ReplayResult): string {
  const counts = `${result.moves} move${result.moves === 1 ? '' : 's'}, ${result.pushes} push${result.pushes === 1 ? '' : 'es'}`;
  if (result.error) {
    const { index, move, reason } = result.error;
    return `move ${index + 1} (${move}) ${reason}; after ${counts} the level is ${result.solved ? 'solved' : 'not solved'}`;
  }
  return result.solved ? `solved in ${counts}` : `legal but not solved: ${counts}`;
}

/**
 * The replay of a solver's solution, insisting that it solves `level` with the moves and pushes
 * the solver announced; undefined when the solver found none. A solution that fails is a solver
 * bug: an Error naming `what` (`level 3`) and why.
 */
export function replaySolverAnswer(
  level: SokobanLevel,
  answer: { outcome: string; solution?: string; moves: number; pushes: number },
  what: string,
): ReplayResult | undefined {
  if (answer.outcome !== 'found') return undefined;
  const check = replay(level, answer.solution ?? '');
  if (
    !check.legal ||
    !check.solved ||
    check.moves !== answer.moves ||
    check.pushes !== answer.pushes
  ) {
    const why = check.error
      ? `move ${check.error.index + 1} ${check.error.reason}`
      : check.solved
        ? `counts differ: ${check.moves}/${check.pushes} replayed, ${answer.moves}/${answer.pushes} announced`
        : 'the level is not solved at the end';
    throw new Error(`the solver's solution for ${what} fails the replay: ${why}`);
  }
  return check;
}
