/**
 * The settings and vocabulary shared by the solver's searches: how one search ranks and prunes
 * (`SearchWeights`), its limits (`SearchLimits`), a push, the answer of one search, and what a
 * search offers another that meets it. Their own module, so that the forward and reverse
 * searches and the state search they share all import it, and not each other.
 */
import type { Outcome, RunOptions } from '../../../../search/index.js';
import type { CrossThreadMeeting } from './cross-thread-meeting.js';
import type { StateBudget } from './state-store.js';
import type { SokobanSolveStats, SokobanTraceNode } from '../types.js';

/** How a search ranks its open positions: by `g * gWeight + h * hWeight`, in feature cells or not. */
export interface SearchOrder {
  gWeight: number;
  hWeight: number;
  /**
   * Take positions from feature cells in turn (FeatureCells): crates on goals and regions of
   * floor; the weights then rank positions within a cell.
   */
  featureSpace?: boolean;
}

export interface SearchWeights extends SearchOrder {
  /** Test for the goal when a state is popped (needed for optimality) rather than generated. */
  goalOnPop: boolean;
  /** Generate only the pushes of a PI-corral's barrier when there is one. */
  corralPruning: boolean;
  /** Search backwards from the solved position by pulls (PullSearch). */
  reverse?: boolean;
  /** Push a crate entering a goal room on to the room's next goal in one step (GoalMacros). */
  goalMacros?: boolean;
  /**
   * With goal macros: a push into a goal room that no macro can carry on to a goal (each goal
   * would leave the room unfillable) is kept as a plain push, the crate waiting in the room's
   * mouth, and a crate in a room may be pushed out of it again. Some levels need the mouth as
   * a store while the worker gets round (Microban 153, XSokoban 68). Default false.
   */
  parkInRooms?: boolean;
  /**
   * Reverse search only: more orders over the same stored positions, the open lists of this
   * search's own order and these taking turns at expanding (AlternatingOpenList).
   */
  moreOrders?: SearchOrder[];
  /**
   * Forward feature space only: the FESS features and advisors (PackingPlan, Advisors). Progress
   * is the crates packed in plan order, and within a cell positions are taken by the weight of
   * their path, advised pushes costing 0 and the rest 1, before h.
   */
  advisors?: boolean;
  /**
   * With advisors: the packing plan from the base search (`BaseSearch`, `BasePlan`), which
   * runs first on this search's turns until it clears the board; when it runs dry, the search
   * ends there, proving nothing.
   */
  basePlan?: boolean;
  /** In feature space: every other position from the best cell reached so far (FeatureCells). */
  bestCellTurns?: boolean;
  /**
   * With advisors, as Festival files positions: a position's cell is the best one on its path
   * (its own or an ancestor's), so a move that makes way for progress keeps its line's cell;
   * and a cell seen for the first time takes the next turn.
   */
  pastCells?: boolean;
  /**
   * With advisors: the explorer advisor, a move that can be undone and lets the worker push a
   * crate it could not push before (Explorer).
   */
  explorer?: boolean;
  /**
   * With advisors: the opener advisor; when no move packs, the move that takes the crate
   * nearest the plan's next goal no nearer to it (Opener).
   */
  opener?: boolean;
  /** With advisors: a third advisor, the move that leaves the fewest hotspots (Hotspots). */
  hotspots?: boolean;
  /**
   * Forward only: a position with SUBTREE_TEST expansions below it has its crate clusters
   * solved alone, and those that cannot be become deadlock patterns checked around every push,
   * the position's whole subtree dropped (LearnedDeadlocks).
   */
  learnDeadlocks?: boolean;
  /**
   * Forward only: a position is dropped when it is expanded and its free crates, each alone
   * with the crates frozen on goals as walls, cannot reach distinct goals (ResidualMatching).
   */
  residualMatching?: boolean;
  /**
   * Forward only: a position is dropped when it is expanded and one of its corrals, its crates
   * alone on the board, can never be opened nor finished (CorralZones).
   */
  corralZones?: boolean;
  /**
   * A crate moved along a one-wide corridor with no goal (forward) or starting square (reverse)
   * in it goes on to the corridor's far end in one move (`Tunnels`). Off in the optimal search:
   * it may cost pushes.
   */
  tunnelMacros?: boolean;
  /** Forward only: children by box moves (one crate to any square it reaches alone), not pushes. */
  boxMoves?: boolean;
  /**
   * Reverse search only: pull the crates apart instead of towards the start (`SpreadSearch`), as
   * the first half of a spread pair (`SpreadPair`); needs featureSpace.
   */
  spread?: boolean;
  /**
   * The search ends only by meeting one from the other end: reaching its own goal is no
   * solution by itself (forward, the goals are a spread search's position), and running dry
   * proves nothing.
   */
  meetOnly?: boolean;
  /**
   * Takes no turns in the level's first second (`runPortfolio`'s `joinAfter`): a detour that
   * pays only on levels the direct searches do not finish at once.
   */
  joinsLate?: boolean;
}

