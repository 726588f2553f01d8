/**
 * The fewest moves (or pushes, or either before the other) from the start of a level to a solved
 * position: A* over positions that keep the worker's exact square, since two positions that
 * differ by a walk differ in moves. One step is a walk to a crate by a shortest path plus the
 * push; its cost is the walk's moves plus one, and one push.
 *
 * ```text
 * const search = new MoveSearch(level, { metric: 'moves', timeLimitMs: 10_000 });
 * const result = search.run();
 * result.outcome; // 'found': result.pushes are a move-optimal solution's pushes
 * ```
 *
 * The bound is the sum, over the crates, of the pushes from each to its nearest goal: every push
 * moves one crate one square and costs a move and a push, so the bound never overestimates, and
 * it changes by at most one per push, so the first solved position taken from the open list is
 * optimal. Positions with a crate on a dead square or a frozen crate off its goal are never
 * stored: no solution passes through them. `allowed` restricts the search to a set of crate
 * configurations (the optimizer's vicinity), given by their crate hash; the answer is then the
 * best within that set. `below` drops every position that cannot lead to a solution cheaper
 * than that cost (the optimizer's best so far): then `exhausted` means none is cheaper.
 */
import { BinaryHeap, SearchRun, type Outcome, type RunLimits } from '../../../../search/index.js';
import type { SokobanLevel } from '../../level.js';
import { FreezeChecker } from '../../rules/freeze.js';
import { analyseLevel, type LevelAnalysis } from '../core/analysis.js';
import { UNREACHABLE } from '../core/distances.js';
import type { Push } from '../core/search-settings.js';
import { StateStore } from '../core/state-store.js';
import type { SokobanSolveStats } from '../types.js';
import { metricWeights, type MetricWeights, type OptimizeMetric } from './metric.js';

export interface MoveSearchOptions extends Pick<
  RunLimits<SokobanSolveStats>,
  'timeLimitMs' | 'deadline' | 'signal' | 'stopFlag' | 'maxExpanded' | 'onProgress'
> {
  metric: OptimizeMetric;
  /** Positions stored at most (the memory budget; outcome `memoryLimit`). Default 4 million. */
  maxStates?: number;
  /**
   * Only crate configurations whose hash (the XOR of `analyseLevel(level).crateKeys` over the
   * crate squares) this accepts are entered.
   */
  allowed?: (crateHash: number) => boolean;
  /** Only solutions cheaper than this (by the metric's weights) are looked for. */
  below?: number;
}

export interface MoveSearchResult {
  outcome: Outcome;
  /** When found: the pushes, first to last. */
  pushes?: Push[];
  /** When found: the solution's moves and pushes. */
  moves: number;
  pushCount: number;
  stats: SokobanSolveStats;
}

const DEFAULT_MAX_STATES = 4_000_000;
const NO_GOAL = 0x3fffffff;

export class MoveSearch {
  private readonly analysis: LevelAnalysis;
  private readonly weights: MetricWeights;
  private readonly store: StateStore;
  private readonly books: SearchRun<number, SokobanSolveStats>;
  private readonly open = new BinaryHeap(1 << 12);
  private readonly freeze: FreezeChecker;
  private readonly n: number;
  /** Per square, the pushes to the nearest goal on the empty board. */
  private readonly toGoal: Int32Array;
  private readonly occupied: Uint8Array;
  private readonly walk: Int32Array;
  private readonly walkStamp: Uint32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  private readonly child: Uint16Array;
  private moves = new Int32Array(1024);
  private readonly below: number;
  private pushes = new Int32Array(1024);

  constructor(
    private readonly level: SokobanLevel,
    private readonly options: MoveSearchOptions,
  ) {
    const analysis = analyseLevel(level);
    this.analysis = analysis;
    this.weights = metricWeights(options.metric);
    this.n = level.crates.length;
    this.store = new StateStore(this.n, analysis.size, options.maxStates ?? DEFAULT_MAX_STATES);
    this.books = new SearchRun(options, { states: 0 });
    this.freeze = new FreezeChecker(
      analysis.width,
      analysis.blocked,
      analysis.goals,
      analysis.dead,
    );
    this.toGoal = nearestGoalPushes(analysis);
    this.occupied = new Uint8Array(analysis.size);
    this.walk = new Int32Array(analysis.size);
    this.walkStamp = new Uint32Array(analysis.size);
    this.queue = new Int32Array(analysis.size);
    this.child = new Uint16Array(this.n);
    this.below = options.below ?? Infinity;
  }

