// `puzzlegraph knight <from> <to>` and `puzzlegraph knight compare`.
import { Command, Option } from 'commander';
import pc from 'picocolors';
import {
  compareBfsDfs,
  isLeaperPath,
  knightPath,
  KNIGHT,
  LeaperGraph,
  parseBoardSize,
  parseLeaper,
  parseSquare,
  renderPath,
  renderSearch,
  squareName,
} from '../../puzzles/knight/index.js';
import { playAnimation } from '../animate.js';
import { addTracingOptions, startTracing, type TracingOptions } from '../tracing.js';
import type { CliContext } from '../context.js';
import { parseInteger } from '../options.js';
import { addNodeBudgetOption, deadlineOf, timeLimitOption, type LimitOptions } from '../limits.js';
import type { Board } from '../../grid/index.js';
import type { SearchResult } from '../../search/index.js';
import { grouped, plural, roundMs, toJson } from '../text.js';
import { InputError } from '../../errors.js';

interface CompareCliOptions extends LimitOptions {
  trials: string;
  seed: string;
  board: string;
  piece: string;
  json?: boolean;
}

/** Boards are drawn (and animated) up to this size; a larger one would not fit a terminal. */
const DRAW_LIMIT = 64;

interface KnightCliOptions extends TracingOptions, LimitOptions {
  board: string;
  piece: string;
  dfs?: boolean;
  json?: boolean;
}

