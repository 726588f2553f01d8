// Loaded with `node --import` before a documentation snippet runs: records what each
// console.log call prints and the snippet line it was called from, so doc-snippets.test.ts
// can hold `console.log(x); // 6` to its comment. Node's --enable-source-maps makes the stack
// name the line of the snippet's .ts file rather than of the JavaScript emitted from it.
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { format } from 'node:util';

export interface PrintedLine {
  /** Line of the snippet holding the call; 0 when it came from elsewhere (the library). */
  line: number;
  text: string;
}

const recordFile = process.env.DOC_SNIPPET_RECORD;
const snippetName = basename(process.env.DOC_SNIPPET_SOURCE ?? '');
const printed: PrintedLine[] = [];
const print = console.log.bind(console);
// Calls from callbacks the library makes sit deep in the stack.
Error.stackTraceLimit = 100;

console.log = (...values: unknown[]) => {
  printed.push({ line: callerLine(new Error().stack ?? ''), text: format(...values) });
  print(...values);
};

function callerLine(stack: string): number {
  for (const frame of stack.split('\n')) {
    const at = frame.lastIndexOf(`/${snippetName}:`);
    if (at >= 0) return Number.parseInt(frame.slice(at + snippetName.length + 2), 10);
  }
  return 0;
}

process.on('exit', () => {
  if (recordFile) writeFileSync(recordFile, JSON.stringify(printed));
});
