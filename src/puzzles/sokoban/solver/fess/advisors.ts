/**
 * The advisors of FESS. When a position is expanded, each feature has an advisor that names
 * the one push improving that feature most (more crates packed in plan order, fewer floor
 * regions, fewer crates out of plan without more regions, fewer hotspots: `Hotspots`; and, as
 * Festival's explorer, a move that can be undone and lets the worker push a crate it could not
 * push before: `Explorer`; and, as its opener, when nothing packs, the move taking the crate
 * nearest the plan's next goal no nearer: `Opener`); advised pushes cost 0 and every other
 * push costs 1, but an only child costs 0 too (Festival lets the first of at most two moves
 * cost nothing). A position's weight is the sum along its path, and each feature cell gives up
 * its lightest position in turn, so a line of advised pushes is followed at once while every
 * other push still gets its turn later.
 *
 * The opener and the advisors follow Festival, by Yaron Shoham (Yaron Shoham and Jonathan
 * Schaeffer, "The FESS Algorithm: A Feature Based Approach to Single-Agent Search", IEEE
 * Conference on Games 2020); the code is our own, written from the method notes in
 * docs/sokoban-solver.md.
 *
 * ```text
 * advisors.begin({ progress, regions, outOfPlan, hotspots }, parentWeight);
 * advisors.offer(child, { progress, regions, outOfPlan, hotspots }, h, cell);
 * advisors.flush(open, store.weight); // children into the open list with their weights
 * ```
 *
 * Candidates never lose packed crates. Among those improving a feature, the best is taken by
 * packed, then regions, crates out of plan and hotspots, then the *higher* lower bound h, the
 * order Festival ranks positions by (its last tie-break prefers crates farther from the
 * goals): the features and their advisors already lead towards the goals, and of two moves
 * they cannot tell apart, the one taking a crate out of the way keeps more room than the one
 * bringing it near the goals before the plan's turn for it. The packer is the exception: it
 * takes the *lower* bound. Two pushes that pack equally both bring a crate to a goal; the one
 * that raises the bound more has put it on the goal another crate was nearest, which must then
 * go round to one the plan keeps for later (found by bench/sokoban-endgames.ts: FESS 16 pushes
 * before the end of Sasquatch 241 expanded 3,400 positions in 5 s without finishing; 17 now).
 */
import { cellRank, featureCell } from './feature-cells.js';
import type { OpenList } from '../core/open-list.js';

/** A position's features, as the advisors compare them. */
export interface AdvisedFeatures {
  /** Crates packed in plan order. */
  progress: number;
  /** Regions of free floor. */
  regions: number;
  /** Crates out of plan (`PackingPlan.outOfPlanZone`). */
  outOfPlan: number;
  /** Hotspots (`Hotspots`; 0 when that advisor is off). */
  hotspots: number;
  /**
   * 1 when the move can be undone and lets the worker push a crate it could not push before
   * (`Explorer`; always 0 for a position being expanded, and when that advisor is off).
   */
  opens?: number;
  /**
   * The moved crate's walking distances on the empty level from the plan's next goal, before
   * and after the move (`Opener`; -1 when that advisor is off or no goal is left).
   */
  nearBefore?: number;
  nearAfter?: number;
}

/** Lower bounds beyond this many pushes tie (the open list's tie is one number). */
const FARTHEST = 0xffff;

/** Walking distances on a board of at most 65,535 squares are below this. */
const WALK_SPAN = 0x10000;
/** The opener's rank of a child that may not be the opener (`Advisors.openerRank`). */
const NOT_AN_OPENER = Infinity;

export class Advisors {
  private ids = new Int32Array(64);
  private progress = new Int32Array(64);
  private regions = new Int32Array(64);
  private outOfPlan = new Int32Array(64);
  private hotspots = new Int32Array(64);
  private opens = new Int32Array(64);
  private nearBefore = new Int32Array(64);
  private nearAfter = new Int32Array(64);
  private bounds = new Int32Array(64);
  private cells = new Int32Array(64);
  private count = 0;
  private parent: AdvisedFeatures = {
    progress: 0,
    regions: 0,
    outOfPlan: 0,
    hotspots: 0,
  };
  private parentWeight = 0;

  constructor(
    /**
     * When set, equal weights are taken by the child's own features (more packed, fewer
     * regions, fewer out of plan, fewer hotspots), then the higher lower
     * bound, as Festival orders the moves of a position; otherwise by the higher bound alone.
     */
    private readonly tieByFeatures = false,
  ) {}

  /** Starts the expansion of a position with these features and weight. */
  begin(features: AdvisedFeatures, weight: number): void {
    this.count = 0;
    this.parent = { ...features };
    this.parentWeight = weight;
  }

  /** A child of the position being expanded, new to the store. */
  offer(id: number, features: AdvisedFeatures, h: number, cell: number): void {
    if (this.count === this.ids.length) this.grow();
    const at = this.count++;
    this.ids[at] = id;
    this.progress[at] = features.progress;
    this.regions[at] = features.regions;
    this.outOfPlan[at] = features.outOfPlan;
    this.hotspots[at] = features.hotspots;
    this.opens[at] = features.opens ?? 0;
    this.nearBefore[at] = features.nearBefore ?? -1;
    this.nearAfter[at] = features.nearAfter ?? -1;
    this.bounds[at] = h;
    this.cells[at] = cell;
  }

