/**
 * The search over push states shared by both solvers. A state is the crates plus the worker's
 * region; its successors are the pushes the worker can reach, minus pushes onto dead squares,
 * pushes that freeze a crate off its goal, positions whose crates cannot be matched to
 * distinct goals, and positions that the tests the settings choose rule out (one list of
 * `PositionTest`s: learned deadlocks, residual matching, corral zones). States are ranked by
 * `g * gWeight + h * hWeight`, h being the minimum-cost assignment of crates to goals by push
 * distance:
 *
 * - `{ gWeight: 1, hWeight: 1 }` is A*: with an admissible, consistent h the first goal popped
 *   has the fewest pushes.
 * - a small `gWeight` against `hWeight` is a greedy best-first search: far fewer states, no
 *   proof of optimality.
 *
 * ```text
 * const search = new PushSearch(level, analyseLevel(level), weights, limits);
 * const result = search.start() ?? search.step(Infinity)!;
 * result.pushes; // [{ from, direction }, ...] when found
 * ```
 *
 * The method follows Festival, by Yaron Shoham (Yaron Shoham and Jonathan Schaeffer, "The FESS
 * Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); the code is our
 * own (method notes and credits in docs/sokoban-solver.md).
 */
import type { SokobanLevel } from '../../level.js';
import { CorralFinder } from '../../rules/corral.js';
import { CorralZones } from '../../rules/corral-zones.js';
import { FreezeChecker } from '../../rules/freeze.js';
import { ReachScanner } from '../../rules/reachability.js';
import { ResidualMatching } from '../../rules/residual-matching.js';
import type { LevelAnalysis } from '../core/analysis.js';
import { CrateBound } from '../core/crate-bound.js';
import { FeatureKey } from '../fess/feature-cells.js';
import { GoalMacros } from '../macros/goal-macros.js';
import { Advisors, type AdvisedFeatures } from '../fess/advisors.js';
import { Hotspots } from '../fess/hotspots.js';
import { Explorer } from '../fess/explorer.js';
import { Opener } from '../fess/opener.js';
import { PastCells } from '../fess/past-cells.js';
import { keptSolutionSlots } from '../core/assignment.js';
import { DEAD_SUBTREE, LearnedDeadlocks } from '../fess/learned-deadlocks.js';
import { BoxMoves } from '../macros/box-moves.js';
import { PackingPlan, type PackingOrder } from '../fess/packing-plan.js';
import { BaseSearch } from './base-search.js';
import { Tunnels } from '../macros/tunnels.js';
import { sumStats } from '../core/portfolio.js';
import type { SokobanSolveStats } from '../types.js';
import type {
  MeetingPoint,
  Push,
  PushSearchResult,
  SearchLimits,
  SearchWeights,
} from '../core/search-settings.js';
import type { MeetingSide } from '../core/cross-thread-meeting.js';
import {
  StateSearch,
  THROUGH_TUNNEL,
  movedCrateSquare,
  withCrateMoved,
} from '../core/state-search.js';
import { openListFor } from './open-lists.js';

/** Marks a stored move as a goal macro entered by the push in its low bits. */
const MACRO = 1 << 30;
/**
 * Marks a stored move as a box move (`BoxMoves`) of the crate on the square in its low bits;
 * where it went, the child's crates tell (its own square again when only the worker's region
 * changed).
 */
const BOX_MOVE = 1 << 29;

/** How a cluster of crates is solved alone (`LearnedDeadlocks`): greedy, complete, small. */
const SUBSET_WEIGHTS: SearchWeights = {
  gWeight: 0,
  hWeight: 1,
  goalOnPop: false,
  corralPruning: true,
};

/**
 * A test, chosen by the settings, that drops positions: `PushSearch` runs its list of them in
 * order. `isDeadOnExpand` runs when position `id` is taken to be expanded (its crates in
 * `crates`, also marked in `occupied`; the worker's region `worker`), and true drops it with
 * its subtree; `isDeadAfterMove` runs on each new child before it is looked up in the store
 * (`occupied` shows the child, the moved crate on `to`), and true drops the child.
 */
