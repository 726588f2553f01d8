/**
 * A packing order read from the base search (`BaseSearch`): the crate journeys that clear the
 * level, forwards, first to last, and from them the order in which the goals receive their
 * last crate. Each move takes a crate from a square (or from its starting square, `from` -1)
 * to the square where it waits or ends; one crate's moves in a row are one journey.
 *
 * ```ts
 * const goals = new Uint8Array(40);
 * goals[30] = goals[31] = 1;
 * const plan = new BasePlan([{ from: -1, to: 12 }, { from: 12, to: 30 }, { from: -1, to: 31 }], goals);
 * plan.moves.length; // 2: the first crate's two moves are one journey
 * [...plan.order]; // [30, 31]
 * plan.packed(occupied); // goals filled in that order, from the first
 * ```
 *
 * A position has packed p crates when the first p goals of the order hold crates. Unlike the
 * layered plan's order, this one was found with the other crates on the board, so it also
 * knows which goals the crates' starting squares make hard to fill late.
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

  constructor(moves: readonly PlannedMove[], goals: Uint8Array) {
    this.moves = joinJourneys(moves);
    // A Map keeps insertion order: a goal filled again moves to the end.
    const filled = new Map<number, number>();
    this.moves.forEach((move, i) => {
      if (goals[move.to] !== 1) return;
      filled.delete(move.to);
      filled.set(move.to, i);
    });
    this.order = Int32Array.from(filled.keys());
  }

  /** The goals of the order, from the first, that hold crates (`occupied` marks them). */
  packed(occupied: Uint8Array): number {
    const { order } = this;
    let packed = 0;
    while (packed < order.length && occupied[order[packed]] === 1) packed++;
    return packed;
  }

  /** The first goal of the order without a crate, -1 when all hold one. */
  nextGoal(occupied: Uint8Array): number {
    const packed = this.packed(occupied);
    return packed < this.order.length ? this.order[packed] : -1;
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
