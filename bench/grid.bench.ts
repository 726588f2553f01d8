/**
 * Octile path-finding on the Moving AI benchmark maps (../shared/grid): our GridPathFinder
 * (jump point search by default, plain A* as well) against
 * PathFinding.js, ngraph.path and easystarjs on the same queries in the same run.
 *
 * Queries: `--queries` scenarios per map (default 25), every k-th line of the map's .scen file
 * so that short and long paths are all represented; scenarios whose start or goal is blocked
 * on this version of the map are left out. Every library gets the same rules: 8-connected,
 * diagonal sqrt 2, no corner cutting, water cells closed to land units. Each library's path is
 * replayed under those rules and its length compared with ours and with the file's.
 *
 * Times are CPU time (process.cpuUsage), best of `--rounds` interleaved rounds (default 3)
 * after a warm-up round, summed over the queries of every map: wall time is too noisy on a
 * shared machine. PathFinding.js must clone its grid for every query (its finders mark the
 * nodes); that clone is part of its query time, as in its documented usage. Building the
 * ngraph graph and the easystar grid happens once per map and is not timed.
 *
 *   npm run bench:grid -- [--queries 25] [--rounds 3] [--maps arena,den520d]
 */
import { readFileSync } from 'node:fs';
import createGraph from 'ngraph.graph';
import ngraphPath from 'ngraph.path';
import PF from 'pathfinding';
import EasyStar from 'easystarjs';
import { astar } from '../src/search/index.js';
import {
  GridGraph,
  GridPathFinder,
  matchesPrinted,
  octileDistance,
  parseMovingAiMap,
  parseScenarios,
  pathLength,
  GROUND,
  type GridMap,
  type Scenario,
} from '../src/puzzles/gridmap/index.js';
import { hasSharedData, sharedPath } from '../test/shared-data.js';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const QUERIES = Number(option('--queries', '25'));
const ROUNDS = Number(option('--rounds', '3'));
const MAPS = option(
  '--maps',
  'arena,den312d,den520d,battleground,random512-10-0,maze512-1-0',
).split(',');

if (!hasSharedData('grid')) {
  console.log('../shared/grid is missing: the grid benchmark needs the Moving AI maps. Skipped.');
  process.exit(0);
}

/** A path as cells `y * width + x`, or undefined when the library found none. */
type Solver = (start: number, goal: number) => number[] | undefined;

interface Contender {
  name: string;
  /** Whether the search lets cells cost different amounts (weighted terrain). */
  weighted: boolean;
  prepare(map: GridMap): Solver;
}

const ground = (map: GridMap, x: number, y: number): boolean =>
  map.board.inside(x, y) && map.classes[map.index(x, y)] === GROUND;

