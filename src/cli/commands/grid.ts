// `puzzlegraph grid MAP [--scen SCEN] [--from X,Y --to X,Y] [--diagonal|--no-diagonal]`:
// Moving AI benchmark maps.
import { Command, Option } from 'commander';
import pc from 'picocolors';
import {
  checkScenarios,
  GridPathFinder,
  parseMovingAiMap,
  parseScenarios,
  pathLength,
  renderGridPath,
  type GridMap,
} from '../../puzzles/gridmap/index.js';
import { InputError } from '../../errors.js';
import type { CliContext } from '../context.js';
import { grouped, plural, toJson } from '../text.js';
import { readInputFile } from '../io.js';
import { parseInteger } from '../options.js';
import { addNodeBudgetOption, deadlineOf, timeLimitOption, type LimitOptions } from '../limits.js';
import { addTracingOptions, startTracing, type TracingOptions } from '../tracing.js';

interface GridCliOptions extends TracingOptions, LimitOptions {
  scen?: string;
  from?: string;
  to?: string;
  diagonal: boolean;
  algorithm: 'jps' | 'astar';
  limit?: string;
  json?: boolean;
}

/** Paths are drawn on maps no larger than this. */
const DRAW_WIDTH = 120;
const DRAW_HEIGHT = 80;

export function registerGrid(program: Command, context: CliContext): void {
  const command = program
    .command('grid')
    .description(
      'Moving AI grid maps: check a scenario file against optimal lengths, or find one path',
    )
    .argument('<map>', 'a .map file (type octile)')
    .option('--scen <file>', 'a .scen file: solve every query, compare with its optimal length')
    .option('--from <x,y>', 'start cell, x from the left and y from the top, from 0')
    .option('--to <x,y>', 'goal cell')
    .option('--diagonal', '8-connected moves: diagonal sqrt 2, no corner cutting', true)
    .option('--no-diagonal', '4-connected moves')
    .addOption(
      new Option('--algorithm <name>', 'jump point search or plain A* (same lengths)')
        .choices(['jps', 'astar'])
        .default('jps'),
    )
    .option('--limit <n>', 'check only the first n scenarios')
    .addOption(timeLimitOption('stop after this long, e.g. 2s (with --scen: the whole check)'))
    .option('--json', 'print the answer as JSON');
  addNodeBudgetOption(command, 'with --from/--to, give up after expanding this many cells');
  addTracingOptions(command, false)
    .addHelpText(
      'after',
      '\nExamples:\n  puzzlegraph grid arena.map --scen arena.map.scen\n  puzzlegraph grid arena.map --from 1,11 --to 47,46\n  puzzlegraph grid arena.map --from 1,11 --to 47,46 --trace jps.jsonl\n  puzzlegraph grid maze512-1-0.map --from 1,1 --to 509,509 --no-diagonal --json\n\nExit code 0 when every scenario matches (or a path is found), 1 when one differs (or none is).',
    )
    .action(async (file: string, options: GridCliOptions) => {
      const deadline = deadlineOf(options.timeLimit);
      refuseOptionsWithoutEffect(options);
      const input = await readInputFile(file, context);
      const map = parseMovingAiMap(input.text, { file: input.name });
      if (options.scen !== undefined)
        await runScenarios(map, input.name, options, deadline, context);
      else runQuery(map, options, deadline, context);
    });
}

/** `--scen` checks a file of queries and `--from/--to` runs one: each refuses the other's options. */
function refuseOptionsWithoutEffect(options: GridCliOptions): void {
  if (options.scen === undefined) {
    if (options.from === undefined || options.to === undefined) {
      throw new InputError(
        options.from === undefined && options.to === undefined
          ? 'say --scen FILE to check scenarios, or --from X,Y --to X,Y'
          : '--from and --to go together',
      );
    }
    if (options.limit !== undefined) {
      throw new InputError('--limit counts the scenarios of --scen; with --from/--to, drop it');
    }
    return;
  }
  const single = [
    ['--from', options.from],
    ['--to', options.to],
    ['--max-expanded', options.maxExpanded],
    ['--trace', options.trace],
  ].find(([, value]) => value !== undefined);
  if (single) {
    throw new InputError(
      `${single[0]} applies to one --from/--to query, and --scen runs the queries of its file: use one or the other`,
    );
  }
}

