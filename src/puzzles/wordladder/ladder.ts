/**
 * Word ladders on a `WordLadderGraph`: the shortest ladder between two words (breadth-first,
 * or bidirectional on big dictionaries), every shortest ladder, and the words farthest from
 * a given one. Words missing from the dictionary, and words of different lengths when the
 * graph has no add/remove steps, are refused with an `InputError` that suggests near words.
 *
 * ```ts
 * const graph = new WordLadderGraph(bundledWords('sgb'));
 * shortestLadder(graph, 'tears', 'smile').ladder;
 * // ['tears', 'sears', 'stars', 'stare', 'stale', 'stile', 'smile'] (6 steps)
 * allShortestLadders(graph, 'black', 'white').ladders.length; // 9, each 7 steps
 * farthestWords(graph, 'chaos'); // { distance: 18, words: ['amigo'], ladder: [...], ... }
 * ```
 */
import { InputError, quoteInput } from '../../errors.js';
import {
  allShortestPaths,
  bfs,
  bidirectionalBfs,
  type Outcome,
  type SearchOptions,
  type SearchStats,
} from '../../search/index.js';
import { bfsDistances } from './distances.js';
import type { WordLadderGraph } from './graph.js';
import { nearWords } from './suggest.js';

/** Limits, progress and tracing, as every search takes them; nodes are word ids. */
export type LadderSearchOptions = Pick<
  SearchOptions<number>,
  'maxExpanded' | 'timeLimitMs' | 'signal' | 'onProgress' | 'progressEvery' | 'tracer'
>;

export type LadderAlgorithm = 'bfs' | 'bidirectional';

export interface LadderOptions extends LadderSearchOptions {
  /** Default: bidirectional on graphs of 20,000 words or more, plain BFS below. */
  algorithm?: LadderAlgorithm;
}

export interface LadderResult {
  outcome: Outcome;
  /** From the first word to the second, when found. */
  ladder: string[] | undefined;
  /** Steps (edges) of the ladder; Infinity when there is none. */
  steps: number;
  algorithm: LadderAlgorithm;
  stats: SearchStats;
}

const BIDIRECTIONAL_FROM = 20_000;

export function shortestLadder(
  graph: WordLadderGraph,
  from: string,
  to: string,
  options: LadderOptions = {},
): LadderResult {
  const [start, goal] = endpoints(graph, from, to);
  const algorithm =
    options.algorithm ?? (graph.size >= BIDIRECTIONAL_FROM ? 'bidirectional' : 'bfs');
  const limits = searchLimits(options);
  const result =
    algorithm === 'bfs'
      ? bfs(start, graph.ids, goal, { ...limits, nodeCount: graph.size })
      : bidirectionalBfs(start, graph.ids, goal, limits);
  return {
    outcome: result.outcome,
    ladder: result.path?.map((id) => graph.word(id)),
    steps: result.cost,
    algorithm,
    stats: result.stats,
  };
}

export interface AllLaddersResult {
  outcome: Outcome;
  /** Every shortest ladder (up to `maxLadders`), in a stable order. */
  ladders: string[][];
  steps: number;
  /** True when `maxLadders` cut the list short. */
  truncated: boolean;
  stats: SearchStats;
}

export function allShortestLadders(
  graph: WordLadderGraph,
  from: string,
  to: string,
  options: LadderSearchOptions & { maxLadders?: number } = {},
): AllLaddersResult {
  const [start, goal] = endpoints(graph, from, to);
  const result = allShortestPaths(start, graph.ids, goal, {
    ...searchLimits(options),
    maxPaths: options.maxLadders ?? 1000,
  });
  const ladders = result.paths.map((path) => path.map((id) => graph.word(id)));
  ladders.sort((a, b) => (a.join() < b.join() ? -1 : 1));
  return {
    outcome: result.outcome,
    ladders,
    steps: result.cost,
    truncated: result.truncated,
    stats: result.stats,
  };
}

export interface FarthestResult {
  /** Steps from the word to the farthest words reachable from it (0 for an isolated word). */
  distance: number;
  /** Every word at that distance, in dictionary order. */
  words: string[];
  /** A shortest ladder from the word to the first of `words`. */
  ladder: string[];
  /** Words reachable from the word, itself included. */
  reachable: number;
}

export function farthestWords(graph: WordLadderGraph, from: string): FarthestResult {
  const start = requireWord(graph, from);
  const distance = new Int32Array(graph.size);
  const { eccentricity, reached } = bfsDistances(graph, start, distance);
  const farthest: number[] = [];
  for (let id = 0; id < graph.size; id++) if (distance[id] === eccentricity) farthest.push(id);
  const path = bfs(start, graph.ids, farthest[0], { nodeCount: graph.size }).path!;
  return {
    distance: eccentricity,
    words: farthest.map((id) => graph.word(id)),
    ladder: path.map((id) => graph.word(id)),
    reachable: reached,
  };
}

/** The id of a dictionary word, or an InputError that suggests near words. */
export function requireWord(graph: WordLadderGraph, word: string): number {
  const id = graph.id(word.toLowerCase());
  if (id !== -1) return id;
  const near = nearWords(word.toLowerCase(), graph.words);
  const hint = near.length > 0 ? `; did you mean ${near.join(', ')}?` : '';
  throw new InputError(
    `${quoteInput(word)} is not in ${graph.name} (${graph.size.toLocaleString('en-US')} words)${hint}`,
  );
}

function endpoints(graph: WordLadderGraph, from: string, to: string): [number, number] {
  const start = requireWord(graph, from);
  const goal = requireWord(graph, to);
  if (!graph.edits && from.length !== to.length) {
    throw new InputError(
      `${quoteInput(from)} has ${from.length} letters and ${quoteInput(to)} has ${to.length}; a ladder changes one letter at a time, so both words need the same length (or allow adding and removing letters: --edits)`,
    );
  }
  return [start, goal];
}

function searchLimits(options: LadderSearchOptions): LadderSearchOptions {
  const { maxExpanded, timeLimitMs, signal, onProgress, progressEvery, tracer } = options;
  return { maxExpanded, timeLimitMs, signal, onProgress, progressEvery, tracer };
}