interface PositionTest {
  /** What the test is, for a reader of the list or a debugger. */
  readonly name: string;
  /** `reach` has scanned the position: the worker's walk, to read, not to scan again. */
  isDeadOnExpand?(
    id: number,
    crates: Int32Array,
    occupied: Uint8Array,
    worker: number,
    reach: ReachScanner,
  ): boolean;
  isDeadAfterMove?(occupied: Uint8Array, to: number, worker: number): boolean;
}

/**
 * The child `consider` weighs: crate `crate` of the position being expanded moved from `from`
 * to `to`. One object per search, refilled for every child, so the hot path allocates nothing.
 */
interface ChildMove {
  /** The position being expanded, and its hash without the worker's key. */
  parent: number;
  crateHash: number;
  /** The moved crate's index in the parent's crates, and its square before the move. */
  crate: number;
  from: number;
  /** Where the crate ends. */
  to: number;
  /** A square the worker stands on after the move. */
  workerSquare: number;
  /** The child's worker region (its smallest square) when the move already tells it, or -1. */
  region: number;
  /** With `region`, the change in the count of floor regions the move makes (`BoxMoves`). */
  regionChange: number;
  /** The move as stored: a push `from * 4 + d`, or marked MACRO, BOX_MOVE or THROUGH_TUNNEL. */
  code: number;
  /** Pushes from the start to the child. */
  g: number;
}

export class PushSearch extends StateSearch {
  private readonly n: number;
  private readonly reach: ReachScanner;
  private readonly childReach: ReachScanner;
  private readonly freeze: FreezeChecker;
  private readonly corral: CorralFinder;
  private readonly bound: CrateBound;
  private readonly occupied: Uint8Array;
  private readonly current: Int32Array;
  private readonly child: Int32Array;
  private readonly macros: GoalMacros | undefined;
  /**
   * The tests that drop positions beyond dead squares, freezing and the corral finder's own
   * deadlocks, in the order they run (`PositionTest`).
   */
  private readonly tests: PositionTest[] = [];
  /** The child being weighed (`consider`). */
  private readonly move: ChildMove = {
    parent: -1,
    crateHash: 0,
    crate: -1,
    from: -1,
    to: -1,
    workerSquare: -1,
    region: -1,
    regionChange: 0,
    code: 0,
    g: 0,
  };
  /** The features of the child being offered to the advisors, refilled for every child. */
  private readonly offered: Required<AdvisedFeatures> = {
    progress: 0,
    regions: 0,
    outOfPlan: 0,
    hotspots: 0,
    opens: 0,
    nearBefore: -1,
    nearAfter: -1,
  };
  private features: FeatureKey | undefined;
  private advisors: Advisors | undefined;
  private hotspots: Hotspots | undefined;
  private readonly boxMoves: BoxMoves | undefined;
  private readonly tunnels: Tunnels | undefined;
  /** With `pastCells`: Festival's filing, a position in the best cell on its path. */
  private readonly filing: PastCells | undefined;
  private explorer: Explorer | undefined;
  private opener: Opener | undefined;
  /**
   * With `basePlan`, the base search that runs on this search's turns until it clears the
   * board; the search proper starts once its plan is known.
   */
  private pendingBase: BaseSearch | undefined;
  /** The base search's figures once it is over, counted in this search's. */
  private baseStats: SokobanSolveStats | undefined;
  /**
   * Learned deadlock patterns: this search's own when it learns (`learnDeadlocks`), or another
   * forward search's, shared so that it prunes by them too (set after the search is made, so
   * the test that reads them is always in the list).
   */
  learned: LearnedDeadlocks | undefined;
  /**
   * False once a goal macro has stood in for the pushes into a room: macros fix which goals
   * crates may take, which may rule out every solution, so running dry proves nothing then;
   * nor does it for a search that ends only by meeting.
   */
  get complete(): boolean {
    return !this.macroUsed && !this.withoutBasePlan && !this.weights.meetOnly;
  }

  /**
   * Set when the search was to follow the base search's plan and there is none: it would only
   * repeat the search with the layered plan, so it stops at once and proves nothing.
   */
  private withoutBasePlan = false;

