/**
 * The base search, after Festival's packing search: FESS run backwards from the solved
 * position, by box moves of pulls, where a crate pulled onto a starting square still free (a
 * *base*) is taken off the board, until no crate is left. Read forwards, its path is a plan
 * for the whole level: which crate leaves its starting square when, where it waits on the
 * way, and in which order the goals fill, worked out with the other crates in the way
 * (`BasePlan`). The layered packing plan only knows the goals.
 *
 * ```text
 * const search = new BaseSearch(level, analysis, { maxStates: 50_000, keptSolutions: 0 });
 * let result = search.start();
 * while (result === undefined) result = search.step(1000);
 * result.outcome; // 'found' when the board was cleared
 * search.plan(); // the BasePlan of the cleared board (or of its best position)
 * ```
 *
 * It is a relaxation: a crate taken off stands on its base in the real level until its turn,
 * and the search no longer sees it there; so the plan is advice for the forward search, never
 * a solution. The search is FESS as the forward one is, its features read backwards:
 *
 * - a position's cell is the crates still on the board, the regions they cut the floor into
 *   and the crates still on goals; fewer of each is better, in that order, then crates farther
 *   from the goals (the sum of each crate's pushes to every goal);
 * - the *packing* advisor takes a crate off when one can be (a crate off the goals first, then
 *   the pull that cuts the floor least, the longest); otherwise it pulls a crate off a goal
 *   without cutting the floor more, farther from the goals, the longest such pull; the
 *   *connection* advisor names the move that joins most regions (only when no crate comes off);
 * - when some crate can be taken off, only such moves are made, one per crate: a crate that
 *   can leave never needs to wait;
 * - a crate is taken off only when the pull that brings it to its base leaves an area of the
 *   empty level (`leavesArea`, `findAreas`): one pulled next to a base has not left its area,
 *   and standing there it is an obstacle the plan must keep;
 * - a crate is taken off only in the largest stores of free bases, those a lone crate can be
 *   pushed between both ways, once the worker reaches them all (`markSinks`);
 * - the crates on the board must each still reach a free base of their own (a matching by
 *   pull distances, the other crates ignored): a position is expanded only while they do, and
 *   a crate is taken off only where they still do after it, as Festival tests its moves.
 *
 * A crate that starts on a goal stays on the board, as in Festival (`keepsPlaced`): where it
 * stands in the way, the plan moves it. The search that uses the plan runs the base search
 * again with such crates taken off at once when it took no crate off at all.
 *
 * When it stalls (as many expansions without taking a crate off as it took to reach its best
 * position, and one more per square of floor for each crate left there) or runs dry, its plan
 * is made from that best position, as Festival makes its plan from its best position when its
 * time is up.
 *
 * A crate is stored as its square, or, once taken off, as `size` plus its base's number, so a
 * position keeps which bases are used.
 *
 * The method follows Festival's packing search, by Yaron Shoham (Shoham and Schaeffer, "The
 * FESS Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); this code
 * is our own, written from the method notes in docs/sokoban-solver.md (stores of free bases,
 * leaving an area, the base search's advisors, reading the plan).
 */
import { stronglyConnectedComponents } from '../../../../search/index.js';
import type { SokobanLevel } from '../../level.js';
import { RegionCounter } from '../../rules/components.js';
import { ReachScanner } from '../../rules/reachability.js';
import type { LevelAnalysis } from '../core/analysis.js';
import { findAreas } from '../fess/areas.js';
import { BasePlan, type PlannedMove } from '../fess/base-plan.js';
import { PastCells } from '../fess/past-cells.js';
import { BoxMoves } from '../macros/box-moves.js';
import { PushDistances, UNREACHABLE, pushDistances } from '../core/distances.js';
import { cellRank, featureCell } from '../fess/feature-cells.js';
import type { Push, PushSearchResult, SearchLimits } from '../core/search-settings.js';
import { StateSearch, movedCrateSquare, withCrateMoved } from '../core/state-search.js';
import { openListFor } from './open-lists.js';

