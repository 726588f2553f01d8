/**
 * What the Sokoban Watch records: one search of the solver's push search (BFS, A* or greedy
 * weights through `solveWithTuning`) with a tracer, capped to small levels and a few
 * thousand states, plus its time without the tracer. No DOM here: the recording runs in a
 * Web Worker (web/src/workers/sokoban-watch.worker.ts), and tests call it in Node.
 *
 * ```ts
 * const run = recordSokoban(level, 'astar');
 * run.result.pushes; // 8 on Microban 1
 * run.events.filter((e) => e.type === 'expand').length === run.result.stats.expanded; // true
 * ```
 */
import type { TraceEvent } from '../../../src/search/index.js';
import { plural } from '../plural.js';
import {
  type SokobanLevel,
  solveWithTuning,
  type SokobanSolveResult,
  type SokobanTraceNode,
  type TuningPlan,
  insideSquares,
} from '../../../src/puzzles/sokoban/index.js';

type Weights = TuningPlan[number];

export interface SokobanWatchAlgorithm {
  id: string;
  name: string;
  note: string;
  weights: Weights;
}

export const SOKOBAN_WATCH_ALGORITHMS: SokobanWatchAlgorithm[] = [
  {
    id: 'bfs',
    name: 'BFS',
    note: 'all positions of k pushes before k + 1: fewest pushes',
    weights: { name: 'bfs', gWeight: 1, hWeight: 0, goalOnPop: true, corralPruning: false },
  },
  {
    id: 'astar',
    name: 'A*',
    note: 'pushes so far + a lower bound of those left: fewest pushes',
    // The solver's own fewest-pushes search, named as `--optimal pushes` traces it.
    weights: {
      name: 'optimal-pushes',
      gWeight: 1,
      hWeight: 1,
      goalOnPop: true,
      corralPruning: false,
    },
  },
  {
    id: 'greedy',
    name: 'Greedy',
    note: 'g + 5h: heads for the goals, pushes not minimal',
    weights: { name: 'greedy', gWeight: 1, hWeight: 5, goalOnPop: false, corralPruning: false },
  },
];

/** What Watch accepts and how far a recording may go. */
export const SOKOBAN_WATCH_LIMITS = {
  maxCrates: 6,
  maxFloor: 100,
  maxStates: 20_000,
  timeLimitMs: 3000,
};

/** Why a level is too big to watch, or undefined when it is small enough. */
export function tooBigToWatch(level: SokobanLevel): string | undefined {
  const floor = insideSquares(level).reduce((sum, inside) => sum + inside, 0);
  const { maxCrates, maxFloor } = SOKOBAN_WATCH_LIMITS;
  if (level.crates.length <= maxCrates && floor <= maxFloor) return undefined;
  return `Watch replays small levels only (up to ${maxCrates} crates and ${maxFloor} floor squares); this one has ${plural(level.crates.length, 'crate')} and ${plural(floor, 'floor square')}. Solve it with the Solve button, or trace it with puzzlegraph sokoban solve --trace.`;
}

export interface SokobanWatchRun {
  result: SokobanSolveResult;
  events: TraceEvent<SokobanTraceNode>[];
  /** The same search without a tracer, for an honest time. */
  untracedMs: number;
}

/** Runs one search of the watch with a tracer (and again without, for its time). */
export function recordSokoban(level: SokobanLevel, algorithm: string): SokobanWatchRun {
  const { weights } = SOKOBAN_WATCH_ALGORITHMS.find((a) => a.id === algorithm)!;
  const { maxStates, timeLimitMs } = SOKOBAN_WATCH_LIMITS;
  const events: TraceEvent<SokobanTraceNode>[] = [];
  const options = { maxStates, timeLimitMs, optimal: 'any' as const };
  const result = solveWithTuning(level, { ...options, tracer: (e) => events.push(e) }, [weights]);
  const untracedMs = solveWithTuning(level, options, [weights]).stats.elapsedMs;
  return { result, events, untracedMs };
}
