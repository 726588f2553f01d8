/**
 * Where the Sokoban benchmarks find a collection: a path, a bundled collection name
 * (xsokoban, microban, microban2, ...), or a file under ../shared/sokoban, the shared
 * reference data beside the repository (docs/benchmarks.md, "Benchmark data").
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED_COLLECTIONS } from '../src/cli/commands/sokoban-collection.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** ../shared/sokoban, from the repository's root. */
export const sharedSokoban = join(root, '..', 'shared', 'sokoban');

/** The file or bundled name to load for `file`, or undefined when there is none. */
export function resolveCollection(file: string): string | undefined {
  if (existsSync(file)) return file;
  if (BUNDLED_COLLECTIONS[file.toLowerCase()]) return file;
  for (const candidate of [join(sharedSokoban, file), join(sharedSokoban, `${file}.sok`)]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The message for a `file` that `resolveCollection` cannot find, naming a missing ../shared. */
export function noCollectionMessage(file: string): string {
  const hint = existsSync(sharedSokoban)
    ? ''
    : ` (and ${sharedSokoban} is not there: the shared reference data is missing on this machine)`;
  return `${file}: no such file, bundled collection or file under ../shared/sokoban${hint}`;
}
