// `puzzlegraph sokoban optimize FILE --solutions IN.tsv`: shorter solutions by moves or pushes
// (optimizeSolution), level by level, with a progress bar over a collection, a summary of the
// moves and pushes before and after, and the results as a level<TAB>solution file (--out).
import { writeFileSync } from 'node:fs';
import cliProgress from 'cli-progress';
import { Option, type Command } from 'commander';
import { InputError } from '../../errors.js';
import type { CliContext } from '../context.js';
import { EXIT } from '../exit-codes.js';
import { catchInterrupts } from '../interrupt.js';
import { readInputFile } from '../io.js';
import { timeLimitOption } from '../limits.js';
import { toJson } from '../text.js';
import { loadCollection, selectLevels } from './sokoban-collection.js';
import {
  parseSolutionRows,
  type SolutionRow,
  type SokobanLevel,
  compressMoves,
  describeReplay,
  replay,
  OPTIMIZE_METRICS,
  optimizeSolution,
  type OptimizeMetric,
  type OptimizeResult,
} from '../../puzzles/sokoban/index.js';

interface OptimizeCliOptions {
  solutions: string;
  level?: string;
  metric: OptimizeMetric;
  timeLimit: number;
  out?: string;
  json?: boolean;
}

/** One level to optimize: the level and the row of its given solution. */
interface Task {
  index: number;
  level: SokobanLevel;
  row: SolutionRow;
}

interface Outcome {
  index: number;
  result: OptimizeResult;
}

export function registerSokobanOptimize(sokoban: Command, context: CliContext): void {
  sokoban
    .command('optimize')
    .description('make given solutions shorter, by moves or by pushes')
    .argument('<file>', 'level file, - for standard input, or a bundled collection name')
    .requiredOption('--solutions <file>', 'the solutions to improve: a level<TAB>solution file')
    .option('--level <n>', 'level number (1-based), range or list, or all (default: all given)')
    .addOption(
      new Option(
        '--metric <metric>',
        'what shorter means: moves then pushes, pushes then moves, or one alone',
      )
        .choices(OPTIMIZE_METRICS)
        .default('moves'),
    )
    .addOption(timeLimitOption('time for each level', '10s'))
    .option('--out <file>', 'write the best solutions as a level<TAB>solution file')
    .option('--json', 'print the results as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Each solution is replayed first; one that does not solve its level is refused with its',
        'file:line:column. The optimizer searches the positions near those the solution passes',
        'through, wider round by round, and never returns a worse solution; every result is',
        'replayed before it is printed. "proven best" means the search held every position the',
        'crates can reach. Exit codes: 0 done, 2 bad input, 130 interrupted (the levels done so',
        'far are still reported).',
        '',
        'Examples:',
        '  puzzlegraph sokoban solve xsokoban --level 1-5 --solutions mine.tsv',
        '  puzzlegraph sokoban optimize xsokoban --solutions mine.tsv --time-limit 20s --out best.tsv',
        '  puzzlegraph sokoban optimize microban --solutions mine.tsv --level 3 --metric pushes',
      ].join('\n'),
    )
    .action(async (file: string, options: OptimizeCliOptions) => {
      await optimizeCommand(context, file, options);
    });
}

async function optimizeCommand(
  context: CliContext,
  file: string,
  options: OptimizeCliOptions,
): Promise<void> {
  const collection = await loadCollection(file, context);
  const input = await readInputFile(options.solutions, context);
  const rows = parseSolutionRows(input.text, { file: input.name });
  if (rows.length === 0) throw new InputError(`${input.name}: no solutions in the file`);
  const tasks = tasksFor(collection, rows, options.level, input.name);
  const interrupt = catchInterrupts();
  const bar = progressBar(context, tasks.length);
  const done: Outcome[] = [];
  try {
    for (const task of tasks) {
      if (interrupt.signal.aborted) break;
      bar?.update(done.length, { current: `level ${task.index + 1}` });
      const result = optimizeSolution(task.level, task.row.moves, {
        metric: options.metric,
        timeLimitMs: options.timeLimit,
        signal: interrupt.signal,
      });
      done.push({ index: task.index, result });
      if (!options.json && !bar) context.out(levelLine(task.index, result));
    }
  } finally {
    bar?.stop();
  }
  if (bar && !options.json)
    for (const { index, result } of done) context.out(levelLine(index, result));
  if (options.out) writeBest(options.out, done);
  if (options.json) context.out(toJson(jsonOf(options, done, tasks.length)) + '\n');
  else context.out(summary(done, tasks.length, options.metric));
  interrupt.release();
  if (interrupt.signal.aborted) context.exitCode = EXIT.interrupted;
}

