/**
 * The word-ladder tab's Watch: the searches `shortestLadder` runs (BFS, bidirectional BFS)
 * and DFS, traced on word ids and replayed side by side on the words as chips.
 *
 * ```ts
 * const watch = ladderWatch();
 * stage.replaceChildren(watch.element);
 * watch.load(ladderWatchQuery(graph, 'cold', 'warm')); // throws for a word not in the list
 * ```
 */
import { requireWord, type WordLadderGraph } from '../../../../src/puzzles/wordladder/index.js';
import { bfs, bidirectionalBfs, dfs } from '../../../../src/search/index.js';
import { ChipsView } from '../../watch/chips-view.js';
import { GridWatch, recordRun, type WatchSpec } from '../../watch/grid-watch.js';

export interface LadderWatchQuery {
  graph: WordLadderGraph;
  from: number;
  to: number;
}

const ladderSpec: WatchSpec<LadderWatchQuery> = {
  algorithms: [
    { id: 'bfs', name: 'BFS', note: 'word by word, nearest first' },
    { id: 'bidirectional', name: 'Bidirectional BFS', note: 'from both words until they meet' },
    { id: 'dfs', name: 'DFS', note: 'dives deep: some ladder, rarely short' },
  ],
  initial: ['bfs', 'bidirectional'],
  run: ({ graph, from, to }, algorithm) =>
    recordRun((tracer) =>
      algorithm === 'bidirectional'
        ? bidirectionalBfs(from, graph.ids, to, { tracer })
        : (algorithm === 'dfs' ? dfs : bfs)(from, graph.ids, to, { nodeCount: graph.size, tracer }),
    ),
  view: ({ graph }) => new ChipsView((id) => graph.word(id), 'ladder-chips'),
  boardKey: () => String(Math.random()),
  label: ({ graph }, id) => graph.word(id),
  startLabel: '',
  goalLabel: '',
  unit: 'step',
  fileName: 'ladder',
};

/** The query for two words of the graph; throws, naming the word, when one is not in it. */
export function ladderWatchQuery(
  graph: WordLadderGraph,
  fromWord: string,
  toWord: string,
): LadderWatchQuery {
  const from = requireWord(graph, fromWord);
  const to = requireWord(graph, toWord);
  return { graph, from, to };
}

export function ladderWatch(): GridWatch<LadderWatchQuery> {
  // A chip is a word, not a square to place: a click on one does nothing.
  return new GridWatch(ladderSpec, () => undefined);
}
