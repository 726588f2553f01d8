/**
 * The terrain board: the map's cells in their terrain colours, and on them the cheapest path
 * with its start and goal, or the movement range with each cell's cost. Each cell tells a
 * screen reader its terrain and what is drawn on it. A press or drag on a cell goes to
 * `onPointer`.
 *
 * ```ts
 * const board = new TerrainBoardView((cell, event) => paintOrPick(cell, event));
 * board.show(state.map);
 * board.drawPath(state, state.path('astar'));
 * ```
 */
import {
  TERRAIN_NAMES,
  type MovementRange,
  type TerrainMap,
} from '../../../../src/puzzles/terrain/index.js';
import type { SearchResult } from '../../../../src/search/index.js';
import { h } from '../../dom.js';
import type { GridView } from '../../grid-view.js';
import { plural } from '../../plural.js';
import type { TerrainState } from './state.js';
import { terrainView } from './terrain-watch.js';

export class TerrainBoardView {
  readonly card = h('div', { class: 'board-card card terrain-card' });
  private view: GridView | undefined;

  constructor(private readonly onPointer: (cell: number, event: PointerEvent) => void) {}

  /** A new grid for `map`. */
  show(map: TerrainMap): void {
    this.view = terrainView(map);
    this.view.onPointerPaint = this.onPointer;
    this.card.replaceChildren(this.view.element);
    this.card.style.setProperty('--board-cols', String(map.width));
  }

  /** A painted cell takes its new terrain's colour. */
  paint(cell: number, terrain: string): void {
    this.view!.setSquareClass(cell, terrain);
  }

  /** Takes the path or range off the board (the terrain stays). */
  clear(): void {
    this.view?.clearStates();
    this.view?.clearLabels();
    this.view?.drawPath([]);
  }

  /** The cells in range, each with its cost, and the start. */
  drawRange(state: TerrainState, range: MovementRange): void {
    const view = this.view!;
    for (const { cell, cost } of range.cells) {
      view.setState(cell, 'range');
      view.setLabel(cell, String(cost));
    }
    view.setState(state.from, 'start');
    view.setLabel(state.from, '●');
    const costs = new Map(
      range.cells.map(({ cell, cost }) => [cell, `${plural(cost, 'point')} away`]),
    );
    this.describeCells(state, costs, false);
  }

  /** The path found, if any, and its start and goal. */
  drawPath(state: TerrainState, found: SearchResult<number>): void {
    const view = this.view!;
    const { from, to } = state;
    found.path?.forEach((cell) => view.setState(cell, 'path'));
    view.drawPath(found.path ?? []);
    view.setState(from, found.path ? 'start path' : 'start');
    view.setLabel(from, '●');
    view.setState(to, found.path ? 'goal path' : 'goal');
    view.setLabel(to, '⚑');
    this.describeCells(state, new Map(found.path?.map((cell) => [cell, 'on the path'])), true);
  }

  /** Tells a screen reader each cell's terrain, the start and goal, and `extra` ("on the path"). */
  private describeCells(
    { map, from, to }: TerrainState,
    extra: ReadonlyMap<number, string>,
    withGoal: boolean,
  ): void {
    for (let cell = 0; cell < map.board.size; cell++) {
      const what: string[] = [TERRAIN_NAMES[map.kind(cell)]];
      if (cell === from) what.push('start');
      else if (cell === to && withGoal) what.push('goal');
      const more = extra.get(cell);
      if (more) what.push(more);
      this.view!.describe(cell, what.join(', '));
    }
  }
}
