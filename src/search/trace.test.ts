// The exact event sequences of the traced searches on small fixed graphs: what the CLI's
// --trace and the playground's Watch view show.
import { describe, expect, it } from 'vitest';
import { astar, bfs, dfs, dijkstra, type TraceEvent } from './index.js';

//   a → b → d
//   ↓   ↑
//   c ──┘      (c → b, c → e)
const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: ['b', 'e'], d: [], e: [] };
const weights: Record<string, number> = { ab: 5, ac: 1, bd: 1, cb: 1, ce: 7 };
const edges = (n: string) => graph[n].map((m) => ({ node: m, cost: weights[n + m] }));

function record<N>(run: (tracer: (event: TraceEvent<N>) => void) => void): string[] {
  const events: string[] = [];
  run((event) => {
    switch (event.type) {
      case 'start':
        events.push(`start ${event.algorithm} ${event.nodes.join(',')}`);
        break;
      case 'expand':
        events.push(`expand ${String(event.node)} g=${event.cost} frontier=${event.frontier}`);
        break;
      case 'generate':
        events.push(
          `generate ${String(event.node)} from ${String(event.parent)} g=${event.cost}` +
            (event.priority === undefined ? '' : ` f=${event.priority}`),
        );
        break;
      case 'skip':
        events.push(`skip ${String(event.node)} from ${String(event.parent)}`);
        break;
      case 'found':
        events.push(`found ${String(event.node)} g=${event.cost}`);
        break;
      case 'limit':
        events.push(`limit ${event.outcome}`);
        break;
      case 'end':
        events.push(`end ${event.outcome} expanded=${event.stats.expanded}`);
        break;
    }
  });
  return events;
}

describe('trace events', () => {
  it('bfs', () => {
    expect(record<string>((tracer) => bfs<string>('a', (n) => graph[n], 'd', { tracer }))).toEqual([
      'start bfs a',
      'expand a g=0 frontier=0',
      'generate b from a g=1',
      'generate c from a g=1',
      'expand b g=1 frontier=1',
      'generate d from b g=2',
      'found d g=2',
      'end found expanded=2',
    ]);
  });

  it('dfs', () => {
    expect(record<string>((tracer) => dfs<string>('a', (n) => graph[n], 'e', { tracer }))).toEqual([
      'start dfs a',
      'expand a g=0 frontier=0',
      'generate b from a g=1',
      'expand b g=1 frontier=1',
      'generate d from b g=2',
      'expand d g=2 frontier=2',
      'generate c from a g=1',
      'expand c g=1 frontier=1',
      'skip b from c',
      'generate e from c g=2',
      'found e g=2',
      'end found expanded=4',
    ]);
  });

  it('dijkstra', () => {
    expect(record<string>((tracer) => dijkstra('a', edges, 'd', { tracer }))).toEqual([
      'start dijkstra a',
      'expand a g=0 frontier=0',
      'generate b from a g=5 f=5',
      'generate c from a g=1 f=1',
      'expand c g=1 frontier=1',
      'generate b from c g=2 f=2',
      'generate e from c g=8 f=8',
      'expand b g=2 frontier=2',
      'generate d from b g=3 f=3',
      'found d g=3',
      'end found expanded=3',
    ]);
  });

  it('astar', () => {
    const h: Record<string, number> = { a: 3, b: 1, c: 2, d: 0, e: 9 };
    expect(
      record<string>((tracer) => astar('a', edges, 'd', { heuristic: (n) => h[n], tracer })),
    ).toEqual([
      'start astar a',
      'expand a g=0 frontier=0',
      'generate b from a g=5 f=6',
      'generate c from a g=1 f=3',
      'expand c g=1 frontier=1',
      'generate b from c g=2 f=3',
      'generate e from c g=8 f=17',
      'expand b g=2 frontier=2',
      'generate d from b g=3 f=3',
      'found d g=3',
      'end found expanded=3',
    ]);
  });

  it('a limit is reported before the end', () => {
    expect(
      record<string>((tracer) =>
        bfs<string>('a', (n) => graph[n], 'e', { tracer, maxExpanded: 1 }),
      ),
    ).toEqual([
      'start bfs a',
      'expand a g=0 frontier=0',
      'generate b from a g=1',
      'generate c from a g=1',
      'limit maxExpanded',
      'end maxExpanded expanded=1',
    ]);
  });
});
