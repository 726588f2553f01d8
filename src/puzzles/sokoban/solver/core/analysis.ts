/**
 * Everything the solver precomputes once per level: the inside squares, a wall map that also
 * walls off the outside, dead squares, push distances to every goal and Zobrist keys.
 *
 * ```text
 * const analysis = analyseLevel(level);
 * analysis.dead[square]; // 1 if no crate may be pushed there
 * analysis.distances.distance(goalIndex, square); // pushes on the empty board
 * analysis.rooms; // goal rooms and the order to fill them
 * ```
 */
import type { SokobanLevel } from '../../level.js';
import { computeDeadSquares } from '../../rules/dead-squares.js';
import { findGoalRooms, type GoalRoom } from '../../rules/goal-room.js';
import { insideSquares, stepOffsets } from '../../rules/reachability.js';
import { PushDistances, pushDistances } from './distances.js';

export interface LevelAnalysis {
  width: number;
  size: number;
  steps: Int32Array;
  inside: Uint8Array;
  /** 1 for walls and for squares outside the level: the worker never stands there. */
  blocked: Uint8Array;
  goals: Uint8Array;
  goalSquares: number[];
  /** 1 where a crate must never go (dead squares and anything not inside). */
  dead: Uint8Array;
  distances: PushDistances;
  crateKeys: Int32Array;
  workerKeys: Int32Array;
  /** Goal rooms with their fill order, for goal macros. */
  rooms: GoalRoom[];
}

export function analyseLevel(level: SokobanLevel): LevelAnalysis {
  const size = level.width * level.height;
  const inside = insideSquares(level);
  const blocked = new Uint8Array(size);
  const dead = computeDeadSquares(level);
  const goals = new Uint8Array(size);
  const goalSquares: number[] = [];
  for (let i = 0; i < size; i++) {
    if (inside[i] === 0) {
      blocked[i] = 1;
      dead[i] = 1;
    } else if (level.goals[i] === 1) {
      goals[i] = 1;
      goalSquares.push(i);
    }
  }
  const random = xorshift(0x9e3779b9 ^ size);
  const crateKeys = new Int32Array(size);
  const workerKeys = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    crateKeys[i] = random();
    workerKeys[i] = random();
  }
  return {
    width: level.width,
    size,
    steps: stepOffsets(level.width),
    inside,
    blocked,
    goals,
    goalSquares,
    dead,
    distances: pushDistances(level.width, inside, goalSquares),
    crateKeys,
    workerKeys,
    rooms: findGoalRooms(level.width, inside, goals, level.crates, level.worker),
  };
}

/** A small deterministic generator: the same level always hashes the same way. */
function xorshift(seed: number): () => number {
  let state = seed | 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state | 0;
  };
}
