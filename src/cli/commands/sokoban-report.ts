// What `sokoban solve --all` prints, wherever the levels are solved (on this machine's threads
// or by queue workers): the progress bar, a line per level in level order, the summary, the
// JSON answer and the `--solutions` file. One printer, so both runs read the same.
import { writeFileSync } from 'node:fs';
import cliProgress from 'cli-progress';
import pc from 'picocolors';
import { InputError } from '../../errors.js';
import type { Outcome } from '../../search/index.js';
import type { CliContext } from '../context.js';
import { EXIT } from '../exit-codes.js';
import { toJson } from '../text.js';
import {
  compressMoves,
  type LevelJob,
  type LevelOutcome,
  type SokobanSolveStats,
} from '../../puzzles/sokoban/index.js';

/** Each outcome in the table's words; the solver's memory budget is `--max-states`. */
export const OUTCOME_TEXT: Record<Outcome, string> = {
  found: 'solved',
  exhausted: 'no solution',
  memoryLimit: 'state limit',
  maxExpanded: 'expand limit',
  timeLimit: 'time limit',
  aborted: 'aborted',
};

export const grouped = (n: number): string => n.toLocaleString('en-US');
export const count = (n: number, noun: string): string =>
  `${grouped(n)} ${noun}${n === 1 ? '' : noun.endsWith('h') ? 'es' : 's'}`;
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** `10.00 s per level, any solution (best-first)`: the limits a collection run solves under. */
export function limitsText(limits: {
  timeLimitMs?: number;
  maxExpanded?: number;
  optimal?: 'pushes' | 'moves' | 'any';
  repeatable?: boolean;
}): string {
  const kind =
    limits.optimal === 'pushes'
      ? 'fewest pushes (A*)'
      : limits.optimal === 'moves'
        ? 'fewest moves (A*)'
        : 'any solution (best-first)';
  const budget =
    limits.maxExpanded === undefined ? '' : ` and ${grouped(limits.maxExpanded)} expanded`;
  const turns = limits.repeatable ? ', turns by positions generated' : '';
  return `${seconds(limits.timeLimitMs ?? 0)}${budget} per level, ${kind}${turns}`;
}

/**
 * A level's answer in a collection run. `worker` names the queue worker that solved it,
 * `earlier` marks a result kept from an earlier run rather than solved now.
 */
export interface ReportedLevel extends LevelOutcome {
  worker?: string;
  earlier?: boolean;
}

/**
 * A level that got no answer at all: its queue job failed, or its board is not a valid level
 * (the reason says why).
 */
export interface FailedLevel {
  /** 0-based position in its collection. */
  index: number;
  /** The level, or of a bad board the title it was given. */
  level: { title?: string };
  failure: string;
  worker?: string;
  earlier?: boolean;
}

export type LevelReport = ReportedLevel | FailedLevel;

const isFailed = (report: LevelReport): report is FailedLevel => 'failure' in report;

export function levelJson(outcome: LevelOutcome): Record<string, unknown> {
  const { result } = outcome;
  return {
    level: outcome.index + 1,
    title: outcome.level.title ?? null,
    outcome: result.outcome,
    solved: result.outcome === 'found',
    moves: result.outcome === 'found' ? result.moves : null,
    pushes: result.outcome === 'found' ? result.pushes : null,
    optimalPushes: result.optimal && result.foundBy?.preset !== 'optimal-moves',
    optimalMoves: result.optimal && result.foundBy?.preset === 'optimal-moves',
    optimized: result.optimized ?? null,
    solution: result.solution ? compressMoves(result.solution) : null,
    foundBy: result.foundBy ?? null,
    // Threads that searched the level (1 when it was settled in the first turn), and of those
    // the ones started for it; the others were left idle by earlier levels.
    threads: result.threads ?? 1,
    threadsStarted: result.threadsStarted ?? 0,
    stats: result.stats,
  };
}

function reportJson(report: LevelReport): Record<string, unknown> {
  const where = {
    ...(report.worker === undefined ? {} : { worker: report.worker }),
    ...(report.earlier ? { earlierRun: true } : {}),
  };
  if (!isFailed(report)) return { ...levelJson(report), ...where };
  return {
    level: report.index + 1,
    title: report.level.title ?? null,
    outcome: 'failed',
    solved: false,
    failure: report.failure,
    ...where,
  };
}

