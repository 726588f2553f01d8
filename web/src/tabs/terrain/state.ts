/**
 * The terrain tab's state, in one place: the map, the start and goal cells, and which of the
 * two the next pick moves. The cheapest path and the movement range are asked of it, the
 * library's `cheapestPath` and `movementRange` on its map.
 *
 * ```ts
 * const state = new TerrainState(parseTerrain('..m\n...'));
 * state.pick(2); // '2,0 is a mountain; pick a cell that can be entered'
 * state.pick(5); // undefined: the start moved to 2,1; the next pick moves the goal
 * state.path('astar').cost;
 * ```
 */
import {
  cheapestPath,
  movementRange,
  parseTerrain,
  TerrainMap,
  type MovementRange,
  type TerrainAlgorithm,
  type TerrainKind,
} from '../../../../src/puzzles/terrain/index.js';
import type { SearchResult } from '../../../../src/search/index.js';
import { cellName } from './terrain-watch.js';

/** The widest and tallest map the playground draws. */
const MAX_SIDE = 60;

export class TerrainState {
  from = 0;
  to: number;
  private picking: 'from' | 'to' = 'from';

  constructor(public map: TerrainMap) {
    this.to = map.board.size - 1;
  }

  /**
   * Parses a map (throwing the parser's message, the map kept); the start and goal stay where
   * they are when they still can be entered, else move to the first and last cells that can.
   */
  load(source: string, file = 'board'): void {
    const next = parseTerrain(source, { file });
    if (next.width > MAX_SIDE || next.height > MAX_SIDE)
      throw new Error('the playground draws boards up to 60x60; use the CLI for bigger ones');
    this.map = next;
    if (!this.canEnter(this.from)) this.from = firstPassable(next, 0, 1);
    if (!this.canEnter(this.to)) this.to = firstPassable(next, next.board.size - 1, -1);
  }

  /** Moves the start, then the goal, in turn to `cell`; or says why a cell cannot be picked. */
  pick(cell: number): string | undefined {
    if (!this.map.passable(cell)) {
      return `${cellName(this.map, cell)} is a mountain; pick a cell that can be entered`;
    }
    if (this.picking === 'from') {
      this.from = cell;
      this.picking = 'to';
    } else {
      this.to = cell;
      this.picking = 'from';
    }
    return undefined;
  }

  /** Paints a cell; false when it already was of that kind. */
  paint(cell: number, kind: TerrainKind): boolean {
    if (this.map.kind(cell) === kind) return false;
    const kinds = this.map.kinds.slice();
    kinds[cell] = kind;
    this.map = new TerrainMap(this.map.board, kinds);
    return true;
  }

  /** Puts the start and goal on the cells named `x,y` (as in a link) that can be entered. */
  placeEnds(from: string | null, to: string | null): void {
    const start = this.cellNamed(from);
    const goal = this.cellNamed(to);
    if (start !== undefined && this.canEnter(start)) this.from = start;
    if (goal !== undefined && this.canEnter(goal)) this.to = goal;
  }

  path(algorithm: TerrainAlgorithm): SearchResult<number> {
    return cheapestPath(this.map, this.from, this.to, { algorithm });
  }

  range(points: number): MovementRange {
    return movementRange(this.map, this.from, points);
  }

  private canEnter(cell: number): boolean {
    return cell < this.map.board.size && this.map.passable(cell);
  }

  private cellNamed(name: string | null): number | undefined {
    const match = name ? /^(\d+),(\d+)$/.exec(name) : null;
    return match ? Number(match[2]) * this.map.width + Number(match[1]) : undefined;
  }
}

function firstPassable(map: TerrainMap, start: number, step: number): number {
  for (let cell = start; cell >= 0 && cell < map.board.size; cell += step)
    if (map.passable(cell)) return cell;
  return start;
}