/** Marks a stored move whose crate was taken off on arrival. */
const TAKEN_OFF = 1 << 30;

/**
 * A walk on the empty level from which two squares are in different areas whatever their
 * rooms: Festival's value for its test of boxes in different rooms.
 */
const AREA_WALK = 6;

/** Counts beyond this share a cell or a tie (crates on goals, weights). */
const MAX_COUNT = 63;

/** A box move of the position being expanded: crate `k` to `to`, the worker in `worker`'s region. */
interface BoxMove {
  k: number;
  to: number;
  worker: number;
  pulls: number;
  takesOff: boolean;
}

/** One child of the position being expanded, as the advisors compare them. */
interface Candidate {
  id: number;
  /** 1 when the crate left a goal. */
  fromGoal: number;
  onBoard: number;
  onGoals: number;
  regions: number;
  far: number;
  /** The pulls of the move. */
  pulls: number;
  cell: number;
}

export class BaseSearch extends StateSearch {
  private readonly n: number;
  private readonly size: number;
  private readonly reach: ReachScanner;
  private readonly regions: RegionCounter;
  private readonly moves: BoxMoves;
  /** Pull distances from every square to each base. */
  private readonly distances: PushDistances;
  /** The base number of each square, -1 where no crate starts. */
  private readonly baseOf: Int32Array;
  private readonly takenOffKeys: Int32Array;
  private readonly occupied: Uint8Array;
  /** 1 for each base already used, in the position being expanded. */
  private readonly used: Uint8Array;
  private readonly current: Int32Array;
  private readonly child: Int32Array;
  /** Per square, the sum of its pushes to every goal it reaches: crates far out score high. */
  private readonly farness: Int32Array;
  /** Walking distances on the empty level, from every base to every square. */
  private readonly walks: Int32Array;
  private cleared = -1;
  /**
   * The position with the fewest crates left on the board so far, how many, and how many of
   * those stand off the bases (a crate kept on a base needs no pulls of its own).
   */
  private best = -1;
  private bestLeft = Infinity;
  private bestToGo = Infinity;
  /** Expansions made when the best position was found. */
  private bestAt = 0;
  /** The squares of floor, the slack a stalled search gets per crate to go (see `expand`). */
  private readonly floor: number;
  /** The goals whose crates were taken off at the start (without `keepsPlaced`). */
  private rootTakenOff: number[] = [];
  /** The bases, ascending: base i is `bases[i]`. */
  private readonly bases: Int32Array;
  /**
   * For each square, the bases a crate there can be pulled to, nearest first: `byDistance`
   * from `listStart[square]` to `listStart[square + 1]`.
   */
  private readonly listStart: Int32Array;
  private readonly byDistance: Int32Array;
  private readonly candidates: Candidate[] = [];
  /** Festival's filing: a position in the best cell on its path. */
  private readonly filing = new PastCells();
  private readonly found: BoxMove[] = [];
  /** The matching's state: the crate holding each base, and bases visited per path. */
  private readonly owner: Int32Array;
  private readonly visited: Uint32Array;
  private visitStamp = 0;
  /** The area of each square of the empty level (`findAreas`). */
  private readonly areaOf: Int32Array;
  /** 1 for the bases where crates are taken off, in the position being expanded. */
  private readonly sink: Uint8Array;
  /** `pushable[a * n + b]`: a lone crate on base a can be pushed to base b (`pushReach`). */
  private readonly pushable: Uint8Array;
  /** The free bases of the position being expanded, as `markSinks` lists them. */
  private readonly freeBases: number[] = [];
  private readonly seen: Uint32Array;
  private seenStamp = 0;
  private readonly queue: Int32Array;

  /** The search proves nothing: crates taken off relax the level. */
  get complete(): boolean {
    return false;
  }

