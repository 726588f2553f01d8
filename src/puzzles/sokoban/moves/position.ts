/**
 * Positions reached by play: where the crates and the worker stand after some LURD moves
 * (`positionAfter`), and a level that starts there (`levelAt`), so that the solver, the
 * deadlock rules and the renderer can all take up a game where the player left it.
 *
 * ```ts
 * import { levelAt, parseLevel, positionAfter, solveSokoban } from 'puzzlegraph/sokoban';
 *
 * const level = parseLevel('#######\n#@ $ .#\n#######');
 * const after = positionAfter(level, 'rR');
 * console.log(after.position); // { crates: [ 11 ], worker: 10 }
 * console.log(after.moves, after.pushes); // 2 1
 * console.log(solveSokoban(levelAt(level, after.position)).solution); // R
 * ```
 */
import { InputError } from '../../../errors.js';
import type { SokobanLevel } from '../level.js';
import { isPlainLurd, type DecompressOptions } from './lurd.js';
import { replay } from './replay.js';

export interface PositionAfter {
  /** Crates ascending, and the worker, after the last move. */
  position: { crates: number[]; worker: number };
  moves: number;
  pushes: number;
  /** The moves replayed, pushes in capitals, counts and groups expanded. */
  lurd: string;
  /** Where the crate pushed last now stands; undefined when no move pushed. */
  pushed: number | undefined;
  /** Every crate is on a goal. */
  solved: boolean;
}

/**
 * Replays `moves` (plain or compressed LURD; pushes may be written in lower case) from the
 * level's start. An illegal move is an InputError naming the move — and its column, when the
 * moves are plain letters — and why, as `replay` words it.
 */
export function positionAfter(
  level: SokobanLevel,
  moves: string,
  options: DecompressOptions = {},
): PositionAfter {
  const result = replay(level, moves, options);
  if (result.error) {
    const { index, move, reason } = result.error;
    const trimmed = moves.trim();
    const column = isPlainLurd(trimmed) ? moves.indexOf(trimmed) + index + 1 : undefined;
    throw new InputError(`move ${index + 1} (${move}) ${reason}; expected a legal move`, {
      file: options.file,
      line: column === undefined ? options.line : (options.line ?? 1),
      column,
    });
  }
  return {
    position: { crates: result.crates, worker: result.worker },
    moves: result.moves,
    pushes: result.pushes,
    lurd: result.lurd,
    pushed: lastPushed(level.width, result.lurd, result.worker),
    solved: result.solved,
  };
}

/**
 * `level` with its start moved to `position`: same board, title and metadata. The position
 * is checked (crates and worker on free floor, one crate a square, as many crates as goals)
 * and its crates sorted, as every level's are.
 */
export function levelAt(
  level: SokobanLevel,
  position: { crates: readonly number[]; worker: number },
): SokobanLevel {
  const size = level.width * level.height;
  const onFloor = (square: number): boolean =>
    Number.isInteger(square) && square >= 0 && square < size && level.walls[square] === 0;
  const crates = [...position.crates].sort((a, b) => a - b);
  const at = (square: number): string =>
    onFloor(square)
      ? `row ${Math.floor(square / level.width) + 1}, column ${(square % level.width) + 1}`
      : `square ${square}`;
  crates.forEach((crate, k) => {
    if (!onFloor(crate)) throw new InputError(`a crate at ${at(crate)} is not on the floor`);
    if (crates[k - 1] === crate) {
      throw new InputError(`two crates at ${at(crate)}; expected one crate a square`);
    }
  });
  if (!onFloor(position.worker) || crates.includes(position.worker)) {
    throw new InputError(`the worker at ${at(position.worker)} is not on free floor`);
  }
  if (crates.length !== level.crates.length) {
    throw new InputError(
      `${crates.length} crates; expected the level's ${level.crates.length}, one for each goal`,
    );
  }
  return { ...level, crates, worker: position.worker };
}

/** The square the last push of `lurd` left its crate on: beyond the worker, the way it went. */
function lastPushed(width: number, lurd: string, worker: number): number | undefined {
  const steps: Record<string, number> = { l: -1, r: 1, u: -width, d: width };
  let at = worker;
  for (let k = lurd.length - 1; k >= 0; k--) {
    const move = lurd[k];
    const step = steps[move.toLowerCase()];
    // The worker stood on `at` right after this push, with the crate one step further on.
    if (move !== move.toLowerCase()) return at + step;
    at -= step;
  }
  return undefined;
}
