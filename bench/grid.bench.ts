/**
 * Grid path-finding against other libraries, on the same queries in the same run. Two
 * sections (`--section uniform|weighted|all`, default all):
 *
 * Uniform: octile path-finding on the Moving AI benchmark maps (../shared/grid), our
 * GridPathFinder (jump point search by default, plain A* as well) against
 * PathFinding.js, ngraph.path and easystarjs.
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
 * Weighted: cells with costs, our WeightedPathFinder (src/grid) against the search core's
 * generic `astar` (the baseline), easystarjs and ngraph.path, on (a) the same Moving AI maps
 * and queries with a seeded random cost 1-5 on every ground cell, 4-connected and
 * 8-connected, and (b) seeded random terrain boards (`--terrain 3` boards of 512x512, the
 * terrain puzzle's rules: water 3 from land and 1 from water, mountains closed). See
 * `weightedSection` for how each library is given the cost model.
 *
 *   npm run bench:grid -- [--section all] [--queries 25] [--rounds 3] [--maps arena,den520d]
 *     [--weighted-queries 10] [--terrain 3]
 */
import { readFileSync } from 'node:fs';
import createGraph from 'ngraph.graph';
import ngraphPath from 'ngraph.path';
import PF from 'pathfinding';
import EasyStar from 'easystarjs';
import { astar, type EdgeVisit, type WeightedGraph } from '../src/search/index.js';
import { Board, seededRandom, WeightedGrid, WeightedPathFinder } from '../src/grid/index.js';
import {
  GridGraph,
  GridPathFinder,
  matchesPrinted,
  octileDistance,
  parseMovingAiMap,
  parseScenarios,
  pathLength,
  GROUND,
  weightedGridMap,
  type GridMap,
  type Scenario,
} from '../src/puzzles/gridmap/index.js';
import {
  cheapestPath,
  entryCost,
  FOREST,
  MOUNTAIN,
  PLAINS,
  TerrainGraph,
  terrainHeuristic,
  TerrainMap,
  terrainPathFinder,
  WATER,
  type TerrainKind,
} from '../src/puzzles/terrain/index.js';
import { describeMissingSharedData, missingSharedFiles, sharedPath } from '../test/shared-data.js';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const SECTION = option('--section', 'all');
const QUERIES = Number(option('--queries', '25'));
const WEIGHTED_QUERIES = Number(option('--weighted-queries', '10'));
const ROUNDS = Number(option('--rounds', '3'));
const TERRAIN_BOARDS = Number(option('--terrain', '3'));
const MAPS = option(
  '--maps',
  'arena,den312d,den520d,battleground,random512-10-0,maze512-1-0',
).split(',');

