/**
 * How a push state of the solver's trace is written in a `--trace` file and in the
 * playground's copied traces: the preset of the search that holds it (their states are
 * numbered apart), the state's number there, the crate squares and the smallest square of the
 * worker's region, as x,y from 0,0 at the top left.
 *
 * ```ts
 * import { sokobanNodeLabel } from 'puzzlegraph/sokoban';
 *
 * const node = { search: 'fess', id: 12, crates: [15, 33], worker: 7 };
 * console.log(sokobanNodeLabel(6, node)); // fess#12 crates 3,2 3,5 worker 1,1
 * ```
 */
import type { SokobanTraceNode } from './solver/index.js';

export function sokobanNodeLabel(width: number, node: SokobanTraceNode): string {
  const xy = (square: number): string => `${square % width},${Math.floor(square / width)}`;
  return `${node.search}#${node.id} crates ${node.crates.map(xy).join(' ')} worker ${xy(node.worker)}`;
}
