/**
 * Festival's HF strategy as one search of the portfolio. A spread search (`SpreadSearch`)
 * pulls the crates apart from the solved position; a forward search heads for the most open
 * position it has found, taking that position's crate squares for goals, and ends only by
 * meeting the spread search's table, or any other backward search's (`meetOnly`).
 *
 * How it shares its own time, one rule: rounds of 1, 2, 4, … seconds of its turns, the first
 * third of each round spreading further and the rest searching forward; the forward search
 * starts afresh only when the spread search has found a more open position since.
 *
 * ```text
 * const pair = new SpreadPair(level, analysis, spreadWeights, forwardWeights, limits, forward, backward);
 * const result = runPortfolio([pair, ...others]);
 * ```
 *
 * It proves nothing (`complete` is false): its forward half prunes towards its own goals. Its
 * searches join the shared `forward` and `backward` lists while they run, so the other
 * searches meet them too. The imagined level hashes as the real one: `analyseLevel` draws a
 * board's keys from its size alone.
 *
 * The method follows Festival, by Yaron Shoham (Yaron Shoham and Jonathan Schaeffer, "The FESS
 * Algorithm: A Feature Based Approach to Single-Agent Search", IEEE CoG 2020); the code is our
 * own (method notes and credits in docs/sokoban-solver.md).
 */
import type { SokobanLevel } from '../../level.js';
import { analyseLevel, type LevelAnalysis } from '../core/analysis.js';
import { settlesAll, sumStats, type TurnSearch } from '../core/portfolio.js';
import type { PullSearch } from './pull-search.js';
import { PushSearch } from './push-search.js';
import type { PushSearchResult, SearchLimits, SearchWeights } from '../core/search-settings.js';
import { SpreadSearch } from './spread-search.js';
import { WALL_CLOCK, turnCost, type TurnClock } from '../core/turn-clock.js';
import type { SokobanSolveStats } from '../types.js';

export class SpreadPair implements TurnSearch {
  readonly complete = false;
  private readonly spread: SpreadSearch;
  private ahead: PushSearch | undefined;
  /** The spread search's best position the forward search is heading for. */
  private target = -1;
  private spreadOver = false;
  private aheadOver = false;
  /** The figures of forward searches dropped for a better target, added up. */
  private dropped: SokobanSolveStats = sumStats([]);
  private spent = 0;
  private roundStart = 0;
  /** The first round's length is a second's work; each next round is twice as long. */
  private roundLength: number;

  constructor(
    private readonly level: SokobanLevel,
    analysis: LevelAnalysis,
    spreadWeights: SearchWeights,
    private readonly forwardWeights: SearchWeights,
    private readonly limits: SearchLimits,
    /** The forward searches of the solve: the pair's joins them while it runs. */
    private readonly forward: PushSearch[],
    /** The backward searches of the solve, the spread search among them. */
    private readonly backward: PullSearch[],
    /** What its rounds are counted in, as the portfolio counts turns. */
    private readonly clock: TurnClock = WALL_CLOCK,
  ) {
    this.roundLength = clock.second;
    this.spread = new SpreadSearch(level, analysis, spreadWeights, limits);
    this.spread.meet = forward;
    backward.push(this.spread);
  }

  start(): PushSearchResult | undefined {
    return this.spread.start();
  }

  step(budget: number): PushSearchResult | undefined {
    const began = this.clock.read(this);
    const result = this.stepRound(budget);
    this.spent += turnCost(this.clock, this, began);
    return result;
  }

  stats(): SokobanSolveStats {
    const ahead = this.ahead?.stats();
    return sumStats([this.spread.stats(), this.dropped, ...(ahead ? [ahead] : [])]);
  }

  private stepRound(budget: number): PushSearchResult | undefined {
    if (this.spent >= this.roundStart + this.roundLength) {
      this.roundStart = this.spent;
      this.roundLength *= 2;
    }
    const spreading = this.spent < this.roundStart + this.roundLength / 3;
    if (!spreading || this.spreadOver) {
      if (this.target !== this.spread.bestId) {
        const started = this.aim();
        if (started !== undefined) return this.endAhead(started);
      }
      if (this.ahead !== undefined && !this.aheadOver) {
        const result = this.ahead.step(budget);
        return result === undefined ? undefined : this.endAhead(result);
      }
    }
    if (!this.spreadOver) return this.stepSpread(budget);
    return { outcome: 'exhausted', stats: this.stats() };
  }

  private stepSpread(budget: number): PushSearchResult | undefined {
    const result = this.spread.step(budget);
    if (result === undefined || settlesAll(result, this)) return result;
    // Run dry or out of room: the forward half goes on with the table it has.
    this.spreadOver = true;
    return undefined;
  }

  /** A forward search heading for the spread search's best position; its start's result. */
  private aim(): PushSearchResult | undefined {
    this.dropAhead();
    const crates = this.spread.bestCrates();
    if (crates === undefined) return undefined;
    this.target = this.spread.bestId;
    const goals = new Uint8Array(this.level.goals.length);
    for (const square of crates) goals[square] = 1;
    const imagined = { ...this.level, goals };
    const ahead = new PushSearch(
      imagined,
      analyseLevel(imagined),
      this.forwardWeights,
      this.limits,
    );
    ahead.meet = this.backward;
    ahead.learned ??= this.forward.find((search) => search.learned !== undefined)?.learned;
    this.forward.push(ahead);
    this.ahead = ahead;
    this.aheadOver = false;
    return ahead.start();
  }

  private endAhead(result: PushSearchResult): PushSearchResult | undefined {
    if (settlesAll(result, this)) return result;
    // Pruned dry or out of room: wait for a better target.
    this.aheadOver = true;
    return undefined;
  }

  private dropAhead(): void {
    const ahead = this.ahead;
    if (ahead === undefined) return;
    // Its states are given back: they count no more among those stored.
    this.dropped = sumStats([this.dropped, { ...ahead.stats(), states: 0 }]);
    this.forward.splice(this.forward.indexOf(ahead), 1);
    ahead.releaseStates();
    this.ahead = undefined;
  }
}
