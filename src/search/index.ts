/**
 * puzzlegraph's generic search core: algorithms over implicit graphs that know nothing of
 * puzzles. Every path search has the same shape — `(start, successors, goal, options)` —
 * so trying another algorithm is a one-word change:
 *
 * ```ts
 * import { astar, bfs, bidirectionalBfs, dfs, dijkstra, idastar, iddfs } from 'puzzlegraph/search';
 *
 * // Numbers, with edges n -> n + 1 and n -> 2n (and back, so the graph is undirected).
 * const graph = {
 *   neighbors: (n: number) => [n + 1, n - 1, 2 * n, n % 2 === 0 ? n / 2 : -1].filter((m) => m >= 0 && m <= 100),
 *   edges: (n: number) => graph.neighbors(n).map((node) => ({ node, cost: 1 })),
 * };
 * for (const search of [bfs, bidirectionalBfs, iddfs, dijkstra, astar, idastar]) {
 *   console.log(search(1, graph, 10).cost); // 4
 * }
 * console.log(dfs(1, graph, 10).outcome); // found
 * ```
 */
export * from './types.js';
export { bfs, bfsAll, type BfsAllOptions } from './bfs.js';
export { dfs } from './dfs.js';
export { iddfs, type IddfsOptions } from './iddfs.js';
export { astar } from './astar.js';
export {
  dijkstra,
  dijkstraAll,
  type ShortestPathTree,
  type DijkstraAllOptions,
} from './dijkstra.js';
export { idastar } from './idastar.js';
export { bidirectionalBfs, type BidirectionalOptions } from './bidirectional-bfs.js';
export {
  allShortestPaths,
  type AllShortestPathsOptions,
  type AllShortestPathsResult,
} from './all-shortest-paths.js';
export { bfsOrder, dfsOrder, find, type TraversalOptions } from './traversal.js';
export { connectedComponents, stronglyConnectedComponents } from './components.js';
export * from './kit/index.js';
export { traceRecord, type TraceRecord } from './trace-record.js';
export { TraceReplay } from './trace-replay.js';
