/**
 * Sokoban benchmark: solves a collection level by level under a time limit and prints the
 * solved count, total time and states per second (and, with --per-level, one line a level).
 * Every solution is replayed by the verifier before it counts.
 *
 *   npm run bench:sokoban -- ../shared/sokoban/microban.sok --time-limit 10s [--jobs 1]
 *   npm run bench:sokoban -- xsokoban --time-limit 60s --level 1-10 --optimal pushes
 *   npm run bench:sokoban -- xsokoban --time-limit 30s --peer festival=/path/to/festival
 *   npm run bench:sokoban -- sasquatch --every 4 --time-limit 30s --peer festival=PATH
 *   npm run bench:sokoban -- microban --time-limit 10s --peer yass=/path/to/YASS
 *   npm run bench:sokoban -- xsokoban --time-limit 60s --threads 2
 *   npm run bench:sokoban -- xsokoban --time-limit 30s --threads 2 --peer festival=PATH
 *
 * With `--peer festival=PATH` or `--peer yass=PATH`, that solver solves the same levels at the
 * same time, one core each (see bench/sokoban-peer.ts and bench/yass-peer.ts); its solutions
 * are replayed by our checker, and both counts are printed with their ratio. With `--threads N`
 * beside `--peer festival=PATH`, the two run in turn, ours on N threads, then Festival with
 * `-cores N`, so that each has the cores to itself.
 *
 * FILE is a path, a bundled collection name (xsokoban, microban, microban2), or a file name
 * under ../shared/sokoban. A missing file is reported as such (exit code 2).
 */
import { cpus } from 'node:os';
import { Command, Option } from 'commander';
import { InputError } from '../src/errors.js';
import { benchAction } from './bench-action.js';
import { parseDuration, parseInteger } from '../src/option-values.js';
import type { LevelOutcome } from '../src/puzzles/sokoban/index.js';
import { builtSokoban } from './built-sokoban.js';
import { loadCollection, resolveCollection, selectLevels } from './sokoban-collections.js';
import { parsePeer, runPeer, type PeerRun } from './sokoban-peer.js';

interface BenchOptions {
  timeLimit: string;
  jobs: string;
  threads: string;
  every?: string;
  optimal: 'pushes' | 'any';
  level?: string;
  maxStates?: string;
  maxExpanded?: string;
  repeatable?: boolean;
  equalShares?: boolean;
  perLevel?: boolean;
  json?: boolean;
  peer?: string;
}

/** `2-77, 80-90 (timeLimit); 78 (exhausted)`: level numbers as ranges, by outcome. */
function describeUnsolved(unsolved: { level: number; outcome: string }[]): string {
  const byOutcome = new Map<string, number[]>();
  for (const { level, outcome } of unsolved) {
    byOutcome.set(outcome, [...(byOutcome.get(outcome) ?? []), level]);
  }
  return [...byOutcome]
    .map(([outcome, levels]) => {
      const ranges: string[] = [];
      for (let i = 0; i < levels.length;) {
        let j = i;
        while (j + 1 < levels.length && levels[j + 1] === levels[j] + 1) j++;
        ranges.push(j > i ? `${levels[i]}-${levels[j]}` : String(levels[i]));
        i = j + 1;
      }
      return `${ranges.join(', ')} (${outcome})`;
    })
    .join('; ');
}

const grouped = (n: number): string => Math.round(n).toLocaleString('en-US');