  private macroUsed = false;
  /** Searches from the other end whose states, once met, finish the solution. */
  meet: MeetingPoint[] = [];
  /** Publishes stored states to, and meets, backward searches on other threads. */
  private readonly crossThread: MeetingSide | undefined;

  constructor(
    private readonly level: SokobanLevel,
    private readonly analysis: LevelAnalysis,
    weights: SearchWeights,
    private readonly limits: SearchLimits,
  ) {
    super(level.crates.length, analysis.size, weights, limits, (store) =>
      openListFor(weights, store),
    );
    this.n = level.crates.length;
    this.crossThread = limits.crossThread?.forward;
    const { width, size, blocked, goals, dead } = analysis;
    const height = size / width;
    this.reach = new ReachScanner(width, height, blocked);
    this.childReach = new ReachScanner(width, height, blocked);
    this.freeze = new FreezeChecker(width, blocked, goals, dead);
    this.corral = new CorralFinder(width, blocked, goals, dead);
    this.bound = new CrateBound(analysis.distances, this.n, limits.keptSolutions);
    this.occupied = new Uint8Array(size);
    this.current = new Int32Array(this.n);
    this.child = new Int32Array(this.n);
    if (weights.goalMacros && analysis.rooms.length > 0) {
      this.macros = new GoalMacros(analysis, analysis.rooms);
    }
    if (weights.featureSpace && weights.advisors && weights.basePlan) {
      if (BaseSearch.fits(level)) {
        this.pendingBase = this.baseSearch(true);
      } else this.withoutBasePlan = true;
    } else if (weights.featureSpace) {
      this.useFeatures(weights.advisors ? new PackingPlan(analysis, level.crates) : undefined);
    }
    if (weights.tunnelMacros) this.tunnels = Tunnels.forPushes(analysis);
    if (weights.pastCells) this.filing = new PastCells();
    if (weights.boxMoves) this.boxMoves = new BoxMoves(analysis, this.tunnels);
    if (weights.learnDeadlocks) {
      this.learned = new LearnedDeadlocks(analysis, (crates, worker, maxStates) =>
        this.solveAlone({ ...level, crates: [...crates], worker }, analysis, maxStates),
      );
    }
    this.tests.push({
      name: 'learned deadlocks',
      isDeadOnExpand: (id, crates, occupied, worker) =>
        this.learned !== undefined && this.isLearnedDeadlock(id, crates, occupied, worker),
      isDeadAfterMove: (occupied, to, worker) =>
        this.learned !== undefined && this.learned.holdsAround(occupied, to, worker),
    });
    if (weights.residualMatching) {
      const residual = new ResidualMatching(width, blocked, goals, dead);
      this.tests.push({
        name: 'residual matching',
        isDeadOnExpand: (_id, crates, occupied, worker) =>
          residual.isDeadlock(crates, occupied, worker),
      });
    }
    if (weights.corralZones) {
      const zones = new CorralZones(width, blocked, goals, dead);
      this.tests.push({
        name: 'corral zones',
        isDeadOnExpand: (_id, crates, occupied, worker, reach) =>
          zones.isDeadlock(crates, occupied, worker, reach),
      });
    }
  }

  /** The feature cells and, given a packing order, the advisors that follow it. */
  private useFeatures(plan: PackingOrder | undefined): void {
    const { analysis, weights } = this;
    this.features = new FeatureKey(analysis, analysis.goals, undefined, plan);
    if (!plan) return;
    this.advisors = new Advisors(weights.pastCells === true);
    if (weights.opener) this.opener = new Opener(analysis, plan);
    if (weights.hotspots) this.hotspots = new Hotspots(analysis);
    if (weights.explorer) this.explorer = new Explorer(analysis);
  }

  /** Stores the start state; returns a result when that already settles the level. */
  start(): PushSearchResult | undefined {
    if (this.pendingBase) {
      const result = this.pendingBase.start();
      return result === undefined ? undefined : this.endBaseSearch(result);
    }
    return this.startSearch();
  }

  override step(budget: number): PushSearchResult | undefined {
    if (this.pendingBase === undefined) return super.step(budget);
    const result = this.pendingBase.step(budget);
    return result === undefined ? undefined : this.endBaseSearch(result);
  }

