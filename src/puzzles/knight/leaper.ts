/**
 * Leapers: fairy-chess pieces that jump (m, n) squares — m one way and n the other — in any
 * of the up to eight resulting directions. The knight is the (1, 2) leaper, the camel (1, 3),
 * the zebra (2, 3). Their moves on a board form a `Graph` over square indices.
 */
import { Board, InputError, quoteInput } from '../../grid/index.js';
import type { Graph } from '../../search/index.js';

export interface Leaper {
  m: number;
  n: number;
  name: string;
}

export const KNIGHT: Leaper = { m: 1, n: 2, name: 'knight' };
export const CAMEL: Leaper = { m: 1, n: 3, name: 'camel' };
export const ZEBRA: Leaper = { m: 2, n: 3, name: 'zebra' };
export const NAMED_LEAPERS: readonly Leaper[] = [KNIGHT, CAMEL, ZEBRA];

/** `knight`, `camel`, `zebra` or `m,n`. */
export function parseLeaper(text: string): Leaper {
  const named = NAMED_LEAPERS.find((leaper) => leaper.name === text.trim().toLowerCase());
  if (named) return named;
  const match = /^(\d+)\s*,\s*(\d+)$/.exec(text.trim());
  if (!match || (Number(match[1]) === 0 && Number(match[2]) === 0)) {
    throw new InputError(
      `piece ${quoteInput(text)}: expected m,n (e.g. 1,2 for a knight, not 0,0) or one of ${NAMED_LEAPERS.map((l) => l.name).join(', ')}`,
    );
  }
  const [m, n] = [Number(match[1]), Number(match[2])].sort((a, b) => a - b);
  const known = NAMED_LEAPERS.find((leaper) => leaper.m === m && leaper.n === n);
  return known ?? { m, n, name: `(${m},${n}) leaper` };
}

/** The distinct (dx, dy) jumps of a leaper. */
export function leaperOffsets({ m, n }: Leaper): [number, number][] {
  const offsets = new Map<string, [number, number]>();
  for (const [a, b] of [
    [m, n],
    [n, m],
  ]) {
    for (const sx of [1, -1])
      for (const sy of [1, -1]) offsets.set(`${sx * a},${sy * b}`, [sx * a, sy * b]);
  }
  return [...offsets.values()];
}

/**
 * The moves of a leaper on a board, worked out from a square's coordinates when asked for:
 * nothing is stored per square, so the largest board (4096 x 4096, 16.8 million squares)
 * costs no more to set up than the smallest, and a short search stays short.
 */
export class LeaperGraph implements Graph<number> {
  private readonly dx: Int32Array;
  private readonly dy: Int32Array;

  constructor(
    readonly board: Board,
    readonly leaper: Leaper = KNIGHT,
  ) {
    const offsets = leaperOffsets(leaper);
    this.dx = Int32Array.from(offsets, ([dx]) => dx);
    this.dy = Int32Array.from(offsets, ([, dy]) => dy);
  }

  /** The squares one move from `square`; handed to `visit` when given (no array per call). */
  neighbors(square: number): number[];
  neighbors(square: number, visit: (target: number) => void): void;
  neighbors(square: number, visit?: (target: number) => void): number[] | void {
    const { width, height } = this.board;
    const x = square % width;
    const y = (square - x) / width;
    const targets: number[] | undefined = visit ? undefined : [];
    for (let k = 0; k < this.dx.length; k++) {
      const tx = x + this.dx[k];
      const ty = y + this.dy[k];
      if (tx < 0 || ty < 0 || tx >= width || ty >= height) continue;
      const target = ty * width + tx;
      if (visit) visit(target);
      else targets!.push(target);
    }
    return targets;
  }

  *nodes(): Iterable<number> {
    for (let square = 0; square < this.board.size; square++) yield square;
  }
}
