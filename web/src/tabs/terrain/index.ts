/**
 * The terrain tab: paint plains, forest, water and mountains, pick two cells, and see the
 * cheapest path (A* or Dijkstra) and the movement range of the start — the library's
 * `cheapestPath` and `movementRange` on its `TerrainMap`. Watch runs Dijkstra, A*, BFS or
 * DFS on the same board from their traces, side by side.
 */
import {
  cheapestPath,
  formatTerrain,
  FOREST,
  MOUNTAIN,
  movementRange,
  parseTerrain,
  PLAINS,
  TerrainMap,
  TERRAIN_NAMES,
  WATER,
  type TerrainKind,
} from '../../../../src/puzzles/terrain/index.js';
import { field, formatMs, h } from '../../dom.js';
import { plural } from '../../plural.js';
import { acceptDrops, openFileButton, saveButton, type TextFile } from '../../ui/files.js';
import { workspace } from '../../ui/layout.js';
import { ModeSwitch } from '../../ui/mode-switch.js';
import { errorText, StatusLine } from '../../ui/status-line.js';
import { packText, unpackText } from '../../url-state.js';
import { GridView } from '../../grid-view.js';
import { type Tab, type TabContext, lazyTab } from '../tab.js';
import { cellName, terrainView, terrainWatch } from './terrain-watch.js';

// bad.txt is the CLI's error fixture (docs/terrain.md shows its message), not a map to offer.
const examples = import.meta.glob<string>(
  ['../../../../examples/terrain/*.txt', '!../../../../examples/terrain/bad.txt'],
  { query: '?raw', import: 'default', eager: true },
);
const EXAMPLES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(examples).map(([path, text]) => [path.replace(/^.*\/|\.txt$/g, ''), text]),
  ),
  blank: '................\n'.repeat(10),
};
const FIRST = 'island' in EXAMPLES ? 'island' : Object.keys(EXAMPLES)[0];
/** The most movement points the Points field takes (its `max`). */
const MAX_POINTS = 999;

export function terrainTab(): Tab {
  return lazyTab(
    {
      id: 'terrain',
      title: 'Terrain',
      blurb:
        'A Civilization-style map: plains cost 1, forest 2, water 3 (1 from water), mountains block.',
    },
    mount,
  );
}

/**
 * Builds the tab. Its state: the map, the two cells, the mode and its options, kept in the
 * URL (`#terrain?example=island&from=0,0&to=15,9`, or the map itself packed).
 */