const contenders: Contender[] = [
  {
    name: 'puzzlegraph JPS (default)',
    weighted: false,
    prepare(map) {
      const finder = new GridPathFinder(map);
      return (start, goal) => finder.findPath(start, goal).path;
    },
  },
  {
    name: 'puzzlegraph JPS, 4-ary heap',
    weighted: false,
    prepare(map) {
      const finder = new GridPathFinder(map, { heap: 'quaternary' });
      return (start, goal) => finder.findPath(start, goal).path;
    },
  },
  {
    name: 'puzzlegraph A*',
    weighted: false,
    prepare(map) {
      const finder = new GridPathFinder(map);
      return (start, goal) => finder.findPath(start, goal, { algorithm: 'astar' }).path;
    },
  },
  {
    name: 'puzzlegraph A*, 4-ary heap',
    weighted: false,
    prepare(map) {
      const finder = new GridPathFinder(map, { heap: 'quaternary' });
      return (start, goal) => finder.findPath(start, goal, { algorithm: 'astar' }).path;
    },
  },
  {
    name: 'puzzlegraph generic astar',
    weighted: true,
    prepare(map) {
      const graph = new GridGraph(map, { diagonal: true });
      const { width } = map;
      return (start, goal) => {
        const gx = goal % width;
        const gy = (goal - gx) / width;
        const h = (cell: number) => octileDistance(cell % width, Math.floor(cell / width), gx, gy);
        return astar(start, graph, goal, { heuristic: h, nodeCount: map.board.size }).path;
      };
    },
  },
  {
    name: 'PathFinding.js AStarFinder',
    weighted: false,
    prepare(map) {
      const matrix: number[][] = [];
      for (let y = 0; y < map.height; y++) {
        matrix.push(Array.from({ length: map.width }, (_, x) => (ground(map, x, y) ? 0 : 1)));
      }
      const grid = new PF.Grid(matrix);
      const finder = new PF.AStarFinder({
        diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
        heuristic: PF.Heuristic.octile,
      });
      const { width } = map;
      return (start, goal) => {
        const path = finder.findPath(
          start % width,
          Math.floor(start / width),
          goal % width,
          Math.floor(goal / width),
          grid.clone(),
        );
        return path.length === 0 ? undefined : path.map(([x, y]) => y * width + x);
      };
    },
  },
  {
    name: 'ngraph.path aStar',
    weighted: true,
    prepare(map) {
      const graph = createGraph();
      const { width, height } = map;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) if (ground(map, x, y)) graph.addNode(y * width + x);
      }
      // Each undirected edge once: right, down, and the two lower diagonals without cutting.
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (!ground(map, x, y)) continue;
          const cell = y * width + x;
          if (ground(map, x + 1, y)) graph.addLink(cell, cell + 1);
          if (ground(map, x, y + 1)) graph.addLink(cell, cell + width);
          if (ground(map, x + 1, y + 1) && ground(map, x + 1, y) && ground(map, x, y + 1)) {
            graph.addLink(cell, cell + width + 1);
          }
          if (ground(map, x - 1, y + 1) && ground(map, x - 1, y) && ground(map, x, y + 1)) {
            graph.addLink(cell, cell + width - 1);
          }
        }
      }
      const xy = (id: number | string) => [Number(id) % width, Math.floor(Number(id) / width)];
      const octile = (a: { id: number | string }, b: { id: number | string }) => {
        const [ax, ay] = xy(a.id);
        const [bx, by] = xy(b.id);
        return octileDistance(ax, ay, bx, by);
      };
      const finder = ngraphPath.aStar(graph, { distance: octile, heuristic: octile });
      return (start, goal) => {
        const path = finder.find(start, goal);
        return path.length === 0 ? undefined : path.map((node) => Number(node.id)).reverse();
      };
    },
  },
  {
    name: 'easystarjs',
    weighted: true,
    prepare(map) {
      const star = new EasyStar.js();
      const rows: number[][] = [];
      for (let y = 0; y < map.height; y++) {
        rows.push(Array.from({ length: map.width }, (_, x) => (ground(map, x, y) ? 1 : 0)));
      }
      star.setGrid(rows);
      star.setAcceptableTiles([1]);
      star.enableDiagonals();
      star.disableCornerCutting();
      star.enableSync();
      star.setIterationsPerCalculation(Number.MAX_SAFE_INTEGER);
      const { width } = map;
      return (start, goal) => {
        let found: { x: number; y: number }[] | null = null;
        star.findPath(
          start % width,
          Math.floor(start / width),
          goal % width,
          Math.floor(goal / width),
          (path) => {
            found = path;
          },
        );
        star.calculate();
        const path = found as { x: number; y: number }[] | null;
        return path ? path.map(({ x, y }) => y * width + x) : undefined;
      };
    },
  },
];

