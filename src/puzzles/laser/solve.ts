/**
 * Solves laser puzzles in the manner of ThinkFun's Laser Maze: given a board with fixed pieces
 * and a set of pieces to place on its free squares (in fixed orientations such as `/`, or free
 * ones such as `mirror`), find placements that light every target, or prove there are none.
 *
 * ```ts
 * import { parseLaser, solveLaser } from 'puzzlegraph/laser';
 *
 * const result = solveLaser(parseLaser('>...\n....\n...o\nplace: mirror'));
 * console.log(result.outcome); // found
 * const [placed] = result.solutions[0].placements;
 * console.log(placed.x, placed.y, placed.symbol, placed.piece); // 3 0 \ mirror
 * ```
 *
 * The search decides one lit square at a time. Light only ever reaches a piece through
 * squares that are lit, so a piece that matters stands on a square the current light passes
 * through: each node simulates the light of the pieces placed so far, takes the first lit
 * square not yet decided, and branches on leaving it empty for good or placing each piece
 * that is still in the box there. Every placement is therefore considered once, whatever the
 * order the pieces were listed in; identical pieces are one choice (the box is a multiset),
 * and a piece with fewer orientations is used before one that can do everything it can (a
 * `/` before a `mirror`). Optionally (`reachabilityBound`) a node is pruned when some dark
 * target cannot be reached with the pieces left, even if every undecided square could turn
 * light every way those pieces can (a 0-1 BFS over rays counting turns). Pieces that end on
 * no beam go on dark
 * free squares, as Laser Maze requires every piece to be used (unless `allowSpare`).
 *
 * Every solution is re-simulated with `simulateLight` before it is returned.
 */
import {
  SearchRun,
  type Outcome,
  type RunOptions,
  type SearchStats,
  type Tracer,
} from '../../search/index.js';
import { LaserBoard } from './board.js';
import type { LaserPuzzle } from './parse.js';
import {
  ANY_MIRROR,
  ANY_SPLITTER,
  EMPTY,
  EXIT_TABLE,
  isUndecided,
  ORIENTATIONS,
  symbolOf,
  TARGET,
} from './pieces.js';
import { isLitSquare, simulateLight, type LightResult } from './simulate.js';

/**
 * The solver's rules and the kit's limits (`maxExpanded`, `maxStored`, `timeLimitMs`,
 * `signal`, `stopFlag`, `progressEvery`). `maxStored` bounds the nodes open on the way to the
 * one being expanded, the only nodes a depth-first search over placements holds.
 */
export interface LaserSolveOptions extends Omit<RunOptions<LaserNode>, 'onProgress' | 'tracer'> {
  /** Stop after this many solutions; default 1. `Infinity` lists them all. */
  maxSolutions?: number;
  /** Pieces may stay in the box (default: every piece must be placed, as in Laser Maze). */
  allowSpare?: boolean;
  /**
   * Every piece must be placed where the light reaches it (a stricter rule some puzzle sets
   * use: no piece may sit idle in the dark). Overrides `allowSpare`.
   */
  everyPieceLit?: boolean;
  /**
   * Also prune with the target-reachability bound (default false). On the example puzzles it
   * halves the nodes but costs about as much time as it saves, or a little more; it helps
   * when nodes, not time, are the limit. See bench/laser.bench.ts.
   */
  reachabilityBound?: boolean;
  /** Receives the statistics so far, the solver's own included (see `RunLimits.onProgress`). */
  onProgress?: (stats: LaserSolveStats) => void;
  /**
   * Receives the search's events, nodes being placement states (`LaserNode`): `start` with
   * the empty board, `expand` when a node's light is simulated (cost = decisions so far,
   * frontier = nodes open on the way to it), `generate` for each child just before it is
   * expanded, `found` for each solution, then `limit` and `end`. Costs nothing when absent.
   */
  tracer?: Tracer<LaserNode>;
}

