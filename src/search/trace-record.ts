/**
 * Trace events as plain JSON records, one per line in a `--trace` file: the same function
 * serves the CLI and the playground, so their traces of one query agree event for event.
 * Nodes are written with a label the puzzle chooses (a square name, a word, a cell index).
 *
 * ```ts
 * const lines: string[] = [];
 * bfs(start, graph, goal, { tracer: (e) => lines.push(JSON.stringify(traceRecord(e, name))) });
 * // {"type":"expand","node":"a8","cost":0,"frontier":0}
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
