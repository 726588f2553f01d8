/**
 * The terrain tab: paint plains, forest, water and mountains, pick two cells, and see the
 * cheapest path (A* or Dijkstra) and the movement range of the start — the library's
 * `cheapestPath` and `movementRange` on its `TerrainMap`. Watch runs Dijkstra, A*, BFS or
 * DFS on the same board from their traces, side by side.
 */
import { bfs, dfs, type SearchResult, type Tracer } from '../../../src/search/index.js';
import {
  cheapestPath,
  formatTerrain,
  FOREST,
  MOUNTAIN,
  movementRange,
  parseTerrain,
  pathCost,
  PLAINS,
  TerrainGraph,
  TerrainMap,
  TERRAIN_NAMES,
  WATER,
  type TerrainKind,
} from '../../../src/puzzles/terrain/index.js';
import { errorText, field, formatCount, formatMs, h, messageBox } from '../dom.js';
import { GridView } from '../grid-view.js';
import { GridWatch, recordRun, type WatchSpec } from '../watch/grid-watch.js';
import type { Tab } from './tab.js';

const examples = import.meta.glob<string>('../../../examples/terrain/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const EXAMPLES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(examples).map(([path, text]) => [path.replace(/^.*\/|\.txt$/g, ''), text]),
  ),
  blank: '................\n'.repeat(10),
};
const FIRST = 'island' in EXAMPLES ? 'island' : Object.keys(EXAMPLES)[0];

interface TerrainQuery {
  map: TerrainMap;
  from: number;
  to: number;
}

const cellName = (map: TerrainMap, cell: number) =>
  `${cell % map.width},${Math.floor(cell / map.width)}`;

function terrainView(map: TerrainMap, className = 'terrain-board'): GridView {
  return new GridView({
    width: map.width,
    height: map.height,
    name: (cell) => cellName(map, cell),
    squareClass: (cell) => TERRAIN_NAMES[map.kind(cell)],
    className,
  });
}

/** BFS and DFS ignore the costs (fewest steps, some path); their paths are costed by the rules. */
function stepSearch(
  { map, from, to }: TerrainQuery,
  search: typeof bfs,
  tracer?: Tracer<number>,
): SearchResult<number> {
  const graph = new TerrainGraph(map);
  const neighbours = (cell: number) => [...graph.edges(cell)].map((edge) => edge.node);
  const result = search(from, neighbours, to, { nodeCount: map.board.size, tracer });
  return { ...result, cost: result.path ? pathCost(map, result.path)! : Infinity };
}

const terrainSpec: WatchSpec<TerrainQuery> = {
  algorithms: [
    { id: 'dijkstra', name: 'Dijkstra', note: 'cheapest first: the cheapest path' },
    { id: 'astar', name: 'A*', note: 'cheapest first, aimed at the goal' },
    { id: 'bfs', name: 'BFS', note: 'fewest steps, whatever they cost' },
    { id: 'dfs', name: 'DFS', note: 'some path, any cost' },
  ],
  initial: ['dijkstra', 'astar'],
  run: (query, algorithm) =>
    recordRun((tracer) => {
      const { map, from, to } = query;
      if (algorithm === 'bfs' || algorithm === 'dfs')
        return stepSearch(query, algorithm === 'bfs' ? bfs : dfs, tracer);
      return cheapestPath(map, from, to, { algorithm: algorithm as 'dijkstra' | 'astar', tracer });
    }),
  view: ({ map }) => terrainView(map, 'terrain-board watch-board'),
  boardKey: ({ map }) => formatTerrain(map),
  label: ({ map }, cell) => cellName(map, cell),
  startLabel: '●',
  goalLabel: '⚑',
  unit: 'points',
  fileName: 'terrain',
};

export function terrainTab(): Tab {
  let pause = (): void => undefined;
  return {
    id: 'terrain',
    title: 'Terrain',
    blurb:
      'A Civilization-style map: plains cost 1, forest 2, water 3 (1 from water), mountains block.',
    mount(panel) {
      pause = mount(panel);
    },
    hide: () => pause(),
  };
}