/** A node of the solver's search as its trace names it: the pieces placed so far. */
export interface LaserNode {
  /** Its number in the order nodes were generated; the empty board is 0. */
  id: number;
  /** Pieces from the box and turned `M`/`S` pieces on the working board, in reading order. */
  pieces: { square: number; x: number; y: number; symbol: string }[];
}

export interface LaserSolveStats extends SearchStats {
  /** Nodes cut by the reachability bound. */
  pruned: number;
  /** Light simulations run. */
  simulations: number;
}

/** A piece on a square: one placed from the box, or the chosen orientation of an `M`/`S`. */
export interface Placement {
  square: number;
  x: number;
  y: number;
  kind: number;
  /** Its board symbol, e.g. `/` or `Z`. */
  symbol: string;
  /** The piece type it came from (`mirror`, `/`, ...), or `M`/`S` for a fixed piece turned. */
  piece: string;
  /** True when light reaches its square; false for pieces parked on dark squares. */
  lit: boolean;
}

export interface LaserSolution {
  /** Pieces from the box, in reading order. */
  placements: Placement[];
  /** Orientations chosen for the board's `M` and `S` pieces. */
  orientations: Placement[];
  /** The board with every piece in place. */
  board: LaserBoard;
  /** Its light, re-simulated: every target is hit. */
  light: LightResult;
}

export interface LaserSolveResult {
  /** 'found' when a solution exists, 'exhausted' when none does, else the limit that stopped. */
  outcome: Outcome;
  solutions: LaserSolution[];
  /** True when the whole search space was covered (all solutions listed, or none exist). */
  complete: boolean;
  stats: LaserSolveStats;
}

/**
 * Places the puzzle's pieces so that every target is lit.
 *
 * @param puzzle the board and the pieces to place on it.
 * @param options the rules (`allowSpare`, `everyPieceLit`), how many solutions, the bound,
 *   and the limits, progress and tracer of every search.
 * @returns the outcome, the solutions found, whether the search was complete, the statistics.
 */
export function solveLaser(puzzle: LaserPuzzle, options: LaserSolveOptions = {}): LaserSolveResult {
  return new LaserSolver(puzzle, options).solve();
}

const UNREACHED = 0x3fffffff;

const turnCaps = new Map<number, number>();

/**
 * The most times a cheapest relaxed path can turn at one square when `turn[a]` is the mask of
 * directions a piece can send light arriving moving `a`: visits arrive in distinct
 * directions, and a later visit never leaves in a direction an earlier visit could have
 * left in directly (straight on, or by one turn) — that path would be no dearer without the
 * detour.
 */
export function turnsPerSquare(turn: ArrayLike<number>): number {
  const key = turn[0] | (turn[1] << 4) | (turn[2] << 8) | (turn[3] << 12);
  const known = turnCaps.get(key);
  if (known !== undefined) return known;
  const longest = (usedArrivals: number, reachable: number): number => {
    let best = 0;
    for (let a = 0; a < 4; a++) {
      if (usedArrivals & (1 << a)) continue;
      const leaving = turn[a] & ~(1 << a) & ~reachable;
      if (leaving === 0) continue;
      const next = longest(usedArrivals | (1 << a), reachable | (1 << a) | turn[a]);
      best = Math.max(best, 1 + next);
    }
    return best;
  };
  const cap = Math.max(1, longest(0, 0));
  turnCaps.set(key, cap);
  return cap;
}

/** EXIT_TABLE, except that an unturned `M`/`S` sends light every way one of its orientations can. */
const ANY_EXITS = EXIT_TABLE.slice();
for (const kind of [ANY_MIRROR, ANY_SPLITTER]) {
  for (let d = 0; d < 4; d++) {
    ANY_EXITS[kind * 4 + d] = 0;
    for (const k of ORIENTATIONS[kind]) ANY_EXITS[kind * 4 + d] |= EXIT_TABLE[k * 4 + d];
  }
}