  override stats(): SokobanSolveStats {
    const base = this.pendingBase?.stats() ?? this.baseStats;
    return base === undefined ? super.stats() : sumStats([base, super.stats()]);
  }

  /** A base search for this level under this search's limits (`BaseSearch.keepsPlaced`). */
  private baseSearch(keepsPlaced: boolean): BaseSearch {
    const { deadline, signal, stopFlag, maxStates } = this.limits;
    const limits = { deadline, signal, stopFlag, maxStates, keptSolutions: 0 };
    return new BaseSearch(this.level, this.analysis, limits, keepsPlaced);
  }

  /**
   * The base search ended with `result`: a plan starts the search with it, the base search's
   * states handed back to the budget; a limit ends this search too. When the base search that
   * kept crates on their goals took none off, it runs again with them taken off. Without a
   * plan, the search would only repeat the one with the layered plan, so it ends, proving
   * nothing.
   */
  private endBaseSearch(result: PushSearchResult): PushSearchResult | undefined {
    const base = this.pendingBase!;
    this.pendingBase = undefined;
    this.baseStats = this.baseStats ? sumStats([this.baseStats, base.stats()]) : base.stats();
    const plan = base.plan();
    base.releaseStates();
    if (plan !== undefined) {
      this.useFeatures(plan);
      return this.startSearch();
    }
    const stopped = result.outcome === 'timeLimit' || result.outcome === 'aborted';
    if (base.keepsPlaced && !stopped) {
      this.pendingBase = this.baseSearch(false);
      const again = this.pendingBase.start();
      return again === undefined ? undefined : this.endBaseSearch(again);
    }
    this.withoutBasePlan = true;
    // A limit of the whole solve ends this search with it; a base search that stalled or ran
    // dry only ends this one.
    return this.finish(this.begin([]) ?? (stopped ? result.outcome : 'exhausted'));
  }

  private startSearch(): PushSearchResult | undefined {
    const { level, analysis, store, n } = this;
    if (n > analysis.goalSquares.length || this.withoutBasePlan) {
      return this.finish(this.begin([]) ?? 'exhausted');
    }
    const start = Int32Array.from(level.crates).sort();
    for (let k = 0; k < n; k++) this.occupied[start[k]] = 1;
    this.reach.scan(this.occupied, level.worker);
    const worker = this.reach.minSquare;
    const regions = this.features?.regionCount(this.occupied) ?? 0;
    const progress = this.features?.progress(start, this.occupied) ?? 0;
    const cell =
      this.features?.cell(progress, regions, this.features.outOfPlan(start, progress)) ?? 0;
    for (let k = 0; k < n; k++) this.occupied[start[k]] = 0;
    const h = this.bound.ofState(start, this.store);
    let hash = analysis.workerKeys[worker];
    for (let k = 0; k < n; k++) hash ^= analysis.crateKeys[start[k]];
    const root = store.add(start, worker, hash, -1, -1, 0, h === Infinity ? 0 : h);
    // The budget (shared with the other searches) is spent: a limit, not a proof.
    if (root === -1) return this.finish(this.begin([]) ?? 'memoryLimit');
    store.regions[root] = regions;
    const stop = this.begin([root]);
    if (stop) return this.finish(stop);
    if (h === 0 && !this.weights.meetOnly) return this.finish('found', root);
    if (h === Infinity) return this.finish('exhausted');
    this.filing?.file(root, -1, cell);
    this.open.push(root, this.priority(0, h), 0, cell);
    return undefined;
  }

  protected override goalOnPop(id: number): boolean {
    return this.weights.goalOnPop && this.store.h[id] === 0;
  }

