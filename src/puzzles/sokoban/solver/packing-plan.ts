/**
 * The packing plan of FESS: in which order the goals are filled. It is found backwards from
 * the solved position. Round by round, every goal whose crate can be pulled off the goals
 * (to a square that is no goal) with the crates still on goals standing as walls is emptied;
 * the goals emptied in round r form layer r. Filling goes the other way: the deepest layer
 * first, layer 0 (the goals a crate can always still reach) last.
 *
 * A crate on a goal counts as **packed** when every deeper layer is full, so the feature
 * grows only when crates go in an order that leaves the remaining goals reachable. On levels
 * without goal rooms every goal is in layer 0 and packed is simply the crates on goals.
 *
 * ```ts
 * const plan = new PackingPlan(analysis);
 * plan.layers; // 3: a room filled from its back wall to its door
 * plan.packed(occupied); // crates on goals in plan order
 * ```
 *
 * The pull test moves one crate and lets the worker stand wherever the pull needs it (the
 * relaxation keeps the plan cheap: a few flood fills per goal); its order is advice for the
 * search, never a rule a solution must follow.
 *
 * **Out of plan** (FESS's fourth feature): once a layer is full its crates are walls, and some
 * floor may then reach none of the goals still to fill. A crate standing there is out of plan:
 * it must leave before the layer being filled is full, or it is lost. While a layer is being
 * filled, the zone is the one its filling leaves, or, when that leaves none new, the next
 * layer's that does, so that crates are moved out of the way in good time.
 */
import type { LevelAnalysis } from './analysis.js';

/** What the feature-space search asks of a packing plan (`PackingPlan`, `BasePlan`). */
export interface PackingOrder {
  /** The packing feature of the position whose crates `occupied` marks. */
  packed(occupied: Uint8Array): number;
  /** The squares out of plan with `packed` packed, undefined when there are none. */
  outOfPlanZone(packed: number): Uint8Array | undefined;
  /** The goal to fill next in the position `occupied` marks, -1 when all are packed. */
  nextGoal(occupied: Uint8Array): number;
}

export class PackingPlan implements PackingOrder {
  /** The goal squares, deepest layer first. */
  readonly order: Int32Array;
  /** `layerEnd[i]`: the end in `order` of the i-th layer counted from the deepest. */
  readonly layerEnd: Int32Array;

  /** `zones[i]`: 1 on the squares out of plan while the i-th layer from the deepest fills. */
  private readonly zones: (Uint8Array | undefined)[];

  constructor(analysis: LevelAnalysis) {
    const layerOf = goalLayers(analysis);
    const goals = [...analysis.goalSquares];
    const deepest = Math.max(0, ...goals.map((goal) => layerOf.get(goal)!));
    goals.sort((a, b) => layerOf.get(b)! - layerOf.get(a)! || a - b);
    this.order = Int32Array.from(goals);
    const ends: number[] = [];
    for (let layer = deepest; layer >= 0; layer--) {
      const end = goals.filter((goal) => layerOf.get(goal)! >= layer).length;
      if (end > (ends.at(-1) ?? 0)) ends.push(end);
    }
    this.layerEnd = Int32Array.from(ends);
    this.zones = outOfPlanZones(analysis, this.order, this.layerEnd);
  }

  /**
   * The squares whose crates are out of plan in a position with `packed` crates packed
   * (`packed()`), or undefined when there are none: the last layer leaves no goal to reach.
   */
  outOfPlanZone(packed: number): Uint8Array | undefined {
    return this.zones[this.layerFilling(packed)];
  }

  /** The layer being filled (deepest first) with `packed` packed; `layers` when all are full. */
  private layerFilling(packed: number): number {
    const { layerEnd } = this;
    let layer = 0;
    while (layer < layerEnd.length && layerEnd[layer] <= packed) layer++;
    return layer;
  }

  /** How many layers the goals fall into (1 when the order does not matter). */
  get layers(): number {
    return this.layerEnd.length;
  }

  /** The first empty goal, in order, of the layer being filled; -1 when all are full. */
  nextGoal(occupied: Uint8Array): number {
    const { order, layerEnd } = this;
    const layer = this.layerFilling(this.packed(occupied));
    if (layer === layerEnd.length) return -1;
    for (let i = layer === 0 ? 0 : layerEnd[layer - 1]; i < layerEnd[layer]; i++) {
      if (occupied[order[i]] === 0) return order[i];
    }
    return -1;
  }

