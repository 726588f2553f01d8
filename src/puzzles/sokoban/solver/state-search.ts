/**
 * What the forward push search and the reverse pull search share: the stored states, the open
 * list, the turn-by-turn loop with its limit checks, the statistics, the trace and the way a
 * result is made. Each search adds its start, its expansion and how a path reads as pushes.
 *
 * ```ts
 * class MySearch extends StateSearch {
 *   protected expand(id: number) { ... } // generate children with store.add / open.push
 *   pushesOf(id: number): Push[] { ... }
 *   get complete() { return true; }
 * }
 * const result = search.start() ?? search.step(Infinity)!;
 * ```
 */
import { BinaryHeap, type Outcome } from '../../../search/index.js';
import { FeatureCells, type OpenList } from './feature-cells.js';
import type { Push, PushSearchResult, SearchLimits, SearchWeights } from './push-search.js';
import { StateStore } from './state-store.js';
import { SolverTrace } from './trace.js';
import type { SokobanSolveStats } from './types.js';

// Expansions between time and abort checks: an expansion may be slow (a goal macro planning
// a room's filling), and performance.now() is cheap beside one.
const CHECK_EVERY = 16;

export abstract class StateSearch {
  protected readonly store: StateStore;
  protected readonly open: OpenList;
  protected readonly trace: SolverTrace | undefined;
  protected expanded = 0;
  protected generated = 0;
  private maxFrontier = 0;
  private nextCheck = 0;
  private readonly started = performance.now();

  constructor(
    crateCount: number,
    boardSize: number,
    readonly weights: SearchWeights,
    protected readonly limits: SearchLimits,
  ) {
    this.store = new StateStore(crateCount, boardSize, limits.maxStates);
    this.open = weights.featureSpace ? new FeatureCells() : new BinaryHeap(1 << 12);
    this.trace = SolverTrace.create(limits, weights, this.store);
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
    const { store } = this;
    const stopAt = this.expanded + budget;
    while (this.open.size > 0) {
      if (this.expanded >= stopAt) return undefined;
      if (this.expanded >= this.nextCheck) {
        this.nextCheck = this.expanded + CHECK_EVERY;
        const stop = this.checkLimits();
        if (stop) return this.finish(stop);
      }
      const id = this.open.pop();
      if (store.closed[id] === 1) continue;
      store.closed[id] = 1;
      if (this.goalOnPop(id)) return this.finish('found', id);
      this.trace?.expand(id, this.open.size);
      const result = this.expand(id);
      if (result !== undefined) return result;
      if (this.open.size > this.maxFrontier) this.maxFrontier = this.open.size;
    }
    return this.finish('exhausted');
  }

  /** The id of the state with these crates (ascending) and worker region, or -1. */
  find(hash: number, crates: ArrayLike<number>, worker: number): number {
    return this.store.find(hash, crates, worker);
  }

  stats(): SokobanSolveStats {
    return {
      expanded: this.expanded,
      generated: this.generated,
      maxFrontier: Math.max(this.maxFrontier, this.open.size),
      elapsedMs: performance.now() - this.started,
      states: this.store.count,
    };
  }

  protected priority(g: number, h: number): number {
    return g * this.weights.gWeight + h * this.weights.hWeight;
  }

  protected finish(outcome: Outcome, found?: number): PushSearchResult {
    if (this.trace) {
      if (found !== undefined) this.trace.found(found);
      this.trace.end(outcome, this.stats());
    }
    if (found === undefined) return { outcome, stats: this.stats() };
    return { outcome, pushes: this.pushesOf(found), stats: this.stats() };
  }

  private checkLimits(): Outcome | undefined {
    const { timeLimitMs, signal } = this.limits;
    if (signal?.aborted) return 'aborted';
    if (timeLimitMs !== undefined && performance.now() - this.started >= timeLimitMs) {
      return 'timeLimit';
    }
    return undefined;
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
