/**
 * The line under a tab's controls that says what went wrong (or what is going on). An error
 * empties the results it was given, so an old answer never stands beside a new message:
 *
 * ```ts
 * const status = new StatusLine({ results: [resultBox], onError: () => view.clearStates() });
 * status.error('a8 is not on a 3x3 board'); // resultBox emptied, the message shown
 * status.clear();
 * ```
 */
import { h } from '../dom.js';

export interface StatusLineOptions {
  /** Emptied whenever an error is shown. */
  results?: HTMLElement[];
  /** Called whenever an error is shown, to clear what is drawn elsewhere (a path on a board). */
  onError?: () => void;
}

export class StatusLine {
  readonly element: HTMLElement;

  constructor(private readonly options: StatusLineOptions = {}) {
    this.element = h('div', { class: 'message error', role: 'alert', hidden: true });
  }

  error(text: string): void {
    for (const result of this.options.results ?? []) result.replaceChildren();
    this.options.onError?.();
    this.element.className = 'message error';
    this.show(text);
  }

  info(text: string): void {
    this.element.className = 'message info';
    this.show(text);
  }

  clear(): void {
    this.show('');
  }

  get text(): string {
    return this.element.hidden ? '' : (this.element.textContent ?? '');
  }

  private show(text: string): void {
    this.element.hidden = !text;
    this.element.textContent = text;
  }
}

/** The text of an error for a user: the message alone, without "Error:" or a class name. */
export function errorText(error: unknown): string {
  if (error instanceof Error) {
    // A bug says what kind it is (TypeError); everything thrown on purpose is its message.
    return error.name === 'Error' || error.name === 'InputError'
      ? error.message
      : `${error.name}: ${error.message}`;
  }
  return String(error);
}
