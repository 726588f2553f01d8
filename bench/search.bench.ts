/**
 * The search core on a W x H open 4-connected grid (default 1000 x 1000, a million nodes):
 * BFS and Dijkstra with random integer weights 1..9, corner to corner, in nodes expanded per
 * second. In the same run and on the same adjacency lists:
 *   - graphology-traversal's bfsFromNode (BFS) and ngraph.path's aStar without heuristic
 *     (Dijkstra), printed as ratios;
 *   - a build of our bfs/dijkstra with the tracer calls stripped out, to show that the tracing
 *     hooks cost nothing measurable when no tracer is given.
 * Each contender runs `--rounds` times (default 5), interleaved in a rotating order with a
 * garbage collection before each run (`npm run bench` passes --expose-gc), after one warm-up
 * round; the best CPU time (process.cpuUsage) counts, as wall time is too noisy on a shared
 * machine.
 *
 *   npm run bench -- [--size 1000] [--rounds 5]
 */
import { UndirectedGraph } from 'graphology';
import { bfsFromNode } from 'graphology-traversal';
import createGraph from 'ngraph.graph';
import ngraphPath from 'ngraph.path';
import { bfs, dijkstra, type Edge, type SearchResult } from '../src/search/index.js';
import { seededRandom } from '../src/grid/index.js';
import { importUntraced } from './untraced-build.js';

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

const size = argument('--size', 1000);
const rounds = argument('--rounds', 5);
const nodeCount = size * size;
const random = seededRandom(42);

console.log(`Building a ${size}x${size} grid (${nodeCount.toLocaleString('en')} nodes)...`);
const neighbors: number[][] = new Array(nodeCount);
const weighted: Edge<number>[][] = new Array(nodeCount);
const weightOf = new Map<number, number>(); // undirected edge (min * n + max) -> weight
for (let i = 0; i < nodeCount; i++) {
  const x = i % size;
  const y = (i - x) / size;
  const list: number[] = [];
  if (y > 0) list.push(i - size);
  if (y < size - 1) list.push(i + size);
  if (x > 0) list.push(i - 1);
  if (x < size - 1) list.push(i + 1);
  neighbors[i] = list;
  weighted[i] = list.map((j) => {
    const key = Math.min(i, j) * nodeCount + Math.max(i, j);
    let weight = weightOf.get(key);
    if (weight === undefined) weightOf.set(key, (weight = 1 + Math.floor(random() * 9)));
    return { node: j, cost: weight };
  });
}
const from = 0;
const to = nodeCount - 1;

const graphology = new UndirectedGraph();
const ngraph = createGraph<undefined, number>();
for (let i = 0; i < nodeCount; i++) {
  graphology.addNode(i);
  ngraph.addNode(i);
}
for (let i = 0; i < nodeCount; i++) {
  for (const { node: j, cost } of weighted[i]) {
    if (j > i) {
      graphology.addEdge(i, j);
      ngraph.addLink(i, j, cost);
    }
  }
}

type Search = (
  start: number,
  successors: unknown,
  goal: number,
  options: object,
) => SearchResult<number>;
const untraced = await importUntraced<{ bfs: Search; dijkstra: Search }>(
  ['bfs.ts', 'astar.ts', 'dijkstra.ts'],
  'dijkstra.ts',
).then(async (module) => ({
  dijkstra: module.dijkstra,
  bfs: (await importUntraced<{ bfs: Search }>(['bfs.ts'], 'bfs.ts')).bfs,
}));

interface Contender {
  name: string;
  run: () => { nodes: number; cost: number };
}

const successorsOf = (n: number) => neighbors[n];
const edgesOf = (n: number) => weighted[n];
const options = { nodeCount };

const bfsContenders: Contender[] = [
  {
    name: 'puzzlegraph bfs',
    run: () => {
      const r = bfs(from, successorsOf, to, options);
      return { nodes: r.stats.expanded, cost: r.cost };
    },
  },
  {
    name: 'puzzlegraph bfs, untraced build',
    run: () => {
      const r = untraced.bfs(from, successorsOf, to, options);
      return { nodes: r.stats.expanded, cost: r.cost };
    },
  },
  {
    name: 'graphology-traversal bfsFromNode',
    run: () => {
      let nodes = 0;
      let cost = NaN;
      bfsFromNode(graphology, from, (node, _attributes, depth) => {
        nodes++;
        if (Number(node) === to) {
          cost = depth;
          return true;
        }
        return false;
      });
      return { nodes, cost };
    },
  },
];

