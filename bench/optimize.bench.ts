/**
 * Sokoban optimizer benchmark: starts from our solver's solutions, makes them shorter with
 * `optimizeSolution` under a time limit a level, and prints per collection the total moves and
 * pushes before and after, beside the best known solutions of the shared reference data.
 *
 *   npm run bench:optimize -- xsokoban --level 1-5 --time-limit 20s
 *   npm run bench:optimize -- --every 5 --time-limit 10s --peer yass=/path/to/YASS
 *   npm run bench:optimize -- microban --metric pushes --per-level --json
 *
 * Collections default to microban, microban2 and xsokoban (bundled in data/sokoban); each may
 * also be a path or a file under ../shared/sokoban. The input solutions come from
 * `solveSokoban(level, { timeLimitMs })` (`--solve-limit`, 30 s), cached between runs (see
 * bench/optimize-inputs.ts); a level it does not solve is left out. With `--peer yass=PATH`,
 * YASS optimizes the same solutions with the same time a level, at the same time as ours, one
 * core each (ours on a worker thread, YASS in a process a level). Every result, ours and the
 * peer's, is replayed by our checker. The reference totals come from
 * ../shared/sokoban/<name>.solutions.tsv when it is there, and say so when it is not.
 */
import { cpus } from 'node:os';
import { basename } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { Piscina } from 'piscina';
import { InputError } from '../src/errors.js';
import { benchAction } from './bench-action.js';
import {
  isBetter,
  OPTIMIZE_METRICS,
  replay,
  type OptimizeMetric,
  type OptimizeResult,
  type SokobanLevel,
} from '../src/puzzles/sokoban/index.js';
import { parseDuration, parseInteger } from '../src/option-values.js';
import { DEFAULT_INPUT_CACHE, inputSolutions, type InputSolution } from './optimize-inputs.js';
import { readReference } from './optimize-reference.js';
import type { OptimizeTask } from './optimize-worker.js';
import { runPeerOptimize } from './peer-optimize.js';
import { loadCollection, resolveCollection, selectLevels } from './sokoban-collections.js';
import { parsePeer, type Peer, type PeerLevel } from './sokoban-peer.js';
import { YASS_METRICS } from './yass-peer.js';

const NAME = 'bench:optimize';
const DEFAULT_COLLECTIONS = ['microban', 'microban2', 'xsokoban'];

interface BenchOptions {
  timeLimit: string;
  solveLimit: string;
  every?: string;
  level?: string;
  metric: OptimizeMetric;
  /** A file, false for --no-cache, undefined for the default file. */
  cache?: string | false;
  peer?: string;
  perLevel?: boolean;
  json?: boolean;
}

interface Settings {
  timeLimitMs: number;
  solveLimitMs: number;
  every: number;
  level: string;
  metric: OptimizeMetric;
  cache: string | false;
  peer?: Peer;
  perLevel: boolean;
  json: boolean;
}

interface Count {
  moves: number;
  pushes: number;
}

interface LevelFigures {
  /** 1-based. */
  level: number;
  input: Count;
  ours: Count & { improved: boolean; optimal: boolean; outcome: string; seconds: number };
  peer?: Count & {
    improved: boolean;
    /** Why the input solution was kept: the peer gave none, a rejected one, or stopped. */
    kept?: string;
    seconds: number;
  };
  reference?: Count;
}

interface CollectionFigures {
  name: string;
  /** Levels chosen, and those left out because our solver found no input solution. */
  chosen: number;
  unsolved: number[];
  inputsFromCache: number;
  levels: LevelFigures[];
  totals: {
    input: Count;
    ours: Count & { improved: number; optimal: number; seconds: number };
    peer?: Count & {
      improved: number;
      kept: number;
      rejected: number;
      failed: number;
      seconds: number;
      oursBetter: number;
      peerBetter: number;
    };
    reference?: Count & { levels: number; file: string; bad: string[] };
  };
  /** Why there is no reference total, when there is none. */
  noReference?: string;
}

const sum = <T>(list: readonly T[], pick: (item: T) => number): number =>
  list.reduce((total, item) => total + pick(item), 0);