  constructor(
    private readonly level: SokobanLevel,
    private readonly analysis: LevelAnalysis,
    limits: SearchLimits,
    /** Leave crates that start on their goals on the board (see `start`). */
    readonly keepsPlaced = false,
  ) {
    const weights = {
      gWeight: 0,
      hWeight: 1,
      goalOnPop: false,
      corralPruning: false,
      featureSpace: true,
      bestCellTurns: true,
      pastCells: true,
    };
    super(level.crates.length, analysis.size, weights, limits, (store) =>
      openListFor(weights, store),
    );
    const { width, size, blocked, inside } = analysis;
    this.n = level.crates.length;
    this.size = size;
    this.reach = new ReachScanner(width, size / width, blocked);
    this.regions = RegionCounter.ofFloor(width, blocked);
    this.moves = new BoxMoves(analysis, undefined, true);
    const bases = Int32Array.from(level.crates).sort();
    this.bases = bases;
    this.distances = pushDistances(width, inside, [...bases], 'push');
    [this.listStart, this.byDistance] = basesByDistance(this.distances, this.n, size);
    this.baseOf = new Int32Array(size).fill(-1);
    bases.forEach((square, index) => (this.baseOf[square] = index));
    this.takenOffKeys = new Int32Array(this.n);
    for (let i = 0; i < this.n; i++)
      this.takenOffKeys[i] = analysis.crateKeys[bases[i]] ^ 0x5bd1e995;
    this.occupied = new Uint8Array(size);
    this.used = new Uint8Array(this.n);
    this.current = new Int32Array(this.n);
    this.child = new Int32Array(this.n);
    this.farness = farnessOf(analysis);
    this.walks = walksFrom(analysis, bases);
    this.owner = new Int32Array(this.n);
    this.visited = new Uint32Array(this.n);
    this.sink = new Uint8Array(this.n);
    this.areaOf = findAreas(analysis).areaOf;
    this.pushable = new Uint8Array(this.n * this.n);
    this.seen = new Uint32Array(size);
    this.queue = new Int32Array(size);
    this.floor = blocked.reduce((count, wall) => count + (wall === 0 ? 1 : 0), 0);
  }

  /** Whether the level fits the encoding: every taken-off crate's code within 16 bits. */
  static fits(level: SokobanLevel): boolean {
    return level.width * level.height + level.crates.length <= 0xffff;
  }

  /**
   * Stores the solved positions, one per worker region. With `keepsPlaced`, a crate on a goal
   * that is also its base stays on the board, as in Festival: the plan must move it when it is
   * in the way of the others. Without, it is taken off at once, as if it never moved.
   */
  start(): PushSearchResult | undefined {
    const { analysis, store, occupied, used, size } = this;
    const goals = analysis.goalSquares;
    if (goals.length !== this.n) return this.finish(this.begin([]) ?? 'exhausted');
    const onBoard: number[] = [];
    const takenOff: number[] = [];
    for (const goal of goals) {
      const base = this.baseOf[goal];
      if (base === -1 || this.keepsPlaced) onBoard.push(goal);
      else {
        takenOff.push(size + base);
        used[base] = 1;
      }
    }
    const crates = Int32Array.from([
      ...onBoard.sort((a, b) => a - b),
      ...takenOff.sort((a, b) => a - b),
    ]);
    for (const crate of onBoard) occupied[crate] = 1;
    const h = this.boundOf(crates);
    let crateHash = 0;
    for (const crate of onBoard) crateHash ^= analysis.crateKeys[crate];
    for (const code of takenOff) crateHash ^= this.takenOffKeys[code - size];
    this.rootTakenOff = takenOff.map((code) => this.bases[code - size]);
    const roots: number[] = [];
    if (onBoard.length === 0) {
      const id = store.add(crates, 0, crateHash, -1, -1, 0, 0);
      if (id !== -1) this.cleared = id;
      occupied.fill(0);
      used.fill(0);
      return this.finish(this.begin([]) ?? 'found');
    }
    const regions = this.regions.count(occupied);
    const cell = this.cellOf(onBoard.length, onBoard.length, regions);
    for (let square = 0; square < analysis.size && h !== Infinity; square++) {
      if (analysis.blocked[square] === 1 || occupied[square] === 1) continue;
      this.reach.scan(occupied, square);
      if (this.reach.minSquare !== square) continue;
      const id = store.add(crates, square, crateHash ^ analysis.workerKeys[square], -1, -1, 0, h);
      if (id === -1) break;
      roots.push(id);
      if (this.best === -1) {
        this.best = id;
        this.bestLeft = onBoard.length;
        this.bestToGo = this.offBases(crates);
      }
      store.regions[id] = Math.min(regions, 255);
      this.filing.file(id, -1, cell);
      this.open.push(id, 0, -id, cell);
    }
    occupied.fill(0);
    used.fill(0);
    const stop = this.begin(roots);
    if (stop) return this.finish(stop);
    return roots.length > 0 ? undefined : this.finish('exhausted');
  }

