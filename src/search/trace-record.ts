/**
 * Trace events as plain JSON records, one per line in a `--trace` file: the same function
 * serves the CLI and the playground, so their traces of one query agree event for event.
 * Nodes are written with a label the puzzle chooses (a square name, a word, a cell index).
 *
 * ```ts
 * import { bfs, traceRecord } from 'puzzlegraph/search';
 *
 * const lines: string[] = [];
 * const name = (n: number) => `n${n}`;
 * bfs(1, (n) => [n + 1, n * 2], 4, {
 *   tracer: (event) => lines.push(JSON.stringify(traceRecord(event, name))),
 * });
 * console.log(lines[0]); // {"type":"start","algorithm":"bfs","nodes":["n1"]}
 * console.log(lines[1]); // {"type":"expand","node":"n1","cost":0,"frontier":0}
 * ```
 */
import type { TraceEvent } from './types.js';

export type TraceRecord = Record<string, string | number | string[] | object>;

export function traceRecord<N>(event: TraceEvent<N>, label: (node: N) => string): TraceRecord {
  switch (event.type) {
    case 'start':
      return { type: 'start', algorithm: event.algorithm, nodes: event.nodes.map(label) };
    case 'expand':
      return {
        type: 'expand',
        node: label(event.node),
        cost: event.cost,
        frontier: event.frontier,
      };
    case 'generate': {
      const record: TraceRecord = {
        type: 'generate',
        node: label(event.node),
        parent: label(event.parent),
        cost: event.cost,
      };
      if (event.priority !== undefined) record.priority = event.priority;
      return record;
    }
    case 'skip':
      return { type: 'skip', node: label(event.node), parent: label(event.parent) };
    case 'found':
      return { type: 'found', node: label(event.node), cost: event.cost };
    case 'limit':
      return { type: 'limit', outcome: event.outcome };
    case 'end':
      return { type: 'end', outcome: event.outcome, stats: event.stats };
  }
}
