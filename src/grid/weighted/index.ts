/** Weighted grids: step costs per cell or per move, and a fast optimal path finder on them. */
export { WeightedGrid, DIAGONAL_FACTOR, MAX_KINDS, type WeightedGridOptions } from './grid.js';
export { componentLabels } from './components.js';
export {
  WeightedPathFinder,
  type WeightedQueryLimits,
  type WeightedQueryOptions,
} from './path-finder.js';
export { WeightedRange } from './range.js';