  /** Generates the successors of state `id`; returns a result when the search ends. */
  protected expand(id: number): PushSearchResult | undefined {
    const { store, analysis, occupied, current, n } = this;
    const { steps, blocked, dead, workerKeys } = analysis;
    const stats = this.run.stats;
    const base = id * n;
    for (let k = 0; k < n; k++) {
      current[k] = store.crates[base + k];
      occupied[current[k]] = 1;
    }
    const worker = store.worker[id];
    const g = store.g[id] + 1;
    const move = this.move;
    move.parent = id;
    move.crateHash = store.hash[id] ^ workerKeys[worker];
    this.reach.scan(occupied, worker);
    this.features?.expandFrom(current, store.regions[id], occupied);
    this.hotspots?.expandFrom(current);
    if (this.advisors) {
      const features = {
        progress: this.features!.parentProgress,
        regions: store.regions[id],
        outOfPlan: this.features!.parentOutOfPlan,
        hotspots: this.hotspots?.parentCount ?? 0,
      };
      this.advisors.begin(features, store.weight[id]);
      this.opener?.aimAt(occupied);
    }
    if (this.isDeadOnExpand(id, worker)) {
      for (let k = 0; k < n; k++) occupied[current[k]] = 0;
      return undefined;
    }
    this.bound.ofState(current, this.store, id);
    const roomOf = this.macros?.roomOf;
    const piCorral =
      this.weights.corralPruning && this.corral.find(occupied, this.reach, current) > 0;
    if (this.weights.corralPruning && this.corral.deadlocked) {
      for (let k = 0; k < n; k++) occupied[current[k]] = 0;
      return undefined;
    }
    const onlyBarrier = piCorral && !this.corralHoldsRoom();
    const barrier = this.corral.barrier;
    const parking = this.weights.parkInRooms === true;
    let outcome: PushSearchResult | undefined;
    if (this.boxMoves) outcome = this.expandByBoxMoves(onlyBarrier);
    for (let k = 0; k < n && outcome === undefined && !this.boxMoves; k++) {
      const from = current[k];
      if (onlyBarrier && barrier[from] === 0) continue;
      const inRoom = roomOf !== undefined && roomOf[from] !== 0;
      // Crates placed in a goal room stay there; with parking they may leave it again.
      if (inRoom && !parking) continue;
      move.crate = k;
      move.from = from;
      for (let d = 0; d < 4; d++) {
        const step = steps[d];
        const to = from + step;
        if (occupied[to] === 1 || blocked[to] === 1 || dead[to] === 1) continue;
        // Inside a room crates move only by macros.
        if (inRoom && roomOf[to] !== 0) continue;
        if (!this.reach.reached(from - step)) continue;
        stats.generated++;
        occupied[from] = 0;
        let verdict: PushSearchResult | undefined;
        if (roomOf && roomOf[to] !== 0) {
          occupied[to] = 1;
          verdict = this.enterRoom(d, to, g);
          occupied[to] = 0;
        } else {
          const rest = this.tunnels?.pushedOn(to, d, occupied) ?? to;
          move.to = rest;
          move.workerSquare = rest - step;
          move.region = -1;
          move.code = rest === to ? from * 4 + d : THROUGH_TUNNEL | (from * 4 + d);
          move.g = g + (rest - to) / step;
          occupied[rest] = 1;
          verdict = this.consider(move);
          occupied[rest] = 0;
        }
        occupied[from] = 1;
        if (verdict !== undefined) {
          outcome = verdict;
          break;
        }
      }
    }
    for (let k = 0; k < n; k++) occupied[current[k]] = 0;
    if (outcome === undefined) this.advisors?.flush(this.open, store.weight);
    return outcome;
  }

  /**
   * The children by box moves of the state being expanded (`move.parent`): each crate (only the
   * PI-corral's barrier when `onlyBarrier`) to each square it can reach alone, `occupied` and
   * `reach` showing the state.
   */
  private expandByBoxMoves(onlyBarrier: boolean): PushSearchResult | undefined {
    const { current, occupied, n, move } = this;
    const boxMoves = this.boxMoves!;
    const barrier = this.corral.barrier;
    const g = this.store.g[move.parent];
    for (let k = 0; k < n; k++) {
      const from = current[k];
      if (onlyBarrier && barrier[from] === 0) continue;
      move.crate = k;
      move.from = from;
      move.code = BOX_MOVE | from;
      const count = boxMoves.explore(occupied, from, this.reach);
      for (let i = 0; i < count; i++) {
        const to = boxMoves.square[i];
        this.run.stats.generated++;
        occupied[from] = 0;
        occupied[to] = 1;
        move.to = to;
        move.region = boxMoves.region[i];
        move.regionChange = boxMoves.regionChange(i);
        move.workerSquare = move.region;
        move.g = g + boxMoves.pushes[i];
        const verdict = this.consider(move);
        occupied[to] = 0;
        occupied[from] = 1;
        if (verdict !== undefined) return verdict;
      }
    }
    return undefined;
  }

