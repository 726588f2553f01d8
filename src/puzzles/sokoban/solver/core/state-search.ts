/**
 * What the forward push search and the reverse pull search share: the stored states, the open
 * list, the turn-by-turn loop and the way a result is made. The books (statistics, the time,
 * abort and stop-flag limits, the trace's start, found, limit and end events) are a
 * `SearchRun`'s, as in every search of `src/search`; each search adds its start, its expansion
 * and how a path reads as pushes.
 *
 * ```text
 * class MySearch extends StateSearch {
 *   start() { ...; return this.begin([root]) ... } // store the roots, then begin the run
 *   protected expand(id: number) { ... } // generate children with store.add / open.push
 *   pushesOf(id: number): Push[] { ... }
 *   get complete() { return true; }
 * }
 * const result = search.start() ?? search.step(Infinity)!;
 * ```
 */
import { SearchRun, type Outcome, type Stop } from '../../../../search/index.js';
import type { OpenList } from './open-list.js';
import type { Push, PushSearchResult, SearchLimits, SearchWeights } from './search-settings.js';
import { StateStore } from './state-store.js';
import { SolverTrace, algorithmName, traceNode } from './trace.js';
import type { SokobanSolveStats, SokobanTraceNode } from '../types.js';

export abstract class StateSearch {
  protected readonly store: StateStore;
  protected readonly open: OpenList;
  /** Statistics, limits and the trace's start and end: count `run.stats.generated` here. */
  protected readonly run: SearchRun<SokobanTraceNode, SokobanSolveStats>;
  /** The expand, generate and skip events, undefined when nobody listens. */
  protected readonly trace: SolverTrace | undefined;
  private readonly search: string;

  constructor(
    crateCount: number,
    boardSize: number,
    readonly weights: SearchWeights,
    limits: SearchLimits,
    /** Makes the open list over the search's store (`openListFor` picks one by the settings). */
    openList: (store: StateStore) => OpenList,
  ) {
    this.store = new StateStore(crateCount, boardSize, limits.maxStates);
    this.open = openList(this.store);
    this.search = limits.search ?? 'search';
    this.run = new SearchRun(limits, { states: 0 });
    this.trace = SolverTrace.create(limits.tracer, this.search, this.store);
  }

  /** The name of the search's preset (`fess`, `reverse`, ...). */
  get presetName(): string {
    return this.search;
  }

  /** False when the search prunes moves a solution may need: its `exhausted` proves nothing. */
  abstract get complete(): boolean;

  /** Stores the start state(s); returns a result when that already settles the level. */
  abstract start(): PushSearchResult | undefined;

  /** The solution's pushes, first to last, through state `id`'s part of the path. */
  abstract pushesOf(id: number): Push[];

  /** Generates the children of state `id`; a result when the search ends there. */
  protected abstract expand(id: number): PushSearchResult | undefined;

  /** Whether popping state `id` ends the search with it (A* tests the goal on pop). */
  protected goalOnPop(_id: number): boolean {
    return false;
  }

  /**
   * Expands up to `budget` states; returns a result when the search ends (found, exhausted,
   * a limit), undefined when the budget ran out first.
   */
  step(budget: number): PushSearchResult | undefined {
    const { store, open, run } = this;
    const stopAt = run.stats.expanded + budget;
    while (open.size > 0) {
      if (run.stats.expanded >= stopAt) return undefined;
      const id = open.pop();
      if (store.closed[id] === 1) continue;
      store.closed[id] = 1;
      if (this.goalOnPop(id)) return this.finish('found', id);
      const stop = run.expand();
      if (stop) return this.finish(stop);
      this.trace?.expand(id, open.size);
      const result = this.expand(id);
      if (result !== undefined) return result;
      run.frontier(open.size);
    }
    return this.finish('exhausted');
  }

  /** The id of the state with these crates (ascending) and worker region, or -1. */
  find(hash: number, crates: ArrayLike<number>, worker: number): number {
    return this.store.find(hash, crates, worker);
  }

  stats(): SokobanSolveStats {
    this.countStates();
    return this.run.snapshot();
  }

