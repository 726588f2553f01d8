/**
 * The search core on a W x H open 4-connected grid (default 1000 x 1000, a million nodes):
 * BFS and Dijkstra with random integer weights 1..9, corner to corner. In the same run and on
 * the same implicit graph:
 *   - hand-written loops, the physical limit: BFS with a typed-array queue and parents and the
 *     grid's neighbours computed inline; Dijkstra the same with a typed-array binary heap;
 *   - ours in each form of the API: successors pushed to a visit callback or returned as
 *     arrays, with `nodeCount` (books in typed arrays) or keyed (a hash table of the nodes);
 *   - graphology-traversal's bfsFromNode (BFS) and ngraph.path's aStar without heuristic
 *     (Dijkstra);
 *   - a build of our bfs/dijkstra with the tracer calls stripped out, to show that the tracing
 *     hooks cost nothing measurable when no tracer is given.
 * Each contender runs `--rounds` times (default 5), interleaved in a rotating order with a
 * garbage collection before each run (`npm run bench` passes --expose-gc), after one warm-up
 * round; the best CPU time (process.cpuUsage) counts, as wall time is too noisy on a shared
 * machine. Every contender must agree on the cost.
 *
 * Our forms each run in a process of their own beside the hand loop (a program uses one
 * form; V8's feedback from the others would slow it); `--mixed` runs them all in one.
 *
 *   npm run bench -- [--size 1000] [--rounds 5] [--mixed] [--only REGEX]
 */
import { spawnSync } from 'node:child_process';
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
/** `--only REGEX`: run only the contenders whose names match (the hand loops always run). */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : new RegExp(process.argv[onlyAt + 1]);
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
// The same weights by direction, for the loops that compute neighbours inline:
// weightTo[4 * i + k] is the cost of the step from i in direction k (up, down, left, right).
const weightTo = new Int32Array(4 * nodeCount);
for (let i = 0; i < nodeCount; i++) {
  const x = i % size;
  const steps = [i - size, i + size, x > 0 ? i - 1 : -1, x < size - 1 ? i + 1 : -1];
  steps.forEach((j, k) => {
    if (j >= 0 && j < nodeCount) weightTo[4 * i + k] = weighted[i].find((e) => e.node === j)!.cost;
  });
}

