/**
 * The shares of time a collection run gives the plan's searches, learned from the levels it
 * has solved so far: half of each level's time is shared equally, the other half in
 * proportion to each search's count of levels solved first, plus one. Levels of one
 * collection tend to call for the same search (the base plan on XSokoban, the reverse search
 * on Sasquatch), and a level no search has yet done well on still gives each search at least
 * half its equal share, so that a search that has won nothing is slowed, never starved.
 *
 * ```text
 * const learner = new ShareLearner(['fess', 'reverse']);
 * learner.shares(); // { fess: 2, reverse: 2 }: equal before any level
 * learner.solvedBy('reverse');
 * learner.shares(); // { fess: 1.67, reverse: 2.33 }: reverse 7/12 of the time
 * ```
 *
 * Portfolio solvers that pick or weight their parts by what worked on earlier instances go
 * back to algorithm portfolios (Gomes and Selman, "Algorithm portfolios", Artificial
 * Intelligence 126, 2001); the rule here is our own.
 */
export class ShareLearner {
  private readonly wins = new Map<string, number>();
  private total = 0;

  constructor(private readonly names: readonly string[]) {
    for (const name of names) this.wins.set(name, 0);
  }

  /** A level was solved first by the search named `name` (one outside the plan counts not). */
  solvedBy(name: string): void {
    const wins = this.wins.get(name);
    if (wins === undefined) return;
    this.wins.set(name, wins + 1);
    this.total++;
  }

  /** Each search's share by name, for `SokobanSolveOptions.shares`. */
  shares(): Record<string, number> {
    const k = this.names.length;
    const shares: Record<string, number> = {};
    for (const name of this.names) {
      shares[name] = 1 + (k * (1 + this.wins.get(name)!)) / (k + this.total);
    }
    return shares;
  }
}
