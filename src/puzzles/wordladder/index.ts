/** Word ladders (Lewis Carroll's doublets) on a dictionary: graph, searches, statistics. */
export {
  WordLadderGraph,
  WordLadderStopped,
  type WordLadderGraphOptions,
  type WordIdGraph,
  type WorkLimits,
} from './graph.js';
export {
  shortestLadder,
  allShortestLadders,
  farthestWords,
  requireWord,
  type LadderOptions,
  type LadderSearchOptions,
  type LadderAlgorithm,
  type LadderResult,
  type AllLaddersResult,
  type FarthestResult,
} from './ladder.js';
export { ladderStats, type LadderStats, type LadderStatsOptions } from './stats.js';
export {
  bfsDistances,
  componentDiameter,
  UNREACHED,
  type AdjacencyArrays,
  type Diameter,
  type DiameterOptions,
  type Sweep,
} from './distances.js';
export { isLadderStep, ladderError, type LadderRules } from './rules.js';
export { nearWords, editDistance } from './suggest.js';
// Every parser and search here throws it for bad input: callers catch it from this same subpath.
export { InputError } from '../../errors.js';
