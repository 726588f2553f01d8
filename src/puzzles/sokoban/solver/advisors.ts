/**
 * The advisors of FESS. When a position is expanded, each feature has an advisor that names
 * the one push improving that feature most (more crates packed in plan order, fewer floor
 * regions, fewer hotspots: `Hotspots`); advised pushes cost 0 and every other push costs 1. A position's weight is the
 * sum along its path, and each feature cell gives up its lightest position in turn, so a
 * line of advised pushes is followed at once while every other push still gets its turn
 * later.
 *
 * ```ts
 * advisors.begin(parentProgress, parentRegions, parentHotspots, parentWeight);
 * advisors.offer(child, progress, regions, hotspots, h, cell); // for each new child
 * advisors.flush(open, store.weight); // children into the open list with their weights
 * ```
 *
 * Candidates never lose packed crates. Among those improving a feature, the best is taken by
 * packed, then regions, then the lower bound h, the order FESS ranks positions by.
 */
import type { OpenList } from './feature-cells.js';

export class Advisors {
  private ids = new Int32Array(64);
  private progress = new Int32Array(64);
  private regions = new Int32Array(64);
  private hotspots = new Int32Array(64);
  private bounds = new Int32Array(64);
  private cells = new Int32Array(64);
  private count = 0;
  private parentProgress = 0;
  private parentRegions = 0;
  private parentHotspots = 0;
  private parentWeight = 0;

  /** Starts the expansion of a position with these features and weight. */
  begin(progress: number, regions: number, hotspots: number, weight: number): void {
    this.count = 0;
    this.parentProgress = progress;
    this.parentRegions = regions;
    this.parentHotspots = hotspots;
    this.parentWeight = weight;
  }

  /** A child of the position being expanded, new to the store. */
  offer(
    id: number,
    progress: number,
    regions: number,
    hotspots: number,
    h: number,
    cell: number,
  ): void {
    if (this.count === this.ids.length) this.grow();
    const at = this.count++;
    this.ids[at] = id;
    this.progress[at] = progress;
    this.regions[at] = regions;
    this.hotspots[at] = hotspots;
    this.bounds[at] = h;
    this.cells[at] = cell;
  }

  /**
   * Pushes every offered child into `open` at its path weight (written into `weights` by id),
   * the lower bound breaking ties within the weight.
   */
  flush(open: OpenList, weights: Uint16Array): void {
    const packer = this.best((i) => this.progress[i] > this.parentProgress);
    const connector = this.best((i) => this.regions[i] < this.parentRegions);
    const opener = this.best((i) => this.hotspots[i] < this.parentHotspots);
    const heavy = Math.min(0xffff, this.parentWeight + 1);
    for (let i = 0; i < this.count; i++) {
      const advised = i === packer || i === connector || i === opener;
      const weight = advised ? this.parentWeight : heavy;
      weights[this.ids[i]] = weight;
      open.push(this.ids[i], weight, this.bounds[i], this.cells[i]);
    }
    this.count = 0;
  }

  /** The best child that keeps every packed crate and `improves`, or -1. */
  private best(improves: (i: number) => boolean): number {
    let best = -1;
    for (let i = 0; i < this.count; i++) {
      if (this.progress[i] < this.parentProgress || !improves(i)) continue;
      if (best === -1 || this.isBetter(i, best)) best = i;
    }
    return best;
  }

  private isBetter(a: number, b: number): boolean {
    if (this.progress[a] !== this.progress[b]) return this.progress[a] > this.progress[b];
    if (this.regions[a] !== this.regions[b]) return this.regions[a] < this.regions[b];
    return this.bounds[a] < this.bounds[b];
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
    this.hotspots = grown(this.hotspots);
    this.bounds = grown(this.bounds);
    this.cells = grown(this.cells);
  }
}
