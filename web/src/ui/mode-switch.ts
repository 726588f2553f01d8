/**
 * The segmented switch at the top of a tab's controls (Play / Watch, Path / Range / Watch).
 * The panel gets the class `watching` in a mode called `watch`, which hides the controls
 * marked `data-path-only`.
 *
 * ```ts
 * const modes = new ModeSwitch(panel, [['play', 'Play'], ['watch', 'Watch']], (mode) => show(mode));
 * controls.append(modes.element);
 * modes.set('play'); // marks the button and calls the callback
 * ```
 */
import { h } from '../dom.js';

export class ModeSwitch<M extends string> {
  readonly element: HTMLElement;
  value: M;
  private readonly buttons: HTMLButtonElement[];

  constructor(
    private readonly panel: HTMLElement,
    modes: readonly (readonly [M, string])[],
    private readonly onChange: (mode: M) => void,
  ) {
    this.value = modes[0][0];
    this.buttons = modes.map(([id, label]) =>
      h('button', { type: 'button', 'data-mode': id, onclick: () => this.set(id) }, label),
    );
    this.element = h(
      'div',
      { class: 'segmented', role: 'group', 'aria-label': 'view' },
      this.buttons,
    );
  }

  /** Selects a mode and tells the tab, even when it is already selected. */
  set(mode: M): void {
    this.value = mode;
    for (const button of this.buttons) {
      const selected = button.dataset.mode === mode;
      button.classList.toggle('active', selected);
      button.setAttribute('aria-pressed', String(selected));
    }
    this.panel.classList.toggle('watching', mode === 'watch');
    this.onChange(mode);
  }
}
