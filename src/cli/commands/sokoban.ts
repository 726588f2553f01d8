// `puzzlegraph sokoban solve | verify | show`: levels from a file, standard input (`-`) or a
// bundled collection name (xsokoban, microban, microban2, sasquatch). Every solution printed
// has been replayed under the rules first (`solveCollection` does it).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Command, Option } from 'commander';
import pc from 'picocolors';
import { InputError } from '../../errors.js';
import { EXIT } from '../exit-codes.js';
import type { CliContext } from '../context.js';
import { plural, toJson } from '../text.js';
import { startTracing } from '../tracing.js';
import { readInputFile } from '../io.js';
import { catchInterrupts } from '../interrupt.js';
import { parseDuration, parseInteger } from '../options.js';
import { addNodeBudgetOption, timeLimitOption } from '../limits.js';
import {
  BUNDLED_COLLECTIONS,
  isBrokenJob,
  loadCollection,
  selectEntries,
  selectLevels,
  type BrokenJob,
  type LoadedCollection,
  type SelectedLevel,
} from './sokoban-collection.js';
import { registerSokobanCheck } from './sokoban-check.js';
import { registerSokobanOptimize } from './sokoban-optimize.js';
import { parseRedisUrl } from '../queue/redis-url.js';
import {
  CollectionReport,
  count,
  type FailedLevel,
  grouped,
  levelJson,
  limitsText,
  OUTCOME_TEXT,
  seconds,
  writeSolutions,
} from './sokoban-report.js';
import {
  parseSolutionRows,
  renderState,
  writeLevel,
  type SokobanLevel,
  compressMoves,
  describeReplay,
  replay,
  shortenSolution,
  type SokobanSolveStats,
  type SokobanTraceNode,
  sokobanNodeLabel,
  solveCollection,
  type CollectionSolveOptions,
  type LevelJob,
} from '../../puzzles/sokoban/index.js';
import { JOB_QUEUE, loadOptional } from '../optional-packages.js';

/** A bad board of a collection run, reported as that level's failure. */
function brokenReport(job: BrokenJob): FailedLevel {
  return {
    index: job.index,
    level: { title: job.broken.title },
    failure: job.broken.error.message,
  };
}

function levelName(job: { index: number; level: { title?: string } }): string {
  const title = job.level.title;
  return title === undefined || title === String(job.index + 1)
    ? `level ${job.index + 1}`
    : `level ${job.index + 1} (${title})`;
}

interface SolveCliOptions {
  queue?: string;
  results?: string;
  retryUnsolved?: boolean;
  level?: string;
  all?: boolean;
  timeLimit: number;
  maxExpanded?: number;
  maxStates?: string;
  optimal: 'pushes' | 'moves' | 'any';
  optimize?: number;
  jobs: string;
  threads?: string;
  repeatable?: boolean;
  equalShares?: boolean;
  json?: boolean;
  solutions?: string;
  trace?: string;
}

/**
 * Threads for each level: `--threads`, or the machine's cores divided by `--jobs`; one with
 * `--repeatable`, whose turns follow the positions generated while threads meet by the clock.
 */
function threadsPerLevel(options: SolveCliOptions, jobs: number): number {
  if (options.threads === undefined) {
    return options.repeatable ? 1 : Math.max(1, Math.floor(availableParallelism() / jobs));
  }
  const threads = parseInteger(options.threads, '--threads', 1, 64);
  if (options.repeatable && threads > 1) {
    throw new InputError(
      `--repeatable solves each level on one thread (threads meet by the clock); --threads ${threads} was given`,
    );
  }
  return threads;
}

