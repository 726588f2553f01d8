import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../../search/index.js';
import { arbitraryLevel, referenceReach } from '../rules/reference.test-support.js';
import { checkSolution, solveWithTuning } from './index.js';
import type { SokobanTraceNode } from './types.js';

describe('the reverse search cut-off penalty', () => {
  // Far above any bound these small levels have, so a penalised priority stands out.
  const PENALTY = 1000;

  it('is added exactly to positions whose worker cannot walk to its starting square', () => {
    let penalised = 0;
    let free = 0;
    fc.assert(
      fc.property(arbitraryLevel(4), (level) => {
        const events: TraceEvent<SokobanTraceNode>[] = [];
        const result = solveWithTuning(level, { tracer: (event) => events.push(event) }, [
          {
            gWeight: 0,
            hWeight: 1,
            goalOnPop: false,
            corralPruning: false,
            reverse: true,
            cutOffPenalty: PENALTY,
          },
        ]);
        if (result.outcome === 'found')
          expect(checkSolution(level, result.solution!).ok).toBe(true);
        for (const event of events) {
          if (event.type !== 'generate') continue;
          const { crates, worker } = event.node;
          const cutOff = !referenceReach({ ...level, worker }, crates).has(level.worker);
          expect(event.priority! >= PENALTY).toBe(cutOff);
          if (cutOff) penalised++;
          else free++;
        }
      }),
      { numRuns: 300 },
    );
    // Both cases come up: the property is not met by never (or always) adding it.
    expect(penalised).toBeGreaterThan(0);
    expect(free).toBeGreaterThan(0);
  });
});
