/**
 * Residual matching deadlocks: a crate frozen on its goal never moves again, so for the rest of
 * the game it is a wall, and the other crates must fill the goals left over with those walls
 * in place. Each free crate is taken alone on that board, and the goals it can reach are
 * found with the worker's side of the crate taken into account: a crate the worker can only
 * push one way, or can reach only from the wrong side, reaches fewer goals than the push
 * distances of the empty board say. When the free crates cannot be matched to distinct goals
 * they can reach, the position has no solution.
 *
 * Taking the other free crates off the board only ever helps a crate, so the test calls dead
 * only what is dead. It catches what local rules miss: a goal room filled so that its last goals
 * can only be entered from a corridor the worker can no longer get behind.
 *
 * ```text
 * const matching = new ResidualMatching(width, walls, goals, dead);
 * matching.isDeadlock(crates, occupied, worker); // true: no solution from this position
 * ```
 *
 * Which goals a crate reaches depends only on the frozen crates, so it is worked out once for
 * each set of them (the last `KEPT_BOARDS` sets are kept).
 *
 * The method follows Festival, by Yaron Shoham (Yaron Shoham and Jonathan Schaeffer, "The FESS
 * Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); the code is our
 * own (method notes and credits in docs/sokoban-solver.md).
 */
import { NO_SIDE, labelCrateSides } from './crate-sides.js';
import { FreezeChecker } from './freeze.js';
import { ReachScanner, stepOffsets } from './reachability.js';
/** Residual boards kept, by frozen crates; the oldest goes first beyond this. */
const KEPT_BOARDS = 64;

interface ResidualBoard {
  /** The goals not frozen, in ascending order. */
  goals: Int32Array;
  /** 32-bit words of goal bits per state. */
  words: number;
  /**
   * For a crate on square c, its side d (the square one step in direction d) is labelled with
   * the smallest direction whose side the worker can walk to from it: `side[c * 4 + d]`.
   */
  side: Uint8Array;
  /** The goals reachable from state (c, label), bits at `((c * 4 + label) * words)`. */
  reach: Uint32Array;
}

export class ResidualMatching {
  private readonly freeze: FreezeChecker;
  private readonly scanner: ReachScanner;
  private readonly steps: Int32Array;
  private readonly size: number;
  private readonly board: Uint8Array;
  private readonly boards = new Map<string, ResidualBoard>();
  private readonly frozen: number[] = [];
  private readonly free: number[] = [];
  /** The board of the last call and its frozen crates: most calls ask for the same again. */
  private lastBoard: ResidualBoard | undefined;
  private lastFrozen: number[] = [];
  /** Goal bits per free crate, `words` apart, and the matching's work arrays. */
  private reachable: Uint32Array<ArrayBufferLike> = new Uint32Array(0);
  private readonly matcher = new HallMatcher();

  constructor(
    width: number,
    private readonly walls: Uint8Array,
    private readonly goals: Uint8Array,
    dead: Uint8Array,
  ) {
    this.size = walls.length;
    this.freeze = new FreezeChecker(width, walls, goals, dead);
    this.scanner = new ReachScanner(width, this.size / width, walls);
    this.steps = stepOffsets(width);
    this.board = new Uint8Array(this.size);
  }

  /**
   * Whether the position of `crates`, also marked 1 in `occupied`, the worker on `worker`, has
   * free crates that cannot all reach distinct goals with the crates frozen on goals as walls.
   */
  isDeadlock(crates: ArrayLike<number>, occupied: Uint8Array, worker: number): boolean {
    this.sortOut(crates, occupied);
    return this.shortfall(worker) !== null;
  }

  /**
   * Why the position is dead, when it is: free crates (ascending) that, between them, can reach
   * fewer goals than there are of them, those goals, and the frozen crates standing as walls.
   */
  explain(
    crates: ArrayLike<number>,
    occupied: Uint8Array,
    worker: number,
  ): { crates: number[]; goals: number[]; frozen: number[] } | null {
    this.sortOut(crates, occupied);
    const short = this.shortfall(worker);
    if (short === null) return null;
    const { free, frozen } = this;
    const goals = this.boardOf(frozen).goals;
    return {
      crates: short.crates.map((k) => free[k]).sort((a, b) => a - b),
      goals: short.goals.map((g) => goals[g]).sort((a, b) => a - b),
      frozen: [...frozen],
    };
  }

  /** Sorts `crates` into those frozen on their goals (`frozen`) and the others (`free`). */
  private sortOut(crates: ArrayLike<number>, occupied: Uint8Array): void {
    const { frozen, free, goals } = this;
    frozen.length = 0;
    free.length = 0;
    for (let k = 0; k < crates.length; k++) {
      const square = crates[k];
      if (goals[square] === 1 && this.freeze.isFrozen(occupied, square)) frozen.push(square);
      else free.push(square);
    }
  }

