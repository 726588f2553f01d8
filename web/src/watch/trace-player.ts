/**
 * Replays a recorded search trace (the core's `TraceEvent`s) one event or one expansion at a
 * time, keeping what a viewer shows: which nodes are on the frontier, which were expanded,
 * which side of a bidirectional search reached them, and the counters.
 *
 * ```ts
 * const events: TraceEvent<number>[] = [];
 * bfs(0, graph, 63, { nodeCount: 64, tracer: (e) => events.push(e) });
 * const player = new TracePlayer(events);
 * player.onNode = (node, state) => view.setState(node, state);
 * player.stepExpansion(); // the first expansion and the successors it generated
 * player.counters; // { expanded: 1, generated: 2, frontier: 2, depth: 0, ... }
 * ```
 *
 * The counting is the core's `TraceReplay` (what the CLI's `--animate` draws from), so the
 * counters agree with any other reader of the same trace; this class adds stepping one
 * expansion at a time, per-node callbacks for a view, and which side of a bidirectional
 * search reached a node.
 */
import {
  TraceReplay,
  type Key,
  type Outcome,
  type SearchStats,
  type TraceEvent,
} from '../../../src/search/index.js';
export type NodeState = 'frontier' | 'visited' | 'current';

export interface Counters {
  /** `expand` events so far (the search's `stats.expanded`). */
  expanded: number;
  /** `generate` and `skip` events so far (the search's `stats.generated`). */
  generated: number;
  /** Nodes waiting, as the search reported it at the last expansion, plus those generated since. */
  frontier: number;
  /** Greatest cost (depth, for unweighted searches) expanded so far. */
  depth: number;
  /** Events applied so far. */
  events: number;
}

export class TracePlayer<N> {
  /** Index of the next event to apply. */
  position = 0;
  /** The core's own bookkeeping of a trace (visited, frontier, counters), as the CLI uses. */
  readonly replay: TraceReplay<N>;
  outcome: Outcome | undefined;
  finalStats: SearchStats | undefined;
  /** Called whenever a node changes state; `side` is 1 for nodes reached from the goal. */
  onNode: ((node: N, state: NodeState, side: 0 | 1) => void) | undefined;
  private readonly side = new Map<Key, 0 | 1>();
  /** Whether the search runs from both ends, so that it has a goal side at all. */
  private fromBothEnds = false;
  private sinceExpand = 0;
  private lastFrontier = 0;

  constructor(
    readonly events: readonly TraceEvent<N>[],
    private readonly key: (node: N) => Key = (node) => node as unknown as Key,
  ) {
    this.replay = new TraceReplay<N>(key);
  }

  get done(): boolean {
    return this.position >= this.events.length;
  }

  get counters(): Counters {
    const { expanded, generated, depth } = this.replay;
    return {
      expanded,
      generated,
      depth,
      frontier: this.lastFrontier + this.sinceExpand,
      events: this.position,
    };
  }

  get foundNode(): N | undefined {
    return this.replay.found;
  }

  /** Applies one event; returns it, or undefined at the end. */
  stepEvent(): TraceEvent<N> | undefined {
    const event = this.events[this.position];
    if (!event) return undefined;
    this.position++;
    const previous = this.replay.current;
    this.replay.apply(event);
    switch (event.type) {
      case 'start':
        this.fromBothEnds = event.algorithm.startsWith('bidirectional');
        for (const node of event.nodes) this.side.set(this.key(node), 0);
        break;
      case 'expand': {
        this.lastFrontier = event.frontier;
        this.sinceExpand = 0;
        if (previous !== undefined) this.emit(previous, 'visited');
        const key = this.key(event.node);
        // The goal side of a bidirectional search first shows up as an expansion; a search
        // that names its starts as it meets them (the word search's first letters) has one side.
        if (!this.side.has(key)) this.side.set(key, this.fromBothEnds ? 1 : 0);
        this.emit(event.node, 'current');
        break;
      }
      case 'generate': {
        this.sinceExpand++;
        const key = this.key(event.node);
        if (!this.side.has(key)) this.side.set(key, this.side.get(this.key(event.parent)) ?? 0);
        this.emit(event.node, 'frontier');
        break;
      }
      case 'limit':
        this.outcome = event.outcome;
        break;
      case 'end':
        this.outcome = event.outcome;
        this.finalStats = event.stats;
        if (previous !== undefined) this.emit(previous, 'visited');
        break;
    }
    return event;
  }

  /**
   * Applies events up to (not including) the next expansion after the first one met: one
   * node taken from the frontier and everything it generated. Returns false at the end.
   */
  stepExpansion(): boolean {
    if (this.done) return false;
    let sawExpand = false;
    while (!this.done) {
      const next = this.events[this.position];
      if (next.type === 'expand') {
        if (sawExpand) break;
        sawExpand = true;
      }
      this.stepEvent();
    }
    return true;
  }

  /** Applies every remaining event. */
  finish(): void {
    while (this.stepEvent());
  }

  sideOf(node: N): 0 | 1 {
    return this.side.get(this.key(node)) ?? 0;
  }

  private emit(node: N, state: NodeState): void {
    this.onNode?.(node, state, this.sideOf(node));
  }
}

/** Runs `search` with a tracer and returns its result and the events it produced. */
export function recordTrace<N, R>(
  search: (tracer: (event: TraceEvent<N>) => void) => R,
): { result: R; events: TraceEvent<N>[] } {
  const events: TraceEvent<N>[] = [];
  const result = search((event) => events.push(event));
  return { result, events };
}
