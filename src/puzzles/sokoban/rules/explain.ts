/**
 * Deadlocks explained to a player: which rule shows that a position can no longer be solved,
 * and the few crates that rule needed. Each verdict is a proof from the rules of this folder —
 * dead squares, freeze deadlocks, frozen goals (`FrozenGoals`), goals the crates cannot share
 * out (`ResidualMatching`) and corral deadlocks (`CorralDeadlocks`) — so a position called dead
 * here has no solution; a position not called dead may still have none (the rules see only
 * some deadlocks).
 *
 * ```ts
 * import { deadSquares, explainDeadlock, parseLevel } from 'puzzlegraph/sokoban';
 *
 * // The crate in the corner can never leave it.
 * const level = parseLevel('#######\n#@ $ .#\n#$   .#\n#######');
 * const explanation = explainDeadlock(level, { crates: [10, 15], worker: 8 });
 * console.log(explanation?.rule, explanation?.crates); // dead-square [ 15 ]
 * // 'the crate at row 3, column 2 is on a square from which no goal can be reached'
 * console.log(explanation?.message.split(' is on')[0]); // the crate at row 3, column 2
 * // The squares where a crate is lost.
 * console.log(deadSquares(level)); // [ 8, 15 ]
 * ```
 */
import { InputError } from '../../../errors.js';
import type { SokobanLevel } from '../level.js';
import { CorralDeadlocks } from './corral-deadlock.js';
import { computeDeadSquares } from './dead-squares.js';
import { FreezeChecker } from './freeze.js';
import { FrozenGoals } from './frozen-goals.js';
import { ReachScanner, insideSquares, stepOffsets } from './reachability.js';
import { ResidualMatching } from './residual-matching.js';

/** Where the crates and the worker stand (square = y * width + x), as `renderState` takes it. */
export interface SokobanPosition {
  crates: readonly number[];
  worker: number;
}

export type DeadlockRule = 'dead-square' | 'freeze' | 'frozen-goal' | 'unmatched' | 'corral';

export interface DeadlockExplanation {
  /**
   * `dead-square`: a crate stands where no goal can be reached from; `freeze`: crates that can
   * never be pushed to a goal again, holding each other (or held by walls); `frozen-goal`:
   * crates frozen on their goals that wall off an empty goal (named in `area`); `unmatched`:
   * crates that, each pushed alone with the crates frozen on goals as walls, reach fewer goals
   * between them than there are of them (the goals in `area`); `corral`: crates
   * closing off an area the worker cannot enter, which no sequence of their pushes sorts out.
   */
  rule: DeadlockRule;
  /** The crates the rule needed (ascending squares): removing any one would undo the proof. */
  crates: number[];
  /**
   * For `corral`: the free squares of the closed area; for `frozen-goal`: the goals no crate
   * can reach any more; for `unmatched`: the goals the crates can reach (ascending); empty
   * otherwise.
   */
  area: number[];
  /** The reason in a player's words, squares as "row 3, column 5" (1-based, as on the board). */
  message: string;
}

export interface ExplainOptions {
  /**
   * The square of the crate pushed last. A position may be dead for several reasons; the one
   * about this crate is given first, so that a warning names the push that caused it.
   */
  pushed?: number;
}

/** Corrals with more crates than this are not examined (the search would be slow). */
const MAX_CORRAL_CRATES = 12;
/** Positions the corral search may visit before it gives up (answering "not dead"). */
const CORRAL_BUDGET = 20_000;

/** The squares (ascending) where a crate can never reach any goal, whatever the others do. */
export function deadSquares(level: SokobanLevel): number[] {
  const dead = computeDeadSquares(level);
  const squares: number[] = [];
  for (let square = 0; square < dead.length; square++) if (dead[square] === 1) squares.push(square);
  return squares;
}

/** Why `position` of `level` can never be solved, or null when no rule shows that it is dead. */
export function explainDeadlock(
  level: SokobanLevel,
  position: SokobanPosition,
  options: ExplainOptions = {},
): DeadlockExplanation | null {
  const board = new Board(level);
  board.check(position);
  const crates = orderedCrates(position.crates, options.pushed);
  return (
    board.deadSquare(crates) ??
    board.freeze(crates) ??
    board.frozenGoal(crates) ??
    board.corral(crates, position.worker, options.pushed) ??
    board.unmatched(crates, position.worker)
  );
}

