/**
 * The spread search, the backward half of Festival's HF strategy: from the solved position it
 * pulls the crates apart rather than towards their starting squares, looking for an open
 * position (few floor regions, crates far from the goals) that a forward search can reach
 * more easily than the goals themselves (`SpreadPair`).
 *
 * Greedy by spread, in cells: positions are filed in cells of floor regions taken in turn
 * (every other turn the fewest regions'), and within a cell the greatest spread goes first,
 * the spread being the pushes from each crate to every goal on the empty board, summed (as
 * Festival measures it). The pair's target is the best position generated, as Festival ranks
 * them: fewer regions, then fewer shut crates (crates the worker could pull from no side), then
 * the greater spread.
 *
 * ```text
 * const search = new SpreadSearch(level, analysis, weights, limits);
 * search.start() ?? search.step(10_000);
 * search.bestCrates(); // the crates of the most open position so far
 * ```
 *
 * It is a pull search all the same: it stops with a solution when it reaches the start or
 * meets a forward search, and its states are there for forward searches to meet.
 *
 * The method follows Festival, by Yaron Shoham (Yaron Shoham and Jonathan Schaeffer, "The FESS
 * Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); the code is our
 * own (method notes and credits in docs/sokoban-solver.md).
 */
import type { SokobanLevel } from '../../level.js';
import type { LevelAnalysis } from '../core/analysis.js';
import { UNREACHABLE } from '../core/distances.js';
import { PullSearch } from './pull-search.js';
import type { SearchLimits, SearchWeights } from '../core/search-settings.js';

/** How open a position is: fewer regions, then fewer shut crates, then more spread. */
interface Openness {
  regions: number;
  shut: number;
  spread: number;
}

export class SpreadSearch extends PullSearch {
  /** Pushes from each square to every goal it can reach on the empty board, summed. */
  private readonly goalDistance: Float64Array;
  private readonly crateCount: number;
  private readonly blocked: Uint8Array;
  private readonly steps: ArrayLike<number>;
  private readonly marked: Uint8Array;
  private best = -1;
  private readonly bestOpenness: Openness = { regions: 0, shut: 0, spread: 0 };
  private readonly candidate: Openness = { regions: 0, shut: 0, spread: 0 };

  constructor(
    level: SokobanLevel,
    analysis: LevelAnalysis,
    weights: SearchWeights,
    limits: SearchLimits,
  ) {
    super(level, analysis, { ...weights, spread: true, featureSpace: true }, limits);
    this.crateCount = level.crates.length;
    const { size, goalSquares, distances } = analysis;
    this.blocked = analysis.blocked;
    this.steps = analysis.steps;
    this.marked = new Uint8Array(size);
    this.goalDistance = new Float64Array(size);
    for (let square = 0; square < size; square++) {
      for (let goal = 0; goal < goalSquares.length; goal++) {
        const distance = distances.table[goal * size + square];
        if (distance !== UNREACHABLE) this.goalDistance[square] += distance;
      }
    }
  }

  /** The crates, ascending, of the best position generated so far; undefined before any. */
  bestCrates(): Int32Array | undefined {
    if (this.best === -1) return undefined;
    const n = this.crateCount;
    return Int32Array.from(this.store.crates.subarray(this.best * n, this.best * n + n));
  }

  /** The id of the best position so far, -1 before any: it changes when a better one comes. */
  get bestId(): number {
    return this.best;
  }

  protected override file(id: number, _g: number, _h: number, cell: number): void {
    const spread = this.spreadOf(id);
    const regions = this.store.regions[id];
    // Shut crates are counted only for a position that may be the best: it is dearer.
    if (this.best === -1 || regions <= this.bestOpenness.regions) {
      const candidate = this.candidate;
      candidate.regions = regions;
      candidate.shut = this.shutCrates(id);
      candidate.spread = spread;
      if (this.best === -1 || moreOpen(candidate, this.bestOpenness)) {
        this.best = id;
        Object.assign(this.bestOpenness, candidate);
      }
    }
    this.open.push(id, -spread, -id, cell);
  }

  private spreadOf(id: number): number {
    const { store, crateCount: n } = this;
    let spread = 0;
    for (let k = id * n; k < id * n + n; k++) spread += this.goalDistance[store.crates[k]];
    return spread;
  }

  /**
   * The crates of state `id` the worker could pull from no side, as Festival counts them: a
   * side that is no wall, with neither wall nor crate on the square beyond it.
   */
  private shutCrates(id: number): number {
    const { store, crateCount: n, blocked, steps, marked } = this;
    const first = id * n;
    for (let k = first; k < first + n; k++) marked[store.crates[k]] = 1;
    let shut = 0;
    for (let k = first; k < first + n; k++) {
      const crate = store.crates[k];
      let pullable = false;
      for (let d = 0; d < 4; d++) {
        const step = steps[d];
        const beyond = crate + 2 * step;
        if (blocked[crate + step] === 0 && blocked[beyond] === 0 && marked[beyond] === 0) {
          pullable = true;
          break;
        }
      }
      if (!pullable) shut++;
    }
    for (let k = first; k < first + n; k++) marked[store.crates[k]] = 0;
    return shut;
  }
}

function moreOpen(a: Openness, b: Openness): boolean {
  if (a.regions !== b.regions) return a.regions < b.regions;
  if (a.shut !== b.shut) return a.shut < b.shut;
  return a.spread > b.spread;
}
