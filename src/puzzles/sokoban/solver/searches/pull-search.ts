/**
 * The reverse search: start from the solved position (crates on every goal, the worker in any
 * region) and pull crates until they stand on their starting squares with the worker in its
 * starting region. Read backwards, its pulls are pushes that solve the level. Levels whose
 * goals sit in a room that must be filled in a careful order are easy this way round: pulling
 * crates out of a room never blocks the door.
 *
 * ```text
 * const search = new PullSearch(level, analysis, { gWeight: 1, hWeight: 5, ... }, limits);
 * const result = search.start() ?? search.step(Infinity)!;
 * result.pushes; // forward pushes, first to last, when found
 * ```
 *
 * The bound is the minimum-cost assignment of crates to starting squares by pull distance
 * (from `pushDistances(..., 'push')`), re-solved one row per pull as in the forward search.
 * With `moreOrders`, several orders rank the same stored positions and take turns at
 * expanding them (`AlternatingOpenList`).
 */
import type { SokobanLevel } from '../../level.js';
import { ReachScanner } from '../../rules/reachability.js';
import type { LevelAnalysis } from '../core/analysis.js';
import { AlternatingOpenList } from '../core/alternating-open-list.js';
import { CrateBound } from '../core/crate-bound.js';
import { pushDistances } from '../core/distances.js';
import { FeatureKey } from '../fess/feature-cells.js';
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
  pullsAsPushes,
  withCrateMoved,
} from '../core/state-search.js';
import { openListFor } from './open-lists.js';
import { Tunnels } from '../macros/tunnels.js';

export class PullSearch extends StateSearch {
  private readonly n: number;
  private readonly reach: ReachScanner;
  private readonly childReach: ReachScanner;
  private readonly bound: CrateBound;
  private readonly occupied: Uint8Array;
  private readonly current: Int32Array;
  private readonly child: Int32Array;
  private readonly target: Int32Array;
  private targetWorker = -1;
  /** Cells by crates back on their starting squares and floor regions (feature space only). */
  private readonly features: FeatureKey | undefined;
  private readonly tunnels: Tunnels | undefined;
  /**
   * False when it cannot search at all (more goals than crates): it then ends at once; false
   * too when it ends only by meeting.
   */
  get complete(): boolean {
    return this.solvedPositionUnique && !this.weights.meetOnly;
  }

  /** As many goals as crates: the one solved position a pull search starts from. */
  private get solvedPositionUnique(): boolean {
    return this.n === this.analysis.goalSquares.length;
  }

  /** Forward searches whose states, once met, finish the solution. */
  meet: MeetingPoint[] = [];
  /** Publishes stored states to, and meets, forward searches on other threads. */
  private readonly crossThread: MeetingSide | undefined;

  constructor(
    private readonly level: SokobanLevel,
    private readonly analysis: LevelAnalysis,
    weights: SearchWeights,
    limits: SearchLimits,
  ) {
    super(level.crates.length, analysis.size, weights, limits, (store) =>
      openListFor(weights, store),
    );
    this.n = level.crates.length;
    this.crossThread = limits.crossThread?.backward;
    const { width, size, blocked } = analysis;
    this.reach = new ReachScanner(width, size / width, blocked);
    this.childReach = new ReachScanner(width, size / width, blocked);
    this.target = Int32Array.from(level.crates).sort();
    const distances = pushDistances(width, analysis.inside, [...this.target], 'push');
    this.bound = new CrateBound(distances, this.n, limits.keptSolutions);
    this.occupied = new Uint8Array(size);
    this.current = new Int32Array(this.n);
    this.child = new Int32Array(this.n);
    const home = new Uint8Array(size);
    for (const crate of this.target) home[crate] = 1;
    // The spread search files by floor regions alone: it is not heading for the start.
    const progressMarks = weights.spread ? new Uint8Array(size) : home;
    const orders = [weights, ...(weights.moreOrders ?? [])];
    if (orders.some((order) => order.featureSpace)) {
      this.features = new FeatureKey(analysis, progressMarks);
    }
    if (weights.tunnelMacros) this.tunnels = Tunnels.forPulls(analysis, home);
  }

  /** Stores the solved positions, one per worker region; a result if that settles it. */
  start(): PushSearchResult | undefined {
    const { analysis, store, occupied } = this;
    const goals = analysis.goalSquares;
    // Only meaningful when the solved position is unique: as many goals as crates. Otherwise
    // step aside (exhausted, but not `complete`: no proof) and let the forward searches work.
    if (!this.solvedPositionUnique) return this.finish(this.begin([]) ?? 'exhausted');
    for (const crate of this.target) occupied[crate] = 1;
    this.reach.scan(occupied, this.level.worker);
    this.targetWorker = this.reach.minSquare;
    for (const crate of this.target) occupied[crate] = 0;

    const crates = Int32Array.from(goals).sort();
    for (const goal of crates) occupied[goal] = 1;
    const roots: number[] = [];
    const h = this.bound.ofState(crates, this.store);
    const regions = this.features?.regionCount(occupied) ?? 0;
    const cell = this.features?.cell(this.features.progress(crates, occupied), regions) ?? 0;
    let crateHash = 0;
    for (const goal of crates) crateHash ^= analysis.crateKeys[goal];
    for (let square = 0; square < analysis.size && h !== Infinity; square++) {
      if (analysis.blocked[square] === 1 || occupied[square] === 1) continue;
      this.reach.scan(occupied, square);
      if (this.reach.minSquare !== square) continue; // not the region's smallest square
      const hash = crateHash ^ analysis.workerKeys[square];
      const id = store.add(crates, square, hash, -1, -1, 0, h);
      // A budget spent (it is shared with the other searches) is a limit, not a proof.
      if (id === -1) return this.endStart(roots, 'memoryLimit');
      store.regions[id] = regions;
      roots.push(id);
      if (h === 0 && square === this.targetWorker) return this.endStart(roots, 'found', id);
      this.file(id, 0, h, cell);
    }
    return this.endStart(roots, this.open.size > 0 ? undefined : 'exhausted');
  }

