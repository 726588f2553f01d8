/**
 * `optimizeSolution`: a shorter solution from a given one, by the metric the player asks for.
 *
 * The method (a vicinity search): the positions near those along the given solution are where
 * a better one most likely runs. Round by round, the crate configurations the solution passes
 * through, and those within `radius` crate steps of them (`Vicinity`), bound an exact search
 * for the fewest moves or pushes (`MoveSearch`) that may enter no other configuration. The given
 * solution lies inside, so a round never does worse. A round that improves starts the next
 * from the new solution at the same radius; a round that does not widens the radius. It ends
 * when the time is up, when the vicinity reaches its cap, or when it holds every configuration
 * the crates can reach, and then the answer is proven best.
 *
 * ```text
 * const better = optimizeSolution(level, solution, { metric: 'moves', timeLimitMs: 5_000 });
 * better.moves <= better.before.moves; // true: never worse than the input
 * better.solution; // replayed and checked before it is returned
 * ```
 */
import { InputError } from '../../../../errors.js';
import type { Outcome, RunLimits } from '../../../../search/index.js';
import type { SokobanLevel } from '../../level.js';
import { describeReplay, replay } from '../../moves/replay.js';
import { stepOffsets } from '../../rules/reachability.js';
import { analyseLevel } from '../core/analysis.js';
import { sumStats } from '../core/portfolio.js';
import { checkSolution, lurdToPushes, pushesToLurd } from '../output/solution.js';
import type { SokobanSolveStats } from '../types.js';
import { isBetter, metricWeights, type OptimizeMetric } from './metric.js';
import { MoveSearch } from './move-search.js';
import { Vicinity } from './vicinity.js';

export interface OptimizeOptions extends Pick<
  RunLimits,
  'timeLimitMs' | 'deadline' | 'signal' | 'stopFlag'
> {
  /** What shorter means (default `moves`: moves, then pushes). */
  metric?: OptimizeMetric;
  /** Positions one round's search may store (default 4 million). */
  maxStates?: number;
  /** Crate configurations a vicinity may hold (default 1 million). */
  maxVicinity?: number;
  /** After each round: the best so far and the round's figures. */
  onProgress?: (progress: OptimizeProgress) => void;
}

export interface OptimizeProgress {
  round: number;
  radius: number;
  /** The best solution so far (replayed and checked), so a caller that stops the run keeps it. */
  solution: string;
  moves: number;
  pushes: number;
  /** Configurations in this round's vicinity. */
  vicinity: number;
  stats: SokobanSolveStats;
}

export interface OptimizeResult {
  /** The best solution found, pushes in capitals; the input's own when nothing beat it. */
  solution: string;
  moves: number;
  pushes: number;
  metric: OptimizeMetric;
  /** The input solution's counts. */
  before: { moves: number; pushes: number };
  improved: boolean;
  /** True when the last vicinity held every configuration the crates can reach: proven best. */
  optimal: boolean;
  /**
   * Why it stopped: `exhausted` when a wider vicinity had nothing more to offer (`optimal`),
   * `memoryLimit` when the vicinity reached `maxVicinity`, or a limit (`timeLimit`, `aborted`).
   */
  outcome: Outcome;
  /** Rounds run, and the widest radius searched in full. */
  rounds: number;
  radius: number;
  stats: SokobanSolveStats;
}

const DEFAULT_MAX_VICINITY = 1_000_000;

