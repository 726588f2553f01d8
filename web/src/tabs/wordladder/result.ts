/**
 * The word-ladder tab's answers: a ladder as a chain of word tiles with the changed letter
 * marked, every shortest ladder, the farthest words, each with the search's statistics.
 *
 * ```ts
 * result.replaceChildren(...ladderAnswer(found, 'tears', 'smile'));
 * ```
 */
import type {
  AllLaddersResult,
  FarthestResult,
  LadderResult,
} from '../../../../src/puzzles/wordladder/index.js';
import { formatMs, h } from '../../dom.js';
import { noun, plural } from '../../plural.js';

/** What the tab is waiting for, where the answer will go. */
export function busyNote(text: string): HTMLElement {
  return h('p', { class: 'note' }, text);
}

/** The shortest ladder from `from` to `to`, or why there is none. */
export function ladderAnswer(found: LadderResult, from: string, to: string): HTMLElement[] {
  const stats = `${found.algorithm === 'bfs' ? 'BFS' : 'bidirectional BFS'} expanded ${plural(found.stats.expanded, 'word')} in ${formatMs(found.stats.elapsedMs)}`;
  if (!found.ladder) {
    return [
      h('p', { class: 'headline', 'data-role': 'headline' }, 'No ladder'),
      h(
        'p',
        {},
        found.outcome === 'exhausted'
          ? `No chain exists: every word reachable from ${from} was tried, and ${to} is not among them.`
          : `No chain found before the search was stopped (${found.outcome === 'timeLimit' ? 'the time limit' : found.outcome}).`,
      ),
      h('p', { class: 'stats' }, stats),
    ];
  }
  return [
    h(
      'p',
      { class: 'headline', 'data-role': 'headline' },
      plural(found.steps, 'step'),
      h('span', { class: 'sub' }, ' the fewest possible'),
    ),
    ladderView(found.ladder),
    h('p', { class: 'stats', 'data-role': 'stats' }, stats),
    h(
      'p',
      { class: 'cli' },
      h('code', {}, `puzzlegraph ladder ${found.ladder[0]} ${found.ladder.at(-1)}`),
    ),
  ];
}

export function allLaddersAnswer(all: AllLaddersResult): HTMLElement[] {
  if (all.ladders.length === 0) {
    return [h('p', { class: 'headline', 'data-role': 'headline' }, 'No ladder')];
  }
  return [
    h(
      'p',
      { class: 'headline', 'data-role': 'headline' },
      `${all.ladders.length}${all.truncated ? '+' : ''} shortest ${noun(all.ladders.length, 'ladder')}`,
      h('span', { class: 'sub' }, ` of ${plural(all.steps, 'step')}`),
    ),
    h(
      'div',
      { class: 'ladder-list' },
      all.ladders.map((ladder) => ladderView(ladder, true)),
    ),
    h(
      'p',
      { class: 'stats' },
      `expanded ${plural(all.stats.expanded, 'word')} in ${formatMs(all.stats.elapsedMs)}`,
    ),
  ];
}

export function farthestAnswer(far: FarthestResult): HTMLElement[] {
  return [
    h(
      'p',
      { class: 'headline', 'data-role': 'headline' },
      plural(far.distance, 'step'),
      h('span', { class: 'sub' }, ` to the farthest of ${plural(far.reachable, 'reachable word')}`),
    ),
    h(
      'p',
      {},
      `Farthest: ${far.words.slice(0, 30).join(', ')}${far.words.length > 30 ? ` and ${far.words.length - 30} more` : ''}`,
    ),
    ladderView(far.ladder),
  ];
}

/** A ladder as a chain of word tiles, the letter changed at each step highlighted. */
function ladderView(ladder: readonly string[], compact = false): HTMLElement {
  return h(
    'ol',
    { class: `ladder${compact ? ' compact' : ''}`, 'data-role': 'ladder' },
    ladder.map((word, i) => {
      const previous = ladder[i - 1];
      const letters = [...word].map((letter, at) =>
        h(
          'span',
          {
            class:
              previous !== undefined && (previous.length !== word.length || previous[at] !== letter)
                ? 'changed'
                : '',
          },
          letter,
        ),
      );
      return h('li', { 'data-word': word }, letters);
    }),
  );
}
