/**
 * A packing order read from the base search (`BaseSearch`): the crate journeys that clear the
 * level, forwards, first to last, and from them the order in which the goals receive their
 * last crate. Each journey takes a crate from a square (or from its starting square, `from`
 * -1) to the square where it waits or ends.
 *
 * Progress is the longest run of journeys, from the first, after which no journey is owed: a
 * journey is owed while its end square is empty, until a later journey carries its crate on.
 * Crates brought to where they wait count, not only crates on goals, so the forward search is
 * led through the plan's waits too.
 *
 * ```text
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
 *
 * The method follows Festival, by Yaron Shoham (Shoham and Schaeffer, "The FESS Algorithm: A
 * Feature Based Approach to Single-Agent Search", IEEE CoG 2020), which leads its forward
 * search along such a plan; this code is our own, written from the method notes in
 * docs/sokoban-solver.md.
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
  /** Journey i starts at `starts[i]` and ends at `ends[i]`. */
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  /** Per square, the journeys owed there, while `packed` counts (zero between calls). */
  private readonly owedAt: Int32Array;
  /** The journeys' end squares: `packed` reads nothing else. */
  readonly counted: Uint8Array;

  constructor(moves: readonly PlannedMove[], goals: Uint8Array) {
    this.moves = journeys(moves);
    this.starts = Int32Array.from(this.moves, (move) => move.from);
    this.ends = Int32Array.from(this.moves, (move) => move.to);
    this.owedAt = new Int32Array(Math.max(goals.length, ...this.ends.map((end) => end + 1)));
    this.order = goalsByLastArrival(this.moves, goals);
    this.counted = new Uint8Array(this.owedAt.length);
    for (const end of this.ends) this.counted[end] = 1;
  }

  /** The journeys done, from the first, in the position whose crates `occupied` marks. */
  packed(occupied: Uint8Array): number {
    const { starts, ends, owedAt } = this;
    let owed = 0;
    let done = 0;
    for (let i = 0; i < ends.length; i++) {
      const start = starts[i];
      if (start !== -1 && owedAt[start] > 0) {
        owed -= owedAt[start];
        owedAt[start] = 0;
      }
      if (occupied[ends[i]] === 0) {
        owed++;
        owedAt[ends[i]]++;
      }
      if (owed === 0) done = i + 1;
    }
    for (let i = 0; i < ends.length; i++) owedAt[ends[i]] = 0;
    return done;
  }

  /** The first goal of the order without a crate, -1 when all hold one. */
  nextGoal(occupied: Uint8Array): number {
    for (const goal of this.order) if (occupied[goal] === 0) return goal;
    return -1;
  }

  /** The base plan knows no out-of-plan zones (they belong to the layered plan). */
  outOfPlanZone(_packed: number): Uint8Array | undefined {
    return undefined;
  }
}

/**
 * The moves as journeys: a move that picks up the crate where the journey before it ended
 * extends that journey; a journey back to its own start is no journey.
 */
function journeys(moves: readonly PlannedMove[]): PlannedMove[] {
  const result: PlannedMove[] = [];
  let open: PlannedMove | undefined;
  for (const { from, to } of moves) {
    if (open !== undefined && from !== -1 && from === open.to) open.to = to;
    else {
      open = { from, to };
      result.push(open);
    }
    if (open.from === open.to) {
      result.pop();
      open = result.at(-1);
    }
  }
  return result;
}

/** The goals the journeys reach, ordered by the last journey that ends on each. */
function goalsByLastArrival(moves: readonly PlannedMove[], goals: Uint8Array): Int32Array {
  const lastArrival = new Map<number, number>();
  moves.forEach((move, i) => {
    if (goals[move.to] === 1) lastArrival.set(move.to, i);
  });
  const reached = [...lastArrival.keys()];
  reached.sort((a, b) => lastArrival.get(a)! - lastArrival.get(b)!);
  return Int32Array.from(reached);
}
