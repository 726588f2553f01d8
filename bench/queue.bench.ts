/**
 * Queue benchmark: a collection solved on this machine (`--jobs 2`, one thread a level)
 * against the same collection over the queue with two workers here (`--jobs 1` each, one
 * thread), as levels per second, alternating rounds; then the round trip of an empty job
 * (a one-push level) through Redis, a worker and back.
 *
 *   npm run bench:queue                       # Microban II at 10 s, 2 rounds, 100 empty jobs
 *   npm run bench:queue -- microban --time-limit 5s --rounds 3 --empty-jobs 200
 *
 * Runs the built CLI (npx tsc -p tsconfig.build.json first). Needs redis-server (Debian's package); it is started on a free loopback port and stopped
 * after. Times are the runs' own (from the first level handed out to the summary), so the
 * start of the processes is left out on both sides; every solution is replayed by both.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Queue, QueueEvents } from 'bullmq';
import { Command } from 'commander';
import { parseLevel, writeLevel } from '../src/puzzles/sokoban/index.js';
import { redisMissing, startRedis } from '../test/redis-server.js';
import { staleDistReason } from '../test/doc-snippets.js';
import { fromBuild, startWorkerWith, stopWorker } from '../test/queue-processes.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// The built CLI, as users run it: from source every thread would first compile the solver.
const startWorkerProcess = (url: string, ...args: string[]) =>
  startWorkerWith(fromBuild, url, ...args);

// A job as any producer puts it on the queue (src/cli/queue/payload.ts makes it for the CLI;
// the bench uses no CLI module): the board alone, its sha256 and the limits. The worker checks
// every field and the hash, so a payload that drifts from its format fails the bench's jobs.
const QUEUE_NAME = 'puzzlegraph-sokoban';
const onePushLevel = writeLevel(parseLevel('#####\n#@$.#\n#####'), { boardOnly: true });
const emptyJob = (timeLimitMs: number) => ({
  levelText: onePushLevel,
  hash: createHash('sha256').update(onePushLevel).digest('hex'),
  limits: { timeLimitMs, maxStates: null, optimal: 'any' },
});

interface Summary {
  solved: number;
  total: number;
  /** The run's own time, from its first level handed out to its summary. */
  elapsedMs: number;
  /** The command's, from its start to its exit. */
  wallMs: number;
}

function solveRun(args: string[]): Promise<Summary> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('node', [...fromBuild, 'sokoban', 'solve', ...args, '--json'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => {
      try {
        const { summary } = JSON.parse(out) as { summary: Summary };
        resolve({ ...summary, wallMs: performance.now() - started });
      } catch {
        reject(
          new Error(`sokoban solve ${args.join(' ')} exited ${code} with:\n${out.slice(0, 500)}`),
        );
      }
    });
  });
}

const rate = (s: Summary): number => s.total / (s.elapsedMs / 1000);
const wallRate = (s: Summary): number => s.total / (s.wallMs / 1000);
const line = (what: string, s: Summary): string =>
  `${what}: ${s.solved}/${s.total}, run ${(s.elapsedMs / 1000).toFixed(2)} s (${rate(s).toFixed(2)} levels/s), command ${(s.wallMs / 1000).toFixed(2)} s (${wallRate(s).toFixed(2)} levels/s)`;
const percent = (ratio: number): string =>
  `${(ratio * 100).toFixed(1)}% of the local speed (${((1 - ratio) * 100).toFixed(1)}% cost)`;