type Search = (
  start: number,
  successors: unknown,
  goal: number,
  options: object,
) => SearchResult<number>;
const untraced = await importUntraced<{ dijkstra: Search }>(
  ['best-first.ts', 'dijkstra.ts'],
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
const keyed = {};

/** The grid's neighbours computed inline and pushed, the fastest form of our API. */
const pushNeighbors = (i: number, visit: (j: number) => void): void => {
  const x = i % size;
  if (i >= size) visit(i - size);
  if (i < nodeCount - size) visit(i + size);
  if (x > 0) visit(i - 1);
  if (x < size - 1) visit(i + 1);
};
const pushEdges = (i: number, visit: (j: number, cost: number) => void): void => {
  const x = i % size;
  const at = 4 * i;
  if (i >= size) visit(i - size, weightTo[at]);
  if (i < nodeCount - size) visit(i + size, weightTo[at + 1]);
  if (x > 0) visit(i - 1, weightTo[at + 2]);
  if (x < size - 1) visit(i + 1, weightTo[at + 3]);
};

/** BFS as one would write it by hand for this graph: the physical limit. */
function handBfs(): { nodes: number; cost: number } {
  const parent = new Int32Array(nodeCount).fill(-1);
  const queue = new Int32Array(nodeCount);
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  parent[from] = from;
  let expanded = 0;
  while (head < tail) {
    const i = queue[head++];
    expanded++;
    const x = i % size;
    // Up, down, left, right, each written out: no call per neighbour.
    let j = i - size;
    if (i >= size && parent[j] === -1) {
      parent[j] = i;
      queue[tail++] = j;
    }
    j = i + size;
    if (i < nodeCount - size && parent[j] === -1) {
      parent[j] = i;
      queue[tail++] = j;
    }
    j = i - 1;
    if (x > 0 && parent[j] === -1) {
      parent[j] = i;
      queue[tail++] = j;
    }
    j = i + 1;
    if (x < size - 1 && parent[j] === -1) {
      parent[j] = i;
      queue[tail++] = j;
    }
    if (parent[to] !== -1) break;
  }
  let cost = 0;
  for (let at = to; at !== from; at = parent[at]) cost++;
  return { nodes: expanded, cost };
}

/** Dijkstra by hand: typed-array binary heap with lazy deletion, neighbours inline. */
function handDijkstra(): { nodes: number; cost: number } {
  const g = new Float64Array(nodeCount).fill(Infinity);
  const done = new Uint8Array(nodeCount);
  let heapIds = new Int32Array(1024);
  let heapKeys = new Float64Array(1024);
  let count = 0;
  const push = (id: number, key: number): void => {
    if (count === heapIds.length) {
      const ids = new Int32Array(count * 2);
      ids.set(heapIds);
      heapIds = ids;
      const keys = new Float64Array(count * 2);
      keys.set(heapKeys);
      heapKeys = keys;
    }
    let at = count++;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (heapKeys[up] <= key) break;
      heapIds[at] = heapIds[up];
      heapKeys[at] = heapKeys[up];
      at = up;
    }
    heapIds[at] = id;
    heapKeys[at] = key;
  };
  const pop = (): number => {
    const top = heapIds[0];
    const id = heapIds[--count];
    const key = heapKeys[count];
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= count) break;
      if (child + 1 < count && heapKeys[child + 1] < heapKeys[child]) child++;
      if (key <= heapKeys[child]) break;
      heapIds[at] = heapIds[child];
      heapKeys[at] = heapKeys[child];
      at = child;
    }
    heapIds[at] = id;
    heapKeys[at] = key;
    return top;
  };
  g[from] = 0;
  push(from, 0);
  let expanded = 0;
  while (count > 0) {
    const i = pop();
    if (done[i] === 1) continue;
    if (i === to) break;
    done[i] = 1;
    expanded++;
    const gi = g[i];
    const x = i % size;
    const at = 4 * i;
    // Up, down, left, right, each written out: no call per neighbour but the heap's push.
    let j = i - size;
    let c = gi + weightTo[at];
    if (i >= size && c < g[j]) {
      g[j] = c;
      push(j, c);
    }
    j = i + size;
    c = gi + weightTo[at + 1];
    if (i < nodeCount - size && c < g[j]) {
      g[j] = c;
      push(j, c);
    }
    j = i - 1;
    c = gi + weightTo[at + 2];
    if (x > 0 && c < g[j]) {
      g[j] = c;
      push(j, c);
    }
    j = i + 1;
    c = gi + weightTo[at + 3];
    if (x < size - 1 && c < g[j]) {
      g[j] = c;
      push(j, c);
    }
  }
  return { nodes: expanded, cost: g[to] };
}

/** One of our searches as a contender: its expansions and the cost it found. */
const ours = (name: string, search: () => SearchResult<number>): Contender => ({
  name,
  run: () => {
    const r = search();
    return { nodes: r.stats.expanded, cost: r.cost };
  },
});

const bfsContenders: Contender[] = [
  ours('puzzlegraph bfs, push, nodeCount', () => bfs(from, pushNeighbors, to, options)),
  { name: 'hand-written BFS', run: handBfs },
  ours('puzzlegraph bfs, arrays, nodeCount', () => bfs(from, successorsOf, to, options)),
  ours('puzzlegraph bfs, push, keyed', () => bfs(from, pushNeighbors, to, keyed)),
  ours('puzzlegraph bfs, arrays, keyed', () => bfs(from, successorsOf, to, keyed)),
  ours('puzzlegraph bfs, untraced build', () => untraced.bfs(from, pushNeighbors, to, options)),
];

const dijkstraContenders: Contender[] = [
  ours('puzzlegraph dijkstra, push, nodeCount', () => dijkstra(from, pushEdges, to, options)),
  { name: 'hand-written Dijkstra', run: handDijkstra },
  ours('puzzlegraph dijkstra, arrays, nodeCount', () => dijkstra(from, edgesOf, to, options)),
  ours('puzzlegraph dijkstra, push, keyed', () => dijkstra(from, pushEdges, to, keyed)),
  ours('puzzlegraph dijkstra, arrays, keyed', () => dijkstra(from, edgesOf, to, keyed)),
  ours('puzzlegraph dijkstra, untraced build', () =>
    untraced.dijkstra(from, pushEdges, to, options),
  ),
];

