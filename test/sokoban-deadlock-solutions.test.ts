// No false alarms on real play: every position a known solution passes through can be solved,
// so explainDeadlock must call none of them dead. The ten bundled Microban solutions always
// run; the benchmark data's solution files (../shared/sokoban) when they are there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../src/puzzles/sokoban/format/parse.js';
import type { SokobanLevel } from '../src/puzzles/sokoban/level.js';
import { decompressMoves } from '../src/puzzles/sokoban/moves/lurd.js';
import { replay } from '../src/puzzles/sokoban/moves/replay.js';
import { explainDeadlock } from '../src/puzzles/sokoban/rules/explain.js';
import { hasSharedData, projectRoot, sharedPath } from './shared-data.js';

/** `level<TAB>solution` rows, header skipped. */
function solutions(file: string): Map<number, string> {
  const rows = readFileSync(file, 'utf8').split('\n').slice(1);
  const byLevel = new Map<number, string>();
  for (const row of rows) {
    const [level, moves] = row.split('\t');
    if (moves) byLevel.set(Number(level), moves.trim());
  }
  return byLevel;
}

/** The positions after each push of `moves`, as explainDeadlock sees them: the first dead one. */
function firstDeadPosition(level: SokobanLevel, moves: string): string | undefined {
  const plain = replay(level, moves).lurd;
  expect(replay(level, plain).solved).toBe(true);
  for (let k = 1; k <= plain.length; k++) {
    if (plain[k - 1] === plain[k - 1].toLowerCase()) continue;
    const after = replay(level, plain.slice(0, k));
    const explanation = explainDeadlock(level, { crates: after.crates, worker: after.worker });
    if (explanation) return `after move ${k}: ${explanation.message}`;
  }
  return undefined;
}

function checkCollection(levelFile: string, solutionFile: string, every = 1): number {
  const levels = parseCollection(readFileSync(levelFile, 'utf8'));
  let checked = 0;
  for (const [number, moves] of solutions(solutionFile)) {
    if ((number - 1) % every !== 0) continue;
    expect(firstDeadPosition(levels[number - 1], decompressMoves(moves)), `level ${number}`).toBe(
      undefined,
    );
    checked++;
  }
  return checked;
}

describe('explainDeadlock on the positions of known solutions', () => {
  it('calls none of the bundled Microban solutions’ positions dead', () => {
    const checked = checkCollection(
      join(projectRoot, 'data/sokoban/microban.sok'),
      join(projectRoot, 'examples/sokoban/microban-1-10.solutions.tsv'),
    );
    expect(checked).toBe(10);
  });

  for (const [name, every] of [
    ['microban', 1],
    ['microban2', 1],
    ['xsokoban', 3],
  ] as const) {
    const files = [`${name}.sok`, `${name}.solutions.tsv`].map((file) => ['sokoban', file]);
    const present = files.every((parts) => hasSharedData(...parts));
    it.skipIf(!present)(
      `calls none of the ${name} solutions’ positions dead${every > 1 ? ` (one level in ${every})` : ''} (benchmark data)`,
      () => {
        const [levels, moves] = files.map((parts) => sharedPath(...parts));
        expect(checkCollection(levels, moves, every)).toBeGreaterThan(0);
      },
      120_000,
    );
  }
});
