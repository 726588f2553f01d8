/**
 * Moving AI maps with weighted cells, for `WeightedPathFinder`: entering a cell costs its
 * cost, and the map's own rule still holds (a step joins two cells of the same class: ground
 * to ground, water to water). With every cost 1 the costs are the map's octile lengths.
 *
 * ```ts
 * import { WeightedPathFinder } from 'puzzlegraph/grid';
 * import { GridMap, weightedGridMap } from 'puzzlegraph/gridmap';
 *
 * const map = GridMap.fromRows(['...', '.@.', '...']);
 * const costs = [1, 9, 1, 1, 1, 1, 1, 1, 1];
 * const finder = new WeightedPathFinder(weightedGridMap(map, costs));
 * // Round the wall, not through the 9.
 * console.log(finder.findPath(map.index(0, 0), map.index(2, 0)).cost); // 6
 * ```
 */
import { WeightedGrid, type WeightedGridOptions } from '../../grid/index.js';
import { BLOCKED, type GridMap } from './map.js';

/**
 * The map as a weighted grid.
 *
 * @param map a Moving AI map
 * @param costs the cost of entering each cell, `y * width + x` (default 1 everywhere);
 *   Infinity closes a cell. A map with both ground and water tells at most 254 different
 *   (class, cost) pairs apart.
 * @param options `diagonal`: 8-connected moves (octile, no corner cutting), the default, as
 *   the scenario files assume; `false` for 4-connected
 */
export function weightedGridMap(
  map: GridMap,
  costs?: ArrayLike<number>,
  options: WeightedGridOptions = {},
): WeightedGrid {
  const diagonal = { diagonal: options.diagonal ?? true };
  const { width, height, classes } = map;
  const costOf = (cell: number) => (classes[cell] === BLOCKED ? Infinity : (costs?.[cell] ?? 1));
  const present = new Set<number>();
  for (const c of classes) if (c !== BLOCKED) present.add(c);
  if (present.size <= 1) {
    return WeightedGrid.fromCellCosts(
      width,
      height,
      Array.from(classes, (_, cell) => costOf(cell)),
      diagonal,
    );
  }
  // Ground and water: a kind per (class, cost), the move allowed within a class.
  const kindOf = new Map<string, number>();
  const kindClass: number[] = [];
  const kindCost: number[] = [];
  const kinds = new Uint8Array(classes.length);
  for (let cell = 0; cell < classes.length; cell++) {
    const key = `${classes[cell]} ${costOf(cell)}`;
    let kind = kindOf.get(key);
    if (kind === undefined) {
      kind = kindClass.length;
      if (kind >= 0xff) {
        throw new RangeError('a map with ground and water tells at most 254 cell costs apart');
      }
      kindOf.set(key, kind);
      kindClass.push(classes[cell]);
      kindCost.push(costOf(cell));
    }
    kinds[cell] = kind;
  }
  return WeightedGrid.fromKinds(
    width,
    height,
    kinds,
    (from, to) =>
      kindClass[from] !== BLOCKED && kindClass[from] === kindClass[to] ? kindCost[to] : Infinity,
    diagonal,
  );
}