// The peers' graphs take about 1.5 GB of heap, which slows every collection in the process:
// they are built only after our searches and the hand loops are measured, and our search runs
// again beside each peer for that ratio.
let graphology: UndirectedGraph;
let ngraph: ReturnType<typeof createGraph<undefined, number>>;
function buildPeerGraphs(): void {
  graphology = new UndirectedGraph();
  ngraph = createGraph<undefined, number>();
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
}

const bfsPeers: Contender[] = [
  bfsContenders[0],
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

const dijkstraPeers: Contender[] = [
  dijkstraContenders[0],
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

/** Rows: ours (push, nodeCount) first, the hand-written loop second. */
function report(title: string, rows: ReturnType<typeof measure>): void {
  const baseline = rows[0];
  const hand = rows[1];
  console.log(`\n${title}`);
  console.log(
    `${'contender'.padEnd(40)} ${'CPU ms'.padStart(9)} ${'nodes/s'.padStart(12)} ${'cost'.padStart(7)}  ${'speed vs ours'.padStart(13)}  time / hand loop`,
  );
  for (const row of rows) {
    const nodes = Number.isNaN(row.nodes) ? baseline.nodes : row.nodes;
    const rate = (nodes / row.ms) * 1000;
    const ratio = baseline.ms / row.ms;
    console.log(
      `${row.name.padEnd(40)} ${row.ms.toFixed(1).padStart(9)} ${Math.round(rate).toLocaleString('en').padStart(12)} ${String(row.cost).padStart(7)}  ${`${ratio.toFixed(3)}x`.padStart(13)}  ${(row.ms / hand.ms).toFixed(2)}x`,
    );
  }
  const costs = new Set(rows.map((row) => row.cost));
  console.log(
    costs.size === 1
      ? 'all contenders agree on the cost'
      : `COSTS DIFFER: ${[...costs].join(', ')}`,
  );
}

type Row = ReturnType<typeof measure>[number];

/**
 * Our forms, each measured beside the hand loop: by default in a process of its own, since a
 * program uses one form and V8's feedback from the others slows it (mixing the array form in
 * costs the push form up to 1.8x); with `--mixed` all in this process. Rows: each of ours,
 * then the hand loop it was measured beside.
 */
function measureForms(contenders: Contender[]): { ours: Row; hand: Row }[] {
  const forms = contenders.filter((c, i) => i !== 1 && (!only || i === 0 || only.test(c.name)));
  if (process.argv.includes('--mixed')) {
    const rows = measure([forms[0], contenders[1], ...forms.slice(1)]);
    return [rows[0], ...rows.slice(2)].map((ours) => ({ ours, hand: rows[1] }));
  }
  return forms.map((form) => {
    const child = spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        process.argv[1],
        '--form',
        form.name,
        '--size',
        String(size),
        '--rounds',
        String(rounds),
      ],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    );
    const rows = child.stdout
      .split('\n')
      .filter((line) => line.startsWith('ROW '))
      .map((line) => JSON.parse(line.slice(4)) as Row);
    if (child.status !== 0 || rows.length !== 2) {
      throw new Error(`the run of "${form.name}" failed:\n${child.stderr}`);
    }
    return { ours: rows[0], hand: rows[1] };
  });
}

