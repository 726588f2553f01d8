/**
 * Visit marks that are cleared in O(1), for floods and searches run many times over one board.
 * Each pass takes a new stamp and writes it into the squares it visits; a square counts as
 * visited in this pass when its entry equals the pass's stamp, so the next pass starts clean
 * without touching the array. Only when the stamps run out is the array wiped, once.
 *
 * ```ts
 * import { StampMarks } from 'puzzlegraph/grid';
 *
 * const marks = new StampMarks(100);
 * let stamp = marks.next();
 * marks.stamps[42] = stamp;
 * console.log(marks.stamps[42] === stamp); // true
 * stamp = marks.next(); // a new pass: nothing cleared by hand
 * console.log(marks.stamps[42] === stamp); // false
 * ```
 *
 * Hot loops read `stamps` and the pass's stamp into locals and compare them directly.
 */
export class StampMarks {
  /** One entry per square: the stamp of the last pass that visited it (0: none yet). */
  readonly stamps: Uint32Array;
  /** The current pass's stamp; 0 before the first pass. */
  stamp = 0;

  /**
   * @param size squares to mark
   * @param lastStamp the largest stamp before the array is wiped and stamps start again at 1;
   *   only tests set it lower, to reach the wipe
   */
  constructor(
    size: number,
    private readonly lastStamp = 0xffffffff,
  ) {
    this.stamps = new Uint32Array(size);
  }

  /** Starts a pass: a stamp no square holds. */
  next(): number {
    if (this.stamp >= this.lastStamp) {
      this.stamps.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }
}
