/**
 * From pushes to a complete LURD solution, and an independent check of that solution.
 * `pushesToLurd` fills in the worker's walk before every push with a shortest path (BFS),
 * then writes the push in upper case. `checkSolution` replays a LURD string one step at a time
 * with nothing but the rules, so a solver bug cannot hide behind shared code.
 *
 * ```text
 * // #######
 * // #@ $ .#
 * // #######
 * pushesToLurd(level, [{ from: 10, direction: 1 }, { from: 11, direction: 1 }]); // 'rRR'
 * checkSolution(level, 'rRR'); // { ok: true, moves: 3, pushes: 2 }
 * ```
 */
import { StampMarks } from '../../../../grid/index.js';
import type { SokobanLevel } from '../../level.js';
import { STEP_LETTERS, stepOffsets } from '../../rules/reachability.js';
import type { Push } from '../core/search-settings.js';

export function pushesToLurd(level: SokobanLevel, pushes: readonly Push[]): string {
  const walks = new WorkerWalks(level);
  const { steps } = walks;
  const crates = new Uint8Array(level.width * level.height);
  for (const crate of level.crates) crates[crate] = 1;
  let worker = level.worker;
  const parts: string[] = [];
  for (const { from, direction } of pushes) {
    parts.push(walks.letters(crates, worker, from - steps[direction]));
    parts.push(STEP_LETTERS[direction].toUpperCase());
    crates[from] = 0;
    crates[from + steps[direction]] = 1;
    worker = from;
  }
  return parts.join('');
}

/**
 * Shortest walks of the worker around walls and crates (breadth-first), buffers reused. A
 * square is marked seen by the number of the walk that reached it, so a new walk clears
 * nothing: reordering a solution's pushes asks for thousands of short walks on one board.
 */
export class WorkerWalks {
  readonly steps: Int32Array;
  private readonly cameFrom: Int32Array;
  private readonly distance: Int32Array;
  private readonly queue: Int32Array;
  /** The walk that last reached each square. */
  private readonly seen: StampMarks;

  constructor(private readonly level: SokobanLevel) {
    const size = level.width * level.height;
    this.steps = stepOffsets(level.width);
    this.cameFrom = new Int32Array(size);
    this.distance = new Int32Array(size);
    this.queue = new Int32Array(size);
    this.seen = new StampMarks(size);
  }

  /** Steps of a shortest walk from `start` to `target` (`crates`: 1 = crate); Infinity if none. */
  length(crates: Uint8Array, start: number, target: number): number {
    return this.search(crates, start, target) ? this.distance[target] : Infinity;
  }

  /** A shortest walk from `start` to `target` as lower-case letters; throws if there is none. */
  letters(crates: Uint8Array, start: number, target: number): string {
    if (!this.search(crates, start, target)) {
      throw new Error(`solver bug: no walk to square ${target}`);
    }
    const { cameFrom, steps } = this;
    const letters: string[] = [];
    for (let square = target; square !== start; square = cameFrom[square]) {
      letters.push(STEP_LETTERS[steps.indexOf(square - cameFrom[square])]);
    }
    return letters.reverse().join('');
  }

  /** Breadth-first from `start` until `target` is reached; whether it was. */
  private search(crates: Uint8Array, start: number, target: number): boolean {
    if (start === target) {
      this.distance[target] = 0;
      return true;
    }
    const { cameFrom, distance, queue, steps } = this;
    const { walls } = this.level;
    if (crates[target] === 1 || walls[target] === 1) return false;
    const walk = this.seen.next();
    const seenBy = this.seen.stamps;
    seenBy[start] = walk;
    cameFrom[start] = start;
    distance[start] = 0;
    queue[0] = start;
    for (let head = 0, tail = 1; head < tail; head++) {
      const square = queue[head];
      for (let d = 0; d < 4; d++) {
        const next = square + steps[d];
        if (next < 0 || next >= seenBy.length || seenBy[next] === walk) continue;
        if (walls[next] === 1 || crates[next] === 1) continue;
        seenBy[next] = walk;
        cameFrom[next] = square;
        distance[next] = distance[square] + 1;
        if (next === target) return true;
        queue[tail++] = next;
      }
    }
    return false;
  }
}

/**
 * The pushes of a legal LURD solution whose pushes are in capitals (as `replay` writes it back):
 * the inverse of `pushesToLurd`, walks dropped.
 */
export function lurdToPushes(level: SokobanLevel, lurd: string): Push[] {
  const steps = stepOffsets(level.width);
  const pushes: Push[] = [];
  let worker = level.worker;
  for (const letter of lurd) {
    const direction = STEP_LETTERS.indexOf(letter.toLowerCase());
    if (direction === -1) throw new Error(`not a LURD letter: ${letter}`);
    worker += steps[direction];
    if (letter !== letter.toLowerCase()) pushes.push({ from: worker, direction });
  }
  return pushes;
}

export interface SolutionCheck {
  ok: boolean;
  moves: number;
  pushes: number;
  /** Why the check failed. */
  problem?: string;
}

/** Replays `lurd` on `level`: every step legal, upper case exactly for pushes, solved at the end. */
export function checkSolution(level: SokobanLevel, lurd: string): SolutionCheck {
  const { width, height } = level;
  const crates = new Set(level.crates);
  let x = level.worker % width;
  let y = Math.floor(level.worker / width);
  let pushes = 0;
  const free = (cx: number, cy: number) =>
    cx >= 0 && cy >= 0 && cx < width && cy < height && level.walls[cy * width + cx] === 0;
  for (let i = 0; i < lurd.length; i++) {
    const letter = lurd[i];
    const lower = letter.toLowerCase();
    const dx = lower === 'l' ? -1 : lower === 'r' ? 1 : 0;
    const dy = lower === 'u' ? -1 : lower === 'd' ? 1 : 0;
    if (dx === 0 && dy === 0) return fail(i, pushes, `unknown letter '${letter}'`);
    const nx = x + dx;
    const ny = y + dy;
    if (!free(nx, ny)) return fail(i, pushes, `step ${i + 1} walks into a wall`);
    const target = ny * width + nx;
    if (crates.has(target)) {
      if (letter === lower) return fail(i, pushes, `step ${i + 1} pushes but is lower case`);
      const beyond = (ny + dy) * width + nx + dx;
      if (!free(nx + dx, ny + dy) || crates.has(beyond)) {
        return fail(i, pushes, `step ${i + 1} pushes a crate into something`);
      }
      crates.delete(target);
      crates.add(beyond);
      pushes++;
    } else if (letter !== lower) {
      return fail(i, pushes, `step ${i + 1} is upper case but pushes nothing`);
    }
    x = nx;
    y = ny;
  }
  for (const crate of crates) {
    if (level.goals[crate] !== 1) return fail(lurd.length, pushes, 'not every crate is on a goal');
  }
  return { ok: true, moves: lurd.length, pushes };
}

function fail(moves: number, pushes: number, problem: string): SolutionCheck {
  return { ok: false, moves, pushes, problem };
}
