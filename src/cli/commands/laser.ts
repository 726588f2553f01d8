// `puzzlegraph laser FILE`: follow the light of a laser board, draw it, solve placement puzzles.
import { Command, Option } from 'commander';
import pc from 'picocolors';
import {
  parseLaser,
  renderPicture,
  renderUdlr,
  simulateLight,
  solveLaser,
  type LaserBoard,
  type LaserNode,
  type LaserSolveResult,
  type LightResult,
  type Placement,
} from '../../puzzles/laser/index.js';
import { InputError } from '../../errors.js';
import type { CliContext } from '../context.js';
import { toJson } from '../text.js';
import { readInputFile } from '../io.js';
import { parseInteger } from '../options.js';
import { addNodeBudgetOption, deadlineOf, timeLimitOption, type LimitOptions } from '../limits.js';
import { startTracing } from '../tracing.js';

interface LaserCliOptions extends LimitOptions {
  render: 'udlr' | 'picture';
  solve?: boolean;
  all?: boolean;
  maxSolutions?: string;
  spare?: boolean;
  bound?: boolean;
  onBeam?: boolean;
  json?: boolean;
  trace?: string;
}

export function registerLaser(program: Command, context: CliContext): void {
  const laser = program
    .command('laser')
    .description('follow the light on a laser board, or solve a laser puzzle (--solve)')
    .argument('<file>', 'board file (format: docs/laser.md), or - for standard input')
    .addOption(
      new Option('--render <style>', 'drawing: the udlr diagram or a picture')
        .choices(['udlr', 'picture'])
        .default('picture'),
    )
    .option('--solve', "place the file's pieces (its place: line) so that every target is lit")
    .option('--all', 'with --solve, list every solution')
    .option('--max-solutions <n>', 'with --solve, stop after n solutions')
    .option('--spare', 'with --solve, pieces may be left unused (default: all must be placed)')
    .option('--on-beam', 'with --solve, every piece must be placed where the light reaches it')
    .option('--bound', 'with --solve, also prune with the target-reachability bound')
    .addOption(timeLimitOption('with --solve, give up after this long', '60s'))
    .option('--json', 'print the answer as JSON')
    .option(
      '--trace <file>',
      'with --solve, write every search event to FILE as JSON Lines (nodes: "#12 /(3,0) Z(1,2)")',
    )
    .addHelpText(
      'after',
      `
Board symbols: . empty   : empty, nothing may be placed   # blocker   o target
  ^ v < > emitter   / \\ mirror   | - Z N transparent mirror (Z is a transparent /, N a \\)
  M S a mirror / transparent diagonal mirror whose orientation the solver chooses
A line "place: mirror 2*Z #" lists the pieces to place (mirror, splitter, transparent, or a symbol).
Exit code 0 when every target is lit (or the puzzle is solved), 1 when one stays dark.

Examples:
  puzzlegraph laser examples/laser/splitters.txt
  puzzlegraph laser examples/laser/splitters.txt --render udlr
  puzzlegraph laser examples/laser/three-targets.txt --solve
  puzzlegraph laser examples/laser/corner.txt --solve --all --json
  puzzlegraph laser examples/laser/two-targets.txt --solve --trace laser.jsonl`,
    );
  // --max-nodes was this option's first name.
  addNodeBudgetOption(laser, 'with --solve, give up after expanding this many search nodes', [
    '--max-nodes',
  ]).action(async (path: string, options: LaserCliOptions) => {
    const deadline = deadlineOf(options.timeLimit);
    if (!options.solve) refuseSolverOptions(laser);
    const input = await readInputFile(path, context);
    const puzzle = parseLaser(input.text, { file: input.name });
    const board = puzzle.board;
    if (!options.solve) {
      const light = simulateLight(board);
      if (options.json) {
        context.out(toJson(lightJson(input.name, board, light)));
      } else {
        context.out(draw(board, light, options.render, context.isTTY));
        context.out('\n' + summary(board, light) + '\n');
        const undecided = board.undecided().length;
        if (undecided > 0) {
          context.out(
            pc.dim(`${undecided} piece(s) marked M/S await an orientation: add --solve\n`),
          );
        }
      }
      if (light.targetsMissed.length > 0) context.exitCode = 1;
      return;
    }

    if (options.all && options.maxSolutions !== undefined) {
      throw new InputError('--all lists every solution and --max-solutions stops early: drop one');
    }
    const maxSolutions = options.all
      ? Infinity
      : options.maxSolutions !== undefined
        ? parseInteger(options.maxSolutions, '--max-solutions', 1)
        : 1;
    const showProgress = context.isTTY && !options.json;
    let lastShown = 0;
    const controller = new AbortController();
    const interrupt = (): void => controller.abort();
    process.once('SIGINT', interrupt);
    const tracing = startTracing<LaserNode>({ trace: options.trace }, laserNodeLabel);
    let result: LaserSolveResult;
    try {
      result = solveLaser(puzzle, {
        maxSolutions,
        allowSpare: options.spare,
        reachabilityBound: options.bound,
        everyPieceLit: options.onBeam,
        deadline,
        maxExpanded: options.maxExpanded,
        signal: controller.signal,
        tracer: tracing.tracer,
        // On a terminal, a line on stderr shows that a long search is alive.
        onProgress: showProgress
          ? (stats) => {
              if (stats.elapsedMs - lastShown < 500) return;
              lastShown = stats.elapsedMs;
              context.err(
                `\rsearching: ${stats.expanded} nodes, ${(stats.elapsedMs / 1000).toFixed(1)} s (Ctrl-C stops)`,
              );
            }
          : undefined,
      });
    } finally {
      tracing.finish();
      process.removeListener('SIGINT', interrupt);
      if (lastShown > 0) context.err('\r\u001b[K');
    }
    if (result.outcome !== 'found') context.exitCode = 1;
    if (options.json) {
      context.out(
        toJson({
          file: input.name,
          width: board.width,
          height: board.height,
          pieces: puzzle.pieces.map((entry) => ({
            piece: entry.type.name,
            count: entry.count,
          })),
          outcome: result.outcome,
          complete: result.complete,
          solutions: result.solutions.map((solution) => ({
            placements: solution.placements.map(placementJson),
            orientations: solution.orientations.map(placementJson),
            board: solution.board.toText().trimEnd().split('\n'),
            udlr: renderUdlr(solution.board, solution.light).trimEnd().split('\n'),
            targetsHit: solution.light.targetsHit.length,
          })),
          stats: result.stats,
        }),
      );
      return;
    }
    result.solutions.forEach((solution, i) => {
      if (result.solutions.length > 1) context.out(pc.bold(`solution ${i + 1}\n`));
      const moves = [...solution.placements, ...solution.orientations].map(describe);
      context.out(moves.length > 0 ? `place ${moves.join(', ')}\n\n` : 'nothing to place\n\n');
      context.out(draw(solution.board, solution.light, options.render, context.isTTY));
      context.out('\n');
    });
    const pieceCount = puzzle.pieces.reduce((sum, entry) => sum + entry.count, 0);
    const found = result.solutions.length;
    const verdict =
      result.outcome === 'found'
        ? `${found} solution${found === 1 ? '' : 's'}${result.complete ? ' (all of them)' : ''}`
        : result.outcome === 'exhausted'
          ? `no solution: no placement of the ${pieceCount} piece(s) lights every target`
          : `stopped by ${limitName(result.outcome)} after ${found} solution(s); the search is incomplete`;
    context.out(verdict + '\n');
    context.out(
      pc.dim(
        `${result.stats.expanded} nodes${options.bound ? `, ${result.stats.pruned} pruned` : ''}, ${result.stats.simulations} simulations in ${result.stats.elapsedMs.toFixed(1)} ms\n`,
      ),
    );
  });
}

