/**
 * What "shorter" means for a Sokoban solution. Players compare solutions by moves (every step
 * of the worker) and by pushes (the steps that move a crate); the usual metrics rank by one and
 * break ties by the other, or take one alone.
 *
 * ```text
 * const rank = metricWeights('moves'); // moves first, then pushes
 * rank.moves * 300 + rank.pushes * 90; // the cost of a solution of 300 moves and 90 pushes
 * ```
 */

/** `moves`: moves, then pushes. `pushes`: pushes, then moves. The others: one count alone. */
export type OptimizeMetric = 'moves' | 'pushes' | 'moves-only' | 'pushes-only';

export const OPTIMIZE_METRICS: readonly OptimizeMetric[] = [
  'moves',
  'pushes',
  'moves-only',
  'pushes-only',
];

/**
 * A count of the first kind outweighs any count of the second: solutions have far fewer than
 * 2^20 moves, and costs stay exact in a double.
 */
const FIRST = 2 ** 20;

/** The cost of a solution is `moves * weights.moves + pushes * weights.pushes`. */
export interface MetricWeights {
  moves: number;
  pushes: number;
}

export function metricWeights(metric: OptimizeMetric): MetricWeights {
  switch (metric) {
    case 'moves':
      return { moves: FIRST, pushes: 1 };
    case 'pushes':
      return { moves: 1, pushes: FIRST };
    case 'moves-only':
      return { moves: 1, pushes: 0 };
    case 'pushes-only':
      return { moves: 0, pushes: 1 };
  }
}

/** Whether a solution of `a` moves and pushes is better than one of `b` under `metric`. */
export function isBetter(
  metric: OptimizeMetric,
  a: { moves: number; pushes: number },
  b: { moves: number; pushes: number },
): boolean {
  const weights = metricWeights(metric);
  return (
    a.moves * weights.moves + a.pushes * weights.pushes <
    b.moves * weights.moves + b.pushes * weights.pushes
  );
}
