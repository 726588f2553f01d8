// `puzzlegraph sokoban check FILE [--level N] [--moves LURD]`: the level's dead squares, and
// whether the position after the moves is dead and by which rule (explainDeadlock). Exit code
// 0 when no rule finds it dead, 1 when one does, 2 for bad input.
import type { Command } from 'commander';
import pc from 'picocolors';
import { InputError } from '../../errors.js';
import type { CliContext } from '../context.js';
import { EXIT } from '../exit-codes.js';
import { plural, toJson } from '../text.js';
import { loadCollection, selectLevels } from './sokoban-collection.js';
import {
  renderRows,
  type SokobanLevel,
  compressMoves,
  positionAfter,
  type PositionAfter,
  deadSquares,
  explainDeadlock,
  type DeadlockExplanation,
} from '../../puzzles/sokoban/index.js';

/** Drawn on a dead square with nothing on it. */
const DEAD_MARK = 'x';

interface CheckOptions {
  level?: string;
  moves?: string;
  json?: boolean;
}

export function registerSokobanCheck(sokoban: Command, context: CliContext): void {
  sokoban
    .command('check')
    .description(
      'mark the dead squares of a level and say whether a position is dead (deadlocked) and why',
    )
    .argument('<file>', 'level file, - for standard input, or a bundled collection name')
    .option('--level <n>', 'level number (1-based); needed when the file holds several')
    .option('--moves <lurd>', 'the moves played from the start (counts and 3(ul) groups allowed)')
    .option('--json', 'print the answer as JSON')
    .addHelpText(
      'after',
      [
        '',
        `Draws the position after the moves (the start without --moves) with the dead squares`,
        `marked ${DEAD_MARK}: a crate pushed there can never reach a goal. Then names the rule that`,
        'shows the position can no longer be solved, with the crates it needs: dead-square, freeze',
        '(crates that block each other off their goals), frozen-goal (crates frozen on goals that',
        'wall off another goal), unmatched (crates that, pushed from the sides the worker can reach,',
        'reach fewer goals than there are of them) or corral (crates closing an area the worker can',
        'never enter).',
        '"alive" means no rule finds it dead, not that it can be solved.',
        '',
        'Exit code: 0 alive (or solved), 1 dead, 2 bad input (a bad move names its column).',
        '',
        'Examples:',
        '  puzzlegraph sokoban check microban --level 10 --moves rR',
        '  puzzlegraph sokoban check level.sok --moves "3(ul)rrD" --json',
      ].join('\n'),
    )
    .action(async (file: string, options: CheckOptions) => {
      await checkCommand(context, file, options);
    });
}

async function checkCommand(
  context: CliContext,
  file: string,
  options: CheckOptions,
): Promise<void> {
  const collection = await loadCollection(file, context);
  const jobs = selectLevels(collection, options.level, false);
  if (jobs.length !== 1) {
    throw new InputError(`--level: give one level to check (${jobs.length} were asked for)`);
  }
  const { level, index } = jobs[0];
  const after = replayMoves(level, options.moves ?? '');
  const dead = deadSquares(level);
  const explanation = after.solved
    ? null
    : explainDeadlock(level, after.position, { pushed: after.pushed });
  if (explanation) context.exitCode = EXIT.noAnswer;
  const rowColumn = (square: number) => ({
    row: Math.floor(square / level.width) + 1,
    column: (square % level.width) + 1,
  });
  if (options.json) {
    context.out(
      toJson({
        file: collection.name,
        level: index + 1,
        title: level.title ?? null,
        moves: after.moves,
        pushes: after.pushes,
        solved: after.solved,
        dead: explanation !== null,
        deadlock: explanation && {
          rule: explanation.rule,
          message: explanation.message,
          crates: explanation.crates.map(rowColumn),
          area: explanation.area.map(rowColumn),
        },
        deadSquares: dead.map(rowColumn),
        board: boardRows(level, after, dead, undefined),
      }),
    );
    return;
  }
  const title =
    level.title === undefined || level.title === String(index + 1) ? '' : ` (${level.title})`;
  context.out(
    `level ${index + 1}${title} of ${collection.name}: ${level.width}x${level.height}, ${plural(level.crates.length, 'crate')}, ${plural(dead.length, 'dead square')}\n`,
  );
  const played =
    options.moves === undefined
      ? 'the start'
      : `after ${plural(after.moves, 'move')}, ${plural(after.pushes, 'push')} (${compressMoves(after.lurd) || 'none'})`;
  context.out(`${played}, dead squares marked ${DEAD_MARK}:\n`);
  context.out(boardRows(level, after, dead, explanation).join('\n') + '\n');
  context.out(verdict(after, explanation) + '\n');
}

/** The moves replayed; a bad letter or an illegal move is an InputError naming --moves and the column. */
function replayMoves(level: SokobanLevel, moves: string): PositionAfter {
  try {
    return positionAfter(level, moves);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const column = error.location.column;
    throw new InputError(
      `--moves${column === undefined ? '' : `, column ${column}`}: ${error.reason}`,
    );
  }
}

/**
 * The position's rows with the dead squares marked; with an explanation, its crates are drawn
 * in red on a terminal (picocolors leaves them plain elsewhere).
 */
function boardRows(
  level: SokobanLevel,
  after: PositionAfter,
  dead: readonly number[],
  explanation: DeadlockExplanation | null | undefined,
): string[] {
  const { crates, worker } = after.position;
  const rows = renderRows(level, { crates, worker }).map((row) => [...row]);
  const taken = new Set([...crates, worker]);
  for (const square of dead) {
    const y = Math.floor(square / level.width);
    const x = square % level.width;
    if (taken.has(square)) continue;
    while (rows[y].length <= x) rows[y].push(' ');
    rows[y][x] = DEAD_MARK;
  }
  for (const crate of explanation?.crates ?? []) {
    const row = rows[Math.floor(crate / level.width)];
    const x = crate % level.width;
    row[x] = pc.red(row[x]);
  }
  return rows.map((row) => row.join(''));
}

function verdict(after: PositionAfter, explanation: DeadlockExplanation | null): string {
  if (after.solved) return `${pc.green('solved')}: every crate is on a goal`;
  if (explanation) return `${pc.red('dead')} (${explanation.rule}): ${explanation.message}`;
  return `${pc.green('alive')}: no rule finds this position dead (dead squares, frozen crates, walled-off goals, closed areas); it may still have no solution`;
}
