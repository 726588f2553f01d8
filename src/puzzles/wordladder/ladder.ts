/**
 * Word ladders on a `WordLadderGraph`: the shortest ladder between two words (breadth-first,
 * or bidirectional on big dictionaries), every shortest ladder, and the words farthest from
 * a given one. Words missing from the dictionary, and words of different lengths when the
 * graph has no add/remove steps, are refused with an `InputError` that suggests near words.
 *
 * ```ts
 * import {
 *   allShortestLadders,
 *   farthestWords,
 *   shortestLadder,
 *   WordLadderGraph,
 * } from 'puzzlegraph/wordladder';
 * import { bundledWords } from 'puzzlegraph/words';
 *
 * const graph = new WordLadderGraph(bundledWords('sgb'));
 * const ladder = shortestLadder(graph, 'tears', 'smile').ladder!;
 * console.log(ladder.join(' ')); // tears sears stars stare stale stile smile
 * console.log(allShortestLadders(graph, 'black', 'white').ladders.length); // 9
 * const farthest = farthestWords(graph, 'chaos');
 * console.log(farthest.distance, farthest.words); // 18 [ 'amigo' ]
 * ```
 */
import { InputError, quoteInput } from '../../errors.js';
import {
  allShortestPaths,
  bfs,
  bfsAll,
  bidirectionalBfs,
  type Outcome,
  type SearchOptions,
  type SearchStats,
} from '../../search/index.js';
import type { WordLadderGraph } from './graph.js';
import { nearWords } from './suggest.js';

/** Limits, progress and tracing, as every search takes them; nodes are word ids. */
export type LadderSearchOptions = Pick<
  SearchOptions<number>,
  'maxExpanded' | 'timeLimitMs' | 'deadline' | 'signal' | 'onProgress' | 'progressEvery' | 'tracer'
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
  /** `exhausted` when every reachable word was reached; a limit's outcome when it stopped first. */
  outcome: Outcome;
  /**
   * Steps from the word to the farthest words reachable from it (0 for an isolated word); a
   * lower bound when a limit stopped the search.
   */
  distance: number;
  /** Every word at that distance (found so far), in dictionary order. */
  words: string[];
  /** A shortest ladder from the word to the first of `words`. */
  ladder: string[];
  /** Words reached from the word, itself included. */
  reachable: number;
  stats: SearchStats;
}

/** The words farthest from `from`: a breadth-first sweep of its component, under `options`' limits. */
export function farthestWords(
  graph: WordLadderGraph,
  from: string,
  options: LadderSearchOptions = {},
): FarthestResult {
  const start = requireWord(graph, from);
  const tree = bfsAll(start, graph.ids, { ...searchLimits(options), nodeCount: graph.size });
  // Nodes come in order of distance, so the farthest are the last ones settled.
  const distance = tree.cost(tree.nodes.at(-1)!);
  const farthest = tree.nodes.filter((id) => tree.cost(id) === distance).sort((a, b) => a - b);
  return {
    outcome: tree.outcome,
    distance,
    words: farthest.map((id) => graph.word(id)),
    ladder: tree.pathTo(farthest[0])!.map((id) => graph.word(id)),
    reachable: tree.nodes.length,
    stats: tree.stats,
  };
}

/** The id of a dictionary word, or an InputError that suggests near words. */
export function requireWord(graph: WordLadderGraph, word: string): number {
  const id = graph.id(word.toLowerCase());
  if (id !== -1) return id;
  const near = nearWords(word.toLowerCase(), graph.words);
  const hint = near.length > 0 ? `; did you mean ${near.join(', ')}?` : '';
  throw new InputError(
    `${quoteInput(word)} is not in ${graph.name} (${graph.size.toLocaleString('en-US')} ${graph.size === 1 ? 'word' : 'words'})${hint}`,
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
  const { maxExpanded, timeLimitMs, deadline, signal, onProgress, progressEvery, tracer } = options;
  return { maxExpanded, timeLimitMs, deadline, signal, onProgress, progressEvery, tracer };
}