export function optimizeSolution(
  level: SokobanLevel,
  solution: string,
  options: OptimizeOptions = {},
): OptimizeResult {
  const began = performance.now();
  const metric = options.metric ?? 'moves';
  const given = replay(level, solution);
  if (!given.legal || !given.solved) {
    throw new InputError(`the solution does not solve the level: ${describeReplay(given)}`, {
      file: level.source?.file,
      line: level.source?.line,
    });
  }
  const deadline = earliest(
    options.deadline,
    options.timeLimitMs === undefined ? undefined : began + options.timeLimitMs,
  );
  const analysis = analyseLevel(level);
  let best = { solution: given.lurd, moves: given.moves, pushes: given.pushes };
  const allStats: SokobanSolveStats[] = [];
  let radius = 0;
  let searched = -1;
  let rounds = 0;
  let outcome: Outcome = 'exhausted';
  let optimal = false;
  for (;;) {
    const vicinity = Vicinity.around(analysis, crateTracks(level, best.solution), {
      radius: stepsFor(radius),
      window: windowFor(radius),
      cap: options.maxVicinity ?? DEFAULT_MAX_VICINITY,
    });
    const result = new MoveSearch(level, {
      metric,
      deadline,
      signal: options.signal,
      stopFlag: options.stopFlag,
      maxStates: options.maxStates,
      allowed: (crateHash) => vicinity.has(crateHash),
      below: cost(metric, best),
    }).run();
    rounds++;
    allStats.push(result.stats);
    let improved = false;
    if (result.outcome === 'found' && result.pushes !== undefined) {
      const lurd = pushesToLurd(level, result.pushes);
      const check = checkSolution(level, lurd);
      if (!check.ok)
        throw new Error(`optimizer bug: its solution fails the replay (${check.problem})`);
      if (isBetter(metric, check, best)) {
        best = { solution: lurd, moves: check.moves, pushes: check.pushes };
        improved = true;
      }
    }
    // Exhausted: nothing in the vicinity is cheaper than the best so far.
    if (result.outcome === 'found' || result.outcome === 'exhausted') searched = radius;
    options.onProgress?.({
      round: rounds,
      radius,
      solution: best.solution,
      moves: best.moves,
      pushes: best.pushes,
      vicinity: vicinity.size,
      stats: sumStats(allStats),
    });
    if (result.outcome !== 'found' && result.outcome !== 'exhausted') {
      outcome = result.outcome;
      break;
    }
    if (improved) continue;
    if (!vicinity.complete) {
      outcome = 'memoryLimit';
      break;
    }
    if (vicinity.closed) {
      // The vicinity seems to hold every configuration the crates can reach. Configurations
      // are kept by hash, and two may share one, so the proof is one unrestricted search, which
      // the level's few configurations keep small.
      const exact = new MoveSearch(level, {
        metric,
        deadline,
        signal: options.signal,
        stopFlag: options.stopFlag,
        maxStates: options.maxStates,
        below: cost(metric, best),
      }).run();
      rounds++;
      allStats.push(exact.stats);
      if (exact.outcome === 'found' && exact.pushes !== undefined) {
        const lurd = pushesToLurd(level, exact.pushes);
        const check = checkSolution(level, lurd);
        if (!check.ok) {
          throw new Error(`optimizer bug: its solution fails the replay (${check.problem})`);
        }
        best = { solution: lurd, moves: check.moves, pushes: check.pushes };
      }
      if (exact.outcome === 'found' || exact.outcome === 'exhausted') optimal = true;
      else outcome = exact.outcome;
      break;
    }
    radius++;
  }
  const stats = sumStats(allStats);
  stats.elapsedMs = performance.now() - began;
  return {
    ...best,
    metric,
    before: { moves: given.moves, pushes: given.pushes },
    improved: isBetter(metric, best, given),
    optimal,
    outcome,
    rounds,
    radius: searched,
    stats,
  };
}

/**
 * Where each crate stands after each push of a legal solution: one track per crate, its start
 * first, one square per push.
 */
function crateTracks(level: SokobanLevel, lurd: string): Int32Array[] {
  const steps = stepOffsets(level.width);
  const pushes = lurdToPushes(level, lurd);
  const squares = [...level.crates];
  const tracks = squares.map(() => new Int32Array(pushes.length + 1));
  squares.forEach((square, k) => (tracks[k][0] = square));
  pushes.forEach(({ from, direction }, t) => {
    squares[squares.indexOf(from)] = from + steps[direction];
    squares.forEach((square, k) => (tracks[k][t + 1] = square));
  });
  return tracks;
}

/**
 * How far one crate may run ahead of or behind the others in a round of this radius: round by
 * round, longer journeys may change places.
 */
function windowFor(radius: number): number {
  return 4 << Math.min(radius, 16);
}

/**
 * How many crate steps a round of this radius allows: one more every other round, as
 * reorderings of the solution's journeys (the window) pay more often than detours do.
 */
function stepsFor(radius: number): number {
  return Math.floor(radius / 2);
}

function earliest(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}

function cost(metric: OptimizeMetric, counts: { moves: number; pushes: number }): number {
  const weights = metricWeights(metric);
  return counts.moves * weights.moves + counts.pushes * weights.pushes;
}
