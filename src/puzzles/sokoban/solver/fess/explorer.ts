/**
 * The explorer advisor of FESS: it names the moves that teach the search something about a
 * position at no risk. A move explores when its crate could be brought back (so nothing is
 * lost by making it) and, after it, the worker stands at a push it could not make before: a
 * side of a crate that stood still, out of the worker's reach until now, with free floor on
 * the far side. The search thus learns what the position allows without committing to it.
 *
 * The method follows Festival, by Yaron Shoham (Shoham and Schaeffer, "The FESS Algorithm: A
 * Feature Based Approach to Single-Agent Search", IEEE CoG 2020); this code is our own, written
 * from the method note in docs/sokoban-solver.md.
 *
 * Whether the crate could be brought back is asked of a lone crate on the empty level, from
 * where it went to where it was: one table per square, built once, where asking it with the
 * other crates in place would cost a search per move. A move that fails even this commits its
 * crate for good.
 *
 * ```text
 * const explorer = new Explorer(analysis);
 * reach.scan(occupied, worker); // the position being expanded
 * // occupied now shows the child: its crate moved from `from` to `to`
 * explorer.opens(crates, occupied, from, to, workerSquare, reach); // true or false
 * ```
 */
import { ReachScanner } from '../../rules/reachability.js';
import type { LevelAnalysis } from '../core/analysis.js';

export class Explorer {
  /** The worker's region in the child being judged. */
  private readonly childReach: ReachScanner;
  /**
   * By target square, when first asked: 1 on each square from which a lone crate can be pushed
   * onto the target on the empty level. The same targets come up again and again in a search.
   */
  private readonly pushBack: (Uint8Array | undefined)[];
  private readonly queue: Int32Array;
  /** The sides of crates from which a push would be news, for the child being judged. */
  private readonly news: Int32Array;

  constructor(private readonly analysis: LevelAnalysis) {
    const { width, size, blocked } = analysis;
    this.childReach = new ReachScanner(width, size / width, blocked);
    this.pushBack = new Array<Uint8Array | undefined>(size);
    this.queue = new Int32Array(size);
    this.news = new Int32Array(size * 4);
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
    /**
     * For a box move, its exploration (`BoxMoves`), `worker` then being the smallest square of
     * the worker's region: it tells that region's squares without a flood.
     */
    boxMove?: { regionOf(crate: number, square: number): number },
  ): boolean {
    if (from === to || this.originsOf(from)[to] === 0) return false;
    // The pushes that would be news, found before the child's flood: most children have none.
    const { steps, blocked } = this.analysis;
    const news = this.news;
    let count = 0;
    for (let k = 0; k < crates.length; k++) {
      const crate = crates[k];
      if (crate === to) continue;
      for (let d = 0; d < 4; d++) {
        const side = crate + steps[d];
        // The square the moved crate left was covered, not shut off: reaching it is no news.
        if (side === from || before.reached(side)) continue;
        const onto = crate - steps[d];
        if (blocked[side] === 1 || occupied[side] === 1) continue;
        if (blocked[onto] === 0 && occupied[onto] === 0) news[count++] = side;
      }
    }
    if (count === 0) return false;
    if (boxMove !== undefined) {
      for (let i = 0; i < count; i++) if (boxMove.regionOf(to, news[i]) === worker) return true;
      return false;
    }
    const after = this.childReach;
    after.scan(occupied, worker);
    for (let i = 0; i < count; i++) if (after.reached(news[i])) return true;
    return false;
  }

  /** The squares from which a lone crate can be pushed onto `target` (see `pushBack`). */
  private originsOf(target: number): Uint8Array {
    const known = this.pushBack[target];
    if (known !== undefined) return known;
    const { inside, steps, size } = this.analysis;
    const origins = new Uint8Array(size);
    const queue = this.queue;
    origins[target] = 1;
    queue[0] = target;
    // Backwards from the target: a crate one step back, with the worker behind it, gets there.
    for (let head = 0, tail = 1; head < tail; head++) {
      const square = queue[head];
      for (let d = 0; d < 4; d++) {
        const back = square - steps[d];
        const behind = back - steps[d];
        if (behind < 0 || behind >= size || inside[back] === 0 || inside[behind] === 0) continue;
        if (origins[back] === 1) continue;
        origins[back] = 1;
        queue[tail++] = back;
      }
    }
    this.pushBack[target] = origins;
    return origins;
  }
}
