/**
 * The open list of feature-space search (after Shoham and Schaeffer's FESS, the method behind
 * the Festival solver): positions are sorted into cells by a few features of the position,
 * such as how many crates stand on goals and into how many regions the crates cut the floor,
 * and the search takes its next position from each non-empty cell in turn, the best one of
 * that cell by the usual priority.
 *
 * A plain best-first search keeps expanding whatever looks nearest the goal, so it can spend
 * its whole budget on one plateau. Cycling through cells keeps every kind of progress alive:
 * positions with fewer crates packed but a more open floor get their turn too.
 *
 * ```text
 * const key = new FeatureKey(analysis, analysis.goals);
 * const open = new FeatureCells();
 * open.push(id, priority, tie, key.cell(key.onMarks(crates), occupied));
 * open.pop(); // the best position of the next cell in turn
 * ```
 *
 * The method follows Festival, by Yaron Shoham (Yaron Shoham and Jonathan Schaeffer, "The FESS
 * Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); the code is our
 * own (method notes and credits in docs/sokoban-solver.md).
 */
import { BinaryHeap } from '../../../../search/index.js';
import { RegionCounter, UNKNOWN_REGIONS } from '../../rules/components.js';
import type { LevelAnalysis } from '../core/analysis.js';
import type { OpenList } from '../core/open-list.js';
import type { PackingOrder } from './packing-plan.js';

export class FeatureCells implements OpenList {
  private readonly heaps = new Map<number, BinaryHeap>();
  /** Cells holding positions, in the order they are visited. */
  private readonly active: BinaryHeap[] = [];
  private next = 0;
  private total = 0;
  /** The best cell any position has been placed in (`bestFirst`), and whose turn it is. */
  private bestCell = -1;
  private bestTurn = false;

  constructor(
    /**
     * When set, every other position comes from the best cell reached so far (the highest
     * cell number: most progress, then fewest regions, as `FeatureKey.cell` numbers them
     * with the regions inverted), the turns in between from the cells in turn, as Festival
     * does: the best line of progress is pressed on while no other is left behind.
     */
    private readonly bestFirst = false,
    /** When set, a cell seen for the first time takes the next turn (Festival's requests). */
    private readonly newCellsFirst = false,
  ) {}

  get size(): number {
    return this.total;
  }

  /** The best cell that still holds positions, -1 when none does. */
  private bestNonEmptyCell(): number {
    let best = -1;
    for (const [cell, heap] of this.heaps) {
      if (heap.size > 0 && cellRank(cell) > cellRank(best)) best = cell;
    }
    return best;
  }

  get best(): number {
    return this.bestCell;
  }

  /** The number of non-empty cells. */
  get cells(): number {
    return this.active.length;
  }

  push(id: number, priority: number, tie: number, cell: number): void {
    let heap = this.heaps.get(cell);
    let isNew = false;
    if (heap === undefined) {
      heap = new BinaryHeap(64);
      this.heaps.set(cell, heap);
      isNew = true;
    }
    if (heap.size === 0) {
      this.active.push(heap);
      if (isNew && this.newCellsFirst) this.next = this.active.length - 1;
    }
    heap.push(id, priority, tie);
    this.total++;
    if (this.bestFirst && cellRank(cell) > cellRank(this.bestCell)) this.bestCell = cell;
  }

  /** The best position of the next cell in turn; undefined behaviour when empty. */
  pop(): number {
    if (this.bestFirst) {
      this.bestTurn = !this.bestTurn;
      const best = this.heaps.get(this.bestCell);
      if (this.bestTurn && best !== undefined && best.size > 0) {
        const id = best.pop();
        this.total--;
        if (best.size === 0) this.retire(this.active.indexOf(best));
        return id;
      }
    }
    if (this.next >= this.active.length) this.next = 0;
    const heap = this.active[this.next];
    const id = heap.pop();
    this.total--;
    if (heap.size === 0) this.retire(this.next);
    else this.next++;
    return id;
  }

