/**
 * The search kit: what every search loop in puzzlegraph is built from, public so that a new
 * solver builds on the same parts. `SearchRun` keeps a search's statistics, limits, progress
 * reports, trace events and result; `createNodeTable` gives nodes dense ids with a parent
 * and a cost each; `BinaryHeap` and `RingQueue` are frontiers on typed arrays.
 *
 * ```ts
 * import { BinaryHeap, RingQueue } from 'puzzlegraph/search';
 *
 * const heap = new BinaryHeap();
 * heap.push(7, 2.5);
 * heap.push(3, 1);
 * console.log(heap.pop(), heap.pop(), heap.size); // 3 7 0
 * const queue = new RingQueue();
 * queue.push(4);
 * queue.push(5);
 * console.log(queue.shift(), queue.size); // 4 1
 * ```
 */
export {
  SearchRun,
  PROGRESS_INTERVAL_MS,
  CHECK_INTERVAL_MS,
  type RunLimits,
  type RunOptions,
  type Stop,
} from './search-run.js';
export {
  createNodeTable,
  keyFunction,
  pathTo,
  NO_PARENT,
  DenseTable,
  type NodeTable,
  type NodeTableOptions,
} from './node-table.js';
export { checkRunLimits, checkAmount } from './check-limits.js';
export { BinaryHeap } from './binary-heap.js';
export { RingQueue } from './ring-queue.js';