class LaserSolver {
  private readonly board: LaserBoard;
  private readonly width: number;
  private readonly size: number;
  /** The working board: fixed pieces, pieces placed so far, chosen orientations. */
  private readonly kinds: Uint8Array;
  private readonly placeable: Uint8Array;
  /** 1 for a placeable square already decided (empty for good, or holding a piece). */
  private readonly decided: Uint8Array;
  /** Index of the piece type placed on each square, -1 if none. */
  private readonly placedType: Int16Array;
  private readonly typeNames: string[];
  private readonly typeKinds: number[][];
  private readonly remaining: Int32Array;
  private piecesLeft = 0;
  private readonly totalPieces: number;
  private readonly targets: readonly number[];
  private readonly emitterRays: number[];
  /** NEXT[ray] = the square a ray enters, -1 off the board. */
  private readonly next: Int32Array;

  // Simulation buffers.
  private readonly exits: Uint8Array;
  private readonly arrivals: Uint8Array;
  private readonly rayStamp: Uint32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  /** Squares light enters, in breadth-first order; read by a node before its children run. */
  private readonly entered: Int32Array;
  // Bound buffers.
  private readonly distance: Int32Array;
  private readonly layer: Int32Array;
  private readonly nextLayer: Int32Array;
  private readonly pendingTarget: Uint32Array;
  private targetStamp = 0;
  private readonly turn = new Uint8Array(4);

  /** The search's statistics, limits and trace books. */
  private readonly run: SearchRun<LaserNode, LaserSolveStats>;
  private readonly stats: LaserSolveStats;
  /** Why the search stopped early: a limit, or 'found' once `maxSolutions` are listed. */
  private stop: Outcome | undefined;
  private readonly solutions: LaserSolution[] = [];
  private readonly seen = new Set<string>();
  private readonly choiceCache = new Map<number, [number, number][]>();
  private readonly tracer: Tracer<LaserNode> | undefined;
  /** While tracing: the node being expanded at each depth, the parent of what it generates. */
  private readonly traceStack: LaserNode[] = [];

  constructor(
    puzzle: LaserPuzzle,
    private readonly options: LaserSolveOptions,
  ) {
    const board = puzzle.board;
    this.board = board;
    this.width = board.width;
    this.size = board.board.size;
    this.kinds = board.kinds.slice();
    this.placeable = board.placeable.slice();
    this.decided = new Uint8Array(this.size);
    this.placedType = new Int16Array(this.size).fill(-1);
    this.typeNames = puzzle.pieces.map((entry) => entry.type.name);
    this.typeKinds = puzzle.pieces.map((entry) => [...entry.type.kinds]);
    this.remaining = Int32Array.from(puzzle.pieces.map((entry) => entry.count));
    this.piecesLeft = this.remaining.reduce((sum, count) => sum + count, 0);
    this.totalPieces = this.piecesLeft;
    this.targets = board.targets;
    this.emitterRays = board.emitterRays();
    this.next = new Int32Array(board.rayCount);
    for (let r = 0; r < board.rayCount; r++) this.next[r] = board.nextSquare(r);
    this.exits = new Uint8Array(this.size);
    this.arrivals = new Uint8Array(this.size);
    this.rayStamp = new Uint32Array(board.rayCount);
    this.queue = new Int32Array(board.rayCount);
    this.entered = new Int32Array(this.size);
    this.distance = new Int32Array(board.rayCount);
    // A ray joins a layer at most twice: carried over as a turn, then reached straight on.
    this.layer = new Int32Array(board.rayCount * 2);
    this.nextLayer = new Int32Array(board.rayCount * 2);
    this.pendingTarget = new Uint32Array(this.size);
    this.run = new SearchRun(options, { pruned: 0, simulations: 0 });
    this.stats = this.run.stats;
    this.tracer = this.run.tracer;
  }