interface Query {
  start: number;
  goal: number;
  scenario: Scenario;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

interface Tally {
  ms: number;
  queries: number;
  optimal: number;
  illegal: number;
  missing: number;
  /** Sum of (length / optimal - 1) over the queries, for the mean excess. */
  excess: number;
}

const totals = new Map<string, Tally>(
  contenders.map((c) => [
    c.name,
    { ms: 0, queries: 0, optimal: 0, illegal: 0, missing: 0, excess: 0 },
  ]),
);
const perMap: string[] = [];

for (const name of MAPS) {
  const file = sharedPath('grid', `${name}.map`);
  const map = parseMovingAiMap(readFileSync(file, 'utf8'), { file });
  const all = parseScenarios(readFileSync(`${file}.scen`, 'utf8'), { file: `${file}.scen` });
  const usable = all.filter(
    (s) => ground(map, s.start.x, s.start.y) && ground(map, s.goal.x, s.goal.y),
  );
  const step = Math.max(1, Math.floor(usable.length / QUERIES));
  const queries: Query[] = usable
    .filter((_, i) => i % step === step - 1)
    .slice(-QUERIES)
    .map((scenario) => ({
      scenario,
      start: map.index(scenario.start.x, scenario.start.y),
      goal: map.index(scenario.goal.x, scenario.goal.y),
    }));
  process.stdout.write(`${name} (${map.width}x${map.height}, ${queries.length} queries): `);
  const solvers = contenders.map((c) => c.prepare(map));

  // The reference for "optimal": plain A* (checked against Dijkstra by the property tests),
  // whose lengths are compared with the file's too.
  const reference = new GridPathFinder(map);
  const optimal = queries.map(
    (q) => reference.findPath(q.start, q.goal, { algorithm: 'astar' }).cost,
  );
  const fileAgrees = queries.filter((q, i) => matchesPrinted(optimal[i], q.scenario)).length;

  const best = contenders.map(() => Infinity);
  const paths: (number[] | undefined)[][] = contenders.map(() => []);
  for (let round = 0; round <= ROUNDS; round++) {
    contenders.forEach((_, c) => {
      const began = cpuMs();
      queries.forEach((q, i) => {
        paths[c][i] = solvers[c](q.start, q.goal);
      });
      const spent = cpuMs() - began;
      if (round > 0) best[c] = Math.min(best[c], spent);
    });
    process.stdout.write('.');
  }
  const line: string[] = [];
  contenders.forEach((contender, c) => {
    const tally = totals.get(contender.name)!;
    tally.ms += best[c];
    tally.queries += queries.length;
    queries.forEach((q, i) => {
      const path = paths[c][i];
      const length = path ? pathLength(map, path, true) : undefined;
      if (!path) tally.missing++;
      else if (length === undefined || path[0] !== q.start || path.at(-1) !== q.goal) {
        tally.illegal++;
      } else {
        if (Math.abs(length - optimal[i]) < 1e-6) tally.optimal++;
        tally.excess += length / optimal[i] - 1;
      }
    });
    line.push(`${contender.name.split(' ')[0]} ${(best[c] / queries.length).toFixed(2)}`);
  });
  perMap.push(
    `| ${name} | ${map.width}x${map.height} | ${queries.length} | ${fileAgrees}/${queries.length} | ` +
      contenders.map((_, c) => (best[c] / queries.length).toFixed(2)).join(' | ') +
      ' |',
  );
  console.log(` ours matched the file on ${fileAgrees}/${queries.length}`);
}

const ours = totals.get(contenders[0].name)!;
console.log(
  `\nAll maps: ${ours.queries} queries, CPU ms per query (best of ${ROUNDS} rounds), ratio = their time / ours\n`,
);
console.log(
  '| library | weighted cells | ms/query | ratio | optimal paths | illegal | mean excess |',
);
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const contender of contenders) {
  const t = totals.get(contender.name)!;
  const legal = t.queries - t.illegal - t.missing;
  console.log(
    `| ${contender.name} | ${contender.weighted ? 'yes' : 'no'} | ${(t.ms / t.queries).toFixed(3)} | ` +
      `${(t.ms / ours.ms).toFixed(2)}x | ${t.optimal}/${t.queries} | ${t.illegal + t.missing} | ` +
      `${legal > 0 ? ((100 * t.excess) / legal).toFixed(3) : '-'}% |`,
  );
}
console.log(`\nPer map, CPU ms per query:\n`);
console.log(
  `| map | size | queries | ours = file | ${contenders.map((c) => c.name).join(' | ')} |`,
);
console.log(`|---|---|---:|---:|${contenders.map(() => '---:').join('|')}|`);
for (const row of perMap) console.log(row);

const rivals = contenders.filter((c) => c.weighted && !c.name.startsWith('puzzlegraph'));
const fastest = rivals.reduce((a, b) => (totals.get(a.name)!.ms < totals.get(b.name)!.ms ? a : b));
const ratio = totals.get(fastest.name)!.ms / ours.ms;
console.log(
  `\nFastest competitor with weighted cells: ${fastest.name}; puzzlegraph is ${ratio.toFixed(2)}x faster` +
    ` (target 3x: ${ratio >= 3 ? 'met' : 'NOT met'}); our paths optimal on ${ours.optimal}/${ours.queries}.`,
);
