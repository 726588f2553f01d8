/**
 * Trace events of the solver's own search loops, in the shape of `src/search`'s: what the CLI
 * writes with `--trace` and the playground animates. The searches keep states as numbers in a
 * `StateStore`; this turns a number into a `SokobanTraceNode` (crates and worker region) only
 * when a tracer listens, so an untraced solve pays one `undefined` test per event.
 *
 * ```ts
 * const trace = SolverTrace.create({ tracer, search: 0 }, { gWeight: 1, hWeight: 5 }, store);
 * trace?.expand(id, g, open.size);
 * // tracer receives { type: 'expand', node: { search: 0, id, crates: [...], worker }, cost: g, frontier }
 * ```
 */
import type { Outcome, Tracer } from '../../../search/index.js';
import type { StateStore } from './state-store.js';
import type { SokobanSolveStats, SokobanTraceNode } from './types.js';

/** What names a search: its weights, direction and open list. */
type SearchDescriptionWeights = {
  gWeight: number;
  hWeight: number;
  reverse?: boolean;
  featureSpace?: boolean;
  parkInRooms?: boolean;
};

export class SolverTrace {
  private constructor(
    private readonly tracer: Tracer<SokobanTraceNode>,
    private readonly search: number,
    private readonly store: StateStore,
    readonly algorithm: string,
  ) {}

  /** The trace of one search of the portfolio, or undefined when nobody listens. */
  static create(
    limits: { tracer?: Tracer<SokobanTraceNode>; search?: number },
    weights: SearchDescriptionWeights,
    store: StateStore,
  ): SolverTrace | undefined {
    const { tracer, search = 0 } = limits;
    return tracer && new SolverTrace(tracer, search, store, algorithmName(weights, search));
  }

  node(id: number): SokobanTraceNode {
    const { store } = this;
    const n = store.crateCount;
    return {
      search: this.search,
      id,
      crates: Array.from(store.crates.subarray(id * n, id * n + n)),
      worker: store.worker[id],
    };
  }

  start(ids: readonly number[]): void {
    this.tracer({
      type: 'start',
      nodes: ids.map((id) => this.node(id)),
      algorithm: this.algorithm,
    });
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

  found(id: number): void {
    this.tracer({ type: 'found', node: this.node(id), cost: this.store.g[id] });
  }

  end(outcome: Outcome, stats: SokobanSolveStats): void {
    if (outcome !== 'found' && outcome !== 'exhausted') this.tracer({ type: 'limit', outcome });
    this.tracer({ type: 'end', outcome, stats });
  }
}

/** How a search with these weights reads in a trace. */
export function algorithmName(weights: SearchDescriptionWeights, search: number): string {
  return `sokoban search ${search}: ${describeSearch(weights)}`;
}

/** A search of the portfolio in words: "pull search from the solved position, priority g + 20h". */
export function describeSearch(weights: SearchDescriptionWeights): string {
  const direction = weights.reverse ? 'pull search from the solved position' : 'push search';
  const g = weights.gWeight === 1 ? 'g' : `${weights.gWeight}g`;
  const h = weights.hWeight === 1 ? 'h' : `${weights.hWeight}h`;
  const priority = weights.hWeight === 0 ? g : weights.gWeight === 0 ? h : `${g} + ${h}`;
  const cells = weights.featureSpace ? ' within feature cells taken in turn' : '';
  const parking = weights.parkInRooms ? ', crates may wait in goal rooms' : '';
  return `${direction}, priority ${priority}${cells}${parking}`;
}