  /** Whether a test of the list drops position `id`, being expanded with its worker in `worker`. */
  private isDeadOnExpand(id: number, worker: number): boolean {
    const { tests, current, occupied } = this;
    for (let i = 0; i < tests.length; i++) {
      if (tests[i].isDeadOnExpand?.(id, current, occupied, worker, this.reach)) return true;
    }
    return false;
  }

  /** Whether a test of the list drops the child just made (`consider`). */
  private isDeadAfterMove(to: number, worker: number): boolean {
    const { tests, occupied } = this;
    for (let i = 0; i < tests.length; i++) {
      if (tests[i].isDeadAfterMove?.(occupied, to, worker)) return true;
    }
    return false;
  }

  /**
   * Whether the position being expanded, `id` (`crates`, marked in `occupied`, the worker's
   * region `worker`), holds a learned deadlock or lies below a position proved dead. The
   * expansion counts below its ancestors; one whose count comes due has its clusters tested,
   * which may teach a new pattern and prove that ancestor dead.
   */
  private isLearnedDeadlock(
    id: number,
    crates: Int32Array,
    occupied: Uint8Array,
    worker: number,
  ): boolean {
    const learned = this.learned!;
    const { store, n } = this;
    if (learned.holds(crates, occupied, worker)) return true;
    if (!this.weights.learnDeadlocks) return false;
    const due = learned.countExpansion(store.subtree, store.parent, id);
    if (due === -2) return true;
    if (due === -1) return false;
    const ancestor = Int32Array.from(store.crates.subarray(due * n, due * n + n));
    if (!learned.learn(ancestor, store.worker[due], store.count)) return false;
    store.subtree[due] = DEAD_SUBTREE;
    return true;
  }

  /**
   * A small complete search of `crates` alone, the worker on `worker`, storing at most
   * `maxStates`: `dead` when it runs out of positions (a proof that they cannot be solved).
   */
  private solveAlone(level: SokobanLevel, analysis: LevelAnalysis, maxStates: number) {
    const { signal, stopFlag, deadline } = this.limits;
    const crates = level.crates.length;
    const keptSolutions = keptSolutionSlots(maxStates, crates, crates);
    const limits = { deadline, signal, stopFlag, maxStates, keptSolutions };
    const search = new PushSearch(level, analysis, SUBSET_WEIGHTS, limits);
    const { outcome, stats } = search.start() ?? search.step(Infinity)!;
    const verdict =
      outcome === 'exhausted' && search.complete
        ? 'dead'
        : outcome === 'memoryLimit'
          ? 'unknown'
          : 'alive';
    return { verdict, states: stats.states } as const;
  }

  /**
   * Whether the PI-corral just found takes in a goal room's square. Its barrier pushes may
   * then be exactly the pushes into the room that goal macros refuse, so pruning to them
   * could leave nothing: such a corral is not used to prune.
   */
  private corralHoldsRoom(): boolean {
    if (this.macros === undefined) return false;
    for (const square of this.macros.roomSquares) if (this.corral.inCorral(square)) return true;
    return false;
  }

  /**
   * The push in direction `d` of the crate `move` names into a goal room at `to` (already made
   * in `occupied`), `g` pushes from the start, carried on to each goal of the room that keeps
   * the rest fillable, one macro each. When there is none and the search parks crates in
   * rooms, the push alone: the crate waits at `to`.
   */
  private enterRoom(d: number, to: number, g: number): PushSearchResult | undefined {
    const macros = this.macros!;
    const { occupied, move } = this;
    const from = move.from;
    this.macroUsed = true;
    let planned = 0;
    for (const target of macros.targets(macros.roomOf[to] - 1, occupied, to)) {
      const pushes = macros.plan(occupied, from, to, target);
      if (pushes === -1) continue;
      planned++;
      occupied[to] = 0;
      occupied[target] = 1;
      move.to = target;
      move.workerSquare = macros.workerAfter;
      move.region = -1;
      move.code = MACRO | (from * 4 + d);
      move.g = g + pushes;
      const verdict = this.consider(move);
      occupied[target] = 0;
      occupied[to] = 1;
      if (verdict !== undefined) return verdict;
    }
    if (planned === 0 && this.weights.parkInRooms) {
      move.to = to;
      move.workerSquare = from;
      move.region = -1;
      move.code = from * 4 + d;
      move.g = g;
      return this.consider(move);
    }
    return undefined;
  }

