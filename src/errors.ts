/**
 * Bad input from a user — a file, a board, a word, an option — as opposed to a bug. Carries
 * where the problem is so that messages read `level.sok:3:7: unknown character 'x'; expected
 * one of # @ + $ * . or floor`. The CLI prints `message` alone and exits with code 2.
 */
export class InputError extends Error {
  override readonly name = 'InputError';

  constructor(
    /** What is wrong and what was expected. */
    readonly reason: string,
    readonly location: { file?: string; line?: number; column?: number } = {},
  ) {
    super(formatLocation(location) + reason);
  }

  /** The same error, said of a named file (parsers often learn the name only later). */
  inFile(file: string): InputError {
    return new InputError(this.reason, { ...this.location, file });
  }
}

function formatLocation({ file, line, column }: InputError['location']): string {
  const parts = [file ?? (line !== undefined ? '<input>' : undefined), line, column].filter(
    (part) => part !== undefined,
  );
  return parts.length > 0 ? parts.join(':') + ': ' : '';
}

/** How many characters of a user's input an error message repeats before cutting it short. */
export const ECHO_LIMIT = 60;

/**
 * `input` quoted for an error message, cut to about `ECHO_LIMIT` characters with an ellipsis:
 * a message about a 2 MB line must stay one readable line. The limit counts the characters
 * printed, escapes included (a NUL prints as six, `\u0000`), and the cut falls between code
 * points, so that an emoji is never split in half.
 *
 * ```ts
 * quoteInput('cold'); // '"cold"'
 * quoteInput('x'.repeat(100_000)); // '"xxxx…"': 60 x, then the ellipsis
 * ```
 */
export function quoteInput(input: string, limit = ECHO_LIMIT): string {
  // A cheap path first: most echoed input is a short word or a symbol.
  const whole = input.length <= limit ? JSON.stringify(input) : undefined;
  if (whole !== undefined && whole.length <= limit + 2) return whole;
  let printed = '';
  for (const point of input) {
    const escaped = JSON.stringify(point).slice(1, -1);
    if (printed.length + escaped.length > limit) return `"${printed}…"`;
    printed += escaped;
  }
  return `"${printed}"`;
}

/** `input` cut to `limit` code points plus an ellipsis when longer; unquoted, unescaped. */
export function clipInput(input: string, limit = ECHO_LIMIT): string {
  // A cheap test first: most echoed input is a word or a symbol.
  if (input.length <= limit) return input;
  const points = Array.from(input.slice(0, limit * 2 + 2));
  return points.length <= limit ? input : points.slice(0, limit).join('') + '…';
}
