/**
 * A benchmark's commander action: sets the exit code `run` returns; bad input (an
 * `InputError`) is one line on stderr, `NAME: message`, and exit code 2, with no stack trace.
 * Any other error is a bug and propagates.
 */
import { InputError } from '../src/errors.js';

export function benchAction<A extends unknown[]>(
  name: string,
  run: (...args: A) => Promise<number>,
): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      process.exitCode = await run(...args);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      console.error(`${name}: ${error.message}`);
      process.exitCode = 2;
    }
  };
}
