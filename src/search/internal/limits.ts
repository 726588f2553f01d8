// Statistics and stopping rules shared by every search. Limits are checked every
// `progressEvery` expansions so that the clock is not read in the hot loop.
import type { Outcome, SearchOptions, SearchResult, SearchStats } from '../types.js';

export class SearchMonitor {
  readonly stats: SearchStats = { expanded: 0, generated: 0, maxFrontier: 0, elapsedMs: 0 };
  private readonly startedAt = performance.now();
  private readonly maxExpanded: number;
  private readonly deadline: number;
  private readonly every: number;
  private nextCheck: number;

  constructor(private readonly options: SearchOptions<never> | SearchOptions<unknown>) {
    this.maxExpanded = options.maxExpanded ?? Infinity;
    this.deadline =
      options.timeLimitMs === undefined ? Infinity : this.startedAt + options.timeLimitMs;
    this.every = Math.max(1, options.progressEvery ?? 4096);
    this.nextCheck = Math.min(this.every, this.maxExpanded);
  }

  /**
   * Counts one expansion; returns the outcome that stops the search, or undefined to go on.
   * Call before expanding, so that `maxExpanded` is never exceeded.
   */
  expand(): Outcome | undefined {
    if (this.stats.expanded >= this.nextCheck) {
      const stop = this.check();
      if (stop) return stop;
    }
    this.stats.expanded++;
    return undefined;
  }

  frontier(size: number): void {
    if (size > this.stats.maxFrontier) this.stats.maxFrontier = size;
  }

  /** Limits that can stop a search before its first expansion. */
  checkNow(): Outcome | undefined {
    if (this.options.signal?.aborted) return 'aborted';
    return this.maxExpanded <= 0 ? 'maxExpanded' : undefined;
  }

  private check(): Outcome | undefined {
    this.nextCheck = Math.min(this.stats.expanded + this.every, this.maxExpanded);
    if (this.stats.expanded >= this.maxExpanded) return 'maxExpanded';
    if (this.options.signal?.aborted) return 'aborted';
    const now = performance.now();
    if (now >= this.deadline) return 'timeLimit';
    if (this.options.onProgress) {
      this.stats.elapsedMs = now - this.startedAt;
      this.options.onProgress({ ...this.stats });
    }
    return undefined;
  }

  finish<N>(outcome: Outcome, path?: N[], cost = Infinity): SearchResult<N> {
    this.stats.elapsedMs = performance.now() - this.startedAt;
    const stats = { ...this.stats };
    const tracer = (this.options as SearchOptions<N>).tracer;
    if (tracer) {
      if (outcome !== 'found' && outcome !== 'exhausted') tracer({ type: 'limit', outcome });
      tracer({ type: 'end', outcome, stats });
    }
    return { outcome, path: outcome === 'found' ? path : undefined, cost, stats };
  }
}
