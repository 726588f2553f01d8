// The queue's faults against a real redis-server: a worker SIGKILLed in the middle of a level,
// a worker's Ctrl-C, Redis restarted during a run with its data and without it. Every level
// is reported exactly once. And a --queue that reaches something other than Redis, a solving
// thread that dies, and errors that are not Errors.
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as workerThreads from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorText } from '../src/cli/queue/error-text.js';
import { SolverThread, type SokobanLevel } from '../src/puzzles/sokoban/index.js';
import { runCliProcess, type ProcessRun } from './run-cli-process.js';
import { queueTestsSkipped, startRedis, type RedisServer } from './redis-server.js';
import {
  levelFile,
  levelLineCounts,
  scratch,
  startWorkerProcess,
  stopWorker,
  type WorkerProcess,
} from './queue-processes.js';

const missing = queueTestsSkipped();

const everyLevelOnce = (run: ProcessRun, levels: number): void => {
  const counts = levelLineCounts(run.out);
  expect([...counts.keys()].sort((a, b) => a - b)).toEqual(
    Array.from({ length: levels }, (_, k) => k + 1),
  );
  expect([...counts.values()].every((n) => n === 1)).toBe(true);
  expect(run.out).toContain(`solved ${levels - 1}/${levels}`);
};

describe.skipIf(missing)('queue faults', () => {
  let redis: RedisServer;
  const workers: WorkerProcess[] = [];
  beforeEach(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => stopWorker(w)));
    await redis?.stop();
  });

  it('a worker SIGKILLed mid-level: its level is solved by another, each level reported once', async () => {
    const url = redis.url();
    // Level 1 runs for its whole 3 s: the first worker is killed while it holds it.
    const file = levelFile(scratch(), 4, true);
    const doomed = await startWorkerProcess(url);
    workers.push(doomed);
    let survivor: WorkerProcess | undefined;
    const run = await runCliProcess(
      ['sokoban', 'solve', file, '--all', '--time-limit', '3s', '--queue', url],
      () => {
        void doomed.waitFor(/started, 19x13/).then(async () => {
          await stopWorker(doomed, 'SIGKILL');
          survivor = await startWorkerProcess(url);
          workers.push(survivor);
        });
      },
    );
    expect(run.code).toBe(1);
    everyLevelOnce(run, 5);
    const name = /worker (\S+) on/.exec(survivor!.output())![1];
    expect(run.out).toContain(`levels by worker:\n  ${name}: 5 levels (1-5)`);
    expect(survivor!.output()).toMatch(/stalled, back in the queue/);
  }, 90_000);

  it("a worker's Ctrl-C finishes the level in hand; a second one hands it back", async () => {
    const url = redis.url();
    const file = levelFile(scratch(), 2, true);
    const worker = await startWorkerProcess(url);
    workers.push(worker);
    const producer = runCliProcess([
      'sokoban',
      'solve',
      file,
      '--all',
      '--time-limit',
      '4s',
      '--queue',
      url,
    ]);
    await worker.waitFor(/started, 19x13/);
    worker.child.kill('SIGINT');
    await worker.waitFor(/finishing the levels in hand/);
    // The level in hand is finished and reported; the others stay on the queue.
    expect(await worker.exited).toBe(130);
    expect(worker.output()).toMatch(/stopped: 0 solved, 1 not solved, 0 failed, 0 handed back/);

    const second = await startWorkerProcess(url, '--jobs', '1');
    workers.push(second);
    const run = await producer;
    everyLevelOnce(run, 3);

    // Handing back: a new run under other limits, stopped twice while level 1 runs.
    const impatient = await startWorkerProcess(url);
    workers.push(impatient);
    await stopWorker(second, 'SIGKILL');
    const again = runCliProcess([
      'sokoban',
      'solve',
      file,
      '--all',
      '--time-limit',
      '5s',
      '--queue',
      url,
    ]);
    await impatient.waitFor(/started, 19x13/);
    impatient.child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    impatient.child.kill('SIGINT');
    expect(await impatient.exited).toBe(130);
    expect(impatient.output()).toMatch(/handed back to the queue/);
    expect(impatient.output()).toMatch(/0 solved, 0 not solved, 0 failed, 1 handed back/);
    const last = await startWorkerProcess(url);
    workers.push(last);
    everyLevelOnce(await again, 3);
  }, 120_000);

  it('Redis restarted during a run: producer and worker reconnect and finish', async () => {
    const url = redis.url();
    const file = levelFile(scratch(), 4, true);
    const worker = await startWorkerProcess(url);
    workers.push(worker);
    const run = await runCliProcess(
      ['sokoban', 'solve', file, '--all', '--time-limit', '3s', '--queue', url],
      () => {
        void worker.waitFor(/started, 19x13/).then(() => redis.restart(1000));
      },
    );
    expect(run.code).toBe(1);
    everyLevelOnce(run, 5);
    expect(run.err).toMatch(/lost Redis at redis:\/\/127\.0\.0\.1:\d+\/0 .*reconnecting/);
    expect(worker.output()).toMatch(/lost Redis at .*reconnecting/);
  }, 90_000);

  it('Redis restarted without its data: lost jobs are queued again and the worker goes on', async () => {
    const url = redis.url();
    // Two levels that run their whole 3 s: each worker holds one when the data goes.
    const file = levelFile(scratch(), 4, 2);
    const doomed = await startWorkerProcess(url);
    const survivor = await startWorkerProcess(url);
    workers.push(doomed, survivor);
    const run = await runCliProcess(
      ['sokoban', 'solve', file, '--all', '--time-limit', '3s', '--queue', url],
      () => {
        const bothBusy = [doomed, survivor].map((w) => w.waitFor(/started, 19x13/));
        void Promise.all(bothBusy).then(async () => {
          await stopWorker(doomed, 'SIGKILL');
          await redis.restartEmpty(3000);
        });
      },
    );
    expect(run.code).toBe(1);
    const counts = levelLineCounts(run.out);
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(run.out).toContain('solved 4/6');
    expect(run.out).not.toMatch(/failed/);
    expect(run.err).toMatch(/job\(s\) were no longer on the queue .*adding them again/);
    const name = /worker (\S+) on/.exec(survivor.output())![1];
    expect(run.out).toContain(`levels by worker:\n  ${name}: 6 levels (1-6)`);
    expect(survivor.output()).not.toMatch(/failed|\[object Object\]/);
    // The job it held is said to be lost, not Redis to be down.
    expect(survivor.output()).toMatch(/job \w+: Redis no longer holds it for this worker/);
    expect(survivor.output()).not.toMatch(/lost Redis at [^\n]*(lock|for job)/);
  }, 90_000);
});

