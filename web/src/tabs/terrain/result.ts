/**
 * What the terrain tab's result box says: the path's cost and steps, or the cells in range,
 * the search's figures, and the CLI command that gives the same answer.
 *
 * ```ts
 * result.replaceChildren(...pathResult(state, 'astar', state.path('astar')));
 * ```
 */
import type { MovementRange, TerrainAlgorithm } from '../../../../src/puzzles/terrain/index.js';
import type { SearchResult } from '../../../../src/search/index.js';
import { formatMs, h } from '../../dom.js';
import { plural } from '../../plural.js';
import type { TerrainState } from './state.js';
import { cellName } from './terrain-watch.js';

export function rangeResult(
  { map, from }: TerrainState,
  budget: number,
  range: MovementRange,
): HTMLElement[] {
  return [
    h(
      'p',
      { class: 'headline', 'data-role': 'headline' },
      plural(range.cells.length, 'cell'),
      h('span', { class: 'sub' }, ` within ${plural(budget, 'point')} of ${cellName(map, from)}`),
    ),
    h(
      'p',
      { class: 'stats' },
      `Dijkstra settled ${plural(range.stats.expanded, 'cell')} in ${formatMs(range.stats.elapsedMs)}`,
    ),
    command(`--from ${cellName(map, from)} --range ${budget}`),
  ];
}

export function pathResult(
  { map, from, to }: TerrainState,
  algorithm: TerrainAlgorithm,
  found: SearchResult<number>,
): HTMLElement[] {
  const headline = found.path
    ? h(
        'p',
        { class: 'headline', 'data-role': 'headline' },
        plural(found.cost, 'point'),
        h(
          'span',
          { class: 'sub' },
          ` · ${plural(found.path.length - 1, 'step')} from ${cellName(map, from)} to ${cellName(map, to)}`,
        ),
      )
    : h('p', { class: 'headline', 'data-role': 'headline' }, 'Unreachable');
  return [
    headline,
    h(
      'p',
      { class: 'stats' },
      `${algorithm === 'astar' ? 'A*' : 'Dijkstra'} expanded ${plural(found.stats.expanded, 'cell')} in ${formatMs(found.stats.elapsedMs)}`,
    ),
    command(`--from ${cellName(map, from)} --to ${cellName(map, to)}`),
  ];
}

/** What Watch shows in the result box: what to look for. */
export function watchResult(): HTMLElement[] {
  return [
    h(
      'p',
      { class: 'note' },
      'Press Play. BFS finds the fewest steps, Dijkstra and A* the fewest points; A* expands fewer cells.',
    ),
  ];
}

/** The CLI command that gives the same answer. */
function command(options: string): HTMLElement {
  return h('p', { class: 'cli' }, h('code', {}, `puzzlegraph terrain board.txt ${options}`));
}