export function registerKnight(program: Command, context: CliContext): void {
  const knight = program
    .command('knight')
    .enablePositionalOptions()
    .description('fewest knight (or any leaper) moves between two squares')
    .argument('<from>', 'start square: algebraic (a8) or x,y (0,7)')
    .argument('<to>', 'target square')
    .option('--board <WxH>', 'board size, files x ranks', '8x8')
    .option('--piece <m,n>', 'leaper: knight (1,2), camel (1,3), zebra (2,3) or m,n', 'knight')
    .option('--dfs', 'find some path by depth-first search instead of the shortest')
    .addOption(timeLimitOption('give up after this long, e.g. 2s'))
    .option('--json', 'print the answer as JSON');
  addNodeBudgetOption(knight, 'give up after expanding this many squares');
  addTracingOptions(knight, true)
    .addHelpText(
      'after',
      '\nExamples:\n  puzzlegraph knight a8 h1\n  puzzlegraph knight a8 h1 --dfs --animate\n  puzzlegraph knight a8 h1 --trace bfs.jsonl\n  puzzlegraph knight 0,0 7,7 --board 10x10 --piece zebra\n  puzzlegraph knight compare --trials 10000 --seed 1',
    )
    .action(async (fromText: string, toText: string, options: KnightCliOptions) => {
      const deadline = deadlineOf(options.timeLimit);
      const board = parseBoardSize(options.board);
      const leaper = parseLeaper(options.piece);
      const from = parseSquare(board, fromText);
      const to = parseSquare(board, toText);
      const drawable = board.width <= DRAW_LIMIT && board.height <= DRAW_LIMIT;
      if (options.animate && !drawable) {
        throw new InputError(
          `--animate draws the board, and a ${board.width}x${board.height} board is too large to draw (at most ${DRAW_LIMIT}x${DRAW_LIMIT})`,
        );
      }
      const graph = new LeaperGraph(board, leaper);
      const algorithm = options.dfs ? 'dfs' : 'bfs';
      const tracing = startTracing<number>(options, (square) => squareName(board, square));
      const result = knightPath(board, from, to, {
        graph,
        algorithm,
        deadline,
        maxExpanded: options.maxExpanded,
        tracer: tracing.tracer,
      });
      tracing.finish();
      if (result.path && !isLeaperPath(graph, result.path)) {
        throw new Error('internal error: the search returned an illegal path');
      }
      const names = result.path?.map((square) => squareName(board, square));
      if (options.json) {
        context.out(
          toJson({
            from: squareName(board, from),
            to: squareName(board, to),
            board: `${board.width}x${board.height}`,
            piece: { name: leaper.name, m: leaper.m, n: leaper.n },
            algorithm,
            outcome: result.outcome,
            reachable: result.path !== undefined,
            moves: result.path ? result.cost : null,
            path: names ?? null,
            stats: result.stats,
          }),
        );
      } else if (tracing.events) {
        await playAnimation(
          context,
          tracing.events,
          (replay, path) => renderSearch(board, replay, path, { color: context.isTTY }),
          { fps: tracing.fps },
        );
        context.out(
          result.path
            ? `${moves(result.cost)} (${algorithm}): ${names!.join(' ')}\n`
            : notFound(board, from, to, result, leaper.name),
        );
      } else if (result.path) {
        const shortest = algorithm === 'bfs' ? ' (fewest)' : ' (depth-first, not the fewest)';
        context.out(`${moves(result.cost)}${shortest}: ${names!.join(' ')}\n\n`);
        if (drawable) context.out(renderPath(board, result.path, { color: context.isTTY }) + '\n');
        else context.out(pc.dim(`(a ${board.width}x${board.height} board is too large to draw)\n`));
        context.out(
          pc.dim(
            `expanded ${plural(result.stats.expanded, 'square')} in ${result.stats.elapsedMs.toFixed(2)} ms\n`,
          ),
        );
      } else {
        context.out(notFound(board, from, to, result, leaper.name));
      }
      if (!result.path) context.exitCode = 1;
    });

  knight
    .command('compare')
    .description('average path length and time of BFS versus DFS over random square pairs')
    .option('--trials <n>', 'number of random pairs', '10000')
    .option('--seed <s>', 'random seed, for repeatable runs', '1')
    .option('--board <WxH>', 'board size', '8x8')
    .option('--piece <m,n>', 'leaper', 'knight')
    .addOption(timeLimitOption('stop after this long; the figures are over the pairs done'))
    .addOption(
      // Hidden: refused with the reason, where commander would only say "unknown option".
      new Option('--max-expanded <n>').hideHelp().argParser(() => {
        throw new InputError(
          'knight compare takes no --max-expanded: it measures how many squares each search expands, and a node budget would cut those searches short; bound the run with --trials or --time-limit',
        );
      }),
    )
    .option('--json', 'print the figures as JSON')
    .action((options: CompareCliOptions) => {
      const deadline = deadlineOf(options.timeLimit);
      const trials = parseInteger(options.trials, '--trials', 1, 10_000_000);
      const seed = parseInteger(options.seed, '--seed', 0, 2 ** 32 - 1);
      const board = parseBoardSize(options.board);
      const leaper = options.piece === 'knight' ? KNIGHT : parseLeaper(options.piece);
      const figures = compareBfsDfs(board, trials, seed, leaper, { deadline });
      if (figures.outcome !== 'exhausted') context.exitCode = 1;
      if (options.json) {
        context.out(
          toJson({
            board: `${board.width}x${board.height}`,
            piece: leaper.name,
            seed,
            ...figures,
            bfs: { ...figures.bfs, meanMs: roundMs(figures.bfs.meanMs) },
            dfs: { ...figures.dfs, meanMs: roundMs(figures.dfs.meanMs) },
          }),
        );
        return;
      }
      const row = (name: string, f: typeof figures.bfs): string =>
        `${name.padEnd(5)} ${f.meanLength.toFixed(2).padStart(11)} ${grouped(f.longest).padStart(8)} ${f.meanExpanded.toFixed(1).padStart(13)} ${(f.meanMs * 1000).toFixed(2).padStart(13)}`;
      const stopped =
        figures.outcome === 'exhausted'
          ? ''
          : `stopped by the time limit after ${grouped(figures.trials)} of ${grouped(trials)} pairs\n`;
      context.out(
        stopped +
          `${plural(figures.trials, 'random pair')} on a ${board.width}x${board.height} board (${leaper.name}, seed ${seed}); ${grouped(figures.reachable)} reachable\n\n` +
          `      mean moves  longest  mean expanded  mean time µs\n` +
          `${row('BFS', figures.bfs)}\n${row('DFS', figures.dfs)}\n\n` +
          `DFS paths are ${(figures.dfs.meanLength / figures.bfs.meanLength).toFixed(1)}x longer than the shortest.\n`,
      );
    });
}

function notFound(
  board: Board,
  from: number,
  to: number,
  result: SearchResult<number>,
  piece: string,
): string {
  if (result.outcome !== 'exhausted') {
    return `search stopped (${result.outcome}) after ${plural(result.stats.expanded, 'square')}, before ${squareName(board, to)} was reached\n`;
  }
  return `${squareName(board, to)} cannot be reached from ${squareName(board, from)} by a ${piece} on a ${board.width}x${board.height} board\n`;
}

function moves(count: number): string {
  return plural(count, 'move');
}