/** Writes `level<TAB>solution` lines for the levels solved. */
export function writeSolutions(path: string, outcomes: readonly LevelReport[]): void {
  const rows = outcomes
    .filter((o): o is ReportedLevel => !isFailed(o) && o.result.solution !== undefined)
    .map((o) => `${o.index + 1}\t${compressMoves(o.result.solution!)}`);
  try {
    writeFileSync(path, ['level\tsolution', ...rows].join('\n') + '\n');
  } catch (error) {
    throw new InputError(
      `--solutions: cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`,
    );
  }
}

function progressBar(total: number): cliProgress.SingleBar {
  return new cliProgress.SingleBar(
    {
      format: ' {bar} {value}/{total} levels | {solved} solved | {duration_formatted} | {current}',
      hideCursor: true,
      clearOnComplete: true,
      forceRedraw: true,
      etaBuffer: Math.max(10, total),
    },
    cliProgress.Presets.shades_classic,
  );
}

const HEADER = `level result        moves  pushes       time      states  title`;

function levelLine(report: LevelReport): string {
  const title = report.level.title === String(report.index + 1) ? '' : (report.level.title ?? '');
  if (isFailed(report)) {
    return `${String(report.index + 1).padStart(5)}  failed: ${report.failure}${title ? `  (${title})` : ''}`;
  }
  const found = report.result.outcome === 'found';
  return [
    String(report.index + 1).padStart(5),
    ' ',
    OUTCOME_TEXT[report.result.outcome].padEnd(11),
    (found ? grouped(report.result.moves) : '-').padStart(8),
    (found ? grouped(report.result.pushes) : '-').padStart(8),
    seconds(report.result.stats.elapsedMs).padStart(11),
    grouped(report.result.stats.states).padStart(12),
    '  ',
    title,
  ]
    .join('')
    .trimEnd();
}

/** `1-3, 7, 9-10` for the level numbers of `indices` (0-based). */
export function levelRanges(indices: readonly number[]): string {
  const sorted = [...new Set(indices)].sort((a, b) => a - b).map((i) => i + 1);
  const parts: string[] = [];
  for (let k = 0; k < sorted.length;) {
    let end = k;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end++;
    parts.push(end === k ? `${sorted[k]}` : `${sorted[k]}-${sorted[end]}`);
    k = end + 1;
  }
  return parts.join(', ');
}

export interface CollectionReportOptions {
  /** The collection's name as the first line and the JSON give it. */
  name: string;
  /** The levels asked for, in order (bad boards among them are reported as failed). */
  jobs: readonly { index: number }[];
  json: boolean;
  /** The first line after the name: limits and where the levels are solved. */
  headline: string;
  /** Extra fields of the JSON answer (limits, jobs, the queue). */
  jsonFields: Record<string, unknown>;
  solutions?: string;
}

/**
 * Prints a collection run as it goes: `start`, then `done` for each level as it finishes (in
 * any order; lines come out in level order), `progress` for the bar, and `finish`.
 */
export class CollectionReport {
  private readonly bar: cliProgress.SingleBar | undefined;
  private readonly finished = new Map<number, LevelReport>();
  private next = 0;
  private solvedSoFar = 0;
  private readonly started = Date.now();

  constructor(
    private readonly context: CliContext,
    private readonly options: CollectionReportOptions,
  ) {
    this.bar = context.isTTY && !options.json ? progressBar(options.jobs.length) : undefined;
  }

  // The bar lives on the terminal's last line (stderr): clear it, print, draw it again.
  private print(textLine: string): void {
    if (this.bar) this.context.err('\r\u001b[K');
    this.context.out(textLine + '\n');
    this.bar?.render();
  }

  start(): void {
    this.bar?.start(this.options.jobs.length, 0, { solved: 0, current: '' });
    if (!this.options.json) {
      this.print(`${this.options.name}: ${this.options.headline}`);
      this.print(HEADER);
    }
  }

  progress(job: LevelJob, stats: Pick<SokobanSolveStats, 'states'>): void {
    this.bar?.update({ current: `level ${job.index + 1}: ${grouped(stats.states)} states` });
  }

  /** Whether level `index` has its answer already. */
  has(index: number): boolean {
    return this.finished.has(index);
  }

