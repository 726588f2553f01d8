/**
 * A Civilization-style terrain board (docs/terrain.md): plains (space or `.`) cost 1 to
 * enter, forest `f` 2, water `w` 3 from land and 1 from water, mountains `m` cannot be
 * entered. Moves go to the four neighbours. Cells are numbered `y * width + x`, (0, 0) at the
 * top left, as the text reads.
 *
 * ```ts
 * import { entryCost, FOREST, MOUNTAIN, parseTerrain, PLAINS, WATER } from 'puzzlegraph/terrain';
 *
 * const map = parseTerrain('..f\nwwm\n');
 * console.log(map.kindAt(2, 0) === FOREST); // true
 * console.log(entryCost(PLAINS, WATER)); // 3
 * console.log(entryCost(WATER, WATER)); // 1
 * console.log(entryCost(PLAINS, MOUNTAIN)); // Infinity
 * ```
 */
import { Board, gridFromRows, InputError, quoteInput, textLines } from '../../grid/index.js';

export const PLAINS = 0;
export const FOREST = 1;
export const WATER = 2;
export const MOUNTAIN = 3;
export type TerrainKind = typeof PLAINS | typeof FOREST | typeof WATER | typeof MOUNTAIN;

export const TERRAIN_NAMES = ['plains', 'forest', 'water', 'mountain'] as const;
/** The symbol each kind is written with (plains as `.`, which reads better than a space). */
export const TERRAIN_SYMBOLS = ['.', 'f', 'w', 'm'] as const;

const KIND_OF: Record<string, TerrainKind> = {
  ' ': PLAINS,
  '.': PLAINS,
  f: FOREST,
  w: WATER,
  m: MOUNTAIN,
};

/** Movement points to step from a cell of kind `from` onto one of kind `to`. */
export function entryCost(from: TerrainKind, to: TerrainKind): number {
  switch (to) {
    case PLAINS:
      return 1;
    case FOREST:
      return 2;
    case WATER:
      return from === WATER ? 1 : 3;
    default:
      return Infinity;
  }
}

export class TerrainMap {
  readonly width: number;
  readonly height: number;

  constructor(
    readonly board: Board,
    /** The kind of each cell. */
    readonly kinds: Uint8Array,
  ) {
    this.width = board.width;
    this.height = board.height;
    if (kinds.length !== board.size) throw new RangeError(`expected ${board.size} cells`);
  }

  index(x: number, y: number): number {
    return this.board.index(x, y);
  }

  kind(cell: number): TerrainKind {
    return this.kinds[cell] as TerrainKind;
  }

  kindAt(x: number, y: number): TerrainKind {
    return this.kind(this.index(x, y));
  }

  passable(cell: number): boolean {
    return this.kinds[cell] !== MOUNTAIN;
  }

  /**
   * The least any single step costs on this map: a lower bound that makes `manhattan *
   * cheapestStep` an admissible A* heuristic. 1 when the map has plains or two touching water
   * cells, otherwise 2 (forest) or 3 (water entered from land).
   */
  cheapestStep(): number {
    let cheapest = Infinity;
    const { width } = this;
    for (let cell = 0; cell < this.kinds.length; cell++) {
      const kind = this.kind(cell);
      if (kind === PLAINS) return 1;
      if (kind === FOREST) cheapest = Math.min(cheapest, 2);
      if (kind === WATER) {
        const x = cell % width;
        const waterRight = x + 1 < width && this.kinds[cell + 1] === WATER;
        const waterBelow = cell + width < this.kinds.length && this.kinds[cell + width] === WATER;
        cheapest = Math.min(cheapest, waterRight || waterBelow ? 1 : 3);
      }
    }
    return cheapest === Infinity ? 1 : cheapest;
  }
}

export interface ParseTerrainOptions {
  /** Names the source in error messages. */
  file?: string;
}

/**
 * Reads a terrain board: one text row per board row. Empty lines before and after the board
 * are dropped (a row of spaces is a row of plains); shorter rows are padded with plains.
 * Any other symbol is an InputError with its line and column.
 */
export function parseTerrain(text: string, options: ParseTerrainOptions = {}): TerrainMap {
  const lines = textLines(text);
  let first = 0;
  let last = lines.length;
  while (first < last && lines[first] === '') first++;
  while (last > first && lines[last - 1] === '') last--;
  const grid = gridFromRows(lines.slice(first, last), {
    allowed: ' .fwm',
    expected: 'plains (space or .), f (forest), w (water) or m (mountain)',
    file: options.file,
    firstLine: first + 1,
  });
  const kinds = new Uint8Array(grid.board.size);
  for (let y = 0; y < grid.height; y++) {
    for (let x = 0; x < grid.width; x++) kinds[grid.board.index(x, y)] = KIND_OF[grid.cells[y][x]];
  }
  return new TerrainMap(grid.board, kinds);
}

/** Parses `x,y` into a cell on `map`; `what` names the option in messages. */
export function parseCell(map: TerrainMap, text: string, what: string): number {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text);
  if (!match) {
    throw new InputError(`${what}: ${quoteInput(text)} is not a cell; expected x,y like 0,3`);
  }
  const x = Number(match[1]);
  const y = Number(match[2]);
  if (!map.board.inside(x, y)) {
    throw new InputError(
      `${what}: ${x},${y} is off the ${map.width}x${map.height} board; x runs 0-${map.width - 1}, y 0-${map.height - 1}`,
    );
  }
  return map.index(x, y);
}

/** Writes the board back as text, plains as `.`. */
export function formatTerrain(map: TerrainMap): string {
  let text = '';
  for (let y = 0; y < map.height; y++) {
    for (let x = 0; x < map.width; x++) text += TERRAIN_SYMBOLS[map.kindAt(x, y)];
    text += '\n';
  }
  return text;
}

/** Throws `error` said of `file` when it is an InputError without a file. */
export function inFile<T>(file: string | undefined, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (file && error instanceof InputError && !error.location.file) throw error.inFile(file);
    throw error;
  }
}