export function registerSokoban(program: Command, context: CliContext): void {
  const sokoban = program
    .command('sokoban')
    .description('solve, verify, check and show Sokoban levels (.sok, .xsb, .txt)')
    .addHelpText(
      'after',
      [
        '',
        'FILE is a level file, - for standard input, or a bundled collection:',
        `  ${Object.keys(BUNDLED_COLLECTIONS).join(', ')}`,
        '',
        'Examples:',
        '  puzzlegraph sokoban solve xsokoban --level 1 --optimal pushes',
        '  puzzlegraph sokoban solve microban --all --time-limit 10s --jobs 2',
        '  puzzlegraph sokoban verify microban --level 2 rddlruulduullddr',
        '  puzzlegraph sokoban check microban --level 10 --moves rR',
        '  puzzlegraph sokoban show microban --level 3',
      ].join('\n'),
    );

  const solveCommand = sokoban
    .command('solve')
    .description('solve one level, several, or a whole collection; prints verified LURD solutions')
    .argument('<file>', 'level file, - for standard input, or a bundled collection name')
    .option('--level <n>', 'level number (1-based), a range 2-9, a list 1,4,7, or all')
    .option('--all', 'solve every level of the collection')
    .addOption(timeLimitOption('time limit per level (10s, 500ms, 2m)', '10s'));
  addNodeBudgetOption(
    solveCommand,
    "most push states to expand per level, all the level's searches together",
  );
  solveCommand
    .option(
      '--max-states <n>',
      'most push states to store per level, the memory budget its threads share (default: about 1 GiB worth for each thread)',
    )
    .addOption(
      new Option(
        '--optimal <kind>',
        'pushes: prove the fewest pushes; moves: prove the fewest moves (small levels); any: fastest search',
      )
        .choices(['pushes', 'moves', 'any'])
        .default('any'),
    )
    .addOption(
      new Option(
        '--optimize <duration>',
        'then make each solution shorter for this long (by moves; by pushes with --optimal pushes)',
      ).argParser((text) => parseDuration(text, '--optimize')),
    )
    .option('--jobs <n>', 'levels solved at once in a collection', '1')
    .option(
      '--threads <n>',
      "threads for each level's searches (default: the machine's cores divided by --jobs)",
    )
    .option(
      '--repeatable',
      'share the turns by positions generated, not the clock: a run gives the same answers and figures on any machine unless --time-limit cuts it (one thread a level)',
    )
    .option(
      '--equal-shares',
      "give a level's searches equal shares of its time; by default a collection run shares it by the searches that solved the levels before",
    )
    .option('--solutions <file>', 'also write level<TAB>solution lines to this file')
    .option(
      '--queue <url>',
      'solve on the workers of this Redis queue (redis://[:password@]host[:port][/db], rediss:// for TLS; see puzzlegraph worker)',
    )
    .option(
      '--results <file>',
      'with --queue: append each level result to FILE (JSON Lines); a rerun reuses them',
    )
    .option('--retry-unsolved', 'with --queue: solve again the levels earlier runs did not solve')
    .option('--json', 'print the answer as JSON')
    .option(
      '--trace <file>',
      'write every search event to FILE as JSON Lines (one level; nodes "fess#12 crates 3,2 4,5 worker 1,1")',
    )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  puzzlegraph sokoban solve xsokoban --level 1 --optimal pushes',
        '  puzzlegraph sokoban solve my-levels.sok --all --jobs 2 --solutions found.tsv',
        '  puzzlegraph sokoban solve microban2 --all --queue redis://queue.example:6379 --results runs.jsonl',
        '  cat level.xsb | puzzlegraph sokoban solve - --json',
        '  puzzlegraph sokoban solve microban --level 1 --optimal pushes --trace astar.jsonl',
        '  puzzlegraph sokoban solve xsokoban --level 1-5 --optimize 20s --solutions short.tsv',
      ].join('\n'),
    )
    .action(async (file: string, options: SolveCliOptions, command: Command) => {
      const timeLimitMs = options.timeLimit;
      const maxStates =
        options.maxStates === undefined
          ? undefined
          : parseInteger(options.maxStates, '--max-states', 1);
      const jobsWanted = parseInteger(options.jobs, '--jobs', 1, 64);
      const collection = await loadCollection(file, context);
      const jobs = selectEntries(collection, options.level, Boolean(options.all));
      // The cores go to levels first (--jobs), then to each level's searches.
      const threads = threadsPerLevel(options, jobsWanted);
      const { maxExpanded } = options;
      const optimize =
        options.optimize === undefined ? undefined : { timeLimitMs: options.optimize };
      const solve = {
        timeLimitMs,
        maxExpanded,
        maxStates,
        optimal: options.optimal,
        threads,
        optimize,
        repeatable: options.repeatable,
      };
      const solveOptions = { solve, jobs: jobsWanted, learnShares: !options.equalShares };
      const single = jobs.length === 1 && !options.all;
      // One level asked for by itself is refused when it is bad; in a run, it is that level's failure.
      if (single && isBrokenJob(jobs[0])) throw jobs[0].broken.error;
      if (options.queue === undefined) {
        const queueOnly = options.results !== undefined ? '--results' : '--retry-unsolved';
        if (options.results !== undefined || options.retryUnsolved) {
          throw new InputError(
            `${queueOnly} keeps the results of queue runs; use it with --queue URL`,
          );
        }
      } else {
        for (const name of ['jobs', 'threads', 'trace'] as const) {
          if (command.getOptionValueSource(name) === 'cli') {
            throw new InputError(
              `--${name} has no effect with --queue: the workers choose (puzzlegraph worker --jobs N --threads N)`,
            );
          }
        }
        if (options.equalShares) {
          throw new InputError(
            '--equal-shares has no effect with --queue: each worker learns its own shares (puzzlegraph worker --equal-shares turns that off)',
          );
        }
        if (maxExpanded !== undefined) {
          throw new InputError(
            '--max-expanded is not passed to queue workers; use --time-limit or --max-states with --queue',
          );
        }
        const interrupt = catchInterrupts();
        try {
          await solveOverQueue(context, collection, jobs, options, interrupt.signal);
        } finally {
          interrupt.release();
        }
        return;
      }
      if (options.trace !== undefined && !single) {
        throw new InputError(
          `--trace follows one level's search; choose one with --level N (${jobs.length} levels were asked for)`,
        );
      }
      const one = jobs[0];
      if (single && !isBrokenJob(one) && options.trace !== undefined) {
        const level = one.level;
        const tracing = startTracing<SokobanTraceNode>({ trace: options.trace }, (node) =>
          sokobanNodeLabel(level.width, node),
        );
        try {
          await solveOne(
            context,
            collection,
            one,
            { ...solveOptions, solve: { ...solve, tracer: tracing.tracer } },
            options,
          );
        } finally {
          tracing.finish();
        }
      } else if (single && !isBrokenJob(one)) {
        await solveOne(context, collection, one, solveOptions, options);
      } else {
        // Ctrl-C stops the run, which still prints the levels finished and its summary; the
        // catcher is released only once that is out, so a hasty second Ctrl-C cannot lose it.
        const interrupt = catchInterrupts();
        try {
          await solveMany(context, collection, jobs, solveOptions, options, interrupt.signal);
        } finally {
          interrupt.release();
        }
      }
    });

  sokoban
    .command('verify')
    .description('replay a solution and say whether it solves the level')
    .argument('<file>', 'level file, - for standard input, or a bundled collection name')
    .argument(
      '<solution>',
      'LURD moves (counts and 3(ul) groups allowed), a file holding them, or a level<TAB>solution file',
    )
    .option('--level <n>', 'level number (1-based), range or list')
    .option('--shorten', 'also give each valid solution with its pushes reordered to walk less')
    .option('--json', 'print the answer as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Pushes may be written in capitals (then every letter is checked) or in lower case',
        '(pushes are inferred). Exit code 0 when every solution solves its level, 1 otherwise.',
        '--shorten keeps every push and changes only the order of runs of pushes of different',
        'crates; the shortened solution is replayed too.',
        '',
        'Examples:',
        '  puzzlegraph sokoban verify microban --level 2 rddlruulduullddr',
        '  puzzlegraph sokoban verify microban microban.solutions.tsv',
        '  puzzlegraph sokoban verify microban --level 2 rddlruulduullddr --shorten',
      ].join('\n'),
    )
    .action(
      async (
        file: string,
        solution: string,
        options: { level?: string; json?: boolean; shorten?: boolean },
      ) => {
        await verifyCommand(context, file, solution, options);
      },
    );

  registerSokobanCheck(sokoban, context);
  registerSokobanOptimize(sokoban, context);

  sokoban
    .command('show')
    .description('draw a level (or list the levels of a collection)')
    .argument('<file>', 'level file, - for standard input, or a bundled collection name')
    .option('--level <n>', 'level number (1-based), range or list, or all')
    .option('--floor <char>', 'floor character: " ", - or _', ' ')
    .option('--rle', 'write the board run-length encoded')
    .option('--json', 'print the levels as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  puzzlegraph sokoban show microban --level 3\n  puzzlegraph sokoban show xsokoban\n  puzzlegraph sokoban show level.sok --level 1 --rle',
    )
    .action(
      async (
        file: string,
        options: { level?: string; floor: string; rle?: boolean; json?: boolean },
      ) => {
        await showCommand(context, file, options);
      },
    );
}

