/**
 * Bidirectional breadth-first search: a fewest-edges path found by growing one BFS from the
 * start and one backwards from the goal, always extending the smaller frontier by a whole
 * layer, until they meet. On graphs where the number of nodes within distance d grows fast
 * (word ladders, puzzles) it expands far fewer nodes than `bfs`.
 *
 * @param start the node to search from.
 * @param successors a node's neighbours, in either form (see `Successors`).
 * @param goal the node to reach: a node, not a predicate, since the search grows from it too.
 * @param options `predecessors`, the nodes with an edge into a node (default `successors`,
 *   right for undirected graphs); `key`, limits, progress and tracer.
 *
 * ```ts
 * import { bidirectionalBfs } from 'puzzlegraph/search';
 *
 * const words = ['cold', 'cord', 'card', 'ward', 'warm', 'word', 'worm', 'corm'];
 * const oneLetterApart = (a: string, b: string) => [...a].filter((c, i) => c !== b[i]).length === 1;
 * const ladder = (word: string) => words.filter((other) => oneLetterApart(word, other));
 * console.log(bidirectionalBfs('cold', ladder, 'warm').path?.join(' ')); // cold cord card ward warm
 * ```
 */
import { successorList, successorsOf, type SuccessorsFunction } from './internal/normalize.js';
import { SearchRun } from './kit/search-run.js';
import { keyFunction } from './kit/node-table.js';
import type { SearchOptions, SearchResult, Successors } from './types.js';

export interface BidirectionalOptions<N> extends SearchOptions<N> {
  /** The nodes with an edge into a node; default `successors` (an undirected graph). */
  predecessors?: Successors<N>;
}

interface Side<N> {
  next: SuccessorsFunction<N>;
  /** key -> [node, key of the node one step nearer this side's root, depth] */
  seen: Map<unknown, { node: N; via: unknown; depth: number }>;
  frontier: N[];
  forward: boolean;
}

export function bidirectionalBfs<N>(
  start: N,
  successors: Successors<N>,
  goal: NoInfer<N>,
  options: BidirectionalOptions<N> = {},
): SearchResult<N> {
  if (typeof goal === 'function') {
    throw new TypeError('bidirectionalBfs needs a goal node to search back from, not a predicate');
  }
  const keyOf = keyFunction(options);
  const run = new SearchRun<N>(options);
  const { stats, tracer, maxStored } = run;
  const early = run.begin('bidirectionalBfs', [start]);
  const startKey = keyOf(start);
  const goalKey = keyOf(goal);
  if (startKey === goalKey) return run.found(start, 0, [start]);
  if (early) return run.finish(early);

  const forward: Side<N> = {
    next: successorsOf(successors),
    seen: new Map([[startKey, { node: start, via: undefined, depth: 0 }]]),
    frontier: [start],
    forward: true,
  };
  const backward: Side<N> = {
    next: successorsOf(options.predecessors ?? successors),
    seen: new Map([[goalKey, { node: goal, via: undefined, depth: 0 }]]),
    frontier: [goal],
    forward: false,
  };

  while (forward.frontier.length > 0 && backward.frontier.length > 0) {
    const side = forward.frontier.length <= backward.frontier.length ? forward : backward;
    const other = side === forward ? backward : forward;
    // Expand the whole layer, keeping the meeting with the fewest total edges.
    let best: { key: unknown; length: number } | undefined;
    const layer: N[] = [];
    for (const node of side.frontier) {
      const stop = run.expand();
      if (stop) return run.finish(stop);
      const nodeKey = keyOf(node);
      const depth = side.seen.get(nodeKey)!.depth;
      tracer?.({
        type: 'expand',
        node,
        cost: depth,
        frontier: side.frontier.length + other.frontier.length,
      });
      for (const child of successorList(side.next, node)) {
        stats.generated++;
        const childKey = keyOf(child);
        if (side.seen.has(childKey)) {
          tracer?.({ type: 'skip', node: child, parent: node });
          continue;
        }
        side.seen.set(childKey, { node: child, via: nodeKey, depth: depth + 1 });
        if (forward.seen.size + backward.seen.size > maxStored) return run.finish('memoryLimit');
        tracer?.({ type: 'generate', node: child, parent: node, cost: depth + 1 });
        const meeting = other.seen.get(childKey);
        if (meeting) {
          const length = depth + 1 + meeting.depth;
          if (!best || length < best.length) best = { key: childKey, length };
        }
        layer.push(child);
      }
    }
    if (best) {
      const path = joinAt(best.key, forward, backward);
      return run.found(goal, path.length - 1, path);
    }
    side.frontier = layer;
    run.frontier(forward.frontier.length + backward.frontier.length);
  }
  return run.finish('exhausted');
}

function joinAt<N>(meetKey: unknown, forward: Side<N>, backward: Side<N>): N[] {
  const path: N[] = [];
  for (let key = meetKey; key !== undefined;) {
    const entry = forward.seen.get(key)!;
    path.push(entry.node);
    key = entry.via;
  }
  path.reverse();
  for (let key = backward.seen.get(meetKey)!.via; key !== undefined;) {
    const entry = backward.seen.get(key)!;
    path.push(entry.node);
    key = entry.via;
  }
  return path;
}