  protected expand(id: number): PushSearchResult | undefined {
    const { store, analysis, occupied, current, used, n, size, moves, candidates } = this;
    // Stalled: as many expansions without a crate taken off as it took to get there, and one
    // more per square of floor for each crate still to go, off the bases. The plan is then made
    // from the best position (`plan`).
    if (this.run.stats.expanded > 2 * this.bestAt + this.floor * this.bestToGo) {
      return this.finish('maxExpanded');
    }
    used.fill(0);
    let onBoard = 0;
    let onGoals = 0;
    for (let k = 0; k < n; k++) {
      const crate = store.crates[id * n + k];
      current[k] = crate;
      if (crate >= size) used[crate - size] = 1;
      else {
        occupied[crate] = 1;
        onBoard++;
        onGoals += analysis.goals[crate];
      }
    }
    const worker = store.worker[id];
    const crateHash = store.hash[id] ^ analysis.workerKeys[worker];
    const regions = store.regions[id];
    // As Festival tests the move it plays: the crates must still reach distinct free bases.
    if (!this.matchedWithout(onBoard, -1, -1)) return this.endExpansion(onBoard, undefined);
    this.reach.scan(occupied, worker);
    candidates.length = 0;
    const sinks = this.markSinks(occupied);
    // When some crate can be taken off, nothing else is done: one way off for each crate.
    const found = this.found;
    found.length = 0;
    let takingOff = false;
    for (let k = 0; k < onBoard; k++) {
      const from = current[k];
      const count = moves.explore(occupied, from, this.reach);
      for (let i = 0; i < count; i++) {
        const to = moves.square[i];
        const base = this.baseOf[to];
        const takesOff =
          sinks &&
          base !== -1 &&
          this.sink[base] === 1 &&
          this.leavesArea(from, base) &&
          this.matchedWithout(onBoard, k, base);
        if (takingOff && !takesOff) continue;
        if (takesOff && !takingOff) {
          takingOff = true;
          found.length = 0;
        }
        found.push({ k, to, worker: moves.region[i], pulls: moves.pushes[i], takesOff });
        if (takesOff) break;
      }
    }
    for (const move of found) {
      const outcome = this.consider(id, move, crateHash, onBoard, onGoals);
      if (outcome !== undefined) return this.endExpansion(onBoard, outcome);
    }
    this.advise(id, onBoard, regions, takingOff);
    return this.endExpansion(onBoard, undefined);
  }

  private endExpansion(
    onBoard: number,
    outcome: PushSearchResult | undefined,
  ): PushSearchResult | undefined {
    for (let k = 0; k < onBoard; k++) this.occupied[this.current[k]] = 0;
    return outcome;
  }

