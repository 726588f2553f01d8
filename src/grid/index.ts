/** Boards, directions, positions, bit sets, text-grid parsing and weighted grid search shared by the puzzles. */
export { Board, moveIndex, moveBy } from './board.js';
export {
  type Direction,
  UP,
  DOWN,
  LEFT,
  RIGHT,
  DIRECTIONS,
  KING_DIRECTIONS,
  opposite,
  directionFromLetter,
} from './direction.js';
export { BitSet, popCount } from './bitset.js';
export { StampMarks } from './stamp-marks.js';
export {
  parseTextGrid,
  gridFromRows,
  MAX_TEXT_GRID_SIDE,
  type TextGrid,
  type TextGridOptions,
} from './text-grid.js';
export { InputError, quoteInput, clipInput, ECHO_LIMIT } from '../errors.js';
export { normalizeText, textLines } from '../text-input.js';
export { seededRandom } from './random.js';
export {
  WeightedGrid,
  WeightedPathFinder,
  WeightedRange,
  componentLabels,
  DIAGONAL_FACTOR,
  MAX_KINDS,
  type WeightedGridOptions,
  type WeightedQueryLimits,
  type WeightedQueryOptions,
} from './weighted/index.js';