/**
 * The levels to optimize, each with its solution row: those `--level` names (each must have a
 * row), or every level that has one. A row naming a level the file lacks, or a solution that
 * does not solve its level, is refused with the row's file:line:column.
 */
function tasksFor(
  collection: Awaited<ReturnType<typeof loadCollection>>,
  rows: readonly SolutionRow[],
  spec: string | undefined,
  solutionsFile: string,
): Task[] {
  const byLevel = new Map<number, SolutionRow>();
  for (const row of rows) {
    if (row.level < 1 || row.level > collection.levels.length) {
      throw new InputError(
        `level ${row.level} is not in ${collection.name} (it has ${collection.levels.length})`,
        { file: solutionsFile, line: row.line, column: row.levelColumn },
      );
    }
    byLevel.set(row.level, row);
  }
  const numbers =
    spec === undefined || spec === 'all'
      ? [...byLevel.keys()].sort((a, b) => a - b).join(',')
      : spec;
  return selectLevels(collection, numbers, false).map(({ index, level }) => {
    const row = byLevel.get(index + 1);
    if (!row) throw new InputError(`${solutionsFile} has no solution for level ${index + 1}`);
    const check = replay(level, row.moves);
    if (!check.legal || !check.solved) {
      throw new InputError(
        `the solution of level ${index + 1} does not solve it: ${describeReplay(check)}`,
        {
          file: solutionsFile,
          line: row.line,
          column: row.movesColumn,
        },
      );
    }
    return { index, level, row };
  });
}

function levelLine(index: number, result: OptimizeResult): string {
  const { before } = result;
  const change = result.improved
    ? `${before.moves} moves, ${before.pushes} pushes -> ${result.moves} moves, ${result.pushes} pushes`
    : `${result.moves} moves, ${result.pushes} pushes, no shorter one found${stoppedBy(result)}`;
  const proof = result.optimal ? ' (proven best)' : '';
  return `level ${index + 1}: ${change}${proof}\n${compressMoves(result.solution)}\n`;
}

/** Why the search for a shorter solution ended early, for a level it did not improve. */
function stoppedBy(result: OptimizeResult): string {
  if (result.outcome === 'timeLimit') return ' within the time limit';
  if (result.outcome === 'aborted') return ' before it was stopped';
  if (result.outcome === 'memoryLimit') return ' within the memory budget';
  return '';
}

function summary(done: readonly Outcome[], total: number, metric: OptimizeMetric): string {
  const sum = (pick: (o: Outcome) => number) => done.reduce((s, o) => s + pick(o), 0);
  const movesBefore = sum((o) => o.result.before.moves);
  const pushesBefore = sum((o) => o.result.before.pushes);
  const moves = sum((o) => o.result.moves);
  const pushes = sum((o) => o.result.pushes);
  const improved = done.filter((o) => o.result.improved).length;
  return [
    `optimized ${done.length}/${total} levels by ${metric}: ${improved} improved`,
    `moves  ${movesBefore.toLocaleString('en')} -> ${moves.toLocaleString('en')} (${signed(moves - movesBefore)})`,
    `pushes ${pushesBefore.toLocaleString('en')} -> ${pushes.toLocaleString('en')} (${signed(pushes - pushesBefore)})`,
    'every solution verified by replay',
    '',
  ].join('\n');
}

function signed(n: number): string {
  return n > 0 ? `+${n.toLocaleString('en')}` : n.toLocaleString('en');
}

function jsonOf(options: OptimizeCliOptions, done: readonly Outcome[], total: number): unknown {
  return {
    metric: options.metric,
    timeLimitMs: options.timeLimit,
    levels: done.map(({ index, result }) => ({
      level: index + 1,
      before: result.before,
      moves: result.moves,
      pushes: result.pushes,
      improved: result.improved,
      optimal: result.optimal,
      outcome: result.outcome,
      rounds: result.rounds,
      solution: result.solution,
      stats: result.stats,
    })),
    optimized: done.length,
    total,
  };
}

function writeBest(path: string, done: readonly Outcome[]): void {
  const rows = done.map(({ index, result }) => `${index + 1}\t${compressMoves(result.solution)}`);
  try {
    writeFileSync(path, ['level\tsolution', ...rows].join('\n') + '\n');
  } catch (error) {
    throw new InputError(
      `--out: cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`,
    );
  }
}

/** A bar on standard error over the levels, only on a terminal and for more than one level. */
function progressBar(context: CliContext, total: number): cliProgress.SingleBar | undefined {
  if (!context.isTTY || !process.stderr.isTTY || total < 2) return undefined;
  const bar = new cliProgress.SingleBar(
    {
      format: ' {bar} {value}/{total} levels | {duration_formatted} | {current}',
      hideCursor: true,
      clearOnComplete: true,
      stream: process.stderr,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { current: '' });
  return bar;
}