async function run(collections: string[], options: BenchOptions): Promise<number> {
  const settings = readSettings(options);
  const files = collections.length > 0 ? collections : DEFAULT_COLLECTIONS;
  const paths = files.map(resolveCollection);
  const pool = new Piscina<OptimizeTask, OptimizeResult>({
    filename: new URL('./optimize-worker.mjs', import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
    concurrentTasksPerWorker: 1,
  });
  const figures: CollectionFigures[] = [];
  try {
    if (!settings.json) console.log(header(settings));
    for (const path of paths) {
      const collection = await benchCollection(path, settings, pool);
      figures.push(collection);
      if (!settings.json) console.log(describe(collection, settings));
    }
  } finally {
    await pool.destroy();
  }
  if (settings.json) {
    const { timeLimitMs, solveLimitMs, metric, peer } = settings;
    const json = {
      timeLimitMs,
      solveLimitMs,
      metric,
      peer: peer?.name ?? null,
      collections: figures,
    };
    console.log(JSON.stringify(json, null, 2));
  }
  return 0;
}

function readSettings(options: BenchOptions): Settings {
  const timeLimitMs = parseDuration(options.timeLimit);
  if (timeLimitMs <= 0) throw new InputError('--time-limit: expected more than 0 s');
  const solveLimitMs = parseDuration(options.solveLimit, '--solve-limit');
  if (solveLimitMs <= 0) throw new InputError('--solve-limit: expected more than 0 s');
  const peer =
    options.peer === undefined
      ? undefined
      : parsePeer(options.peer, timeLimitMs, { optimizer: true });
  if (peer && YASS_METRICS[options.metric] === undefined) {
    throw new InputError(
      `--peer yass: YASS has no "${options.metric}" optimizer; expected --metric ${Object.keys(YASS_METRICS).join(', ')}`,
    );
  }
  return {
    timeLimitMs,
    solveLimitMs,
    every: options.every === undefined ? 1 : parseInteger(options.every, '--every', 1),
    level: options.level ?? 'all',
    metric: options.metric,
    cache: options.cache === undefined ? DEFAULT_INPUT_CACHE : options.cache,
    peer,
    perLevel: options.perLevel ?? false,
    json: options.json ?? false,
  };
}

function header(settings: Settings): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const peer = settings.peer ? `, ${settings.peer.name} at the same time (one core each)` : '';
  return (
    `optimizing by ${settings.metric}, ${settings.timeLimitMs / 1000} s a level${peer}; ` +
    `inputs: our solver's solutions (${settings.solveLimitMs / 1000} s a level); ` +
    `node ${process.version}, ${cpu}`
  );
}

async function benchCollection(
  path: string,
  settings: Settings,
  pool: Piscina<OptimizeTask, OptimizeResult>,
): Promise<CollectionFigures> {
  const collection = loadCollection(path);
  const name = basename(collection.name).replace(/\.[^.]*$/, '');
  const selected = selectLevels(collection, settings.level).filter(
    (_, k) => k % settings.every === 0,
  );
  const inputs = inputSolutions(selected, {
    solveLimitMs: settings.solveLimitMs,
    cache: settings.cache,
    onSolved: (index, input, seconds) => {
      if (!settings.perLevel || settings.json) return;
      const what = input.solution ? `${input.moves} moves, ${input.pushes} pushes` : 'not solved';
      console.log(`  ${name} ${index + 1}: input ${what} (${seconds.toFixed(1)} s)`);
    },
  });
  const jobs = selected
    .map((job, k) => ({ ...job, input: inputs[k] }))
    .filter((job): job is typeof job & { input: Required<InputSolution> } =>
      Boolean(job.input.solution),
    );
  // Started first, so that both optimizers work on the same levels at the same time; its
  // failure is held until ours is done, so that it is not an unhandled rejection meanwhile.
  const peerRun = settings.peer
    ? runPeerOptimize(
        settings.peer,
        jobs.map(({ level, input }) => ({ level, solution: input.solution })),
        settings.timeLimitMs,
        settings.metric,
      ).then(
        (levels) => ({ levels }),
        (error: unknown) => ({ error }),
      )
    : undefined;
  const ours: LevelFigures['ours'][] = [];
  for (const job of jobs) {
    ours.push(await optimizeOurs(pool, job.level, job.input.solution, job.index, settings));
  }
  const peerAnswer = peerRun ? await peerRun : undefined;
  if (peerAnswer && 'error' in peerAnswer) throw peerAnswer.error;
  const reference = readReference(name, new Map(jobs.map((job) => [job.index, job.level])));
  const levels: LevelFigures[] = jobs.map((job, k) => ({
    level: job.index + 1,
    input: { moves: job.input.moves, pushes: job.input.pushes },
    ours: ours[k],
    peer: peerAnswer ? peerFigures(peerAnswer.levels[k], job.input) : undefined,
    reference: reference.found ? reference.byLevel.get(job.index) : undefined,
  }));
  if (settings.perLevel && !settings.json) {
    for (const figures of levels) console.log(levelLine(name, figures, settings));
  }
  return {
    name,
    chosen: selected.length,
    unsolved: selected.filter((_, k) => !inputs[k].solution).map((job) => job.index + 1),
    inputsFromCache: inputs.filter((input) => input.fromCache && input.solution).length,
    levels,
    totals: totalsOf(levels, settings, reference),
    noReference: reference.found ? undefined : reference.why,
  };
}

