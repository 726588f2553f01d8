/**
 * The laser board's Watch view: how light spreads from the emitter to a target, searched
 * over rays (a ray is light leaving a square in one direction, the nodes of the library's
 * `LaserBoard` graph, which `simulateLight` walks breadth-first). BFS reaches the nearest
 * target in the fewest squares; DFS follows one beam as far as it goes before trying the
 * other side of a splitter. A ray's events are drawn on the square the light leaves.
 *
 * ```ts
 * const watch = laserWatch();
 * stage.append(watch.element);
 * watch.load(laserWatchQuery(board, look)); // from every emitter; the goal: any target
 * ```
 */
import { bfs, dfs, starts, type TraceEvent } from '../../../src/search/index.js';
import { raySquare, type LaserBoard, type Ray } from '../../../src/puzzles/laser/index.js';
import { GridView } from '../grid-view.js';
import { GridWatch, recordRun, type WatchRun, type WatchSpec } from './grid-watch.js';
import { plural } from '../plural.js';

export interface LaserWatchQuery {
  board: LaserBoard;
  /** -1: the emitters and targets are drawn as pieces; any target will do. */
  from: number;
  to: number;
  /** Classes and glyph of each square, as the laser tab draws its pieces. */
  look: (square: number) => { classes: string; glyph: string };
}

export function laserWatchQuery(board: LaserBoard, look: LaserWatchQuery['look']): LaserWatchQuery {
  return { board, from: -1, to: -1, look };
}

/**
 * BFS or DFS over the board's rays from every emitter; the goal is light entering a target.
 * The answer's path is in squares: where each ray leaves from, then the target.
 */
export function searchLight(
  board: LaserBoard,
  algorithm: 'bfs' | 'dfs',
  tracer?: (event: TraceEvent<Ray>) => void,
) {
  const targets = new Set(board.targets);
  const search = algorithm === 'bfs' ? bfs : dfs;
  const result = search(
    starts(...board.emitterRays()),
    board,
    (ray) => targets.has(board.nextSquare(ray)),
    { nodeCount: board.rayCount, tracer },
  );
  const rays = result.path;
  const path = rays && [...rays.map(raySquare), board.nextSquare(rays[rays.length - 1])];
  return { ...result, path, cost: rays ? rays.length : Infinity };
}

/** Ray events drawn on the squares the light leaves. */
function onSquares(event: TraceEvent<Ray>): TraceEvent<number> {
  switch (event.type) {
    case 'start':
      return { ...event, nodes: event.nodes.map(raySquare) };
    case 'expand':
    case 'found':
      return { ...event, node: raySquare(event.node) };
    case 'generate':
    case 'skip':
      return { ...event, node: raySquare(event.node), parent: raySquare(event.parent) };
    default:
      return event;
  }
}

function run({ board }: LaserWatchQuery, algorithm: string): WatchRun {
  return recordRun((tracer) =>
    searchLight(board, algorithm as 'bfs' | 'dfs', tracer && ((e) => tracer(onSquares(e)))),
  );
}

const laserSpec: WatchSpec<LaserWatchQuery> = {
  algorithms: [
    { id: 'bfs', name: 'BFS', note: 'the light front: the nearest target in the fewest squares' },
    { id: 'dfs', name: 'DFS', note: 'one beam as far as it goes, then the other branches' },
  ],
  initial: ['bfs', 'dfs'],
  run,
  view: ({ board, look }) =>
    new GridView({
      width: board.width,
      height: board.height,
      name: (square) => `${square % board.width},${Math.floor(square / board.width)}`,
      className: 'laser-board watch-board',
      squareClass: (square) => look(square).classes,
    }),
  boardKey: ({ board }) => board.toText(),
  label: ({ board }, square) => `${square % board.width},${Math.floor(square / board.width)}`,
  decorate: ({ board, look }, view) => {
    for (let square = 0; square < board.board.size; square++) {
      view.setLabel(square, look(square).glyph);
    }
  },
  noPath: (result) =>
    result.outcome === 'exhausted'
      ? `no target lit: the light ends after ${plural(result.stats.expanded, 'ray')}`
      : `stopped (${result.outcome})`,
  numberPath: false,
  bidirectional: false,
  startLabel: '',
  goalLabel: '',
  unit: 'square',
  fileName: 'laser',
};

export function laserWatch(): GridWatch<LaserWatchQuery> {
  return new GridWatch(laserSpec, () => undefined);
}
