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
import { fileURLToPath } from 'node:url';
import { Queue, QueueEvents } from 'bullmq';
import { Command } from 'commander';
import { makePayload, QUEUE_NAME } from '../src/cli/queue/payload.js';
import { parseLevel } from '../src/puzzles/sokoban/index.js';
import { redisMissing, startRedis } from '../test/redis-server.js';
import { staleDistReason } from '../test/doc-snippets.js';
import { fromBuild, startWorkerWith, stopWorker } from '../test/queue-processes.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// The built CLI, as users run it: from source every thread would first compile the solver.
const startWorkerProcess = (url: string, ...args: string[]) =>
  startWorkerWith(fromBuild, url, ...args);

interface Summary {
  solved: number;
  total: number;
  elapsedMs: number;
}

function solveRun(args: string[]): Promise<Summary> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [...fromBuild, 'sokoban', 'solve', ...args, '--json'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => {
      try {
        resolve((JSON.parse(out) as { summary: Summary }).summary);
      } catch {
        reject(
          new Error(`sokoban solve ${args.join(' ')} exited ${code} with:\n${out.slice(0, 500)}`),
        );
      }
    });
  });
}

const rate = (s: Summary): number => s.total / (s.elapsedMs / 1000);

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
    const queued: Summary[] = [];
    for (let round = 0; round < Number(options.rounds); round++) {
      const l = await solveRun([...common, '--jobs', '2', '--threads', '1']);
      local.push(l);
      console.log(
        `round ${round + 1} local --jobs 2: ${l.solved}/${l.total} in ${(l.elapsedMs / 1000).toFixed(2)} s, ${rate(l).toFixed(2)} levels/s`,
      );
      // A database of its own each round, so that no result of an earlier round is reused.
      const url = redis.url(round + 1);
      const workers = [
        await startWorkerProcess(url, '--jobs', '1'),
        await startWorkerProcess(url, '--jobs', '1'),
      ];
      const q = await solveRun([...common, '--queue', url]);
      queued.push(q);
      await Promise.all(workers.map((w) => stopWorker(w, 'SIGINT')));
      console.log(
        `round ${round + 1} queue, 2 workers: ${q.solved}/${q.total} in ${(q.elapsedMs / 1000).toFixed(2)} s, ${rate(q).toFixed(2)} levels/s`,
      );
    }
    const best = (runs: Summary[]) => runs.reduce((a, b) => (rate(a) >= rate(b) ? a : b));
    const ratio = rate(best(queued)) / rate(best(local));
    console.log(
      `best: local ${rate(best(local)).toFixed(2)} levels/s, queue ${rate(best(queued)).toFixed(2)} levels/s: the queue runs at ${(ratio * 100).toFixed(1)}% of the local speed (${((1 - ratio) * 100).toFixed(1)}% cost)`,
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
      const payload = makePayload(parseLevel('#####\n#@$.#\n#####'), {
        timeLimitMs: 10_000 + k,
        maxStates: null,
        optimal: 'any',
      });
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