type SolveOptions = CollectionSolveOptions & {
  solve: NonNullable<CollectionSolveOptions['solve']>;
};

async function solveOne(
  context: CliContext,
  collection: LoadedCollection,
  job: LevelJob,
  solveOptions: SolveOptions,
  options: SolveCliOptions,
): Promise<void> {
  const started = Date.now();
  const status = (stats: SokobanSolveStats): void => {
    context.err(
      `\r${pc.dim(`searching: ${grouped(stats.states)} states, ${seconds(Date.now() - started)}`)}\u001b[K`,
    );
  };
  const [outcome] = await solveCollection([job], {
    ...solveOptions,
    jobs: 1,
    onProgress: context.isTTY && !options.json ? (_job, stats) => status(stats) : undefined,
  });
  if (context.isTTY && !options.json) context.err('\r\u001b[K');
  const { result } = outcome;
  if (options.solutions) writeSolutions(options.solutions, [outcome]);
  if (result.outcome !== 'found') context.exitCode = 1;
  if (options.json) {
    context.out(toJson({ file: collection.name, ...levelJson(outcome) }));
    return;
  }
  const { level } = job;
  context.out(
    `${levelName(job)} of ${collection.name}: ${level.width}x${level.height}, ${count(level.crates.length, 'crate')}\n`,
  );
  const figures = `${seconds(result.stats.elapsedMs)}, ${grouped(result.stats.states)} states, ${grouped(result.stats.expanded)} expanded, ${grouped(result.stats.generated)} generated`;
  if (result.outcome === 'found') {
    const provesMoves = result.foundBy?.preset === 'optimal-moves';
    const proof = !result.optimal
      ? 'pushes not proven minimal'
      : provesMoves
        ? 'fewest moves, proven'
        : 'fewest pushes, proven';
    const { optimized } = result;
    const shortened =
      optimized === undefined
        ? ''
        : optimized.improved
          ? `; shortened by the optimizer from ${count(optimized.before.moves, 'move')}, ${count(optimized.before.pushes, 'push')}`
          : '; the optimizer found no shorter one';
    context.out(
      `solved: ${count(result.moves, 'move')}, ${count(result.pushes, 'push')} (${proof}${shortened})\n`,
    );
    context.out(`${compressMoves(result.solution!)}\n`);
    const finder = result.foundBy;
    const by = finder ? `; found by ${finder.preset} (${finder.description})` : '';
    context.out(pc.dim(`${figures}${by}; verified by replay\n`));
  } else {
    const why =
      result.outcome === 'exhausted'
        ? 'no solution: every reachable position was searched (the level cannot be solved)'
        : result.outcome === 'memoryLimit'
          ? 'not solved: the state limit stopped the search (the memory budget; --max-states sets it)'
          : result.outcome === 'maxExpanded'
            ? 'not solved: the expansion budget (--max-expanded) stopped the search'
            : `not solved: the ${OUTCOME_TEXT[result.outcome]} stopped the search`;
    context.out(`${why}\n${pc.dim(figures)}\n`);
  }
}

