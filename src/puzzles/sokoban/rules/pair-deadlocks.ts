/**
 * Two-crate deadlock patterns, learned per level while a search runs. Two neighbouring crates
 * (side by side or diagonal) with the worker in a given region of the board they leave are
 * dead when, alone on the board, they cannot both be pushed onto goals. A small exhaustive
 * search tells, the first time a pair is met, and its answer is kept.
 *
 * Removing crates never makes a position harder (every walk and push stays legal), so a pair
 * that is dead alone is dead in every position holding it with the worker in that region:
 * the rule can only prune positions that have no solution.
 *
 * ```ts
 * // ######
 * // ## $.#   neither crate is frozen or on a dead square, but the upper one can only go
 * // # .$@#   right, onto the goal, and the worker can never get to its left
 * // ######
 * const pairs = new PairDeadlocks(width, height, blocked, goals, dead);
 * pairs.isDeadlock(occupied, 9, 10); // true: the crate on 9 and its partner below are dead
 * ```
 *
 * Searches that would need more than `MAX_PAIR_STATES` positions give up and count the pair
 * as alive, so the table costs at most that much work per pair and region.
 */
import { ReachScanner, stepOffsets } from './reachability.js';

/** Positions of one two-crate search before the pair is taken to be alive. */
const MAX_PAIR_STATES = 2_000;

/** Not looked up yet / alive in every region, in `verdicts`. */
const UNKNOWN = 0;
const ALIVE = 1;

export class PairDeadlocks {
  private readonly size: number;
  private readonly steps: Int32Array;
  /** From a square to its partner: right, down, down-right, down-left. */
  private readonly partnerOffsets: Int32Array;
  /** Per pair (`square * 4 + offset index`): UNKNOWN, ALIVE, or 2 + index into `deadRegions`. */
  private readonly verdicts: Int32Array;
  /** For each pair with a dead region: 1 on every square where the worker makes it dead. */
  private readonly deadRegions: Uint8Array[] = [];
  private readonly reach: ReachScanner;
  private readonly board: Uint8Array;
  /** Pairs learned so far, and how many of them are dead somewhere (for statistics). */
  learned = 0;
  deadPairs = 0;

  constructor(
    private readonly width: number,
    height: number,
    /** 1 for walls and the outside of the level. */
    private readonly blocked: Uint8Array,
    private readonly goals: Uint8Array,
    /** 1 where a lone crate can never reach a goal. */
    private readonly dead: Uint8Array,
  ) {
    this.size = width * height;
    this.steps = stepOffsets(width);
    this.partnerOffsets = Int32Array.of(1, width, width + 1, width - 1);
    this.verdicts = new Int32Array(this.size * 4);
    this.reach = new ReachScanner(width, height, blocked);
    this.board = new Uint8Array(this.size);
  }

  /**
   * Whether the crate on `square`, with a crate on a neighbouring square (`occupied` marks every
   * crate), forms a dead pair given the worker on `worker` (any square of its region).
   */
  isDeadlock(occupied: Uint8Array, square: number, worker: number): boolean {
    const offsets = this.partnerOffsets;
    for (let i = 0; i < 4; i++) {
      const offset = offsets[i];
      if (occupied[square + offset] === 1 && this.pairIsDead(square, i, worker)) return true;
      if (occupied[square - offset] === 1 && this.pairIsDead(square - offset, i, worker)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the pair (`first`, `first + partnerOffsets[i]`) is dead with the worker there. */
  private pairIsDead(first: number, i: number, worker: number): boolean {
    const key = first * 4 + i;
    let verdict = this.verdicts[key];
    if (verdict === UNKNOWN) verdict = this.verdicts[key] = this.learn(first, i);
    return verdict !== ALIVE && this.deadRegions[verdict - 2][worker] === 1;
  }

  /** Searches the pair from each region of the board it leaves; returns its verdict. */
  private learn(first: number, i: number): number {
    this.learned++;
    const second = first + this.partnerOffsets[i];
    const { blocked, board, reach, size } = this;
    if (blocked[first] === 1 || blocked[second] === 1) return ALIVE;
    board[first] = 1;
    board[second] = 1;
    const labelled = new Uint8Array(size);
    let mask: Uint8Array | undefined;
    for (let start = 0; start < size; start++) {
      if (blocked[start] === 1 || board[start] === 1 || labelled[start] === 1) continue;
      reach.scan(board, start);
      const region: number[] = [];
      for (let square = start; square < size; square++) {
        if (labelled[square] === 0 && reach.reached(square)) {
          labelled[square] = 1;
          region.push(square);
        }
      }
      if (this.solvable(first, second, start)) continue;
      mask ??= new Uint8Array(size);
      for (const square of region) mask[square] = 1;
    }
    board[first] = 0;
    board[second] = 0;
    if (mask === undefined) return ALIVE;
    this.deadPairs++;
    this.deadRegions.push(mask);
    return this.deadRegions.length + 1;
  }

  /**
   * Whether crates on `a` and `b` alone, the worker on `worker`, can both be pushed onto goals;
   * also true when the search gives up. Depth-first over (crates, worker region) positions.
   */
  private solvable(a: number, b: number, worker: number): boolean {
    const { size, steps, goals, dead, blocked, reach, board } = this;
    const seen = new Set<number>();
    const stack: number[] = [a, b, worker];
    const keyOf = (x: number, y: number, w: number) =>
      (Math.min(x, y) * size + Math.max(x, y)) * size + w;
    board[a] = 0;
    board[b] = 0;
    try {
      while (stack.length > 0) {
        const w = stack.pop()!;
        const y = stack.pop()!;
        const x = stack.pop()!;
        if (goals[x] === 1 && goals[y] === 1 && x !== y) return true;
        board[x] = 1;
        board[y] = 1;
        reach.scan(board, w);
        const region = reach.minSquare;
        const key = keyOf(x, y, region);
        const fresh = !seen.has(key);
        if (fresh) seen.add(key);
        if (fresh && seen.size > MAX_PAIR_STATES) return true;
        if (fresh) {
          for (let crate = 0; crate < 2; crate++) {
            const from = crate === 0 ? x : y;
            const other = crate === 0 ? y : x;
            for (let d = 0; d < 4; d++) {
              const to = from + steps[d];
              if (to === other || blocked[to] === 1 || dead[to] === 1) continue;
              if (!reach.reached(from - steps[d])) continue;
              stack.push(to, other, from);
            }
          }
        }
        board[x] = 0;
        board[y] = 0;
      }
      return false;
    } finally {
      board.fill(0);
      board[a] = 1;
      board[b] = 1;
    }
  }
}