  /**
   * Box move `move` of the position `parent`: stores the child and offers it to the advisors;
   * a result when the board is cleared.
   */
  private consider(
    parent: number,
    move: BoxMove,
    crateHash: number,
    onBoard: number,
    onGoals: number,
  ): PushSearchResult | undefined {
    const { store, analysis, occupied, current, child, size, used } = this;
    const { k, to, worker, takesOff } = move;
    const from = current[k];
    const base = this.baseOf[to];
    let hash = crateHash ^ analysis.crateKeys[from] ^ analysis.workerKeys[worker];
    occupied[from] = 0;
    if (takesOff) {
      withCrateMoved(current, k, size + base, child);
      hash ^= this.takenOffKeys[base];
    } else {
      withCrateMoved(current, k, to, child);
      occupied[to] = 1;
      hash ^= analysis.crateKeys[to];
    }
    const regions = this.regions.count(occupied);
    if (!takesOff) occupied[to] = 0;
    occupied[from] = 1;
    if (store.find(hash, child, worker) !== -1) return undefined;
    if (takesOff) used[base] = 1;
    const h = this.boundOf(child);
    if (takesOff) used[base] = 0;
    if (h === Infinity) return undefined;
    const id = store.add(
      child,
      worker,
      hash,
      parent,
      from | (takesOff ? TAKEN_OFF : 0),
      store.g[parent] + 1,
      Math.min(h, 0xffff),
    );
    if (id === -1) return this.outOfMemory();
    store.regions[id] = Math.min(regions, 255);
    const left = takesOff ? onBoard - 1 : onBoard;
    if (left < this.bestLeft) {
      this.best = id;
      this.bestLeft = left;
      this.bestToGo = this.offBases(child);
      this.bestAt = this.run.stats.expanded;
    }
    if (left === 0) {
      this.cleared = id;
      return this.finish('found');
    }
    const goalsLeft = onGoals - analysis.goals[from] + (takesOff ? 0 : analysis.goals[to]);
    let far = 0;
    for (let j = 0; j < this.n && child[j] < size; j++) far += this.farness[child[j]];
    this.candidates.push({
      id,
      fromGoal: analysis.goals[from],
      onBoard: left,
      onGoals: goalsLeft,
      regions,
      far,
      pulls: move.pulls,
      cell: this.cellOf(left, goalsLeft, regions),
    });
    return undefined;
  }

  /**
   * Weighs the children of `parent` (its features given) and files them: the moves the
   * advisors name cost nothing, the others 1; an only child costs nothing. When crates can
   * come off, the packing advisor names the best way off; otherwise it names the best pull off
   * a goal that cuts no more floor and takes the crate farther out, and the connection advisor
   * the best move that joins regions.
   */
  private advise(parent: number, onBoard: number, regions: number, takingOff: boolean): void {
    const { candidates, store } = this;
    if (candidates.length === 0) return;
    let packer: number;
    let connector = -1;
    if (takingOff) packer = bestOf(candidates, TAKE_OFF_ORDER, () => true);
    else {
      const far = this.farnessOfParent(onBoard);
      packer = bestOf(
        candidates,
        PULL_OFF_GOAL_ORDER,
        (c) => c.fromGoal === 1 && c.regions <= regions && c.far > far,
      );
      connector = bestOf(candidates, JOIN_ORDER, (c) => c.regions < regions);
    }
    const weight = store.weight[parent];
    const heavy = Math.min(0xffff, weight + 1);
    for (let i = 0; i < candidates.length; i++) {
      const c = candidates[i];
      const advised = candidates.length === 1 || i === packer || i === connector;
      store.weight[c.id] = advised ? weight : heavy;
      const cell = this.filing.file(c.id, parent, c.cell);
      this.open.push(c.id, store.weight[c.id], this.tie(c), cell);
    }
    candidates.length = 0;
  }

  /** The tie within a weight: the child's own cell, then crates farther out. */
  private tie(c: Candidate): number {
    return -cellRank(c.cell) * 0x100000 - Math.min(c.far, 0xfffff);
  }

  /** The farness of the crates on the board of the position being expanded. */
  private farnessOfParent(onBoard: number): number {
    let far = 0;
    for (let k = 0; k < onBoard; k++) far += this.farness[this.current[k]];
    return far;
  }

