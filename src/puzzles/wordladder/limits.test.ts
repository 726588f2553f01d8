// The diameter under the search kit's limits. The English dictionary's largest component is
// too easy for iFUB (36 searches, some 25 ms once warm), so the long computation is a cycle:
// every node is as far from the root as from the far side, and iFUB must sweep from half of
// them before it can prove the answer.
import { describe, expect, it } from 'vitest';
import { bfs, connectedComponents } from '../../search/index.js';
import { bundledWords } from '../../words/index.js';
import { componentDiameter, type AdjacencyArrays } from './distances.js';
import { WordLadderGraph, WordLadderStopped } from './graph.js';
import { ladderStats } from './stats.js';

/** How far past its time limit a search may run: a check is due between two searches. */
const SLACK_MS = 50;

/** A cycle of `size` nodes, node i joined to i - 1 and i + 1. */
function cycle(size: number): AdjacencyArrays {
  const offsets = Int32Array.from({ length: size + 1 }, (_, i) => 2 * i);
  const targets = new Int32Array(2 * size);
  for (let i = 0; i < size; i++) {
    targets[2 * i] = (i + size - 1) % size;
    targets[2 * i + 1] = (i + 1) % size;
  }
  return { size, offsets, targets };
}

describe('componentDiameter limits', () => {
  // About 50,000 searches of 100,000 nodes each to finish: many seconds.
  const ring = cycle(100_000);

  it('is exact on a small cycle, with the statistics of its searches', () => {
    const result = componentDiameter(cycle(20), 0);
    expect(result).toMatchObject({ steps: 10, exact: true, outcome: 'found' });
    expect(result.stats.expanded).toBe(result.searches);
    expect(result.stats.generated).toBe(20 * result.searches);
  });

  it('stops at timeLimitMs within the rule, with a lower bound', () => {
    const result = componentDiameter(ring, 0, { timeLimitMs: 30 });
    expect(result.outcome).toBe('timeLimit');
    expect(result.exact).toBe(false);
    expect(result.steps).toBe(50_000);
    expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(30);
    expect(result.stats.elapsedMs).toBeLessThan(30 + SLACK_MS);
  });

  it('stops at maxExpanded, counted in searches, exactly', () => {
    const result = componentDiameter(ring, 0, { maxExpanded: 7 });
    expect(result).toMatchObject({ outcome: 'maxExpanded', exact: false, searches: 7 });
  });

  it('stops soon after the signal is aborted', () => {
    const controller = new AbortController();
    const result = componentDiameter(ring, 0, {
      signal: controller.signal,
      progressEvery: 5,
      onProgress: (stats) => {
        if (stats.expanded >= 10) controller.abort();
      },
    });
    expect(result).toMatchObject({ outcome: 'aborted', exact: false, searches: 15 });
  });

  it('answers the longest ladder measured when stopped on a dictionary, even after one search', () => {
    const graph = new WordLadderGraph(bundledWords('sgb'));
    const member = graph.id('words');
    for (const maxExpanded of [0, 1, 2, 10]) {
      const result = componentDiameter(graph, member, { maxExpanded });
      expect(result).toMatchObject({ outcome: 'maxExpanded', exact: false });
      expect(result.searches).toBe(maxExpanded);
      const ladder = bfs(result.from, graph.ids, result.to, { nodeCount: graph.size });
      expect(ladder.cost).toBe(result.steps);
    }
  });
});

// Building the graph and counting its components have no partial answer: a limit throws.
describe('WordLadderGraph and ladderStats limits', () => {
  const english = bundledWords('english');

  // Building allocates big tables (a Map of 173,528 words grows by rehashing): a pause the
  // checks cannot cut short, hence a wider rule than the searches'.
  const BUILD_SLACK_MS = 300;

  it('stops building the ENABLE2K graph with edits at its time limit', () => {
    const started = performance.now();
    let stopped: unknown;
    try {
      new WordLadderGraph(english, { edits: true, name: 'english', timeLimitMs: 100 });
    } catch (error) {
      stopped = error;
    }
    // Building it whole takes well over a second.
    expect(performance.now() - started).toBeLessThan(100 + BUILD_SLACK_MS);
    expect(stopped).toBeInstanceOf(WordLadderStopped);
    expect(stopped).toMatchObject({
      outcome: 'timeLimit',
      task: 'building the graph of english (173,528 words)',
    });
  });

  it('stops building at once for a deadline passed or an aborted signal', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => new WordLadderGraph(['cold', 'cord'], { signal: controller.signal })).toThrow(
      WordLadderStopped,
    );
    expect(() => new WordLadderGraph(['cold'], { deadline: performance.now() - 1 })).toThrow(
      'building the graph of the dictionary (1 word)',
    );
  });

  it('puts the components and the diameter of ladderStats under one clock', () => {
    const graph = new WordLadderGraph(english, { edits: true });
    expect(() => ladderStats(graph, { timeLimitMs: 0 })).toThrow(
      'counting the components of the dictionary',
    );
    const stats = ladderStats(graph, { maxExpanded: 1 });
    expect(stats.components).toBeGreaterThan(1);
    expect(stats.diameter).toMatchObject({ exact: false, outcome: 'maxExpanded', searches: 1 });
  });

  it('counts the components as connectedComponents does', () => {
    const graph = new WordLadderGraph(bundledWords('sgb'));
    const components = connectedComponents(graph.ids.nodes(), graph.ids);
    const stats = ladderStats(graph, { diameter: false });
    expect(stats.components).toBe(components.length);
    expect(stats.isolated).toBe(components.filter((c) => c.length === 1).length);
    expect(stats.largestComponent.size).toBe(Math.max(...components.map((c) => c.length)));
  });
});
