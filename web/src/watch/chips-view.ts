/**
 * A Watch board for graphs that are not grids (words): each node appears as a chip the first
 * time the search reaches it, in the order reached, coloured like grid cells (frontier,
 * being expanded, expanded, path). BFS's layers read left to right, line after line.
 *
 * ```ts
 * const view = new ChipsView((id) => graph.word(id));
 * view.setState(id, 'frontier'); // adds the chip for `id`
 * ```
 */
import { h } from '../dom.js';
import type { WatchBoard } from './grid-watch.js';

export class ChipsView implements WatchBoard {
  readonly element: HTMLElement;
  onClick: ((node: number, event: MouseEvent) => void) | undefined;
  private readonly chips = new Map<number, HTMLElement>();
  private readonly list = h('ol', { class: 'chips' });
  private readonly chain = h('p', { class: 'chips-path' });

  constructor(
    private readonly name: (node: number) => string,
    className = '',
  ) {
    this.element = h('div', { class: `chips-view ${className}` }, this.chain, this.list);
    this.list.addEventListener('click', (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>('[data-node]');
      if (target) this.onClick?.(Number(target.dataset.node), event);
    });
  }

  setState(node: number, state: string): void {
    let chip = this.chips.get(node);
    if (!chip) {
      if (!state) return;
      chip = h('li', { 'data-node': String(node), 'data-name': this.name(node) }, this.name(node));
      this.chips.set(node, chip);
      this.list.append(chip);
    }
    chip.className = `chip ${state}`;
  }

  setLabel(): void {
    // Chips show their word; step numbers appear in the path line instead.
  }

  clearStates(): void {
    this.chips.clear();
    this.list.replaceChildren();
    this.chain.replaceChildren();
  }

  clearLabels(): void {}

  drawPath(nodes: readonly number[]): void {
    this.chain.replaceChildren(...nodes.map((node) => h('span', {}, this.name(node))));
  }
}
