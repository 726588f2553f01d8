/**
 * Slow, obviously correct reference implementations and tiny random levels for the property
 * tests of the rules and solvers (test support only: nothing in src imports it).
 *
 * ```ts
 * const level = levelFromRows(['#####', '#@$.#', '#####']);
 * referenceMinPushes(level); // 1
 * ```
 */
import fc from 'fast-check';
import type { SokobanLevel } from '../level.js';

/** A level from board rows (`#@+$*.` and space), no validation: tests only. */
export function levelFromRows(rows: readonly string[]): SokobanLevel {
  const width = Math.max(...rows.map((row) => row.length));
  const height = rows.length;
  const walls = new Uint8Array(width * height);
  const goals = new Uint8Array(width * height);
  const crates: number[] = [];
  let worker = -1;
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const i = y * width + x;
      const c = row[x];
      if (c === '#') walls[i] = 1;
      if (c === '.' || c === '*' || c === '+') goals[i] = 1;
      if (c === '$' || c === '*') crates.push(i);
      if (c === '@' || c === '+') worker = i;
    }
  });
  return { title: undefined, meta: {}, width, height, walls, goals, crates, worker };
}

const STEPS: readonly [number, number][] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/** Squares the worker reaches, by a plain recursive-free flood on (x, y) pairs. */
export function referenceReach(level: SokobanLevel, crates: readonly number[]): Set<number> {
  const { width, height } = level;
  const crateSet = new Set(crates);
  const seen = new Set<number>([level.worker]);
  const stack = [level.worker];
  while (stack.length > 0) {
    const square = stack.pop()!;
    const x = square % width;
    const y = Math.floor(square / width);
    for (const [dx, dy] of STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const next = ny * width + nx;
      if (level.walls[next] || crateSet.has(next) || seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return seen;
}

/** Whether a lone crate on `square` can be pushed onto some goal (forward pushes). */
export function referenceCanReachGoal(level: SokobanLevel, square: number): boolean {
  const inside = referenceReach(level, []);
  const { width } = level;
  const seen = new Set([square]);
  const queue = [square];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (level.goals[at]) return true;
    for (const [dx, dy] of STEPS) {
      const step = dy * width + dx;
      if (!inside.has(at - step) || !inside.has(at + step) || seen.has(at + step)) continue;
      seen.add(at + step);
      queue.push(at + step);
    }
  }
  return false;
}

/**
 * Fewest pushes that solve `level` (BFS over positions, states as strings), `'unsolvable'`, or
 * `'limit'` when more than `maxStates` positions would be needed to tell.
 */
export function referenceMinPushes(
  level: SokobanLevel,
  maxStates = 5_000,
): number | 'unsolvable' | 'limit' {
  const { width } = level;
  const solved = (crates: number[]) => crates.every((c) => level.goals[c] === 1);
  const region = (crates: number[], worker: number) =>
    Math.min(...referenceReach({ ...level, worker }, crates));
  const keyOf = (crates: number[], worker: number) =>
    `${[...crates].sort((a, b) => a - b).join(',')}|${region(crates, worker)}`;
  let frontier: [number[], number][] = [[[...level.crates], level.worker]];
  const seen = new Set([keyOf(level.crates, level.worker)]);
  for (let pushes = 0; frontier.length > 0; pushes++) {
    const next: [number[], number][] = [];
    for (const [crates, worker] of frontier) {
      if (solved(crates)) return pushes;
      const reach = referenceReach({ ...level, worker }, crates);
      for (const crate of crates) {
        for (const [dx, dy] of STEPS) {
          const step = dy * width + dx;
          const to = crate + step;
          if (!reach.has(crate - step) || level.walls[to] || crates.includes(to)) continue;
          const moved = crates.map((c) => (c === crate ? to : c));
          const key = keyOf(moved, crate);
          if (seen.has(key)) continue;
          seen.add(key);
          if (seen.size > maxStates) return 'limit';
          next.push([moved, crate]);
        }
      }
    }
    frontier = next;
  }
  return 'unsolvable';
}

/**
 * Small closed random levels: a walled rectangle, random inner walls, up to `maxCrates` crates
 * and as many goals, the worker on a free square.
 */
export function arbitraryLevel(maxCrates = 3): fc.Arbitrary<SokobanLevel> {
  return fc
    .record({
      width: fc.integer({ min: 4, max: 7 }),
      height: fc.integer({ min: 4, max: 7 }),
      crates: fc.integer({ min: 1, max: maxCrates }),
      seed: fc.integer({ min: 1, max: 0x7fffffff }),
    })
    .map(({ width, height, crates, seed }) => {
      const random = seededRandom(seed);
      const rows: string[][] = [];
      for (let y = 0; y < height; y++) {
        const row: string[] = [];
        for (let x = 0; x < width; x++) {
          const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
          row.push(edge || random() < 0.15 ? '#' : ' ');
        }
        rows.push(row);
      }
      return withPieces(rows, crates, random);
    })
    .filter((level) => level.worker >= 0 && level.crates.length > 0);
}

/**
 * Small random levels of two rooms joined by one or two straight corridors one square wide,
 * with a few random walls in the rooms, up to `maxCrates` crates and as many goals.
 */
export function arbitraryCorridorLevel(maxCrates = 2): fc.Arbitrary<SokobanLevel> {
  return fc
    .record({
      width: fc.integer({ min: 10, max: 13 }),
      height: fc.integer({ min: 4, max: 7 }),
      crates: fc.integer({ min: 1, max: maxCrates }),
      seed: fc.integer({ min: 1, max: 0x7fffffff }),
    })
    .map(({ width, height, crates, seed }) => {
      const random = seededRandom(seed);
      const rows = Array.from({ length: height }, () => Array<string>(width).fill('#'));
      const left = 2 + Math.floor(random() * 2);
      const right = width - 3 - Math.floor(random() * 2);
      for (let y = 1; y < height - 1; y++) {
        for (let x = 1; x < width - 1; x++) {
          const inRoom = x <= left || x >= right;
          if (inRoom && random() >= 0.1) rows[y][x] = ' ';
        }
      }
      const corridors = 1 + Math.floor(random() * 2);
      for (let c = 0; c < corridors; c++) {
        const y = 1 + Math.floor(random() * (height - 2));
        for (let x = left; x <= right; x++) rows[y][x] = ' ';
      }
      return withPieces(rows, crates, random);
    })
    .filter((level) => level.worker >= 0 && level.crates.length > 0);
}

/** A deterministic generator of numbers in [0, 1) from `seed`. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** The level of `rows` (walls and floor) with `crates` crates, as many goals and the worker. */
function withPieces(rows: string[][], crates: number, random: () => number): SokobanLevel {
  const free: [number, number][] = [];
  rows.forEach((row, y) => row.forEach((c, x) => c === ' ' && free.push([x, y])));
  if (free.length < 3) return levelFromRows(['#']);
  const take = () => free.splice(Math.floor(random() * free.length), 1)[0];
  const count = Math.min(crates, Math.floor((free.length - 1) / 2));
  for (let k = 0; k < count; k++) {
    const [cx, cy] = take();
    rows[cy][cx] = '$';
  }
  for (let k = 0; k < count; k++) {
    const [gx, gy] = take();
    rows[gy][gx] = '.';
  }
  const [wx, wy] = take();
  rows[wy][wx] = '@';
  return levelFromRows(rows.map((row) => row.join('')));
}
