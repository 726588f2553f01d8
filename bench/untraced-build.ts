/**
 * Builds a copy of chosen search modules with every `tracer?.(...)` call removed, so that a
 * benchmark can compare the shipped (traced-off) code with a build that has no tracing at
 * all, in the same process. The copies live in a temporary folder and import the real
 * internals by absolute path.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const searchDir = fileURLToPath(new URL('../src/search/', import.meta.url));

/** Removes each statement `tracer?.(...);`, matching parentheses across lines. */
export function stripTracerCalls(source: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const start = source.indexOf('tracer?.(', at);
    if (start === -1) return out + source.slice(at);
    out += source.slice(at, start);
    let depth = 0;
    let end = start + 'tracer?.'.length;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    at = end + 1;
    if (source[at] === ';') at++;
  }
}

/** Imports stripped copies of `modules` (file names in src/search, e.g. 'bfs.ts'). */
export async function importUntraced<T>(modules: string[], entry: string): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'puzzlegraph-untraced-'));
  for (const name of modules) {
    const source = readFileSync(join(searchDir, name), 'utf8')
      .replace(/from '\.\/internal\//g, `from '${pathToFileURL(join(searchDir, 'internal')).href}/`)
      .replace(/from '\.\/kit\//g, `from '${pathToFileURL(join(searchDir, 'kit')).href}/`)
      .replace(
        /from '\.\/dijkstra\.js'/g,
        `from '${pathToFileURL(join(searchDir, 'dijkstra.ts')).href}'`,
      )
      .replace(
        /from '\.\/types\.js'/g,
        `from '${pathToFileURL(join(searchDir, 'types.ts')).href}'`,
      );
    const stripped = stripTracerCalls(source);
    if (stripped.includes('tracer?.'))
      throw new Error(`could not strip every tracer call from ${name}`);
    writeFileSync(join(dir, name), stripped);
  }
  return (await import(pathToFileURL(join(dir, entry)).href)) as T;
}
