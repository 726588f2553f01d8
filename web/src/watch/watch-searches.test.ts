// The searches the word search, laser and Sokoban Watch views record: breadth-first over
// cell paths agrees with the library's findWord, the light's route ends on a target along
// the board's rays, and a Sokoban recording's events agree with the solver's statistics.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findWord, parseLetterGrid, wordPathError } from '../../../src/puzzles/wordsearch/index.js';
import { parseLaser, raySquare } from '../../../src/puzzles/laser/index.js';
import { parseCollection, parseLevel } from '../../../src/puzzles/sokoban/index.js';
import { searchLight } from './laser-watch.js';
import { recordSokoban, tooBigToWatch } from './sokoban-record.js';
import { breadthFirstPaths } from './wordsearch-watch.js';

const root = new URL('../../../', import.meta.url);

describe('breadth-first search over cell paths', () => {
  it('finds a word exactly when findWord does, along a valid path', () => {
    const grids = fc
      .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
      .chain(([w, h]) =>
        fc
          .array(fc.constantFrom('a', 'b', 'e', 'qu'), { minLength: w * h, maxLength: w * h })
          .map((cells) =>
            Array.from({ length: h }, (_, y) => cells.slice(y * w, y * w + w).join('')).join('/'),
          ),
      );
    fc.assert(
      fc.property(grids, fc.stringMatching(/^[abequ]{1,6}$/), (text, word) => {
        const grid = parseLetterGrid(text, { qu: true });
        const query = { grid, word, from: -1, to: -1 };
        const bfs = breadthFirstPaths(query);
        const dfs = findWord(grid, word);
        expect(bfs.outcome).toBe(dfs.outcome);
        if (bfs.path) {
          const cells = bfs.path[bfs.path.length - 1];
          expect(wordPathError(grid, word, cells)).toBeUndefined();
          // Breadth-first: every path of fewer cells was entered first, so none is shorter.
          expect(cells.length).toBeLessThanOrEqual(dfs.cells!.length);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('the light searched ray by ray', () => {
  it('reaches a target along the board, BFS never farther than DFS', () => {
    const text = readFileSync(new URL('examples/laser/splitters.txt', root), 'utf8');
    const board = parseLaser(text).board;
    const bfs = searchLight(board, 'bfs');
    const dfs = searchLight(board, 'dfs');
    for (const result of [bfs, dfs]) {
      expect(result.outcome).toBe('found');
      const squares = result.path!;
      expect(board.targets).toContain(squares[squares.length - 1]);
      expect(squares[0]).toBe(raySquare(board.emitterRays()[0]));
      // Consecutive squares are neighbours: the light moves one square a step.
      for (let i = 1; i < squares.length; i++) {
        const [a, b] = [squares[i - 1], squares[i]];
        const dx = Math.abs((a % board.width) - (b % board.width));
        const dy = Math.abs(Math.floor(a / board.width) - Math.floor(b / board.width));
        expect(dx + dy).toBe(1);
      }
    }
    expect(bfs.cost).toBeLessThanOrEqual(dfs.cost);
  });

  it('reports no target when the light misses them all', () => {
    const board = parseLaser('>...\n...o').board;
    const result = searchLight(board, 'bfs');
    expect(result.outcome).toBe('exhausted');
    expect(result.stats.expanded).toBe(4);
  });
});

describe('Sokoban recordings', () => {
  const microban = parseCollection(
    readFileSync(new URL('data/sokoban/microban.sok', root), 'utf8'),
  );

  it('BFS and A* prove the same fewest pushes; the events agree with the statistics', () => {
    const level = microban[4];
    const bfs = recordSokoban(level, 'bfs');
    const astar = recordSokoban(level, 'astar');
    expect(bfs.result.outcome).toBe('found');
    expect(astar.result.pushes).toBe(bfs.result.pushes);
    expect(astar.result.stats.expanded).toBeLessThan(bfs.result.stats.expanded);
    for (const run of [bfs, astar]) {
      const expands = run.events.filter((e) => e.type === 'expand');
      expect(expands).toHaveLength(run.result.stats.expanded);
      const { expanded, generated, states } = run.result.stats;
      expect(run.events.at(-1)).toMatchObject({
        type: 'end',
        outcome: 'found',
        stats: { expanded, generated, states },
      });
      // BFS and A* test the goal when a state is popped: costs never go down in BFS.
      if (run === bfs) {
        const costs = expands.map((e) => (e.type === 'expand' ? e.cost : 0));
        expect(costs).toEqual([...costs].sort((a, b) => a - b));
      }
    }
  });

  it('refuses levels beyond the caps and accepts small ones', () => {
    expect(tooBigToWatch(microban[0])).toBeUndefined();
    const many = parseLevel(['##########', '#@$$$$$$$#', '#.......##', '##########'].join('\n'));
    expect(many.crates).toHaveLength(7);
    expect(tooBigToWatch(many)).toMatch(/up to 6 crates/);
  });
});
