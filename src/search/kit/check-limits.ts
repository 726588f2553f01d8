/**
 * `checkRunLimits`: refuses limits no search can keep, with a message naming the option and
 * the value, before a search starts. A limit of NaN compares false with everything, so a
 * search given one would never stop by it; a negative or fractional count has no meaning.
 *
 * ```ts
 * import { checkRunLimits } from 'puzzlegraph/search';
 *
 * checkRunLimits({ maxExpanded: 1000, timeLimitMs: 50 }); // fine
 * try {
 *   checkRunLimits({ timeLimitMs: Number.NaN });
 * } catch (error) {
 *   console.log((error as Error).message); // timeLimitMs must be a number from 0 up, or Infinity, not NaN
 * }
 * ```
 */
import type { RunLimits } from '../types.js';

/** Throws a RangeError for the first limit of `limits` that is not a usable value. */
export function checkRunLimits(limits: Pick<RunLimits, LimitName>): void {
  for (const name of COUNTS) checkCount(name, limits[name]);
  checkAmount('timeLimitMs', limits.timeLimitMs);
  const { deadline, progressEvery } = limits;
  if (deadline !== undefined && (typeof deadline !== 'number' || Number.isNaN(deadline))) {
    throw new RangeError(`deadline must be a performance.now() time, not ${String(deadline)}`);
  }
  if (progressEvery !== undefined && !(progressEvery >= 1)) {
    throw new RangeError(`progressEvery must be a number from 1 up, not ${String(progressEvery)}`);
  }
}

type LimitName = 'maxExpanded' | 'maxStored' | 'timeLimitMs' | 'deadline' | 'progressEvery';

const COUNTS = ['maxExpanded', 'maxStored'] as const;

/** A count limit: a whole number from 0 up, or Infinity. */
function checkCount(name: string, value: unknown): void {
  if (value === undefined || value === Infinity) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RangeError(
      `${name} must be a whole number from 0 up, or Infinity, not ${show(value)}`,
    );
  }
}

/** An amount limit (a time): a number from 0 up, or Infinity. */
export function checkAmount(name: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !(value >= 0)) {
    throw new RangeError(`${name} must be a number from 0 up, or Infinity, not ${show(value)}`);
  }
}

function show(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}
