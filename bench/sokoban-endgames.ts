/**
 * Endgames: how well each search finishes a level it has nearly solved. For every level with a
 * reference solution, the position some pushes before its end (`--before`, 8 and 32 by
 * default) becomes a level of its own, and each search of the default plan, alone, and the
 * whole plan try to finish it within a budget of expansions (turns by positions generated, so
 * the counts are the same on any machine). A search that cannot finish a position a few pushes
 * from solved has a weakness the full levels hide: there the other searches, or a meeting with
 * a backward search, often make up for it.
 *
 *   npx tsx bench/sokoban-endgames.ts sasquatch --every 4
 *   npx tsx bench/sokoban-endgames.ts xsokoban --before 8,16,32,64 --per-level
 *   npx tsx bench/sokoban-endgames.ts my.sok --solutions my.solutions.tsv --preset fess,plan
 *
 * FILE is a path, a bundled collection name, or a file under ../shared/sokoban; its reference
 * solutions are `--solutions`, by default the `.solutions.tsv` beside it in ../shared/sokoban
 * (level<TAB>solution rows, as `sokoban solve --solutions` writes them). Levels without one
 * are left out. Runs on the built package, as `npm run bench:sokoban` does.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Command } from 'commander';
import { InputError } from '../src/errors.js';
import { benchAction } from './bench-action.js';
import { parseDuration, parseInteger } from '../src/option-values.js';
import { builtSokoban } from './built-sokoban.js';
import {
  loadCollection,
  resolveCollection,
  selectLevels,
  sharedSokoban,
} from './sokoban-collections.js';

type SokobanLibrary = Awaited<ReturnType<typeof builtSokoban>>;
type Level = Parameters<SokobanLibrary['solveSokoban']>[0];
type SolutionRow = ReturnType<SokobanLibrary['parseSolutionRows']>[number];
type SearchPreset = ReturnType<SokobanLibrary['planFor']>[number];

interface EndgameOptions {
  solutions?: string;
  before: string;
  level?: string;
  every?: string;
  maxExpanded: string;
  timeLimit: string;
  preset?: string;
  perLevel?: boolean;
}

/** The whole default plan, by turns, as `solveSokoban` runs it. */
const WHOLE_PLAN = 'plan';

/** The reference solutions file: given, or `<name>.solutions.tsv` under ../shared/sokoban. */
function solutionsFile(collectionName: string, given: string | undefined): string {
  if (given !== undefined) {
    if (!existsSync(given)) throw new InputError(`--solutions: ${given}: no such file`);
    return given;
  }
  const base = basename(collectionName).replace(/\.[^.]*$/, '');
  const beside = join(sharedSokoban, `${base}.solutions.tsv`);
  if (!existsSync(beside)) {
    throw new InputError(
      `no reference solutions for ${collectionName}: give --solutions FILE (${beside} is not there)`,
    );
  }
  return beside;
}

