import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPortfolio, type TurnSearch } from './portfolio.js';
import type { PushSearchResult, SearchWeights } from './search-settings.js';

/**
 * A stand-in search on a fake clock: each turn costs `msPerTurn` of it, and the search answers
 * after `turnsToFind` turns (never when undefined).
 */
class FakeSearch implements TurnSearch {
  turns = 0;
  readonly weights: SearchWeights;

  constructor(
    private readonly clock: { now: number },
    share: number,
    private readonly msPerTurn: number,
    private readonly turnsToFind?: number,
    earlyShare?: number,
  ) {
    this.weights = {
      gWeight: 0,
      hWeight: 1,
      goalOnPop: false,
      corralPruning: false,
      share,
      earlyShare,
    };
  }

  readonly complete = true;

  start(): PushSearchResult | undefined {
    return undefined;
  }

  step(): PushSearchResult | undefined {
    this.turns++;
    this.clock.now += this.msPerTurn;
    if (this.turns === this.turnsToFind)
      return { outcome: 'found', pushes: [], stats: this.stats() };
    return undefined;
  }

  stats() {
    return { expanded: this.turns, generated: 0, maxFrontier: 0, elapsedMs: 0, states: 0 };
  }
}

describe('runPortfolio', () => {
  afterEach(() => vi.restoreAllMocks());

  function fakeClock() {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    return clock;
  }

  it('shares time equally for ten seconds, then by the searches’ shares', () => {
    const clock = fakeClock();
    // Search 1 takes twice as long a turn; after 10 s search 0 has share 1, search 1 share 3.
    const cheap = new FakeSearch(clock, 1, 1);
    const dear = new FakeSearch(clock, 3, 2, 10_000);
    const result = runPortfolio([cheap, dear]);
    expect(result.outcome).toBe('found');
    expect(result.foundBy).toBe(1);
    // The first 10 s: about 5 s each (5,000 cheap turns, 2,500 dear ones).
    // Then 1 : 3 until the dear search's 10,000th turn, 15 s of its time later: 5 s for cheap.
    expect(cheap.turns).toBeGreaterThan(9_900);
    expect(cheap.turns).toBeLessThan(10_100);
    expect(clock.now).toBeGreaterThan(29_800);
    expect(clock.now).toBeLessThan(30_200);
  });

  it('gives the first ten seconds by the early shares', () => {
    const clock = fakeClock();
    // Early shares 1 : 3, then 1 : 1; the second search answers at its 9,000th 1 ms turn.
    const plain = new FakeSearch(clock, 1, 1);
    const early = new FakeSearch(clock, 1, 1, 9_000, 3);
    expect(runPortfolio([plain, early]).foundBy).toBe(1);
    // 7.5 s of the first 10 s for it, 2.5 s for the other; then turn about: 9,000 at 13 s.
    expect(plain.turns).toBeGreaterThan(3_900);
    expect(plain.turns).toBeLessThan(4_100);
    expect(clock.now).toBeGreaterThan(12_900);
    expect(clock.now).toBeLessThan(13_100);
  });

  it('names the search that found the answer', () => {
    const clock = fakeClock();
    const searches = [new FakeSearch(clock, 1, 1), new FakeSearch(clock, 1, 1, 3)];
    expect(runPortfolio(searches).foundBy).toBe(1);
  });
});
