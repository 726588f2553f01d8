// `--trace FILE`: every search event as one JSON line, nodes written as the puzzle labels them.
import { closeSync, openSync, writeSync } from 'node:fs';
import { InputError } from '../errors.js';
import { traceRecord, type Tracer } from '../search/index.js';

export interface TraceFile<N> {
  tracer: Tracer<N>;
  /** Flushes and closes the file; returns the number of events written. */
  close(): number;
}

export function openTraceFile<N>(path: string, label: (node: N) => string): TraceFile<N> {
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (error) {
    throw new InputError(
      `--trace: cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  let buffer: string[] = [];
  let count = 0;
  const flush = () => {
    if (buffer.length > 0) writeSync(fd, buffer.join(''));
    buffer = [];
  };
  return {
    tracer: (event) => {
      buffer.push(JSON.stringify(traceRecord(event, label)) + '\n');
      count++;
      if (buffer.length >= 4096) flush();
    },
    close: () => {
      flush();
      closeSync(fd);
      return count;
    },
  };
}