/** "row 3, column 5": how the messages name a square. */
export function squareName(level: Pick<SokobanLevel, 'width'>, square: number): string {
  return `row ${Math.floor(square / level.width) + 1}, column ${(square % level.width) + 1}`;
}

/** The crates ascending, the pushed one (when it is a crate) first. */
function orderedCrates(crates: readonly number[], pushed: number | undefined): number[] {
  const sorted = [...crates].sort((a, b) => a - b);
  const at = pushed === undefined ? -1 : sorted.indexOf(pushed);
  if (at > 0) sorted.unshift(...sorted.splice(at, 1));
  return sorted;
}

/** The level's fixed maps, as the solver's rules take them. */
class Board {
  private readonly level: SokobanLevel;
  /** 1 for walls and the outside: the worker never stands there. */
  private readonly blocked: Uint8Array;
  /** 1 where a crate is lost: dead squares and the outside. */
  private readonly dead: Uint8Array;
  /** The level's goals, also those out of the worker's reach (a crate there is fine). */
  private readonly goals: Uint8Array;
  private readonly steps: Int32Array;

  constructor(level: SokobanLevel) {
    this.level = level;
    const inside = insideSquares(level);
    const size = inside.length;
    this.blocked = new Uint8Array(size);
    this.dead = computeDeadSquares(level);
    this.goals = level.goals;
    for (let square = 0; square < size; square++) {
      if (inside[square] === 0) {
        this.blocked[square] = 1;
        this.dead[square] = 1;
      }
    }
    this.steps = stepOffsets(level.width);
  }

  /** Refuses positions that cannot occur in the level, naming the square. */
  check(position: SokobanPosition): void {
    const size = this.blocked.length;
    const seen = new Set<number>();
    const where = (square: number): string =>
      Number.isInteger(square) && square >= 0 && square < size
        ? squareName(this.level, square)
        : `square ${square}`;
    const offBoard = (square: number): boolean =>
      !Number.isInteger(square) || square < 0 || square >= size;
    // A crate may stand where the worker never comes (then it can never move), not in a wall.
    for (const crate of position.crates) {
      if (offBoard(crate) || this.level.walls[crate] === 1) {
        throw new InputError(
          `a crate at ${where(crate)} is not on the floor; expected a floor square`,
        );
      }
      if (seen.has(crate)) {
        throw new InputError(`two crates at ${where(crate)}; expected one crate a square`);
      }
      seen.add(crate);
    }
    if (
      offBoard(position.worker) ||
      this.blocked[position.worker] === 1 ||
      seen.has(position.worker)
    ) {
      throw new InputError(
        `the worker at ${where(position.worker)} is not on free floor; expected a square inside the walls without a crate`,
      );
    }
  }

  deadSquare(crates: readonly number[]): DeadlockExplanation | null {
    const crate = crates.find((square) => this.dead[square] === 1 && this.goals[square] === 0);
    if (crate === undefined) return null;
    return {
      rule: 'dead-square',
      crates: [crate],
      area: [],
      message: `the crate at ${squareName(this.level, crate)} is on a square from which no goal can be reached`,
    };
  }

  /**
   * A crate off its goal that can never move again. The crates it needs are found by taking the
   * others away one at a time: freezing only grows with crates added, so what is left after one
   * pass is a set from which no crate can be spared.
   */
  freeze(crates: readonly number[]): DeadlockExplanation | null {
    const occupied = this.occupiedBy(crates);
    const checker = new FreezeChecker(this.level.width, this.blocked, this.goals, this.dead);
    const stuck = crates.find(
      (crate) => this.goals[crate] === 0 && checker.isFrozen(occupied, crate),
    );
    if (stuck === undefined) return null;
    for (const crate of crates) {
      if (crate === stuck) continue;
      occupied[crate] = 0;
      if (!checker.isFrozen(occupied, stuck)) occupied[crate] = 1;
    }
    const needed = crates.filter((crate) => occupied[crate] === 1).sort((a, b) => a - b);
    return {
      rule: 'freeze',
      crates: needed,
      area: [],
      message: this.freezeMessage(needed, stuck),
    };
  }