  /** The Hall set of the free crates just sorted out (`free`, `frozen`), or null when they match. */
  private shortfall(worker: number): Shortfall | null {
    const { free, frozen, board, scanner } = this;
    if (free.length === 0) return null;
    const residual = this.boardOf(frozen);
    const { words } = residual;
    if (this.reachable.length < free.length * words) {
      this.reachable = new Uint32Array(free.length * words * 2);
    }
    const reachable = this.reachable;
    // A crate whose sides stay joined around it splits nothing: the worker reaches them just
    // when it reaches them with that crate gone, so one flood serves all such crates.
    for (const square of frozen) board[square] = 1;
    scanner.scan(board, worker);
    for (let k = 0; k < free.length; k++) {
      if (this.splits(residual, free[k])) continue;
      this.goalsReached(residual, free[k], reachable, k * words);
    }
    for (let k = 0; k < free.length; k++) {
      if (!this.splits(residual, free[k])) continue;
      board[free[k]] = 1;
      scanner.scan(board, worker);
      board[free[k]] = 0;
      this.goalsReached(residual, free[k], reachable, k * words);
    }
    for (const square of frozen) board[square] = 0;
    return this.matcher.shortfall(reachable, free.length, residual.goals.length, words);
  }

  /** Whether a crate on `crate` parts some of its free sides from the others. */
  private splits(residual: ResidualBoard, crate: number): boolean {
    let label = NO_SIDE;
    for (let d = 0; d < 4; d++) {
      const side = residual.side[crate * 4 + d];
      if (side === NO_SIDE) continue;
      if (label !== NO_SIDE && side !== label) return true;
      label = side;
    }
    return false;
  }

  /**
   * Writes at `into[offset]` the goal bits a lone free crate on `crate` can reach, `scanner`
   * holding the worker's region with that crate on the board (or gone, when it splits nothing).
   */
  private goalsReached(
    residual: ResidualBoard,
    crate: number,
    into: Uint32Array,
    offset: number,
  ): void {
    const { scanner, steps, goals: goalMarks } = this;
    const { words, side, reach, goals } = residual;
    into.fill(0, offset, offset + words);
    if (goalMarks[crate] === 1) {
      const own = goals.indexOf(crate);
      if (own !== -1) into[offset + (own >> 5)] |= 1 << (own & 31);
    }
    for (let d = 0; d < 4; d++) {
      const label = side[crate * 4 + d];
      if (label === NO_SIDE || !scanner.reached(crate + steps[d])) continue;
      const at = (crate * 4 + label) * words;
      for (let w = 0; w < words; w++) into[offset + w] |= reach[at + w];
    }
  }

  private boardOf(frozen: readonly number[]): ResidualBoard {
    const last = this.lastFrozen;
    if (this.lastBoard !== undefined && sameSquares(last, frozen)) return this.lastBoard;
    const residual = this.boardByKey(frozen);
    this.lastBoard = residual;
    this.lastFrozen = [...frozen];
    return residual;
  }

  private boardByKey(frozen: readonly number[]): ResidualBoard {
    const key = frozen.join(',');
    let residual = this.boards.get(key);
    if (residual === undefined) {
      residual = this.build(frozen);
      if (this.boards.size >= KEPT_BOARDS) this.boards.delete(this.boards.keys().next().value!);
      this.boards.set(key, residual);
    }
    return residual;
  }

  private build(frozen: readonly number[]): ResidualBoard {
    const { board, size, goals: goalMarks } = this;
    for (const square of frozen) board[square] = 1;
    const goalList: number[] = [];
    for (let square = 0; square < size; square++) {
      if (goalMarks[square] === 1 && board[square] === 0) goalList.push(square);
    }
    const goals = Int32Array.from(goalList);
    const words = Math.max(1, Math.ceil(goals.length / 32));
    const side = this.labelSides();
    const reach = new Uint32Array(size * 4 * words);
    for (let g = 0; g < goals.length; g++) this.pullFrom(goals[g], g, side, reach, words);
    for (const square of frozen) board[square] = 0;
    return { goals, words, side, reach };
  }

  /** The sides of a crate on each free square (`labelCrateSides`), `board` marking the frozen. */
  private labelSides(): Uint8Array {
    const { board, scanner, steps, walls, size } = this;
    const side = new Uint8Array(size * 4).fill(NO_SIDE);
    for (let crate = 0; crate < size; crate++) {
      if (walls[crate] === 1 || board[crate] === 1) continue;
      labelCrateSides(crate, walls, board, scanner, steps, side, crate * 4);
    }
    return side;
  }

