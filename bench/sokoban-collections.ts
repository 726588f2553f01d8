/**
 * Where the Sokoban benchmarks find a collection: a path, a bundled collection name
 * (xsokoban, microban, microban2, ...), or a file under ../shared/sokoban, the shared
 * reference data beside the repository (docs/benchmarks.md, "Benchmark data"). Also reads the
 * collection and picks the levels `--level` names: the bench's own, as it uses no CLI module.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError } from '../src/errors.js';
import {
  isBrokenLevel,
  noLevelFound,
  parseCollectionEntries,
  type CollectionEntry,
  type LevelJob,
} from '../src/puzzles/sokoban/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** ../shared/sokoban, from the repository's root. */
export const sharedSokoban = join(root, '..', 'shared', 'sokoban');

/** The collections shipped in data/sokoban, by the names `puzzlegraph sokoban` accepts. */
const bundledDir = join(root, 'data', 'sokoban');
const BUNDLED_ALIASES: Record<string, string> = { 'microban-ii': 'microban2' };

/** The file name in data/sokoban of a bundled collection `name`, or undefined. */
function bundledFile(name: string): string | undefined {
  const lower = name.toLowerCase();
  const file = `${BUNDLED_ALIASES[lower] ?? lower}.sok`;
  return /^[a-z0-9-]+$/.test(lower) && existsSync(join(bundledDir, file)) ? file : undefined;
}

/**
 * The file or bundled name to load for `file`; an `InputError` when there is none, naming a
 * missing ../shared (the benchmarks' `benchAction` prints it and exits with code 2).
 */
export function resolveCollection(file: string): string {
  if (existsSync(file)) return file;
  if (bundledFile(file)) return file;
  for (const candidate of [join(sharedSokoban, file), join(sharedSokoban, `${file}.sok`)]) {
    if (existsSync(candidate)) return candidate;
  }
  const hint = existsSync(sharedSokoban)
    ? ''
    : ` (and ${sharedSokoban} is not there: the shared reference data is missing on this machine)`;
  throw new InputError(
    `${file}: no such file, bundled collection or file under ../shared/sokoban${hint}`,
  );
}

export interface BenchCollection {
  /** The path, or the bundled collection's file name (`xsokoban.sok`). */
  name: string;
  levels: readonly CollectionEntry[];
}

/** Reads a path or bundled name from `resolveCollection`; a bad board is refused where used. */
export function loadCollection(path: string): BenchCollection {
  const bundled = existsSync(path) ? undefined : bundledFile(path);
  const name = bundled ?? path;
  let text: string;
  try {
    text = readFileSync(bundled ? join(bundledDir, bundled) : path, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  const levels = parseCollectionEntries(text, { file: name });
  if (levels.length === 0) throw noLevelFound(name);
  return { name, levels };
}

/**
 * The levels `spec` names, 1-based: `3`, `2-9`, `1,4,7` or `all`, as `sokoban solve --level`
 * takes them (`option` names the option in messages). A chosen board that is not a valid level
 * is refused with its file:line:column.
 */
export function selectLevels(
  collection: BenchCollection,
  spec: string,
  option = '--level',
): LevelJob[] {
  const count = collection.levels.length;
  const indices: number[] = [];
  if (spec.trim() === 'all') {
    for (let n = 0; n < count; n++) indices.push(n);
  } else {
    for (const part of spec.split(',')) {
      const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
      if (!range) {
        throw new InputError(
          `${option}: ${JSON.stringify(spec)} is not a level number; expected e.g. 3, 2-9, 1,4,7 or all`,
        );
      }
      const from = Number(range[1]);
      const to = range[2] === undefined ? from : Number(range[2]);
      for (const n of [from, to]) {
        if (n < 1 || n > count) {
          throw new InputError(`${option}: ${n} is out of range; expected 1 to ${count}`);
        }
      }
      if (to < from) {
        throw new InputError(
          `${option}: the range ${from}-${to} is reversed (it starts after it ends); write ${to}-${from}`,
        );
      }
      for (let n = from; n <= to; n++) indices.push(n - 1);
    }
  }
  return [...new Set(indices)].map((index) => {
    const entry = collection.levels[index];
    if (isBrokenLevel(entry)) throw entry.error;
    return { index, level: entry };
  });
}
