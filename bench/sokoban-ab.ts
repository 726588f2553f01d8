/**
 * Same-process A/B timing of the Sokoban solver against a baseline checkout: both versions solve
 * the same levels under the same fixed state budget, in alternating order, and the ratios of
 * their total times and of their fastest runs (the steadier on a shared machine) are printed.
 * With a fixed budget and a deterministic search (a one-search `--plan`, or the default plan
 * with `--repeatable`, whose turns follow positions generated, not the clock) both do the same
 * work, the same `expanded`, so the ratio is the speed-up, measured in one process as the
 * machine's noise demands. `--repeatable` needs a baseline that has the option.
 *
 *   git worktree add /tmp/base HEAD~1 && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   npx tsx bench/sokoban-ab.ts --baseline /tmp/base ../shared/sokoban/xsokoban.sok \
 *     --levels 11,20 --max-states 300000 --rounds 2 [--plan "gWeight=0,hWeight=1,reverse=1"]
 *
 * `--levels` takes what `sokoban solve --level` takes: `3`, `2-9`, `1,4,7` or `all`. Without
 * `--plan`, each version runs its own default plan under the solver's default memory budget
 * (unless `--max-states` is given): whole solves as a user runs them, compared by their times.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InputError } from '../src/errors.js';
import { parseCollection, solveWithTuning } from '../src/puzzles/sokoban/index.js';
import { selectLevels } from './sokoban-collections.js';
import { parsePlan } from './sokoban-plan.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const baselineDir = option('--baseline');
const file = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (baselineDir === undefined || file === undefined) {
  console.error(
    'usage: sokoban-ab.ts --baseline DIR FILE [--levels 1,2|2-9|all] [--max-states N] [--rounds N] [--plan P] [--repeatable]',
  );
  process.exit(2);
}
const baselineUrl = pathToFileURL(resolve(baselineDir, 'src/puzzles/sokoban/solver/index.ts')).href;
const baseline = (await import(baselineUrl)) as { solveWithTuning: typeof solveWithTuning };
const levels = parseCollection(readFileSync(file, 'utf8'), { file });
let chosen: number[];
try {
  const jobs = selectLevels({ name: file, levels }, option('--levels') ?? '1', '--levels');
  chosen = jobs.map((job) => job.index + 1);
} catch (error) {
  if (!(error instanceof InputError)) throw error;
  console.error(`sokoban-ab: ${error.message}`);
  process.exit(2);
}
// A one-search plan gets a fixed budget so both versions do the same work; whole solves (no
// --plan) get the solver's own default, as a user's run would.
const maxStatesOption = option('--max-states') ?? (option('--plan') ? '300000' : undefined);
const maxStates = maxStatesOption === undefined ? undefined : Number(maxStatesOption);
const rounds = Number(option('--rounds') ?? '2');
const plan = parsePlan(option('--plan'));
const repeatable = args.includes('--repeatable');
const versions = [
  { name: 'baseline', solve: baseline.solveWithTuning, ms: 0, best: new Map<number, number>() },
  { name: 'current', solve: solveWithTuning, ms: 0, best: new Map<number, number>() },
];
for (let round = 0; round < rounds; round++) {
  for (const [i, n] of chosen.entries()) {
    // Alternate which goes first, level by level, so that warming up and drift favour neither.
    for (const version of (round + i) % 2 === 0 ? versions : [...versions].reverse()) {
      const began = performance.now();
      const result = version.solve(
        levels[n - 1],
        { timeLimitMs: 600_000, maxStates, repeatable },
        plan,
      );
      const ms = performance.now() - began;
      version.ms += ms;
      version.best.set(n, Math.min(version.best.get(n) ?? Infinity, ms));
      console.log(
        `${version.name.padEnd(8)} level ${n}: ${result.outcome}, ${result.stats.states} states, ${result.stats.expanded} expanded, ${(ms / 1000).toFixed(2)} s`,
      );
    }
  }
}
// On a shared machine other work only ever slows a run down: the fastest of each level's
// runs is the steadiest figure, the totals the plainest.
const bestSum = (version: (typeof versions)[number]): number =>
  [...version.best.values()].reduce((sum, ms) => sum + ms, 0);
const [base, current] = versions;
console.log(
  `baseline ${(base.ms / 1000).toFixed(1)} s, current ${(current.ms / 1000).toFixed(1)} s: current is ${(base.ms / current.ms).toFixed(2)} times as fast`,
);
console.log(
  `fastest runs: baseline ${(bestSum(base) / 1000).toFixed(2)} s, current ${(bestSum(current) / 1000).toFixed(2)} s: current is ${(bestSum(base) / bestSum(current)).toFixed(2)} times as fast`,
);