  /**
   * Marks goal `g` (on `goal`) reachable from every state that can push a lone crate onto it:
   * backwards from the crate on the goal, by pulls (`board` marks the frozen crates).
   */
  private pullFrom(goal: number, g: number, side: Uint8Array, reach: Uint32Array, words: number) {
    const { board, steps, walls, size } = this;
    const word = g >> 5;
    const bit = 1 << (g & 31);
    const queue: number[] = [];
    const mark = (crate: number, label: number) => {
      const at = (crate * 4 + label) * words + word;
      if ((reach[at] & bit) !== 0) return;
      reach[at] |= bit;
      queue.push(crate * 4 + label);
    };
    for (let d = 0; d < 4; d++) if (side[goal * 4 + d] !== NO_SIDE) mark(goal, side[goal * 4 + d]);
    for (let head = 0; head < queue.length; head++) {
      const crate = queue[head] >> 2;
      const label = queue[head] & 3;
      for (let d = 0; d < 4; d++) {
        // The push that ended here left the worker on the crate's old square, on side d.
        if (side[crate * 4 + d] !== label) continue;
        const before = crate + steps[d];
        const pusher = before + steps[d];
        if (pusher < 0 || pusher >= size || walls[pusher] === 1 || board[pusher] === 1) continue;
        mark(before, side[before * 4 + d]);
      }
    }
  }
}

/** Crates (indices) that between them reach fewer goals (indices) than there are of them. */
interface Shortfall {
  crates: number[];
  goals: number[];
}

/**
 * Hall's condition by augmenting paths, as in Kuhn's algorithm, over work arrays kept between
 * calls: the test runs on every position a search expands. Each crate first takes a free goal
 * it reaches, if one is left, and paths are searched only for the crates left over: on large
 * levels most crates find one at once, and a path search from each of 200 crates cost a fifth
 * of a FESS expansion.
 */
class HallMatcher {
  private owner = new Int32Array(0);
  private seen = new Uint8Array(0);
  /** 1 for each crate that took a free goal in the first pass. */
  private placed = new Uint8Array(0);
  private reachable: Uint32Array<ArrayBufferLike> = new Uint32Array(0);
  private words = 1;

  /**
   * Null when each of `crates` crates can be matched to a distinct goal among those it reaches
   * (`reachable`, `words` words of goal bits per crate); otherwise the crates the failed search
   * for a path met, which reach only the goals it saw.
   */
  shortfall(
    reachable: Uint32Array,
    crates: number,
    goalCount: number,
    words: number,
  ): Shortfall | null {
    if (this.owner.length < goalCount) {
      this.owner = new Int32Array(goalCount);
      this.seen = new Uint8Array(goalCount);
    }
    if (this.placed.length < crates) this.placed = new Uint8Array(crates);
    const { owner, seen, placed } = this;
    owner.fill(-1, 0, goalCount);
    this.reachable = reachable;
    this.words = words;
    for (let crate = 0; crate < crates; crate++) placed[crate] = this.takeFreeGoal(crate) ? 1 : 0;
    for (let crate = 0; crate < crates; crate++) {
      if (placed[crate] === 1) continue;
      seen.fill(0, 0, goalCount);
      if (this.augment(crate)) continue;
      const goals: number[] = [];
      const met = [crate];
      for (let g = 0; g < goalCount; g++) {
        if (seen[g] === 0) continue;
        goals.push(g);
        met.push(owner[g]);
      }
      return { crates: met, goals };
    }
    return null;
  }

  /** Gives `crate` the first goal it reaches that nobody owns yet; false when there is none. */
  private takeFreeGoal(crate: number): boolean {
    const { reachable, words, owner } = this;
    const at = crate * words;
    for (let w = 0; w < words; w++) {
      for (let rest = reachable[at + w]; rest !== 0; rest &= rest - 1) {
        const g = w * 32 + (31 - Math.clz32(rest & -rest));
        if (owner[g] === -1) {
          owner[g] = crate;
          return true;
        }
      }
    }
    return false;
  }

  private augment(crate: number): boolean {
    const { reachable, words, owner, seen } = this;
    const at = crate * words;
    for (let w = 0; w < words; w++) {
      for (let rest = reachable[at + w]; rest !== 0; rest &= rest - 1) {
        const g = w * 32 + (31 - Math.clz32(rest & -rest));
        if (seen[g] === 1) continue;
        seen[g] = 1;
        if (owner[g] === -1 || this.augment(owner[g])) {
          owner[g] = crate;
          return true;
        }
      }
    }
    return false;
  }
}

function sameSquares(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
