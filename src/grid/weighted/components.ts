/**
 * Component labels of a weighted grid, so that a path finder answers a goal in another
 * component at once instead of exhausting the start's. Only cells that some step can enter
 * are labelled (others can only be a path's start): two of them are joined when a step is
 * allowed between them in either direction. Labels are therefore never finer than
 * reachability (a goal with another label is surely unreachable), and equal to it whenever
 * steps are allowed both ways, as on terrain and Moving AI maps.
 */
import { OPPOSITE, WALL, type WeightedGrid } from './grid.js';

/**
 * Labels 1, 2, ... per padded cell; 0 on the border and for cells that no step enters.
 *
 * @param grid the grid; its `diagonal` decides whether diagonal steps join cells
 *
 * ```ts
 * import { componentLabels, WeightedGrid } from 'puzzlegraph/grid';
 *
 * const grid = WeightedGrid.fromCellCosts(5, 1, [1, 1, Infinity, 1, 1]);
 * const labels = componentLabels(grid);
 * console.log(labels[grid.padded(0)] === labels[grid.padded(1)]); // true
 * // The blocked middle cell parts the two ends; nothing enters it, so it has no label.
 * console.log(labels[grid.padded(0)] === labels[grid.padded(3)]); // false
 * console.log(labels[grid.padded(2)]); // 0
 * ```
 */
export function componentLabels(grid: WeightedGrid): Int32Array {
  const { kinds, offsets } = grid;
  const directions = grid.diagonal ? 8 : 4;
  const enterable = new Uint8Array(kinds.length);
  for (let cell = 0; cell < kinds.length; cell++) {
    if (kinds[cell] === WALL) continue;
    for (let k = 0; k < directions; k++) {
      if (grid.baseCost(cell, k) !== Infinity) enterable[cell + offsets[k]] = 1;
    }
  }
  const label = new Int32Array(kinds.length);
  const stack = new Int32Array(kinds.length);
  let next = 0;
  for (let cell = 0; cell < kinds.length; cell++) {
    if (enterable[cell] === 0 || label[cell] !== 0) continue;
    label[cell] = ++next;
    let top = 0;
    stack[top++] = cell;
    while (top > 0) {
      const at = stack[--top];
      for (let k = 0; k < directions; k++) {
        const near = at + offsets[k];
        if (label[near] !== 0 || enterable[near] === 0) continue;
        if (grid.baseCost(at, k) === Infinity && grid.baseCost(near, OPPOSITE[k]) === Infinity) {
          continue;
        }
        label[near] = next;
        stack[top++] = near;
      }
    }
  }
  return label;
}
