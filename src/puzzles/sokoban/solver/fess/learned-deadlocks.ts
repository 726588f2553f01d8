/**
 * Deadlocks the search learns as it goes (Festival learns patterns the same way): a set of
 * crates that cannot be solved on its own, the other crates taken off the board, cannot be
 * solved with them either, since taking crates away never blocks a solution. So when the
 * search has spent many expansions below a position without solving it (`SUBTREE_TEST`),
 * the clusters of crates in that position (crates off their goals and those near them) are
 * solved alone by small complete searches, smallest first; a cluster that search proves
 * unsolvable is shrunk while it stays so, and kept as a pattern. Every later position holding
 * a pattern's crates, its worker in the pattern's region, is dropped, and so is everything
 * below the position that held it.
 *
 * ```text
 * const learned = new LearnedDeadlocks(analysis, solveAlone); // solveAlone: a SubsetProver
 * learned.learn(crates, worker, searchStates); // true: this position holds a dead cluster
 * learned.countExpansion(store.subtree, store.parent, id); // a position to test, or -1
 * learned.holdsAround(occupied, square, worker); // a pattern with a crate on `square` holds
 * ```
 *
 * The search for a cluster is complete, so a pattern is a proof, never a guess; one that hits
 * its state limit proves nothing. Learning may store a quarter as many states in all as the
 * search that learns has stored (LEARNING_SHARE): a rule in states, not time, so the same level
 * learns the same patterns on every run. A cluster's search starts only when that allowance
 * has room for all of it (CLUSTER_STATES): one cut short would prove nothing and have to start
 * again later, and a search that solves its level within 20,000 states spends nothing on
 * learning.
 *
 * The method follows Festival, by Yaron Shoham (Yaron Shoham and Jonathan Schaeffer, "The FESS
 * Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); the code is our
 * own (method notes and credits in docs/sokoban-solver.md).
 */
import { ReachScanner } from '../../rules/reachability.js';
import type { LevelAnalysis } from '../core/analysis.js';
import { PatternExchange } from './pattern-exchange.js';

/**
 * A small complete search of `crates` alone, the worker on `worker`, storing at most
 * `maxStates` states: `dead` when it runs dry (a proof that no solution exists), `alive` when
 * it solves them or cannot prove anything, `unknown` when it ran out of states; and the states
 * it stored.
 */
export type SubsetProver = (
  crates: Int32Array,
  worker: number,
  maxStates: number,
) => { verdict: 'dead' | 'alive' | 'unknown'; states: number };

interface Pattern {
  crates: Int32Array;
  /** A square of the worker's region, as learned. */
  worker: number;
  /** 1 on the worker's squares, the pattern's crates alone on the board. */
  region: Uint8Array;
}

/** Clusters grow to at most this many crates: bigger ones rarely finish inside the limit. */
const MAX_CLUSTER = 8;
/**
 * A position is tested once this many expansions were made below it: where the search stalls,
 * not wherever it passes (Festival tests at 64 too).
 */
export const SUBTREE_TEST = 64;
/** `subtree` marks a position proved dead with this; counts stop one below it. */
export const DEAD_SUBTREE = 255;
/** Crates this many squares apart or nearer, across or diagonally, join one cluster. */
const CLUSTER_REACH = 2;
/** States a cluster's search may store before the cluster counts as alive for good. */
export const CLUSTER_STATES = 5000;
/**
 * The states learning may store, as a share of those the learning search has stored. Most
 * cluster searches settle nothing, and a larger share bought no level on any collection (the
 * measurements are in docs/sokoban-solver.md, Results).
 */
export const LEARNING_SHARE = 0.25;
/** Positions tested between two looks at the exchange for other learners' patterns. */
const NEWS_EVERY = 256;

export class LearnedDeadlocks {
  private readonly patterns: Pattern[] = [];
  /** The patterns with a crate on each square, and those whose first crate is there. */
  private readonly bySquare: Pattern[][];
  private readonly byFirst: Pattern[][];
  /** Clusters already solved alone, by crates and worker region. */
  private readonly tested = new Set<string>();
  /** The patterns held, by crates and worker region: one learned here and heard back is kept once. */
  private readonly known = new Set<string>();
  /** Where patterns go to and come from the other learners of the level (`share`). */
  private exchange: PatternExchange | undefined;
  private place = PatternExchange.START;
  private sinceNews = 0;
  private readonly scanner: ReachScanner;
  private readonly board: Uint8Array;
  /** States stored by all cluster searches, and the most the current `learn` may reach. */
  private spent = 0;
  private allowance = 0;