/** The kind of value a setting of this type takes: a switch, a number, or a list of orders. */
type SettingKind<T> = [NonNullable<T>] extends [boolean]
  ? 'boolean'
  : [NonNullable<T>] extends [number]
    ? 'number'
    : 'orders';

/**
 * Every setting of `SearchWeights`, by the kind of value it takes: the tuning scripts read
 * their plans by it (`bench/sokoban-plan.ts`). The type check makes it name each setting,
 * and nothing else, with its kind, so that it cannot drift from `SearchWeights`.
 */
export const SEARCH_SETTINGS = {
  gWeight: 'number',
  hWeight: 'number',
  featureSpace: 'boolean',
  goalOnPop: 'boolean',
  corralPruning: 'boolean',
  reverse: 'boolean',
  goalMacros: 'boolean',
  parkInRooms: 'boolean',
  moreOrders: 'orders',
  advisors: 'boolean',
  basePlan: 'boolean',
  bestCellTurns: 'boolean',
  pastCells: 'boolean',
  explorer: 'boolean',
  opener: 'boolean',
  hotspots: 'boolean',
  learnDeadlocks: 'boolean',
  residualMatching: 'boolean',
  corralZones: 'boolean',
  tunnelMacros: 'boolean',
  boxMoves: 'boolean',
  spread: 'boolean',
  meetOnly: 'boolean',
  joinsLate: 'boolean',
} as const satisfies { readonly [K in keyof SearchWeights]-?: SettingKind<SearchWeights[K]> };

/** The name of a setting of `SearchWeights`. */
export type SearchSettingName = keyof typeof SEARCH_SETTINGS;

/** The names of all the settings of `SearchWeights`, in `SEARCH_SETTINGS`' order. */
export const SEARCH_SETTING_NAMES = Object.keys(SEARCH_SETTINGS) as SearchSettingName[];

/** A search of the solver's plan: its settings under a name that traces and results use. */
export interface SearchPreset extends SearchWeights {
  /** A short name: `fess`, `reverse`, `goal-rooms`, `base-plan`, `spread-pair`, ... */
  readonly name: string;
}

/**
 * One search's limits: the kit's time, signal and stop flag (checked by its `SearchRun`), the
 * tracer, and the store's memory budget.
 */
export interface SearchLimits extends Pick<
  RunOptions<SokobanTraceNode>,
  'timeLimitMs' | 'deadline' | 'signal' | 'stopFlag' | 'tracer'
> {
  /** The most states to store: a count, or a budget shared with other searches. */
  maxStates: number | StateBudget;
  /** The name of this search's preset, for the trace (`sokoban fess: ...`, `fess#12`). */
  search?: string;
  /** How many assignment solutions to keep for just-generated states (`keptSolutionSlots`). */
  keptSolutions: number;
  /** Where this thread's searches meet those of the level's other threads, if any. */
  crossThread?: CrossThreadMeeting;
}

export interface Push {
  /** The crate's square before the push. */
  from: number;
  /** 0 up, 1 right, 2 down, 3 left (the order of `stepOffsets`). */
  direction: number;
}

/** What a search offers one coming from the other end (bidirectional meeting). */
export interface MeetingPoint {
  /** The id of the state with these crates (ascending) and worker region, or -1. */
  find(hash: number, crates: ArrayLike<number>, worker: number): number;
  /** Forward pushes: from the start to state `id` (PushSearch), or from `id` to the goal (PullSearch). */
  pushesOf(id: number): Push[];
  /** The preset of the search, for a solution's `foundBy`. */
  readonly presetName?: string;
}

export interface PushSearchResult {
  outcome: Outcome;
  pushes?: Push[];
  stats: SokobanSolveStats;
  /** Set by the portfolio: the index of the search that found the solution. */
  foundBy?: number;
}