  run(): MoveSearchResult {
    const { level, store, analysis, books } = this;
    const crates = Uint16Array.from(level.crates).sort();
    let hash = analysis.workerKeys[level.worker];
    for (const crate of crates) hash ^= analysis.crateKeys[crate];
    const h = this.bound(crates);
    const early = books.begin(`sokoban fewest ${this.options.metric}`, [level.worker]);
    if (early) return this.finish(early);
    if (h === Infinity) return this.finish('exhausted');
    const root = store.add(crates, level.worker, hash, -1, -1, 0, 0);
    this.setCost(root, 0, 0);
    this.open.push(root, this.priority(0, 0, h), 0);
    books.stored();
    while (this.open.size > 0) {
      const id = this.open.pop();
      if (store.closed[id] === 1) continue;
      store.closed[id] = 1;
      if (this.solved(id)) return this.found(id);
      const stop = books.expand();
      if (stop) return this.finish(stop);
      const outcome = this.expand(id);
      if (outcome) return this.finish(outcome);
      books.frontier(this.open.size);
    }
    return this.finish('exhausted');
  }

  private expand(id: number): Outcome | undefined {
    const { store, analysis, occupied, n, child } = this;
    const { steps, dead } = analysis;
    const base = id * n;
    for (let k = 0; k < n; k++) occupied[store.crates[base + k]] = 1;
    this.walkFrom(store.worker[id]);
    const crateHash = store.hash[id] ^ analysis.workerKeys[store.worker[id]];
    let outcome: Outcome | undefined;
    for (let k = 0; k < n && outcome === undefined; k++) {
      const crate = store.crates[base + k];
      for (let d = 0; d < 4; d++) {
        const stand = crate - steps[d];
        const to = crate + steps[d];
        if (this.walkStamp[stand] !== this.stamp || dead[to] === 1 || occupied[to] === 1) continue;
        if (this.freeze.isDeadAfterPush(occupied, crate, to)) continue;
        const hash = crateHash ^ analysis.crateKeys[crate] ^ analysis.crateKeys[to];
        if (this.options.allowed && !this.options.allowed(hash)) continue;
        movedCrate(store.crates, base, n, k, to, child);
        this.books.generated();
        const moves = this.moves[id] + this.walk[stand] + 1;
        const pushes = this.pushes[id] + 1;
        outcome = this.offer(id, child, crate, hash ^ analysis.workerKeys[crate], moves, pushes, {
          from: crate,
          direction: d,
        });
        if (outcome !== undefined) break;
      }
    }
    for (let k = 0; k < n; k++) occupied[store.crates[base + k]] = 0;
    return outcome;
  }

  /** Stores or improves the child reached by `push`; a limit's outcome when the store is full. */
  private offer(
    parent: number,
    crates: Uint16Array,
    worker: number,
    hash: number,
    moves: number,
    pushes: number,
    push: Push,
  ): Outcome | undefined {
    const { store } = this;
    const move = push.from * 4 + push.direction;
    const known = store.find(hash, crates, worker);
    if (known !== -1) {
      if (store.closed[known] === 1 || this.cost(moves, pushes) >= this.costOf(known)) return;
      store.parent[known] = parent;
      store.move[known] = move;
      this.setCost(known, moves, pushes);
      this.open.push(known, this.priority(moves, pushes, this.bound(crates)), -moves - pushes);
      return;
    }
    const h = this.bound(crates);
    if (h === Infinity || this.priority(moves, pushes, h) >= this.below) return;
    const id = store.add(crates, worker, hash, parent, move, 0, 0);
    if (id === -1) return 'memoryLimit';
    const stop = this.books.stored();
    if (stop) return stop;
    this.setCost(id, moves, pushes);
    this.open.push(id, this.priority(moves, pushes, h), -moves - pushes);
    return undefined;
  }

