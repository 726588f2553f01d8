/**
 * The base search, after Festival's: backwards from the solved position by pulls, where a
 * crate pulled onto a starting square still free (a *base*) is taken off the board, until no
 * crate is left. Read forwards, its path is a plan for the whole level: which crate leaves
 * its starting square when, where it waits on the way, and in which order the goals fill,
 * worked out with the other crates in the way (`BasePlan`). The layered packing plan only
 * knows the goals.
 *
 * ```ts
 * const search = new BaseSearch(level, analysis, { maxStates: 50_000, keptSolutions: 0 });
 * const result = search.start() ?? search.step(Infinity)!;
 * result.outcome; // 'found' when the board was cleared
 * search.plan(); // the BasePlan of the cleared board, undefined otherwise
 * ```
 *
 * It is a relaxation: a crate taken off stands on its base in the real level until its turn,
 * and the search no longer sees it there; so the plan is advice for the forward search, never
 * a solution. Positions are ranked by the crates still on the board, then by the journeys
 * made (a pull of another crate than the last one starts a journey), then by the regions the
 * crates cut the floor into, then by the sum of each crate's pulls to its nearest free base; a
 * pull that goes on with the crate just pulled wins a tie. So each crate goes, where it can,
 * from its goal to a base in one journey, and the crates that wall the worker off are pulled
 * first: read forwards, they come last, and the level stays open while it fills. A crate is
 * stored as its square, or, once taken off, as `size` plus its base's number, so a position
 * keeps which bases are used.
 */
import type { SokobanLevel } from '../level.js';
import { RegionCounter } from '../rules/components.js';
import { ReachScanner } from '../rules/reachability.js';
import type { LevelAnalysis } from './analysis.js';
import { BasePlan, type PlannedMove } from './base-plan.js';
import { PushDistances, UNREACHABLE, pushDistances } from './distances.js';
import type { Push, PushSearchResult, SearchLimits } from './search-settings.js';
import { StateSearch, pullsAsPushes, withCrateMoved } from './state-search.js';

/** Marks a stored move whose crate was taken off on arrival. */
const TAKEN_OFF = 1 << 30;

/** The span of each part of a rank but the regions: journeys, pulls still to make. */
const CRATE_WEIGHT = 1 << 16;

export class BaseSearch extends StateSearch {
  private readonly n: number;
  private readonly size: number;
  private readonly reach: ReachScanner;
  private readonly childReach: ReachScanner;
  private readonly regions: RegionCounter;
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
  /** The crate pulled last in the position being expanded, -1 when none or taken off. */
  private lastPulled = -1;
  private cleared = -1;
  /** The goals whose crates were taken off at the start: they never move. */
  private rootTakenOff: number[] = [];
  /** The bases, ascending: base i is `bases[i]`. */
  private readonly bases: Int32Array;
  /**
   * For each square, the bases a crate there can be pulled to, nearest first: `byDistance`
   * from `listStart[square]` to `listStart[square + 1]`.
   */
  private readonly listStart: Int32Array;
  private readonly byDistance: Int32Array;

  /** The search proves nothing: crates taken off relax the level. */
  get complete(): boolean {
    return false;
  }

  constructor(
    private readonly level: SokobanLevel,
    private readonly analysis: LevelAnalysis,
    limits: SearchLimits,
  ) {
    const weights = { gWeight: 0, hWeight: 1, goalOnPop: false, corralPruning: false };
    super(level.crates.length, analysis.size, weights, limits);
    const { width, size, blocked, inside } = analysis;
    this.n = level.crates.length;
    this.size = size;
    this.reach = new ReachScanner(width, size / width, blocked);
    this.childReach = new ReachScanner(width, size / width, blocked);
    this.regions = RegionCounter.ofFloor(width, blocked);
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
  }

  /** Whether the level fits the encoding: every taken-off crate's code within 16 bits. */
  static fits(level: SokobanLevel): boolean {
    return level.width * level.height + level.crates.length <= 0xffff;
  }

  /**
   * Stores the solved positions, one per worker region. A crate whose goal is its base never
   * needs to move: it is taken off at once.
   */
  start(): PushSearchResult | undefined {
    const { analysis, store, occupied, used, size } = this;
    const goals = analysis.goalSquares;
    if (goals.length !== this.n) return this.finish(this.begin([]) ?? 'exhausted');
    const onBoard: number[] = [];
    const takenOff: number[] = [];
    for (const goal of goals) {
      const base = this.baseOf[goal];
      if (base === -1) onBoard.push(goal);
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
      return this.finish(this.begin([]) ?? 'found');
    }
    for (let square = 0; square < analysis.size && h !== Infinity; square++) {
      if (analysis.blocked[square] === 1 || occupied[square] === 1) continue;
      this.reach.scan(occupied, square);
      if (this.reach.minSquare !== square) continue;
      const id = store.add(crates, square, crateHash ^ analysis.workerKeys[square], -1, -1, 0, h);
      if (id === -1) break;
      roots.push(id);
      this.open.push(id, this.rank(onBoard.length, 0, 0, h), -id, 0);
    }
    occupied.fill(0);
    used.fill(0);
    const stop = this.begin(roots);
    if (stop) return this.finish(stop);
    return roots.length > 0 ? undefined : this.finish('exhausted');
  }

