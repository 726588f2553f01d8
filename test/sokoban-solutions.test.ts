// Corpus check: every reference solution in ../shared/sokoban/*.solutions.tsv replays legally
// and solves its level, and the totals match the ones the shared README states.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../src/puzzles/sokoban/format/parse.js';
import { replay } from '../src/puzzles/sokoban/moves/replay.js';
import { hasSharedData, sharedPath } from './shared-data.js';

const collections: [string, number, number][] = [
  ['xsokoban', 72_013, 23_923],
  ['microban', 17_637, 5_230],
  ['microban2', 24_576, 5_447],
];

describe('reference solutions', () => {
  it.skipIf(!hasSharedData('sokoban')).each(collections)(
    '%s: every solution solves its level, totals as stated',
    (name, moves, pushes) => {
      const levels = parseCollection(readFileSync(sharedPath('sokoban', `${name}.sok`), 'utf8'));
      const file = `${name}.solutions.tsv`;
      const rows = readFileSync(sharedPath('sokoban', file), 'utf8').trim().split('\n').slice(1);
      expect(rows).toHaveLength(levels.length);
      let totalMoves = 0;
      let totalPushes = 0;
      rows.forEach((row, k) => {
        const [number, solution] = row.split('\t');
        const result = replay(levels[Number(number) - 1], solution, { file, line: k + 2 });
        expect({ level: number, legal: result.legal, solved: result.solved }).toEqual({
          level: number,
          legal: true,
          solved: true,
        });
        totalMoves += result.moves;
        totalPushes += result.pushes;
      });
      expect({ totalMoves, totalPushes }).toEqual({ totalMoves: moves, totalPushes: pushes });
    },
  );

  it.skipIf(!hasSharedData('sokoban'))('XSokoban 1 reference: 230 moves, 97 pushes', () => {
    const [first] = parseCollection(readFileSync(sharedPath('sokoban', 'xsokoban.sok'), 'utf8'));
    const row = readFileSync(sharedPath('sokoban', 'xsokoban.solutions.tsv'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('1\t'))!;
    expect(replay(first, row.split('\t')[1])).toMatchObject({ moves: 230, pushes: 97 });
  });
});
