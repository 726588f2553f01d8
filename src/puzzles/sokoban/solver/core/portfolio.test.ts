import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPortfolio, type TurnSearch } from './portfolio.js';
import { WORK_CLOCK } from './turn-clock.js';
import type { PushSearchResult } from './search-settings.js';

/**
 * A stand-in search on a fake clock: each turn costs `msPerTurn` of it, and the search answers
 * after `turnsToFind` turns (never when undefined).
 */
class FakeSearch implements TurnSearch {
  turns = 0;
  /** The expansions each turn allowed. */
  readonly budgets: number[] = [];

  constructor(
    private readonly clock: { now: number },
    private readonly msPerTurn: number,
    private readonly turnsToFind?: number,
  ) {}

  readonly complete = true;
  /** The clock's reading when the portfolio started the search (undefined: not started). */
  startedAt: number | undefined;

  start(): PushSearchResult | undefined {
    this.startedAt = this.clock.now;
    return undefined;
  }

  step(budget: number): PushSearchResult | undefined {
    this.budgets.push(budget);
    this.turns++;
    this.clock.now += this.msPerTurn;
    if (this.turns === this.turnsToFind)
      return { outcome: 'found', pushes: [], stats: this.stats() };
    return undefined;
  }

  stats() {
    return { expanded: this.turns, generated: this.turns, maxFrontier: 0, elapsedMs: 0, states: 0 };
  }
}

describe('runPortfolio', () => {
  afterEach(() => vi.restoreAllMocks());

  function fakeClock() {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    return clock;
  }

  it('starts every search with short turns, doubling up to 512 expansions', () => {
    const clock = fakeClock();
    const first = new FakeSearch(clock, 1);
    const second = new FakeSearch(clock, 1, 12);
    runPortfolio([first, second]);
    const ramp = [4, 8, 16, 32, 64, 128, 256, 512, 512, 512, 512];
    expect(first.budgets.slice(0, 11)).toEqual(ramp);
    expect(second.budgets).toEqual([...ramp, 512]);
  });

  it('gives the next turn to the search that has had the least time, from the first turns', () => {
    const clock = fakeClock();
    const order: number[] = [];
    const dear = new FakeSearch(clock, 10);
    const cheap = new FakeSearch(clock, 1);
    const log = (search: FakeSearch, index: number) => {
      const step = search.step.bind(search);
      search.step = (budget: number) => (order.push(index), step(budget));
    };
    log(dear, 0);
    log(cheap, 1);
    const finder = new FakeSearch(clock, 1, 20);
    runPortfolio([dear, cheap, finder]);
    // `dear` goes first (plan order on a tie) and its turn costs ten of `cheap`'s: `cheap`
    // (and the finder) then take the next turns, with growing slices, until they catch up.
    expect(order.slice(0, 11)).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(cheap.budgets.slice(0, 9)).toEqual([4, 8, 16, 32, 64, 128, 256, 512, 512]);
    expect(dear.budgets).toEqual([4, 8]);
  });

  it('gives every search an equal share of the clock, whatever its turns cost', () => {
    const clock = fakeClock();
    // The dear search takes 3 ms a turn and answers at its 2,000th turn, after 6 s of its own.
    const cheap = new FakeSearch(clock, 1);
    const dear = new FakeSearch(clock, 3, 2_000);
    const result = runPortfolio([cheap, dear]);
    expect(result.foundBy).toBe(1);
    // By then the cheap one has had its 6 s too: 6,000 turns of 1 ms, 12 s in all.
    expect(cheap.turns).toBeGreaterThan(5_990);
    expect(cheap.turns).toBeLessThan(6_010);
    expect(clock.now).toBeGreaterThan(11_990);
    expect(clock.now).toBeLessThan(12_010);
  });

  it('with the work clock, shares the turns by positions generated, whatever the time', () => {
    const clock = fakeClock();
    // Each turn generates one position; the dear search's turns cost three times the time.
    const cheap = new FakeSearch(clock, 1);
    const dear = new FakeSearch(clock, 3, 2_000);
    const result = runPortfolio([cheap, dear], { clock: WORK_CLOCK });
    expect(result.foundBy).toBe(1);
    // Turn by turn: the cheap one had its 2,000 positions too (1,999 when the dear one went first).
    expect(cheap.turns).toBeGreaterThanOrEqual(1_999);
    expect(cheap.turns).toBeLessThanOrEqual(2_000);
  });

  it('gives each search the share of the clock it is given', () => {
    const clock = fakeClock();
    // The second search has three times the share and answers after 3 s of its own.
    const first = new FakeSearch(clock, 1);
    const second = new FakeSearch(clock, 1, 3_000);
    const result = runPortfolio([first, second], { shares: [1, 3] });
    expect(result.foundBy).toBe(1);
    // The first had a third of that: 1 s, 4 s in all.
    expect(first.turns).toBeGreaterThan(990);
    expect(first.turns).toBeLessThan(1_010);
    expect(clock.now).toBeGreaterThan(3_990);
    expect(clock.now).toBeLessThan(4_010);
  });

  it('names the search that found the answer', () => {
    const clock = fakeClock();
    const searches = [new FakeSearch(clock, 1), new FakeSearch(clock, 1, 3)];
    expect(runPortfolio(searches).foundBy).toBe(1);
  });

  it('holds a late search back for its wait, then shares the time equally from par', () => {
    const clock = fakeClock();
    const early = new FakeSearch(clock, 1);
    const late = new FakeSearch(clock, 1, 1_000);
    const result = runPortfolio([early, late], { joinAfter: [0, 500] });
    expect(result.foundBy).toBe(1);
    // The early search had the first 500 ms alone; the late one started then, not before.
    expect(late.startedAt).toBe(500);
    // From then on, turn about: the late one does not make up the 500 ms it missed. It
    // answers at its 1,000th turn, when the early one has had 1,000 more.
    expect(early.turns).toBeGreaterThanOrEqual(1_499);
    expect(early.turns).toBeLessThanOrEqual(1_501);
  });

  it('counts the wait in positions generated with the work clock', () => {
    const clock = fakeClock();
    // Turns of 5 ms generate one position each: the wait of 100 positions is 100 turns.
    const early = new FakeSearch(clock, 5);
    const late = new FakeSearch(clock, 5, 1);
    runPortfolio([early, late], { clock: WORK_CLOCK, joinAfter: [0, 100] });
    expect(late.startedAt).toBe(500);
  });

  it('starts a late search at once when no other search is left running', () => {
    const clock = fakeClock();
    // The early search drops out (memory spent) on its third turn, long before the wait ends.
    const early = new FakeSearch(clock, 1);
    const step = early.step.bind(early);
    early.step = (budget: number) =>
      early.turns === 2 ? { outcome: 'memoryLimit', stats: early.stats() } : step(budget);
    const late = new FakeSearch(clock, 1, 2);
    const result = runPortfolio([early, late], { joinAfter: [0, 10_000] });
    expect(result.outcome).toBe('found');
    expect(result.foundBy).toBe(1);
    expect(late.startedAt).toBe(2);
  });
});