  constructor(
    private readonly analysis: LevelAnalysis,
    private readonly prove: SubsetProver,
  ) {
    const { width, size, blocked } = analysis;
    this.bySquare = Array.from({ length: size }, () => []);
    this.byFirst = Array.from({ length: size }, () => []);
    this.scanner = new ReachScanner(width, size / width, blocked);
    this.board = new Uint8Array(size);
  }

  /** The patterns learned so far, here or heard from other learners. */
  get count(): number {
    return this.patterns.length;
  }

  /**
   * Passes the patterns learned here to `exchange`, and takes those others put there: they
   * are proofs about the level whoever learned them.
   */
  share(exchange: PatternExchange): void {
    this.exchange = exchange;
    for (const pattern of this.patterns) exchange.publish(pattern.crates, pattern.worker);
    this.takeNews();
  }

  /**
   * Whether any learned pattern holds in the position of `crates`, also marked in `occupied`,
   * the worker on `worker`.
   */
  holds(crates: ArrayLike<number>, occupied: Uint8Array, worker: number): boolean {
    // Every so many positions: often enough to prune soon, rarely enough to cost nothing.
    if (this.exchange !== undefined && ++this.sinceNews === NEWS_EVERY) this.takeNews();
    if (this.patterns.length === 0) return false;
    for (let k = 0; k < crates.length; k++) {
      const patterns = this.byFirst[crates[k]];
      for (let i = 0; i < patterns.length; i++) {
        if (matches(patterns[i], occupied, worker)) return true;
      }
    }
    return false;
  }

  /** Whether a learned pattern with a crate on `square` holds in the position `occupied`. */
  holdsAround(occupied: Uint8Array, square: number, worker: number): boolean {
    const patterns = this.bySquare[square];
    for (let i = 0; i < patterns.length; i++) {
      if (matches(patterns[i], occupied, worker)) return true;
    }
    return false;
  }

  /**
   * Counts one more expansion below each ancestor of state `id` (`subtree` holds the counts,
   * `parent` the tree). Returns -2 when an ancestor was proved dead (so `id` is dead too), the
   * ancestor whose count has just reached SUBTREE_TEST (to be tested with `learn`), or -1.
   */
  countExpansion(subtree: Uint8Array, parent: Int32Array, id: number): number {
    let due = -1;
    for (let above = parent[id]; above !== -1; above = parent[above]) {
      const count = subtree[above];
      if (count === DEAD_SUBTREE) return -2;
      if (count >= DEAD_SUBTREE - 1) continue;
      subtree[above] = count + 1;
      if (count + 1 === SUBTREE_TEST && due === -1) due = above;
    }
    return due;
  }

  /**
   * Solves each untested cluster of the position alone while the allowance (LEARNING_SHARE of
   * `searchStates`, the states the learning search has stored) has room for a whole cluster
   * search; true when one is unsolvable, the position then dead and the cluster's smallest
   * unsolvable part kept as a pattern.
   */
  learn(crates: Int32Array, worker: number, searchStates: number): boolean {
    this.allowance = Math.floor(searchStates * LEARNING_SHARE);
    for (const cluster of this.clusters(crates)) {
      // A search cut short by the allowance would prove nothing and be run again later:
      // one starts only when the allowance covers it whole.
      if (this.allowance - this.spent < CLUSTER_STATES) return false;
      if (!this.unsolvable(cluster, worker)) continue;
      this.keep(this.shrink(cluster, worker), worker);
      return true;
    }
    return false;
  }