  /**
   * Pushes every offered child into `open` at its path weight (written into `weights` by id),
   * the higher lower bound first within the weight.
   */
  flush(open: OpenList, weights: Uint16Array): void {
    const { parent } = this;
    // Of two pushes that pack, the one raising the bound more packs on another crate's goal.
    const packer = this.best((i) => this.progress[i] > parent.progress, 'lower');
    const connector = this.best((i) => this.regions[i] < parent.regions);
    const clearer = this.best(
      (i) => this.outOfPlan[i] < parent.outOfPlan && this.regions[i] <= parent.regions,
    );
    const freer = this.best((i) => this.hotspots[i] < parent.hotspots);
    const explorer = this.best((i) => this.opens[i] === 1);
    const opener = packer === -1 ? this.nextGoalOpener() : -1;
    const heavy = Math.min(0xffff, this.parentWeight + 1);
    // A lone child is no choice at all: it costs nothing.
    const forced = this.count === 1;
    for (let i = 0; i < this.count; i++) {
      const advised =
        forced ||
        i === packer ||
        i === connector ||
        i === clearer ||
        i === freer ||
        i === explorer ||
        i === opener;
      const weight = advised ? this.parentWeight : heavy;
      weights[this.ids[i]] = weight;
      open.push(this.ids[i], weight, this.tie(i), this.cells[i]);
    }
    this.count = 0;
  }

  /**
   * The opener (method note "Opener" in docs/sokoban-solver.md), asked only when no move
   * packs: the child with the lowest `openerRank`, the first of equals; -1 when no child may
   * open.
   */
  private nextGoalOpener(): number {
    let chosen = -1;
    let chosenRank = NOT_AN_OPENER;
    for (let i = 0; i < this.count; i++) {
      const rank = this.openerRank(i);
      if (rank < chosenRank) {
        chosen = i;
        chosenRank = rank;
      }
    }
    return chosen;
  }

  /**
   * Child `i` as the opener, lower better: first by how near the plan's next goal its crate
   * stood (walking on the empty level), then by how far from it the crate ends, farther
   * better. `NOT_AN_OPENER` unless the child keeps every packed crate, cuts the floor no more
   * and ends its crate no nearer the goal (which there must be: -1 means none is left).
   */
  private openerRank(i: number): number {
    const stood = this.nearBefore[i];
    const ends = this.nearAfter[i];
    const keepsPacked = this.progress[i] >= this.parent.progress;
    const cutsNoMore = this.regions[i] <= this.parent.regions;
    const endsNoNearer = stood >= 0 && ends >= stood;
    if (!keepsPacked || !cutsNoMore || !endsNoNearer) return NOT_AN_OPENER;
    // Distances stay below WALK_SPAN, so the start decides and the end only breaks ties.
    return stood * WALK_SPAN - ends;
  }

  /**
   * The best child that keeps every packed crate and `improves`, or -1; of equal features, the
   * one with the `bound` lower bound (the higher one unless told).
   */
  private best(improves: (i: number) => boolean, bound: 'higher' | 'lower' = 'higher'): number {
    let best = -1;
    for (let i = 0; i < this.count; i++) {
      if (this.progress[i] < this.parent.progress || !improves(i)) continue;
      if (best === -1 || this.isBetter(i, best, bound)) best = i;
    }
    return best;
  }

  private tie(i: number): number {
    const nearer = FARTHEST - Math.min(this.bounds[i], FARTHEST);
    if (!this.tieByFeatures) return nearer;
    const own = featureCell(this.progress[i], this.regions[i], this.outOfPlan[i]);
    const hotspots = Math.min(this.hotspots[i], 63);
    return (-cellRank(own) * 64 + hotspots) * (FARTHEST + 1) + nearer;
  }

  private isBetter(a: number, b: number, bound: 'higher' | 'lower'): boolean {
    if (this.progress[a] !== this.progress[b]) return this.progress[a] > this.progress[b];
    if (this.regions[a] !== this.regions[b]) return this.regions[a] < this.regions[b];
    if (this.outOfPlan[a] !== this.outOfPlan[b]) return this.outOfPlan[a] < this.outOfPlan[b];
    if (this.hotspots[a] !== this.hotspots[b]) return this.hotspots[a] < this.hotspots[b];
    return bound === 'higher' ? this.bounds[a] > this.bounds[b] : this.bounds[a] < this.bounds[b];
  }

  private grow(): void {
    const length = this.ids.length * 2;
    const grown = (array: Int32Array) => {
      const next = new Int32Array(length);
      next.set(array);
      return next;
    };
    this.ids = grown(this.ids);
    this.progress = grown(this.progress);
    this.regions = grown(this.regions);
    this.outOfPlan = grown(this.outOfPlan);
    this.hotspots = grown(this.hotspots);
    this.opens = grown(this.opens);
    this.nearBefore = grown(this.nearBefore);
    this.nearAfter = grown(this.nearAfter);
    this.bounds = grown(this.bounds);
    this.cells = grown(this.cells);
  }
}