  /**
   * Clears the solved position off the board, begins the run from the roots and ends the
   * start there: with `outcome`, or the limit that stops the search before it expands.
   */
  private endStart(
    roots: number[],
    outcome: 'found' | 'memoryLimit' | 'exhausted' | undefined,
    found?: number,
  ): PushSearchResult | undefined {
    this.occupied.fill(0);
    const stop = this.begin(roots);
    if (stop) return this.finish(stop);
    return outcome === undefined ? undefined : this.finish(outcome, found);
  }

  protected expand(id: number): PushSearchResult | undefined {
    const { store, analysis, occupied, current, n } = this;
    const { steps, blocked, workerKeys } = analysis;
    const stats = this.run.stats;
    const base = id * n;
    for (let k = 0; k < n; k++) {
      current[k] = store.crates[base + k];
      occupied[current[k]] = 1;
    }
    const worker = store.worker[id];
    const g = store.g[id] + 1;
    const crateHash = store.hash[id] ^ workerKeys[worker];
    this.reach.scan(occupied, worker);
    this.features?.expandFrom(current, store.regions[id], occupied);
    this.bound.ofState(current, this.store, id);
    let outcome: PushSearchResult | undefined;
    for (let k = 0; k < n && outcome === undefined; k++) {
      const from = current[k];
      for (let d = 0; d < 4; d++) {
        // The worker stands on `to`, next to the crate, and steps back to `back`.
        const to = from + steps[d];
        const back = to + steps[d];
        if (!this.reach.reached(to) || blocked[back] === 1 || occupied[back] === 1) continue;
        stats.generated++;
        occupied[from] = 0;
        const rest = this.tunnels?.pulledOn(to, d, occupied) ?? to;
        occupied[rest] = 1;
        outcome = this.consider(id, k, from, d, rest, g + (rest - to) / steps[d], crateHash);
        occupied[rest] = 0;
        occupied[from] = 1;
        if (outcome !== undefined) break;
      }
    }
    for (let k = 0; k < n; k++) occupied[current[k]] = 0;
    return outcome;
  }

  /** Puts a new state, its regions already stored, in the open list (each order's, if several). */
  protected file(id: number, g: number, h: number, cell: number): void {
    if (this.open instanceof AlternatingOpenList) this.open.pushRanked(id, g, h, -id, cell);
    else this.open.push(id, this.priority(g, h), -id, cell);
  }

  private consider(
    parent: number,
    k: number,
    from: number,
    d: number,
    to: number,
    g: number,
    crateHash: number,
  ): PushSearchResult | undefined {
    const { store, analysis, current, child } = this;
    withCrateMoved(current, k, to, child);
    // One pull leaves the crate next to `from`; a tunnel's pulls take it further.
    const step = analysis.steps[d];
    const slid = to !== from + step;
    let worker = slid ? -1 : this.reach.minSquareAfterMove(this.occupied, from, to);
    if (worker === -1) {
      this.childReach.scan(this.occupied, to + step);
      worker = this.childReach.minSquare;
    }
    const hash =
      crateHash ^ analysis.crateKeys[from] ^ analysis.crateKeys[to] ^ analysis.workerKeys[worker];
    const existing = store.find(hash, child, worker);
    if (existing !== -1) {
      this.trace?.skip(existing, parent);
      return undefined;
    }
    const h = this.bound.afterMove(k, from, to);
    if (h === Infinity) return undefined;
    const id = store.add(
      child,
      worker,
      hash,
      parent,
      (from * 4 + d) | (slid ? THROUGH_TUNNEL : 0),
      g,
      h,
    );
    if (id === -1) return this.outOfMemory();
    for (const forward of this.meet) {
      const other = forward.find(hash, child, worker);
      if (other !== -1) {
        const result = this.finish('found', id);
        return { ...result, pushes: [...forward.pushesOf(other), ...result.pushes!] };
      }
    }
    this.crossThread?.stored(hash, child, worker);
    this.trace?.generate(id, parent, this.priority(g, h));
    if (h === 0 && worker === this.targetWorker && !this.weights.meetOnly) {
      return this.finish('found', id);
    }
    const cell = this.features?.childCell(from, to, this.occupied) ?? 0;
    if (this.features) store.regions[id] = this.features.childRegions;
    this.file(id, g, h, cell);
    return undefined;
  }

  /** The pulls from state `id` back to the solved position, read as pushes forward. */
  pushesOf(id: number): Push[] {
    return pullsAsPushes(this.store, this.analysis.steps, id);
  }
}