/** Our optimizer on one level, on the worker thread; its result replayed here. */
async function optimizeOurs(
  pool: Piscina<OptimizeTask, OptimizeResult>,
  level: SokobanLevel,
  solution: string,
  index: number,
  settings: Settings,
): Promise<LevelFigures['ours']> {
  const began = performance.now();
  const result = await pool.run({
    level,
    solution,
    metric: settings.metric,
    timeLimitMs: settings.timeLimitMs,
  });
  const seconds = (performance.now() - began) / 1000;
  const check = replay(level, result.solution);
  if (!check.legal || !check.solved || check.moves !== result.moves) {
    throw new Error(`the optimizer's solution of level ${index + 1} fails the replay`);
  }
  return {
    moves: check.moves,
    pushes: check.pushes,
    improved: result.improved,
    optimal: result.optimal,
    outcome: result.outcome,
    seconds: Math.round(seconds * 10) / 10,
  };
}

/** The peer's answer as figures: its solution when it replays, else the input's counts. */
function peerFigures(answer: PeerLevel, input: Count): LevelFigures['peer'] {
  if (answer.solved) {
    const improved = answer.moves !== input.moves || answer.pushes !== input.pushes;
    return { moves: answer.moves, pushes: answer.pushes, improved, seconds: answer.seconds ?? 0 };
  }
  const kept = answer.rejected
    ? `rejected: ${answer.rejected}`
    : (answer.failed ?? 'nothing shorter given');
  return { ...input, improved: false, kept, seconds: answer.seconds ?? 0 };
}

function totalsOf(
  levels: readonly LevelFigures[],
  settings: Settings,
  reference: ReturnType<typeof readReference>,
): CollectionFigures['totals'] {
  const count = (pick: (figures: LevelFigures) => Count | undefined): Count => ({
    moves: sum(levels, (figures) => pick(figures)?.moves ?? 0),
    pushes: sum(levels, (figures) => pick(figures)?.pushes ?? 0),
  });
  const withPeer = levels.filter((figures) => figures.peer !== undefined);
  const better = (a: Count, b: Count) => isBetter(settings.metric, a, b);
  const withReference = levels.filter((figures) => figures.reference !== undefined);
  return {
    input: count((figures) => figures.input),
    ours: {
      ...count((figures) => figures.ours),
      improved: levels.filter((figures) => figures.ours.improved).length,
      optimal: levels.filter((figures) => figures.ours.optimal).length,
      seconds: Math.round(sum(levels, (figures) => figures.ours.seconds) * 10) / 10,
    },
    peer: settings.peer
      ? {
          ...count((figures) => figures.peer),
          improved: withPeer.filter((figures) => figures.peer!.improved).length,
          kept: withPeer.filter((figures) => figures.peer!.kept !== undefined).length,
          rejected: withPeer.filter((figures) => figures.peer!.kept?.startsWith('rejected')).length,
          failed: withPeer.filter((figures) => figures.peer!.kept?.includes('stopped')).length,
          seconds: Math.round(sum(withPeer, (figures) => figures.peer!.seconds) * 10) / 10,
          oursBetter: withPeer.filter((figures) => better(figures.ours, figures.peer!)).length,
          peerBetter: withPeer.filter((figures) => better(figures.peer!, figures.ours)).length,
        }
      : undefined,
    reference: reference.found
      ? {
          ...count((figures) => figures.reference),
          levels: withReference.length,
          file: reference.file,
          bad: reference.bad,
        }
      : undefined,
  };
}

const grouped = (n: number): string => n.toLocaleString('en-US');

function row(label: string, count: Count, levels: number, note: string): string {
  return (
    `  ${label.padEnd(12)}${grouped(count.moves).padStart(9)}${grouped(count.pushes).padStart(9)}` +
    `${String(levels).padStart(8)}  ${note}`.trimEnd()
  );
}