async function runScenarios(
  map: GridMap,
  mapName: string,
  options: GridCliOptions,
  deadline: number | undefined,
  context: CliContext,
): Promise<void> {
  if (!options.diagonal) {
    throw new InputError(
      'scenario lengths are for 8-connected moves; drop --no-diagonal to check them',
    );
  }
  const input = await readInputFile(options.scen!, context);
  let scenarios = parseScenarios(input.text, { file: input.name });
  if (scenarios.length === 0) {
    throw new InputError(`${input.name} holds no scenarios: nothing to check`);
  }
  if (options.limit !== undefined) {
    scenarios = scenarios.slice(0, parseInteger(options.limit, '--limit', 1));
  }
  const report = checkScenarios(map, scenarios, {
    file: input.name,
    algorithm: options.algorithm,
    deadline,
  });
  const checked = report.outcomes.length;
  const wrong = report.outcomes.filter(
    (o) => o.verdict === 'differs' || o.verdict === 'unreachable',
  );
  if (wrong.length > 0 || report.stoppedBy) context.exitCode = 1;
  if (options.json) {
    context.out(
      toJson({
        map: mapName,
        scenarios: input.name,
        outcome: report.stoppedBy ?? 'exhausted',
        checked,
        total: scenarios.length,
        matching: report.matching,
        differing: report.differing,
        unreachable: report.unreachable,
        blocked: report.blocked,
        meanMs: report.meanMs,
        meanExpanded: report.meanExpanded,
        mismatches: wrong.map((o) => ({
          line: o.scenario.line,
          expected: o.scenario.optimalText,
          found: o.length === Infinity ? null : o.length,
        })),
      }),
    );
    return;
  }
  const run = checked - report.blocked;
  if (report.stoppedBy) {
    context.out(
      `stopped by ${report.stoppedBy === 'timeLimit' ? 'the time limit' : 'an interrupt'} after ${grouped(checked)} of ${plural(scenarios.length, 'scenario')}\n`,
    );
  }
  context.out(
    `${grouped(report.matching)} of ${plural(run, 'scenario')} match the optimal length to the printed precision` +
      ` (${input.name}, ${map.width}x${map.height}, octile)\n` +
      `mean ${report.meanMs.toFixed(3)} ms and ${plural(Math.round(report.meanExpanded), 'expanded cell')} a query\n`,
  );
  if (report.blocked > 0) {
    context.out(
      `${plural(report.blocked, 'scenario')} not run: their start or goal is blocked on this map (the file was made for another version of it)\n`,
    );
  }
  for (const o of wrong.slice(0, 10)) {
    const found = o.length === Infinity ? 'no path' : o.length.toFixed(5);
    context.out(
      `  line ${o.scenario.line}: ${o.scenario.start.x},${o.scenario.start.y} -> ${o.scenario.goal.x},${o.scenario.goal.y}: file ${o.scenario.optimalText}, found ${found}\n`,
    );
  }
  if (wrong.length > 10) context.out(`  ... and ${grouped(wrong.length - 10)} more\n`);
}

function runQuery(
  map: GridMap,
  options: GridCliOptions,
  deadline: number | undefined,
  context: CliContext,
): void {
  const cell = (text: string, what: string): number => {
    const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text);
    if (!match)
      throw new InputError(`${what}: ${JSON.stringify(text)} is not a cell; expected x,y`);
    const [x, y] = [Number(match[1]), Number(match[2])];
    if (!map.board.inside(x, y)) {
      throw new InputError(`${what}: ${x},${y} is off the ${map.width}x${map.height} map`);
    }
    if (!map.passable(map.index(x, y))) {
      throw new InputError(
        `${what}: ${x},${y} is blocked (${JSON.stringify(map.symbols[map.index(x, y)])})`,
      );
    }
    return map.index(x, y);
  };
  const start = cell(options.from!, '--from');
  const goal = cell(options.to!, '--to');
  const finder = new GridPathFinder(map);
  const tracing = startTracing<number>(
    options,
    (c) => `${c % map.width},${Math.floor(c / map.width)}`,
  );
  const result = finder.findPath(start, goal, {
    diagonal: options.diagonal,
    algorithm: options.algorithm,
    deadline,
    maxExpanded: options.maxExpanded,
    tracer: tracing.tracer,
  });
  tracing.finish();
  if (result.path && pathLength(map, result.path, options.diagonal) === undefined) {
    throw new Error('internal error: the search returned an illegal path');
  }
  if (!result.path) context.exitCode = 1;
  const xy = (c: number) => [c % map.width, Math.floor(c / map.width)];
  const moves = options.diagonal ? '8-connected' : '4-connected';
  if (options.json) {
    context.out(
      toJson({
        from: xy(start),
        to: xy(goal),
        moves,
        outcome: result.outcome,
        length: result.path ? result.cost : null,
        path: result.path?.map(xy) ?? null,
        stats: result.stats,
      }),
    );
    return;
  }
  if (!result.path) {
    context.out(
      result.outcome === 'exhausted'
        ? `${options.to} cannot be reached from ${options.from} (${moves})\n`
        : `no path found: stopped by ${result.outcome}\n`,
    );
    return;
  }
  context.out(
    `length ${Number(result.cost.toFixed(6))} in ${plural(result.path.length - 1, 'move')} from ${options.from} to ${options.to} (${moves})\n`,
  );
  if (map.width <= DRAW_WIDTH && map.height <= DRAW_HEIGHT) {
    context.out(renderGridPath(map, result.path, { color: context.isTTY }));
  }
  context.out(
    pc.dim(
      `expanded ${plural(result.stats.expanded, 'cell')} in ${result.stats.elapsedMs.toFixed(2)} ms\n`,
    ),
  );
}
