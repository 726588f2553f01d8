/**
 * The terrain tab: paint plains, forest, water and mountains, pick two cells, and see the
 * cheapest path (A* or Dijkstra) and the movement range of the start — the library's
 * `cheapestPath` and `movementRange` on its `TerrainMap`. Watch runs Dijkstra, A*, BFS or
 * DFS on the same board from their traces, side by side (./terrain-watch.ts). The state is
 * ./state.ts; the parts are the controls, the board and the result box. The URL keeps the
 * map, the two cells, the mode and its options (`#terrain?example=island&from=0,0&to=15,9`,
 * or the map itself packed).
 */
import {
  formatTerrain,
  parseTerrain,
  TERRAIN_NAMES,
} from '../../../../src/puzzles/terrain/index.js';
import { h } from '../../dom.js';
import { acceptDrops, type TextFile } from '../../ui/files.js';
import { workspace } from '../../ui/layout.js';
import { ModeSwitch } from '../../ui/mode-switch.js';
import { errorText, StatusLine } from '../../ui/status-line.js';
import { packText, unpackText } from '../../url-state.js';
import { type MountedPanel, type Tab, type TabContext, lazyTab } from '../tab.js';
import { TerrainBoardView } from './board-view.js';
import { TerrainControls } from './controls.js';
import { EXAMPLES, exampleMapText, FIRST } from './examples.js';
import { pathResult, rangeResult, watchResult } from './result.js';
import { TerrainState } from './state.js';
import { cellName, terrainWatch } from './terrain-watch.js';

export function terrainTab(): Tab {
  return lazyTab(
    {
      id: 'terrain',
      title: 'Terrain',
      blurb:
        'A Civilization-style map: plains cost 1, forest 2, water 3 (1 from water), mountains block.',
    },
    (panel, context) => new TerrainTab(panel, context),
  );
}

class TerrainTab implements MountedPanel {
  private readonly state = new TerrainState(parseTerrain(EXAMPLES[FIRST]));
  private readonly controls: TerrainControls;
  private readonly board = new TerrainBoardView((cell, event) => this.onPointer(cell, event));
  private readonly watch = terrainWatch((cell) => this.pick(cell));
  private readonly result = h('div', {
    class: 'result',
    'aria-live': 'polite',
    'data-role': 'terrain-result',
  });
  // A new error clears the old answer and the path drawn for it.
  private readonly error = new StatusLine({
    results: [this.result],
    onError: () => this.board.clear(),
  });
  /** The error line shows why the Points field is not a budget: a good value clears it. */
  private pointsError = false;
  private readonly stage = h('div', { class: 'stage' });
  private readonly modes: ModeSwitch<'path' | 'range' | 'watch'>;

  constructor(
    panel: HTMLElement,
    private readonly context: TabContext,
  ) {
    const onError = (message: string) => this.error.error(message);
    this.controls = new TerrainControls({
      onExample: (name) => this.load(EXAMPLES[name], false),
      onText: (text) => this.load(text, true),
      onAlgorithm: () => this.redraw('path'),
      onPoints: () => this.redraw('range'),
      onOpen: (file) => this.openFile(file),
      onError,
      fileToSave: () => ({
        name: `${this.controls.example || 'terrain'}.txt`,
        text: formatTerrain(this.state.map),
      }),
    });
    this.modes = new ModeSwitch(
      panel,
      [
        ['path', 'Path'],
        ['range', 'Range'],
        ['watch', 'Watch'],
      ],
      (mode) => this.setMode(mode),
    );
    panel.append(
      workspace(
        [
          this.modes.element,
          ...this.controls.choices,
          this.error.element,
          this.result,
          ...this.controls.boardText,
        ],
        this.stage,
      ),
    );
    acceptDrops(panel, (file) => this.openFile(file), onError);
    void this.restore(context.params);
  }

