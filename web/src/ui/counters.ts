/**
 * A row of named figures (expanded, states, time) under a search, each `data-counter=name`:
 *
 * ```ts
 * const counters = new Counters('solver-stats');
 * counters.show([['expanded', '1,024'], ['time', '12 ms']]);
 * ```
 */
import { h } from '../dom.js';

export class Counters {
  readonly element: HTMLElement;

  constructor(role?: string) {
    this.element = h('dl', { class: 'counters', 'data-role': role, hidden: true });
  }

  show(items: readonly (readonly [string, string])[]): void {
    this.element.hidden = false;
    this.element.replaceChildren(
      ...items.map(([name, value]) =>
        h('div', { class: 'counter' }, h('dt', {}, name), h('dd', { 'data-counter': name }, value)),
      ),
    );
  }

  hide(): void {
    this.element.hidden = true;
  }
}
