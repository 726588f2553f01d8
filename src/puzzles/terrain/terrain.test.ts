import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { InputError } from '../../grid/index.js';
import { dijkstra } from '../../search/index.js';
import {
  cheapestPath,
  entryCost,
  FOREST,
  formatTerrain,
  MOUNTAIN,
  movementRange,
  parseCell,
  parseTerrain,
  pathCost,
  PLAINS,
  renderTerrain,
  TerrainGraph,
  TerrainMap,
  WATER,
} from './index.js';

describe('terrain boards', () => {
  it('reads plains as space or dot, f, w and m', () => {
    const map = parseTerrain('\n. f\nwm\n\n');
    expect([map.width, map.height]).toEqual([3, 2]);
    expect([map.kindAt(0, 0), map.kindAt(1, 0), map.kindAt(2, 0)]).toEqual([
      PLAINS,
      PLAINS,
      FOREST,
    ]);
    expect([map.kindAt(0, 1), map.kindAt(1, 1), map.kindAt(2, 1)]).toEqual([
      WATER,
      MOUNTAIN,
      PLAINS,
    ]);
    expect(formatTerrain(map)).toBe('..f\nwm.\n');
  });

  it('refuses any other symbol with its line and column', () => {
    const read = () => parseTerrain('...\n.f.\n.wX\n', { file: 'map.txt' });
    expect(read).toThrow(InputError);
    expect(read).toThrow('map.txt:3:3: unexpected character "X"; expected plains (space or .)');
    expect(() => parseTerrain('\n\n')).toThrow('the board is empty');
  });

  it('charges entry costs by terrain, water by where the unit comes from', () => {
    expect(entryCost(WATER, PLAINS)).toBe(1);
    expect(entryCost(PLAINS, FOREST)).toBe(2);
    expect(entryCost(FOREST, WATER)).toBe(3);
    expect(entryCost(WATER, WATER)).toBe(1);
    expect(entryCost(PLAINS, MOUNTAIN)).toBe(Infinity);
  });

  it('parses cells and refuses cells off the board', () => {
    const map = parseTerrain('...\n...');
    expect(parseCell(map, '2,1', '--to')).toBe(5);
    expect(() => parseCell(map, '3,0', '--to')).toThrow('--to: 3,0 is off the 3x2 board');
    expect(() => parseCell(map, 'a', '--to')).toThrow('expected x,y');
  });
});