// Every map and scenario file is looked for before the first is read, so that a machine
// without the benchmark data is told which files are missing instead of a stack trace.
const missing = missingSharedFiles(
  MAPS.flatMap((name) => [
    ['grid', `${name}.map`],
    ['grid', `${name}.map.scen`],
  ]),
);
if (missing.length > 0) {
  console.log(describeMissingSharedData('bench:grid', missing));
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

/** One synchronous easystarjs query as a path of cells `y * width + x`. */
function easystarQuery(
  star: EasyStar.js,
  width: number,
): (start: number, goal: number) => number[] | undefined {
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
    name: 'puzzlegraph A*',
    weighted: false,
    prepare(map) {
      const finder = new GridPathFinder(map);
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
      return easystarQuery(star, width);
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

function uniformSection(): void {
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
  const fastest = rivals.reduce((a, b) =>
    totals.get(a.name)!.ms < totals.get(b.name)!.ms ? a : b,
  );
  const ratio = totals.get(fastest.name)!.ms / ours.ms;
  console.log(
    `\nFastest competitor with weighted cells: ${fastest.name}; puzzlegraph is ${ratio.toFixed(2)}x faster` +
      ` (target 3x: ${ratio >= 3 ? 'met' : 'NOT met'}); our paths optimal on ${ours.optimal}/${ours.queries}.`,
  );
}

/** Neighbour k's step, as in the weighted grid: 0-3 straight (N S W E), 4-7 diagonal. */
const STEP_X = [0, 0, -1, 1, -1, 1, -1, 1];
const STEP_Y = [-1, 1, 0, 0, -1, -1, 1, 1];

/** One board of the weighted section, with its rules and its queries. */
interface WeightedBoard {
  name: string;
  /** The rules: our search runs on it, and every path is replayed on it. */
  grid: WeightedGrid;
  /** The straight step's cost from one cell onto a neighbour, for the other libraries. */
  enter: (from: number, to: number) => number;
  /** Entering a cell costs `cellCosts[cell]` from anywhere (easystar needs that); else per move. */
  cellCosts?: Float64Array;
  /** The terrain board, when it is one: ours and the baseline then run as the puzzle does. */
  terrain?: TerrainMap;
  queries: { start: number; goal: number }[];
}

interface WeightedContender {
  name: string;
  /** How the library prices the board: as our rules, its own way, or why it is not run. */
  model(board: WeightedBoard): string;
  prepare(board: WeightedBoard): Solver;
}

/**
 * The core's generic graph form of a weighted grid, in its fastest form: edges pushed to
 * `visit`, no array or generator per cell.
 */
class WeightedGridGraph implements WeightedGraph<number> {
  constructor(readonly grid: WeightedGrid) {}

  edges(cell: number, visit: EdgeVisit<number>): void {
    const { grid } = this;
    const padded = grid.padded(cell);
    for (let k = 0; k < (grid.diagonal ? 8 : 4); k++) {
      const base = grid.baseCost(padded, k);
      if (base !== Infinity) {
        visit(cell + STEP_Y[k] * grid.width + STEP_X[k], k >= 4 ? base * Math.SQRT2 : base);
      }
    }
  }
}

/** Manhattan or octile distance times the cheapest step: the heuristic every library gets. */
function gridHeuristic(grid: WeightedGrid): (a: number, b: number) => number {
  const factor = grid.cheapestStep();
  const { width } = grid;
  return (a, b) => {
    const dx = Math.abs((a % width) - (b % width));
    const dy = Math.abs(Math.floor(a / width) - Math.floor(b / width));
    if (!grid.diagonal) return (dx + dy) * factor;
    return (dx < dy ? dy - dx + dx * Math.SQRT2 : dx - dy + dy * Math.SQRT2) * factor;
  };
}

const weightedContenders: WeightedContender[] = [
  {
    name: 'puzzlegraph WeightedPathFinder',
    model: () => 'exact',
    prepare(board) {
      if (board.terrain) {
        const map = board.terrain;
        return (start, goal) => cheapestPath(map, start, goal).path;
      }
      const finder = new WeightedPathFinder(board.grid);
      return (start, goal) => finder.findPath(start, goal).path;
    },
  },
  {
    name: 'puzzlegraph generic astar',
    model: () => 'exact',
    prepare(board) {
      const graph = new WeightedGridGraph(board.grid);
      const h = gridHeuristic(board.grid);
      const nodeCount = board.grid.board.size;
      return (start, goal) =>
        astar(start, graph, goal, { heuristic: (c) => h(c, goal), nodeCount }).path;
    },
  },
  {
    name: 'generic astar on TerrainGraph (cheapestPath before)',
    model: (board) => (board.terrain ? 'exact' : 'not run: terrain only'),
    prepare(board) {
      // The terrain puzzle's search before the weighted grid: its generator graph, heuristic.
      const map = board.terrain!;
      const graph = new TerrainGraph(map);
      const nodeCount = map.board.size;
      return (start, goal) =>
        astar(start, graph, goal, { heuristic: terrainHeuristic(map, goal), nodeCount }).path;
    },
  },
  {
    name: 'ngraph.path aStar',
    model: () => 'exact',
    prepare(board) {
      const { grid } = board;
      const { width, height } = grid;
      const graph = createGraph<undefined, boolean>();
      // Each allowed step once, as an undirected link; its data says whether it is diagonal.
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const cell = y * width + x;
          const padded = grid.padded(cell);
          for (let k = 0; k < (grid.diagonal ? 8 : 4); k++) {
            // Steps off the grid enter its wall border, which costs Infinity.
            if (grid.baseCost(padded, k) === Infinity) continue;
            const next = cell + STEP_Y[k] * width + STEP_X[k];
            if (!graph.hasNode(cell)) graph.addNode(cell);
            if (!graph.hasNode(next)) graph.addNode(next);
            if (next > cell || grid.baseCost(grid.padded(next), opposite(k)) === Infinity) {
              graph.addLink(cell, next, k >= 4);
            }
          }
        }
      }
      const h = gridHeuristic(grid);
      const { enter } = board;
      const finder = ngraphPath.aStar(graph, {
        // ngraph passes the node entered first, then the node left.
        distance: (to, from, link) =>
          enter(Number(from.id), Number(to.id)) * (link.data ? Math.SQRT2 : 1),
        heuristic: (a, b) => h(Number(a.id), Number(b.id)),
      });
      return (start, goal) => {
        if (!graph.hasNode(start) || !graph.hasNode(goal)) return undefined;
        const path = finder.find(start, goal);
        return path.length === 0 ? undefined : path.map((node) => Number(node.id)).reverse();
      };
    },
  },
  {
    name: 'easystarjs',
    // It prices a cell alone (setTileCost), and a diagonal at 1.4 times the cell's cost.
    model: (board) =>
      !board.cellCosts
        ? 'not run: it cannot price a move by the cell left'
        : board.grid.diagonal
          ? 'its own: diagonal 1.4'
          : 'exact',
    prepare(board) {
      const { grid } = board;
      const costs = board.cellCosts!;
      const tiles = [...new Set(costs)].filter((c) => c !== Infinity).sort((a, b) => a - b);
      const star = new EasyStar.js();
      const rows: number[][] = [];
      for (let y = 0; y < grid.height; y++) {
        rows.push(
          Array.from(
            { length: grid.width },
            (_, x) => tiles.indexOf(costs[y * grid.width + x]) + 1,
          ),
        );
      }
      star.setGrid(rows);
      star.setAcceptableTiles(tiles.map((_, i) => i + 1));
      tiles.forEach((cost, i) => star.setTileCost(i + 1, cost));
      if (grid.diagonal) {
        star.enableDiagonals();
        star.disableCornerCutting();
      }
      star.enableSync();
      star.setIterationsPerCalculation(Number.MAX_SAFE_INTEGER);
      const { width } = grid;
      return easystarQuery(star, width);
    },
  },
];

function opposite(k: number): number {
  return [1, 0, 3, 2, 7, 6, 5, 4][k];
}

/** A small string hash, to seed each map's costs by its name. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** The Moving AI boards: a seeded cost 1-5 per ground cell, the scenario queries. */
function movingAiBoards(diagonal: boolean): WeightedBoard[] {
  return MAPS.map((name) => {
    const file = sharedPath('grid', `${name}.map`);
    const map = parseMovingAiMap(readFileSync(file, 'utf8'), { file });
    const random = seededRandom(seedOf(name));
    const cellCosts = Float64Array.from(map.classes, (c) =>
      c === GROUND ? 1 + Math.floor(random() * 5) : Infinity,
    );
    const grid = weightedGridMap(map, cellCosts, { diagonal });
    const queries = scenarioQueries(map, name, WEIGHTED_QUERIES);
    return {
      name: `${name} ${diagonal ? '8' : '4'}-connected`,
      grid,
      enter: (_from, to) => cellCosts[to],
      cellCosts,
      queries,
    };
  });
}

/**
 * A seeded random terrain board: smooth value noise for height and for vegetation, so that
 * there are lakes and rivers of water, ranges of mountains and woods of forest, as on a
 * strategy game's map rather than as salt and pepper.
 */
function randomTerrain(width: number, height: number, seed: number): TerrainMap {
  const random = seededRandom(seed);
  const noise = (scale: number) => {
    const columns = Math.ceil(width / scale) + 2;
    const rows = Math.ceil(height / scale) + 2;
    const knots = Float64Array.from({ length: columns * rows }, () => random());
    return (x: number, y: number) => {
      const gx = x / scale;
      const gy = y / scale;
      const x0 = Math.floor(gx);
      const y0 = Math.floor(gy);
      const fx = gx - x0;
      const fy = gy - y0;
      const at = (i: number, j: number) => knots[(y0 + j) * columns + x0 + i];
      const top = at(0, 0) * (1 - fx) + at(1, 0) * fx;
      const bottom = at(0, 1) * (1 - fx) + at(1, 1) * fx;
      return top * (1 - fy) + bottom * fy;
    };
  };
  const coarse = noise(48);
  const fine = noise(9);
  const woods = noise(24);
  const kinds = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const elevation = 0.7 * coarse(x, y) + 0.3 * fine(x, y);
      kinds[y * width + x] =
        elevation < 0.33
          ? WATER
          : elevation > 0.68
            ? MOUNTAIN
            : woods(x, y) > 0.55
              ? FOREST
              : PLAINS;
    }
  }
  return new TerrainMap(new Board(width, height), kinds);
}