async function solveMany(
  context: CliContext,
  collection: LoadedCollection,
  jobs: SelectedLevel[],
  solveOptions: SolveOptions,
  options: SolveCliOptions,
  interrupt: AbortSignal,
): Promise<void> {
  const { solve } = solveOptions;
  const report = new CollectionReport(context, {
    name: collection.name,
    jobs,
    json: Boolean(options.json),
    headline: `${jobs.length} levels, ${limitsText(solve)}${solveOptions.learnShares === false ? ', equal shares' : ''}, ${plural(Math.min(solveOptions.jobs ?? 1, jobs.length), 'level')} at once, ${plural(solve.threads ?? 1, 'thread')} each`,
    jsonFields: {
      timeLimitMs: solve.timeLimitMs,
      ...(solve.maxExpanded === undefined ? {} : { maxExpanded: solve.maxExpanded }),
      optimal: solve.optimal,
      ...(solve.optimize === undefined ? {} : { optimizeMs: solve.optimize.timeLimitMs }),
      jobs: solveOptions.jobs,
      threads: solve.threads,
      ...(solve.repeatable ? { repeatable: true } : {}),
      ...(solveOptions.learnShares ? {} : { equalShares: true }),
    },
    solutions: options.solutions,
  });
  report.start();
  for (const job of jobs) if (isBrokenJob(job)) report.done(brokenReport(job));
  const levels = jobs.filter((job): job is LevelJob => !isBrokenJob(job));
  // The levels run on worker threads so that this thread hears Ctrl-C at once.
  try {
    if (levels.length === 0) return;
    await solveCollection(levels, {
      ...solveOptions,
      inWorkers: true,
      signal: interrupt,
      onDone: (outcome) => report.done(outcome),
      onProgress: (job, stats) => report.progress(job, stats),
    });
  } finally {
    report.finish(interrupt.aborted);
  }
}

