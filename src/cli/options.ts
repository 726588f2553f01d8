// Parsers for option values shared by several commands. Each throws InputError naming the
// option, so that the CLI can answer with exit code 2 and a one-line message.
import { InputError } from '../errors.js';
import { parseInteger } from '../option-values.js';

export { parseDuration, parseInteger } from '../option-values.js';

/**
 * A number or a range of whole numbers within bounds: `3` or `2-9`, as `--level` takes them
 * (`option` names it in messages). A range written backwards (`5-2`) is refused as such.
 */
export function parseIntegerRange(
  text: string,
  option: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): { from: number; to: number } {
  const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  if (!range) {
    throw new InputError(`${option}: ${JSON.stringify(text)} is not a number or a range like 2-9`);
  }
  const from = parseInteger(range[1], option, min, max);
  if (range[2] === undefined) return { from, to: from };
  const to = parseInteger(range[2], option, min, max);
  if (to < from) {
    throw new InputError(
      `${option}: the range ${from}-${to} is reversed (it starts after it ends); write ${to}-${from}`,
    );
  }
  return { from, to };
}
