/**
 * `SearchRun`: the books of one search, for every search loop in puzzlegraph, the core's and
 * the puzzles' own. It owns the statistics, the limits (expansions, stored nodes, time, an
 * `AbortSignal`, a stop flag in shared memory), the progress reports, the tracer's `start`,
 * `limit` and `end` events and the result. A loop only says what it does:
 *
 * ```ts
 * import { SearchRun } from 'puzzlegraph/search';
 *
 * // Count up from 0 until 1,000 is reached, or a limit stops the count.
 * function countTo(goal: number, limits: { maxExpanded?: number; timeLimitMs?: number } = {}) {
 *   const run = new SearchRun<number>(limits);
 *   const early = run.begin('count', [0]);
 *   if (early) return run.finish(early);
 *   for (let n = 0; ; n++) {
 *     const stop = run.expand();
 *     if (stop) return run.finish(stop);
 *     run.generated();
 *     if (n + 1 === goal) return run.found(n + 1, n + 1, [0, goal]);
 *   }
 * }
 * console.log(countTo(1000).stats.expanded); // 1000
 * console.log(countTo(1000, { maxExpanded: 10 }).outcome); // maxExpanded
 * ```
 *
 * The one rule for limits: `maxExpanded` and `maxStored` are exact; the clock, the signal and
 * the stop flag are read at a check, and checks come every `progressEvery` expansions when
 * that is given, otherwise about once a millisecond, whatever an expansion costs. The run
 * measures the time between checks and doubles or halves the number of expansions between
 * them, so a loop of cheap expansions does not read the clock each time, and a loop of
 * expensive ones still stops within a few milliseconds of its limit.
 *
 * A run holds nothing that cannot live in a worker thread: a search there passes its
 * `stopFlag`, an `Int32Array` on a `SharedArrayBuffer`, where a signal cannot go.
 */
import type { Outcome, RunOptions, SearchResult, SearchStats, Tracer } from '../types.js';
import { checkRunLimits } from './check-limits.js';

export type { RunLimits, RunOptions } from '../types.js';

/** How often `onProgress` hears from a run that sets no `progressEvery`. */
export const PROGRESS_INTERVAL_MS = 100;

/** The time a run aims to leave between two checks of its clock and signals. */
export const CHECK_INTERVAL_MS = 1;

/** Most expansions between checks however cheap they are. */
const MAX_CHECK_INTERVAL = 1 << 16;

/** Why `stored` or `expand` stop a search, or undefined to go on. */
export type Stop = Outcome | undefined;

export class SearchRun<N, S extends SearchStats = SearchStats> {
  /** The statistics so far; a loop adds to `generated` and the extra fields of `S` directly. */
  readonly stats: S;
  /** The tracer, undefined when nobody listens: test it before building a costly event. */
  readonly tracer: Tracer<N> | undefined;
  private readonly startedAt = performance.now();
  private readonly maxExpanded: number;
  /**
   * The memory budget in stored nodes (Infinity when none). A hot loop may compare its own
   * count of stored nodes with it, rather than call `stored` per node, and finish with
   * `memoryLimit` once the count passes it.
   */
  readonly maxStored: number;
  private readonly deadline: number;
  private readonly fixedInterval: boolean;
  private interval: number;
  private nextCheck: number;
  private lastCheckAt: number;
  private lastProgressAt: number;
  private storedCount = 0;

  /**
   * @param options the limits, progress report and tracer, as the search was given them.
   * @param extraStats initial values of statistics beyond `SearchStats` (a puzzle's own).
   */
  constructor(
    private readonly options: RunOptions<N, S>,
    extraStats?: Omit<S, keyof SearchStats>,
  ) {
    checkRunLimits(options);
    this.stats = { expanded: 0, generated: 0, maxFrontier: 0, elapsedMs: 0, ...extraStats } as S;
    this.tracer = options.tracer;
    this.maxExpanded = options.maxExpanded ?? Infinity;
    this.maxStored = options.maxStored ?? Infinity;
    this.deadline = Math.min(
      options.deadline ?? Infinity,
      options.timeLimitMs === undefined ? Infinity : this.startedAt + options.timeLimitMs,
    );
    this.fixedInterval = options.progressEvery !== undefined;
    this.interval = Math.max(1, Math.floor(options.progressEvery ?? 1));
    this.nextCheck = Math.min(this.interval, this.maxExpanded);
    this.lastCheckAt = this.startedAt;
    this.lastProgressAt = this.startedAt;
  }

