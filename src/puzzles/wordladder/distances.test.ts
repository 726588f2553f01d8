import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from '../../search/index.js';
import { bundledWords } from '../../words/index.js';
import { bfsDistances, componentDiameter, UNREACHED } from './distances.js';
import { WordLadderGraph } from './graph.js';
import { ladderStats } from './stats.js';

/** Diameter by definition: a BFS from every word of the component. */
function bruteDiameter(graph: WordLadderGraph, member: number): number {
  const distance = new Int32Array(graph.size);
  bfsDistances(graph, member, distance);
  const component = [...distance.keys()].filter((id) => distance[id] !== UNREACHED);
  let best = 0;
  for (const id of component) best = Math.max(best, bfsDistances(graph, id, distance).eccentricity);
  return best;
}

describe('distances', () => {
  it('agree with the core BFS', () => {
    const graph = new WordLadderGraph(bundledWords('sgb').slice(0, 1500));
    const distance = new Int32Array(graph.size);
    const source = graph.id('which');
    bfsDistances(graph, source, distance);
    for (let id = 0; id < graph.size; id += 37) {
      const result = bfs(source, graph.ids, id, { nodeCount: graph.size });
      expect(distance[id]).toBe(result.path ? result.cost : UNREACHED);
    }
  });

  it('give the exact diameter (iFUB) of random graphs, as brute force does', () => {
    const dictionary = fc.uniqueArray(fc.stringMatching(/^[abcd]{3}$/), { maxLength: 40 });
    fc.assert(
      fc.property(dictionary, fc.nat(), (words, pick) => {
        if (words.length === 0) return;
        const graph = new WordLadderGraph(words);
        const member = pick % graph.size;
        const diameter = componentDiameter(graph, member);
        expect(diameter.exact).toBe(true);
        expect(diameter.steps).toBe(bruteDiameter(graph, member));
        const path = bfs(diameter.from, graph.ids, diameter.to, { nodeCount: graph.size });
        expect(path.cost).toBe(diameter.steps);
      }),
      { numRuns: 300 },
    );
  });

  it("find the SGB giant component's diameter with few searches, and a ladder that long", () => {
    const graph = new WordLadderGraph(bundledWords('sgb'));
    const { diameter } = ladderStats(graph);
    expect(diameter!.exact).toBe(true);
    expect(diameter!.ladder).toHaveLength(diameter!.steps + 1);
    expect(diameter!.searches).toBeLessThan(500);
    // No word of the component is farther from either end than the diameter.
    const distance = new Int32Array(graph.size);
    for (const end of [diameter!.from, diameter!.to]) {
      expect(bfsDistances(graph, graph.id(end), distance).eccentricity).toBe(diameter!.steps);
    }
  });
});
