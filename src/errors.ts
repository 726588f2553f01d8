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
