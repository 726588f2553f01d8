/**
 * Solve and Stop for a search that runs in a Web Worker. Stop (and a new Solve, and leaving
 * the tab) terminates the worker: a synchronous solver cannot be asked to stop, and a
 * terminated worker frees its core at once.
 *
 * ```ts
 * const solver = new SolveControls({ onSolve: () => solver.run(makeWorker(), request, onMessage) });
 * controls.append(solver.element);
 * solver.stop(); // the worker is gone; `onStop` says for how long it ran
 * ```
 */
import { formatMs, h } from '../dom.js';

export interface SolveControlsOptions {
  /** Called by the Solve button. */
  onSolve: () => void;
  /** Called when the user presses Stop, with how long the run lasted. */
  onStop?: (elapsedMs: number) => void;
  /** Extra buttons shown beside Solve while no run is going (Hint). */
  extra?: HTMLButtonElement[];
  label?: string;
  /** The buttons' `data-action`s, when a tab has two of these (default `solve` and `stop`). */
  actions?: { run: string; stop: string };
}

export class SolveControls {
  readonly element: HTMLElement;
  readonly solveButton: HTMLButtonElement;
  readonly stopButton: HTMLButtonElement;
  private worker: Worker | undefined;
  private startedAt = 0;

  constructor(private readonly options: SolveControlsOptions) {
    this.solveButton = h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-action': options.actions?.run ?? 'solve',
        onclick: () => options.onSolve(),
      },
      options.label ?? 'Solve',
    );
    this.stopButton = h(
      'button',
      {
        type: 'button',
        class: 'danger',
        'data-action': options.actions?.stop ?? 'stop',
        hidden: true,
        onclick: () => this.stopByUser(),
      },
      'Stop',
    );
    this.element = h(
      'span',
      { class: 'solve-buttons' },
      this.solveButton,
      ...(options.extra ?? []),
      this.stopButton,
    );
  }

  get running(): boolean {
    return this.worker !== undefined;
  }

  get elapsedMs(): number {
    return performance.now() - this.startedAt;
  }

  /**
   * Starts `worker` on `request`; `onMessage` gets each message and returns true when it was
   * the last (the worker is then terminated). A worker that fails to load or throws ends the
   * run and reaches `onFailure` with a sentence for the user.
   */
  run<Request, Message>(
    worker: Worker,
    request: Request,
    onMessage: (message: Message) => boolean,
    onFailure: (text: string) => void,
  ): void {
    this.stop();
    this.worker = worker;
    this.startedAt = performance.now();
    this.setRunning(true);
    worker.addEventListener('message', (event: MessageEvent<Message>) => {
      if (this.worker !== worker) return;
      if (onMessage(event.data)) this.stop();
    });
    worker.addEventListener('error', (event) => {
      if (this.worker !== worker) return;
      this.stop();
      // A worker script that cannot be fetched (offline, a new deployment) has no message.
      onFailure(
        event.message
          ? `The solver failed: ${event.message}`
          : 'Could not start the solver: offline, or the playground was updated? Reload the page.',
      );
    });
    worker.postMessage(request);
  }

  /** Ends a run, if one is going; the page calls this when the tab is left. */
  stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.setRunning(false);
  }

  private stopByUser(): void {
    const ran = this.elapsedMs;
    const wasRunning = this.running;
    this.stop();
    if (wasRunning) this.options.onStop?.(ran);
  }

  private setRunning(running: boolean): void {
    this.solveButton.hidden = running;
    for (const button of this.options.extra ?? []) button.hidden = running;
    this.stopButton.hidden = !running;
    this.element.closest<HTMLElement>('.panel')?.toggleAttribute('data-solving', running);
  }
}

export function stoppedText(elapsedMs: number): string {
  return `Stopped after ${formatMs(elapsedMs)}.`;
}
