/**
 * The vocabulary shared by every search in puzzlegraph.
 *
 * A puzzle is a graph whose nodes are positions and whose edges are moves. Nodes may be any
 * type; the searches only need to tell two nodes apart, which they do by `key(node)` when one
 * is given (for object nodes) and by the node itself otherwise (numbers, strings).
 *
 * ```ts
 * const successors = (n: number) => [n + 1, n * 2];
 * const result = bfs(1, successors, 10);
 * result.path; // [1, 2, 4, 5, 10]
 * result.cost; // 4
 * ```
 */

/** What identifies a node: numbers and strings compare by value. */
export type Key = string | number;

/** An unweighted graph, as a class can provide it. */
export interface Graph<N> {
  neighbors(node: N): Iterable<N>;
  /** All nodes, for finite graphs (components need it). */
  nodes?(): Iterable<N>;
}

/** One weighted edge leaving a node. */
export interface Edge<N> {
  node: N;
  cost: number;
}

/** A weighted graph, as a class can provide it. */
export interface WeightedGraph<N> {
  edges(node: N): Iterable<Edge<N>>;
  nodes?(): Iterable<N>;
}

/** Neighbours of a node: a closure or a `Graph`. */
export type Successors<N> = ((node: N) => Iterable<N>) | Graph<N>;

/** Weighted edges leaving a node: a closure or a `WeightedGraph`. */
export type WeightedSuccessors<N> = ((node: N) => Iterable<Edge<N>>) | WeightedGraph<N>;

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

/** Options every search accepts. */
export interface SearchOptions<N> {
  /** Identity of a node; defaults to the node itself. */
  key?: (node: N) => Key;
  /**
   * Nodes are integers in [0, nodeCount): the search then keeps its books in typed arrays
   * indexed by node, the fastest mode. Ignored when `key` is given.
   */
  nodeCount?: number;
  /** Stop after expanding this many nodes. */
  maxExpanded?: number;
  /** Stop after this many milliseconds. */
  timeLimitMs?: number;
  /** Stop when aborted. */
  signal?: AbortSignal;
  /** Called every `progressEvery` expansions with the statistics so far. */
  onProgress?: (stats: SearchStats) => void;
  /** Expansions between `onProgress` calls and time/abort checks; default 4096. */
  progressEvery?: number;
  /** Receives every search event (see `TraceEvent`). */
  tracer?: Tracer<N>;
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
