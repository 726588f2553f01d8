/**
 * Mulberry32: a small, fast, seedable random generator, so that experiments, random boards
 * and benchmarks repeat exactly. Not for anything that needs secrecy.
 *
 * ```ts
 * import { seededRandom } from 'puzzlegraph/grid';
 *
 * const first = seededRandom(1)();
 * const again = seededRandom(1)();
 * console.log(first === again); // true
 * console.log(first >= 0 && first < 1); // true
 * ```
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