  /** A child's lower bound; a box move is one of many moves of its crate from the parent. */
  private boundAfter({ region, crate, from, to }: ChildMove): number {
    return region !== -1
      ? this.bound.afterMoveOfMany(crate, from, to)
      : this.bound.afterMove(crate, from, to);
  }

  /**
   * One child (a push, a macro, a tunnel's pushes or a box move) of the state being expanded,
   * as `move` describes it and `occupied` shows it: deadlock tests, duplicate detection,
   * storing the child.
   */
  private consider(move: ChildMove): PushSearchResult | undefined {
    const { store, analysis, occupied, current, child } = this;
    const { parent, crate: k, from, to, code, g } = move;
    if (this.freeze.isDeadlock(occupied, to)) return undefined;
    withCrateMoved(current, k, to, child);
    // One push leaves the worker on `from`; a macro or a tunnel moves the crate further.
    let worker =
      move.region !== -1
        ? move.region
        : (code & (MACRO | THROUGH_TUNNEL)) === 0
          ? this.reach.minSquareAfterMove(occupied, from, to)
          : -1;
    if (worker === -1) {
      this.childReach.scan(occupied, move.workerSquare);
      worker = this.childReach.minSquare;
    }
    const hash =
      move.crateHash ^
      analysis.crateKeys[from] ^
      analysis.crateKeys[to] ^
      analysis.workerKeys[worker];
    if (this.isDeadAfterMove(to, worker)) return undefined;
    const existing = store.find(hash, child, worker);
    if (existing !== -1) {
      if (g < store.g[existing] && this.weights.goalOnPop) {
        store.g[existing] = g;
        store.parent[existing] = parent;
        store.move[existing] = code;
        store.closed[existing] = 0;
        this.open.push(existing, this.priority(g, store.h[existing]), store.h[existing], 0);
        this.trace?.generate(existing, parent, this.priority(g, store.h[existing]));
      } else this.trace?.skip(existing, parent);
      return undefined;
    }
    const h = this.boundAfter(move);
    if (h === Infinity) return undefined;
    const id = store.add(child, worker, hash, parent, code, g, h);
    if (id === -1) return this.outOfMemory();
    for (const backward of this.meet) {
      const other = backward.find(hash, child, worker);
      if (other !== -1) return this.finishMeeting(id, backward, other);
    }
    this.crossThread?.stored(hash, child, worker);
    this.trace?.generate(id, parent, this.priority(g, h));
    if (h === 0 && !this.weights.goalOnPop && !this.weights.meetOnly) {
      return this.finish('found', id);
    }
    const cell =
      this.features?.childCell(
        from,
        to,
        occupied,
        move.region !== -1 ? move.regionChange : undefined,
      ) ?? 0;
    if (this.features) store.regions[id] = this.features.childRegions;
    if (this.advisors) {
      const features = this.offered;
      features.progress = this.features!.childProgress;
      features.regions = this.features!.childRegions;
      features.outOfPlan = this.features!.childOutOfPlan;
      features.hotspots = this.hotspots?.countAfterMove(k, from, to, current) ?? 0;
      const { workerSquare } = move;
      const boxMove = move.region !== -1 ? this.boxMoves : undefined;
      const opens = this.explorer?.opens(
        child,
        occupied,
        from,
        to,
        workerSquare,
        this.reach,
        boxMove,
      );
      features.opens = opens ? 1 : 0;
      features.nearBefore = this.opener?.distance(from) ?? -1;
      features.nearAfter = this.opener?.distance(to) ?? -1;
      this.advisors.offer(id, features, h, this.filing ? this.filing.file(id, parent, cell) : cell);
    } else this.open.push(id, this.priority(g, h), this.weights.goalOnPop ? h : -id, cell);
    return undefined;
  }