/** A collection solved by queue workers (see ../queue/producer.ts), printed as a local run is. */
async function solveOverQueue(
  context: CliContext,
  collection: LoadedCollection,
  jobs: SelectedLevel[],
  options: SolveCliOptions,
  interrupt: AbortSignal,
): Promise<void> {
  const target = parseRedisUrl(options.queue!);
  const maxStates =
    options.maxStates === undefined ? null : parseInteger(options.maxStates, '--max-states', 1);
  const { optimal } = options;
  if (optimal === 'moves') {
    throw new InputError(
      '--optimal moves does not run over the queue yet; run it here without --queue',
    );
  }
  const limits = {
    timeLimitMs: options.timeLimit,
    maxStates,
    optimal,
    ...(options.optimize === undefined ? {} : { optimizeMs: options.optimize }),
    ...(options.repeatable ? { repeatable: true as const } : {}),
  };
  const report = new CollectionReport(context, {
    name: collection.name,
    jobs,
    json: Boolean(options.json),
    headline: `${jobs.length} levels, ${limitsText(limits)}, on the queue at ${target.shown}`,
    jsonFields: {
      timeLimitMs: limits.timeLimitMs,
      optimal: limits.optimal,
      ...(limits.repeatable ? { repeatable: true } : {}),
      queue: target.shown,
    },
    solutions: options.solutions,
  });
  let started = false;
  // Loaded here: BullMQ is a fifth of every command's start-up, and only queue runs need it.
  const { runProducer } = await loadOptional(JOB_QUEUE, () => import('../queue/producer.js'));
  try {
    await runProducer({
      target,
      name: collection.name,
      jobs: jobs.filter((job): job is LevelJob => !isBrokenJob(job)),
      limits,
      resultsFile: options.results,
      retryUnsolved: Boolean(options.retryUnsolved),
      report,
      signal: interrupt,
      note: (line) => context.err(`puzzlegraph: ${line}\n`),
      onStart: () => {
        started = true;
        report.start();
        for (const job of jobs) if (isBrokenJob(job)) report.done(brokenReport(job));
      },
    });
  } finally {
    if (started) report.finish(interrupt.aborted);
  }
}

/** A solution to replay: of level `job`, from row `line` of a solution file if it came from one. */
interface SolutionCheck {
  job: SelectedLevel;
  moves: string;
  line?: number;
  /** Where the moves begin in their row, so that an error in them points at its column. */
  movesColumn?: number;
}

interface ReplayedSolution {
  kind: 'replayed';
  job: LevelJob;
  result: ReturnType<typeof replay>;
  ok: boolean;
  shortened?: { moves: number; solution: string };
}

/** A solution of a board that is not a valid level: failed, with the board's error. */
type VerifyReport = ReplayedSolution | { kind: 'broken'; job: BrokenJob; ok: false };

