import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../../../search/index.js';
import { levelFromRows } from '../../rules/reference.test-support.js';
import { planFor, solveSokoban, solveWithTuning } from '../index.js';
import type { SokobanTraceNode } from '../types.js';

const LEVEL = levelFromRows(['#######', '#@ $ .#', '#  $ .#', '#######']);

function traced(optimal: 'pushes' | 'any') {
  const events: TraceEvent<SokobanTraceNode>[] = [];
  const result = solveSokoban(LEVEL, { optimal, tracer: (event) => events.push(event) });
  return { events, result };
}

describe('Sokoban solver trace', () => {
  it('tells an optimal solve from start to end, with counters equal to the statistics', () => {
    const { events, result } = traced('pushes');
    expect(result.outcome).toBe('found');
    expect(events[0]).toMatchObject({ type: 'start', algorithm: expect.stringContaining('g + h') });
    expect(events.at(-2)).toMatchObject({ type: 'found', cost: result.pushes });
    expect(events.at(-1)).toMatchObject({ type: 'end', outcome: 'found' });
    const expands = events.filter((event) => event.type === 'expand').length;
    expect(expands).toBe(result.stats.expanded);
    const found = events.at(-2);
    if (found?.type !== 'found') throw new Error('no found event');
    // The goal state has every crate on a goal square (columns 5 of rows 1 and 2).
    expect(found.node.crates).toEqual([12, 19]);
  });

  it('names each search of the default plan at its start', () => {
    const { events } = traced('any');
    const names = events.flatMap((event) => (event.type === 'start' ? [event.algorithm] : []));
    expect(names).toEqual([
      'sokoban fess: FESS: box moves within feature cells taken in turn, advised moves first',
      'sokoban reverse: pull search from the solved position, 3 orders by turns over one store: g + 20h; h; g + 20h within feature cells taken in turn',
      'sokoban goal-rooms: push search, priority h within feature cells taken in turn, crates may wait in goal rooms',
    ]);
    // base-plan starts once its base search has cleared the board, on its own turns, and
    // spread-pair after a second of the level's time; here the others finish first, so each is
    // traced alone.
    const alone = (preset: string) => {
      const events: TraceEvent<SokobanTraceNode>[] = [];
      solveWithTuning(LEVEL, { tracer: (event) => events.push(event) }, [
        planFor('any').find((weights) => weights.name === preset)!,
      ]);
      return events.flatMap((event) => (event.type === 'start' ? [event.algorithm] : []));
    };
    expect(alone('base-plan')).toEqual([
      'sokoban base-plan: FESS: box moves within feature cells taken in turn, advised moves first, packing order from the base search',
    ]);
    expect(alone('spread-pair')).toEqual([
      'sokoban spread-pair: spread pair: crates pulled apart from the solved position, then FESS towards the most open position',
    ]);
  });

  it('gives every generated state a parent that was expanded before', () => {
    const { events } = traced('pushes');
    const expanded = new Set<number>();
    for (const event of events) {
      if (event.type === 'expand') expanded.add(event.node.id);
      if (event.type === 'generate' || event.type === 'skip') {
        expect(expanded.has(event.parent.id)).toBe(true);
      }
    }
  });

  it('numbers the portfolio searches apart and ends each trace with a limit event', () => {
    const events: TraceEvent<SokobanTraceNode>[] = [];
    const result = solveWithTuning(LEVEL, { maxStates: 2, tracer: (e) => events.push(e) }, [
      { gWeight: 1, hWeight: 1, goalOnPop: true, corralPruning: false },
    ]);
    expect(result.outcome).toBe('memoryLimit');
    expect(events.at(-2)).toEqual({ type: 'limit', outcome: 'memoryLimit' });
    expect(
      events.every((event) => event.type !== 'expand' || event.node.search === 'search-0'),
    ).toBe(true);
  });

  it('costs nothing to leave out: the same answer without a tracer', () => {
    const plain = solveSokoban(LEVEL, { optimal: 'pushes' });
    expect(traced('pushes').result.solution).toBe(plain.solution);
  });
});
