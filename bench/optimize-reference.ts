/**
 * The reference solutions bench/optimize.bench.ts compares with: the best known ones of the
 * shared reference data, ../shared/sokoban/<collection>.solutions.tsv (`level<TAB>solution`
 * rows, lower-case run-length LURD), each replayed on its level to count its moves and pushes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  describeReplay,
  parseSolutionRows,
  replay,
  type SokobanLevel,
} from '../src/puzzles/sokoban/index.js';
import { sharedSokoban } from './sokoban-collections.js';

export type Reference =
  | { found: false; why: string }
  | {
      found: true;
      file: string;
      /** Moves and pushes by 0-based level index, for the rows that solve their level. */
      byLevel: Map<number, { moves: number; pushes: number }>;
      /** Rows whose solution does not solve its level, with why. */
      bad: string[];
    };

/**
 * The reference solutions of the collection named `name` (xsokoban, microban, ...) for the
 * levels of `levels` (by 0-based index); rows of other levels are not read.
 */
export function readReference(name: string, levels: ReadonlyMap<number, SokobanLevel>): Reference {
  if (!existsSync(sharedSokoban)) {
    return {
      found: false,
      why: `${sharedSokoban} is missing on this machine: no reference solutions`,
    };
  }
  const file = join(sharedSokoban, `${name}.solutions.tsv`);
  if (!existsSync(file)) return { found: false, why: `no ${file}` };
  const byLevel = new Map<number, { moves: number; pushes: number }>();
  const bad: string[] = [];
  for (const row of parseSolutionRows(readFileSync(file, 'utf8'), { file })) {
    const level = levels.get(row.level - 1);
    if (level === undefined) continue;
    const check = replay(level, row.moves);
    if (check.legal && check.solved) {
      byLevel.set(row.level - 1, { moves: check.moves, pushes: check.pushes });
    } else {
      bad.push(`${file}:${row.line}: level ${row.level}: ${describeReplay(check)}`);
    }
  }
  return { found: true, file, byLevel, bad };
}
