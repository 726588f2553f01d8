/**
 * Hotspots, the third advisor of FESS: a crate off its goal is a hotspot when, were it a wall,
 * some other crate off its goal could no longer reach any goal, like a crate parked in the
 * only door of a goal room. The advisor names the move that frees the most such crates.
 *
 * ```text
 * const hotspots = new Hotspots(analysis);
 * hotspots.expandFrom(crates); // the position being expanded: hotspots.parentCount
 * hotspots.countAfterMove(k, from, to, crates); // the child in which crate k moved
 * ```
 *
 * The table says, for every pair of squares, whether a wall on the first takes every goal
 * from a lone crate on the second (one flood from the goals per square), so a position's
 * count is a lookup per pair of crates; a child's count is worked out from its parent's, one
 * lookup per crate.
 *
 * The method follows Festival, by Yaron Shoham (Yaron Shoham and Jonathan Schaeffer, "The FESS
 * Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); the code is our
 * own (method notes and credits in docs/sokoban-solver.md).
 */
import type { LevelAnalysis } from '../core/analysis.js';

export class Hotspots {
  /** Square → index among the squares a crate may stand on, or -1. */
  private readonly index: Int32Array;
  private readonly squares: number;
  /** `blocks[y * squares + x]`: a wall on y leaves a lone crate on x no goal. */
  private readonly blocks: Uint8Array;
  private readonly goals: Uint8Array;
  /** Per crate of the expanded position: how many other crates off goals it blocks. */
  private blocked = new Int32Array(16);
  /** The hotspots of the position being expanded. */
  parentCount = 0;

  constructor(analysis: LevelAnalysis) {
    const { size, dead, goals } = analysis;
    this.goals = goals;
    this.index = new Int32Array(size).fill(-1);
    let squares = 0;
    for (let square = 0; square < size; square++) {
      if (dead[square] === 0) this.index[square] = squares++;
    }
    this.squares = squares;
    this.blocks = new Uint8Array(squares * squares);
    const reaches = new Uint8Array(size);
    for (let wall = 0; wall < size; wall++) {
      const y = this.index[wall];
      if (y === -1 || goals[wall] === 1) continue;
      reachGoals(analysis, wall, reaches);
      for (let square = 0; square < size; square++) {
        const x = this.index[square];
        if (x !== -1 && square !== wall && goals[square] === 0 && reaches[square] === 0) {
          this.blocks[y * squares + x] = 1;
        }
      }
    }
  }

  /** Counts the hotspots of the position being expanded and remembers them for its children. */
  expandFrom(crates: Int32Array): void {
    const n = crates.length;
    if (this.blocked.length < n) this.blocked = new Int32Array(n);
    let count = 0;
    for (let k = 0; k < n; k++) {
      const blocked = this.blockedBy(crates[k], k, crates);
      this.blocked[k] = blocked;
      if (blocked > 0) count++;
    }
    this.parentCount = count;
  }

  /** The hotspots of the child in which crate `k` of the expanded position moved `from` → `to`. */
  countAfterMove(k: number, from: number, to: number, crates: Int32Array): number {
    const { goals, blocks, index, squares } = this;
    const fromIndex = goals[from] === 0 ? index[from] : -1;
    const toIndex = goals[to] === 0 ? index[to] : -1;
    let count = this.blockedBy(to, k, crates) > 0 ? 1 : 0;
    for (let j = 0; j < crates.length; j++) {
      if (j === k) continue;
      let blocked = this.blocked[j];
      const y = goals[crates[j]] === 0 ? index[crates[j]] : -1;
      if (y === -1) continue;
      if (fromIndex !== -1) blocked -= blocks[y * squares + fromIndex];
      if (toIndex !== -1) blocked += blocks[y * squares + toIndex];
      if (blocked > 0) count++;
    }
    return count;
  }

  /** How many of the other crates (all but crate `k`) off goals a crate on `wall` blocks. */
  private blockedBy(wall: number, k: number, crates: Int32Array): number {
    const { goals, blocks, index, squares } = this;
    const y = goals[wall] === 0 ? index[wall] : -1;
    if (y === -1) return 0;
    let blocked = 0;
    for (let j = 0; j < crates.length; j++) {
      if (j === k) continue;
      const square = crates[j];
      if (goals[square] === 1) continue;
      const x = index[square];
      if (x !== -1) blocked += blocks[y * squares + x];
    }
    return blocked;
  }
}

/**
 * Marks in `reaches` the squares from which a lone crate can be pushed onto some goal with a
 * wall on `wall`: a flood of pulls from every goal.
 */
function reachGoals(analysis: LevelAnalysis, wall: number, reaches: Uint8Array): void {
  const { blocked, steps, goalSquares } = analysis;
  reaches.fill(0);
  const queue: number[] = [];
  for (const goal of goalSquares) {
    if (goal === wall) continue;
    reaches[goal] = 1;
    queue.push(goal);
  }
  const free = (square: number) => blocked[square] === 0 && square !== wall;
  for (let head = 0; head < queue.length; head++) {
    const crate = queue[head];
    for (const step of steps) {
      // Pushed from `before` with the worker on `before - step`.
      const before = crate - step;
      if (reaches[before] === 1 || !free(before) || !free(before - step)) continue;
      reaches[before] = 1;
      queue.push(before);
    }
  }
}
