// One queue job is one level under one set of limits. The payload is what crosses machines:
// the worker treats it as untrusted input, so it is checked field by field here, the level is
// parsed like any level file, and nothing in it is evaluated or used as a path.
import { createHash } from 'node:crypto';
import { InputError } from '../../errors.js';
import { parseLevel, writeLevel, type SokobanLevel } from '../../puzzles/sokoban/index.js';

/** The BullMQ queue every producer and worker of puzzlegraph's Sokoban runs shares. */
export const QUEUE_NAME = 'puzzlegraph-sokoban';

export interface LevelLimits {
  timeLimitMs: number;
  /** The memory budget in stored states; null leaves the solver's default. */
  maxStates: number | null;
  optimal: 'pushes' | 'any';
  /** Milliseconds to make a solution shorter after it is found (`--optimize`); absent: none. */
  optimizeMs?: number;
  /** Turns by positions generated, one thread (`--repeatable`); absent: by the clock. */
  repeatable?: true;
}

export interface JobPayload {
  levelText: string;
  /** sha256 of `levelText`, hex. */
  hash: string;
  limits: LevelLimits;
}

/** Bounds on what a worker accepts: a week a level, a million characters of level text. */
export const MAX_TIME_LIMIT_MS = 7 * 24 * 3600 * 1000;
export const MAX_LEVEL_TEXT = 1_000_000;
const MAX_STATES = 2 ** 40;

/** The board alone, as `writeLevel` writes it: titles and comments do not change the puzzle. */
export function normalizedLevelText(level: SokobanLevel): string {
  return writeLevel(level, { boardOnly: true });
}

export function levelHash(levelText: string): string {
  return createHash('sha256').update(levelText).digest('hex');
}

/** `t10000.sdefault.any`: the limits part of job ids and result keys. */
export function limitsKey(limits: LevelLimits): string {
  const optimize = limits.optimizeMs === undefined ? '' : `.o${limits.optimizeMs}`;
  const repeatable = limits.repeatable ? '.r' : '';
  return `t${limits.timeLimitMs}.s${limits.maxStates ?? 'default'}.${limits.optimal}${optimize}${repeatable}`;
}

/** The same level under the same limits is the same job: adding it again changes nothing. */
export function jobId(hash: string, limits: LevelLimits): string {
  return `${hash}.${limitsKey(limits)}`;
}

export function makePayload(level: SokobanLevel, limits: LevelLimits): JobPayload {
  const levelText = normalizedLevelText(level);
  return { levelText, hash: levelHash(levelText), limits };
}

/** A payload that passed every check, with its level parsed. */
export interface CheckedPayload extends JobPayload {
  level: SokobanLevel;
}

/**
 * Checks an untrusted payload and parses its level; throws an InputError saying what is
 * wrong (for a level that does not parse, the parser's message with its line and column).
 */
export function checkPayload(data: unknown): CheckedPayload {
  const payload = asRecord(data, 'the job payload');
  onlyKeys(payload, ['levelText', 'hash', 'limits'], 'the job payload');
  const { levelText, hash } = payload;
  if (typeof levelText !== 'string' || levelText.length === 0) {
    throw new InputError('bad job payload: levelText must be a non-empty string');
  }
  if (levelText.length > MAX_LEVEL_TEXT) {
    throw new InputError(
      `bad job payload: levelText holds ${levelText.length} characters; at most ${MAX_LEVEL_TEXT}`,
    );
  }
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) {
    throw new InputError('bad job payload: hash must be 64 lower-case hex digits (sha256)');
  }
  const limits = checkLimits(payload.limits);
  let level: SokobanLevel;
  try {
    level = parseLevel(levelText, { file: 'job level' });
  } catch (error) {
    if (error instanceof InputError) throw new InputError(`level does not parse: ${error.message}`);
    throw error;
  }
  if (levelHash(levelText) !== hash) {
    throw new InputError('bad job payload: hash is not the sha256 of levelText');
  }
  return { levelText, hash, limits, level };
}

function checkLimits(data: unknown): LevelLimits {
  const limits = asRecord(data, 'limits');
  const optional = ['optimizeMs', 'repeatable'].filter((key) => Object.hasOwn(limits, key));
  onlyKeys(limits, ['timeLimitMs', 'maxStates', 'optimal', ...optional], 'limits');
  const { timeLimitMs, maxStates, optimal, optimizeMs, repeatable } = limits;
  if (!Number.isSafeInteger(timeLimitMs) || (timeLimitMs as number) < 1) {
    throw new InputError(
      'bad job payload: limits.timeLimitMs must be a whole number of ms, 1 or more',
    );
  }
  if ((timeLimitMs as number) > MAX_TIME_LIMIT_MS) {
    throw new InputError(
      `bad job payload: limits.timeLimitMs is over a week (${MAX_TIME_LIMIT_MS})`,
    );
  }
  if (
    maxStates !== null &&
    (!Number.isSafeInteger(maxStates) ||
      (maxStates as number) < 1 ||
      (maxStates as number) > MAX_STATES)
  ) {
    throw new InputError(
      `bad job payload: limits.maxStates must be null or a whole number 1 to 2^40`,
    );
  }
  if (optimal !== 'pushes' && optimal !== 'any') {
    throw new InputError(`bad job payload: limits.optimal must be "pushes" or "any"`);
  }
  if (
    optimizeMs !== undefined &&
    (!Number.isSafeInteger(optimizeMs) ||
      (optimizeMs as number) < 1 ||
      (optimizeMs as number) > MAX_TIME_LIMIT_MS)
  ) {
    throw new InputError(
      'bad job payload: limits.optimizeMs must be a whole number of ms, 1 to a week',
    );
  }
  if (repeatable !== undefined && repeatable !== true) {
    throw new InputError('bad job payload: limits.repeatable must be true when present');
  }
  return {
    timeLimitMs: timeLimitMs as number,
    maxStates: maxStates as number | null,
    optimal,
    ...(optimizeMs === undefined ? {} : { optimizeMs: optimizeMs as number }),
    ...(repeatable === undefined ? {} : { repeatable }),
  };
}

function asRecord(data: unknown, what: string): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new InputError(`bad job payload: ${what} must be an object`);
  }
  return data as Record<string, unknown>;
}

function onlyKeys(record: Record<string, unknown>, keys: readonly string[], what: string): void {
  for (const key of keys) {
    if (!Object.hasOwn(record, key)) throw new InputError(`bad job payload: ${what} has no ${key}`);
  }
  const extra = Object.keys(record).filter((key) => !keys.includes(key));
  if (extra.length > 0) {
    throw new InputError(
      `bad job payload: ${what} has unknown field ${JSON.stringify(extra[0].slice(0, 40))}; expected ${keys.join(', ')}`,
    );
  }
}
