/**
 * The solutions bench/optimize.bench.ts starts from: our solver's, one per level, found with
 * `solveSokoban(level, { timeLimitMs })` (30 s by default), and kept in a cache file so that
 * later runs, and runs of other versions of the optimizer, start from the same solutions.
 *
 * The cache (default node_modules/.cache/puzzlegraph-bench/optimize-inputs.json) maps each
 * level's board to its solution, or to null with the limit under which none was found. A
 * cached solution is replayed before it is used; one that fails (a stale entry) is solved
 * again, as is a level that failed under a shorter limit than the one asked for now. Delete
 * the file, or pass `--no-cache`, to solve every level afresh.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compressMoves,
  replay,
  solveSokoban,
  writeLevel,
  type SokobanLevel,
} from '../src/puzzles/sokoban/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULT_INPUT_CACHE = join(
  root,
  'node_modules',
  '.cache',
  'puzzlegraph-bench',
  'optimize-inputs.json',
);

interface CacheEntry {
  /** The limit of the solve that gave this entry. */
  solveLimitMs: number;
  /** Compressed LURD, or null: not solved within the limit. */
  solution: string | null;
}

type Cache = Record<string, CacheEntry>;

export interface InputSolution {
  /** Plain LURD, pushes in capitals; undefined when our solver found none in its limit. */
  solution?: string;
  moves: number;
  pushes: number;
  fromCache: boolean;
}

export interface InputOptions {
  solveLimitMs: number;
  /** The cache file, or false for none. */
  cache: string | false;
  /** Told as each level is solved (not for cached ones). */
  onSolved?: (index: number, input: InputSolution, seconds: number) => void;
}

/** One input solution per level, in order: cached, or solved here and then cached. */
export function inputSolutions(
  levels: readonly { index: number; level: SokobanLevel }[],
  options: InputOptions,
): InputSolution[] {
  const cache = options.cache === false ? {} : readCache(options.cache);
  const inputs = levels.map(({ index, level }) => {
    const key = boardKey(level);
    const cached = fromCache(level, cache[key], options.solveLimitMs);
    if (cached) return cached;
    const began = performance.now();
    const result = solveSokoban(level, { timeLimitMs: options.solveLimitMs });
    const check = result.outcome === 'found' ? replay(level, result.solution ?? '') : undefined;
    const solved = check !== undefined && check.legal && check.solved;
    const input: InputSolution = solved
      ? { solution: check.lurd, moves: check.moves, pushes: check.pushes, fromCache: false }
      : { moves: 0, pushes: 0, fromCache: false };
    cache[key] = {
      solveLimitMs: options.solveLimitMs,
      solution: input.solution === undefined ? null : compressMoves(input.solution),
    };
    // Written level by level, so that a run cut short keeps what it solved.
    if (options.cache !== false) writeCache(options.cache, cache);
    options.onSolved?.(index, input, (performance.now() - began) / 1000);
    return input;
  });
  return inputs;
}

/** The cached answer for a level, unless it must be solved (again). */
function fromCache(
  level: SokobanLevel,
  entry: CacheEntry | undefined,
  solveLimitMs: number,
): InputSolution | undefined {
  if (entry === undefined) return undefined;
  if (entry.solution === null) {
    return entry.solveLimitMs >= solveLimitMs
      ? { moves: 0, pushes: 0, fromCache: true }
      : undefined;
  }
  const check = replay(level, entry.solution);
  if (!check.legal || !check.solved) return undefined;
  return { solution: check.lurd, moves: check.moves, pushes: check.pushes, fromCache: true };
}

/** The level's board (its title and notes aside), hashed. */
function boardKey(level: SokobanLevel): string {
  return createHash('sha256')
    .update(writeLevel(level, { boardOnly: true }))
    .digest('hex');
}

function readCache(file: string): Cache {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Cache) : {};
  } catch {
    // A damaged cache only costs the solving again; it is rewritten below.
    return {};
  }
}

function writeCache(file: string, cache: Cache): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(cache, null, 1) + '\n');
}
