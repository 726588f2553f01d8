// `puzzlegraph terrain FILE --from X,Y [--to X,Y] [--range N] [--algorithm astar|dijkstra]`.
import { Command, Option } from 'commander';
import pc from 'picocolors';
import {
  cheapestPath,
  inFile,
  movementRange,
  parseCell,
  parseTerrain,
  pathCost,
  renderTerrain,
  TERRAIN_NAMES,
  type TerrainAlgorithm,
  type TerrainMap,
} from '../../puzzles/terrain/index.js';
import { InputError } from '../../errors.js';
import type { CliContext } from '../context.js';
import { plural, toJson } from '../text.js';
import { readInputFile } from '../io.js';
import { parseInteger } from '../options.js';
import { addNodeBudgetOption, deadlineOf, timeLimitOption, type LimitOptions } from '../limits.js';
import { playAnimation } from '../animate.js';
import { addTracingOptions, startTracing, type TracingOptions } from '../tracing.js';

interface TerrainCliOptions extends TracingOptions, LimitOptions {
  from: string;
  to?: string;
  range?: string;
  algorithm: TerrainAlgorithm;
  json?: boolean;
}

export function registerTerrain(program: Command, context: CliContext): void {
  const terrain = program
    .command('terrain')
    .description(
      'cheapest path and movement range on a Civilization-style board: plains (space or .) 1, forest f 2, water w 3 from land and 1 from water, mountain m impassable',
    )
    .argument('<file>', 'the board, one text row per row (- for standard input)')
    .requiredOption('--from <x,y>', 'start cell, x from the left and y from the top, from 0')
    .option('--to <x,y>', 'goal cell: print a cheapest path and its cost')
    .option('--range <points>', 'print every cell reachable with this many movement points')
    .addOption(
      new Option('--algorithm <name>', 'search for the path')
        .choices(['astar', 'dijkstra'])
        .default('astar'),
    )
    .addOption(timeLimitOption('stop the search after this long, e.g. 2s'))
    .option('--json', 'print the answer as JSON');
  addNodeBudgetOption(terrain, 'stop the search after expanding this many cells');
  addTracingOptions(terrain, true)
    .addHelpText(
      'after',
      '\nExamples:\n  puzzlegraph terrain examples/terrain/island.txt --from 0,0 --to 19,9\n  puzzlegraph terrain examples/terrain/island.txt --from 0,0 --to 19,9 --animate --algorithm dijkstra\n  puzzlegraph terrain examples/terrain/island.txt --from 8,4 --range 4\n  puzzlegraph terrain board.txt --from 1,1 --to 14,9 --algorithm dijkstra --json',
    )
    .action(async (file: string, options: TerrainCliOptions) => {
      const deadline = deadlineOf(options.timeLimit);
      const input = await readInputFile(file, context);
      const map = parseTerrain(input.text, { file: input.name });
      const from = inFile(undefined, () => parseCell(map, options.from, '--from'));
      const to = options.to === undefined ? undefined : parseCell(map, options.to, '--to');
      const points =
        options.range === undefined ? undefined : parseInteger(options.range, '--range', 0, 1e9);
      if (to === undefined && points === undefined) {
        throw new InputError('say --to X,Y for a path, --range N for a movement range, or both');
      }
      if (!map.passable(from)) {
        throw new InputError(`--from: ${options.from} is a mountain; a unit cannot stand there`);
      }
      if (to === undefined && (options.trace !== undefined || options.animate)) {
        throw new InputError('--trace and --animate follow the search for a path: add --to X,Y');
      }
      const limits = { deadline, maxExpanded: options.maxExpanded };
      const tracing = startTracing<number>(
        options,
        (cell) => `${cell % map.width},${Math.floor(cell / map.width)}`,
      );
      const route =
        to === undefined
          ? undefined
          : cheapestPath(map, from, to, {
              algorithm: options.algorithm,
              ...limits,
              tracer: tracing.tracer,
            });
      tracing.finish();
      if (route?.path && pathCost(map, route.path) !== route.cost) {
        throw new Error('internal error: the path does not replay to its cost');
      }
      const range = points === undefined ? undefined : movementRange(map, from, points, limits);
      const xy = (cell: number) => [cell % map.width, Math.floor(cell / map.width)];
      if (route && !route.path) context.exitCode = 1;
      if (range && range.outcome !== 'exhausted') context.exitCode = 1;

      if (options.json) {
        context.out(
          toJson({
            width: map.width,
            height: map.height,
            from: xy(from),
            ...(route && {
              to: xy(to!),
              algorithm: options.algorithm,
              outcome: route.outcome,
              reachable: route.path !== undefined,
              cost: route.path ? route.cost : null,
              path: route.path?.map(xy) ?? null,
              stats: route.stats,
            }),
            ...(range && {
              points,
              range: range.cells.map(({ cell, cost }) => [...xy(cell), cost]),
              rangeStats: range.stats,
            }),
          }),
        );
        return;
      }
      if (route && tracing.events) {
        await playAnimation(
          context,
          tracing.events,
          (replay, path) => renderTerrain(map, { search: replay, path, color: context.isTTY }),
          { fps: tracing.fps },
        );
      }
      if (route) context.out(describeRoute(map, route, options, to!));
      if (range) {
        context.out(
          `${plural(range.cells.length, 'cell')} within ${plural(points!, 'movement point')} of ${options.from}` +
            (range.outcome === 'exhausted' ? '' : ` (stopped: ${range.outcome})`) +
            ':\n',
        );
      }
      context.out(
        renderTerrain(map, { path: route?.path, range: range?.cells, color: context.isTTY }),
      );
      const stats = route?.stats ?? range!.stats;
      context.out(
        pc.dim(`expanded ${plural(stats.expanded, 'cell')} in ${stats.elapsedMs.toFixed(2)} ms\n`),
      );
    });
}

function describeRoute(
  map: TerrainMap,
  route: ReturnType<typeof cheapestPath>,
  options: TerrainCliOptions,
  to: number,
): string {
  if (!route.path) {
    if (route.outcome !== 'exhausted') return `no path found: stopped by ${route.outcome}\n`;
    const why = map.passable(to) ? '' : ` (it is a ${TERRAIN_NAMES[map.kind(to)]})`;
    return `${options.to} cannot be reached from ${options.from}${why}\n`;
  }
  const steps = route.path.length - 1;
  return `cost ${route.cost} in ${steps} step${steps === 1 ? '' : 's'} from ${options.from} to ${options.to} (${options.algorithm === 'astar' ? 'A*' : 'Dijkstra'}):\n`;
}