  solve(): LaserSolveResult {
    const early = this.run.begin('dfs', this.tracer ? [this.traceNode(0)] : []);
    if (early) this.stop = early;
    else this.visit(1, 0);
    const limited = this.stop !== undefined && this.stop !== 'found';
    const outcome = limited ? this.stop! : this.solutions.length > 0 ? 'found' : 'exhausted';
    return {
      outcome,
      solutions: this.solutions,
      complete: this.stop === undefined,
      stats: this.run.end(outcome),
    };
  }

  /** The working board as a trace node. */
  private traceNode(id: number): LaserNode {
    const pieces: LaserNode['pieces'] = [];
    for (let square = 0; square < this.size; square++) {
      if (this.kinds[square] === this.board.kinds[square]) continue;
      const x = square % this.width;
      const y = Math.floor(square / this.width);
      pieces.push({ square, x, y, symbol: symbolOf(this.kinds[square]) });
    }
    return { id, pieces };
  }

  /** Reports the child just set up on the working board, generated from the node at `depth`. */
  private traceGenerate(depth: number): void {
    const node = this.traceNode(this.stats.generated);
    this.tracer!({ type: 'generate', node, parent: this.traceStack[depth], cost: depth });
  }

  /** Expands the working board, node number `id` (numbered as generated) at `depth` (root 1). */
  private visit(depth: number, id: number): void {
    // The nodes held are those open on the way here, this one included.
    this.stop = depth > this.run.maxStored ? 'memoryLimit' : this.run.expand();
    if (this.stop) return;
    if (this.tracer) {
      const node = this.traceNode(id);
      this.traceStack[depth] = node;
      this.tracer({ type: 'expand', node, cost: depth - 1, frontier: depth - 1 });
    }
    this.run.frontier(depth);
    const enteredCount = this.simulate();
    const entered = this.entered;
    const dark = this.targets.filter((target) => !this.isLit(target));
    const allLit = dark.length === 0;

    // A lit `M`/`S` is decided first (it must be turned); otherwise the lit free squares.
    let forced = -1;
    const candidates: number[] = [];
    for (let i = 0; i < enteredCount; i++) {
      const square = entered[i];
      if (isUndecided(this.kinds[square])) {
        forced = square;
        break;
      }
      if (this.placeable[square] && !this.decided[square]) candidates.push(square);
    }

    if (forced < 0 && allLit && this.leftoversFit()) {
      const before = this.solutions.length;
      this.record();
      if (this.tracer && this.solutions.length > before) {
        this.tracer({ type: 'found', node: this.traceStack[depth], cost: depth - 1 });
      }
      if (this.solutions.length >= (this.options.maxSolutions ?? 1)) {
        this.stop = 'found';
        return;
      }
    }
    if (forced < 0 && (candidates.length === 0 || this.piecesLeft === 0)) return;
    // The bound runs with at most one piece left: there it cut about 40% of the nodes it
    // examined on the examples, higher up about 3%, for the cost of a simulation each time.
    if (
      !allLit &&
      this.piecesLeft <= 1 &&
      this.options.reachabilityBound === true &&
      !this.targetsReachable(dark)
    ) {
      this.stats.pruned++;
      return;
    }

    if (forced >= 0) {
      const original = this.kinds[forced];
      for (const kind of ORIENTATIONS[original]) {
        this.kinds[forced] = kind;
        this.stats.generated++;
        if (this.tracer) this.traceGenerate(depth);
        this.visit(depth + 1, this.stats.generated);
        this.kinds[forced] = original;
        if (this.stop) return;
      }
      return;
    }

    // Decide the lit free squares in order: place each piece still in the box on the square,
    // then leave it empty for good and go on to the next. Leaving a square empty does not
    // change the light, so those decisions need no new simulation (nor a deeper call).
    let decidedHere = 0;
    for (const square of candidates) {
      this.decided[square] = 1;
      decidedHere++;
      for (const [kind, type] of this.choices()) {
        this.kinds[square] = kind;
        this.placedType[square] = type;
        this.remaining[type]--;
        this.piecesLeft--;
        this.stats.generated++;
        if (this.tracer) this.traceGenerate(depth);
        this.visit(depth + 1, this.stats.generated);
        this.piecesLeft++;
        this.remaining[type]++;
        this.placedType[square] = -1;
        this.kinds[square] = EMPTY;
        if (this.stop) break;
      }
      if (this.stop) break;
      // With this square now empty for good, the remaining squares may no longer suffice.
      if (
        this.piecesLeft <= 1 &&
        this.options.reachabilityBound === true &&
        !allLit &&
        !this.targetsReachable(dark)
      ) {
        this.stats.pruned++;
        break;
      }
    }
    for (let i = 0; i < decidedHere; i++) this.decided[candidates[i]] = 0;
  }