  /** Hands the stored states' room back to the budget once the search is over. */
  releaseStates(): void {
    this.store.release();
  }

  protected priority(g: number, h: number): number {
    return g * this.weights.gWeight + h * this.weights.hWeight;
  }

  /**
   * Begins the run from the stored `roots` (the trace's start event); the limit that stops
   * the search before its first expansion, if one does.
   */
  protected begin(roots: readonly number[]): Stop {
    const { trace } = this;
    const nodes = trace ? roots.map((id) => trace.node(id)) : [];
    return this.run.begin(algorithmName(this.weights, this.search), nodes);
  }

  /**
   * The store could not take another state: the memory budget, shared with the other
   * searches, is spent. (The kit's own `maxStored` counts one run's nodes; the store's budget
   * is the portfolio's, so the store tells when it is full.)
   */
  protected outOfMemory(): PushSearchResult {
    return this.finish('memoryLimit');
  }

  protected finish(outcome: Outcome, found?: number): PushSearchResult {
    const { run, store } = this;
    this.countStates();
    if (found === undefined) return { outcome, stats: run.end(outcome) };
    const { stats } = run.found(traceNode(store, this.search, found), store.g[found], []);
    return { outcome, pushes: this.pushesOf(found), stats };
  }

  /** Brings the figures the run does not count itself up to date. */
  private countStates(): void {
    this.run.stats.states = this.store.count;
    this.run.frontier(this.open.size);
  }
}

/**
 * Writes into `into` the ascending `crates` with crate `k` moved to square `to`, kept
 * ascending, and returns the index `to` took (a child's crates after a push or a pull).
 */
export function withCrateMoved(
  crates: Int32Array,
  k: number,
  to: number,
  into: Int32Array,
): number {
  let j = 0;
  let position = -1;
  for (let i = 0; i < crates.length; i++) {
    if (i === k) continue;
    const square = crates[i];
    if (position === -1 && to < square) {
      position = j;
      into[j++] = to;
    }
    into[j++] = square;
  }
  if (position === -1) {
    position = j;
    into[j] = to;
  }
  return position;
}

/**
 * Marks a stored push or pull carried on through a tunnel (`Tunnels`), in either search
 * direction; the child's crates tell how far.
 */
export const THROUGH_TUNNEL = 1 << 28;

/**
 * The forward pushes of a reverse search's path: from state `id` back to its root, each pull
 * stored as `from * 4 + direction` (bits outside `codeMask` are the search's own flags), or a
 * tunnel's pulls marked `THROUGH_TUNNEL`, read as the pushes that undo them.
 */
export function pullsAsPushes(
  store: StateStore,
  steps: Int32Array,
  id: number,
  codeMask = ~0,
): Push[] {
  const pushes: Push[] = [];
  for (; store.parent[id] !== -1; id = store.parent[id]) {
    const move = store.move[id];
    const code = move & codeMask & ~THROUGH_TUNNEL;
    const crate = code >> 2;
    const d = code & 3;
    const rest =
      (move & THROUGH_TUNNEL) === 0
        ? crate + steps[d]
        : movedCrateSquare(store, store.parent[id], id);
    for (let square = rest; square !== crate; square -= steps[d]) {
      pushes.push({ from: square, direction: d ^ 2 });
    }
  }
  return pushes;
}

/**
 * The square the crate moved from state `parent` to state `child` stands on in `child`;
 * `ifNone` when the two hold the same squares (a box move may bring its crate back), and
 * without `ifNone` that is a solver bug.
 */
export function movedCrateSquare(
  store: StateStore,
  parent: number,
  child: number,
  ifNone?: number,
): number {
  const n = store.crateCount;
  const { crates } = store;
  // Both lists ascend: the first square of the child's the parent lacks.
  for (let i = 0, j = 0; i < n; i++) {
    const square = crates[child * n + i];
    while (j < n && crates[parent * n + j] < square) j++;
    if (j === n || crates[parent * n + j] !== square) return square;
    j++;
  }
  if (ifNone !== undefined) return ifNone;
  throw new Error('solver bug: a stored move moves no crate');
}