const dijkstraContenders: Contender[] = [
  {
    name: 'puzzlegraph dijkstra',
    run: () => {
      const r = dijkstra(from, edgesOf, to, options);
      return { nodes: r.stats.expanded, cost: r.cost };
    },
  },
  {
    name: 'puzzlegraph dijkstra, untraced build',
    run: () => {
      const r = untraced.dijkstra(from, edgesOf, to, options);
      return { nodes: r.stats.expanded, cost: r.cost };
    },
  },
  {
    name: 'ngraph.path aStar (no heuristic)',
    run: () => {
      const finder = ngraphPath.aStar(ngraph, { distance: (_a, _b, link) => link.data as number });
      const path = finder.find(from, to);
      let cost = 0;
      for (let k = 1; k < path.length; k++)
        cost +=
          ngraph.getLink(path[k - 1].id, path[k].id)?.data ??
          ngraph.getLink(path[k].id, path[k - 1].id)!.data;
      // ngraph.path does not report how many nodes it expanded: credit it with ours.
      return { nodes: NaN, cost };
    },
  },
];

function measure(
  contenders: Contender[],
): { name: string; ms: number; nodes: number; cost: number }[] {
  const best = contenders.map((c) => ({ name: c.name, ms: Infinity, nodes: 0, cost: NaN }));
  const collectGarbage = (globalThis as { gc?: () => void }).gc;
  // One uncounted warm-up round, so that no contender pays the JIT's start-up alone.
  for (const contender of contenders) contender.run();
  for (let round = 0; round < rounds; round++) {
    // Rotate the order each round and collect garbage before each run, so that no contender
    // always follows the one whose garbage it would otherwise pay for.
    for (let k = 0; k < contenders.length; k++) {
      const i = (k + round) % contenders.length;
      collectGarbage?.();
      // CPU time of this process, far steadier than wall time on a shared machine.
      const started = process.cpuUsage();
      const { nodes, cost } = contenders[i].run();
      const used = process.cpuUsage(started);
      const ms = (used.user + used.system) / 1000;
      if (ms < best[i].ms) best[i] = { name: contenders[i].name, ms, nodes, cost };
    }
  }
  return best;
}

function report(title: string, rows: ReturnType<typeof measure>): void {
  const baseline = rows[0];
  console.log(`\n${title}`);
  console.log(
    `${'contender'.padEnd(38)} ${'CPU ms'.padStart(9)} ${'nodes/s'.padStart(12)} ${'cost'.padStart(7)}  speed vs ours`,
  );
  for (const row of rows) {
    const nodes = Number.isNaN(row.nodes) ? baseline.nodes : row.nodes;
    const rate = (nodes / row.ms) * 1000;
    const ratio = baseline.ms / row.ms;
    console.log(
      `${row.name.padEnd(38)} ${row.ms.toFixed(1).padStart(9)} ${Math.round(rate).toLocaleString('en').padStart(12)} ${String(row.cost).padStart(7)}  ${ratio.toFixed(3)}x`,
    );
  }
  const costs = new Set(rows.map((row) => row.cost));
  console.log(
    costs.size === 1
      ? 'all contenders agree on the cost'
      : `COSTS DIFFER: ${[...costs].join(', ')}`,
  );
}

const bfsRows = measure(bfsContenders);
report(`BFS, ${size}x${size} grid, corner to corner (${rounds} rounds, best)`, bfsRows);
const dijkstraRows = measure(dijkstraContenders);
report(`Dijkstra, random weights 1-9 (${rounds} rounds, best)`, dijkstraRows);

console.log('\nSummary');
console.log(
  `  BFS:      puzzlegraph is ${(bfsRows[2].ms / bfsRows[0].ms).toFixed(1)}x graphology-traversal`,
);
console.log(
  `  Dijkstra: puzzlegraph is ${(dijkstraRows[2].ms / dijkstraRows[0].ms).toFixed(1)}x ngraph.path`,
);
console.log(
  `  tracing off vs untraced build: BFS ${((bfsRows[0].ms / bfsRows[1].ms - 1) * 100).toFixed(1)}%, Dijkstra ${((dijkstraRows[0].ms / dijkstraRows[1].ms - 1) * 100).toFixed(1)}% slower (negative: faster)`,
);