  done(report: LevelReport): void {
    if (this.finished.has(report.index)) return;
    this.finished.set(report.index, report);
    if (!isFailed(report) && report.result.outcome === 'found') this.solvedSoFar++;
    this.bar?.increment(1, { solved: this.solvedSoFar, current: '' });
    const { jobs } = this.options;
    // Levels finish out of order; lines are printed in level order.
    while (this.next < jobs.length && this.finished.has(jobs[this.next].index)) {
      if (!this.options.json) this.print(levelLine(this.finished.get(jobs[this.next].index)!));
      this.next++;
    }
  }

  /** Prints the summary (and what finished out of order when interrupted) and sets the exit code. */
  finish(interrupted: boolean): void {
    this.bar?.stop();
    const { context, options } = this;
    const { jobs } = options;
    const reports = jobs.flatMap((job) => this.finished.get(job.index) ?? []);
    const outcomes = reports.filter((r): r is ReportedLevel => !isFailed(r));
    const failed = reports.filter(isFailed);
    const solved = outcomes.filter((o) => o.result.outcome === 'found');
    const sum = (f: (o: ReportedLevel) => number, list = outcomes): number =>
      list.reduce((total, o) => total + f(o), 0);
    const summary = {
      solved: solved.length,
      total: reports.length,
      moves: sum((o) => o.result.moves, solved),
      pushes: sum((o) => o.result.pushes, solved),
      searchMs: sum((o) => o.result.stats.elapsedMs),
      elapsedMs: Date.now() - this.started,
      states: sum((o) => o.result.stats.states),
      expanded: sum((o) => o.result.stats.expanded),
      ...(failed.length > 0 ? { failed: failed.length } : {}),
    };
    if (options.solutions) writeSolutions(options.solutions, reports);
    if (solved.length < reports.length) context.exitCode = EXIT.noAnswer;
    if (interrupted) context.exitCode = EXIT.interrupted;
    if (options.json) {
      context.out(
        toJson({
          file: options.name,
          interrupted,
          ...options.jsonFields,
          summary,
          levels: reports.map(reportJson),
        }),
      );
      return;
    }
    if (interrupted) {
      // Lines wait for the levels before them; print what finished out of order too.
      const waiting = jobs[this.next]?.index ?? Infinity;
      for (const report of reports) if (report.index >= waiting) this.print(levelLine(report));
      context.out(
        `\ninterrupted: ${reports.length} of ${jobs.length} levels finished, the others were not counted\n`,
      );
    }
    context.out(
      `\nsolved ${summary.solved}/${summary.total}   moves ${grouped(summary.moves)}   pushes ${grouped(summary.pushes)}   ` +
        `time ${seconds(summary.elapsedMs)} (search ${seconds(summary.searchMs)})   states ${grouped(summary.states)}\n`,
    );
    const missed = reports.filter((r) => isFailed(r) || r.result.outcome !== 'found');
    if (missed.length > 0) {
      const why = (r: LevelReport): string =>
        isFailed(r) ? 'failed' : OUTCOME_TEXT[r.result.outcome];
      context.out(`not solved: ${missed.map((r) => `${r.index + 1} (${why(r)})`).join(', ')}\n`);
    }
    this.printWorkers(reports);
    if (solved.length > 0) context.out(pc.dim('every solution verified by replay\n'));
  }

  /** Which worker answered which levels, for a run over a queue. */
  private printWorkers(reports: readonly LevelReport[]): void {
    const byWorker = new Map<string, number[]>();
    let earlier: number[] = [];
    for (const report of reports) {
      if (report.earlier) earlier.push(report.index);
      else if (report.worker !== undefined) {
        byWorker.set(report.worker, [...(byWorker.get(report.worker) ?? []), report.index]);
      }
    }
    if (byWorker.size === 0 && earlier.length === 0) return;
    const lines = [...byWorker].map(
      ([worker, indices]) => `  ${worker}: ${plural(indices.length)} (${levelRanges(indices)})`,
    );
    if (earlier.length > 0) {
      earlier = earlier.sort((a, b) => a - b);
      lines.push(`  earlier runs: ${plural(earlier.length)} (${levelRanges(earlier)})`);
    }
    this.context.out(`levels by worker:\n${lines.join('\n')}\n`);
  }
}

const plural = (n: number): string => `${n} level${n === 1 ? '' : 's'}`;
