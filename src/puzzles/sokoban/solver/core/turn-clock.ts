/**
 * What the portfolio counts a search's share of the turns in (`runPortfolio`): the time, so
 * that a search with dear expansions still gets its share, or its expansions, so that the same
 * solve makes the same turns, and gives the same answer, under any load (`repeatable`).
 *
 * ```text
 * const clock = repeatable ? EXPANSION_CLOCK : WALL_CLOCK;
 * const began = clock.read(search);
 * search.step(512);
 * const spent = clock.read(search) - began;
 * ```
 */
import type { TurnSearch } from './portfolio.js';

export interface TurnClock {
  /** A reading for `search`: only differences between two readings count. */
  read(search: TurnSearch): number;
  /** The least a turn counts for, so that every turn moves the search's share on. */
  readonly leastTurn: number;
  /** About a second of work in the clock's units (the spread pair's rounds). */
  readonly second: number;
}

/** Milliseconds. */
export const WALL_CLOCK: TurnClock = {
  read: () => performance.now(),
  leastTurn: 0,
  second: 1000,
};

/**
 * Expansions of the search. A second is taken as 20,000 of them, about what one search
 * expands in a second on the machine the solver was built on.
 */
export const EXPANSION_CLOCK: TurnClock = {
  read: (search) => search.stats().expanded,
  leastTurn: 1,
  second: 20_000,
};