  protected expand(id: number): PushSearchResult | undefined {
    const { store, analysis, occupied, current, used, n, size } = this;
    const { steps, blocked, dead, workerKeys } = analysis;
    used.fill(0);
    let onBoard = 0;
    for (let k = 0; k < n; k++) {
      const crate = store.crates[id * n + k];
      current[k] = crate;
      if (crate >= size) used[crate - size] = 1;
      else {
        occupied[crate] = 1;
        onBoard++;
      }
    }
    const worker = store.worker[id];
    const move = store.move[id];
    this.lastPulled = move === -1 || (move & TAKEN_OFF) !== 0 ? -1 : (move >> 2) + steps[move & 3];
    const crateHash = store.hash[id] ^ workerKeys[worker];
    this.reach.scan(occupied, worker);
    let outcome: PushSearchResult | undefined;
    for (let k = 0; k < onBoard && outcome === undefined; k++) {
      const from = current[k];
      for (let d = 0; d < 4; d++) {
        // The worker stands on `to`, next to the crate, and steps back to `back`.
        const to = from + steps[d];
        const back = to + steps[d];
        if (!this.reach.reached(to) || blocked[back] === 1 || occupied[back] === 1) continue;
        // Read forwards the crate would be pushed from a dead square: never part of a plan.
        if (dead[to] === 1) continue;
        this.run.stats.generated++;
        outcome = this.consider(id, k, from, d, to, back, crateHash, onBoard);
        if (outcome !== undefined) break;
      }
    }
    for (let k = 0; k < onBoard; k++) occupied[current[k]] = 0;
    return outcome;
  }

  private consider(
    parent: number,
    k: number,
    from: number,
    d: number,
    to: number,
    back: number,
    crateHash: number,
    onBoard: number,
  ): PushSearchResult | undefined {
    const { store, analysis, occupied, current, child, size, used } = this;
    const base = this.baseOf[to];
    const takenOff = base !== -1 && used[base] === 0;
    occupied[from] = 0;
    let worker: number;
    let regions: number;
    let hash = crateHash ^ analysis.crateKeys[from];
    if (takenOff) {
      withCrateMoved(current, k, size + base, child);
      this.childReach.scan(occupied, back);
      worker = this.childReach.minSquare;
      hash ^= this.takenOffKeys[base];
      regions = this.regions.count(occupied);
    } else {
      withCrateMoved(current, k, to, child);
      occupied[to] = 1;
      worker = this.reach.minSquareAfterMove(occupied, from, to);
      if (worker === -1) {
        this.childReach.scan(occupied, back);
        worker = this.childReach.minSquare;
      }
      regions = this.regions.count(occupied);
      occupied[to] = 0;
      hash ^= analysis.crateKeys[to];
    }
    occupied[from] = 1;
    hash ^= analysis.workerKeys[worker];
    if (store.find(hash, child, worker) !== -1) return undefined;
    if (takenOff) used[base] = 1;
    const h = takenOff
      ? this.boundOf(child)
      : store.h[parent] - this.nearestBase(from) + this.nearestBase(to);
    if (takenOff) used[base] = 0;
    if (h === Infinity || Number.isNaN(h)) return undefined;
    const moveCode = (from * 4 + d) | (takenOff ? TAKEN_OFF : 0);
    // g counts journeys: a pull of another crate than the last one pulled starts one.
    const goesOn = from === this.lastPulled;
    const journeys = store.g[parent] + (goesOn ? 0 : 1);
    const id = store.add(child, worker, hash, parent, moveCode, journeys, Math.min(h, 0xffff));
    if (id === -1) return this.outOfMemory();
    const left = takenOff ? onBoard - 1 : onBoard;
    if (left === 0) {
      this.cleared = id;
      return this.finish('found', id);
    }
    // Going on with the crate just pulled wins a tie: its journey stays in one piece.
    this.open.push(
      id,
      this.rank(left, regions, journeys, h),
      goesOn ? -id - CRATE_WEIGHT * 0x4000 : -id,
      0,
    );
    return undefined;
  }

  /** Crates on the board, then journeys, regions and pulls still to make, as one number. */
  private rank(onBoard: number, regions: number, journeys: number, h: number): number {
    const first = (onBoard * CRATE_WEIGHT + Math.min(journeys, CRATE_WEIGHT - 1)) * 256;
    return (first + Math.min(regions, 255)) * CRATE_WEIGHT + Math.min(h, CRATE_WEIGHT - 1);
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
   * The plan of the cleared board, read forwards: undefined when the search did not clear it
   * (a limit, or no way found).
   */
  plan(): BasePlan | undefined {
    if (this.cleared === -1) return undefined;
    const { steps } = this.analysis;
    // The crates that never move come first: they are in place from the start.
    const moves: PlannedMove[] = this.rootTakenOff.map((goal) => ({ from: -1, to: goal }));
    // From the cleared board back to the solved position: forwards, first move first.
    for (let id = this.cleared; this.store.parent[id] !== -1; id = this.store.parent[id]) {
      const code = this.store.move[id];
      const from = (code & ~TAKEN_OFF) >> 2;
      const to = from + steps[code & 3];
      moves.push({ from: (code & TAKEN_OFF) !== 0 ? -1 : to, to: from });
    }
    return new BasePlan(moves, this.analysis.goals);
  }

  /** Forward pushes from state `id` to the solved position (its pulls read backwards). */
  pushesOf(id: number): Push[] {
    return pullsAsPushes(this.store, this.analysis.steps, id, ~TAKEN_OFF);
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
