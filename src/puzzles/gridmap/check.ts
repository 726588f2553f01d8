/**
 * Runs a scenario file against its map: each query is solved by `GridPathFinder` (octile),
 * the path replayed under the rules, and its length compared with the file's optimal length
 * to the printed precision.
 *
 * ```ts
 * import { checkScenarios, GridMap, parseScenarios } from 'puzzlegraph/gridmap';
 *
 * const map = GridMap.fromRows(['....', '.@@.', '....']);
 * const scenarios = parseScenarios('version 1\n0\tbox.map\t4\t3\t0\t1\t3\t1\t5\n');
 * const report = checkScenarios(map, scenarios);
 * console.log(report.matching); // 1
 * console.log(report.outcomes[0].verdict, report.outcomes[0].length); // match 5
 * ```
 */
import { InputError } from '../../grid/index.js';
import { pathLength } from './graph.js';
import type { GridMap } from './map.js';
import { GridPathFinder } from './path-finder.js';
import { matchesPrinted, type Scenario } from './scenario.js';

export interface ScenarioOutcome {
  scenario: Scenario;
  /** Our optimal length; Infinity when no path exists. */
  length: number;
  /** `match`, `differs`, `unreachable` (the file has a length, we found no path), or `blocked`
   * (the file's start or goal is a blocked cell of this map: the file was made for another
   * version of it). */
  verdict: 'match' | 'differs' | 'unreachable' | 'blocked';
  expanded: number;
  ms: number;
}

export interface ScenarioReport {
  /** One per query checked: all of them, unless `stoppedBy` a limit first. */
  outcomes: ScenarioOutcome[];
  stoppedBy?: 'timeLimit' | 'aborted';
  matching: number;
  differing: number;
  unreachable: number;
  blocked: number;
  /** Mean query time in milliseconds over the queries run (blocked ones are not run). */
  meanMs: number;
  meanExpanded: number;
}

export function checkScenarios(
  map: GridMap,
  scenarios: readonly Scenario[],
  options: {
    file?: string;
    finder?: GridPathFinder;
    algorithm?: 'jps' | 'astar';
    /** Stop at this `performance.now()` time; the report then covers the queries done. */
    deadline?: number;
    signal?: AbortSignal;
  } = {},
): ScenarioReport {
  const finder = options.finder ?? new GridPathFinder(map);
  const outcomes: ScenarioOutcome[] = [];
  let totalMs = 0;
  let totalExpanded = 0;
  let stoppedBy: 'timeLimit' | 'aborted' | undefined;
  for (const scenario of scenarios) {
    if (scenario.width !== map.width || scenario.height !== map.height) {
      throw new InputError(
        `the scenario is for a ${scenario.width}x${scenario.height} map; this map is ${map.width}x${map.height}`,
        { file: options.file, line: scenario.line },
      );
    }
    for (const { x, y } of [scenario.start, scenario.goal]) {
      if (!map.board.inside(x, y)) {
        throw new InputError(`cell ${x},${y} is off the ${map.width}x${map.height} map`, {
          file: options.file,
          line: scenario.line,
        });
      }
    }
    const start = map.index(scenario.start.x, scenario.start.y);
    const goal = map.index(scenario.goal.x, scenario.goal.y);
    if (!map.passable(start) || !map.passable(goal)) {
      outcomes.push({ scenario, length: Infinity, verdict: 'blocked', expanded: 0, ms: 0 });
      continue;
    }
    const result = finder.findPath(start, goal, {
      diagonal: true,
      algorithm: options.algorithm,
      deadline: options.deadline,
      signal: options.signal,
    });
    // A query a limit cut short has no verdict: the report ends before it.
    if (result.outcome === 'timeLimit' || result.outcome === 'aborted') {
      stoppedBy = result.outcome;
      break;
    }
    totalMs += result.stats.elapsedMs;
    totalExpanded += result.stats.expanded;
    if (result.path && pathLength(map, result.path, true) === undefined) {
      throw new Error(`internal error: an illegal path for the scenario on line ${scenario.line}`);
    }
    const verdict = !result.path
      ? 'unreachable'
      : matchesPrinted(result.cost, scenario)
        ? 'match'
        : 'differs';
    outcomes.push({
      scenario,
      length: result.cost,
      verdict,
      expanded: result.stats.expanded,
      ms: result.stats.elapsedMs,
    });
  }
  const count = (verdict: ScenarioOutcome['verdict']) =>
    outcomes.filter((o) => o.verdict === verdict).length;
  const run = outcomes.length - count('blocked');
  return {
    outcomes,
    stoppedBy,
    matching: count('match'),
    differing: count('differs'),
    unreachable: count('unreachable'),
    blocked: count('blocked'),
    meanMs: run === 0 ? 0 : totalMs / run,
    meanExpanded: run === 0 ? 0 : totalExpanded / run,
  };
}
