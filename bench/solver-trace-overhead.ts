/**
 * What the optional tracers of the Boggle and laser solvers cost when no tracer is given:
 * this tree's `BoggleSolver` and `solveLaser` against the same modules as they are at a git
 * ref (default `main`), loaded side by side in one process and run in alternating rounds on
 * the same inputs (CPU time of this process, order swapped every round). Both versions must
 * give the same answers first. The ratio is this tree's time over the ref's: 1.00 = no cost.
 *
 *   npx tsx bench/solver-trace-overhead.ts [--base main] [--rounds 12] [--round-ms 400]
 *
 * Compare with a ref from before the hooks, e.g. `--base 4632603` for the commit before the
 * Boggle and laser tracers were added.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seededRandom } from '../src/grid/index.js';
import * as laser from '../src/puzzles/laser/index.js';
import * as wordsearch from '../src/puzzles/wordsearch/index.js';
import { bundledWords } from '../src/words/index.js';

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const base = argument('--base', 'main');
const rounds = Number(argument('--rounds', '12'));
const roundMs = Number(argument('--round-ms', '400'));
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Imports `path` (relative to the project root) as it is at `ref`, or in this tree when `ref`
 * is undefined, from a copy in a temporary folder — both versions are loaded the same way,
 * so the transpiler treats them alike. Relative imports point at this tree's modules, which
 * the change under test did not touch.
 */
async function importAt<T>(ref: string | undefined, path: string): Promise<T> {
  const source =
    ref === undefined
      ? readFileSync(join(root, path), 'utf8')
      : execFileSync('git', ['show', `${ref}:${path}`], { cwd: root, encoding: 'utf8' });
  const from = dirname(join(root, path));
  const rewritten = source.replace(
    /from '(\.{1,2}\/[^']+)\.js'/g,
    (_, relative: string) => `from '${pathToFileURL(resolve(from, relative)).href}.ts'`,
  );
  // Inside the project, so that tsx compiles the copies with the project's tsconfig.
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const dir = mkdtempSync(join(root, 'test-results', 'overhead-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, path.replace(/\//g, '_'));
  writeFileSync(file, rewritten);
  return (await import(pathToFileURL(file).href)) as T;
}

/** CPU milliseconds of `run`, repeated until `roundMs` of CPU have passed; per call. */
function cpuPerCall(run: () => void): number {
  const start = process.cpuUsage();
  let calls = 0;
  let used = 0;
  do {
    run();
    calls++;
    const now = process.cpuUsage(start);
    used = (now.user + now.system) / 1000;
  } while (used < roundMs);
  return used / calls;
}

/** Alternating rounds of the two versions; the median of the per-round ratios (ours / base). */
function compare(name: string, ours: () => void, theirs: () => void): void {
  cpuPerCall(ours);
  cpuPerCall(theirs); // warm up both
  const ratios: number[] = [];
  let oursTotal = 0;
  let theirsTotal = 0;
  for (let round = 0; round < rounds; round++) {
    const [a, b] =
      round % 2 === 0
        ? [cpuPerCall(ours), cpuPerCall(theirs)]
        : (() => {
            const t = cpuPerCall(theirs);
            return [cpuPerCall(ours), t];
          })();
    ratios.push(a / b);
    oursTotal += a;
    theirsTotal += b;
  }
  ratios.sort((x, y) => x - y);
  const median = ratios[Math.floor(ratios.length / 2)];
  console.log(
    `| ${name} | ${((theirsTotal / rounds) * 1000).toFixed(1)} | ${((oursTotal / rounds) * 1000).toFixed(1)} | ${median.toFixed(3)} | ${ratios[0].toFixed(3)}–${ratios[ratios.length - 1].toFixed(3)} |`,
  );
}

const baseWords = await importAt<typeof wordsearch>(base, 'src/puzzles/wordsearch/solver.ts');
const baseLaser = await importAt<typeof laser>(base, 'src/puzzles/laser/solve.ts');
const hereWords = await importAt<typeof wordsearch>(undefined, 'src/puzzles/wordsearch/solver.ts');
const hereLaser = await importAt<typeof laser>(undefined, 'src/puzzles/laser/solve.ts');

console.log(
  `Untraced solvers, this tree against ${base} (${execFileSync('git', ['rev-parse', '--short', base], { cwd: root, encoding: 'utf8' }).trim()}), ${rounds} alternating rounds of ${roundMs} ms CPU, node ${process.version}\n`,
);
console.log('| workload | µs per call at base | µs per call here | ratio (median) | range |');
console.log('|---|---:|---:|---:|---:|');

// Boggle: 200 random 4 x 4 boards rolled from the dice, every ENABLE2K word of 3+ letters.
const trie = wordsearch.Trie.fromWords(bundledWords('english'));
const random = seededRandom(1);
const boards = Array.from({ length: 200 }, () => wordsearch.rollBoggle(random));
const ours = new hereWords.BoggleSolver(trie, boards[0].board, { minLength: 3 });
const theirs = new baseWords.BoggleSolver(trie, boards[0].board, { minLength: 3 });
for (const grid of boards) {
  ours.solve(grid.tiles);
  theirs.solve(grid.tiles);
  if (ours.count !== theirs.count || ours.expanded !== theirs.expanded) {
    throw new Error('the two Boggle solvers disagree');
  }
}
compare(
  'Boggle, 200 boards',
  () => boards.forEach((grid) => ours.solve(grid.tiles)),
  () => boards.forEach((grid) => theirs.solve(grid.tiles)),
);

// Laser: every solution of the example puzzles that take a while.
for (const name of ['three-targets.txt', 'four-targets.txt', 'five-pieces.txt']) {
  const puzzle = laser.parseLaser(readFileSync(join(root, 'examples/laser', name), 'utf8'));
  const options = { maxSolutions: Infinity };
  const a = hereLaser.solveLaser(puzzle, options);
  const b = baseLaser.solveLaser(puzzle, options);
  if (a.stats.expanded !== b.stats.expanded || a.solutions.length !== b.solutions.length) {
    throw new Error(`the two laser solvers disagree on ${name}`);
  }
  compare(
    `laser ${name}, all solutions`,
    () => hereLaser.solveLaser(puzzle, options),
    () => baseLaser.solveLaser(puzzle, options),
  );
}