  /** The crates of `crates` on the board and off every base: those the plan must still pull. */
  private offBases(crates: ArrayLike<number>): number {
    let count = 0;
    for (let k = 0; k < this.n; k++) {
      if (crates[k] < this.size && this.baseOf[crates[k]] === -1) count++;
    }
    return count;
  }

  /**
   * The cell of a position: fewer crates on the board first, then fewer regions, then fewer
   * crates on goals, in the number `featureCell` makes for progress, regions and a count.
   */
  private cellOf(onBoard: number, onGoals: number, regions: number): number {
    return featureCell(this.n - onBoard, Math.min(regions, 255), Math.min(onGoals, MAX_COUNT));
  }

  /**
   * Whether the crates on the board of the position being expanded (the first `onBoard` of
   * `current`), without crate `k`, can be pulled each to a free base of its own, base `base`
   * taken too (-1: none): a matching by augmenting paths, the other crates ignored.
   */
  private matchedWithout(onBoard: number, k: number, base: number): boolean {
    const { owner } = this;
    owner.fill(-1);
    if (base !== -1) this.used[base] = 1;
    let matched = true;
    for (let i = 0; i < onBoard && matched; i++) {
      if (i === k) continue;
      this.visitStamp++;
      matched = this.augment(this.current[i], i);
    }
    if (base !== -1) this.used[base] = 0;
    return matched;
  }

  /** Kuhn's augmenting path from crate `i` on `square`: a free base for it, or false. */
  private augment(square: number, i: number): boolean {
    const { used, owner, visited, current } = this;
    const end = this.listStart[square + 1];
    for (let j = this.listStart[square]; j < end; j++) {
      const base = this.byDistance[j];
      if (used[base] === 1 || visited[base] === this.visitStamp) continue;
      visited[base] = this.visitStamp;
      if (owner[base] === -1 || this.augment(current[owner[base]], owner[base])) {
        owner[base] = i;
        return true;
      }
    }
    return false;
  }

  /**
   * Marks in `sink` the free bases where crates are taken off, in the position being expanded
   * (`occupied` and `reach` showing it). The free bases between which a lone crate can be
   * pushed both ways, the crates on the board standing as walls, are one store: the strongly
   * connected components of the graph of `pushReach`. Crates come off in the largest stores
   * (all of them on a tie). False when there is none, or when the worker cannot reach all of
   * their bases yet: then the crates in the way are pulled aside first, so the plan has them
   * wait. With `keepsPlaced`, a base under a crate stands as a wall and is in no store.
   */
  private markSinks(occupied: Uint8Array): boolean {
    const { sink, used, bases, n, reach, pushable, freeBases } = this;
    sink.fill(0);
    freeBases.length = 0;
    for (let b = 0; b < n; b++) {
      if (used[b] === 1 || this.isCovered(b, occupied)) continue;
      freeBases.push(b);
      this.pushReach(occupied, b);
    }
    if (freeBases.length === 0) return false;
    const stores = stronglyConnectedComponents(freeBases, (b: number) =>
      freeBases.filter((c) => c !== b && pushable[b * n + c] === 1),
    );
    const largest = Math.max(...stores.map((store) => store.length));
    for (const store of stores) {
      if (store.length !== largest) continue;
      for (const b of store) {
        if (occupied[bases[b]] === 1 || !reach.reached(bases[b])) return false;
        sink[b] = 1;
      }
    }
    return true;
  }

  /** With `keepsPlaced`: whether base `b` is under a crate, which stands there as a wall. */
  private isCovered(b: number, occupied: Uint8Array): boolean {
    return this.keepsPlaced && occupied[this.bases[b]] === 1;
  }

