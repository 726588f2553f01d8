// Option values shared by the command line and the benchmarks: durations and whole numbers.
// Each throws InputError naming the option, so that a tool answers with exit code 2 and a
// one-line message.
import { InputError } from './errors.js';

/** `10s`, `500ms`, `2m` or a bare number of seconds, in milliseconds. */
export function parseDuration(text: string, option = '--time-limit'): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/.exec(text.trim());
  if (!match) {
    throw new InputError(
      `${option}: ${JSON.stringify(text)} is not a duration; expected e.g. 10s, 500ms, 2m`,
    );
  }
  const scale = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 's']!;
  return Number(match[1]) * scale;
}

/** A whole number within bounds. */
export function parseInteger(
  text: string,
  option: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (!/^-?\d+$/.test(text.trim())) {
    throw new InputError(`${option}: ${JSON.stringify(text)} is not a whole number`);
  }
  const value = Number(text);
  if (value < min || value > max) {
    throw new InputError(`${option}: ${value} is out of range; expected ${min} to ${max}`);
  }
  return value;
}
