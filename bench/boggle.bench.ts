/**
 * Boggle benchmark: random 4 x 4 boards rolled from the standard dice, every ENABLE2K word
 * of 3+ letters on each, boards per second on one core. The trie solver (typed-array trie,
 * bit-mask visited set, explicit stack) runs against the plain recursive solver (strings
 * and a prefix set) in the same process, on the same boards, and their answers are compared.
 *
 *   npm run bench:boggle                 # about 3 s per solver
 *   npm run bench:boggle -- --seconds 10 --seed 7
 *
 * Boards per second are given per wall-clock second and per CPU second of this process
 * (`process.cpuUsage`), the latter being the fairer "one core" figure on a busy machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  boggleScore,
  BoggleSolver,
  rollBoggle,
  Trie,
  type LetterGrid,
} from '../src/puzzles/wordsearch/index.js';
import { prefixDictionary, referenceFindAllWords } from '../test/reference/wordsearch.js';
import { bundledDictionaryPath, readWords } from '../src/words/index.js';
import { seededRandom } from '../src/grid/index.js';

const TARGET = 20_000;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

interface Timing {
  boards: number;
  wallMs: number;
  cpuMs: number;
}

/** Runs `solve` over the boards, round after round, until `seconds` have passed. */
function timeSolver(
  boards: LetterGrid[],
  seconds: number,
  solve: (grid: LetterGrid) => void,
): Timing {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  let solved = 0;
  while (performance.now() - wallStart < seconds * 1000) {
    for (let i = 0; i < 100; i++) solve(boards[solved++ % boards.length]);
  }
  const cpu = process.cpuUsage(cpuStart);
  return {
    boards: solved,
    wallMs: performance.now() - wallStart,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

const seconds = option('--seconds', 3);
const seed = option('--seed', 1);

// The same list the package ships; ../shared/words/enable2k.txt is byte-for-byte the same.
const shared = fileURLToPath(new URL('../../shared/words/enable2k.txt', import.meta.url));
const path = existsSync(shared) ? shared : bundledDictionaryPath('english');
/** Wall-clock and CPU milliseconds of `run`. */
function measure<T>(run: () => T): [T, string] {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const value = run();
  const cpu = process.cpuUsage(cpuStart);
  const wall = performance.now() - wallStart;
  return [value, `${wall.toFixed(0)} ms (CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms)`];
}

const [words, loadTime] = measure(() => readWords(readFileSync(path, 'utf8')));
const [trie, trieTime] = measure(() => Trie.fromWords(words));
const [dictionary, prefixTime] = measure(() => prefixDictionary(words));

const random = seededRandom(seed);
const boards = Array.from({ length: 10_000 }, () => rollBoggle(random));
const solver = new BoggleSolver(trie, boards[0].board, { minLength: 3 });

// Both solvers must agree before their speeds mean anything.
let totalWords = 0;
let totalScore = 0;
const checked = 300;
for (const grid of boards.slice(0, checked)) {
  solver.solve(grid.tiles);
  const expected = referenceFindAllWords(grid, dictionary, 3);
  const score = [...expected].reduce((sum, word) => sum + boggleScore(word), 0);
  if (solver.count !== expected.size || solver.score !== score) {
    throw new Error(`the solvers disagree on a board: ${solver.count} words vs ${expected.size}`);
  }
  totalWords += solver.count;
  totalScore += solver.score;
}

timeSolver(boards, 0.5, (grid) => solver.solve(grid.tiles)); // warm up the JIT
const fast = timeSolver(boards, seconds, (grid) => solver.solve(grid.tiles));
const plain = timeSolver(boards, seconds, (grid) => referenceFindAllWords(grid, dictionary, 3));

const rate = (timing: Timing, ms: number): number => (timing.boards * 1000) / ms;
const row = (name: string, timing: Timing): string =>
  `| ${name} | ${timing.boards.toLocaleString('en-US')} | ${Math.round(rate(timing, timing.wallMs)).toLocaleString('en-US')} | ${Math.round(rate(timing, timing.cpuMs)).toLocaleString('en-US')} |`;

console.log(
  `Boggle: random 4x4 boards from the standard dice (seed ${seed}), ENABLE2K (${words.length.toLocaleString('en-US')} words), 3+ letters`,
);
console.log(`node ${process.version}, ${seconds} s per solver, one thread\n`);
console.log(
  `load word list ${loadTime}; build trie ${trieTime}, ${trie.nodeCount.toLocaleString('en-US')} nodes; build prefix set ${prefixTime}`,
);
console.log(
  `first ${checked} boards: both solvers agree; ${(totalWords / checked).toFixed(1)} words and ${(totalScore / checked).toFixed(1)} points per board on average\n`,
);
console.log('| solver | boards | boards/s (wall) | boards/s (CPU) |');
console.log('|---|---:|---:|---:|');
console.log(row('trie, typed arrays, bit mask (puzzlegraph)', fast));
console.log(row('plain recursive, prefix set', plain));
const speedup = rate(fast, fast.cpuMs) / rate(plain, plain.cpuMs);
console.log(`\nspeed-up: ${speedup.toFixed(1)}x (per CPU second)`);
const cpuRate = rate(fast, fast.cpuMs);
console.log(
  cpuRate >= TARGET
    ? `target ${TARGET.toLocaleString('en-US')} boards/s per core: met (${Math.round(cpuRate).toLocaleString('en-US')})`
    : `target ${TARGET.toLocaleString('en-US')} boards/s per core: NOT met (${Math.round(cpuRate).toLocaleString('en-US')})`,
);