  /**
   * Fills row `from` of `pushable`: the bases a lone crate on base `from` can be pushed to,
   * the crates in `occupied` standing as walls and the worker taken to reach any free side (a
   * generous reading: it only makes more bases one store).
   */
  private pushReach(occupied: Uint8Array, from: number): void {
    const { steps, blocked } = this.analysis;
    const { seen, queue, pushable, n } = this;
    const start = this.bases[from];
    const stamp = ++this.seenStamp;
    pushable.fill(0, from * n, from * n + n);
    seen[start] = stamp;
    queue[0] = start;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const square = queue[head];
      const base = this.baseOf[square];
      if (base !== -1) pushable[from * n + base] = 1;
      for (let d = 0; d < 4; d++) {
        const to = square + steps[d];
        const behind = square - steps[d];
        if (blocked[to] === 1 || blocked[behind] === 1 || seen[to] === stamp) continue;
        if ((occupied[to] === 1 && to !== start) || (occupied[behind] === 1 && behind !== start))
          continue;
        seen[to] = stamp;
        queue[tail++] = to;
      }
    }
  }

  /**
   * Whether a crate pulled from `square` to base `base` leaves its area (`findAreas`): the two
   * squares are in different areas, or a long walk apart.
   */
  private leavesArea(square: number, base: number): boolean {
    return (
      this.walkFrom(base, square) >= AREA_WALK ||
      this.areaOf[square] !== this.areaOf[this.bases[base]]
    );
  }

  /** The worker's walk on the empty level from base `base` to `square`. */
  private walkFrom(base: number, square: number): number {
    return this.walks[base * this.size + square];
  }

  /** Pulls from `square` to the nearest base still free in the position being expanded. */
  private nearestBase(square: number): number {
    const { byDistance, used } = this;
    const end = this.listStart[square + 1];
    for (let i = this.listStart[square]; i < end; i++) {
      const base = byDistance[i];
      if (used[base] === 0) return this.distances.table[base * this.size + square];
    }
    return Infinity;
  }

  /** The sum over the crates on the board of `nearestBase`, `used` marking the bases taken. */
  private boundOf(crates: Int32Array): number {
    let sum = 0;
    for (let k = 0; k < crates.length && crates[k] < this.size; k++) {
      sum += this.nearestBase(crates[k]);
    }
    return sum;
  }

  /**
   * The plan, read forwards: that of the cleared board, or when the search ended without
   * clearing it (it ran dry, or out of memory), that of the position with the fewest crates
   * left, as Festival makes its plan from its best position: the crates left must first be
   * brought where they stand there. Undefined when it took no crate off at all: that plan
   * would know nothing the layered packing plan does not.
   */
  plan(): BasePlan | undefined {
    const end = this.cleared !== -1 ? this.cleared : this.best;
    if (end === -1 || this.store.parent[end] === -1) return undefined;
    const { store, size, n } = this;
    // Crates taken off at the root never move; crates left on the board at the end must first
    // be brought where they stand there. Both come first, from their starting squares.
    const placed = [...this.rootTakenOff];
    for (let k = 0; k < n; k++) {
      const crate = store.crates[end * n + k];
      if (crate < size) placed.push(crate);
    }
    const moves: PlannedMove[] = placed.map((square) => ({ from: -1, to: square }));
    // The path from the end back to the solved position is the forward order.
    for (let id = end; store.parent[id] !== -1; id = store.parent[id]) {
      const move = this.forwardMoveOf(id);
      if (move !== undefined) moves.push(move);
    }
    return new BasePlan(moves, this.analysis.goals);
  }

  /**
   * The stored step into `id`, read forwards: a crate taken off is a crate leaving its starting
   * square; a pull from a to b is a push from b to a. Undefined for a step that moved no crate.
   */
  private forwardMoveOf(id: number): PlannedMove | undefined {
    const { store, size } = this;
    const code = store.move[id];
    const pulledFrom = code & ~TAKEN_OFF;
    if ((code & TAKEN_OFF) !== 0) return { from: -1, to: pulledFrom };
    const pulledTo = movedCrateSquare(store, store.parent[id], id, pulledFrom);
    if (pulledTo === pulledFrom || pulledTo >= size) return undefined;
    return { from: pulledTo, to: pulledFrom };
  }

  /** The base search's path is a plan, never pushes: its result carries none. */
  pushesOf(_id: number): Push[] {
    return [];
  }
}

