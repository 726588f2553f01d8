import { readFileSync } from 'node:fs';
import * as workerThreads from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../../format/parse.js';
import { SolverThread } from './solver-thread.js';

const xsokoban = parseCollection(
  readFileSync(new URL('../../../../../data/sokoban/xsokoban.sok', import.meta.url), 'utf8'),
);

const [small] = parseCollection('#######\n#@ $ .#\n#  $ .#\n#######\n');

describe('SolverThread', () => {
  it('fails a level that outgrows its heap limit, and solves the next on a new thread', async () => {
    const failures: string[] = [];
    const thread = new SolverThread(workerThreads, {
      memoryMb: 10,
      onFailure: (error) => failures.push(error.message),
    });
    try {
      // The level fills the 10 MiB heap within seconds here, where the threads load the solver
      // from source (a thread of the built package lasts some 30 s; with 12 MiB the level was
      // once solved first, in 74 s under the suite's load, and with 16 MiB it is solved in about
      // a minute). The time limit only keeps a thread that never fails from hanging the test.
      const failure = await thread
        .solve({ level: xsokoban[28], options: { timeLimitMs: 120_000 } })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({
        message: 'the level ran out of memory on its thread',
        code: 'ERR_WORKER_OUT_OF_MEMORY',
      });
      expect(failures).toEqual(['the level ran out of memory on its thread']);
      // A small level after it, on a new thread with the same heap limit: a thread starts and
      // solves within it, so the heap ran out on the large level, not on the thread's start.
      // (Progress reports are no evidence: once, under the suite's load, the thread died
      // before the main thread had heard any, 0.5 s into the test.)
      const next = await thread.solve({ level: small, options: { timeLimitMs: 30_000 } });
      expect(next.outcome).toBe('found');
    } finally {
      await thread.close();
    }
  }, 150_000);

  it('stops a level at the signal and stays up for the next', async () => {
    const thread = new SolverThread(workerThreads);
    try {
      const controller = new AbortController();
      const progress: number[] = [];
      const stopped = thread.solve({
        level: xsokoban[28],
        options: { timeLimitMs: 60_000, firstTurnMs: 0 },
        signal: controller.signal,
        onProgress: (stats) => {
          progress.push(stats.expanded);
          controller.abort();
        },
      });
      expect((await stopped).outcome).toBe('aborted');
      expect(progress.length).toBeGreaterThan(0);
      const next = await thread.solve({ level: xsokoban[0], options: { timeLimitMs: 30_000 } });
      expect(next.outcome).toBe('found');
    } finally {
      await thread.close();
    }
  }, 60_000);
});
