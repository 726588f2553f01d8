/**
 * Word-ladder figures: building the neighbour index, Knuth's statistics, and the diameter of
 * SGB's giant component by iFUB against the definition (one BFS from every word), in one
 * process; then BFS against bidirectional BFS on the whole ENABLE2K list with added and
 * removed letters.
 *
 *   npx tsx bench/ladder.bench.ts
 */
import {
  bfsDistances,
  componentDiameter,
  ladderStats,
  shortestLadder,
  UNREACHED,
  WordLadderGraph,
} from '../src/puzzles/wordladder/index.js';
import { bundledWords } from '../src/words/index.js';

function time<T>(run: () => T): [T, number] {
  const started = performance.now();
  const value = run();
  return [value, performance.now() - started];
}

const ms = (value: number): string => `${value.toFixed(0)} ms`;

const [sgb, sgbBuild] = time(() => new WordLadderGraph(bundledWords('sgb'), { name: 'sgb' }));
const [stats, statsTime] = time(() => ladderStats(sgb, { diameter: false }));
console.log(
  `sgb: ${stats.words} words, ${stats.edges} edges, ${stats.components} components, ${stats.isolated} isolated, largest ${stats.largestComponent.size}`,
);
console.log(`  build graph ${ms(sgbBuild)}; components ${ms(statsTime)}`);

const member = sgb.id(stats.largestComponent.example);
const [ifub, ifubTime] = time(() => componentDiameter(sgb, member));
const [brute, bruteTime] = time(() => {
  const distance = new Int32Array(sgb.size);
  const queue = new Int32Array(sgb.size);
  bfsDistances(sgb, member, distance, queue);
  const component = [...distance.keys()].filter((id) => distance[id] !== UNREACHED);
  let best = 0;
  for (const id of component) {
    best = Math.max(best, bfsDistances(sgb, id, distance, queue).eccentricity);
  }
  return { steps: best, searches: component.length + 1 };
});
if (ifub.steps !== brute.steps) throw new Error('iFUB and brute force disagree');
console.log(
  `  diameter ${ifub.steps} (${sgb.word(ifub.from)} -> ${sgb.word(ifub.to)}): iFUB ${ifub.searches} BFS runs ${ms(ifubTime)}; one BFS per word ${brute.searches} runs ${ms(bruteTime)}; ${(bruteTime / ifubTime).toFixed(0)}x`,
);

const [words, loadTime] = time(() => bundledWords('english'));
const [english, englishBuild] = time(
  () => new WordLadderGraph(words, { edits: true, name: 'english' }),
);
console.log(
  `\nenglish with edits: ${english.size} words, ${english.edgeCount} edges; load ${ms(loadTime)}, build ${ms(englishBuild)}`,
);
console.log(
  '| ladder | steps | BFS expanded | BFS ms | bidirectional expanded | bidirectional ms |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const [from, to] of [
  ['cat', 'horse'],
  ['chaos', 'order'],
  ['witch', 'ghost'],
  ['hand', 'foot'],
]) {
  const plain = shortestLadder(english, from, to, { algorithm: 'bfs' });
  const both = shortestLadder(english, from, to, { algorithm: 'bidirectional' });
  if (plain.steps !== both.steps) throw new Error(`the searches disagree on ${from} -> ${to}`);
  console.log(
    `| ${from} -> ${to} | ${plain.steps} | ${plain.stats.expanded} | ${plain.stats.elapsedMs.toFixed(1)} | ${both.stats.expanded} | ${both.stats.elapsedMs.toFixed(1)} |`,
  );
}