  /**
   * (kind, piece type) pairs worth placing: each kind once, taken from the types in the box
   * that can take it, skipping a type when another that can take it does strictly less.
   */
  private choices(): readonly (readonly [number, number])[] {
    // The choices depend only on which types are still in the box.
    let available = 0;
    for (let t = 0; t < this.typeKinds.length; t++) if (this.remaining[t] > 0) available |= 1 << t;
    const cached = this.choiceCache.get(available);
    if (cached) return cached;
    const out: [number, number][] = [];
    const kindsDone = new Set<number>();
    for (let t = 0; t < this.typeKinds.length; t++) {
      if (this.remaining[t] === 0) continue;
      for (const kind of this.typeKinds[t]) {
        if (kindsDone.has(kind)) continue;
        kindsDone.add(kind);
        for (let u = 0; u < this.typeKinds.length; u++) {
          if (this.remaining[u] === 0 || !this.typeKinds[u].includes(kind)) continue;
          const dominated = this.typeKinds.some(
            (other, v) =>
              v !== u &&
              this.remaining[v] > 0 &&
              other.includes(kind) &&
              other.length < this.typeKinds[u].length &&
              other.every((k) => this.typeKinds[u].includes(k)),
          );
          if (!dominated) out.push([kind, u]);
        }
      }
    }
    if (this.typeKinds.length <= 30) this.choiceCache.set(available, out);
    return out;
  }

  private isLit(square: number): boolean {
    return (this.exits[square] | this.arrivals[square]) !== 0;
  }

  /**
   * Follows the light of the working board (undecided `M`/`S` stop it); fills exits and
   * arrivals, lists the squares light enters in `entered` (breadth-first order) and returns
   * how many there are.
   */
  private simulate(): number {
    this.stats.simulations++;
    this.exits.fill(0);
    this.arrivals.fill(0);
    const stamp = ++this.stamp;
    const queue = this.queue;
    let head = 0;
    let tail = 0;
    for (const r of this.emitterRays) {
      if (this.rayStamp[r] === stamp) continue;
      this.rayStamp[r] = stamp;
      queue[tail++] = r;
    }
    const entered = this.entered;
    let count = 0;
    while (head < tail) {
      const r = queue[head++];
      const direction = r & 3;
      this.exits[r >> 2] |= 1 << direction;
      const square = this.next[r];
      if (square < 0) continue;
      if (this.arrivals[square] === 0 && this.exits[square] === 0) entered[count++] = square;
      this.arrivals[square] |= 1 << direction;
      const mask = EXIT_TABLE[this.kinds[square] * 4 + direction];
      for (let d = 0; d < 4; d++) {
        if (!(mask & (1 << d))) continue;
        const out = square * 4 + d;
        if (this.rayStamp[out] === stamp) continue;
        this.rayStamp[out] = stamp;
        queue[tail++] = out;
      }
    }
    return count;
  }

