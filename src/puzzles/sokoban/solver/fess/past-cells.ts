/**
 * Festival's filing of positions (setting `pastCells`): a position is filed in the best cell
 * on its path, its own or an ancestor's, so a move that makes way for progress (a crate pushed
 * aside, the floor cut for a while) stays with its line instead of falling among worse
 * positions. The method follows Festival, by Yaron Shoham (Shoham and Schaeffer, "The FESS
 * Algorithm", IEEE CoG 2020).
 *
 * ```text
 * const filing = new PastCells();
 * const cell = filing.file(id, parentId, ownCell); // the cell to push `id` into
 * ```
 */
import { betterCell } from './feature-cells.js';

export class PastCells {
  /** The cell each position is filed in, by id. */
  private filed = new Int32Array(1024);

  /**
   * Files position `id` in the better of its own `cell` and the cell its `parent` was filed
   * in (-1 for a root: its own), and returns it.
   */
  file(id: number, parent: number, cell: number): number {
    const filed = parent === -1 ? cell : betterCell(cell, this.filed[parent]);
    if (id >= this.filed.length) {
      const grown = new Int32Array(Math.max(1024, (id + 1) * 2));
      grown.set(this.filed);
      this.filed = grown;
    }
    this.filed[id] = filed;
    return filed;
  }
}
