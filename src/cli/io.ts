// Reading the files named on the command line, `-` meaning standard input.
import { readFile } from 'node:fs/promises';
import { InputError } from '../errors.js';
import type { CliContext } from './context.js';

/**
 * The text of `path` and the name to use for it in messages. `expected` says what the
 * argument should have been, for a message about a directory (`a grid: a file, ...`).
 */
export async function readInputFile(
  path: string,
  context: CliContext,
  expected = 'a file',
): Promise<{ text: string; name: string }> {
  if (path === '-') return { text: await context.readStdin(), name: '<stdin>' };
  try {
    return { text: await readFile(path, 'utf8'), name: path };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? `it is a directory; expected ${expected}`
          : code === 'EACCES'
            ? 'permission denied'
            : String(code ?? error);
    throw new InputError(`cannot read ${path}: ${why}`);
  }
}