  /** Crates on goals whose deeper layers are all full (`occupied` marks the crates). */
  packed(occupied: Uint8Array): number {
    const { order, layerEnd } = this;
    let packed = 0;
    let start = 0;
    for (let layer = 0; layer < layerEnd.length; layer++) {
      const end = layerEnd[layer];
      for (let i = start; i < end; i++) packed += occupied[order[i]];
      if (packed < end) return packed;
      start = end;
    }
    return packed;
  }
}

/**
 * The out-of-plan zone of each layer (see the class comment): the floor, neither dead nor a
 * goal of a full layer, from which no push reaches a goal of the layers after it.
 */
function outOfPlanZones(
  analysis: LevelAnalysis,
  order: Int32Array,
  layerEnd: Int32Array,
): (Uint8Array | undefined)[] {
  const { size, blocked, dead } = analysis;
  // closedBy[i]: the zone once layers 0..i (deepest first) are full.
  const closedBy: (Uint8Array | undefined)[] = [];
  for (let layer = 0; layer + 1 < layerEnd.length; layer++) {
    const walls = Uint8Array.from(blocked);
    for (let i = 0; i < layerEnd[layer]; i++) walls[order[i]] = 1;
    const sources = pushSources(analysis, walls, order.subarray(layerEnd[layer]));
    const zone = new Uint8Array(size);
    let any = false;
    for (let square = 0; square < size; square++) {
      if (walls[square] === 0 && dead[square] === 0 && sources[square] === 0) {
        zone[square] = 1;
        any = true;
      }
    }
    closedBy.push(any ? zone : undefined);
  }
  const zones: (Uint8Array | undefined)[] = [];
  for (let layer = 0; layer < layerEnd.length; layer++) {
    const before = layer === 0 ? undefined : zones[layer - 1];
    let next = layer;
    while (next < closedBy.length && sameZone(closedBy[next], before)) next++;
    zones.push(next < closedBy.length ? closedBy[next] : closedBy[layer]);
  }
  return zones;
}

/** 1 on every square from which a lone crate can be pushed onto one of `targets`. */
function pushSources(analysis: LevelAnalysis, walls: Uint8Array, targets: Int32Array): Uint8Array {
  const { size, steps } = analysis;
  const seen = new Uint8Array(size);
  const queue = new Int32Array(size);
  let tail = 0;
  for (const target of targets) {
    if (walls[target] === 0 && seen[target] === 0) {
      seen[target] = 1;
      queue[tail++] = target;
    }
  }
  for (let head = 0; head < tail; head++) {
    const crate = queue[head];
    for (const step of steps) {
      // Pulled back from `crate` to `from`, the worker stepping on to `from + step`.
      const from = crate + step;
      const worker = from + step;
      if (seen[from] === 1 || walls[from] === 1 || walls[worker] === 1) continue;
      seen[from] = 1;
      queue[tail++] = from;
    }
  }
  return seen;
}

function sameZone(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Each goal's layer: the round of the backward emptying in which its crate came off. */
function goalLayers(analysis: LevelAnalysis): Map<number, number> {
  const filled = new Uint8Array(analysis.size);
  for (const goal of analysis.goalSquares) filled[goal] = 1;
  const layerOf = new Map<number, number>();
  let remaining = [...analysis.goalSquares];
  for (let round = 0; remaining.length > 0; round++) {
    const removable = remaining.filter((goal) => canPullOff(analysis, filled, goal));
    // Nothing comes off: the rest is one innermost layer (the plan is advice only).
    const layer = removable.length > 0 ? removable : remaining;
    for (const goal of layer) {
      layerOf.set(goal, round);
      filled[goal] = 0;
    }
    remaining = remaining.filter((goal) => filled[goal] === 1);
  }
  return layerOf;
}

/**
 * Whether the crate on `goal` can be pulled to a square that is no goal while the crates on
 * the other `filled` goals stand still: a flood over the crate's squares, one pull a step.
 */
function canPullOff(analysis: LevelAnalysis, filled: Uint8Array, goal: number): boolean {
  const { blocked, goals, steps, size } = analysis;
  const seen = new Uint8Array(size);
  const queue = [goal];
  seen[goal] = 1;
  const free = (square: number) => blocked[square] === 0 && filled[square] === 0;
  filled[goal] = 0;
  try {
    for (let head = 0; head < queue.length; head++) {
      const crate = queue[head];
      for (const step of steps) {
        const to = crate + step;
        // The worker stands on `to` and steps back to `to + step`, the crate following.
        if (seen[to] === 1 || !free(to) || !free(to + step)) continue;
        if (goals[to] === 0) return true;
        seen[to] = 1;
        queue.push(to);
      }
    }
    return false;
  } finally {
    filled[goal] = 1;
  }
}
