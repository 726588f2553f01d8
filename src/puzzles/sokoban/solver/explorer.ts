/**
 * The explorer advisor of FESS (Festival's): a move is exploring when it can be undone and it
 * lets the worker push a crate it could not push before, so the search learns what the
 * position allows at no risk. Undone means that a lone crate on the empty level can be pushed
 * back from where it went to where it was; a new push is one from a side of a crate that did
 * not move, a side the worker could not reach before the move and reaches after it, onto a
 * free square.
 *
 * ```ts
 * const explorer = new Explorer(analysis);
 * reach.scan(occupied, worker); // the position being expanded
 * // occupied now shows the child: its crate moved from `from` to `to`
 * explorer.opens(crates, occupied, from, to, workerSquare, reach); // true or false
 * ```
 */
import { ReachScanner } from '../rules/reachability.js';
import type { LevelAnalysis } from './analysis.js';
import { UNREACHABLE, pushDistances, type PushDistances } from './distances.js';

export class Explorer {
  private readonly childReach: ReachScanner;
  /** By square: the pushes from every square back onto it, found when first asked. */
  private readonly back = new Map<number, PushDistances>();

  constructor(private readonly analysis: LevelAnalysis) {
    const { width, size, blocked } = analysis;
    this.childReach = new ReachScanner(width, size / width, blocked);
  }

  /**
   * Whether the child whose crates are `crates` (also marked in `occupied`), one crate moved
   * from `from` to `to` and the worker on `worker`, is exploring; `before` holds the worker's
   * region in the position the move was made in.
   */
  opens(
    crates: ArrayLike<number>,
    occupied: Uint8Array,
    from: number,
    to: number,
    worker: number,
    before: ReachScanner,
  ): boolean {
    if (from === to || !this.undoable(from, to)) return false;
    const { steps, blocked } = this.analysis;
    const after = this.childReach;
    after.scan(occupied, worker);
    for (let k = 0; k < crates.length; k++) {
      const crate = crates[k];
      if (crate === to) continue;
      for (let d = 0; d < 4; d++) {
        const side = crate + steps[d];
        if (side === from || before.reached(side) || !after.reached(side)) continue;
        const onto = crate - steps[d];
        if (blocked[onto] === 0 && occupied[onto] === 0) return true;
      }
    }
    return false;
  }

  /** Whether a lone crate on `to` can be pushed back to `from` on the empty level. */
  private undoable(from: number, to: number): boolean {
    let table = this.back.get(from);
    if (table === undefined) {
      table = pushDistances(this.analysis.width, this.analysis.inside, [from]);
      this.back.set(from, table);
    }
    return table.distance(0, to) !== UNREACHABLE;
  }
}
