/**
 * `solveSokoban`: a complete, checked LURD solution for a level, or the reason there is none
 * with the search figures.
 *
 * - `optimal: 'pushes'`: A* over push states with the crate-to-goal assignment lower bound;
 *   the solution has the fewest pushes possible (moves are not minimised).
 * - `optimal: 'any'` (default): five searches by turns on one core, an equal share of the time
 *   each, first answer wins: FESS (box moves in feature cells of packing progress and floor
 *   regions, the moves its advisors name first); a reverse search pulling crates from the
 *   solved position back to the start, whose three orders (g + 20h, h alone, g + 20h in
 *   feature cells) take turns over one store (`AlternatingOpenList`); a forward one by single
 *   pushes that fills goal rooms by macros and lets crates wait in a goal room's mouth; FESS
 *   again, its packing order from a base search (`BaseSearch`) run first on its turns, filed
 *   as Festival files positions and with all of Festival's advisors (`pastCells`); and a
 *   spread pair after Festival's HF strategy (`SpreadPair`): crates pulled apart from the
 *   solved position, then FESS forwards towards the most open position found. In all five a
 *   crate moved into a one-wide corridor goes on to its far end in one move (`Tunnels`).
 *   Forward and reverse states are looked up in each other's tables, so the searches also
 *   finish by meeting in the middle (`result.foundBy` says which search finished).
 *   `solveSokobanOnThreads` deals the same searches out to worker threads.
 *
 * ```ts
 * const result = solveSokoban(level, { optimal: 'pushes', timeLimitMs: 10_000 });
 * result.outcome; // 'found'
 * result.pushes; // 97 on XSokoban level 1
 * result.solution; // 'ullluuuLUluurDldlDDull...' (walks lower case, pushes upper case)
 * ```
 *
 * Limits never throw (only a board above 65,535 squares is refused, with an InputError): the
 * answer carries the outcome (`timeLimit`, `memoryLimit` when the `maxStates` memory budget is
 * spent, `aborted` by the signal or the stop flag, `exhausted` when no solution exists) and
 * the statistics. Every solution is replayed by an independent checker before it is returned.
 */
import { InputError } from '../../../errors.js';
import type { SokobanLevel } from '../level.js';
import { insideSquares } from '../rules/reachability.js';
import { analyseLevel } from './analysis.js';
import { keptSolutionBytes, keptSolutionSlots } from './assignment.js';
import { runPortfolio, type TurnSearch } from './portfolio.js';
import { PullSearch } from './pull-search.js';
import { PushSearch } from './push-search.js';
import type { SearchWeights } from './search-settings.js';
import { reorderPushes } from './reorder-pushes.js';
import { checkSolution, pushesToLurd } from './solution.js';
import { SpreadPair } from './spread-pair.js';
import { StateBudget, bytesPerState } from './state-store.js';
import { describeSearch } from './trace.js';
import type { SokobanSolveOptions, SokobanSolveResult } from './types.js';

export type {
  SokobanSolveOptions,
  SokobanSolveResult,
  SokobanSolveStats,
  SokobanTraceNode,
} from './types.js';
export { checkSolution, lurdToPushes, pushesToLurd } from './solution.js';
export { reorderPushes, shortenSolution } from './reorder-pushes.js';
export { solveSokobanOnThreads, type ThreadedSolveOptions } from './threads.js';

/** States store squares as 16-bit numbers. */
const MAX_SQUARES = 0xffff;

/** Memory the stored states may use by default. */
export const DEFAULT_MEMORY_BYTES = 1024 * 1024 * 1024;

export function solveSokoban(
  level: SokobanLevel,
  options: SokobanSolveOptions = {},
): SokobanSolveResult {
  return solveWithTuning(level, options);
}

/**
 * FESS: box moves in feature cells, advised moves first, every other turn the best cell's,
 * deadlocks learned where the search stalls, residual matching and corral zones tested on each
 * position expanded.
 */
const FESS: SearchWeights = {
  gWeight: 0,
  hWeight: 1,
  goalOnPop: false,
  corralPruning: true,
  featureSpace: true,
  advisors: true,
  boxMoves: true,
  bestCellTurns: true,
  learnDeadlocks: true,
  residualMatching: true,
  corralZones: true,
  tunnelMacros: true,
};

/**
 * The searches each mode runs, by turns on one core, an equal share of the time each: search
 * directions, orders and prunings that fail in different ways, none of them weighted by
 * evidence from particular levels.
 */
const PLANS: Record<'pushes' | 'any', SearchWeights[]> = {
  pushes: [{ gWeight: 1, hWeight: 1, goalOnPop: true, corralPruning: false }],
  any: [
    FESS,
    // Backwards from the solved position, three orders taking turns over one store:
    // near-greedy, greedy, and near-greedy within feature cells.
    {
      gWeight: 1,
      hWeight: 20,
      goalOnPop: false,
      corralPruning: false,
      reverse: true,
      tunnelMacros: true,
      moreOrders: [
        { gWeight: 0, hWeight: 1 },
        { gWeight: 1, hWeight: 20, featureSpace: true },
      ],
    },
    // Forward with room macros, crates free to wait in a room's mouth, no corral pruning.
    {
      gWeight: 0,
      hWeight: 1,
      goalOnPop: false,
      corralPruning: false,
      goalMacros: true,
      parkInRooms: true,
      featureSpace: true,
      tunnelMacros: true,
    },
    // FESS with the base search's packing order, Festival's filing and all its advisors.
    { ...FESS, basePlan: true, pastCells: true, hotspots: true, explorer: true, opener: true },
    // Crates pulled apart from the solved position, then FESS towards the most open position.
    {
      gWeight: 0,
      hWeight: 1,
      goalOnPop: false,
      corralPruning: false,
      reverse: true,
      spread: true,
      featureSpace: true,
      bestCellTurns: true,
      tunnelMacros: true,
    },
  ],
};

