// The levels a Sokoban command works on: a level file, standard input (`-`) or a bundled
// collection name, and the levels `--level` chooses from it. A bad board does not refuse the
// file: it is refused, with its file:line:column, where it is used.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { InputError } from '../../errors.js';
import {
  isBrokenLevel,
  noLevelFound,
  parseCollectionEntries,
  type BrokenLevel,
  type CollectionEntry,
  type LevelJob,
} from '../../puzzles/sokoban/index.js';
import type { CliContext } from '../context.js';
import { readInputFile } from '../io.js';
import { parseIntegerRange } from '../options.js';

/** Collections shipped in data/sokoban, by the names the CLI accepts for them. */
export const BUNDLED_COLLECTIONS: Record<string, string> = {
  xsokoban: 'xsokoban.sok',
  microban: 'microban.sok',
  microban2: 'microban2.sok',
  'microban-ii': 'microban2.sok',
  sasquatch: 'sasquatch.sok',
};

const dataDir = fileURLToPath(new URL('../../../data/sokoban/', import.meta.url));

export interface LoadedCollection {
  name: string;
  /** Every board of the file in order: a level, or why it is not one (see `selectEntries`). */
  levels: readonly CollectionEntry[];
}

/**
 * Reads FILE, `-` (standard input) or a bundled collection name, and parses its levels. A bad
 * board does not refuse the file: it is refused, with its file:line:column, where it is used.
 */
export async function loadCollection(path: string, context: CliContext): Promise<LoadedCollection> {
  const bundled = BUNDLED_COLLECTIONS[path.toLowerCase()];
  const resolved = !existsSync(path) && bundled ? dataDir + bundled : path;
  let input: { text: string; name: string };
  try {
    input = await readInputFile(resolved, context);
  } catch (error) {
    if (error instanceof InputError && path !== '-') {
      throw new InputError(
        `${error.reason}; expected a level file, - for standard input, or a bundled collection (${Object.keys(BUNDLED_COLLECTIONS).join(', ')})`,
      );
    }
    throw error;
  }
  const name = resolved === path ? input.name : (bundled ?? path);
  const levels = parseCollectionEntries(input.text, { file: name });
  if (levels.length === 0) throw noLevelFound(name);
  return { name, levels };
}

/** A board chosen by `--level` that is not a valid level; `broken.error` says where and why. */
export interface BrokenJob {
  index: number;
  broken: BrokenLevel;
}

export type SelectedLevel = LevelJob | BrokenJob;

export const isBrokenJob = (job: SelectedLevel): job is BrokenJob => 'broken' in job;

/**
 * The levels `--level` names: `3`, `2-9`, `1,4,7` or `all` (1-based). Without it a
 * one-level file gives that level, and a collection needs `--all` (or `multiple` to allow it).
 * `option` is the option's name in error messages, for a tool that calls it otherwise.
 * Refuses a chosen board that is not a valid level with its error (`selectEntries` keeps it).
 */
export function selectLevels(
  collection: LoadedCollection,
  spec: string | undefined,
  all: boolean,
  option = '--level',
): LevelJob[] {
  return selectEntries(collection, spec, all, option).map((job) => {
    if (isBrokenJob(job)) throw job.broken.error;
    return job;
  });
}

/** `selectLevels`, a chosen board that is not a valid level given as a `BrokenJob`. */
export function selectEntries(
  collection: LoadedCollection,
  spec: string | undefined,
  all: boolean,
  option = '--level',
): SelectedLevel[] {
  const { levels, name } = collection;
  const count = levels.length;
  const pick = (index: number): SelectedLevel => {
    const entry = levels[index];
    return isBrokenLevel(entry) ? { index, broken: entry } : { index, level: entry };
  };
  if (all && spec !== undefined && spec !== 'all') {
    throw new InputError(
      `--all takes every level and --level ${spec} only some: give one of them (--level ${spec} alone solves just those, as a collection run when there are several)`,
    );
  }
  if (all || spec === 'all') return levels.map((_, index) => pick(index));
  if (spec === undefined) {
    if (count === 1) return [pick(0)];
    throw new InputError(
      `${name} holds ${count} levels; choose with --level N (1 to ${count}, or a range like 2-9) or take them all with --all`,
    );
  }
  const indices: number[] = [];
  for (const part of spec.split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) {
      throw new InputError(
        `${option}: ${JSON.stringify(spec)} is not a level number; expected e.g. 3, 2-9, 1,4,7 or all`,
      );
    }
    const { from, to } = parseIntegerRange(part, option, 1, count);
    for (let n = from; n <= to; n++) indices.push(n - 1);
  }
  return [...new Set(indices)].map(pick);
}
