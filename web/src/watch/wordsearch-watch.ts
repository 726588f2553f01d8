/**
 * The word search's Watch view: one word looked for by the library's depth-first search
 * (`findWord`, what `puzzlegraph wordsearch --word W --trace` records) against a breadth-first
 * search over paths of cells (the core's `bfs`, a path being a node), on the letter grid.
 * A path's events are drawn on its last cell, so a cell lights up each time a path ends there.
 *
 * ```ts
 * const watch = wordSearchWatch();
 * stage.append(watch.element);
 * watch.load({ grid, word: 'plaster', from: -1, to: -1 });
 * ```
 */
import { bfs, starts, type SearchResult, type TraceEvent } from '../../../src/search/index.js';
import { findWord, tileText, type LetterGrid } from '../../../src/puzzles/wordsearch/index.js';
import { GridView } from '../grid-view.js';
import { GridWatch, recordRun, type WatchRun, type WatchSpec } from './grid-watch.js';

export interface WordWatchQuery {
  grid: LetterGrid;
  word: string;
  /** No start or goal square: -1. */
  from: number;
  to: number;
}

/** Stops a search in the playground that would take too long to replay. */
const MAX_EXPANDED = 20_000;

/** The library's depth-first search; its trace already names cells. */
function depthFirst({ grid, word }: WordWatchQuery): WatchRun {
  return recordRun((tracer) => {
    const found = findWord(grid, word, { tracer, maxExpanded: MAX_EXPANDED });
    return {
      outcome: found.outcome,
      path: found.cells,
      cost: found.cells ? found.cells.length : Infinity,
      stats: found.stats,
    };
  });
}

/**
 * Breadth-first over paths: a node is the cells so far, its successors the unused
 * neighbours whose tile continues the word. Every path of k letters is entered before any of
 * k + 1, so the word is found only after every shorter prefix path.
 */
export function breadthFirstPaths(
  { grid, word }: WordWatchQuery,
  tracer?: (event: TraceEvent<number[]>) => void,
): SearchResult<number[]> {
  const target = word.toLowerCase();
  const { board } = grid;
  const spelled = (cells: readonly number[]) => cells.map((cell) => tileText(grid, cell)).join('');
  const firsts: number[][] = [];
  for (let cell = 0; cell < board.size; cell++) {
    if (target.startsWith(tileText(grid, cell))) firsts.push([cell]);
  }
  const successors = (path: number[]): number[][] => {
    const prefix = spelled(path);
    const last = path[path.length - 1];
    const next: number[][] = [];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const x = board.x(last) + dx;
        const y = board.y(last) + dy;
        if (!board.inside(x, y)) continue;
        const cell = board.index(x, y);
        if (path.includes(cell) || !target.startsWith(prefix + tileText(grid, cell))) continue;
        next.push([...path, cell]);
      }
    }
    return next;
  };
  return bfs(starts(...firsts), successors, (path) => spelled(path) === target, {
    key: (path) => path.join(','),
    maxExpanded: MAX_EXPANDED,
    tracer,
  });
}

/** Events over paths drawn on the paths' last cells. */
function onLastCell(event: TraceEvent<number[]>): TraceEvent<number> {
  const last = (path: number[]) => path[path.length - 1];
  switch (event.type) {
    case 'start':
      return { ...event, nodes: event.nodes.map(last) };
    case 'expand':
    case 'found':
      return { ...event, node: last(event.node) };
    case 'generate':
    case 'skip':
      return { ...event, node: last(event.node), parent: last(event.parent) };
    default:
      return event;
  }
}

function breadthFirst(query: WordWatchQuery): WatchRun {
  return recordRun((tracer) => {
    const result = breadthFirstPaths(query, tracer && ((event) => tracer(onLastCell(event))));
    const path = result.path?.[result.path.length - 1];
    return { ...result, path, cost: path ? path.length : Infinity };
  });
}

const wordSpec: WatchSpec<WordWatchQuery> = {
  algorithms: [
    { id: 'dfs', name: 'DFS', note: 'one path at a time, as deep as the word allows' },
    { id: 'bfs', name: 'BFS', note: 'every path of k letters before any of k + 1' },
  ],
  initial: ['dfs', 'bfs'],
  run: (query, algorithm) => (algorithm === 'bfs' ? breadthFirst(query) : depthFirst(query)),
  view: ({ grid }) =>
    new GridView({
      width: grid.width,
      height: grid.height,
      name: (cell) => `${grid.board.y(cell) + 1},${grid.board.x(cell) + 1}`,
      className: 'letter-board watch-board',
    }),
  boardKey: ({ grid }) => `${grid.width}x${grid.height}:${Array.from(grid.tiles).join(',')}`,
  label: ({ grid }, cell) => `${grid.board.y(cell) + 1},${grid.board.x(cell) + 1}`,
  decorate: ({ grid }, view) => {
    for (let cell = 0; cell < grid.board.size; cell++) {
      view.setLabel(cell, tileText(grid, cell).replace(/^qu$/, 'Qu').toUpperCase());
    }
  },
  numberPath: false,
  bidirectional: false,
  legendClass: 'letter-tiles',
  startLabel: '',
  goalLabel: '',
  unit: 'cell',
  fileName: 'wordsearch',
};

export function wordSearchWatch(): GridWatch<WordWatchQuery> {
  return new GridWatch(wordSpec, () => undefined);
}
