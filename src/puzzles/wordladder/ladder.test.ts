import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../errors.js';
import { bundledWords } from '../../words/index.js';
import { WordLadderGraph } from './graph.js';
import { allShortestLadders, farthestWords, shortestLadder } from './ladder.js';
import { isLadderStep, ladderError } from './rules.js';
import { editDistance, nearWords } from './suggest.js';

const sgb = new WordLadderGraph(bundledWords('sgb'));
const valid = (graph: WordLadderGraph, ladder: string[]): string | undefined =>
  ladderError(ladder, (word) => graph.has(word), { edits: graph.edits });

/** Fewest steps by a plain breadth-first search over strings, for comparison. */
function referenceDistance(words: string[], from: string, to: string, edits: boolean): number {
  const distance = new Map([[from, 0]]);
  const queue = [from];
  for (let at = 0; at < queue.length; at++) {
    const word = queue[at];
    if (word === to) return distance.get(word)!;
    for (const other of words) {
      if (!distance.has(other) && isLadderStep(word, other, { edits })) {
        distance.set(other, distance.get(word)! + 1);
        queue.push(other);
      }
    }
  }
  return Infinity;
}

describe('shortest ladders on the SGB words', () => {
  it.each([
    ['words', 'graph', 7],
    ['tears', 'smile', 6],
    ['black', 'white', 7],
    ['chaos', 'order', 12],
  ])('%s -> %s takes %i steps, by BFS and by bidirectional BFS', (from, to, steps) => {
    for (const algorithm of ['bfs', 'bidirectional'] as const) {
      const result = shortestLadder(sgb, from, to, { algorithm });
      expect(result.outcome).toBe('found');
      expect(result.steps).toBe(steps);
      expect(result.ladder).toHaveLength(steps + 1);
      expect(result.ladder![0]).toBe(from);
      expect(result.ladder!.at(-1)).toBe(to);
      expect(valid(sgb, result.ladder!)).toBeUndefined();
    }
  });

  it('lists every shortest ladder, each valid and distinct', () => {
    const result = allShortestLadders(sgb, 'black', 'white');
    expect(result.steps).toBe(7);
    expect(result.ladders.length).toBeGreaterThan(1);
    expect(new Set(result.ladders.map((ladder) => ladder.join())).size).toBe(result.ladders.length);
    for (const ladder of result.ladders) {
      expect(ladder).toHaveLength(8);
      expect(valid(sgb, ladder)).toBeUndefined();
    }
  });

  it('says when two words are not connected', () => {
    const result = shortestLadder(sgb, 'aloof', 'graph');
    expect(result.outcome).toBe('exhausted');
    expect(result.ladder).toBeUndefined();
  });

  it('stops at a limit', () => {
    const result = shortestLadder(sgb, 'chaos', 'order', { algorithm: 'bfs', maxExpanded: 10 });
    expect(result.outcome).toBe('maxExpanded');
    expect(result.stats.expanded).toBeLessThanOrEqual(10);
  });

  it('finds the farthest words, with a ladder to one of them', () => {
    const result = farthestWords(sgb, 'chaos');
    expect(result.reachable).toBe(4493);
    expect(result.ladder).toHaveLength(result.distance + 1);
    expect(valid(sgb, result.ladder)).toBeUndefined();
    for (const word of result.words) {
      expect(shortestLadder(sgb, 'chaos', word).steps).toBe(result.distance);
    }
  });
});

describe('ladders on random dictionaries', () => {
  const dictionary = fc.uniqueArray(fc.stringMatching(/^[abc]{1,4}$/), {
    minLength: 2,
    maxLength: 40,
  });

  it('have the length a plain string BFS finds, with and without edits', () => {
    fc.assert(
      fc.property(dictionary, fc.boolean(), fc.nat(), fc.nat(), (words, edits, i, j) => {
        const [from, to] = [words[i % words.length], words[j % words.length]];
        if (!edits && from.length !== to.length) return;
        const graph = new WordLadderGraph(words, { edits });
        const expected = referenceDistance(words, from, to, edits);
        for (const algorithm of ['bfs', 'bidirectional'] as const) {
          const result = shortestLadder(graph, from, to, { algorithm });
          expect(result.steps).toBe(expected);
          if (result.ladder) expect(valid(graph, result.ladder)).toBeUndefined();
        }
        const all = allShortestLadders(graph, from, to);
        expect(all.ladders.length > 0 ? all.steps : Infinity).toBe(expected);
        for (const ladder of all.ladders) expect(valid(graph, ladder)).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});

describe('doublets with added and removed letters', () => {
  it('join words of different lengths', () => {
    const graph = new WordLadderGraph(['cat', 'cart', 'card', 'care', 'core', 'bore', 'bored'], {
      edits: true,
    });
    const result = shortestLadder(graph, 'cat', 'bored');
    expect(result.ladder).toEqual(['cat', 'cart', 'care', 'core', 'bore', 'bored']);
  });
});

describe('bad requests', () => {
  it('refuses a word missing from the dictionary and suggests near words', () => {
    expect(() => shortestLadder(sgb, 'wrods', 'graph')).toThrow(InputError);
    expect(() => shortestLadder(sgb, 'wrods', 'graph')).toThrow(
      /"wrods" is not in the dictionary .*did you mean .*\bwords\b/,
    );
  });

  it('refuses words of different lengths without edits, mentioning --edits', () => {
    const graph = new WordLadderGraph(['cold', 'horse']);
    expect(() => shortestLadder(graph, 'cold', 'horse')).toThrow(/different|4 letters.*--edits/);
  });

  it('suggests by edit distance, swaps counting one', () => {
    expect(editDistance('wrods', 'words')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(nearWords('wrod', ['sword', 'cord', 'wood', 'word'])).toEqual([
      'word',
      'wood',
      'cord',
      'sword',
    ]);
  });
});