describe('a --queue that reaches a server other than Redis', () => {
  let web: Server;
  let port: number;
  beforeEach(async () => {
    web = createServer((_, response) => response.end('hello'));
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    port = (web.address() as { port: number }).port;
  });
  afterEach(async () => {
    web.closeAllConnections();
    await new Promise((resolve) => web.close(resolve));
  });

  it('says in one line (exit 2) that the server is not Redis, and what it sent', async () => {
    const expected = `puzzlegraph: the server at redis://127.0.0.1:${port}/0 did not answer as Redis (it sent "HTTP/1.1 400 Bad Request"): is --queue the right address?\n`;
    const worker = await runCliProcess(['worker', '--queue', `redis://127.0.0.1:${port}`]);
    expect(worker.code).toBe(2);
    expect(worker.err).toBe(expected);
    const producer = await runCliProcess([
      'sokoban',
      'solve',
      'microban',
      '--all',
      '--queue',
      `redis://:hunter2@127.0.0.1:${port}`,
    ]);
    expect(producer.code).toBe(2);
    expect(producer.err).toBe(expected.replace('redis://', 'redis://:***@'));
  }, 60_000);
});

describe('a solving thread that fails', () => {
  // A thread module in the lane worker's place that dies as a thread does when an error nothing
  // catches is no Error (a DataCloneError, which reaches the parent as `{}`): in a level, or
  // between two levels. It answers with its thread's id.
  const threadModule = (): URL => {
    const file = join(scratch(), 'dying-thread.mjs');
    writeFileSync(
      file,
      [
        "import { MessageChannel, parentPort, threadId } from 'node:worker_threads';",
        'const uncloneable = () => new MessageChannel().port1.postMessage({ f() {} });',
        "parentPort.on('message', ({ level }) => {",
        "  if (level === 'die') return queueMicrotask(uncloneable);",
        "  if (level === 'die later') setTimeout(uncloneable, 50);",
        "  parentPort.postMessage({ kind: 'done', result: threadId });",
        '});',
      ].join('\n'),
    );
    return pathToFileURL(file);
  };

  it('is replaced by a new thread for the next level, and the reason is said', async () => {
    const lines: string[] = [];
    const thread = new SolverThread(workerThreads, {
      module: threadModule(),
      memoryMb: 64,
      onFailure: (error) => lines.push(errorText(error)),
    });
    const run = (level: string) =>
      thread.solve({
        level: level as unknown as SokobanLevel,
        options: {},
      }) as unknown as Promise<number>;
    try {
      const first = await run('a');
      expect(await run('b')).toBe(first);
      const failure = await run('die').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(errorText(failure)).toBe('a solving thread failed: {}');
      const second = await run('c');
      expect(second).not.toBe(first);
      // A thread that dies between levels must not end the process (an unheard 'error').
      expect(await run('die later')).toBe(second);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const third = await run('d');
      expect(third).not.toBe(second);
      expect(await run('e')).toBe(third);
      expect(lines).toEqual(['a solving thread failed: {}', 'a solving thread failed: {}']);
    } finally {
      await thread.close();
    }
  }, 30_000);
});

describe('errorText', () => {
  it('says what any thrown value was, never [object Object]', () => {
    expect(errorText(new Error('connect ECONNREFUSED 127.0.0.1:1\nat ...'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(errorText(Object.assign(new Error(''), { code: 'ECONNRESET' }))).toBe('ECONNRESET');
    expect(errorText('out of luck')).toBe('out of luck');
    expect(errorText({ message: 'plain object with a message' })).toBe(
      'plain object with a message',
    );
    expect(errorText({})).toBe('{} (not an Error)');
    expect(errorText(42)).toBe('42 (not an Error)');
    expect(errorText(undefined)).toBe('no reason given (undefined)');
    expect(errorText({ deep: 'x'.repeat(500) }).length).toBeLessThan(230);
  });
});