function reportForms(title: string, rows: { ours: Row; hand: Row }[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'contender'.padEnd(40)} ${'CPU ms'.padStart(9)} ${'nodes/s'.padStart(12)} ${'cost'.padStart(7)} ${'hand loop ms'.padStart(13)}  time / hand loop`,
  );
  for (const { ours, hand } of rows) {
    const rate = Math.round((ours.nodes / ours.ms) * 1000).toLocaleString('en');
    console.log(
      `${ours.name.padEnd(40)} ${ours.ms.toFixed(1).padStart(9)} ${rate.padStart(12)} ${String(ours.cost).padStart(7)} ${hand.ms.toFixed(1).padStart(13)}  ${(ours.ms / hand.ms).toFixed(2)}x`,
    );
  }
  const costs = new Set(rows.flatMap(({ ours, hand }) => [ours.cost, hand.cost]));
  console.log(
    costs.size === 1 ? 'all agree on the cost' : `COSTS DIFFER: ${[...costs].join(', ')}`,
  );
}

const formAt = process.argv.indexOf('--form');
if (formAt !== -1) {
  // A child of `measureForms`: one of our forms beside the hand loop, as JSON lines.
  const name = process.argv[formAt + 1];
  const list = bfsContenders.some((c) => c.name === name) ? bfsContenders : dijkstraContenders;
  for (const row of measure([list.find((c) => c.name === name)!, list[1]])) {
    console.log(`ROW ${JSON.stringify(row)}`);
  }
  process.exit(0);
}

const bfsForms = measureForms(bfsContenders);
reportForms(`BFS, ${size}x${size} grid, corner to corner (${rounds} rounds, best)`, bfsForms);
const dijkstraForms = measureForms(dijkstraContenders);
reportForms(`Dijkstra, random weights 1-9 (${rounds} rounds, best)`, dijkstraForms);
const bfsRows = [bfsForms[0].hand, ...bfsForms.map((f) => f.ours)];
const dijkstraRows = [dijkstraForms[0].hand, ...dijkstraForms.map((f) => f.ours)];

console.log('\nBuilding the graphology and ngraph graphs...');
buildPeerGraphs();
const bfsPeerRows = measure(bfsPeers);
report('BFS beside graphology (its graph in the heap)', [
  bfsPeerRows[0],
  bfsForms[0].hand,
  bfsPeerRows[1],
]);
const dijkstraPeerRows = measure(dijkstraPeers);
report('Dijkstra beside ngraph.path (its graph in the heap)', [
  dijkstraPeerRows[0],
  dijkstraForms[0].hand,
  dijkstraPeerRows[1],
]);

/** The row named `name`. */
const row = (rows: ReturnType<typeof measure>, name: string) =>
  rows.find((r) => r.name === name) ?? { name, ms: NaN, nodes: NaN, cost: NaN };
const times = (rows: ReturnType<typeof measure>, a: string, b: string) =>
  (row(rows, a).ms / row(rows, b).ms).toFixed(2);
/** Our form `name`'s time over the hand loop's, measured in the same process. */
const handRatio = (forms: { ours: Row; hand: Row }[], name: string) => {
  const form = forms.find((f) => f.ours.name === name);
  return form ? (form.ours.ms / form.hand.ms).toFixed(2) : 'NaN';
};

console.log('\nSummary (time / time: below 1 means the first is faster)');
for (const [label, forms, rows, peerRows, name, rival] of [
  ['BFS', bfsForms, bfsRows, bfsPeerRows, 'bfs', 'graphology-traversal bfsFromNode'],
  [
    'Dijkstra',
    dijkstraForms,
    dijkstraRows,
    dijkstraPeerRows,
    'dijkstra',
    'ngraph.path aStar (no heuristic)',
  ],
] as const) {
  console.log(
    `  ${label}: against the hand loop, nodeCount ${handRatio(forms, `puzzlegraph ${name}, push, nodeCount`)}x ` +
      `(arrays ${handRatio(forms, `puzzlegraph ${name}, arrays, nodeCount`)}x), ` +
      `keyed ${handRatio(forms, `puzzlegraph ${name}, push, keyed`)}x ` +
      `(arrays ${handRatio(forms, `puzzlegraph ${name}, arrays, keyed`)}x); ` +
      `${rival} takes ${times(peerRows, rival, `puzzlegraph ${name}, push, nodeCount`)}x our time; ` +
      `tracing off vs untraced build ${((row(rows, `puzzlegraph ${name}, push, nodeCount`).ms / row(rows, `puzzlegraph ${name}, untraced build`).ms - 1) * 100).toFixed(1)}%`,
  );
}
console.log('  targets: within 1.5x of the hand loop with nodeCount, within 4x keyed');
