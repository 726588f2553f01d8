// The laser solver's trace: one expand event per node it counts, children one piece (or one
// turned M/S) more than their parent, a found event per solution, and the same answer as
// an untraced solve.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../search/index.js';
import { parseLaser, type LaserPuzzle } from './parse.js';
import { solveLaser, type LaserNode, type LaserSolveOptions } from './solve.js';

function example(name: string): LaserPuzzle {
  const url = new URL(`../../../examples/laser/${name}`, import.meta.url);
  return parseLaser(readFileSync(url, 'utf8'), { file: name });
}

function traced(puzzle: LaserPuzzle, options: LaserSolveOptions = {}) {
  const events: TraceEvent<LaserNode>[] = [];
  const result = solveLaser(puzzle, { ...options, tracer: (event) => events.push(event) });
  return { result, events };
}

const pieceKey = (node: LaserNode) => node.pieces.map((p) => `${p.square}${p.symbol}`);

describe('solveLaser with a tracer', () => {
  for (const name of ['two-targets.txt', 'turn-the-mirror.txt', 'impossible.txt']) {
    it(`${name}: the events agree with the statistics and the untraced answer`, () => {
      const puzzle = example(name);
      const { result, events } = traced(puzzle, { maxSolutions: Infinity });
      const plain = solveLaser(puzzle, { maxSolutions: Infinity });
      expect(result.outcome).toBe(plain.outcome);
      expect(result.solutions.map((s) => s.board.toText())).toEqual(
        plain.solutions.map((s) => s.board.toText()),
      );
      expect(result.stats.expanded).toBe(plain.stats.expanded);

      const count = (type: string) => events.filter((e) => e.type === type).length;
      expect(events[0]).toMatchObject({ type: 'start', algorithm: 'dfs' });
      expect(count('expand')).toBe(result.stats.expanded);
      expect(count('generate')).toBe(result.stats.generated);
      expect(count('found')).toBe(result.solutions.length);
      expect(events.at(-1)).toEqual({ type: 'end', outcome: result.outcome, stats: result.stats });

      // Nodes are numbered as generated; a child is its parent plus one piece, at one deeper.
      const expanded = new Map<number, { node: LaserNode; cost: number }>();
      let lastId = 0;
      for (const event of events) {
        if (event.type === 'expand') expanded.set(event.node.id, event);
        if (event.type !== 'generate') continue;
        expect(event.node.id).toBe(lastId + 1);
        lastId = event.node.id;
        const parent = expanded.get(event.parent.id)!;
        expect(parent.node).toEqual(event.parent);
        expect(event.cost).toBe(parent.cost + 1);
        const before = pieceKey(event.parent);
        const after = pieceKey(event.node);
        expect(after).toHaveLength(before.length + 1);
        expect(after).toEqual(expect.arrayContaining(before));
      }
      // Each found node's pieces are pieces of that solution.
      const found = events.filter((e) => e.type === 'found');
      found.forEach((event, i) => {
        const solution = result.solutions[i];
        for (const piece of event.node.pieces) {
          expect(solution.board.kinds[piece.square]).not.toBe(puzzle.board.kinds[piece.square]);
        }
      });
    });
  }

  it('reports the node limit and stops with as many expansions as allowed', () => {
    const { result, events } = traced(example('five-pieces.txt'), { maxExpanded: 50 });
    expect(result.outcome).toBe('maxExpanded');
    expect(events.filter((e) => e.type === 'expand')).toHaveLength(50);
    expect(events.at(-2)).toEqual({ type: 'limit', outcome: 'maxExpanded' });
  });
});
