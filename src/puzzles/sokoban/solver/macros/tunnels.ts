/**
 * Tunnel macros (after Junghanns and Schaeffer): a crate moved along a straight one-wide
 * corridor is moved on to the corridor's far end in one move. Standing inside, it blocks the
 * corridor exactly as it would one square further on, so the positions in between add nothing.
 *
 * A crate goes on from square `t` in direction `d` when `t` and the next square on are both
 * corridor squares across `d` (walls on both sides) and neither is a square the crate may have
 * to rest on: a goal for pushes, a starting square for pulls. A push goes on while the next
 * square is free and not dead; a pull while the square the worker steps back onto is free.
 *
 * Every position left out is reached again from the one kept (the crate pushed or pulled
 * back), so a search that runs dry with tunnel macros still proves there is no solution; only
 * the fewest pushes may be lost, and the optimal search does not use them.
 *
 * ```text
 * const tunnels = Tunnels.forPushes(analysis);
 * const rest = tunnels.pushedOn(to, d, occupied); // `to` itself outside a tunnel
 * ```
 */
import type { LevelAnalysis } from '../core/analysis.js';

export class Tunnels {
  /**
   * `goesOn`: per square * 4 + direction, 1 when a crate moved onto the square that way goes on.
   */
  private constructor(
    private readonly steps: Int32Array,
    private readonly goesOn: Uint8Array,
  ) {}

  /** Tunnels for a forward search: crates stop on goals and never enter dead squares. */
  static forPushes(analysis: LevelAnalysis): Tunnels {
    const { dead, goals } = analysis;
    return new Tunnels(
      analysis.steps,
      corridorRuns(
        analysis,
        (square, next) => goals[square] === 0 && goals[next] === 0 && dead[next] === 0,
      ),
    );
  }

  /**
   * Tunnels for a reverse search whose crates end on `starts` (1 per starting square): the
   * worker steps back in front of the crate, so the square after the next must be floor.
   */
  static forPulls(analysis: LevelAnalysis, starts: Uint8Array): Tunnels {
    const { blocked, steps } = analysis;
    return new Tunnels(
      steps,
      corridorRuns(
        analysis,
        (square, next, d) =>
          starts[square] === 0 && starts[next] === 0 && blocked[next + steps[d]] === 0,
      ),
    );
  }

  /** Where a crate pushed onto `to` in direction `d` comes to rest, `occupied` showing crates. */
  pushedOn(to: number, d: number, occupied: Uint8Array): number {
    const step = this.steps[d];
    while (this.goesOn[to * 4 + d] === 1 && occupied[to + step] === 0) to += step;
    return to;
  }

  /**
   * Where a crate pulled onto `to` in direction `d` comes to rest (the worker one square
   * beyond it), `occupied` showing crates.
   */
  pulledOn(to: number, d: number, occupied: Uint8Array): number {
    const step = this.steps[d];
    while (this.goesOn[to * 4 + d] === 1 && occupied[to + 2 * step] === 0) to += step;
    return to;
  }
}

/**
 * 1 per square * 4 + direction where the square and the next one that way are both corridor
 * squares across that direction and `allowed(square, next, direction)` holds.
 */
function corridorRuns(
  analysis: LevelAnalysis,
  allowed: (square: number, next: number, direction: number) => boolean,
): Uint8Array {
  const { size, steps, blocked } = analysis;
  const across = (square: number, d: number): boolean =>
    blocked[square] === 0 &&
    blocked[square + steps[(d + 1) & 3]] === 1 &&
    blocked[square + steps[(d + 3) & 3]] === 1;
  const goesOn = new Uint8Array(size * 4);
  for (let square = 0; square < size; square++) {
    for (let d = 0; d < 4; d++) {
      const next = square + steps[d];
      if (!across(square, d) || !across(next, d)) continue;
      if (allowed(square, next, d)) goesOn[square * 4 + d] = 1;
    }
  }
  return goesOn;
}