function mount(panel: HTMLElement, context: TabContext) {
  let map: TerrainMap = parseTerrain(EXAMPLES[FIRST]);
  let from = 0;
  let to = map.board.size - 1;
  let tool: 'pick' | TerrainKind = 'pick';
  let picking: 'from' | 'to' = 'from';
  let view: GridView | undefined;

  const exampleSelect = h(
    'select',
    { name: 'example', 'aria-label': 'example' },
    Object.keys(EXAMPLES).map((name) =>
      h('option', { value: name, selected: name === FIRST }, name),
    ),
    h('option', { value: '', hidden: true }, 'your map'),
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
    max: String(MAX_POINTS),
    value: '6',
    'aria-label': 'movement points',
  });
  const text = h('textarea', { name: 'terrain-text', rows: 8, spellcheck: false, class: 'mono' });
  const result = h('div', {
    class: 'result',
    'aria-live': 'polite',
    'data-role': 'terrain-result',
  });
  // A new error clears the old answer and the path drawn for it.
  const error = new StatusLine({
    results: [result],
    onError: () => {
      view?.clearStates();
      view?.clearLabels();
      view?.drawPath([]);
    },
  });
  const onError = (message: string) => error.error(message);
  /** The error line shows why the Points field is not a budget: a good value clears it. */
  let pointsError = false;
  const stage = h('div', { class: 'stage' });
  const boardCard = h('div', { class: 'board-card card terrain-card' });
  const watch = terrainWatch((cell) => pick(cell));
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
  const modes = new ModeSwitch(
    panel,
    [
      ['path', 'Path'],
      ['range', 'Range'],
      ['watch', 'Watch'],
    ],
    (mode) => setMode(mode),
  );

  panel.append(
    workspace(
      [
        modes.element,
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
        h(
          'div',
          { class: 'buttons' },
          openFileButton('.txt,text/plain', (file) => openFile(file), onError),
          saveButton('Save map', () => ({
            name: `${exampleSelect.value || 'terrain'}.txt`,
            text: formatTerrain(map),
          })),
        ),
      ],
      stage,
    ),
  );
  acceptDrops(panel, (file) => openFile(file), onError);

  function openFile(file: TextFile): void {
    exampleSelect.value = '';
    load(file.text, false, file.name);
  }

  function setTool(next: 'pick' | TerrainKind): void {
    tool = next;
    for (const button of toolButtons)
      button.classList.toggle('active', button.dataset.tool === String(next));
  }

  function setMode(next: 'path' | 'range' | 'watch'): void {
    if (next !== 'watch') watch.pause();
    rebuild();
    void save();
  }

  function rebuild(): void {
    if (modes.value === 'watch') {
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
      error.error(`${cellName(map, cell)} is a mountain; pick a cell that can be entered`);
      return;
    }
    error.clear();
    if (picking === 'from') {
      from = cell;
      picking = 'to';
    } else {
      to = cell;
      picking = 'from';
    }
    if (modes.value === 'watch') watch.load({ map, from, to });
    else draw();
    void save();
  }

  function paint(cell: number, kind: TerrainKind): void {
    if (map.kind(cell) === kind) return;
    const kinds = map.kinds.slice();
    kinds[cell] = kind;
    map = new TerrainMap(map.board, kinds);
    view!.setSquareClass(cell, TERRAIN_NAMES[kind]);
    text.value = formatTerrain(map);
    exampleSelect.value = '';
    draw();
    void save();
  }

  function draw(): void {
    const v = view!;
    v.clearStates();
    v.clearLabels();
    v.drawPath([]);
    const budget = modes.value === 'range' ? readPoints() : 0;
    if (typeof budget === 'string') {
      error.error(budget);
      pointsError = true;
      return;
    }
    if (pointsError) error.clear();
    pointsError = false;
    if (modes.value === 'range') {
      const range = movementRange(map, from, budget);
      for (const { cell, cost } of range.cells) {
        v.setState(cell, 'range');
        v.setLabel(cell, String(cost));
      }
      v.setState(from, 'start');
      v.setLabel(from, '●');
      const costs = new Map(
        range.cells.map(({ cell, cost }) => [cell, `${plural(cost, 'point')} away`]),
      );
      describeCells(v, costs);
      result.replaceChildren(
        h(
          'p',
          { class: 'headline', 'data-role': 'headline' },
          plural(range.cells.length, 'cell'),
          h(
            'span',
            { class: 'sub' },
            ` within ${plural(budget, 'point')} of ${cellName(map, from)}`,
          ),
        ),
        h(
          'p',
          { class: 'stats' },
          `Dijkstra settled ${plural(range.stats.expanded, 'cell')} in ${formatMs(range.stats.elapsedMs)}`,
        ),
        h(
          'p',
          { class: 'cli' },
          h(
            'code',
            {},
            `puzzlegraph terrain board.txt --from ${cellName(map, from)} --range ${budget}`,
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
    describeCells(v, new Map(found.path?.map((cell) => [cell, 'on the path'])));
    const stats = h(
      'p',
      { class: 'stats' },
      `${algorithm.value === 'astar' ? 'A*' : 'Dijkstra'} expanded ${plural(found.stats.expanded, 'cell')} in ${formatMs(found.stats.elapsedMs)}`,
    );
    result.replaceChildren(
      found.path
        ? h(
            'p',
            { class: 'headline', 'data-role': 'headline' },
            plural(found.cost, 'point'),
            h(
              'span',
              { class: 'sub' },
              ` · ${plural(found.path.length - 1, 'step')} from ${cellName(map, from)} to ${cellName(map, to)}`,
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

  /** Tells a screen reader each cell's terrain, the start and goal, and `extra` ("on the path"). */
  function describeCells(v: GridView, extra: ReadonlyMap<number, string>): void {
    for (let cell = 0; cell < map.board.size; cell++) {
      const what: string[] = [TERRAIN_NAMES[map.kind(cell)]];
      if (cell === from) what.push('start');
      else if (cell === to && modes.value !== 'range') what.push('goal');
      const more = extra.get(cell);
      if (more) what.push(more);
      v.describe(cell, what.join(', '));
    }
  }

  /** The movement points asked for, or why the field's value is not a budget. */
  function readPoints(): number | string {
    const typed = points.value.trim();
    const value = Number(typed);
    if (typed !== '' && Number.isInteger(value) && value >= 0 && value <= MAX_POINTS) return value;
    return `Points: expected a whole number from 0 to ${MAX_POINTS}${typed ? `, not ${typed}` : ''}`;
  }

  function load(source: string, keepText: boolean, file = 'board'): void {
    try {
      const next = parseTerrain(source, { file });
      if (next.width > 60 || next.height > 60)
        throw new Error('the playground draws boards up to 60x60; use the CLI for bigger ones');
      map = next;
      if (!keepText) text.value = formatTerrain(map);
      if (from >= map.board.size || !map.passable(from)) from = firstPassable(map, 0, 1);
      if (to >= map.board.size || !map.passable(to))
        to = firstPassable(map, map.board.size - 1, -1);
      error.clear();
      rebuild();
      void save();
    } catch (caught) {
      error.error(errorText(caught));
    }
  }

  /**
   * Puts the map on screen into the URL. It never throws: while the board text does not parse,
   * the map on screen (and so the URL) is the last one that did, and the error shows above.
   */
  async function save(): Promise<void> {
    const example = exampleSelect.value;
    const unchanged = example !== '' && formatTerrain(map) === exampleMapText(example);
    context.save({
      example: unchanged ? example : undefined,
      map: unchanged ? undefined : await packText(formatTerrain(map)),
      from: cellName(map, from),
      to: cellName(map, to),
      mode: modes.value === 'path' ? undefined : modes.value,
      by: algorithm.value === 'astar' ? undefined : algorithm.value,
      points: modes.value === 'range' ? points.value : undefined,
    });
  }

  async function restore(params: URLSearchParams): Promise<void> {
    const packed = params.get('map');
    const example = params.get('example');
    const cell = (name: string | null) => {
      const match = name ? /^(\d+),(\d+)$/.exec(name) : null;
      return match ? Number(match[2]) * map.width + Number(match[1]) : undefined;
    };
    if (params.get('by') === 'dijkstra') algorithm.value = 'dijkstra';
    points.value = params.get('points') ?? points.value;
    const mode = params.get('mode');
    modes.value = mode === 'range' || mode === 'watch' ? mode : 'path';
    try {
      if (packed) {
        exampleSelect.value = '';
        load(await unpackText(packed), false, 'map in the link');
      } else {
        exampleSelect.value = example && example in EXAMPLES ? example : FIRST;
        load(EXAMPLES[exampleSelect.value], false);
      }
    } catch (caught) {
      error.error(errorText(caught));
      return;
    }
    const start = cell(params.get('from'));
    const goal = cell(params.get('to'));
    if (start !== undefined && start < map.board.size && map.passable(start)) from = start;
    if (goal !== undefined && goal < map.board.size && map.passable(goal)) to = goal;
    modes.set(modes.value);
  }

  exampleSelect.addEventListener('change', () => load(EXAMPLES[exampleSelect.value], false));
  text.addEventListener('input', () => load(text.value, true));
  algorithm.addEventListener('change', () => {
    if (modes.value === 'path') draw();
    void save();
  });
  points.addEventListener('input', () => {
    if (modes.value === 'range') draw();
    void save();
  });
  setTool('pick');
  void restore(context.params);
  return { restore, pause: () => watch.pause() };
}

/** An example's map as `formatTerrain` writes it; undefined when it does not parse. */
function exampleMapText(name: string): string | undefined {
  try {
    return name in EXAMPLES ? formatTerrain(parseTerrain(EXAMPLES[name])) : undefined;
  } catch {
    return undefined;
  }
}

function firstPassable(map: TerrainMap, start: number, step: number): number {
  for (let cell = start; cell >= 0 && cell < map.board.size; cell += step)
    if (map.passable(cell)) return cell;
  return start;
}