async function run(file: string, options: BenchOptions): Promise<number> {
  const path = resolveCollection(file);
  const timeLimitMs = parseDuration(options.timeLimit);
  const jobs = parseInteger(options.jobs, '--jobs', 1, 64);
  const threads = parseInteger(options.threads, '--threads', 1, 64);
  const every = options.every === undefined ? 1 : parseInteger(options.every, '--every', 1);
  const maxStates =
    options.maxStates === undefined
      ? undefined
      : parseInteger(options.maxStates, '--max-states', 1);
  const maxExpanded =
    options.maxExpanded === undefined
      ? undefined
      : parseInteger(options.maxExpanded, '--max-expanded', 1);
  if (options.repeatable && threads !== 1) {
    throw new InputError('--repeatable solves each level on one thread: leave --threads at 1');
  }
  const peer = options.peer === undefined ? undefined : parsePeer(options.peer, timeLimitMs);
  if (peer && jobs !== 1) {
    throw new InputError('--peer solves one level at a time: leave --jobs at 1');
  }
  if (peer && threads !== 1 && peer.name !== 'festival') {
    throw new InputError(`--peer ${peer.name} runs on one core: leave --threads at 1`);
  }
  // With --threads N the two solvers run in turn, each with N cores (Festival's -cores N);
  // on one thread they run at the same time, one core each.
  const inTurn = peer !== undefined && threads > 1;
  const { solveCollection } = await builtSokoban();
  const collection = loadCollection(path);
  const selected = selectLevels(collection, options.level ?? 'all').filter(
    (_, k) => k % every === 0,
  );
  // Started first, so that both solvers work on the same levels at the same time.
  const peerRun =
    peer && !inTurn
      ? runPeer(
          peer,
          selected.map((job) => job.level),
          timeLimitMs,
        )
      : undefined;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  if (!options.json) {
    console.log(
      `${collection.name}: ${selected.length} levels, ${timeLimitMs / 1000} s${maxExpanded === undefined ? '' : ` and ${grouped(maxExpanded)} expanded`} per level, optimal=${options.optimal}${options.repeatable ? ', turns by positions generated' : ''}${options.equalShares ? ', equal shares' : ', shares learned'}, ${jobs} job(s), ${threads} thread(s) a level; node ${process.version}, ${cpu}`,
    );
  }
  const onDone = (o: LevelOutcome): void => {
    if (!options.perLevel || options.json) return;
    const r = o.result;
    const found = r.outcome === 'found';
    console.log(
      `${String(o.index + 1).padStart(5)} ${r.outcome.padEnd(11)} ${(found ? String(r.moves) : '-').padStart(6)} ${(found ? String(r.pushes) : '-').padStart(5)} ${(r.stats.elapsedMs / 1000).toFixed(2).padStart(8)} s ${grouped(r.stats.states).padStart(11)} states${r.foundBy ? `  ${r.foundBy.preset}` : ''}`,
    );
  };
  const started = performance.now();
  // On worker threads even with one job: this thread stays free to run the peer's levels.
  const outcomes = await solveCollection(selected, {
    solve: {
      timeLimitMs,
      maxStates,
      maxExpanded,
      optimal: options.optimal,
      threads,
      repeatable: options.repeatable,
    },
    jobs,
    inWorkers: true,
    learnShares: !options.equalShares,
    onDone,
  });
  const wallMs = performance.now() - started;
  const peerResult =
    peer && inTurn
      ? await runPeer(
          peer,
          selected.map((job) => job.level),
          timeLimitMs,
          threads,
        )
      : await peerRun;
  const solved = outcomes.filter((o) => o.result.outcome === 'found');
  const sum = (list: LevelOutcome[], f: (o: LevelOutcome) => number): number =>
    list.reduce((total, o) => total + f(o), 0);
  const searchMs = sum(outcomes, (o) => o.result.stats.elapsedMs);
  const states = sum(outcomes, (o) => o.result.stats.states);
  const expanded = sum(outcomes, (o) => o.result.stats.expanded);
  const figures = {
    file: collection.name,
    solved: solved.length,
    total: outcomes.length,
    timeLimitMs,
    jobs,
    threads,
    optimal: options.optimal,
    ...(maxExpanded === undefined ? {} : { maxExpanded }),
    repeatable: Boolean(options.repeatable),
    learnShares: !options.equalShares,
    wallMs: Math.round(wallMs),
    searchMs: Math.round(searchMs),
    solvedSearchMs: Math.round(sum(solved, (o) => o.result.stats.elapsedMs)),
    moves: sum(solved, (o) => o.result.moves),
    pushes: sum(solved, (o) => o.result.pushes),
    states,
    expanded,
    statesPerSecond: Math.round(states / (searchMs / 1000)),
    expandedPerSecond: Math.round(expanded / (searchMs / 1000)),
    unsolved: outcomes
      .filter((o) => o.result.outcome !== 'found')
      .map((o) => ({ level: o.index + 1, outcome: o.result.outcome })),
  };
  const peerFigures =
    peerResult && peerSummary(peerResult, figures.solved, figures.searchMs, options.perLevel);
  if (options.json) {
    console.log(JSON.stringify({ ...figures, peer: peerFigures }, null, 2));
  } else {
    console.log(
      [
        `solved          ${figures.solved}/${figures.total}`,
        `total time      ${(figures.wallMs / 1000).toFixed(1)} s wall, ${(figures.searchMs / 1000).toFixed(1)} s searching (${(figures.solvedSearchMs / 1000).toFixed(1)} s on solved levels)`,
        `states/second   ${grouped(figures.statesPerSecond)} stored, ${grouped(figures.expandedPerSecond)} expanded`,
        `work            ${grouped(figures.states)} states stored, ${grouped(figures.expanded)} expanded${options.repeatable ? ' (the same on any machine)' : ''}`,
        `solutions       ${grouped(figures.moves)} moves, ${grouped(figures.pushes)} pushes (all verified by replay)`,
        figures.unsolved.length > 0 ? `not solved      ${describeUnsolved(figures.unsolved)}` : '',
        peerFigures
          ? `${(options.peer!.split('=')[0] + (inTurn ? ` -cores ${threads}` : '') + ' ').padEnd(16)}${peerFigures.solved}/${figures.total} solved by its solutions replayed here ` +
            `(${peerFigures.rejected} rejected), ${peerFigures.seconds} s ${peer!.name === 'yass' ? 'wall time of its one run' : 'by its own clock'}; ` +
            `solved ours / theirs ${peerFigures.ratio.toFixed(2)}, time ours / theirs ${peerFigures.timeRatio.toFixed(2)} (our searching time over its)`
          : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  return 0;
}

/**
 * The peer's count of replayed solutions, its rejects, our count over its and our searching
 * time (`oursMs`) over its time.
 */
function peerSummary(run: PeerRun, ours: number, oursMs: number, perLevel: boolean | undefined) {
  const solved = run.levels.filter((level) => level.solved).length;
  const rejected = run.levels.filter((level) => level.rejected !== undefined);
  if (perLevel) {
    run.levels.forEach((level, k) => {
      const what = level.solved
        ? `${level.moves} moves, ${level.pushes} pushes`
        : (level.rejected ?? level.failed ?? 'not solved');
      console.log(
        `  peer ${String(k + 1).padStart(4)} ${level.seconds === undefined ? '    -' : `${String(level.seconds).padStart(4)} s`}  ${what}`,
      );
    });
  }
  return {
    solved,
    rejected: rejected.length,
    seconds:
      run.seconds < 1 ? Math.round(run.seconds * 100) / 100 : Math.round(run.seconds * 10) / 10,
    ratio: ours / Math.max(1, solved),
    timeRatio: oursMs / 1000 / Math.max(0.001, run.seconds),
    levels: run.levels,
  };
}

const program = new Command('bench:sokoban')
  .argument('<file>', 'level file, bundled collection name, or file under ../shared/sokoban')
  .option('--time-limit <duration>', 'per level', '10s')
  .option('--jobs <n>', 'levels solved at once', '1')
  .option('--threads <n>', "threads for each level's searches", '1')
  .option('--every <n>', 'only every n-th level of the selection, from its first')
  .addOption(new Option('--optimal <kind>').choices(['pushes', 'any']).default('any'))
  .option('--level <spec>', 'levels: 3, 2-9, 1,4,7 (default all)')
  .option('--max-states <n>', 'state budget per level')
  .option('--max-expanded <n>', 'expansions per level, all its searches together')
  .option(
    '--repeatable',
    'turns by positions generated, not the clock: with --max-expanded, the same counts on any machine',
  )
  .option(
    '--equal-shares',
    "equal shares of each level's time for its searches, instead of learning them from the levels solved before",
  )
  .option('--per-level', 'one line per level')
  .option('--json', 'figures as JSON')
  .option(
    '--peer <solver=path>',
    'run a peer at the same time, one core each: festival=PATH or yass=PATH (with --threads N, Festival gets -cores N and the two run in turn)',
  )
  .action(benchAction('bench:sokoban', run));

await program.parseAsync(process.argv);