/**
 * The forward half of a spread pair: FESS towards the spread search's position, ending by
 * meeting a backward search. It learns no deadlocks: its goals are not the level's.
 */
export const SPREAD_FORWARD: SearchWeights = { ...FESS, learnDeadlocks: false, meetOnly: true };

/** The searches `solveSokoban` runs by turns for this `optimal` mode. */
export function planFor(optimal: SokobanSolveOptions['optimal']): SearchWeights[] {
  return PLANS[optimal === 'pushes' ? 'pushes' : 'any'];
}

/**
 * The states `searches` searches may store in `memoryBytes` (default 1 GiB): the stored states
 * and the assignment solutions kept for them come out of the same memory.
 */
export function defaultMaxStates(
  level: SokobanLevel,
  searches: number,
  memoryBytes = DEFAULT_MEMORY_BYTES,
): number {
  const n = level.crates.length;
  const stateBytes = bytesPerState(n) + 24;
  const keptSolutions = keptSolutionSlots(Math.floor(memoryBytes / stateBytes), n, n);
  const keptBytes = searches * keptSolutions * keptSolutionBytes(n, n);
  return Math.max(1, Math.floor((memoryBytes - keptBytes) / stateBytes));
}

/** `solveSokoban` with other searches than the default plan: for tuning runs (bench/). */
export function solveWithTuning(
  level: SokobanLevel,
  options: SokobanSolveOptions,
  plan?: SearchWeights[],
): SokobanSolveResult {
  const began = performance.now();
  const optimal = options.optimal === 'pushes';
  if (level.width * level.height > MAX_SQUARES) {
    throw new InputError(
      `the board has ${level.width * level.height} squares; the solver handles up to ${MAX_SQUARES}`,
      { file: level.source?.file, line: level.source?.line },
    );
  }
  const searches = plan ?? planFor(options.optimal);
  const maxStates = options.maxStates ?? defaultMaxStates(level, searches.length);
  const n = level.crates.length;
  const keptSolutions = keptSolutionSlots(maxStates, n, n);
  // Crates the worker can never reach stay put: harmless on a goal, fatal off one.
  const inside = insideSquares(level);
  const stuck = level.crates.filter((crate) => inside[crate] === 0);
  if (stuck.some((crate) => level.goals[crate] === 0)) {
    const stats = { expanded: 0, generated: 0, maxFrontier: 0, elapsedMs: 0, states: 0 };
    return { outcome: 'exhausted', moves: 0, pushes: 0, optimal: false, stats };
  }
  const movable = { ...level, crates: level.crates.filter((crate) => inside[crate] === 1) };
  const analysis = analyseLevel(movable);
  // One budget for all the searches: one that stores few states leaves room for the others.
  const budget = new StateBudget(maxStates);
  const { timeLimitMs, signal, stopFlag, tracer } = options;
  const forward: PushSearch[] = [];
  const backward: PullSearch[] = [];
  // One deadline for all, counted from the call: each search's clock starts when it is made.
  const deadline = timeLimitMs === undefined ? undefined : began + timeLimitMs;
  const limits = { deadline, signal, stopFlag, tracer };
  const portfolio = searches.map((weights, search): TurnSearch => {
    const own = { ...limits, maxStates: budget, keptSolutions, search };
    if (weights.spread) {
      return new SpreadPair(movable, analysis, weights, SPREAD_FORWARD, own, forward, backward);
    }
    if (weights.reverse) {
      const pull = new PullSearch(movable, analysis, weights, own);
      backward.push(pull);
      return pull;
    }
    const push = new PushSearch(movable, analysis, weights, own);
    forward.push(push);
    return push;
  });
  // Deadlocks one forward search learns prune the others too.
  const learned = forward.find((search) => search.learned !== undefined)?.learned;
  for (const search of forward) search.learned ??= learned;
  // Searches from both ends meet on a shared state: forward path + backward path.
  if (!optimal) {
    for (const search of forward) search.meet = backward;
    for (const search of backward) search.meet = forward;
  }
  const result = runPortfolio(portfolio, options.onProgress);
  if (result.outcome !== 'found' || result.pushes === undefined) {
    return { outcome: result.outcome, moves: 0, pushes: 0, optimal: false, stats: result.stats };
  }
  // Same pushes, fewer moves: the runs of pushes put in an order that saves walking.
  const solution = pushesToLurd(level, reorderPushes(level, result.pushes));
  const check = checkSolution(level, solution);
  if (!check.ok) throw new Error(`solver bug: its solution fails the replay (${check.problem})`);
  const winner = result.foundBy ?? 0;
  return {
    outcome: 'found',
    solution,
    moves: check.moves,
    pushes: check.pushes,
    optimal,
    foundBy: { search: winner, name: describeSearch(searches[winner]) },
    stats: result.stats,
  };
}
