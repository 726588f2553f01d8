/**
 * Room connectivity, a feature of FESS: the links between rooms that crates block. The
 * regions feature sees a crate in a doorway only when it cuts the floor in two; while another
 * way round is left it sees nothing, though the worker must then walk round, and the crate
 * often has to leave before the rooms on either side can be worked. Counting blocked links
 * makes clearing a passage a kind of progress of its own.
 *
 * - The rooms and corridor stretches are those of `findAreas`.
 * - A *link* joins two or more rooms: a corridor stretch next to them, with the doorways at its
 *   ends; or two doorways of different rooms side by side.
 * - A link is *blocked* while a crate stands on any of its squares.
 *
 * ```text
 * const links = RoomLinks.of(analysis);
 * links.expandFrom(crates); // the position being expanded
 * links.parentBlocked;      // its blocked links
 * links.afterMove(from, to); // a child's, one crate moved
 * ```
 *
 * The feature is one of the four of Shoham and Schaeffer's FESS ("The FESS Algorithm: A
 * Feature Based Approach to Single-Agent Search", IEEE CoG 2020), the method of Festival, by
 * Yaron Shoham; which squares make a link is our own definition (method note "Room links" in
 * docs/sokoban-solver.md).
 */
import type { LevelAnalysis } from '../core/analysis.js';
import { findAreas } from './areas.js';

type Board = Pick<LevelAnalysis, 'width' | 'size' | 'blocked' | 'steps'>;

export class RoomLinks {
  /** The crates on each link in the position being expanded. */
  private readonly crates: Int32Array;
  /** Blocked links of the position being expanded. */
  parentBlocked = 0;

  private constructor(
    /** Per square, where its links start in `links` (CSR: square s's are first[s]..first[s+1]). */
    private readonly first: Int32Array,
    private readonly links: Int32Array,
    /** How many links the level has. */
    readonly count: number,
  ) {
    this.crates = new Int32Array(count);
  }

  /** The level's links; `count` is 0 when it has fewer than two rooms joined. */
  static of(board: Board): RoomLinks {
    const squaresOf = linkSquares(board);
    const perSquare: number[][] = Array.from({ length: board.size }, () => []);
    squaresOf.forEach((squares, link) => {
      for (const square of squares) perSquare[square].push(link);
    });
    const first = new Int32Array(board.size + 1);
    for (let square = 0; square < board.size; square++) {
      first[square + 1] = first[square] + perSquare[square].length;
    }
    return new RoomLinks(first, Int32Array.from(perSquare.flat()), squaresOf.length);
  }

  /** Blocked links when crates stand on `crates`. */
  blocked(crates: ArrayLike<number>): number {
    this.expandFrom(crates);
    return this.parentBlocked;
  }

  /** Remembers the position being expanded, for `afterMove`. */
  expandFrom(crates: ArrayLike<number>): void {
    this.crates.fill(0);
    let blocked = 0;
    for (let k = 0; k < crates.length; k++) {
      const square = crates[k];
      for (let i = this.first[square]; i < this.first[square + 1]; i++) {
        if (this.crates[this.links[i]]++ === 0) blocked++;
      }
    }
    this.parentBlocked = blocked;
  }

  /** Blocked links of the child in which one crate of the expanded position moved. */
  afterMove(from: number, to: number): number {
    if (from === to) return this.parentBlocked;
    let blocked = this.parentBlocked;
    for (let i = this.first[from]; i < this.first[from + 1]; i++) this.crates[this.links[i]]--;
    for (let i = this.first[to]; i < this.first[to + 1]; i++) {
      if (this.crates[this.links[i]] === 0) blocked++;
    }
    for (let i = this.first[from]; i < this.first[from + 1]; i++) {
      if (this.crates[this.links[i]] === 0) blocked--;
    }
    for (let i = this.first[from]; i < this.first[from + 1]; i++) this.crates[this.links[i]]++;
    return blocked;
  }
}

/** The squares of each link of the level (see the file's note). */
export function linkSquares(board: Board): number[][] {
  const { size, steps, blocked } = board;
  const { roomOf, areaOf } = findAreas(board);
  const rooms = Math.max(-1, ...roomOf) + 1;
  const isDoorway = (square: number) =>
    areaOf[square] >= 0 && areaOf[square] < rooms && roomOf[square] === -1;
  const neighbours = (square: number) =>
    [0, 1, 2, 3]
      .map((d) => square + steps[d])
      .filter((next) => next >= 0 && next < size && blocked[next] === 0);
  const stretches = new Map<number, number[]>();
  for (let square = 0; square < size; square++) {
    const area = areaOf[square];
    if (blocked[square] === 1 || area < rooms) continue;
    const squares = stretches.get(area) ?? [];
    squares.push(square);
    stretches.set(area, squares);
  }
  const links: number[][] = [];
  for (const squares of stretches.values()) {
    const joined = new Set<number>();
    const doorways = new Set<number>();
    for (const square of squares) {
      for (const next of neighbours(square)) {
        if (areaOf[next] >= rooms) continue;
        joined.add(areaOf[next]);
        if (isDoorway(next)) doorways.add(next);
      }
    }
    if (joined.size >= 2) links.push([...squares, ...doorways]);
  }
  for (let square = 0; square < size; square++) {
    if (!isDoorway(square)) continue;
    for (const next of neighbours(square)) {
      if (next > square && isDoorway(next) && areaOf[next] !== areaOf[square]) {
        links.push([square, next]);
      }
    }
  }
  return links;
}
