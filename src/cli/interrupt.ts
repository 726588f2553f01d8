/**
 * Ctrl-C for a long run that ends with a summary (`sokoban solve --all`): the first SIGINT
 * stops the run, which then prints what finished. `timeout -s INT` and some terminals send a
 * second SIGINT right after the first; Node's default answer to it would kill the process
 * before the summary is out. So a second Ctrl-C quits at once only when it comes after a
 * pause a person would make (`graceMs`); sooner, it is ignored. Once the summary is printed,
 * `release` gives Ctrl-C back to Node's default, unless the run was interrupted: then the
 * process is on its way out with 130, and a Ctrl-C that lands while it winds down (worker
 * threads ending, output flushing) ends it with 130 at once rather than by the signal.
 */
import { EXIT } from './exit-codes.js';

/** How long after the first Ctrl-C a second one is taken as "quit now". */
export const SECOND_INTERRUPT_GRACE_MS = 1000;

export interface InterruptCatcher {
  /** Aborted at the first Ctrl-C. */
  signal: AbortSignal;
  /** Call once the summary is out: stops listening, or, after a Ctrl-C, exits 130 at the next. */
  release(): void;
}

export interface InterruptOptions {
  /** Where SIGINT is heard (tests pass an EventEmitter). */
  source?: Pick<NodeJS.Process, 'on' | 'off'>;
  /** Ends the process at a second Ctrl-C after the grace time. */
  exit?: (code: number) => void;
  now?: () => number;
  graceMs?: number;
}

export function catchInterrupts(options: InterruptOptions = {}): InterruptCatcher {
  const source = options.source ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const now = options.now ?? (() => performance.now());
  const graceMs = options.graceMs ?? SECOND_INTERRUPT_GRACE_MS;
  const controller = new AbortController();
  let firstAt: number | undefined;
  const onInterrupt = (): void => {
    if (firstAt === undefined) {
      firstAt = now();
      controller.abort();
    } else if (now() - firstAt >= graceMs) {
      exit(EXIT.interrupted);
    }
  };
  const onInterruptAfterSummary = (): void => exit(EXIT.interrupted);
  source.on('SIGINT', onInterrupt);
  const release = (): void => {
    source.off('SIGINT', onInterrupt);
    if (firstAt !== undefined) source.on('SIGINT', onInterruptAfterSummary);
  };
  return { signal: controller.signal, release };
}
