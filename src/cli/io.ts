// Reading the files named on the command line, `-` meaning standard input.
import { readFile } from 'node:fs/promises';
import { InputError } from '../errors.js';
import type { CliContext } from './context.js';

/** The text of `path` and the name to use for it in messages. */
export async function readInputFile(
  path: string,
  context: CliContext,
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
          ? 'is a directory, expected a file'
          : code === 'EACCES'
            ? 'permission denied'
            : String(code ?? error);
    throw new InputError(`cannot read ${path}: ${why}`);
  }
}
