// The queue end to end against a real redis-server: worker processes, the producer
// (`sokoban solve --queue`) and `queue status`, all started from source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelHash, makePayload, QUEUE_NAME, type LevelLimits } from '../src/cli/queue/payload.js';
import { parseLevel } from '../src/puzzles/sokoban/index.js';
import { runCli } from './run-cli.js';
import { runCliProcess } from './run-cli-process.js';
import { queueTestsSkipped, startRedis, tlsMissing, type RedisServer } from './redis-server.js';
import {
  levelFile,
  levelLineCounts,
  scratch,
  startWorkerProcess,
  stopWorker,
  type WorkerProcess,
} from './queue-processes.js';

const missing = queueTestsSkipped();

const connection = (url: string) => {
  const { hostname, port, pathname, password } = new URL(url);
  return {
    host: hostname,
    port: Number(port),
    db: Number(pathname.slice(1) || 0),
    password: password ? decodeURIComponent(password) : undefined,
    maxRetriesPerRequest: null,
  };
};

type LevelAnswer = {
  level: number;
  outcome: string;
  moves: number;
  solution: string;
  worker?: string;
};
const answers = (json: string): LevelAnswer[] =>
  (JSON.parse(json) as { levels: LevelAnswer[] }).levels;

describe.skipIf(missing)('the queue on a real Redis', () => {
  let redis: RedisServer;
  const workers: WorkerProcess[] = [];
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => stopWorker(w)));
    await redis?.stop();
  });

  it('two workers and a producer give the results of a local run; a rerun reuses them', async () => {
    const url = redis.url(1);
    workers.push(await startWorkerProcess(url), await startWorkerProcess(url));
    const names = workers.map((w) => /worker (\S+) on/.exec(w.output())![1]);
    const args = [
      'sokoban',
      'solve',
      'microban',
      '--level',
      '1-30',
      '--time-limit',
      '5s',
      '--json',
      // The same answers on any machine: the searches take turns by positions, not the clock.
      '--repeatable',
    ];
    const local = await runCli([...args, '--threads', '1']);
    const queued = await runCliProcess([...args, '--queue', url]);
    expect(queued.err).toBe('');
    expect(queued.code).toBe(0);
    const strip = ({ level, outcome, moves, solution }: LevelAnswer) => ({
      level,
      outcome,
      moves,
      solution,
    });
    expect(answers(queued.out).map(strip)).toEqual(answers(local.out).map(strip));
    for (const answer of answers(queued.out)) expect(names).toContain(answer.worker);

    const status = await runCliProcess(['queue', 'status', '--queue', url]);
    expect(status.out).toContain('waiting 0   active 0   completed 30   failed 0');
    expect(status.out).toContain('2 workers connected:');
    for (const name of names) expect(status.out).toContain(`  ${name}  from 127.0.0.1:`);

    const again = await runCliProcess([
      'sokoban',
      'solve',
      'microban',
      '--level',
      '1-30',
      '--time-limit',
      '5s',
      '--queue',
      url,
    ]);
    expect(again.code).toBe(0);
    expect(again.out).toContain('solved 30/30');
    expect(again.out).toContain('  earlier runs: 30 levels (1-30)');
    // The same level under a shorter limit is answered by the longer run's result too.
    const shorter = await runCliProcess([
      'sokoban',
      'solve',
      'microban',
      '--level',
      '1-30',
      '--time-limit',
      '1s',
      '--queue',
      url,
    ]);
    expect(shorter.out).toContain('  earlier runs: 30 levels (1-30)');
  }, 120_000);

  it('fails bad payloads and unparsable levels with the reason, and goes on', async () => {
    const url = redis.url(2);
    const worker = await startWorkerProcess(url);
    workers.push(worker);
    const queue = new Queue(QUEUE_NAME, { connection: connection(url) });
    // From the stream's start: `waitUntilReady` resolves before the first read from the newest
    // event, so a job failed within that moment would never be heard of (BullMQ issue 2874).
    // The database is this test's own, so every event in it is one of this test's.
    const events = new QueueEvents(QUEUE_NAME, { connection: connection(url), lastEventId: '0-0' });
    try {
      await events.waitUntilReady();
      const limits: LevelLimits = { timeLimitMs: 5000, maxStates: null, optimal: 'any' };
      const broken = '#####\n#@$x#\n#####';
      const bad = [
        ['not an object', 'bad job payload: the job payload must be an object'],
        [{ levelText: 'x', hash: 'y', limits, path: '/etc' }, 'unknown field "path"'],
        [
          { levelText: broken, hash: levelHash(broken), limits },
          'level does not parse: job level:2:4: unknown character "x"',
        ],
        [
          {
            ...makePayload(parseLevel('#####\n#@$.#\n#####'), limits),
            limits: { ...limits, timeLimitMs: 'soon' },
          },
          'limits.timeLimitMs must be a whole number',
        ],
      ] as const;
      for (const [data, reason] of bad) {
        const job = await queue.add('solve', data);
        await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow(reason);
      }
      const good = await queue.add('solve', makePayload(parseLevel('#####\n#@$.#\n#####'), limits));
      const record = (await good.waitUntilFinished(events, 30_000)) as {
        result: { solution: string };
      };
      expect(record.result.solution).toBe('R');
      expect(worker.output()).toContain('failed: level does not parse');
    } finally {
      await Promise.allSettled([events.close(), queue.close()]);
      await stopWorker(worker);
    }
  }, 60_000);

  it('a killed producer started again picks up; reruns skip answers, --retry-unsolved retries', async () => {
    const url = redis.url(3);
    const dir = scratch();
    const file = levelFile(dir, 3, true);
    const results = join(dir, 'results.jsonl');
    const args = [
      'sokoban',
      'solve',
      file,
      '--all',
      '--time-limit',
      '1s',
      '--queue',
      url,
      '--results',
      results,
    ];
    // No worker yet: the producer queues the 4 levels and waits; it is killed there.
    const queue = new Queue(QUEUE_NAME, { connection: connection(url) });
    try {
      const first = runCliProcess(args, (child) => {
        const poll = setInterval(async () => {
          if ((await queue.getJobCounts('waiting')).waiting === 4) {
            clearInterval(poll);
            child.kill('SIGKILL');
          }
        }, 100);
      });
      expect((await first).signal).toBe('SIGKILL');
    } finally {
      await queue.close();
    }
    const worker = await startWorkerProcess(url);
    const second = await runCliProcess(args);
    expect(second.code).toBe(1);
    expect([...levelLineCounts(second.out)]).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
    expect(second.out).toContain('not solved: 1 (time limit)');
    const lines = readFileSync(results, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.level, l.result.outcome])).toEqual([
      [1, 'timeLimit'],
      [2, 'found'],
      [3, 'found'],
      [4, 'found'],
    ]);
    // The worker learns shares as it goes: equal until it has solved a level, unequal after.
    const equal = (shares: Record<string, number>) => new Set(Object.values(shares)).size === 1;
    const byFinish = [...lines].sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
    const firstSolved = byFinish.findIndex((l) => l.result.outcome === 'found');
    expect(firstSolved).toBeLessThan(3);
    for (const [k, line] of byFinish.entries()) {
      expect(Object.keys(line.shares)).toEqual([
        'fess',
        'reverse',
        'goal-rooms',
        'base-plan',
        'spread-pair',
      ]);
      expect(equal(line.shares)).toBe(k <= firstSolved);
    }
    expect(worker.output()).toMatch(/job \S+: solved by [a-z-]+, \d+ moves, \d+ pushes in /);
    // Ctrl-C: the worker has nothing in hand and stops with the interrupted status.
    worker.child.kill('SIGINT');
    expect(await worker.exited).toBe(130);
    expect(worker.output()).toMatch(/stopped: 3 solved, 1 not solved, 0 failed, 0 handed back/);

    // No worker is running: the rerun is answered from earlier runs alone.
    const third = await runCliProcess(args);
    expect(third.code).toBe(1);
    expect(third.out).toContain('  earlier runs: 4 levels (1-4)');

    const retrier = await startWorkerProcess(url, '--equal-shares');
    workers.push(retrier);
    expect(retrier.output()).toContain('1 thread each, equal shares; waiting for jobs');
    const fourth = await runCliProcess([...args, '--retry-unsolved']);
    expect(fourth.code).toBe(1);
    expect(fourth.out).toMatch(
      /levels by worker:\n {2}\S+: 1 level \(1\)\n {2}earlier runs: 3 levels \(2-4\)/,
    );
    expect(retrier.output()).toMatch(/started, 19x13, 16 crates/);
    const all = readFileSync(results, 'utf8').trim().split('\n');
    expect(all).toHaveLength(5);
    expect(JSON.parse(all[4])).not.toHaveProperty('shares');
  }, 120_000);

  it("the producer's Ctrl-C prints what finished and leaves the jobs queued", async () => {
    const url = redis.url(4);
    const run = await runCliProcess(
      ['sokoban', 'solve', 'microban', '--level', '1-5', '--queue', url],
      (child) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('level result'))
            setTimeout(() => child.kill('SIGINT'), 300);
        });
      },
    );
    expect(run.code).toBe(130);
    expect(run.out).toContain('interrupted: 0 of 5 levels finished');
    const status = await runCliProcess(['queue', 'status', '--queue', url]);
    expect(status.out).toContain('waiting 5   active 0');
  }, 60_000);

  it('refuses bad and unreachable queues with exit 2 and one line', async () => {
    const bad = await runCliProcess(['worker', '--queue', 'redis://host:notaport']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^puzzlegraph: --queue: .*not a URL; expected redis:\/\//);
    const started = Date.now();
    const unreachable = await runCliProcess([
      'sokoban',
      'solve',
      'microban',
      '--all',
      '--queue',
      'redis://:hunter2@127.0.0.1:1',
    ]);
    expect(unreachable.code).toBe(2);
    expect(unreachable.err).toBe(
      'puzzlegraph: cannot use Redis at redis://:***@127.0.0.1:1/0: connect ECONNREFUSED 127.0.0.1:1\n',
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    const noQueue = await runCli(['sokoban', 'solve', 'microban', '--all', '--results', 'r.jsonl']);
    expect(noQueue.code).toBe(2);
    expect(noQueue.err).toContain(
      '--results keeps the results of queue runs; use it with --queue URL',
    );
    // Options a queue run cannot pass on to its workers are refused.
    const onQueue = (...options: string[]) =>
      runCli(['sokoban', 'solve', 'microban', '--all', '--queue', redis.url(), ...options]);
    const jobs = await onQueue('--jobs', '2');
    expect(jobs.err).toContain('--jobs has no effect with --queue');
    const equal = await onQueue('--equal-shares');
    expect(equal.code).toBe(2);
    expect(equal.err).toContain('--equal-shares has no effect with --queue');
  }, 60_000);
});

