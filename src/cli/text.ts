// The small print of human-readable output: counts with thousands separators and the right
// plural, and times in JSON rounded to what a clock can tell apart.

/** `4,189,498`: every count a person reads gets thousands separators. */
export function grouped(n: number): string {
  return n.toLocaleString('en-US');
}

/** `1 step`, `2 steps`, `1,024 matches`: a count and its noun, plural unless exactly one. */
export function plural(count: number, noun: string, pluralNoun = pluralOf(noun)): string {
  return `${grouped(count)} ${count === 1 ? noun : pluralNoun}`;
}

function pluralOf(noun: string): string {
  return /(s|sh|ch|x|z)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/** Milliseconds rounded to microseconds (3 decimals): `6.534564000000046` becomes `6.535`. */
export function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/**
 * `value` as the CLI prints JSON: indented, one trailing newline, and every time in
 * milliseconds (a key ending in `Ms`: `elapsedMs`, `meanMs`) rounded to microseconds.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, roundTimes, 2) + '\n';
}

function roundTimes(key: string, value: unknown): unknown {
  return typeof value === 'number' && key.endsWith('Ms') ? roundMs(value) : value;
}