function describe(figures: CollectionFigures, settings: Settings): string {
  const { totals, levels } = figures;
  const n = levels.length;
  const lines = [
    `${figures.name}: ${n} of ${figures.chosen} chosen levels have an input solution` +
      (figures.unsolved.length > 0 ? ` (not solved: ${figures.unsolved.join(', ')})` : '') +
      `; ${figures.inputsFromCache} of them from the cache`,
    `  ${''.padEnd(12)}${'moves'.padStart(9)}${'pushes'.padStart(9)}${'levels'.padStart(8)}`,
    row('input', totals.input, n, ''),
    row(
      'ours',
      totals.ours,
      n,
      `${totals.ours.improved} improved, ${totals.ours.optimal} proven best, ${totals.ours.seconds} s`,
    ),
  ];
  const peer = totals.peer;
  if (peer && settings.peer) {
    const kept =
      peer.kept > 0
        ? `, ${peer.kept} kept their input (${peer.rejected} rejected, ${peer.failed} stopped)`
        : '';
    lines.push(
      row(settings.peer.name, peer, n, `${peer.improved} improved${kept}, ${peer.seconds} s wall`),
    );
  }
  if (totals.reference) {
    const partial =
      totals.reference.levels < n ? ` (only ${totals.reference.levels} of the ${n} levels)` : '';
    lines.push(row('reference', totals.reference, totals.reference.levels, `best known${partial}`));
    for (const bad of totals.reference.bad) lines.push(`  reference row refused: ${bad}`);
  } else {
    lines.push(`  reference   none: ${figures.noReference}`);
  }
  if (peer && settings.peer) {
    const ratio = (a: number, b: number) => (b === 0 ? '-' : (a / b).toFixed(3));
    lines.push(
      `  ours / ${settings.peer.name}: moves ${ratio(totals.ours.moves, peer.moves)}, ` +
        `pushes ${ratio(totals.ours.pushes, peer.pushes)}; by ${settings.metric} ours is ` +
        `shorter on ${peer.oursBetter} levels, ${settings.peer.name} on ${peer.peerBetter}, ` +
        `equal on ${n - peer.oursBetter - peer.peerBetter}`,
    );
  }
  lines.push('  every solution verified by replay');
  return lines.join('\n');
}

function levelLine(name: string, figures: LevelFigures, settings: Settings): string {
  const count = (c: Count) => `${c.moves}/${c.pushes}`;
  const ours = `ours ${count(figures.ours)}${figures.ours.optimal ? ' (proven best)' : ''}`;
  const peer = figures.peer
    ? `  ${settings.peer!.name} ${count(figures.peer)}${figures.peer.kept ? ` (${figures.peer.kept})` : ''}`
    : '';
  const reference = figures.reference ? `  reference ${count(figures.reference)}` : '';
  return `  ${name} ${figures.level}: input ${count(figures.input)}  ${ours}${peer}${reference}`;
}

const program = new Command(NAME)
  .description('our optimizer (and a peer) on our solver solutions, beside the best known')
  .argument('[collections...]', `bundled names, paths or files under ../shared/sokoban`)
  .option('--time-limit <duration>', 'optimizing time per level', '10s')
  .option('--solve-limit <duration>', 'time per level for the input solutions', '30s')
  .option('--every <n>', 'only every n-th level of the selection, from its first')
  .option('--level <spec>', 'levels: 3, 2-9, 1,4,7 (default all)')
  .addOption(new Option('--metric <metric>').choices(OPTIMIZE_METRICS).default('moves'))
  .option('--cache <file>', `input solutions cache (default ${DEFAULT_INPUT_CACHE})`)
  .option('--no-cache', 'solve every level afresh, and keep nothing')
  .option('--peer <solver=path>', 'optimize with a peer at the same time, one core each: yass=PATH')
  .option('--per-level', 'one line per level')
  .option('--json', 'figures as JSON')
  .exitOverride()
  .configureOutput({
    outputError: (text, write) =>
      write(
        `${NAME}: ${text
          .trim()
          .replace(/^error: /, '')
          .replace(/\s*\n\s*/g, ' ')}\n`,
      ),
  })
  .action(benchAction(NAME, run));

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // Help and version end here too, with their own code (0); a usage error is bad input.
  process.exitCode = error.exitCode === 0 ? 0 : 2;
}
