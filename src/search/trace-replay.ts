/**
 * Follows a search's trace events and keeps the picture a viewer draws: which nodes were
 * expanded (visited), which wait in the frontier, the node being expanded now, and the
 * counters. Feed it events one at a time to animate a search step by step.
 *
 * ```ts
 * import { bfs, TraceReplay } from 'puzzlegraph/search';
 *
 * const replay = new TraceReplay<number>();
 * const sizes: number[] = [];
 * bfs(1, (n) => [n + 1, n * 2], 10, {
 *   tracer: (event) => {
 *     replay.apply(event);
 *     if (event.type === 'expand') sizes.push(replay.visited.size); // a viewer would draw here
 *   },
 * });
 * console.log(sizes.join(' ')); // 1 2 3 4 5 6
 * ```
 */
import type { Key, Outcome, TraceEvent } from './types.js';

export class TraceReplay<N> {
  readonly visited = new Set<Key | N>();
  readonly frontier = new Set<Key | N>();
  current: N | undefined;
  /** Greatest cost (depth in unweighted searches) expanded so far. */
  depth = 0;
  expanded = 0;
  generated = 0;
  outcome: Outcome | undefined;
  found: N | undefined;
  private readonly parentOf = new Map<Key | N, N>();

  constructor(private readonly keyOf: (node: N) => Key | N = (node) => node) {}

  apply(event: TraceEvent<N>): void {
    switch (event.type) {
      case 'start':
        for (const node of event.nodes) this.frontier.add(this.keyOf(node));
        break;
      case 'expand': {
        const key = this.keyOf(event.node);
        this.frontier.delete(key);
        this.visited.add(key);
        this.current = event.node;
        this.depth = Math.max(this.depth, event.cost);
        this.expanded++;
        break;
      }
      case 'generate': {
        const key = this.keyOf(event.node);
        this.generated++;
        this.parentOf.set(key, event.parent);
        if (!this.visited.has(key)) this.frontier.add(key);
        break;
      }
      case 'skip':
        this.generated++;
        break;
      case 'found':
        this.found = event.node;
        break;
      case 'end':
        this.outcome = event.outcome;
        this.current = undefined;
        break;
      case 'limit':
        break;
    }
  }

  /** The path to `found` from the parents recorded so far (start first). */
  path(): N[] {
    const path: N[] = [];
    for (let node = this.found; node !== undefined; node = this.parentOf.get(this.keyOf(node))) {
      path.push(node);
      if (path.length > this.parentOf.size + 1) break; // a start reached twice: stop
    }
    return path.reverse();
  }
}
