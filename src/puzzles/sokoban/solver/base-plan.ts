/**
 * A packing order read from the base search (`BaseSearch`): the crate journeys that clear the
 * level, forwards, first to last, and from them the order in which the goals receive their
 * last crate. Each move takes a crate from a square (or from its starting square, `from` -1)
 * to the square where it waits or ends; one crate's moves in a row are one journey.
 *
 * Progress is counted in journeys, as Festival counts its parking order: a position has done
 * the first p journeys when each of them has a crate on its end square or was followed, within
 * those p, by the journey that takes that crate on. Crates brought to where they wait count,
 * not only crates on goals, so the search is led through the plan's intermediate steps too.
 *
 * ```ts
 * const goals = new Uint8Array(40);
 * goals[30] = goals[31] = 1;
 * const plan = new BasePlan([{ from: -1, to: 12 }, { from: 12, to: 30 }, { from: -1, to: 31 }], goals);
 * plan.moves.length; // 2: the first crate's two moves are one journey
 * [...plan.order]; // [30, 31]
 * plan.packed(occupied); // journeys done, from the first
 * ```
 *
 * Unlike the layered plan's order, this one was found with the other crates on the board, so
 * it also knows which goals the crates' starting squares make hard to fill late.
 */
import type { PackingOrder } from './packing-plan.js';

/** One crate journey: from `from` (-1: the crate's starting square) to `to`. */
export interface PlannedMove {
  from: number;
  to: number;
}

export class BasePlan implements PackingOrder {
  /** The journeys, first to last. */
  readonly moves: readonly PlannedMove[];
  /** The goals, in the order their last crate reaches them. */
  readonly order: Int32Array;
  /** The end square of each journey. */
  private readonly ends: Int32Array;
  /** For each journey, the later journey that takes its crate on, -1 when none does. */
  private readonly movedOnBy: Int32Array;

  constructor(moves: readonly PlannedMove[], goals: Uint8Array) {
    this.moves = joinJourneys(moves);
    this.ends = Int32Array.from(this.moves, (move) => move.to);
    this.movedOnBy = Int32Array.from(this.moves, (move, i) =>
      this.moves.findIndex((later, j) => j > i && later.from === move.to),
    );
    // A Map keeps insertion order: a goal filled again moves to the end.
    const filled = new Map<number, number>();
    this.moves.forEach((move, i) => {
      if (goals[move.to] !== 1) return;
      filled.delete(move.to);
      filled.set(move.to, i);
    });
    this.order = Int32Array.from(filled.keys());
  }

  /**
   * The journeys done, from the first, in the position whose crates `occupied` marks. Read
   * from the last journey back, one whose crate is missing ends the count unless the journey
   * taking it on is still counted; each journey is read once.
   */
  packed(occupied: Uint8Array): number {
    const { ends, movedOnBy } = this;
    let done = ends.length;
    for (let i = ends.length - 1; i >= 0; i--) {
      if (occupied[ends[i]] === 1) continue;
      const next = movedOnBy[i];
      if (next === -1 || next >= done) done = i;
    }
    return done;
  }

  /** The first goal of the order without a crate, -1 when all hold one. */
  nextGoal(occupied: Uint8Array): number {
    const { order } = this;
    let filled = 0;
    while (filled < order.length && occupied[order[filled]] === 1) filled++;
    return filled < order.length ? order[filled] : -1;
  }

  /** The base plan knows no out-of-plan zones (they belong to the layered plan). */
  outOfPlanZone(_packed: number): Uint8Array | undefined {
    return undefined;
  }
}

/**
 * The moves with each run of one crate's moves in a row joined into one journey, and any
 * journey that ends where it began dropped.
 */
function joinJourneys(moves: readonly PlannedMove[]): PlannedMove[] {
  const joined: PlannedMove[] = [];
  for (const move of moves) {
    const last = joined.at(-1);
    if (last !== undefined && move.from !== -1 && move.from === last.to) {
      last.to = move.to;
      if (last.from === last.to) joined.pop();
    } else joined.push({ ...move });
  }
  return joined;
}
