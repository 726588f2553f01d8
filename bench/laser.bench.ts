/**
 * The laser solver against the brute-force reference (every placement of the pieces on every
 * free square, each simulated), and against itself with its optional reachability bound, on the
 * example puzzles; solution sets are compared, not just timed. Then light simulation on a
 * large random board: `simulateLight` (the core `bfsOrder` over the `LaserBoard` graph)
 * against a typed-array loop like the solver's, to show what the generic traversal costs.
 * CPU time (process.cpuUsage), best of `--rounds` after a warm-up.
 *
 *   npx tsx bench/laser.bench.ts [--rounds 3] [--size 300] [--skip-brute a.txt,b.txt]
 */
import { readFileSync } from 'node:fs';
import {
  EXIT_TABLE,
  LaserBoard,
  PIECES,
  isLitSquare,
  parseLaser,
  simulateLight,
  solveLaser,
  type LaserSolution,
} from '../src/puzzles/laser/index.js';
import { enumerateLaserSolutions } from '../test/reference/laser.js';
import { seededRandom } from '../src/grid/index.js';

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const rounds = Number(argument('--rounds', '3'));
const side = Number(argument('--size', '300'));
// Brute force on five-pieces.txt would simulate 31,449,600 boards.
const skipBrute = new Set(argument('--skip-brute', 'five-pieces.txt').split(',').filter(Boolean));

/**
 * Best CPU milliseconds per call over `rounds` samples, after a warm-up; each sample repeats
 * the call until it has used at least 30 ms, so that sub-millisecond solves are not noise.
 */
function measure<T>(run: () => T, times = rounds): { ms: number; result: T } {
  let result = run();
  let repeat = 1;
  const sample = (): number => {
    const before = process.cpuUsage();
    for (let i = 0; i < repeat; i++) result = run();
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  };
  while (repeat < 1 << 20 && sample() < 30) repeat *= 2;
  let best = Infinity;
  for (let i = 0; i < times; i++) best = Math.min(best, sample() / repeat);
  return { ms: best, result };
}

function effectiveKey(solution: LaserSolution): string {
  const light = simulateLight(solution.board);
  return [...solution.placements, ...solution.orientations]
    .filter((p) => isLitSquare(light, p.square))
    .map((p) => `${p.square}:${p.kind}`)
    .sort()
    .join(',');
}

const sameSet = (a: Set<string>, b: Set<string>): boolean =>
  a.size === b.size && [...a].every((key) => b.has(key));

console.log(
  `Solver: every solution of each example puzzle (CPU ms per solve, best of ${rounds})\n`,
);
console.log(
  'puzzle               pieces  solutions  solver ms  nodes | +bound ms  nodes  pruned | brute ms  boards  brute/solver',
);
for (const name of [
  'corner.txt',
  'impossible.txt',
  'three-targets.txt',
  'turn-the-mirror.txt',
  'four-targets.txt',
  'five-pieces.txt',
]) {
  const puzzle = parseLaser(readFileSync(`examples/laser/${name}`, 'utf8'), { file: name });
  const pieces = puzzle.pieces.reduce((sum, entry) => sum + entry.count, 0);
  const solver = measure(() => solveLaser(puzzle, { maxSolutions: Infinity }));
  const bounded = measure(() =>
    solveLaser(puzzle, { maxSolutions: Infinity, reachabilityBound: true }),
  );
  const keys = new Set(solver.result.solutions.map(effectiveKey));
  if (!sameSet(keys, new Set(bounded.result.solutions.map(effectiveKey)))) {
    throw new Error(`${name}: the bound lost solutions`);
  }
  let brute = '       -        -             -';
  if (!skipBrute.has(name)) {
    const reference = measure(() => enumerateLaserSolutions(puzzle), 1);
    if (!sameSet(keys, reference.result.solutions)) {
      throw new Error(`${name}: the solver and brute force disagree`);
    }
    brute = `${reference.ms.toFixed(0).padStart(8)} ${String(reference.result.simulations).padStart(7)} ${(reference.ms / solver.ms).toFixed(0).padStart(12)}x`;
  }
  const s = solver.result.stats;
  const b = bounded.result.stats;
  console.log(
    `${name.padEnd(20)} ${String(pieces).padStart(6)} ${String(keys.size).padStart(10)} ${solver.ms.toFixed(2).padStart(10)} ${String(s.expanded).padStart(6)} | ${bounded.ms.toFixed(2).padStart(9)} ${String(b.expanded).padStart(6)} ${String(b.pruned).padStart(7)} | ${brute}`,
  );
}

// A large random board: mostly empty, with mirrors, splitters and blockers, 40 emitters.
const random = seededRandom(7);
const symbols = ['/', '\\', '|', '-', 'Z', 'N', '#', 'o'];
const rows: string[] = [];
for (let y = 0; y < side; y++) {
  let row = '';
  for (let x = 0; x < side; x++) {
    const roll = random();
    row += roll < 0.9 ? '.' : symbols[Math.floor(random() * symbols.length)];
  }
  rows.push(row);
}
for (let i = 0; i < 40; i++) {
  const y = Math.floor(random() * side);
  const x = Math.floor(random() * side);
  rows[y] = rows[y].slice(0, x) + '><^v'[i % 4] + rows[y].slice(x + 1);
}
const { board } = parseLaser(rows.join('\n'));

/** The same simulation as a plain loop over typed arrays, as the solver runs it. */
function typedArrayRays(b: LaserBoard): number {
  const next = new Int32Array(b.rayCount);
  for (let r = 0; r < b.rayCount; r++) next[r] = b.nextSquare(r);
  const seen = new Uint8Array(b.rayCount);
  const queue = new Int32Array(b.rayCount);
  let tail = 0;
  for (const r of b.emitterRays()) {
    if (seen[r]) continue;
    seen[r] = 1;
    queue[tail++] = r;
  }
  for (let head = 0; head < tail; head++) {
    const r = queue[head];
    const square = next[r];
    if (square < 0) continue;
    const mask = EXIT_TABLE[b.kinds[square] * 4 + (r & 3)];
    for (let d = 0; d < 4; d++) {
      const out = square * 4 + d;
      if (mask & (1 << d) && !seen[out]) {
        seen[out] = 1;
        queue[tail++] = out;
      }
    }
  }
  return tail;
}

const generic = measure(() => simulateLight(board).rays.length);
const typed = measure(() => typedArrayRays(board));
if (generic.result !== typed.result) throw new Error('the two simulations disagree');
console.log(
  `\nLight on a random ${side}x${side} board (${PIECES.length} piece kinds, 40 emitters): ${generic.result.toLocaleString('en')} rays`,
);
console.log(
  `simulateLight (core bfsOrder): ${generic.ms.toFixed(1)} ms, ${((generic.result / generic.ms) * 1000).toExponential(2)} rays/s`,
);
console.log(
  `typed-array loop (solver):     ${typed.ms.toFixed(1)} ms (includes building its next-square table), ${(generic.ms / typed.ms).toFixed(1)}x faster`,
);
