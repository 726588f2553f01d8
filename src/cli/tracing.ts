/**
 * The `--trace FILE`, `--animate` and `--fps` options, shared by every solving command:
 * `addTracingOptions(command)` declares them and `startTracing(options, label)` gives the
 * tracer to pass to the search plus what to do once it ends.
 */
import type { Command } from 'commander';
import { InputError } from '../errors.js';
import type { TraceEvent, Tracer } from '../search/index.js';
import { openTraceFile } from './trace-file.js';

export interface TracingOptions {
  trace?: string;
  animate?: boolean;
  fps?: string;
}

export function addTracingOptions(command: Command, animate: boolean): Command {
  command.option('--trace <file>', 'write every search event to FILE as JSON Lines');
  if (animate) {
    command
      .option('--animate', 'draw the search in the terminal frame by frame')
      .option('--fps <n>', 'animation speed in frames (expansions) per second', '8');
  }
  return command;
}

export interface Tracing<N> {
  /** Pass to the search; undefined when neither option was given, so tracing costs nothing. */
  tracer: Tracer<N> | undefined;
  /** Recorded events for `--animate`, else undefined. */
  events: TraceEvent<N>[] | undefined;
  fps: number;
  /** Closes the trace file; call once the search has ended. */
  finish(): void;
}

export function startTracing<N>(options: TracingOptions, label: (node: N) => string): Tracing<N> {
  const fps = Number(options.fps ?? 8);
  if (!(fps > 0))
    throw new InputError(`--fps: ${JSON.stringify(options.fps)} is not a positive number`);
  const file = options.trace ? openTraceFile<N>(options.trace, label) : undefined;
  const events: TraceEvent<N>[] | undefined = options.animate ? [] : undefined;
  let tracer: Tracer<N> | undefined;
  if (file && events) {
    tracer = (event) => {
      file.tracer(event);
      events.push(event);
    };
  } else if (file) {
    tracer = file.tracer;
  } else if (events) {
    tracer = (event) => events.push(event);
  }
  return { tracer, events, fps, finish: () => file?.close() };
}