/** The terrain boards: random pairs of cells that a path joins. */
function terrainBoards(): WeightedBoard[] {
  return Array.from({ length: TERRAIN_BOARDS }, (_, i) => {
    const map = randomTerrain(512, 512, 1000 + i);
    const finder = terrainPathFinder(map);
    const random = seededRandom(2000 + i);
    const queries: { start: number; goal: number }[] = [];
    while (queries.length < WEIGHTED_QUERIES) {
      const start = Math.floor(random() * map.board.size);
      const goal = Math.floor(random() * map.board.size);
      if (!map.passable(start) || !map.passable(goal) || finder.separated(start, goal)) continue;
      queries.push({ start, goal });
    }
    return {
      name: `terrain 512x512 seed ${1000 + i}`,
      grid: finder.grid,
      enter: (from, to) => entryCost(map.kind(from) as TerrainKind, map.kind(to) as TerrainKind),
      terrain: map,
      queries,
    };
  });
}

/** `count` scenarios spread over the map's file whose start and goal are ground. */
function scenarioQueries(map: GridMap, name: string, count: number): Query[] {
  const file = sharedPath('grid', `${name}.map.scen`);
  const all = parseScenarios(readFileSync(file, 'utf8'), { file });
  const usable = all.filter(
    (s) => ground(map, s.start.x, s.start.y) && ground(map, s.goal.x, s.goal.y),
  );
  const step = Math.max(1, Math.floor(usable.length / count));
  return usable
    .filter((_, i) => i % step === step - 1)
    .slice(-count)
    .map((scenario) => ({
      scenario,
      start: map.index(scenario.start.x, scenario.start.y),
      goal: map.index(scenario.goal.x, scenario.goal.y),
    }));
}