/** Per square, the bases reachable by pulls, nearest first (`BaseSearch.listStart`). */
function basesByDistance(
  distances: PushDistances,
  bases: number,
  size: number,
): [Int32Array, Int32Array] {
  const { table } = distances;
  const listStart = new Int32Array(size + 1);
  for (let square = 0; square < size; square++) {
    let count = 0;
    for (let b = 0; b < bases; b++) if (table[b * size + square] !== UNREACHABLE) count++;
    listStart[square + 1] = listStart[square] + count;
  }
  const byDistance = new Int32Array(listStart[size]);
  const reachable: number[] = [];
  for (let square = 0; square < size; square++) {
    reachable.length = 0;
    for (let b = 0; b < bases; b++) if (table[b * size + square] !== UNREACHABLE) reachable.push(b);
    reachable.sort((a, b) => table[a * size + square] - table[b * size + square] || a - b);
    byDistance.set(reachable, listStart[square]);
  }
  return [listStart, byDistance];
}

/** Per square, the sum of the pushes from it to each goal it reaches (Festival's distance). */
function farnessOf(analysis: LevelAnalysis): Int32Array {
  const { size, goalSquares, distances } = analysis;
  const farness = new Int32Array(size);
  for (let c = 0; c < goalSquares.length; c++) {
    for (let square = 0; square < size; square++) {
      const distance = distances.table[c * size + square];
      if (distance !== UNREACHABLE) farness[square] += distance;
    }
  }
  return farness;
}

/** Walking distances on the empty level from each of `from` to every square (`size` apart). */
function walksFrom(analysis: LevelAnalysis, from: Int32Array): Int32Array {
  const { size, blocked, steps } = analysis;
  const walks = new Int32Array(from.length * size).fill(0x3fffffff);
  const queue = new Int32Array(size);
  from.forEach((start, i) => {
    const offset = i * size;
    walks[offset + start] = 0;
    queue[0] = start;
    for (let head = 0, tail = 1; head < tail; head++) {
      const square = queue[head];
      for (let d = 0; d < 4; d++) {
        const next = square + steps[d];
        if (next < 0 || next >= size || blocked[next] === 1) continue;
        if (walks[offset + next] <= walks[offset + square] + 1) continue;
        walks[offset + next] = walks[offset + square] + 1;
        queue[tail++] = next;
      }
    }
  });
  return walks;
}

/** A rank of a candidate: of two, the one with the larger value is preferred. */
type Criterion = (c: Candidate) => number;

/** Ways to take a crate off: a crate off the goals first, the floor cut least, the longest. */
const TAKE_OFF_ORDER: readonly Criterion[] = [
  (c) => -c.fromGoal,
  (c) => -c.regions,
  (c) => c.pulls,
];
/** Pulls off a goal: the floor cut least, then the longest. */
const PULL_OFF_GOAL_ORDER: readonly Criterion[] = [(c) => -c.regions, (c) => c.pulls];
/** Moves that join regions: fewer crates on the board, regions, crates on goals; farther out. */
const JOIN_ORDER: readonly Criterion[] = [
  (c) => -c.onBoard,
  (c) => -c.regions,
  (c) => -c.onGoals,
  (c) => c.far,
];

/**
 * The index of the preferred candidate among those `eligible`, by `order`'s criteria in turn;
 * the first of equals; -1 when none is eligible.
 */
function bestOf(
  candidates: readonly Candidate[],
  order: readonly Criterion[],
  eligible: (c: Candidate) => boolean,
): number {
  let best = -1;
  for (let i = 0; i < candidates.length; i++) {
    if (!eligible(candidates[i])) continue;
    if (best === -1 || preferred(candidates[i], candidates[best], order)) best = i;
  }
  return best;
}

function preferred(a: Candidate, b: Candidate, order: readonly Criterion[]): boolean {
  for (const rank of order) {
    const difference = rank(a) - rank(b);
    if (difference !== 0) return difference > 0;
  }
  return false;
}