  /** Pieces off the beam (in the box or on dark squares) fit on the dark free squares. */
  private leftoversFit(): boolean {
    if (this.options.everyPieceLit) {
      if (this.piecesLeft > 0) return false;
      for (let square = 0; square < this.size; square++) {
        if (this.placedType[square] >= 0 && !this.isLit(square)) return false;
      }
      return true;
    }
    if (this.options.allowSpare) return true;
    let offBeam = this.piecesLeft;
    let darkFree = 0;
    for (let square = 0; square < this.size; square++) {
      if (!this.placeable[square] || this.isLit(square)) continue;
      darkFree++;
      if (this.placedType[square] >= 0) offBeam++;
    }
    return offBeam <= darkFree;
  }

  /**
   * The reachability bound: a 0-1 BFS over rays where each undecided free square may pass
   * light straight (cost 0) or turn it any way a piece still in the box can (cost 1), and each
   * `M`/`S` not yet turned may send light any way its orientations can (cost 0). A target
   * needing turns while the box is empty, or unreachable at any cost, cannot be lit.
   *
   * The cost counts turns, not pieces, and one piece may turn the same beam more than once
   * (an opaque `/` turns right-moving light up and, after a loop, down-moving light left). A
   * cheapest path never turns at a square in a direction it could have taken on an earlier
   * visit there, which caps the turns per square (`turnsPerSquare`: 2 for mirrors or
   * splitters, 1 when the box also holds `|` or `-`), so a target of cost c needs at least
   * ceil(c / cap) pieces.
   */
  private targetsReachable(dark: readonly number[]): boolean {
    const turn = this.turn;
    turn.fill(0);
    for (let t = 0; t < this.typeKinds.length; t++) {
      if (this.remaining[t] === 0) continue;
      for (const kind of this.typeKinds[t]) {
        for (let d = 0; d < 4; d++) turn[d] |= EXIT_TABLE[kind * 4 + d];
      }
    }
    // Targets still dark; the search ends early once each is reached within the budget.
    const stamp = ++this.targetStamp;
    let pending = 0;
    for (const target of dark) {
      this.pendingTarget[target] = stamp;
      pending++;
    }
    const maxCost = turnsPerSquare(turn) * this.piecesLeft;
    const distance = this.distance;
    distance.fill(UNREACHED);
    let layer = this.layer;
    let nextLayer = this.nextLayer;
    let layerSize = 0;
    for (const r of this.emitterRays) {
      distance[r] = 0;
      layer[layerSize++] = r;
    }
    for (let cost = 0; layerSize > 0 && cost <= maxCost; cost++) {
      let nextSize = 0;
      // The layer grows while it is read: cost-0 successors join it.
      for (let i = 0; i < layerSize; i++) {
        const r = layer[i];
        if (distance[r] !== cost) continue;
        const square = this.next[r];
        if (square < 0) continue;
        if (this.pendingTarget[square] === stamp) {
          this.pendingTarget[square] = 0;
          if (--pending === 0) return true;
        }
        const d = r & 3;
        const kind = this.kinds[square];
        let free: number;
        let turning = 0;
        if (this.placeable[square] && !this.decided[square]) {
          free = 1 << d;
          turning = turn[d] & ~free;
        } else {
          free = ANY_EXITS[kind * 4 + d];
        }
        for (let leaving = 0; leaving < 4; leaving++) {
          const bit = 1 << leaving;
          const ray = square * 4 + leaving;
          if (free & bit) {
            if (distance[ray] > cost) {
              distance[ray] = cost;
              layer[layerSize++] = ray;
            }
          } else if (turning & bit && distance[ray] > cost + 1) {
            distance[ray] = cost + 1;
            nextLayer[nextSize++] = ray;
          }
        }
      }
      const swap = layer;
      layer = nextLayer;
      nextLayer = swap;
      layerSize = nextSize;
    }
    return pending === 0;
  }