/** The options that only the solver reads: without --solve, each is refused, saying so. */
const SOLVER_OPTIONS = [
  'all',
  'maxSolutions',
  'spare',
  'onBeam',
  'bound',
  'timeLimit',
  'maxExpanded',
  'maxNodes',
  'trace',
] as const;

function refuseSolverOptions(command: Command): void {
  for (const key of SOLVER_OPTIONS) {
    // A default (--time-limit 60s) is not the user's choice; only what they typed counts.
    if (command.getOptionValueSource(key) !== 'cli') continue;
    const flag = '--' + key.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());
    throw new InputError(`${flag} applies to the solver: add --solve, or drop ${flag}`);
  }
}

/** A solver node in a `--trace` file: its number, then each piece placed as symbol(x,y). */
export function laserNodeLabel(node: LaserNode): string {
  return [`#${node.id}`, ...node.pieces.map((p) => `${p.symbol}(${p.x},${p.y})`)].join(' ');
}

function draw(
  board: LaserBoard,
  light: LightResult,
  style: 'udlr' | 'picture',
  color: boolean,
): string {
  return style === 'udlr' ? renderUdlr(board, light) : renderPicture(board, light, { color });
}

function summary(board: LaserBoard, light: LightResult): string {
  const targets = board.targets.length;
  const lit = `${light.rays.length} rays, ${light.litSquares.length} squares lit`;
  if (targets === 0) return `${lit}; no targets`;
  const dark = light.targetsMissed.map(
    (square) => `(${board.board.x(square)},${board.board.y(square)})`,
  );
  return `${lit}; ${light.targetsHit.length} of ${targets} targets hit${dark.length ? `, dark: ${dark.join(' ')}` : ''}`;
}

function describe(p: Placement): string {
  const what = p.piece === p.symbol ? p.symbol : `${p.piece} ${p.symbol}`;
  return `${what} at (${p.x},${p.y})${p.lit ? '' : ' (off the beam)'}`;
}

function placementJson(p: Placement): object {
  return { x: p.x, y: p.y, symbol: p.symbol, piece: p.piece, lit: p.lit };
}

function lightJson(file: string, board: LaserBoard, light: LightResult): object {
  const point = (square: number): number[] => [board.board.x(square), board.board.y(square)];
  return {
    file,
    width: board.width,
    height: board.height,
    rays: light.rays.length,
    litSquares: light.litSquares.length,
    targets: board.targets.length,
    targetsHit: light.targetsHit.map(point),
    targetsMissed: light.targetsMissed.map(point),
    udlr: renderUdlr(board, light).trimEnd().split('\n'),
  };
}

function limitName(outcome: string): string {
  return outcome === 'timeLimit'
    ? 'the time limit'
    : outcome === 'maxExpanded'
      ? 'the node limit'
      : 'an interrupt';
}