  /** Drops the emptied cell at `index` from the turns; the last cell takes its place. */
  private retire(index: number): void {
    const heap = this.active[index];
    this.active[index] = this.active[this.active.length - 1];
    this.active.pop();
    if (index < this.next) this.next--;
    if (this.bestFirst && heap === this.heaps.get(this.bestCell)) {
      this.bestCell = this.bestNonEmptyCell();
    }
  }
}

/**
 * A position's cell as one number: its progress and the regions the crates cut the floor into.
 * Progress is the crates on marked squares (goals for a forward search, the crates' starting
 * squares for a reverse one), or with a packing plan the crates packed in the plan's order.
 * A child's regions come from its parent's when the moved crate's old and new squares show
 * nearby how regions joined and split (`regionsAfterMove`), without counting the whole floor.
 */
export class FeatureKey {
  private readonly regions: RegionCounter;
  private parentMarks = 0;
  private parentRegions = 0;
  /** The region count of the child `childCell` last placed. */
  childRegions = 0;
  /** The progress of the child `childCell` last placed. */
  childProgress = 0;
  /** The crates out of plan of the child `childCell` last placed. */
  childOutOfPlan = 0;
  private parentCrates: Int32Array = new Int32Array(0);
  private parentZone: Uint8Array | undefined;
  /** The crates out of plan of the position being expanded. */
  parentOutOfPlan = 0;

  constructor(
    analysis: LevelAnalysis,
    /** 1 on the squares whose crates count as progress. */
    private readonly marks: Uint8Array,
    /** How far a flood from a moved crate's neighbour may go before the floor is counted. */
    private readonly nearby = NEARBY,
    /** When given, progress is the crates packed in its order instead of those on marks. */
    private readonly plan?: PackingOrder,
  ) {
    this.regions = RegionCounter.ofFloor(analysis.width, analysis.blocked);
  }

  /** The progress of the position with these `crates`, also marked in `occupied`. */
  progress(crates: Int32Array, occupied: Uint8Array): number {
    return this.plan ? this.plan.packed(occupied) : this.onMarks(crates);
  }

  /** How many of `crates` stand on marked squares. */
  onMarks(crates: Int32Array): number {
    let count = 0;
    for (let k = 0; k < crates.length; k++) count += this.marks[crates[k]];
    return count;
  }

  /** The regions of free floor when `occupied` marks the crates, at most 255. */
  regionCount(occupied: Uint8Array): number {
    return Math.min(MAX_REGIONS, this.regions.count(occupied));
  }

  /**
   * `regionCount` after one crate moved from `from` to `to` (`occupied` already shows the
   * move), given the count before it. With both squares taken out of the floor, the square
   * freed now joins the regions its free neighbours lie in, and the square filled joined its
   * neighbours' before: floods from those neighbours tell both, and so the difference, mostly
   * without reaching far (past `nearby` squares the floor is counted again instead).
   */
  regionsAfterMove(before: number, from: number, to: number, occupied: Uint8Array): number {
    // A box move may bring the crate back to its square, the worker on another side.
    if (from === to) return before;
    if (before >= MAX_REGIONS) return this.regionCount(occupied);
    const joined = this.regions.regionsAroundPair(to, from, occupied, this.nearby);
    if (joined === UNKNOWN_REGIONS) return this.regionCount(occupied);
    return before + regionsLost(joined & 7) - regionsLost(joined >> 3);
  }

  /**
   * The cell of a position with this progress, `regions` floor regions and `outOfPlan` crates
   * out of plan (always 0 without a packing plan).
   */
  cell(progress: number, regions: number, outOfPlan = 0): number {
    return featureCell(progress, regions, outOfPlan);
  }

  /** Crates of `crates` out of plan in a position with `progress` packed (`PackingPlan`). */
  outOfPlan(crates: Int32Array, progress: number): number {
    const zone = this.plan?.outOfPlanZone(progress);
    if (zone === undefined) return 0;
    let count = 0;
    for (let k = 0; k < crates.length; k++) count += zone[crates[k]];
    return count;
  }