  /** State `id` is one the search from the other end stored as `other`: the two paths join. */
  private finishMeeting(id: number, backward: MeetingPoint, other: number): PushSearchResult {
    const result = this.finish('found', id);
    return { ...result, pushes: [...result.pushes!, ...backward.pushesOf(other)] };
  }

  /** The pushes from the start to state `id`. */
  pushesOf(id: number): Push[] {
    const pushes: Push[] = [];
    for (; this.store.parent[id] !== -1; id = this.store.parent[id]) {
      const move = this.store.move[id];
      if (move & BOX_MOVE) this.replayBoxMove(this.store.parent[id], id, pushes);
      else if (move & MACRO) this.replayMacro(this.store.parent[id], id, pushes);
      else if (move & THROUGH_TUNNEL) this.replayTunnel(this.store.parent[id], id, pushes);
      else pushes.push({ from: move >> 2, direction: move & 3 });
    }
    return pushes.reverse();
  }

  /** Appends, last first, the pushes of the box move leading from `parent` to `child`. */
  private replayBoxMove(parent: number, child: number, pushes: Push[]): void {
    const { store, n, analysis } = this;
    const boxMoves = this.boxMoves!;
    const parentCrates = store.crates.subarray(parent * n, parent * n + n);
    const from = store.move[child] & 0xffff;
    const to = movedCrateSquare(store, parent, child, from);
    // The search's own `occupied` and scanners may hold the position being expanded.
    const occupied = new Uint8Array(analysis.size);
    for (const square of parentCrates) occupied[square] = 1;
    const reach = new ReachScanner(
      analysis.width,
      analysis.size / analysis.width,
      analysis.blocked,
    );
    reach.scan(occupied, store.worker[parent]);
    const count = boxMoves.explore(occupied, from, reach);
    for (let i = 0; i < count; i++) {
      if (boxMoves.square[i] !== to || boxMoves.region[i] !== store.worker[child]) continue;
      const path = boxMoves.path(i);
      for (let j = path.length - 1; j >= 0; j--) {
        pushes.push({ from: path[j] >> 2, direction: path[j] & 3 });
      }
      return;
    }
    throw new Error('solver bug: a stored box move cannot be found again');
  }

  /** Appends, last first, the pushes of the tunnel move leading from `parent` to `child`. */
  private replayTunnel(parent: number, child: number, pushes: Push[]): void {
    const code = this.store.move[child] & ~THROUGH_TUNNEL;
    const d = code & 3;
    const step = this.analysis.steps[d];
    const from = code >> 2;
    const rest = movedCrateSquare(this.store, parent, child);
    for (let square = rest - step; ; square -= step) {
      pushes.push({ from: square, direction: d });
      if (square === from) return;
    }
  }

  /** Appends, last first, the pushes of the macro leading from `parent` to `child`. */
  private replayMacro(parent: number, child: number, pushes: Push[]): void {
    const { store, n } = this;
    const macros = this.macros!;
    // The search's own `occupied` may hold the position being expanded: plan on a clean board.
    const occupied = new Uint8Array(this.occupied.length);
    const entry = store.move[child] & ~MACRO;
    const from = entry >> 2;
    const to = from + this.analysis.steps[entry & 3];
    for (let k = 0; k < n; k++) occupied[store.crates[parent * n + k]] = 1;
    occupied[from] = 0;
    occupied[to] = 1;
    // The macro's goal: where the child has a crate and the board after the entry push has
    // none; the entry square itself when the macro ended there.
    let target = to;
    for (let k = 0; k < n; k++) {
      const square = store.crates[child * n + k];
      if (occupied[square] === 0) target = square;
    }
    const count = macros.plan(occupied, from, to, target);
    if (count === -1) throw new Error('solver bug: a stored goal macro cannot be planned again');
    for (let i = count - 1; i >= 0; i--) {
      const push = macros.path[i];
      pushes.push({ from: push >> 2, direction: push & 3 });
    }
    pushes.push({ from, direction: entry & 3 });
  }
}
