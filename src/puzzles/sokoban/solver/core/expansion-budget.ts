/**
 * `maxExpanded` for a portfolio: one budget of expansions for all its searches together, as
 * `StateBudget` is one budget of stored states. Each search is wrapped so that its turns never
 * ask for more expansions than the budget has left; the search whose turn spends the last one
 * ends with `maxExpanded`, which settles the level for all (`settlesAll`).
 *
 * ```text
 * const budget = new ExpansionBudget(10_000);
 * const result = runPortfolio(searches.map((search) => budget.wrap(search)));
 * result.outcome; // 'maxExpanded' when 10,000 expansions did not settle the level
 * ```
 */
import type { TurnSearch } from './portfolio.js';
import type { PushSearchResult } from './search-settings.js';

export class ExpansionBudget {
  constructor(
    /** Expansions the searches may still make, all together. */
    private left: number,
  ) {}

  wrap(search: TurnSearch): TurnSearch {
    return {
      get complete() {
        return search.complete;
      },
      start: () => (this.left <= 0 ? this.spent(search) : search.start()),
      step: (budget) => {
        if (this.left <= 0) return this.spent(search);
        const before = search.stats().expanded;
        const result = search.step(Math.min(budget, this.left));
        this.left -= search.stats().expanded - before;
        return result ?? (this.left <= 0 ? this.spent(search) : undefined);
      },
      stats: () => search.stats(),
    };
  }

  private spent(search: TurnSearch): PushSearchResult {
    return { outcome: 'maxExpanded', stats: search.stats() };
  }
}
