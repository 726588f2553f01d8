/**
 * Development runner for the Sokoban solver: solves a collection level by level with a time
 * limit and prints one line per level plus the solved count. The benchmark proper is
 * bench/sokoban.bench.ts; this one exists to tune the solver.
 *
 *   npx tsx bench/sokoban-solver-dev.ts ../shared/sokoban/microban.sok --time-limit 10 [--optimal pushes] [--levels 1-20] [--max-states N] [--quiet]
 */
import { readFileSync } from 'node:fs';
import { parseCollection, solveWithTuning } from '../src/puzzles/sokoban/index.js';
import { parsePlan } from './sokoban-plan.js';

const args = process.argv.slice(2);
const file = args[0];
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const timeLimitMs = Number(option('--time-limit') ?? '10') * 1000;
const optimal = option('--optimal') === 'pushes' ? 'pushes' : 'any';
const quiet = args.includes('--quiet');
const maxStatesText = option('--max-states');
const maxStates = maxStatesText === undefined ? undefined : Number(maxStatesText);
const plan = parsePlan(option('--plan'));
const levels = parseCollection(readFileSync(file, 'utf8'), { file });
// --levels 1-20,25,31
const chosen: number[] = [];
for (const part of (option('--levels') ?? `1-${levels.length}`).split(',')) {
  const [a, b] = part.split('-').map(Number);
  for (let n = a; n <= (b ?? a); n++) chosen.push(n);
}
let solved = 0;
let totalMs = 0;
let totalPushes = 0;
let totalMoves = 0;
let totalStates = 0;
const failed: number[] = [];
for (const n of chosen) {
  const level = levels[n - 1];
  const result = solveWithTuning(level, { timeLimitMs, optimal, maxStates }, plan);
  totalMs += result.stats.elapsedMs;
  totalStates += result.stats.states;
  if (result.outcome === 'found') {
    solved++;
    totalPushes += result.pushes;
    totalMoves += result.moves;
  } else failed.push(n);
  if (!quiet || result.outcome !== 'found') {
    console.log(
      `${String(n).padStart(3)} ${result.outcome.padEnd(11)} crates ${String(level.crates.length).padStart(2)} pushes ${String(result.pushes).padStart(4)} moves ${String(result.moves).padStart(5)} states ${String(result.stats.states).padStart(8)} ${(result.stats.elapsedMs / 1000).toFixed(2)}s`,
    );
  }
}
console.log(
  `${file}: solved ${solved}/${chosen.length}, time ${(totalMs / 1000).toFixed(1)}s, ${Math.round(totalStates / (totalMs / 1000))} states/s, pushes ${totalPushes}, moves ${totalMoves} (limit ${timeLimitMs / 1000}s, ${optimal})`,
);
if (failed.length > 0) console.log(`unsolved: ${failed.join(' ')}`);
