// The queue's faults against a real redis-server: a worker SIGKILLed in the middle of a level,
// a worker's Ctrl-C, and Redis restarted during a run. Every level is reported exactly once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
});
