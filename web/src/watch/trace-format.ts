/**
 * Trace events as JSON Lines, one event a line, nodes rendered by the puzzle (a square name
 * for the knight), the format the CLI's `--trace FILE` writes:
 *
 * ```
 * {"type":"start","nodes":["a8"],"algorithm":"bfs"}
 * {"type":"expand","node":"a8","cost":0,"frontier":0}
 * {"type":"generate","node":"b6","parent":"a8","cost":1}
 * ```
 */
import type { TraceEvent } from '../../../src/search/index.js';

export function renderTraceEvent<N>(event: TraceEvent<N>, render: (node: N) => string): object {
  switch (event.type) {
    case 'start':
      return { ...event, nodes: event.nodes.map(render) };
    case 'expand':
    case 'found':
      return { ...event, node: render(event.node) };
    case 'generate':
    case 'skip':
      return { ...event, node: render(event.node), parent: render(event.parent) };
    default:
      return event;
  }
}

export function traceToJsonLines<N>(
  events: readonly TraceEvent<N>[],
  render: (node: N) => string,
): string {
  return events.map((event) => JSON.stringify(renderTraceEvent(event, render)) + '\n').join('');
}