  /** Remembers the position being expanded (`occupied` marks its crates), for `childCell`. */
  expandFrom(crates: Int32Array, regions: number, occupied: Uint8Array): void {
    this.parentMarks = this.progress(crates, occupied);
    this.parentRegions = regions;
    this.parentCrates = crates;
    this.parentZone = this.plan?.outOfPlanZone(this.parentMarks);
    this.parentOutOfPlan = this.outOfPlan(crates, this.parentMarks);
  }

  /** The progress of the position being expanded. */
  get parentProgress(): number {
    return this.parentMarks;
  }

  /** The cell of the position being expanded. */
  get parentCell(): number {
    return this.cell(this.parentMarks, this.parentRegions, this.parentOutOfPlan);
  }

  /**
   * The cell of the expanded position's child in which one crate moved from `from` to `to`
   * (`occupied` shows the child); its region count is left in `childRegions`, its crates out
   * of plan in `childOutOfPlan`. A box move knows its `regionChange` (`BoxMoves`) and need not
   * count.
   */
  childCell(from: number, to: number, occupied: Uint8Array, regionChange?: number): number {
    const before = this.parentRegions;
    this.childRegions =
      regionChange !== undefined && before < MAX_REGIONS
        ? Math.min(MAX_REGIONS, before + regionChange)
        : this.regionsAfterMove(before, from, to, occupied);
    const { plan } = this;
    if (plan === undefined)
      this.childProgress = this.parentMarks - this.marks[from] + this.marks[to];
    else if (plan.counted[from] === 0 && plan.counted[to] === 0)
      this.childProgress = this.parentMarks;
    else this.childProgress = plan.packed(occupied);
    const zone = plan?.outOfPlanZone(this.childProgress);
    if (zone === undefined) this.childOutOfPlan = 0;
    // Most moves keep the layer being filled, and with it the zone: one crate's change.
    else if (zone === this.parentZone)
      this.childOutOfPlan = this.parentOutOfPlan - zone[from] + zone[to];
    else
      this.childOutOfPlan =
        this.outOfPlan(this.parentCrates, this.childProgress) - zone[from] + zone[to];
    return this.cell(this.childProgress, this.childRegions, this.childOutOfPlan);
  }
}

/** The number of the cell of positions with these features (`FeatureKey.cell`). */
export function featureCell(progress: number, regions: number, outOfPlan = 0): number {
  return (progress * 256 + regions) * LEVELS + Math.min(outOfPlan, MAX_COUNT);
}

/** The better of two cells by `cellRank` (`a` when they rank the same). */
export function betterCell(a: number, b: number): number {
  return cellRank(b) > cellRank(a) ? b : a;
}

/**
 * Orders cells by progress, then by fewer regions and fewer crates out of plan, as FESS ranks
 * its features; -1 (no cell yet) below every cell.
 */
export function cellRank(cell: number): number {
  if (cell < 0) return -1;
  const outOfPlan = cell % LEVELS;
  const rest = Math.floor(cell / LEVELS);
  const regions = rest & 255;
  const progress = rest >> 8;
  return (progress * 256 + (255 - regions)) * LEVELS + (MAX_COUNT - outOfPlan);
}

/** Crates out of plan beyond this many share a cell. */
const MAX_COUNT = 63;
const LEVELS = MAX_COUNT + 1;

/** Regions beyond this many share a cell. */
const MAX_REGIONS = 255;

/**
 * Squares a flood from a neighbour may reach before the floor is counted again instead: none.
 * A flood that settles the count stops as soon as every neighbour is reached, which is mostly
 * far short of the whole floor, where a count always floods all of it. With a limit of 24 a
 * third of the reverse search's children were counted again; without one, positions expanded
 * in the same time, alternating in one process: `reverse` on XSokoban 29 12% more (64 and
 * 128: 8% and 13%), on Sasquatch 185 and 321 4%; `goal-rooms` on XSokoban 29, 40, 77 9%; the
 * whole plan on XSokoban 29, 40 14%, on Sasquatch 69, 185 4%.
 */
const NEARBY = Infinity;

/** Regions fewer once a square joining `met` of them is floor; one joining none is its own. */
function regionsLost(met: number): number {
  return met === 0 ? -1 : met - 1;
}