async function verifyCommand(
  context: CliContext,
  file: string,
  solutionArg: string,
  options: { level?: string; json?: boolean; shorten?: boolean },
): Promise<void> {
  const collection = await loadCollection(file, context);
  // A mistyped file name must not be replayed as moves ("n" is not a move).
  if (looksLikePath(solutionArg) && !existsSync(solutionArg)) {
    throw new InputError(`cannot read ${solutionArg}: no such file`);
  }
  // A solution argument naming a file (or -) is read; otherwise it is the moves themselves.
  const fromFile =
    solutionArg === '-' || (existsSync(solutionArg) && !/^[\dlurd()\s]+$/i.test(solutionArg));
  const solutionText = fromFile ? (await readInputFile(solutionArg, context)).text : solutionArg;
  const solutionName = fromFile ? (solutionArg === '-' ? '<stdin>' : solutionArg) : undefined;
  if (fromFile && solutionText.trim() === '') {
    throw new InputError('no solutions; expected moves (LURD) or level<TAB>solution rows', {
      file: solutionName,
    });
  }
  const rows = solutionText.includes('\t') || (fromFile && /\.tsv$/i.test(solutionArg));
  const checks = rows
    ? solutionRowChecks(collection, solutionText, solutionName, options.level)
    : [{ job: onlyLevel(collection, options.level), moves: solutionText }];
  const reports = checks.map((check): VerifyReport => {
    const { job } = check;
    if (isBrokenJob(job)) return { kind: 'broken', job, ok: false };
    const { line, movesColumn } = check;
    const result = replayAt(job.level, check.moves, { file: solutionName, line, movesColumn });
    const ok = result.legal && result.solved;
    const shortened = ok && options.shorten ? shortenChecked(job.level, result.lurd) : undefined;
    return { kind: 'replayed', job, result, ok, shortened };
  });
  if (reports.some((report) => !report.ok)) context.exitCode = 1;
  if (options.json) {
    const levels = reports.map((report) => {
      if (report.kind === 'broken') {
        const { job } = report;
        const title = job.broken.title ?? null;
        return { level: job.index + 1, title, valid: false, levelError: job.broken.error.message };
      }
      const { job, result, ok, shortened } = report;
      return {
        level: job.index + 1,
        title: job.level.title ?? null,
        valid: ok,
        legal: result.legal,
        solved: result.solved,
        moves: result.moves,
        pushes: result.pushes,
        error: result.error ? { ...result.error, move: result.error.index + 1 } : null,
        solution: compressMoves(result.lurd),
        ...(shortened ? { shortened } : {}),
      };
    });
    context.out(toJson(levels.length === 1 ? levels[0] : levels));
    return;
  }
  for (const report of reports) {
    if (report.kind === 'broken') {
      const { index, broken } = report.job;
      const name = levelName({ index, level: { title: broken.title } });
      context.out(`${name}: ${pc.red('FAILED')}: ${broken.error.message}\n`);
      continue;
    }
    const { job, result, ok, shortened } = report;
    const mark = ok ? pc.green('ok') : pc.red('FAILED');
    context.out(`${levelName(job)}: ${mark}: ${describeReplay(result)}\n`);
    if (reports.length === 1 && ok) context.out(`${compressMoves(result.lurd)}\n`);
    if (shortened) {
      context.out(`shortened: ${grouped(shortened.moves)} moves, same pushes\n`);
      if (reports.length === 1) context.out(`${shortened.solution}\n`);
    }
    if (reports.length === 1 && !ok) {
      const where = result.error ? 'before the illegal move' : 'after the last move';
      context.out(`\nthe board ${where}:\n`);
      context.out(renderState(job.level, { crates: result.crates, worker: result.worker }) + '\n');
    }
  }
  if (reports.length > 1) {
    const good = reports.filter((r): r is ReplayedSolution => r.kind === 'replayed' && r.ok);
    const sum = (f: (r: ReplayedSolution) => number) => good.reduce((t, r) => t + f(r), 0);
    context.out(
      `\n${good.length}/${reports.length} solutions solve their levels: ${grouped(sum((r) => r.result.moves))} moves, ${grouped(sum((r) => r.result.pushes))} pushes\n`,
    );
    if (options.shorten) {
      context.out(
        `shortened: ${grouped(sum((r) => r.shortened?.moves ?? 0))} moves, same pushes\n`,
      );
    }
  }
}

/** The one level a single solution is for: `--level N`, or the file's only level. */
function onlyLevel(collection: LoadedCollection, spec: string | undefined): LevelJob {
  const jobs = selectLevels(collection, spec, false);
  if (jobs.length !== 1) throw new InputError('--level: give one level to verify one solution');
  return jobs[0];
}

/** The rows of a level<TAB>solution file, those of the levels `--level` names if given. */
function solutionRowChecks(
  collection: LoadedCollection,
  text: string,
  file: string | undefined,
  spec: string | undefined,
): SolutionCheck[] {
  const rows = parseSolutionRows(text, { file });
  if (rows.length === 0) {
    throw new InputError(
      'no solutions; expected level<TAB>solution rows (a level number, a tab, its moves)',
      { file },
    );
  }
  const wanted = spec
    ? new Set(selectEntries(collection, spec, false).map((j) => j.index))
    : undefined;
  const count = collection.levels.length;
  const checks: SolutionCheck[] = [];
  for (const row of rows) {
    const index = row.level - 1;
    if (index < 0 || index >= count) {
      throw new InputError(`level ${row.level} is not in ${collection.name} (it holds ${count})`, {
        file,
        line: row.line,
        column: row.levelColumn,
      });
    }
    if (wanted && !wanted.has(index)) continue;
    const job = selectEntries(collection, String(row.level), false)[0];
    checks.push({ job, moves: row.moves, line: row.line, movesColumn: row.movesColumn });
  }
  if (checks.length === 0) {
    throw new InputError(`no solutions for --level ${spec} in this file`, { file });
  }
  return checks;
}