function mount(panel: HTMLElement): () => void {
  let map: TerrainMap = parseTerrain(EXAMPLES[FIRST]);
  let from = 0;
  let to = map.board.size - 1;
  let tool: 'pick' | TerrainKind = 'pick';
  let picking: 'from' | 'to' = 'from';
  let mode: 'path' | 'range' | 'watch' = 'path';
  let view: GridView | undefined;

  const exampleSelect = h(
    'select',
    { name: 'example', 'aria-label': 'example' },
    Object.keys(EXAMPLES).map((name) =>
      h('option', { value: name, selected: name === FIRST }, name),
    ),
  );
  const algorithm = h(
    'select',
    { name: 'algorithm', 'aria-label': 'algorithm' },
    h('option', { value: 'astar' }, 'A*'),
    h('option', { value: 'dijkstra' }, 'Dijkstra'),
  );
  const points = h('input', {
    type: 'number',
    name: 'points',
    min: '0',
    max: '999',
    value: '6',
    'aria-label': 'movement points',
  });
  const text = h('textarea', { name: 'terrain-text', rows: 8, spellcheck: false, class: 'mono' });
  const error = messageBox();
  const result = h('div', {
    class: 'result',
    'aria-live': 'polite',
    'data-role': 'terrain-result',
  });
  const stage = h('div', { class: 'stage' });
  const boardCard = h('div', { class: 'board-card card terrain-card' });
  const watch = new GridWatch(terrainSpec, (cell) => pick(cell));
  const tools: [string, 'pick' | TerrainKind][] = [
    ['● ⚑ Pick', 'pick'],
    ['Plains', PLAINS],
    ['Forest', FOREST],
    ['Water', WATER],
    ['Mountain', MOUNTAIN],
  ];
  const toolButtons = tools.map(([label, id]) =>
    h(
      'button',
      { type: 'button', 'data-tool': String(id), onclick: () => setTool(id) },
      id === 'pick' ? '' : h('i', { class: `swatch ${TERRAIN_NAMES[id]}` }),
      label,
    ),
  );
  const modeButtons = (['path', 'range', 'watch'] as const).map((m) =>
    h(
      'button',
      { type: 'button', 'data-mode': m, onclick: () => setMode(m) },
      { path: 'Path', range: 'Range', watch: 'Watch' }[m],
    ),
  );

  panel.append(
    h(
      'div',
      { class: 'workspace' },
      h(
        'aside',
        { class: 'controls card' },
        h('div', { class: 'segmented', role: 'tablist', 'aria-label': 'view' }, modeButtons),
        h(
          'div',
          { class: 'field-row' },
          field('Example', exampleSelect),
          field('Path by', algorithm),
          field('Points', points),
        ),
        h(
          'div',
          { class: 'tools terrain-tools', role: 'toolbar', 'aria-label': 'paint' },
          toolButtons,
        ),
        h(
          'p',
          { class: 'note' },
          'Pick: click the start, then the goal. A terrain: click or drag to paint.',
        ),
        error.element,
        result,
        field('Board text', text, 'the CLI format: . plains, f forest, w water, m mountain'),
      ),
      stage,
    ),
  );

  function setTool(next: 'pick' | TerrainKind): void {
    tool = next;
    for (const button of toolButtons)
      button.classList.toggle('active', button.dataset.tool === String(next));
  }

  function setMode(next: typeof mode): void {
    mode = next;
    for (const button of modeButtons)
      button.classList.toggle('active', button.dataset.mode === next);
    panel.classList.toggle('watching', next === 'watch');
    if (next !== 'watch') watch.pause();
    rebuild();
  }

  function rebuild(): void {
    if (mode === 'watch') {
      stage.replaceChildren(watch.element);
      watch.load({ map, from, to });
      result.replaceChildren(
        h(
          'p',
          { class: 'note' },
          'Press Play. BFS finds the fewest steps, Dijkstra and A* the fewest points; A* expands fewer cells.',
        ),
      );
      return;
    }
    view = terrainView(map);
    view.onPointerPaint = (cell, event) => {
      if (tool === 'pick') {
        if (event.type === 'pointerdown') pick(cell);
      } else paint(cell, tool);
    };
    boardCard.replaceChildren(view.element);
    boardCard.style.setProperty('--board-cols', String(map.width));
    stage.replaceChildren(boardCard);
    draw();
  }

  function pick(cell: number): void {
    if (!map.passable(cell)) {
      error.show(`${cellName(map, cell)} is a mountain; pick a cell that can be entered`);
      return;
    }
    error.show();
    if (picking === 'from') {
      from = cell;
      picking = 'to';
    } else {
      to = cell;
      picking = 'from';
    }
    if (mode === 'watch') watch.load({ map, from, to });
    else draw();
  }

  function paint(cell: number, kind: TerrainKind): void {
    if (map.kind(cell) === kind) return;
    const kinds = map.kinds.slice();
    kinds[cell] = kind;
    map = new TerrainMap(map.board, kinds);
    view!.setSquareClass(cell, TERRAIN_NAMES[kind]);
    text.value = formatTerrain(map);
    draw();
  }

  function draw(): void {
    const v = view!;
    v.clearStates();
    v.clearLabels();
    v.drawPath([]);
    if (mode === 'range') {
      const range = movementRange(map, from, Math.max(0, Number(points.value) || 0));
      for (const { cell, cost } of range.cells) {
        v.setState(cell, 'range');
        v.setLabel(cell, String(cost));
      }
      v.setState(from, 'start');
      v.setLabel(from, '●');
      result.replaceChildren(
        h(
          'p',
          { class: 'headline', 'data-role': 'headline' },
          `${formatCount(range.cells.length)} cells`,
          h('span', { class: 'sub' }, ` within ${points.value} points of ${cellName(map, from)}`),
        ),
        h(
          'p',
          { class: 'stats' },
          `Dijkstra settled ${formatCount(range.stats.expanded)} cells in ${formatMs(range.stats.elapsedMs)}`,
        ),
        h(
          'p',
          { class: 'cli' },
          h(
            'code',
            {},
            `puzzlegraph terrain board.txt --from ${cellName(map, from)} --range ${points.value}`,
          ),
        ),
      );
      return;
    }
    const found = cheapestPath(map, from, to, {
      algorithm: algorithm.value as 'astar' | 'dijkstra',
    });
    found.path?.forEach((cell) => v.setState(cell, 'path'));
    v.drawPath(found.path ?? []);
    v.setState(from, found.path ? 'start path' : 'start');
    v.setLabel(from, '●');
    v.setState(to, found.path ? 'goal path' : 'goal');
    v.setLabel(to, '⚑');
    const stats = h(
      'p',
      { class: 'stats' },
      `${algorithm.value === 'astar' ? 'A*' : 'Dijkstra'} expanded ${formatCount(found.stats.expanded)} cells in ${formatMs(found.stats.elapsedMs)}`,
    );
    result.replaceChildren(
      found.path
        ? h(
            'p',
            { class: 'headline', 'data-role': 'headline' },
            `${found.cost} points`,
            h(
              'span',
              { class: 'sub' },
              ` · ${found.path.length - 1} steps from ${cellName(map, from)} to ${cellName(map, to)}`,
            ),
          )
        : h('p', { class: 'headline', 'data-role': 'headline' }, 'Unreachable'),
      stats,
      h(
        'p',
        { class: 'cli' },
        h(
          'code',
          {},
          `puzzlegraph terrain board.txt --from ${cellName(map, from)} --to ${cellName(map, to)}`,
        ),
      ),
    );
  }

  function load(source: string, keepText: boolean): void {
    try {
      const next = parseTerrain(source, { file: 'board' });
      if (next.width > 60 || next.height > 60)
        throw new Error('the playground draws boards up to 60x60; use the CLI for bigger ones');
      map = next;
      if (!keepText) text.value = formatTerrain(map);
      if (from >= map.board.size || !map.passable(from)) from = firstPassable(map, 0, 1);
      if (to >= map.board.size || !map.passable(to))
        to = firstPassable(map, map.board.size - 1, -1);
      error.show();
      rebuild();
    } catch (caught) {
      error.show(errorText(caught));
    }
  }

  exampleSelect.addEventListener('change', () => load(EXAMPLES[exampleSelect.value], false));
  text.addEventListener('input', () => load(text.value, true));
  algorithm.addEventListener('change', () => mode === 'path' && draw());
  points.addEventListener('input', () => mode === 'range' && draw());
  setTool('pick');
  setMode('path');
  load(EXAMPLES[FIRST], false);
  return () => watch.pause();
}

function firstPassable(map: TerrainMap, start: number, step: number): number {
  for (let cell = start; cell >= 0 && cell < map.board.size; cell += step)
    if (map.passable(cell)) return cell;
  return start;
}