  private solved(id: number): boolean {
    const { store, n, analysis } = this;
    for (let k = 0; k < n; k++) if (analysis.goals[store.crates[id * n + k]] === 0) return false;
    return true;
  }

  private found(id: number): MoveSearchResult {
    const { store } = this;
    const pushes: Push[] = [];
    for (let at = id; store.parent[at] !== -1; at = store.parent[at]) {
      const move = store.move[at];
      pushes.push({ from: move >> 2, direction: move & 3 });
    }
    pushes.reverse();
    const { stats } = this.books.found(id, this.costOf(id), []);
    stats.states = store.count;
    return { outcome: 'found', pushes, moves: this.moves[id], pushCount: this.pushes[id], stats };
  }

  private finish(outcome: Outcome): MoveSearchResult {
    const { stats } = this.books.finish(outcome);
    stats.states = this.store.count;
    return { outcome, moves: 0, pushCount: 0, stats };
  }

  /** Breadth-first walk distances from `start` around the crates in `occupied`. */
  private walkFrom(start: number): void {
    const { walk, walkStamp, queue, occupied } = this;
    const { steps, blocked } = this.analysis;
    const stamp = ++this.stamp;
    walkStamp[start] = stamp;
    walk[start] = 0;
    queue[0] = start;
    for (let head = 0, tail = 1; head < tail; head++) {
      const square = queue[head];
      for (let d = 0; d < 4; d++) {
        const next = square + steps[d];
        if (blocked[next] === 1 || occupied[next] === 1 || walkStamp[next] === stamp) continue;
        walkStamp[next] = stamp;
        walk[next] = walk[square] + 1;
        queue[tail++] = next;
      }
    }
  }

  private bound(crates: ArrayLike<number>): number {
    let sum = 0;
    for (let k = 0; k < crates.length; k++) {
      const pushes = this.toGoal[crates[k]];
      if (pushes === NO_GOAL) return Infinity;
      sum += pushes;
    }
    return sum;
  }

  private cost(moves: number, pushes: number): number {
    return moves * this.weights.moves + pushes * this.weights.pushes;
  }

  private costOf(id: number): number {
    return this.cost(this.moves[id], this.pushes[id]);
  }

  /** The cost so far plus the bound, which counts as both moves and pushes still to come. */
  private priority(moves: number, pushes: number, h: number): number {
    return this.cost(moves + h, pushes + h);
  }

  private setCost(id: number, moves: number, pushes: number): void {
    if (id >= this.moves.length) {
      const grown = (array: Int32Array) => {
        const next = new Int32Array(array.length * 2);
        next.set(array);
        return next;
      };
      this.moves = grown(this.moves);
      this.pushes = grown(this.pushes);
    }
    this.moves[id] = moves;
    this.pushes[id] = pushes;
  }
}

/** Crate `k` of the configuration at `base` moved to `to`, written ascending into `into`. */
function movedCrate(
  crates: Uint16Array,
  base: number,
  n: number,
  k: number,
  to: number,
  into: Uint16Array,
): void {
  let out = 0;
  let placed = false;
  for (let i = 0; i < n; i++) {
    if (i === k) continue;
    const square = crates[base + i];
    if (!placed && to < square) {
      into[out++] = to;
      placed = true;
    }
    into[out++] = square;
  }
  if (!placed) into[out] = to;
}

/** Per square, the pushes of a lone crate to its nearest goal; `NO_GOAL` where it reaches none. */
function nearestGoalPushes(analysis: LevelAnalysis): Int32Array {
  const { size, goalSquares, distances } = analysis;
  const nearest = new Int32Array(size).fill(NO_GOAL);
  for (let g = 0; g < goalSquares.length; g++) {
    for (let square = 0; square < size; square++) {
      const pushes = distances.distance(g, square);
      if (pushes !== UNREACHABLE && pushes < nearest[square]) nearest[square] = pushes;
    }
  }
  return nearest;
}