  /**
   * Reports the start to the tracer and tells whether a limit stops the search before its
   * first expansion (an aborted signal, a zero budget, a time limit of zero).
   */
  begin(algorithm: string, starts: readonly N[]): Stop {
    this.tracer?.({ type: 'start', nodes: [...starts], algorithm });
    return this.checkNow();
  }

  /** The limits that can stop a search at once, without counting an expansion. */
  checkNow(): Stop {
    if (this.signalled()) return 'aborted';
    if (this.maxExpanded <= this.stats.expanded) return 'maxExpanded';
    if (this.maxStored < this.storedCount || this.maxStored <= 0) return 'memoryLimit';
    if (performance.now() >= this.deadline) return 'timeLimit';
    return undefined;
  }

  /**
   * Counts one expansion: call it before expanding a node. Returns the outcome that stops the
   * search instead, so `maxExpanded` is never exceeded.
   */
  expand(): Stop {
    if (this.stats.expanded >= this.nextCheck) {
      const stop = this.check();
      if (stop) return stop;
    }
    this.stats.expanded++;
    return undefined;
  }

  /** Counts `count` nodes stored; `memoryLimit` when that passes `maxStored`. */
  stored(count = 1): Stop {
    this.storedCount += count;
    return this.storedCount > this.maxStored ? 'memoryLimit' : undefined;
  }

  /** Nodes counted by `stored`. */
  get storedNodes(): number {
    return this.storedCount;
  }

  /** Counts generated successors (the loop may also add to `stats.generated` itself). */
  generated(count = 1): void {
    this.stats.generated += count;
  }

  /** Records the frontier's size, for `maxFrontier`. */
  frontier(size: number): void {
    if (size > this.stats.maxFrontier) this.stats.maxFrontier = size;
  }

  /** Milliseconds since the run was made. */
  elapsedMs(): number {
    return performance.now() - this.startedAt;
  }

  /** A copy of the statistics with the time brought up to now. */
  snapshot(): S {
    this.stats.elapsedMs = this.elapsedMs();
    return { ...this.stats };
  }

  /** Reports the goal to the tracer and returns the answer. */
  found(node: N, cost: number, path: N[]): SearchResult<N> & { stats: S } {
    this.tracer?.({ type: 'found', node, cost });
    return this.finish('found', path, cost);
  }

  /**
   * Ends the run: reports `limit` (when a limit stopped it) and `end` to the tracer, and
   * returns the statistics as they stand.
   */
  end(outcome: Outcome): S {
    const stats = this.snapshot();
    const { tracer } = this;
    if (tracer) {
      if (outcome !== 'found' && outcome !== 'exhausted') tracer({ type: 'limit', outcome });
      tracer({ type: 'end', outcome, stats });
    }
    return stats;
  }

  /** Ends the run (see `end`) with a path search's answer; `path` counts only when found. */
  finish(outcome: Outcome, path?: N[], cost = Infinity): SearchResult<N> & { stats: S } {
    const stats = this.end(outcome);
    return outcome === 'found'
      ? { outcome, path, cost, stats }
      : { outcome, path: undefined, cost: Infinity, stats };
  }

  /** Reads the clock and signals now; the loop then goes on until the next check is due. */
  check(): Stop {
    const { expanded } = this.stats;
    if (expanded >= this.maxExpanded) return 'maxExpanded';
    if (this.signalled()) return 'aborted';
    const now = performance.now();
    if (now >= this.deadline) return 'timeLimit';
    if (!this.fixedInterval) {
      const since = now - this.lastCheckAt;
      if (since < CHECK_INTERVAL_MS / 2 && this.interval < MAX_CHECK_INTERVAL) this.interval *= 2;
      else if (since > CHECK_INTERVAL_MS * 2 && this.interval > 1) this.interval >>= 1;
    }
    this.lastCheckAt = now;
    this.nextCheck = Math.min(expanded + this.interval, this.maxExpanded);
    const { onProgress } = this.options;
    if (onProgress && (this.fixedInterval || now - this.lastProgressAt >= PROGRESS_INTERVAL_MS)) {
      this.lastProgressAt = now;
      this.stats.elapsedMs = now - this.startedAt;
      onProgress({ ...this.stats });
    }
    return undefined;
  }

  private signalled(): boolean {
    const { signal, stopFlag } = this.options;
    return signal?.aborted === true || (stopFlag !== undefined && Atomics.load(stopFlag, 0) !== 0);
  }
}
