import { readFileSync } from 'node:fs';
import { totalmem } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../format/parse.js';
import { checkSolution, planFor, solveSokoban, type TuningPlan } from './index.js';
import { DEFAULT_MEMORY_BYTES } from './solve.js';
import { memoryForThreads, solveSokobanOnThreads } from './threads.js';

const bundled = (name: string) =>
  parseCollection(
    readFileSync(new URL(`../../../../data/sokoban/${name}.sok`, import.meta.url), 'utf8'),
  );
const microban = bundled('microban');

describe('solveSokobanOnThreads', () => {
  it('solves a level on two threads, the solution replayed, the figures of both combined', async () => {
    const progress: number[] = [];
    const result = await solveSokobanOnThreads(microban[1], {
      threads: 2,
      firstTurnMs: 0,
      timeLimitMs: 20_000,
      onProgress: (stats) => progress.push(stats.expanded),
    });
    expect(result.outcome).toBe('found');
    expect(result.threads).toBe(2);
    expect(checkSolution(microban[1], result.solution!).ok).toBe(true);
    expect(planFor('any').map((preset) => preset.name)).toContain(result.foundBy?.preset);
    expect(result.stats.expanded).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(result.stats.expanded);
  });

  it('keeps its threads for the next level: a collection starts them once', async () => {
    const options = { threads: 2, firstTurnMs: 0, timeLimitMs: 20_000 };
    await solveSokobanOnThreads(microban[2], options);
    const next = await solveSokobanOnThreads(microban[3], options);
    expect(next).toMatchObject({ outcome: 'found', threads: 2, threadsStarted: 0 });
    expect(checkSolution(microban[3], next.solution!).ok).toBe(true);
  });

  it('counts the threads each level started, with two levels solved at once', async () => {
    const options = { threads: 2, firstTurnMs: 0, timeLimitMs: 20_000 };
    // Two idle threads at least; the two levels below need four between them.
    await solveSokobanOnThreads(microban[4], options);
    const [a, b] = await Promise.all([
      solveSokobanOnThreads(microban[5], options),
      solveSokobanOnThreads(microban[6], options),
    ]);
    expect([a.outcome, b.outcome]).toEqual(['found', 'found']);
    // Counted by the whole module, each level would also count the other's new threads.
    expect(a.threadsStarted! + b.threadsStarted!).toBeLessThanOrEqual(2);
  });

  it('stops every thread when the caller raises its stop flag or aborts', async () => {
    const hard = bundled('xsokoban')[28];
    const stopFlag = new Int32Array(new SharedArrayBuffer(4));
    setTimeout(() => Atomics.store(stopFlag, 0, 1), 300);
    const flagged = await solveSokobanOnThreads(hard, {
      threads: 2,
      stopFlag,
      timeLimitMs: 60_000,
    });
    expect(flagged.outcome).toBe('aborted');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const began = performance.now();
    const aborted = await solveSokobanOnThreads(hard, {
      threads: 2,
      signal: controller.signal,
      timeLimitMs: 60_000,
    });
    expect(aborted.outcome).toBe('aborted');
    expect(performance.now() - began).toBeLessThan(10_000);
  });

  it('settles an easy level on the calling thread, as one thread does, starting none', async () => {
    for (const level of microban.slice(0, 5)) {
      const result = await solveSokobanOnThreads(level, { threads: 2, timeLimitMs: 10_000 });
      expect(result).toMatchObject({ outcome: 'found', threads: 1 });
      expect(checkSolution(level, result.solution!).ok).toBe(true);
    }
  });

  it('starts the threads for a level the first turn leaves open, counting that turn', async () => {
    const hard = bundled('xsokoban')[28];
    const began = performance.now();
    const result = await solveSokobanOnThreads(hard, {
      threads: 2,
      firstTurnMs: 100,
      timeLimitMs: 1500,
    });
    expect(result).toMatchObject({ outcome: 'timeLimit', threads: 2 });
    // The figures count the first turn's search besides the threads'.
    expect(result.stats.elapsedMs).toBeGreaterThanOrEqual(100);
    expect(performance.now() - began).toBeLessThan(5000);
  });

  it('keeps to --max-expanded, all the searches of all the threads together', async () => {
    const hard = bundled('xsokoban')[28];
    for (const firstTurnMs of [0, 50]) {
      const result = await solveSokobanOnThreads(hard, {
        threads: 2,
        firstTurnMs,
        maxExpanded: 6000,
        timeLimitMs: 60_000,
      });
      expect(result.outcome).toBe('maxExpanded');
      expect(result.stats.expanded).toBeGreaterThan(3000);
      expect(result.stats.expanded).toBeLessThanOrEqual(6000);
    }
    const one = solveSokoban(hard, { maxExpanded: 1500, timeLimitMs: 60_000 });
    expect(one.outcome).toBe('maxExpanded');
    expect(one.stats.expanded).toBe(1500);
  });

  it('refuses a repeatable solve on more than one thread, and runs one on one', async () => {
    await expect(
      solveSokobanOnThreads(microban[1], { threads: 2, repeatable: true }),
    ).rejects.toThrow('a repeatable solve runs on one thread');
    const alone = await solveSokobanOnThreads(microban[1], { threads: 1, repeatable: true });
    expect(alone.outcome).toBe('found');
  });

  it('keeps to the time limit on every thread', async () => {
    const hard = bundled('xsokoban')[28];
    const result = await solveSokobanOnThreads(hard, { threads: 2, timeLimitMs: 400 });
    expect(result.outcome).toBe('timeLimit');
  });

  it('gives two threads twice the memory of one by default, at most half of all memory', async () => {
    const half = Math.floor(totalmem() / 2);
    expect(await memoryForThreads(1)).toBe(DEFAULT_MEMORY_BYTES);
    expect(await memoryForThreads(2)).toBe(
      Math.max(DEFAULT_MEMORY_BYTES, Math.min(2 * DEFAULT_MEMORY_BYTES, half)),
    );
    expect(await memoryForThreads(1000)).toBe(Math.max(DEFAULT_MEMORY_BYTES, half));
  });

  it('stops every thread when their one budget of stored states is spent', async () => {
    const hard = bundled('xsokoban')[28];
    const options = { threads: 2, firstTurnMs: 0, maxStates: 20_000, timeLimitMs: 30_000 };
    const result = await solveSokobanOnThreads(hard, options);
    expect(result).toMatchObject({ outcome: 'memoryLimit', threads: 2 });
  }, 60_000);

  it('joins a forward search on one thread and a backward one on another that meet', async () => {
    // Two searches that end only by meeting, one a thread: only a meeting across threads solves.
    const halves: TuningPlan = [
      {
        name: 'forward-half',
        gWeight: 0,
        hWeight: 1,
        goalOnPop: false,
        corralPruning: false,
        meetOnly: true,
      },
      {
        name: 'backward-half',
        gWeight: 1,
        hWeight: 20,
        goalOnPop: false,
        corralPruning: false,
        reverse: true,
        meetOnly: true,
      },
    ];
    const level = bundled('xsokoban')[0];
    const options = { threads: 2, firstTurnMs: 0, timeLimitMs: 30_000, plan: halves };
    const result = await solveSokobanOnThreads(level, options);
    expect(result).toMatchObject({ outcome: 'found', threads: 2 });
    expect(['forward-half', 'backward-half']).toContain(result.foundBy?.preset);
    expect(result.foundBy?.description).toMatch(/on another thread$/);
    expect(checkSolution(level, result.solution!).ok).toBe(true);
  }, 60_000);
});
