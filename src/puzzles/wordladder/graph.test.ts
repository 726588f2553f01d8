import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectedComponents } from '../../search/index.js';
import { bundledWords } from '../../words/index.js';
import { WordLadderGraph } from './graph.js';
import { isLadderStep } from './rules.js';
import { ladderStats } from './stats.js';

/** Small dictionaries over a three-letter alphabet: dense with neighbours. */
const dictionary = fc.uniqueArray(fc.stringMatching(/^[abc]{1,4}$/), { maxLength: 40 });

describe('WordLadderGraph', () => {
  it('joins words one letter apart, and not means/menus (the bucket key holds the position)', () => {
    const graph = new WordLadderGraph(['means', 'menus', 'meant', 'mean']);
    expect(graph.neighbors('means')).toEqual(['meant']);
    expect(graph.neighbors('menus')).toEqual([]);
    expect(graph.edgeCount).toBe(1);
  });

  it('adds edges for an added or removed letter with edits, once each', () => {
    const graph = new WordLadderGraph(['book', 'bok', 'boo', 'cook', 'bo'], { edits: true });
    expect(graph.neighbors('bok').sort()).toEqual(['bo', 'boo', 'book']);
    expect(graph.neighbors('book').sort()).toEqual(['bok', 'boo', 'cook']);
    // book-cook, bok-boo (changes); book-bok, book-boo, bok-bo, boo-bo (one letter fewer)
    expect(graph.edgeCount).toBe(6);
  });

  it('finds exactly the pairs a brute-force comparison finds', () => {
    fc.assert(
      fc.property(dictionary, fc.boolean(), (words, edits) => {
        const graph = new WordLadderGraph(words, { edits });
        let edges = 0;
        for (const a of words) {
          const expected = words.filter((b) => isLadderStep(a, b, { edits })).sort();
          expect([...graph.neighbors(a)].sort()).toEqual(expected);
          edges += expected.length;
        }
        expect(graph.edgeCount).toBe(edges / 2);
      }),
      { numRuns: 200 },
    );
  });

  it('offers an integer view for typed-array searches', () => {
    const graph = new WordLadderGraph(['cold', 'cord', 'card']);
    expect([...graph.ids.neighbors(graph.id('cord'))].map((id) => graph.word(id))).toEqual([
      'cold',
      'card',
    ]);
    expect([...graph.ids.nodes()]).toEqual([0, 1, 2]);
    expect(graph.id('warm')).toBe(-1);
    expect(graph.neighbors('warm')).toEqual([]);
  });
});

describe("Knuth's Stanford GraphBase words", () => {
  const graph = new WordLadderGraph(bundledWords('sgb'));

  it('give his published figures: 14,135 edges, 853 components, 671 isolated, 4,493 largest', () => {
    const stats = ladderStats(graph, { diameter: false });
    expect(stats.words).toBe(5757);
    expect(stats.edges).toBe(14_135);
    expect(stats.components).toBe(853);
    expect(stats.isolated).toBe(671);
    expect(stats.largestComponent.size).toBe(4493);
  });

  it('agree with the core connectedComponents on the string graph', () => {
    const components = connectedComponents(graph.nodes(), graph);
    expect(components).toHaveLength(853);
    expect(Math.max(...components.map((component) => component.length))).toBe(4493);
  });
});