  /**
   * The clusters of `crates`: from each crate off its goal, the crates linked to it by steps of
   * at most CLUSTER_REACH squares, in the order they join, up to MAX_CLUSTER; every first two,
   * three, ... of them is a cluster, so a small dead set is found before a search of the whole
   * group runs out of states. Each set once.
   */
  private clusters(crates: Int32Array): Int32Array[] {
    const { goals, width } = this.analysis;
    const clusters: Int32Array[] = [];
    const seen = new Set<string>();
    for (const seed of crates) {
      if (goals[seed] === 1) continue;
      const members = [seed];
      for (let head = 0; head < members.length && members.length < MAX_CLUSTER; head++) {
        const at = members[head];
        for (const other of crates) {
          if (members.length >= MAX_CLUSTER) break;
          if (members.includes(other)) continue;
          const dx = Math.abs((other % width) - (at % width));
          const dy = Math.abs(Math.floor(other / width) - Math.floor(at / width));
          if (dx <= CLUSTER_REACH && dy <= CLUSTER_REACH) members.push(other);
        }
      }
      for (let size = Math.min(2, members.length); size <= members.length; size++) {
        const cluster = Int32Array.from(members.slice(0, size)).sort();
        const key = cluster.join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        clusters.push(cluster);
      }
    }
    return clusters;
  }

  /** Whether `cluster` alone, the worker on `worker`, is proved unsolvable; each is tested once. */
  private unsolvable(cluster: Int32Array, worker: number): boolean {
    const region = this.regionOf(cluster, worker);
    const key = `${cluster.join(',')}@${region}`;
    if (this.tested.has(key)) return false;
    this.tested.add(key);
    return this.proveWithin(cluster, worker, CLUSTER_STATES) === 'dead';
  }

  /** Drops crates from an unsolvable `cluster` one at a time while it stays unsolvable. */
  private shrink(cluster: Int32Array, worker: number): Int32Array {
    let kept = cluster;
    for (let i = kept.length - 1; i >= 0 && kept.length > 1; i--) {
      const maxStates = Math.min(CLUSTER_STATES, this.allowance - this.spent);
      if (maxStates <= 0) break;
      const smaller = kept.filter((_, j) => j !== i);
      if (this.proveWithin(smaller, worker, maxStates) === 'dead') kept = smaller;
    }
    return kept;
  }

  private proveWithin(crates: Int32Array, worker: number, maxStates: number) {
    const { verdict, states } = this.prove(crates, worker, maxStates);
    this.spent += states;
    return verdict;
  }

  /** Holds a new pattern, and passes it on when it was learned here (`own`). */
  private keep(crates: Int32Array, worker: number, own = true): void {
    this.scanAlone(crates, worker);
    const key = `${crates.join(',')}@${this.scanner.minSquare}`;
    if (this.known.has(key)) return;
    this.known.add(key);
    const region = new Uint8Array(this.analysis.size);
    for (const square of this.scanner.squares()) region[square] = 1;
    const pattern = { crates, worker, region };
    this.patterns.push(pattern);
    for (const square of crates) this.bySquare[square].push(pattern);
    this.byFirst[crates[0]].push(pattern);
    if (own) this.exchange?.publish(crates, worker);
  }

  /** Takes the patterns other learners have put in the exchange since the last look. */
  private takeNews(): void {
    this.sinceNews = 0;
    const exchange = this.exchange!;
    if (!exchange.hasNews(this.place)) return;
    this.place = exchange.readFrom(this.place, (crates, worker) =>
      this.keep(crates, worker, false),
    );
  }

  /** The smallest square of the worker's region with `crates` alone on the board. */
  private regionOf(crates: Int32Array, worker: number): number {
    this.scanAlone(crates, worker);
    return this.scanner.minSquare;
  }

  /** Floods the worker's region from `worker` with `crates` alone on the board. */
  private scanAlone(crates: Int32Array, worker: number): void {
    this.fill(crates, 1);
    this.scanner.scan(this.board, worker);
    this.fill(crates, 0);
  }

  private fill(crates: Int32Array, value: number): void {
    for (const square of crates) this.board[square] = value;
  }
}

function matches(pattern: Pattern, occupied: Uint8Array, worker: number): boolean {
  const { crates } = pattern;
  for (let i = 0; i < crates.length; i++) if (occupied[crates[i]] === 0) return false;
  return pattern.region[worker] === 1;
}