describe.skipIf(missing)('the queue on a Redis with a password', () => {
  const password = 'pa$$ w0rd!';
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis({ password });
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('works with the password in the URL and never prints it', async () => {
    const url = redis.url();
    const worker = await startWorkerProcess(url);
    try {
      const run = await runCliProcess([
        'sokoban',
        'solve',
        'microban',
        '--level',
        '1-3',
        '--queue',
        url,
      ]);
      expect(run.code).toBe(0);
      expect(run.out).toContain(`on the queue at redis://:***@127.0.0.1:${redis.port}/0`);
      const status = await runCliProcess(['queue', 'status', '--queue', url]);
      expect(status.out).toContain('completed 3');
      const wrong = await runCliProcess([
        'queue',
        'status',
        '--queue',
        url.replace('w0rd', 'guess'),
      ]);
      expect(wrong.code).toBe(2);
      expect(wrong.err).toMatch(
        /^puzzlegraph: cannot use Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:\d+\/0: WRONGPASS/,
      );
      const none = await runCliProcess([
        'queue',
        'status',
        '--queue',
        `redis://127.0.0.1:${redis.port}`,
      ]);
      expect(none.code).toBe(2);
      expect(none.err).toContain('NOAUTH');
      for (const text of [run.out, run.err, status.out, wrong.err, worker.output()]) {
        expect(text).not.toContain(password);
        expect(text).not.toContain(encodeURIComponent(password));
      }
    } finally {
      await stopWorker(worker, 'SIGINT');
    }
  }, 60_000);
});