/** The pushes-before-the-end list of `--before`: positive whole numbers, ascending. */
function parseBefore(text: string): number[] {
  const values = text.split(',').map((part) => parseInteger(part.trim(), '--before', 1, 100_000));
  return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * The solution replayed under the rules: its moves with the pushes in capitals (`lurd`) and
 * its count of pushes. A solution that does not solve its level is refused with its row.
 */
function replayedSolution(lib: SokobanLibrary, level: Level, row: SolutionRow, file: string) {
  const replayed = lib.replay(level, row.moves);
  if (!replayed.solved) {
    throw new InputError(
      `${file}:${row.line}:${row.movesColumn}: the solution of level ${row.level} does not solve it (${lib.describeReplay(replayed)})`,
    );
  }
  return replayed;
}

/**
 * The position `before` pushes from the end of a replayed solution, as a level; undefined
 * when the solution has no more pushes than that.
 */
function endgameOf(
  lib: SokobanLibrary,
  level: Level,
  { lurd, pushes }: { lurd: string; pushes: number },
  before: number,
) {
  if (pushes <= before) return undefined;
  // The prefix ends with the push that leaves `before` pushes to go.
  let seen = 0;
  let end = 0;
  while (seen < pushes - before) {
    if (lurd[end] >= 'A' && lurd[end] <= 'Z') seen++;
    end++;
  }
  const { position } = lib.positionAfter(level, lurd.slice(0, end));
  return lib.levelAt(level, position);
}

async function run(file: string, options: EndgameOptions): Promise<number> {
  const path = resolveCollection(file);
  const lib = await builtSokoban();
  const collection = loadCollection(path);
  const before = parseBefore(options.before);
  const every = options.every === undefined ? 1 : parseInteger(options.every, '--every', 1);
  const maxExpanded = parseInteger(options.maxExpanded, '--max-expanded', 1);
  const timeLimitMs = parseDuration(options.timeLimit);
  const plan = lib.planFor('any');
  // The searches each name stands for: the plan's one by one, the whole plan, and, on request
  // only, pushes-optimal A* (a yardstick of how far from solved the position is).
  const searchesOf = new Map<string, SearchPreset[]>([
    ...plan.map((preset): [string, SearchPreset[]] => [preset.name, [preset]]),
    [WHOLE_PLAN, plan],
    ...lib.planFor('pushes').map((preset): [string, SearchPreset[]] => [preset.name, [preset]]),
  ]);
  const known = [...searchesOf.keys()];
  const chosen = options.preset?.split(',').map((name) => name.trim()) ?? [
    ...plan.map((preset) => preset.name),
    WHOLE_PLAN,
  ];
  for (const name of chosen) {
    if (!searchesOf.has(name)) {
      throw new InputError(`--preset: no search '${name}'; expected one of ${known.join(', ')}`);
    }
  }
  const reference = solutionsFile(collection.name, options.solutions);
  const rows = lib.parseSolutionRows(readFileSync(reference, 'utf8'), { file: reference });
  const rowOf = new Map(rows.map((row) => [row.level, row]));
  const jobs = selectLevels(collection, options.level ?? 'all')
    .filter((_, k) => k % every === 0)
    .filter((job) => rowOf.has(job.index + 1));
  console.log(
    `${basename(collection.name)}: ${jobs.length} levels with reference solutions, endgames ${before.join(', ')} pushes before the end, ${maxExpanded.toLocaleString('en-US')} expansions each (turns by positions generated)`,
  );
  const missed = new Map(chosen.map((name) => [name, [] as string[]]));
  const finished = new Map(chosen.map((name) => [name, before.map(() => 0)]));
  const tried = before.map(() => 0);
  for (const job of jobs) {
    const solution = replayedSolution(lib, job.level, rowOf.get(job.index + 1)!, reference);
    before.forEach((pushes, b) => {
      const endgame = endgameOf(lib, job.level, solution, pushes);
      if (endgame === undefined) return;
      tried[b]++;
      for (const name of chosen) {
        const limits = { maxExpanded, timeLimitMs, repeatable: true };
        const result = lib.solveWithTuning(endgame, limits, searchesOf.get(name)!);
        if (result.outcome === 'found') finished.get(name)![b]++;
        else missed.get(name)!.push(`${job.index + 1} (${pushes}: ${result.outcome})`);
      }
    });
  }
  const width = Math.max(...chosen.map((name) => name.length)) + 2;
  console.log(`${'search'.padEnd(width)}${before.map((b) => `${b} before`.padStart(12)).join('')}`);
  for (const name of chosen) {
    const cells = finished.get(name)!.map((n, b) => `${n}/${tried[b]}`.padStart(12));
    console.log(`${name.padEnd(width)}${cells.join('')}`);
  }
  if (options.perLevel) {
    for (const name of chosen) {
      const list = missed.get(name)!;
      console.log(`${name} did not finish: ${list.length === 0 ? 'none' : list.join(', ')}`);
    }
  }
  return 0;
}

const program = new Command('sokoban-endgames')
  .argument('<file>', 'level file, bundled collection name, or file under ../shared/sokoban')
  .option(
    '--solutions <file>',
    'reference solutions (default: ../shared/sokoban/NAME.solutions.tsv)',
  )
  .option('--before <list>', 'pushes before the end of each reference solution', '8,32')
  .option('--level <spec>', 'levels: 3, 2-9, 1,4,7 (default all)')
  .option('--every <n>', 'only every n-th level of the selection, from its first')
  .option('--max-expanded <n>', 'expansions for each endgame, all its searches together', '2000')
  .option('--time-limit <duration>', 'time for each endgame, a safeguard', '10s')
  .option(
    '--preset <names>',
    `searches to try, by name, ${WHOLE_PLAN} for the whole plan, optimal-pushes for pushes-optimal A* (default: the plan's searches and ${WHOLE_PLAN})`,
  )
  .option('--per-level', 'list the endgames each search did not finish')
  .action(benchAction('sokoban-endgames', run));

await program.parseAsync(process.argv);
