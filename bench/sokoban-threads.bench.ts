/**
 * Thread scaling of the Sokoban solver: the same levels solved with `--baseline` threads a level
 * (1 by default) and with `--threads` threads (2 by default), in turn, round after round in one
 * command, so that both see the same machine. Prints each round's positions stored and expanded
 * a second (of searching time, as bench:sokoban counts them), each pair's ratio, and the median
 * ratio over the rounds. Every solution is replayed before it counts.
 *
 *   npm run bench:threads -- xsokoban --level 29,36,50,77 --time-limit 20s --rounds 3
 *   npm run bench:threads -- sasquatch --every 20 --time-limit 10s --threads 2 --baseline 1
 *
 * A level that one round solves and another does not changes the mix of work between them
 * (a solved level stops early), so such levels are named under the figures; levels every round
 * runs to its limit give the steadiest ratio.
 */
import { cpus } from 'node:os';
import { Command } from 'commander';
import { InputError } from '../src/errors.js';
import { benchAction } from './bench-action.js';
import { parseDuration, parseInteger } from '../src/option-values.js';
import type { LevelJob, LevelOutcome } from '../src/puzzles/sokoban/index.js';
import { builtSokoban } from './built-sokoban.js';
import { loadCollection, resolveCollection, selectLevels } from './sokoban-collections.js';

interface ThreadsBenchOptions {
  timeLimit: string;
  threads: string;
  baseline: string;
  rounds: string;
  level?: string;
  every?: string;
  equalShares?: boolean;
  json?: boolean;
}

/** One run of the selection with one thread count. */
interface RoundRun {
  round: number;
  threads: number;
  solved: number[];
  storedPerSecond: number;
  expandedPerSecond: number;
}

const grouped = (n: number): string => Math.round(n).toLocaleString('en-US');
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function run(file: string, options: ThreadsBenchOptions): Promise<number> {
  const path = resolveCollection(file);
  const timeLimitMs = parseDuration(options.timeLimit);
  const threads = parseInteger(options.threads, '--threads', 1, 64);
  const baseline = parseInteger(options.baseline, '--baseline', 1, 64);
  const rounds = parseInteger(options.rounds, '--rounds', 1, 100);
  const every = options.every === undefined ? 1 : parseInteger(options.every, '--every', 1);
  if (threads === baseline) {
    throw new InputError(
      `--threads and --baseline are both ${threads}: give two thread counts to compare`,
    );
  }
  const collection = loadCollection(path);
  const selected = selectLevels(collection, options.level ?? 'all').filter(
    (_, k) => k % every === 0,
  );
  const { solveCollection } = await builtSokoban();
  if (!options.json) {
    console.log(
      `${collection.name}: ${plural(selected.length, 'level')}, ${timeLimitMs / 1000} s per level, ${plural(baseline, 'thread')} against ${plural(threads, 'thread')} a level, ${plural(rounds, 'round')} in turn${options.equalShares ? ', equal shares' : ''}; node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'}`,
    );
  }
  const solveRound = async (round: number, count: number): Promise<RoundRun> => {
    const outcomes = await solveCollection(selected, {
      solve: { timeLimitMs, threads: count },
      jobs: 1,
      inWorkers: true,
      learnShares: !options.equalShares,
    });
    const result = roundFigures(round, count, outcomes);
    if (!options.json) console.log(roundLine(result));
    return result;
  };
  const runs: RoundRun[] = [];
  const ratios: { stored: number; expanded: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const base = await solveRound(round, baseline);
    const more = await solveRound(round, threads);
    runs.push(base, more);
    const ratio = {
      stored: more.storedPerSecond / base.storedPerSecond,
      expanded: more.expandedPerSecond / base.expandedPerSecond,
    };
    ratios.push(ratio);
    if (!options.json) {
      console.log(
        `  ratio ${ratio.stored.toFixed(2)} stored, ${ratio.expanded.toFixed(2)} expanded`,
      );
    }
  }
  const summary = {
    stored: median(ratios.map((r) => r.stored)),
    expanded: median(ratios.map((r) => r.expanded)),
  };
  const unsteady = levelsSolvedInSomeRounds(selected, runs);
  if (options.json) {
    const figures = { file: collection.name, timeLimitMs, threads, baseline, rounds: runs };
    console.log(JSON.stringify({ ...figures, ratios, median: summary, unsteady }, null, 2));
    return 0;
  }
  const list = (pick: (r: { stored: number; expanded: number }) => number): string =>
    ratios.map((r) => pick(r).toFixed(2)).join(', ');
  console.log(
    [
      `median ratio   ${summary.stored.toFixed(2)} stored, ${summary.expanded.toFixed(2)} expanded a second (${plural(threads, 'thread')} against ${baseline}; rounds: ${list((r) => r.stored)} stored; ${list((r) => r.expanded)} expanded)`,
      unsteady.length > 0
        ? `solved in some runs only: ${unsteady.join(', ')} (each changes the mix of work)`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return 0;
}

/** A round's figures: its solved levels and positions a second of searching time. */
function roundFigures(round: number, threads: number, outcomes: readonly LevelOutcome[]): RoundRun {
  let states = 0;
  let expanded = 0;
  let searchMs = 0;
  const solved: number[] = [];
  for (const { index, result } of outcomes) {
    states += result.stats.states;
    expanded += result.stats.expanded;
    searchMs += result.stats.elapsedMs;
    if (result.outcome === 'found') solved.push(index + 1);
  }
  const seconds = Math.max(searchMs, 1) / 1000;
  return {
    round,
    threads,
    solved,
    storedPerSecond: Math.round(states / seconds),
    expandedPerSecond: Math.round(expanded / seconds),
  };
}

function roundLine(run: RoundRun): string {
  return `round ${run.round}  ${plural(run.threads, 'thread').padEnd(10)} ${String(run.solved.length).padStart(4)} solved  ${grouped(run.storedPerSecond).padStart(9)} stored/s  ${grouped(run.expandedPerSecond).padStart(9)} expanded/s`;
}

/** The levels some runs solved and others did not. */
function levelsSolvedInSomeRounds(selected: readonly LevelJob[], runs: readonly RoundRun[]) {
  return selected
    .map((job) => job.index + 1)
    .filter((level) => {
      const solvedBy = runs.filter((r) => r.solved.includes(level)).length;
      return solvedBy > 0 && solvedBy < runs.length;
    });
}

const program = new Command('bench:threads')
  .argument('<file>', 'level file, bundled collection name, or file under ../shared/sokoban')
  .option('--time-limit <duration>', 'per level', '10s')
  .option('--threads <n>', 'threads a level in the measured runs', '2')
  .option('--baseline <n>', 'threads a level in the baseline runs', '1')
  .option('--rounds <n>', 'baseline and measured runs, in turn', '3')
  .option('--level <spec>', 'levels: 3, 2-9, 1,4,7 (default all)')
  .option('--every <n>', 'only every n-th level of the selection, from its first')
  .option(
    '--equal-shares',
    "equal shares of each level's time for its searches, instead of learning them",
  )
  .option('--json', 'figures as JSON')
  .action(benchAction('bench:threads', run));

await program.parseAsync(process.argv);
