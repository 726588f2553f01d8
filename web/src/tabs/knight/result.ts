/**
 * The knight tab's answer beside the board: the fewest moves and the squares in order, or
 * "Unreachable", with the search's statistics and the same query for the CLI.
 *
 * ```ts
 * result.replaceChildren(...knightAnswer(state, state.shortestPath()));
 * ```
 */
import type { SearchResult } from '../../../../src/search/index.js';
import { formatMs, h } from '../../dom.js';
import { plural } from '../../plural.js';
import type { KnightState } from './state.js';

export function knightAnswer(state: KnightState, searched: SearchResult<number>): HTMLElement[] {
  const { path, stats } = searched;
  const statsLine = h(
    'p',
    { class: 'stats', 'data-role': 'stats' },
    `BFS expanded ${plural(stats.expanded, 'square')}, generated ${plural(stats.generated, 'move')} in ${formatMs(stats.elapsedMs)}`,
  );
  if (!path) {
    return [
      h('p', { class: 'headline', 'data-role': 'headline' }, 'Unreachable'),
      h(
        'p',
        {},
        `A ${state.leaper.name} cannot get from ${state.name(state.from)} to ${state.name(state.to)} on a ${state.boardSize} board.`,
      ),
      statsLine,
    ];
  }
  return [
    h(
      'p',
      { class: 'headline', 'data-role': 'headline' },
      plural(searched.cost, 'move'),
      h('span', { class: 'sub' }, ' fewest possible'),
    ),
    h(
      'ol',
      { class: 'chain', 'data-role': 'path', start: 0 },
      path.map((square) => h('li', {}, state.name(square))),
    ),
    statsLine,
    h('p', { class: 'cli' }, h('code', {}, cliCommand(state))),
  ];
}

/** The same query for the CLI; the default board and piece go unsaid. */
function cliCommand(state: KnightState): string {
  const { board, leaper } = state;
  const boardOption = board.width === 8 && board.height === 8 ? '' : ` --board ${state.boardSize}`;
  const pieceOption = leaper.name === 'knight' ? '' : ` --piece ${leaper.m},${leaper.n}`;
  return `puzzlegraph knight ${state.name(state.from)} ${state.name(state.to)}${boardOption}${pieceOption}`;
}
