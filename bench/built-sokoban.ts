/**
 * The Sokoban solver as users run it: the built package (dist/, `puzzlegraph/sokoban`), not
 * the TypeScript sources. Run from the sources, every worker thread of a collection run first
 * compiles the solver through tsx (0.4 s of a 4.5 s Microban run); a peer solver is a compiled
 * program too. `npm run bench:sokoban` builds first; run directly, a dist/ older than src/ is
 * refused, so that a benchmark never measures old code.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError } from '../src/errors.js';

type SokobanLibrary = typeof import('../src/puzzles/sokoban/index.js');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built `puzzlegraph/sokoban`; an `InputError` when dist/ is missing or older than src/. */
export async function builtSokoban(): Promise<SokobanLibrary> {
  const stale = staleBuild(root);
  if (stale !== undefined) {
    throw new InputError(`${stale}: run npm run build (npm run bench:sokoban builds first)`);
  }
  // A name, not a path: the package's own exports map it to dist/.
  const name: string = 'puzzlegraph/sokoban';
  return (await import(name)) as SokobanLibrary;
}

/** Why `root`'s dist/ does not hold its src/ as it is, or undefined when it does. */
export function staleBuild(root: string): string | undefined {
  const src = join(root, 'src');
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.d.ts') || /\.test[.-]/.test(file)) continue;
    const built = join(root, 'dist', file.replace(/\.ts$/, '.js'));
    if (!existsSync(built)) return `dist/ has no build of src/${file}`;
    if (statSync(built).mtimeMs < statSync(join(src, file)).mtimeMs) {
      return `src/${file} is newer than dist/`;
    }
  }
  return undefined;
}