  /** Records the working board as a solution after re-simulating it (duplicates skipped). */
  private record(): void {
    const placements: Placement[] = [];
    const orientations: Placement[] = [];
    const changes: [number, number][] = [];
    const placement = (square: number, kind: number, piece: string): Placement => ({
      square,
      x: square % this.width,
      y: Math.floor(square / this.width),
      kind,
      symbol: symbolOf(kind),
      piece,
      lit: this.isLit(square),
    });
    // Solutions that differ only in pieces parked on dark squares are the same solution.
    const keyParts: string[] = [];
    for (let square = 0; square < this.size; square++) {
      const type = this.placedType[square];
      const original = this.board.kinds[square];
      if (type >= 0) {
        placements.push(placement(square, this.kinds[square], this.typeNames[type]));
        changes.push([square, this.kinds[square]]);
      } else if (isUndecided(original)) {
        // An `M` or `S` that light never reached may take any orientation.
        const kind = isUndecided(this.kinds[square])
          ? ORIENTATIONS[original][0]
          : this.kinds[square];
        orientations.push(placement(square, kind, symbolOf(original)));
        changes.push([square, kind]);
      } else continue;
      if (this.isLit(square)) keyParts.push(`${square}:${this.kinds[square]}`);
    }
    const key = keyParts.join(',');
    if (this.seen.has(key)) return;
    this.seen.add(key);
    if (!this.options.allowSpare || this.options.everyPieceLit) {
      // Park the pieces still in the box on dark free squares.
      let square = 0;
      for (let t = 0; t < this.remaining.length; t++) {
        for (let n = 0; n < this.remaining[t]; n++) {
          while (
            this.isLit(square) ||
            !this.placeable[square] ||
            this.placedType[square] >= 0 ||
            this.kinds[square] !== EMPTY
          ) {
            square++;
          }
          const kind = this.typeKinds[t][0];
          placements.push(placement(square, kind, this.typeNames[t]));
          changes.push([square, kind]);
          square++;
        }
      }
      placements.sort((a, b) => a.square - b.square);
    }
    const solved = this.board.with(changes);
    const light = simulateLight(solved);
    this.verify(solved, light, placements);
    this.solutions.push({ placements, orientations, board: solved, light });
  }

  /** Replays a solution under the rules; a failure here is a bug in the solver. */
  private verify(solved: LaserBoard, light: LightResult, placements: Placement[]): void {
    const problem = (why: string): never => {
      throw new Error(`internal error: the laser solver produced a bad solution: ${why}`);
    };
    if (light.targetsMissed.length > 0) problem('a target is dark');
    if (solved.undecided().length > 0) problem('a piece was left unturned');
    const used = new Map<string, number>();
    for (const p of placements) {
      if (!this.board.placeable[p.square]) problem(`a piece stands on a closed square`);
      const type = this.typeNames.indexOf(p.piece);
      if (type < 0 || !this.typeKinds[type].includes(p.kind)) problem(`a piece has a bad kind`);
      used.set(p.piece, (used.get(p.piece) ?? 0) + 1);
    }
    let placed = 0;
    this.typeNames.forEach((name, t) => {
      const count = used.get(name) ?? 0;
      const initial = this.remaining[t] + this.countPlaced(t);
      if (count > initial) problem(`too many ${name} pieces`);
      placed += count;
    });
    const mustPlaceAll = !this.options.allowSpare || this.options.everyPieceLit;
    if (mustPlaceAll && placed !== this.totalPieces) problem('a piece was not placed');
    if (this.options.everyPieceLit) {
      for (const p of placements) if (!isLitSquare(light, p.square)) problem('a piece is dark');
    }
    if (new Set(placements.map((p) => p.square)).size !== placements.length) {
      problem('two pieces share a square');
    }
    for (const target of solved.targets) if (solved.kinds[target] !== TARGET) problem('target');
  }

  private countPlaced(type: number): number {
    let count = 0;
    for (let square = 0; square < this.size; square++)
      if (this.placedType[square] === type) count++;
    return count;
  }
}
