/**
 * Every tab's frame: a card of controls beside (on a phone: above) the stage with the board.
 *
 * ```ts
 * panel.append(workspace([modes.element, field('Board', input)], stage));
 * ```
 */
import { h } from '../dom.js';

type Child = Node | null | undefined | false;

export function workspace(controls: Child[], stage: HTMLElement): HTMLElement {
  return h('div', { class: 'workspace' }, h('aside', { class: 'controls card' }, controls), stage);
}

/** A row of buttons. */
export function buttonRow(...buttons: Child[]): HTMLElement {
  return h('div', { class: 'buttons' }, buttons);
}
