/**
 * Moving AI benchmark maps (movingai.com/benchmarks/formats.html): a header `type octile`,
 * `height H`, `width W`, `map`, then H rows of W characters.
 *
 * Terrain: `.` and `G` ground, `S` swamp (passable like ground), `W` water (reachable only
 * from water), `@`, `O` and `T` blocked. Following HOG2, which generated the scenario files,
 * a step is allowed between two cells of the same class: ground/swamp to ground/swamp, or
 * water to water. Cells are numbered `y * width + x`, (0, 0) top left.
 *
 * ```ts
 * import { parseMovingAiMap } from 'puzzlegraph/gridmap';
 *
 * const map = parseMovingAiMap('type octile\nheight 2\nwidth 3\nmap\n..@\nWW.\n');
 * console.log(map.width); // 3
 * console.log(map.passable(map.index(2, 0))); // false
 * // Ground to water is not a step.
 * console.log(map.canStep(map.index(0, 0), map.index(0, 1))); // false
 * ```
 */
import { Board, InputError, quoteInput, textLines } from '../../grid/index.js';

/** A cell's movement class: only cells of the same non-zero class are joined by a step. */
export const BLOCKED = 0;
export const GROUND = 1;
export const WATER = 2;

const CLASS_OF: Record<string, number> = {
  '.': GROUND,
  G: GROUND,
  S: GROUND,
  W: WATER,
  '@': BLOCKED,
  O: BLOCKED,
  T: BLOCKED,
};

export class GridMap {
  readonly board: Board;
  readonly width: number;
  readonly height: number;

  constructor(
    width: number,
    height: number,
    /** Movement class of each cell: BLOCKED, GROUND or WATER. */
    readonly classes: Uint8Array,
    /** The map's own character for each cell, for drawing. */
    readonly symbols: string[],
  ) {
    this.board = new Board(width, height);
    this.width = width;
    this.height = height;
    if (classes.length !== this.board.size || symbols.length !== this.board.size) {
      throw new RangeError(`a ${width}x${height} map needs ${this.board.size} cells`);
    }
  }

  index(x: number, y: number): number {
    return y * this.width + x;
  }

  passable(cell: number): boolean {
    return this.classes[cell] !== BLOCKED;
  }

  /** True when one step may join the two cells (neighbours or not). */
  canStep(from: number, to: number): boolean {
    const c = this.classes[from];
    return c !== BLOCKED && this.classes[to] === c;
  }

  /** Cells that can be entered from somewhere: ground, swamp and water. */
  passableCount(): number {
    let count = 0;
    for (const c of this.classes) if (c !== BLOCKED) count++;
    return count;
  }

  /** Builds a map from rows of terrain characters (for tests and small examples). */
  static fromRows(rows: readonly string[]): GridMap {
    const text = `type octile\nheight ${rows.length}\nwidth ${rows[0]?.length ?? 0}\nmap\n${rows.join('\n')}\n`;
    return parseMovingAiMap(text);
  }
}

/** Reads a `.map` file; bad headers, rows and characters are InputErrors with line and column. */
export function parseMovingAiMap(text: string, options: { file?: string } = {}): GridMap {
  const { file } = options;
  const lines = textLines(text);
  let at = 0;
  const header = new Map<string, { value: string; line: number }>();
  while (at < lines.length && lines[at].trim().toLowerCase() !== 'map') {
    const line = lines[at].trim();
    if (line !== '') {
      const match = /^(\w+)\s+(\S+)$/.exec(line);
      if (!match) {
        throw new InputError(
          `unexpected header line ${quoteInput(line)}; expected "type octile", "height H", "width W" or "map"`,
          { file, line: at + 1, column: 1 },
        );
      }
      header.set(match[1].toLowerCase(), { value: match[2], line: at + 1 });
    }
    at++;
  }
  if (at === lines.length) {
    throw new InputError('no "map" line; expected a Moving AI header then "map"', {
      file,
      line: lines.length,
    });
  }
  const dimension = (name: string): number => {
    const entry = header.get(name);
    if (!entry) throw new InputError(`missing "${name}" in the header`, { file, line: at + 1 });
    if (!/^\d+$/.test(entry.value) || Number(entry.value) < 1 || Number(entry.value) > 65_536) {
      throw new InputError(
        `${name} ${quoteInput(entry.value)} is not a size; expected a whole number from 1 to 65536`,
        { file, line: entry.line },
      );
    }
    return Number(entry.value);
  };
  const height = dimension('height');
  const width = dimension('width');
  const type = header.get('type');
  if (type && type.value !== 'octile') {
    throw new InputError(`map type ${quoteInput(type.value)} is not supported; expected octile`, {
      file,
      line: type.line,
    });
  }
  const firstRow = at + 1;
  // Every row is checked before the cells are allocated: the header alone must not make us
  // allocate 65536 x 65536 cells for a file that holds three short rows.
  let lastFilled = lines.length - 1;
  while (lastFilled >= firstRow && lines[lastFilled].trim() === '') lastFilled--;
  const rowsPresent = lastFilled - firstRow + 1;
  if (rowsPresent < height) {
    throw new InputError(`the map has ${rowsPresent} rows; expected ${height}`, {
      file,
      line: firstRow + rowsPresent + 1,
    });
  }
  for (let y = 0; y < height; y++) {
    const row = lines[firstRow + y];
    if (row.length !== width) {
      throw new InputError(`row ${y} has ${row.length} cells; expected ${width}`, {
        file,
        line: firstRow + y + 1,
        column: Math.min(row.length, width) + 1,
      });
    }
  }
  const classes = new Uint8Array(width * height);
  const symbols: string[] = new Array<string>(width * height);
  for (let y = 0; y < height; y++) {
    const lineNumber = firstRow + y + 1;
    const row = lines[firstRow + y];
    for (let x = 0; x < width; x++) {
      const symbol = row[x];
      const c = CLASS_OF[symbol];
      if (c === undefined) {
        throw new InputError(
          `unexpected character ${quoteInput(symbol)}; expected one of . G S W @ O T`,
          { file, line: lineNumber, column: x + 1 },
        );
      }
      classes[y * width + x] = c;
      symbols[y * width + x] = symbol;
    }
  }
  for (let extra = firstRow + height; extra < lines.length; extra++) {
    if (lines[extra].trim() !== '') {
      throw new InputError(`unexpected text after the ${height} rows of the map`, {
        file,
        line: extra + 1,
        column: 1,
      });
    }
  }
  return new GridMap(width, height, classes, symbols);
}