async function main(): Promise<void> {
  const program = new Command('bench:queue')
    .argument('[file]', 'collection', 'microban2')
    .option('--time-limit <duration>', 'per level', '10s')
    .option('--rounds <n>', 'local and queue runs, alternating', '2')
    .option('--empty-jobs <n>', 'empty jobs timed one after another', '100')
    .parse();
  const [file] = program.processedArgs as [string];
  const options = program.opts<{ timeLimit: string; rounds: string; emptyJobs: string }>();
  const stale = staleDistReason(root);
  if (stale) {
    console.error(`bench:queue: ${stale}; run npx tsc -p tsconfig.build.json first`);
    process.exit(2);
  }
  const missing = redisMissing();
  if (missing) {
    console.error(`bench:queue: ${missing}`);
    process.exit(2);
  }
  const redis = await startRedis();
  try {
    const common = [file, '--all', '--time-limit', options.timeLimit];
    const local: Summary[] = [];
    const warm: Summary[] = [];
    const cold: Summary[] = [];
    for (let round = 0; round < Number(options.rounds); round++) {
      const l = await solveRun([...common, '--jobs', '2', '--threads', '1']);
      local.push(l);
      console.log(line(`round ${round + 1} local --jobs 2`, l));
      // A database of its own each run, so that no result of an earlier run is reused.
      // Warm: the workers are up and waiting when the producer starts.
      let url = redis.url(2 * round + 1);
      let workers = [
        await startWorkerProcess(url, '--jobs', '1'),
        await startWorkerProcess(url, '--jobs', '1'),
      ];
      const w = await solveRun([...common, '--queue', url]);
      warm.push(w);
      await Promise.all(workers.map((worker) => stopWorker(worker, 'SIGINT')));
      console.log(line(`round ${round + 1} queue, 2 workers waiting`, w));
      // Cold: the workers start with the producer, as the local run starts its threads.
      url = redis.url(2 * round + 2);
      const starting = [
        startWorkerProcess(url, '--jobs', '1'),
        startWorkerProcess(url, '--jobs', '1'),
      ];
      const c = await solveRun([...common, '--queue', url]);
      cold.push(c);
      workers = await Promise.all(starting);
      await Promise.all(workers.map((worker) => stopWorker(worker, 'SIGINT')));
      console.log(line(`round ${round + 1} queue, 2 workers started with it`, c));
    }
    const best = (runs: Summary[], by: (s: Summary) => number) =>
      runs.reduce((a, b) => (by(a) >= by(b) ? a : b));
    const localRun = rate(best(local, rate));
    const localWall = wallRate(best(local, wallRate));
    const warmRun = rate(best(warm, rate));
    const coldWall = wallRate(best(cold, wallRate));
    console.log(
      `best runs: local ${localRun.toFixed(2)} levels/s; queue with waiting workers ${warmRun.toFixed(2)} levels/s, ${percent(warmRun / localRun)}`,
    );
    console.log(
      `best commands: local ${localWall.toFixed(2)} levels/s; queue with workers started alongside ${coldWall.toFixed(2)} levels/s, ${percent(coldWall / localWall)}`,
    );
    console.log(
      `empty job round trip: ${await emptyJobs(redis.url(9), Number(options.emptyJobs))}`,
    );
  } finally {
    await redis.stop();
  }
}

/** Adds one-push levels one after another and times each from `add` to its result. */
async function emptyJobs(url: string, count: number): Promise<string> {
  const worker = await startWorkerProcess(url, '--jobs', '1');
  const { port } = new URL(url);
  const connection = { host: '127.0.0.1', port: Number(port), db: 9, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUE_NAME, { connection });
  const events = new QueueEvents(QUEUE_NAME, { connection });
  await events.waitUntilReady();
  try {
    const times: number[] = [];
    for (let k = 0; k < count + 5; k++) {
      // A different time limit each, so that no job id repeats; the first 5 warm up.
      const payload = emptyJob(10_000 + k);
      const started = performance.now();
      const job = await queue.add('solve', payload);
      await job.waitUntilFinished(events, 30_000);
      if (k >= 5) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    return `${count} jobs, mean ${mean.toFixed(2)} ms, median ${times[times.length >> 1].toFixed(2)} ms, 90th percentile ${times[Math.floor(times.length * 0.9)].toFixed(2)} ms`;
  } finally {
    await Promise.allSettled([events.close(), queue.close()]);
    await stopWorker(worker, 'SIGINT');
  }
}

await main();