const noTls = missing ?? tlsMissing();
if (noTls && !missing && process.env.CI) throw new Error(`queue TLS test: ${noTls}`);

describe.skipIf(noTls)('the queue over TLS (rediss://)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis({ tls: true, password: 'over-tls' });
  });
  afterAll(async () => {
    delete process.env.NODE_EXTRA_CA_CERTS;
    await redis?.stop();
  });

  it('checks the certificate, and works once its CA is trusted', async () => {
    const url = redis.url();
    const untrusted = await runCliProcess(['queue', 'status', '--queue', url]);
    expect(untrusted.code).toBe(2);
    expect(untrusted.err).toMatch(
      /^puzzlegraph: cannot use Redis at rediss:\/\/:\*\*\*@localhost:\d+\/0: self[- ]signed certificate/,
    );
    // Children inherit it: Node reads it when it starts.
    process.env.NODE_EXTRA_CA_CERTS = join(redis.dir, 'cert.pem');
    const worker = await startWorkerProcess(url);
    try {
      const run = await runCliProcess([
        'sokoban',
        'solve',
        'microban',
        '--level',
        '1-2',
        '--queue',
        url,
      ]);
      expect(run.code).toBe(0);
      expect(run.out).toContain(`on the queue at rediss://:***@localhost:${redis.port}/0`);
      expect(run.out).toContain('solved 2/2');
    } finally {
      await stopWorker(worker, 'SIGINT');
    }
  }, 60_000);
});
