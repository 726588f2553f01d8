// What a queue run keeps of each level: a result record, stored in Redis by level hash and
// limits (a hash per level, a field per limits) and appended by the producer to `--results
// FILE` as JSON Lines. A later run reuses the records whose limits cover its own.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { InputError } from '../../errors.js';
import type { SokobanSolveResult } from '../../puzzles/sokoban/index.js';
import { limitsKey, type LevelLimits } from './payload.js';

export interface ResultRecord {
  hash: string;
  limits: LevelLimits;
  /** The worker that answered, `hostname:pid`. */
  worker?: string;
  finishedAt: string;
  /** The solver's answer; absent when the job failed. */
  result?: SokobanSolveResult;
  /** Why the job failed (a bad payload, a thread out of memory, stalled too often). */
  failure?: string;
  /** The shares of time the level's searches had, when the worker learned them. */
  shares?: Record<string, number>;
}

/** A results-file line: the record and which level of which collection it answered. */
export interface ResultLine extends ResultRecord {
  file: string;
  level: number;
  title: string | null;
}

export const resultsKey = (hash: string): string => `puzzlegraph:sokoban:results:${hash}`;

export const isSolved = (record: ResultRecord): boolean => record.result?.outcome === 'found';

/**
 * Whether `stored` answers a run under `wanted`: solved or not, under the same or larger
 * limits (more time, more states, the same kind of search). A solution with the fewest pushes
 * proven also answers a run that asks for any solution.
 */
export function covers(stored: ResultRecord, wanted: LevelLimits): boolean {
  const limits = stored.limits;
  const states =
    limits.maxStates === wanted.maxStates ||
    (limits.maxStates !== null &&
      wanted.maxStates !== null &&
      limits.maxStates >= wanted.maxStates);
  const kind =
    limits.optimal === wanted.optimal ||
    (limits.optimal === 'pushes' && wanted.optimal === 'any' && isSolved(stored));
  // A solution polished for longer answers a run that asks for less polishing, not more.
  const polished = (limits.optimizeMs ?? 0) >= (wanted.optimizeMs ?? 0);
  // A run that asks for repeatable answers takes only those; any other takes either.
  const repeatable = !wanted.repeatable || limits.repeatable === true;
  return limits.timeLimitMs >= wanted.timeLimitMs && states && kind && polished && repeatable;
}

/** The record to reuse among `records` for `wanted`: a covering solved one first. */
export function bestCovering(
  records: readonly ResultRecord[],
  wanted: LevelLimits,
): ResultRecord | undefined {
  const covering = records.filter((r) => covers(r, wanted));
  return covering.find(isSolved) ?? covering.find((r) => r.result !== undefined) ?? covering[0];
}

/** Stored records are read back as untrusted too: anything not shaped like one is skipped. */
export function parseRecord(text: string): ResultRecord | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Partial<ResultRecord>;
  const limits = record.limits as Partial<LevelLimits> | undefined;
  const shaped =
    typeof record.hash === 'string' &&
    typeof limits === 'object' &&
    limits !== null &&
    typeof limits.timeLimitMs === 'number' &&
    (limits.maxStates === null || typeof limits.maxStates === 'number') &&
    (limits.optimal === 'pushes' || limits.optimal === 'any') &&
    (limits.optimizeMs === undefined || typeof limits.optimizeMs === 'number') &&
    (typeof record.failure === 'string' ||
      (typeof record.result === 'object' &&
        record.result !== null &&
        typeof record.result.outcome === 'string' &&
        typeof record.result.stats === 'object'));
  return shaped ? (record as ResultRecord) : undefined;
}

export class RedisResultStore {
  constructor(private readonly redis: Redis) {}

  async put(record: ResultRecord): Promise<void> {
    await this.redis.hset(
      resultsKey(record.hash),
      limitsKey(record.limits),
      JSON.stringify(record),
    );
  }

  /** Keeps a record only when none is there for the same limits (a failure never hides a result). */
  async putIfAbsent(record: ResultRecord): Promise<void> {
    await this.redis.hsetnx(
      resultsKey(record.hash),
      limitsKey(record.limits),
      JSON.stringify(record),
    );
  }

  async remove(hash: string, limits: LevelLimits): Promise<void> {
    await this.redis.hdel(resultsKey(hash), limitsKey(limits));
  }

  /** For many look-ups in one round trip. */
  pipeline(): ReturnType<Redis['pipeline']> {
    return this.redis.pipeline();
  }

  async get(hash: string, limits: LevelLimits): Promise<ResultRecord | undefined> {
    const text = await this.redis.hget(resultsKey(hash), limitsKey(limits));
    return text === null ? undefined : parseRecord(text);
  }

  /** Every record of each hash, in one round trip. */
  async all(hashes: readonly string[]): Promise<Map<string, ResultRecord[]>> {
    const found = new Map<string, ResultRecord[]>();
    if (hashes.length === 0) return found;
    const pipeline = this.redis.pipeline();
    for (const hash of hashes) pipeline.hvals(resultsKey(hash));
    const answers = (await pipeline.exec()) ?? [];
    hashes.forEach((hash, k) => {
      const [error, values] = answers[k] ?? [];
      if (error || !Array.isArray(values)) return;
      const records = values.flatMap((text) => parseRecord(String(text)) ?? []);
      found.set(hash, records);
    });
    return found;
  }
}

/** The records of a results file, by hash; a missing file is an empty one. */
export function readResultsFile(path: string): Map<string, ResultRecord[]> {
  const found = new Map<string, ResultRecord[]>();
  if (!existsSync(path)) return found;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new InputError(
      `--results: cannot read ${path}: ${(error as NodeJS.ErrnoException).code}`,
    );
  }
  text.split('\n').forEach((line, k) => {
    if (line.trim() === '') return;
    const record = parseRecord(line);
    if (!record) {
      throw new InputError('not a result record (a JSON object with hash, limits and result)', {
        file: path,
        line: k + 1,
        column: 1,
      });
    }
    found.set(record.hash, [...(found.get(record.hash) ?? []), record]);
  });
  return found;
}

export function appendResultLine(path: string, line: ResultLine): void {
  try {
    appendFileSync(path, JSON.stringify(line) + '\n');
  } catch (error) {
    throw new InputError(
      `--results: cannot write ${path}: ${(error as NodeJS.ErrnoException).code}`,
    );
  }
}
