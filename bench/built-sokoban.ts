/**
 * The Sokoban solver as users run it: the built package (dist/, `puzzlegraph/sokoban`), not
 * the TypeScript sources. Run from the sources, every worker thread of a collection run first
 * compiles the solver through tsx (0.4 s of a 4.5 s Microban run); a peer solver is a compiled
 * program too. `npm run bench:sokoban` builds first; run directly, a dist/ older than src/ is
 * refused, so that a benchmark never measures old code.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError } from '../src/errors.js';
import { staleDistReason } from '../test/doc-snippets.js';

type SokobanLibrary = typeof import('../src/puzzles/sokoban/index.js');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built `puzzlegraph/sokoban`; an `InputError` when dist/ is missing or older than src/. */
export async function builtSokoban(): Promise<SokobanLibrary> {
  const stale = staleDistReason(root);
  if (stale !== undefined) {
    throw new InputError(`${stale}: run npm run build (npm run bench:sokoban builds first)`);
  }
  // A name, not a path: the package's own exports map it to dist/.
  const name: string = 'puzzlegraph/sokoban';
  return (await import(name)) as SokobanLibrary;
}