/** `replay`, an error in moves that begin at `movesColumn` of their row pointing there. */
function replayAt(
  level: SokobanLevel,
  moves: string,
  where: { file?: string; line?: number; movesColumn?: number },
): ReturnType<typeof replay> {
  try {
    return replay(level, moves, { file: where.file, line: where.line });
  } catch (error) {
    const column = error instanceof InputError ? error.location.column : undefined;
    if (column === undefined || where.movesColumn === undefined) throw error;
    const { reason, location } = error as InputError;
    throw new InputError(reason, { ...location, column: column + where.movesColumn - 1 });
  }
}

/** A file name rather than moves: it has a / or \\, or ends in .tsv, .txt or .sok. */
export function looksLikePath(argument: string): boolean {
  return /[/\\]/.test(argument) || /\.(tsv|txt|sok)$/i.test(argument);
}

/** `lurd` with its pushes reordered to walk less, checked again by the move verifier. */
function shortenChecked(level: SokobanLevel, lurd: string): { moves: number; solution: string } {
  const shorter = shortenSolution(level, lurd);
  const check = replay(level, shorter);
  if (!check.legal || !check.solved) {
    throw new Error('bug: the shortened solution fails the replay');
  }
  return { moves: check.moves, solution: compressMoves(check.lurd) };
}

async function showCommand(
  context: CliContext,
  file: string,
  options: { level?: string; floor: string; rle?: boolean; json?: boolean },
): Promise<void> {
  if (![' ', '-', '_'].includes(options.floor)) {
    throw new InputError(`--floor: ${JSON.stringify(options.floor)}; expected " ", - or _`);
  }
  const collection = await loadCollection(file, context);
  const { levels, name } = collection;
  const listing = options.level === undefined && levels.length > 1;
  const jobs = listing
    ? selectEntries(collection, 'all', false)
    : selectEntries(collection, options.level, false);
  // One level asked for by itself is refused when it is bad; among others it is shown in its
  // place, and the exit code says the file holds bad input.
  if (jobs.length === 1 && isBrokenJob(jobs[0])) throw jobs[0].broken.error;
  if (jobs.some(isBrokenJob)) context.exitCode = EXIT.badInput;
  if (options.json) {
    const list = jobs.map((job) => {
      if (isBrokenJob(job)) {
        const { title, error } = job.broken;
        return { level: job.index + 1, title: title ?? null, error: error.message };
      }
      const { index, level } = job;
      return {
        level: index + 1,
        title: level.title ?? null,
        meta: level.meta,
        width: level.width,
        height: level.height,
        crates: level.crates.length,
        rows: renderState(level).split('\n'),
      };
    });
    context.out(toJson(list.length === 1 ? list[0] : list));
    return;
  }
  if (listing) {
    context.out(`${name}: ${levels.length} levels (show one with --level N)\n`);
    for (const job of jobs) {
      const number = String(job.index + 1).padStart(5);
      if (isBrokenJob(job)) {
        context.out(`${number}  ${pc.red('bad level')}: ${job.broken.error.message}\n`);
        continue;
      }
      const { level } = job;
      context.out(
        `${number}  ${`${level.width}x${level.height}`.padEnd(6)} ${String(level.crates.length).padStart(3)} crates  ${level.title ?? ''}\n`,
      );
    }
    return;
  }
  jobs.forEach((job, k) => {
    if (k > 0) context.out('\n');
    if (isBrokenJob(job)) {
      const { title, error } = job.broken;
      const label = levelName({ index: job.index, level: { title } });
      context.out(`${label}: ${pc.red('bad level')}: ${error.message}\n`);
      return;
    }
    const { level } = job;
    context.out(
      pc.dim(
        `${levelName(job)} of ${name}: ${level.width}x${level.height}, ${count(level.crates.length, 'crate')}\n`,
      ),
    );
    const floor = options.floor as ' ' | '-' | '_';
    context.out(writeLevel(level, { floor, runLength: options.rle, boardOnly: true }));
    for (const [key, value] of Object.entries(level.meta)) {
      context.out(pc.dim(`${key}: ${value}\n`));
    }
  });
}