  private freezeMessage(needed: number[], stuck: number): string {
    const at = (square: number) => squareName(this.level, square);
    if (needed.length === 1) {
      return `the crate at ${at(stuck)} is frozen off its goal: walls keep it from ever being pushed to a goal`;
    }
    const offGoal = needed.filter((crate) => this.goals[crate] === 0);
    const which =
      offGoal.length === needed.length
        ? `frozen off their goals`
        : `frozen, ${offGoal.length === 1 ? `the one at ${at(stuck)}` : `${offGoal.length} of them`} off ${offGoal.length === 1 ? 'its goal' : 'their goals'}`;
    return `these ${needed.length} crates are ${which}: they block each other, so none can ever be pushed to a goal (${listSquares(needed.map(at))})`;
  }

  /**
   * Crates frozen on their goals that wall off goals no crate can reach any more. The crates
   * it needs are found as for `freeze`: each frozen crate is let go while the goals stay
   * unfillable without it as a wall.
   */
  frozenGoal(crates: readonly number[]): DeadlockExplanation | null {
    // The rule assumes every goal needs a crate in the end.
    if (crates.length !== this.goals.reduce((sum, goal) => sum + goal, 0)) return null;
    const occupied = this.occupiedBy(crates);
    const { width } = this.level;
    const rule = new FrozenGoals(width, this.blocked, this.goals, this.dead);
    let needed = rule.frozenCrates(occupied);
    let unfillable = rule.unfillableGoals(needed, occupied);
    // Goals out of reach with no crate frozen are the level's doing, not the crates'.
    if (unfillable.length === 0 || rule.unfillableGoals([], occupied).length > 0) return null;
    for (const crate of [...needed]) {
      const fewer = needed.filter((other) => other !== crate);
      const still = rule.unfillableGoals(fewer, occupied);
      if (still.length === 0) continue;
      needed = fewer;
      unfillable = still;
    }
    const at = (square: number) => squareName(this.level, square);
    const them =
      needed.length === 1
        ? `the crate at ${at(needed[0])} is`
        : `the ${needed.length} crates at ${listSquares(needed.map(at))} are`;
    const goals =
      unfillable.length === 1
        ? `the goal at ${at(unfillable[0])}`
        : `the goals at ${listSquares(unfillable.map(at))}`;
    return {
      rule: 'frozen-goal',
      crates: needed,
      area: unfillable,
      message: `${them} frozen on ${needed.length === 1 ? 'its goal' : 'their goals'} and ${needed.length === 1 ? 'walls' : 'wall'} off ${goals}: no crate can be pushed onto ${unfillable.length === 1 ? 'it' : 'them'} any more`,
    };
  }

  /**
   * Free crates that, each pushed alone with the worker's side of it taken into account and the
   * crates frozen on goals standing as walls, reach fewer goals between them than there are of
   * them (`ResidualMatching`).
   */
  unmatched(crates: readonly number[], worker: number): DeadlockExplanation | null {
    const occupied = this.occupiedBy(crates);
    const rule = new ResidualMatching(this.level.width, this.blocked, this.goals, this.dead);
    const found = rule.explain(
      [...crates].sort((a, b) => a - b),
      occupied,
      worker,
    );
    if (found === null) return null;
    const at = (square: number) => squareName(this.level, square);
    const them =
      found.crates.length === 1
        ? `the crate at ${at(found.crates[0])} can`
        : `the ${found.crates.length} crates at ${listSquares(found.crates.map(at))} can between them`;
    const goals =
      found.goals.length === 0
        ? 'no goal at all'
        : found.goals.length === 1
          ? `only the goal at ${at(found.goals[0])}`
          : `only the ${found.goals.length} goals at ${listSquares(found.goals.map(at))}`;
    const walls =
      found.frozen.length === 0
        ? ''
        : `, with the ${found.frozen.length === 1 ? 'crate' : `${found.frozen.length} crates`} frozen on ${found.frozen.length === 1 ? 'its goal' : 'their goals'} standing as walls`;
    return {
      rule: 'unmatched',
      crates: found.crates,
      area: found.goals,
      message: `${them} reach ${goals} when pushed from the sides the worker can get to${walls}${found.crates.length > 1 ? `: too few for ${found.crates.length} crates` : ''}`,
    };
  }

