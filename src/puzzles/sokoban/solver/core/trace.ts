/**
 * The Sokoban side of the solver's trace: the searches keep states as numbers in a
 * `StateStore`, and this turns a number into a `SokobanTraceNode` (crates and worker region)
 * for the expand, generate and skip events of their own loops, only when a tracer listens, so
 * an untraced solve pays one `undefined` test per event. The start, found, limit and end
 * events are the search's `SearchRun`'s, like those of every search in `src/search`.
 *
 * ```text
 * const trace = SolverTrace.create(tracer, 'fess', store);
 * trace?.expand(id, open.size);
 * // tracer receives { type: 'expand', node: { search: 'fess', id, crates: [...], worker }, cost: g, frontier }
 * ```
 */
import type { Tracer } from '../../../../search/index.js';
import type { SearchOrder } from './search-settings.js';
import type { StateStore } from './state-store.js';
import type { SokobanTraceNode } from '../types.js';

/** What names a search: its weights, direction and open list. */
type SearchDescriptionWeights = SearchOrder & {
  moreOrders?: SearchOrder[];
  reverse?: boolean;
  spread?: boolean;
  parkInRooms?: boolean;
  advisors?: boolean;
  boxMoves?: boolean;
  basePlan?: boolean;
};

/** State `id` of search `search`'s store as the tracer sees it. */
export function traceNode(store: StateStore, search: string, id: number): SokobanTraceNode {
  const n = store.crateCount;
  return {
    search,
    id,
    crates: Array.from(store.crates.subarray(id * n, id * n + n)),
    worker: store.worker[id],
  };
}

export class SolverTrace {
  private constructor(
    private readonly tracer: Tracer<SokobanTraceNode>,
    private readonly search: string,
    private readonly store: StateStore,
  ) {}

  /** The trace of search `search` of the portfolio, or undefined when nobody listens. */
  static create(
    tracer: Tracer<SokobanTraceNode> | undefined,
    search: string,
    store: StateStore,
  ): SolverTrace | undefined {
    return tracer && new SolverTrace(tracer, search, store);
  }

  node(id: number): SokobanTraceNode {
    return traceNode(this.store, this.search, id);
  }

  expand(id: number, frontier: number): void {
    this.tracer({ type: 'expand', node: this.node(id), cost: this.store.g[id], frontier });
  }

  generate(id: number, parent: number, priority: number): void {
    const node = this.node(id);
    const cost = this.store.g[id];
    this.tracer({ type: 'generate', node, parent: this.node(parent), cost, priority });
  }

  skip(id: number, parent: number): void {
    this.tracer({ type: 'skip', node: this.node(id), parent: this.node(parent) });
  }
}

/** How a search with these weights reads in a trace. */
export function algorithmName(weights: SearchDescriptionWeights, search: string): string {
  return `sokoban ${search}: ${describeSearch(weights)}`;
}

/** A search of the portfolio in words: "pull search from the solved position, priority g + 20h". */
export function describeSearch(weights: SearchDescriptionWeights): string {
  if (weights.spread) {
    return 'spread pair: crates pulled apart from the solved position, then FESS towards the most open position';
  }
  if (weights.advisors && weights.boxMoves) {
    const order = weights.basePlan ? ', packing order from the base search' : '';
    return `FESS: box moves within feature cells taken in turn, advised moves first${order}`;
  }
  const direction = weights.reverse ? 'pull search from the solved position' : 'push search';
  const parking = weights.parkInRooms ? ', crates may wait in goal rooms' : '';
  if (weights.moreOrders) {
    const orders = [weights, ...weights.moreOrders].map(describeOrder);
    return `${direction}, ${orders.length} orders by turns over one store: ${orders.join('; ')}${parking}`;
  }
  return `${direction}, priority ${describeOrder(weights)}${parking}`;
}

/** An order in words: "g + 20h", "h within feature cells taken in turn". */
function describeOrder(order: SearchOrder): string {
  const g = order.gWeight === 1 ? 'g' : `${order.gWeight}g`;
  const h = order.hWeight === 1 ? 'h' : `${order.hWeight}h`;
  const priority = order.hWeight === 0 ? g : order.gWeight === 0 ? h : `${g} + ${h}`;
  return order.featureSpace ? `${priority} within feature cells taken in turn` : priority;
}
