/**
 * The packing plan of FESS: in which order the goals are filled. It is found backwards from
 * the solved position. Round by round, every goal whose crate can be pulled back to a crate's
 * starting square, with the crates still on goals standing as walls and the worker walking
 * round the crate, is emptied; the goals emptied in round r form layer r. Filling goes the
 * other way: the deepest layer first, layer 0 (the goals a crate can still be pushed onto from
 * a starting square when all others are full) last. A round in which no crate gets back to a
 * start empties the goals whose crate can be pulled off the goals at all, the worker standing
 * wherever each pull needs it: the worker's way round may lead over goals filled later.
 *
 * A crate on a goal counts as **packed** when every deeper layer is full, so the feature
 * grows only when crates go in an order that leaves the remaining goals reachable. On levels
 * without goal rooms every goal is in layer 0 and packed is simply the crates on goals.
 *
 * ```text
 * const plan = new PackingPlan(analysis, level.crates);
 * plan.layers; // 3: a room filled from its back wall to its door
 * plan.packed(occupied); // crates on goals in plan order
 * ```
 *
 * The pull test moves one crate, the others gone (the relaxation keeps the plan cheap: one
 * search over a crate's squares and sides per goal and round); its order is advice for the
 * search, never a rule a solution must follow. Without the worker, a goal room's crate could
 * leave by a passage no crate can come in by, and the plan would fill that goal last.
 *
 * **Out of plan** (FESS's fourth feature): once a layer is full its crates are walls, and some
 * floor may then reach none of the goals still to fill. A crate standing there is out of plan:
 * it must leave before the layer being filled is full, or it is lost. While a layer is being
 * filled, the zone is the one its filling leaves, or, when that leaves none new, the next
 * layer's that does, so that crates are moved out of the way in good time.
 *
 * The method follows Festival, by Yaron Shoham (Yaron Shoham and Jonathan Schaeffer, "The FESS
 * Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); the code is our
 * own (method notes and credits in docs/sokoban-solver.md).
 */
import { NO_SIDE, labelCrateSides } from '../../rules/crate-sides.js';
import { ReachScanner } from '../../rules/reachability.js';
import type { LevelAnalysis } from '../core/analysis.js';

/** What the feature-space search asks of a packing plan (`PackingPlan`, `BasePlan`). */
export interface PackingOrder {
  /** The packing feature of the position whose crates `occupied` marks. */
  packed(occupied: Uint8Array): number;
  /**
   * 1 on the squares whose crates `packed` reads: a move between two other squares leaves the
   * feature as it was, so a child's need not be counted again.
   */
  readonly counted: Uint8Array;
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
  /** The goals: `packed` reads nothing else. */
  readonly counted: Uint8Array;

  /** `zones[i]`: 1 on the squares out of plan while the i-th layer from the deepest fills. */
  private readonly zones: (Uint8Array | undefined)[];

  constructor(
    analysis: LevelAnalysis,
    /** The crates' starting squares: the goals are emptied back towards them. */
    starts: readonly number[],
  ) {
    const layerOf = goalLayers(analysis, starts);
    const goals = [...analysis.goalSquares];
    const deepest = Math.max(0, ...goals.map((goal) => layerOf.get(goal)!));
    goals.sort((a, b) => layerOf.get(b)! - layerOf.get(a)! || a - b);
    this.order = Int32Array.from(goals);
    this.counted = analysis.goals;
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

/**
 * Each goal's layer: the round of the backward emptying in which its crate came off. A crate
 * comes off when it can be pulled back to a starting square, the worker walking round it
 * (`PullToStart`); in a round where none can, when it can be pulled off the goals at all, the
 * worker standing wherever each pull needs it (`canPullOff`).
 */
function goalLayers(analysis: LevelAnalysis, starts: readonly number[]): Map<number, number> {
  const filled = new Uint8Array(analysis.size);
  for (const goal of analysis.goalSquares) filled[goal] = 1;
  const pull = new PullToStart(analysis, starts);
  const layerOf = new Map<number, number>();
  let remaining = [...analysis.goalSquares];
  for (let round = 0; remaining.length > 0; round++) {
    let removable = remaining.filter((goal) => pull.canEmpty(filled, goal));
    if (removable.length === 0) {
      removable = remaining.filter((goal) => canPullOff(analysis, filled, goal));
    }
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
 * Whether the crate on a goal can be pulled to a crate's starting square (one that is no goal)
 * while the crates on the other filled goals stand still and the rest are gone: a search over
 * the crate's square and the side of it the worker stands on (`labelCrateSides`), so that the
 * worker must walk round the crate to pull it another way. Read forwards, a crate from some
 * starting square can still be pushed onto the goal when the goals of the later rounds are
 * full. Without the worker, a goal room's crate could leave by a way no crate can come in.
 */
class PullToStart {
  private readonly scanner: ReachScanner;
  private readonly starts: Uint8Array;
  /** Side labels of a crate on each square, valid where `labelled` holds the test's stamp. */
  private readonly sides: Uint8Array;
  private readonly labelled: Uint32Array;
  /** States (square * 4 + side label) seen, by the test's stamp. */
  private readonly seen: Uint32Array;
  private readonly queue: Int32Array;
  private stamp = 0;

  constructor(
    private readonly analysis: LevelAnalysis,
    starts: readonly number[],
  ) {
    const { width, size, blocked, goals } = analysis;
    this.scanner = new ReachScanner(width, size / width, blocked);
    this.starts = new Uint8Array(size);
    for (const square of starts) if (goals[square] === 0) this.starts[square] = 1;
    this.sides = new Uint8Array(size * 4);
    this.labelled = new Uint32Array(size);
    this.seen = new Uint32Array(size * 4);
    this.queue = new Int32Array(size * 4);
  }

  /** Whether the crate on `goal` comes off, `filled` marking the goals still full. */
  canEmpty(filled: Uint8Array, goal: number): boolean {
    const { steps, blocked } = this.analysis;
    const { seen, queue } = this;
    const stamp = ++this.stamp;
    const free = (square: number) => blocked[square] === 0 && filled[square] === 0;
    filled[goal] = 0;
    try {
      let tail = 0;
      const visit = (crate: number, label: number) => {
        const state = crate * 4 + label;
        if (seen[state] === stamp) return;
        seen[state] = stamp;
        queue[tail++] = state;
      };
      // The worker may stand on any side at first: the crates taken off before are gone.
      const first = this.sidesOf(goal, filled);
      for (let d = 0; d < 4; d++)
        if (this.sides[first + d] !== NO_SIDE) visit(goal, this.sides[first + d]);
      for (let head = 0; head < tail; head++) {
        const crate = queue[head] >> 2;
        const label = queue[head] & 3;
        const at = this.sidesOf(crate, filled);
        for (let d = 0; d < 4; d++) {
          // The worker on side d pulls the crate there and steps on beyond it.
          if (this.sides[at + d] !== label) continue;
          const to = crate + steps[d];
          if (!free(to + steps[d])) continue;
          if (this.starts[to] === 1) return true;
          visit(to, this.sides[this.sidesOf(to, filled) + d]);
        }
      }
      return false;
    } finally {
      filled[goal] = 1;
    }
  }

  /** Where the side labels of a crate on `square` start in `sides`, labelling them first. */
  private sidesOf(square: number, filled: Uint8Array): number {
    if (this.labelled[square] !== this.stamp) {
      this.labelled[square] = this.stamp;
      const { blocked, steps } = this.analysis;
      labelCrateSides(square, blocked, filled, this.scanner, steps, this.sides, square * 4);
    }
    return square * 4;
  }
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