/**
 * Times every contender on every board of a workload (CPU time, best of ROUNDS interleaved
 * rounds after a warm-up), replays every path on the board's rules and compares its cost with
 * our Dijkstra's, and prints the table. Returns each contender's ms per query.
 */
function weightedWorkload(title: string, boards: WeightedBoard[]): Map<string, number> {
  console.log(`\n### ${title}\n`);
  const tallies = weightedContenders.map(() => ({
    ms: 0,
    queries: 0,
    optimal: 0,
    wrong: 0,
    excess: 0,
  }));
  const models = weightedContenders.map((c) => c.model(boards[0]));
  for (const board of boards) {
    process.stdout.write(`${board.name} (${board.queries.length} queries): `);
    const reference = new WeightedPathFinder(board.grid);
    const optimal = board.queries.map(
      (q) => reference.findPath(q.start, q.goal, { algorithm: 'dijkstra' }).cost,
    );
    const solvers = weightedContenders.map((c, i) =>
      models[i].startsWith('not run') ? undefined : c.prepare(board),
    );
    const best = weightedContenders.map(() => Infinity);
    const paths: (number[] | undefined)[][] = weightedContenders.map(() => []);
    for (let round = 0; round <= ROUNDS; round++) {
      solvers.forEach((solve, c) => {
        if (!solve) return;
        const began = cpuMs();
        board.queries.forEach((q, i) => {
          paths[c][i] = solve(q.start, q.goal);
        });
        if (round > 0) best[c] = Math.min(best[c], cpuMs() - began);
      });
      process.stdout.write('.');
    }
    console.log('');
    solvers.forEach((solve, c) => {
      if (!solve) return;
      const tally = tallies[c];
      tally.ms += best[c];
      tally.queries += board.queries.length;
      board.queries.forEach((q, i) => {
        const path = paths[c][i];
        const cost =
          path && path[0] === q.start && path.at(-1) === q.goal
            ? board.grid.pathCost(path)
            : undefined;
        if (cost === undefined) {
          tally.wrong++;
          return;
        }
        if (Math.abs(cost - optimal[i]) <= 1e-9 * Math.max(1, optimal[i])) tally.optimal++;
        tally.excess += cost / optimal[i] - 1;
      });
    });
  }
  const ours = tallies[0];
  console.log(`\nCPU ms per query (best of ${ROUNDS} rounds); ratio = their time / ours\n`);
  console.log(
    '| library | cost model | ms/query | ratio | optimal paths | no or illegal path | mean excess |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|');
  const perQuery = new Map<string, number>();
  weightedContenders.forEach((contender, c) => {
    const t = tallies[c];
    if (t.queries === 0) {
      console.log(`| ${contender.name} | ${models[c]} | - | - | - | - | - |`);
      return;
    }
    const legal = t.queries - t.wrong;
    perQuery.set(contender.name, t.ms / t.queries);
    console.log(
      `| ${contender.name} | ${models[c]} | ${(t.ms / t.queries).toFixed(3)} | ${(t.ms / ours.ms).toFixed(2)}x | ` +
        `${t.optimal}/${t.queries} | ${t.wrong} | ${legal > 0 ? ((100 * t.excess) / legal).toFixed(3) : '-'}% |`,
    );
  });
  const oursOptimal = ours.optimal === ours.queries;
  for (const rival of ['easystarjs', 'ngraph.path aStar']) {
    const theirs = perQuery.get(rival);
    if (theirs === undefined) continue;
    const ratio = theirs / perQuery.get(weightedContenders[0].name)!;
    console.log(
      `ours vs ${rival}: ${ratio.toFixed(2)}x faster (target 3x with every path optimal: ` +
        `${ratio >= 3 && oursOptimal ? 'met' : 'NOT met'})`,
    );
  }
  console.log(`our paths optimal on ${ours.optimal}/${ours.queries}`);
  return perQuery;
}

function weightedSection(): void {
  console.log('\n## Weighted cells\n');
  console.log(
    'Every library gets the same rules and a heuristic of the Manhattan or octile distance times ' +
      'the cheapest step. easystarjs prices a cell alone and a diagonal at 1.4 times its cost, so ' +
      'it runs the 8-connected boards under its own model and the terrain boards not at all; its ' +
      'paths are replayed under ours (diagonal sqrt 2) like every other.',
  );
  weightedWorkload('Moving AI maps, cost 1-5 per ground cell, 4-connected', movingAiBoards(false));
  weightedWorkload('Moving AI maps, cost 1-5 per ground cell, 8-connected', movingAiBoards(true));
  weightedWorkload('Terrain boards 512x512, 4-connected, cost per move', terrainBoards());
}

if (SECTION === 'all' || SECTION === 'uniform') uniformSection();
if (SECTION === 'all' || SECTION === 'weighted') weightedSection();
