/**
 * The rules and analyses of Sokoban positions that solvers and tools share: where the worker
 * walks, the regions of free floor, dead squares, freeze deadlocks, frozen goals, goals the crates
 * cannot share out (residual matching) and PI-corrals.
 *
 * ```text
 * const dead = computeDeadSquares(level); // 1 where a crate can never reach a goal
 * const { count, regionOf } = findComponents(level); // worker regions given the crates
 * workerReach(level)[square]; // 1 if the worker walks there now
 * ```
 */
export {
  ReachScanner,
  STEP_LETTERS,
  insideSquares,
  stepOffsets,
  workerReach,
} from './reachability.js';
export { findComponents, type Components } from './components.js';
export { computeDeadSquares } from './dead-squares.js';
export { FreezeChecker } from './freeze.js';
export { FrozenGoals } from './frozen-goals.js';
export { ResidualMatching } from './residual-matching.js';
export { CorralFinder } from './corral.js';
