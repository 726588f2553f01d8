import { describe, expect, it } from 'vitest';
import { compressMoves, parseLevel, renderState, replay, solveSokoban } from './index.js';

describe('the Sokoban entry point', () => {
  it('reads, solves, checks and draws a level as its doc comment shows', () => {
    const level = parseLevel('#####\n#@$.#\n#####');
    const result = solveSokoban(level, { timeLimitMs: 10_000 });
    expect(result.solution).toBe('R');
    expect(replay(level, result.solution!).solved).toBe(true);
    expect(compressMoves('ullllUUddR')).toBe('u4lUUddR');
    expect(renderState(level, { crates: [8], worker: 7 })).toBe('#####\n# @*#\n#####');
  });
});
