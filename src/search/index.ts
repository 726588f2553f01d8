/**
 * puzzlegraph's generic search core: algorithms over implicit graphs that know nothing of
 * puzzles. Every path search has the same shape — `(start, successors, goal, options)` —
 * so trying another algorithm is a one-word change.
 */
export * from './types.js';
export { bfs } from './bfs.js';
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
export { bidirectionalBfs } from './bidirectional-bfs.js';
export { allShortestPaths, type AllShortestPathsResult } from './all-shortest-paths.js';
export { bfsOrder, dfsOrder, find, type TraversalOptions } from './traversal.js';
export { connectedComponents, stronglyConnectedComponents } from './components.js';
export { BinaryHeap } from './internal/binary-heap.js';
export { RingQueue } from './internal/ring-queue.js';
export { traceRecord, type TraceRecord } from './trace-record.js';
export { TraceReplay } from './trace-replay.js';