  /**
   * An area the worker cannot enter, closed by crates, that no sequence of its crates' pushes
   * can open, empty or fill (`CorralDeadlocks` plays them alone: the other crates could only
   * be in the way). Every such area is examined, not only the PI-corral the solver prunes on.
   */
  corral(
    crates: readonly number[],
    worker: number,
    pushed: number | undefined,
  ): DeadlockExplanation | null {
    const { blocked, steps } = this;
    const size = blocked.length;
    const occupied = this.occupiedBy(crates);
    const reach = new ReachScanner(this.level.width, this.level.height, blocked);
    reach.scan(occupied, worker);
    const corralOf = new Int32Array(size).fill(-1);
    const areas: { crates: number[]; area: number[]; members: Uint8Array }[] = [];
    for (const start of crates) {
      if (corralOf[start] !== -1 || !this.touches(start, reach)) continue;
      const id = areas.length;
      const members = new Uint8Array(size);
      const found = { crates: [] as number[], area: [] as number[], members };
      const queue = [start];
      corralOf[start] = id;
      for (let head = 0; head < queue.length; head++) {
        const square = queue[head];
        members[square] = 1;
        (occupied[square] === 1 ? found.crates : found.area).push(square);
        for (const step of steps) {
          const next = square + step;
          if (blocked[next] === 1 || corralOf[next] !== -1 || reach.reached(next)) continue;
          corralOf[next] = id;
          queue.push(next);
        }
      }
      areas.push(found);
    }
    // The area closed by the pushed crate first, then the smaller ones: fewer crates to name.
    const order = areas
      .filter((corral) => corral.area.length > 0 && corral.crates.length <= MAX_CORRAL_CRATES)
      .filter((corral) => this.unsolved(corral.crates, corral.area))
      .sort(
        (a, b) =>
          Number(pushed !== undefined && b.members[pushed] === 1) -
            Number(pushed !== undefined && a.members[pushed] === 1) ||
          a.crates.length - b.crates.length,
      );
    const detector = new CorralDeadlocks(
      this.level.width,
      blocked,
      this.goals,
      this.dead,
      CORRAL_BUDGET,
    );
    for (const corral of order) {
      if (!detector.isDeadlock(corral.crates, worker, (square) => corral.members[square] === 1)) {
        continue;
      }
      const crateList = [...corral.crates].sort((a, b) => a - b);
      const area = [...corral.area].sort((a, b) => a - b);
      const at = (square: number) => squareName(this.level, square);
      const them =
        crateList.length === 1
          ? `the crate at ${at(crateList[0])}`
          : `the ${crateList.length} crates around it (${listSquares(crateList.map(at))})`;
      return {
        rule: 'corral',
        crates: crateList,
        area,
        message: `the worker can never get into the closed area at ${at(area[0])}: ${them} can never be pushed out of the way, nor all onto goals`,
      };
    }
    return null;
  }

  /** Whether a corral still needs work: a crate off its goal or an empty goal inside. */
  private unsolved(crates: readonly number[], area: readonly number[]): boolean {
    return (
      crates.some((crate) => this.goals[crate] === 0) ||
      area.some((square) => this.goals[square] === 1)
    );
  }

  /** Whether `square` has a neighbour the worker reaches. */
  private touches(square: number, reach: ReachScanner): boolean {
    return this.steps.some(
      (step) => this.blocked[square + step] === 0 && reach.reached(square + step),
    );
  }

  private occupiedBy(crates: readonly number[]): Uint8Array {
    const occupied = new Uint8Array(this.blocked.length);
    for (const crate of crates) occupied[crate] = 1;
    return occupied;
  }
}

/** "a, b and c". */
function listSquares(names: readonly string[]): string {
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join('; ')} and ${names[names.length - 1]}`;
}