describe('cheapest paths', () => {
  it('goes through the forest when going round costs more', () => {
    const map = parseTerrain('.ff\n.m.\n...');
    for (const algorithm of ['dijkstra', 'astar'] as const) {
      const route = cheapestPath(map, 0, 2, { algorithm });
      expect(route.cost).toBe(4);
      expect(route.path).toEqual([0, 1, 2]);
    }
  });

  it('sees a board changed in place since its last search', () => {
    const map = parseTerrain('.ff\n.m.\n...');
    expect(cheapestPath(map, 0, 2).cost).toBe(4);
    map.kinds[1] = MOUNTAIN;
    const round = cheapestPath(map, 0, 2);
    expect(round.cost).toBe(7); // round the mountains; the goal itself is forest (2)
    expect(round.path).toEqual([0, 3, 6, 7, 8, 5, 2]);
    expect(movementRange(map, 0, 1).cells.map((c) => c.cell)).toEqual([0, 3]);
  });

  it('swims along a river once in the water: 3 to enter, then 1 a cell', () => {
    const map = parseTerrain('.wwww.\n.ffff.\n.ffff.');
    const route = cheapestPath(map, 0, 5);
    // Enter the water (3), swim three cells (3), land (1): 7; the forest costs 2 a cell.
    expect(route.cost).toBe(7);
    expect(pathCost(map, route.path!)).toBe(7);
    expect(route.path).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('answers unreachable goals and mountains with no path', () => {
    const map = parseTerrain('.m.\n.m.\n.m.');
    const route = cheapestPath(map, 0, 2);
    expect(route.outcome).toBe('exhausted');
    expect(route.path).toBeUndefined();
    expect(cheapestPath(map, 0, 1).path).toBeUndefined();
    expect(cheapestPath(map, 1, 0).path).toBeUndefined();
  });

  it('scales the A* heuristic by the cheapest step the map allows', () => {
    expect(parseTerrain('f.').cheapestStep()).toBe(1);
    expect(parseTerrain('ff\nfm').cheapestStep()).toBe(2);
    expect(parseTerrain('fw\nwf').cheapestStep()).toBe(2);
    expect(parseTerrain('mw\nmw').cheapestStep()).toBe(1);
    // Only forest and lone water: the heuristic may count 2 a cell and stay admissible.
    const map = parseTerrain('fffff\nfwfff\nfffff');
    const route = cheapestPath(map, 0, 14, { algorithm: 'astar' });
    expect(route.cost).toBe(cheapestPath(map, 0, 14, { algorithm: 'dijkstra' }).cost);
    expect(route.cost).toBe(12);
  });

  it('stops at limits', () => {
    const map = parseTerrain('.'.repeat(30) + '\n' + '.'.repeat(30));
    const route = cheapestPath(map, 0, 59, { maxExpanded: 3, progressEvery: 1 });
    expect(route.outcome).toBe('maxExpanded');
  });

  it('replays paths and refuses illegal ones', () => {
    const map = parseTerrain('.fw\nwm.');
    expect(pathCost(map, [0, 1, 2])).toBe(5);
    expect(pathCost(map, [0, 2])).toBeUndefined();
    expect(pathCost(map, [1, 4])).toBeUndefined();
    expect(pathCost(map, [2, 5])).toBe(1);
  });

  const boards = fc
    .record({ width: fc.integer({ min: 1, max: 8 }), height: fc.integer({ min: 1, max: 8 }) })
    .chain(({ width, height }) =>
      fc.record({
        rows: fc.array(fc.stringMatching(new RegExp(`^[ .fwwm]{${width}}$`)), {
          minLength: height,
          maxLength: height,
        }),
        from: fc.nat(width * height - 1),
        to: fc.nat(width * height - 1),
      }),
    );

  it('A* and Dijkstra agree with a Bellman-Ford reference on random boards', () => {
    fc.assert(
      fc.property(boards, ({ rows, from, to }) => {
        const map = parseTerrain(rows.map((row) => row.replace(/ /g, '.')).join('\n'));
        const reference = bellmanFord(map, from)[to];
        const slow = cheapestPath(map, from, to, { algorithm: 'dijkstra' });
        const fast = cheapestPath(map, from, to, { algorithm: 'astar' });
        expect(slow.cost).toBe(reference);
        expect(fast.cost).toBe(reference);
        const core = dijkstra(from, new TerrainGraph(map), to, { nodeCount: map.board.size });
        if (map.passable(from)) expect(core.cost).toBe(reference);
        if (reference !== Infinity) expect(pathCost(map, fast.path!)).toBe(reference);
        const range = movementRange(map, from, 5);
        const costs = bellmanFord(map, from);
        const expected = costs.flatMap((cost, cell) => (cost <= 5 ? [cell] : []));
        expect(range.cells.map((c) => c.cell).sort((a, b) => a - b)).toEqual(expected);
        for (const { cell, cost } of range.cells) expect(cost).toBe(costs[cell]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('movement range', () => {
  it('lists every cell within the points with its cost, cheapest first', () => {
    const map = parseTerrain('.ff\n.m.\n...');
    const range = movementRange(map, 0, 2);
    expect(range.cells).toEqual([
      { cell: 0, cost: 0 },
      { cell: 3, cost: 1 },
      { cell: 1, cost: 2 },
      { cell: 6, cost: 2 },
    ]);
    expect(range.cost(8)).toBe(Infinity);
    expect(range.pathTo(6)).toEqual([0, 3, 6]);
  });
});

describe('drawing', () => {
  it('draws the path with arrows between A and B', () => {
    const map = parseTerrain('.ff\n.m.\n...');
    const text = renderTerrain(map, { path: [0, 3, 6, 7, 8, 5] });
    expect(text).toBe('  012\n0 Aff\n1 vmB\n2 >>^\n');
  });

  it('draws a range as costs and colours only when asked', () => {
    const map = parseTerrain('.ff\n.m.\n...');
    const range = movementRange(map, 0, 2).cells;
    expect(renderTerrain(map, { range })).toBe('  012\n0 02f\n1 1m.\n2 2..\n');
    expect(renderTerrain(map, { range })).not.toContain('\u001b[');
    expect(renderTerrain(map, { range, color: true })).toContain('\u001b[');
  });
});

/** Costs from `from` to every cell by relaxing every edge until nothing changes. */
function bellmanFord(map: TerrainMap, from: number): number[] {
  const cost = new Array<number>(map.board.size).fill(Infinity);
  if (!map.passable(from)) return cost;
  cost[from] = 0;
  for (let changed = true; changed;) {
    changed = false;
    for (let a = 0; a < cost.length; a++) {
      if (cost[a] === Infinity) continue;
      const x = a % map.width;
      const y = Math.floor(a / map.width);
      for (const [nx, ny] of [
        [x + 1, y],
        [x - 1, y],
        [x, y + 1],
        [x, y - 1],
      ]) {
        if (!map.board.inside(nx, ny)) continue;
        const b = map.index(nx, ny);
        const c = cost[a] + entryCost(map.kind(a), map.kind(b));
        if (c < cost[b]) {
          cost[b] = c;
          changed = true;
        }
      }
    }
  }
  return cost;
}