  async restore(params: URLSearchParams): Promise<void> {
    if (params.get('by') === 'dijkstra') this.controls.algorithm = 'dijkstra';
    this.controls.points.value = params.get('points') ?? this.controls.points.value;
    // The mode before the map: loading it draws it as that mode shows it.
    const mode = params.get('mode');
    this.modes.value = mode === 'range' || mode === 'watch' ? mode : 'path';
    const packed = params.get('map');
    const example = params.get('example');
    try {
      if (packed) {
        this.controls.example = '';
        this.load(await unpackText(packed), false, 'map in the link');
      } else {
        this.controls.example = example && example in EXAMPLES ? example : FIRST;
        this.load(EXAMPLES[this.controls.example], false);
      }
    } catch (caught) {
      this.error.error(errorText(caught));
      return;
    }
    this.state.placeEnds(params.get('from'), params.get('to'));
    this.modes.set(this.modes.value);
  }

  pause(): void {
    this.watch.pause();
  }

  private setMode(next: 'path' | 'range' | 'watch'): void {
    if (next !== 'watch') this.watch.pause();
    this.rebuild();
    void this.save();
  }

  private openFile(file: TextFile): void {
    this.controls.example = '';
    this.load(file.text, false, file.name);
  }

  private load(source: string, keepText: boolean, file = 'board'): void {
    try {
      this.state.load(source, file);
      if (!keepText) this.controls.text.value = formatTerrain(this.state.map);
      this.error.clear();
      this.rebuild();
      void this.save();
    } catch (caught) {
      this.error.error(errorText(caught));
    }
  }

  /** Shows Watch on the map, or a new board with the path or range drawn. */
  private rebuild(): void {
    const { map, from, to } = this.state;
    if (this.modes.value === 'watch') {
      this.stage.replaceChildren(this.watch.element);
      this.watch.load({ map, from, to });
      this.result.replaceChildren(...watchResult());
      return;
    }
    this.board.show(map);
    this.stage.replaceChildren(this.board.card);
    this.draw();
  }

  /** A press or drag on the board: Pick moves the start or goal, a terrain paints. */
  private onPointer(cell: number, event: PointerEvent): void {
    const tool = this.controls.tool;
    if (tool === 'pick') {
      if (event.type === 'pointerdown') this.pick(cell);
    } else if (this.state.paint(cell, tool)) {
      this.board.paint(cell, TERRAIN_NAMES[tool]);
      this.controls.text.value = formatTerrain(this.state.map);
      this.controls.example = '';
      this.draw();
      void this.save();
    }
  }

  private pick(cell: number): void {
    const refused = this.state.pick(cell);
    if (refused) return this.error.error(refused);
    this.error.clear();
    const { map, from, to } = this.state;
    if (this.modes.value === 'watch') this.watch.load({ map, from, to });
    else this.draw();
    void this.save();
  }

  /** An option of `mode` changed: redraws when that mode is shown. */
  private redraw(mode: 'path' | 'range'): void {
    if (this.modes.value === mode) this.draw();
    void this.save();
  }

  /** The path or the range on the board and in the result box. */
  private draw(): void {
    this.board.clear();
    const budget = this.modes.value === 'range' ? this.controls.readPoints() : 0;
    if (typeof budget === 'string') {
      this.error.error(budget);
      this.pointsError = true;
      return;
    }
    if (this.pointsError) this.error.clear();
    this.pointsError = false;
    if (this.modes.value === 'range') {
      const range = this.state.range(budget);
      this.board.drawRange(this.state, range);
      this.result.replaceChildren(...rangeResult(this.state, budget, range));
    } else {
      const algorithm = this.controls.algorithm;
      const found = this.state.path(algorithm);
      this.board.drawPath(this.state, found);
      this.result.replaceChildren(...pathResult(this.state, algorithm, found));
    }
  }

  /**
   * Puts the map on screen into the URL. It never throws: while the board text does not parse,
   * the map on screen (and so the URL) is the last one that did, and the error shows above.
   */
  private async save(): Promise<void> {
    const example = this.controls.example;
    const text = formatTerrain(this.state.map);
    const unchanged = example !== '' && text === exampleMapText(example);
    const packed = unchanged ? undefined : await packText(text);
    // The cells and options are read after packing: those shown now, should they have changed.
    const { map, from, to } = this.state;
    const mode = this.modes.value;
    this.context.save({
      example: unchanged ? example : undefined,
      map: packed,
      from: cellName(map, from),
      to: cellName(map, to),
      mode: mode === 'path' ? undefined : mode,
      by: this.controls.algorithm === 'astar' ? undefined : this.controls.algorithm,
      points: mode === 'range' ? this.controls.points.value : undefined,
    });
  }
}
