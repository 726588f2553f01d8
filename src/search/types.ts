/**
 * The vocabulary shared by every search in puzzlegraph.
 *
 * A puzzle is a graph whose nodes are positions and whose edges are moves. Nodes may be any
 * type; the searches only need to tell two nodes apart, which they do by `key(node)` when one
 * is given (for object nodes) and by the node itself otherwise (numbers, strings).
 *
 * ```ts
 * import { bfs } from 'puzzlegraph/search';
 *
 * const successors = (n: number) => [n + 1, n * 2];
 * const result = bfs(1, successors, 10);
 * console.log(result.outcome, result.cost, result.path?.join(' ')); // found 4 1 2 4 5 10
 * ```
 */

/** What identifies a node: numbers and strings compare by value. */
export type Key = string | number;

/** Receives one successor of a node, in the push form of `Successors`. */
export type NodeVisit<N> = (node: N) => void;

/** Receives one weighted edge of a node, in the push form of `WeightedSuccessors`. */
export type EdgeVisit<N> = (node: N, cost: number) => void;

/** An unweighted graph, as a class can provide it (see `Successors` for the two forms). */
export interface Graph<N> {
  neighbors(node: N, visit: NodeVisit<N>): Iterable<N> | void;
  /** All nodes, for finite graphs (components need it). */
  nodes?(): Iterable<N>;
}

/** One weighted edge leaving a node. */
export interface Edge<N> {
  node: N;
  cost: number;
}

/** A weighted graph, as a class can provide it (see `WeightedSuccessors`). */
export interface WeightedGraph<N> {
  edges(node: N, visit: EdgeVisit<N>): Iterable<Edge<N>> | void;
  nodes?(): Iterable<N>;
}

/**
 * The neighbours of a node, in either of two forms:
 * - pull: `(node) => [a, b]` returns them (any iterable: an array, a generator);
 * - push: `(node, visit) => { visit(a); visit(b); }` hands each to `visit` and returns
 *   nothing, which allocates no array per node and is the fastest form.
 * Or a `Graph`, whose `neighbors` method takes the same two forms.
 */
export type Successors<N> = ((node: N, visit: NodeVisit<N>) => Iterable<N> | void) | Graph<N>;

/**
 * The weighted edges leaving a node: `(node) => [{ node: a, cost: 2 }]`, or
 * `(node, visit) => { visit(a, 2); }`, or a `WeightedGraph`.
 */
export type WeightedSuccessors<N> =
  ((node: N, visit: EdgeVisit<N>) => Iterable<Edge<N>> | void) | WeightedGraph<N>;

/** The goal: a node (compared by key) or a predicate. */
export type Goal<N> = N | ((node: N) => boolean);

/** Why a search stopped. */
export type Outcome =
  /** A goal was reached. */
  | 'found'
  /** Every reachable node was examined and none is a goal. */
  | 'exhausted'
  /** `maxExpanded` nodes were expanded. */
  | 'maxExpanded'
  /** `maxStored` nodes were stored: the memory budget. */
  | 'memoryLimit'
  /** `timeLimitMs` passed. */
  | 'timeLimit'
  /** The `signal` was aborted. */
  | 'aborted';

/** What a search did, reported with every result and to `onProgress`. */
export interface SearchStats {
  /** Nodes whose successors were generated. */
  expanded: number;
  /** Successors produced, including those already seen. */
  generated: number;
  /** Largest number of nodes waiting in the frontier at once. */
  maxFrontier: number;
  /** Wall-clock time of the search in milliseconds. */
  elapsedMs: number;
}

/** The answer of a path search. */
export interface SearchResult<N> {
  outcome: Outcome;
  /** Start to goal inclusive, when `outcome` is `'found'`. */
  path: N[] | undefined;
  /** Sum of edge costs along `path` (edges count 1 in unweighted searches); Infinity if none. */
  cost: number;
  stats: SearchStats;
}

/** One step of a search, for tracing and teaching (see `Tracer`). */
export type TraceEvent<N> =
  | { type: 'start'; nodes: N[]; algorithm: string }
  /** `node` is taken from the frontier and its successors generated; `frontier` is the size after removal. */
  | { type: 'expand'; node: N; cost: number; frontier: number }
  /** `node` was reached from `parent` for the first time, or more cheaply; `priority` is f = g + h in A*. */
  | { type: 'generate'; node: N; parent: N; cost: number; priority?: number }
  /** `node` was reached from `parent` but was already seen at no greater cost. */
  | { type: 'skip'; node: N; parent: N }
  | { type: 'found'; node: N; cost: number }
  | { type: 'limit'; outcome: Outcome }
  | { type: 'end'; outcome: Outcome; stats: SearchStats };

/** Receives every event of a search. Costs nothing when absent. */
export type Tracer<N> = (event: TraceEvent<N>) => void;

/** Options every search accepts: identity, and the limits and reports of `RunOptions`. */
export interface SearchOptions<N> extends RunOptions<N> {
  /** Identity of a node; defaults to the node itself. */
  key?: (node: N) => Key;
  /**
   * Nodes are integers in [0, nodeCount): the search then keeps its books in typed arrays
   * indexed by node, the fastest mode. Refused (a `TypeError`) together with `key`.
   */
  nodeCount?: number;
}

/** The options of the informed searches, `astar` and `idastar`. */
export interface HeuristicOptions<N> extends SearchOptions<N> {
  /**
   * An estimate of the cost from a node to the nearest goal. It must never overestimate (be
   * admissible) for the path found to be cheapest. Default: 0 everywhere.
   */
  heuristic?: (node: N) => number;
}

/** Several start nodes for one search; see `starts()`. */
export class Starts<N> {
  constructor(readonly nodes: readonly N[]) {}
}

/** Marks several start nodes: `bfs(starts(a, b), successors, goal)`. */
export function starts<N>(...nodes: N[]): Starts<N> {
  return new Starts(nodes);
}

/** A single start node or several. */
export type Start<N> = N | Starts<N>;

/**
 * The limits and reports every search accepts (part of `SearchOptions`); `S` is the
 * statistics `onProgress` hears, a puzzle's own where it counts more.
 */
export interface RunLimits<S extends SearchStats = SearchStats> {
  /** Stop after expanding this many nodes (exact). */
  maxExpanded?: number;
  /** Stop when this many nodes are stored (exact), the memory budget; outcome `memoryLimit`. */
  maxStored?: number;
  /** Stop after this many milliseconds. */
  timeLimitMs?: number;
  /**
   * Stop at this `performance.now()` time, whichever of it and `timeLimitMs` comes first:
   * for searches that share one deadline (a portfolio, threads of one solve).
   */
  deadline?: number;
  /** Stop when aborted. */
  signal?: AbortSignal;
  /**
   * Stop (outcome `aborted`) once element 0 is not zero: a flag that another thread sets
   * with `Atomics.store`, for searches on worker threads.
   */
  stopFlag?: Int32Array;
  /**
   * Called with the statistics so far: at every check when `progressEvery` is given,
   * otherwise at most every `PROGRESS_INTERVAL_MS`.
   */
  onProgress?: (stats: S) => void;
  /** Expansions between checks (and `onProgress` calls); default: about a millisecond's worth. */
  progressEvery?: number;
}

/** `RunLimits` with the tracer that receives the run's events. */
export interface RunOptions<N, S extends SearchStats = SearchStats> extends RunLimits<S> {
  tracer?: Tracer<N>;
}
