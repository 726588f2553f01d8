// `puzzlegraph worker --queue URL` (solve queued Sokoban levels on this machine) and
// `puzzlegraph queue status --queue URL`. The producer is `sokoban solve FILE --all --queue URL`.
import { availableParallelism, totalmem } from 'node:os';
import { Command } from 'commander';
import type { CliContext } from '../context.js';
import { EXIT } from '../exit-codes.js';
import { parseDuration, parseInteger } from '../options.js';
import { toJson } from '../text.js';
import { parseRedisUrl } from '../queue/redis-url.js';
import { JOB_QUEUE, loadOptional } from '../optional-packages.js';

const QUEUE_URL_HELP = 'Redis URL: redis://[user:password@]host[:port][/db], rediss:// for TLS';

/** Heap for each solving thread: a share of the machine's memory, 512 MiB to 8 GiB. */
function defaultThreadMemoryMb(jobs: number): number {
  const share = Math.floor(((totalmem() / 2 ** 20) * 0.75) / jobs);
  return Math.max(512, Math.min(8192, share));
}

interface WorkerCliOptions {
  queue: string;
  jobs: string;
  threads?: string;
  threadMemory?: string;
  stallTimeout: string;
  name?: string;
  equalShares?: boolean;
}

export function registerWorker(program: Command, context: CliContext): void {
  program
    .command('worker')
    .description(
      'solve Sokoban levels from a queue (the producer: sokoban solve FILE --all --queue URL)',
    )
    .requiredOption('--queue <url>', QUEUE_URL_HELP)
    .option('--jobs <n>', 'levels solved at once', '1')
    .option(
      '--threads <n>',
      "threads for each level's searches (default: the cores divided by --jobs)",
    )
    .option(
      '--thread-memory <MiB>',
      'heap limit of each solving thread (default: 3/4 of the memory divided by --jobs)',
    )
    .option(
      '--stall-timeout <duration>',
      "how long a job's lock lasts unrenewed, and how often stalled jobs are looked for: a dead worker's level is solved elsewhere after one to two of these",
      '30s',
    )
    .option('--name <name>', 'the name in results and queue status (default: hostname:pid)')
    .option(
      '--equal-shares',
      "give each level's searches equal shares of its time; by default they are shared by the searches that solved this worker's levels before (not for --repeatable runs, which always share equally)",
    )
    .addHelpText(
      'after',
      [
        '',
        'Runs until Ctrl-C: the first lets the levels in hand finish and report, a second (a',
        'second or more later) hands them back to the queue; SIGTERM hands them back at once.',
        'Exit code 130 after Ctrl-C or SIGTERM, 2 for a bad or unreachable --queue.',
        '',
        'Examples:',
        '  puzzlegraph worker --queue redis://queue.example:6379 --jobs 4',
        '  puzzlegraph worker --queue rediss://:secret@queue.example:6380/1',
      ].join('\n'),
    )
    .action(async (options: WorkerCliOptions) => {
      const target = parseRedisUrl(options.queue);
      const jobs = parseInteger(options.jobs, '--jobs', 1, 256);
      const threads =
        options.threads === undefined
          ? Math.max(1, Math.floor(availableParallelism() / jobs))
          : parseInteger(options.threads, '--threads', 1, 64);
      const threadMemoryMb =
        options.threadMemory === undefined
          ? defaultThreadMemoryMb(jobs)
          : parseInteger(options.threadMemory, '--thread-memory', 16, 1 << 20);
      const stallMs = parseDuration(options.stallTimeout, '--stall-timeout');
      // The queue's modules load BullMQ, a fifth of every command's start-up: only when used.
      const { checkReachable } = await import('../queue/connection.js');
      const { startWorker } = await loadOptional(JOB_QUEUE, () => import('../queue/worker.js'));
      await checkReachable(target);
      const log = (line: string): void => context.out(`${new Date().toISOString()} ${line}\n`);
      const worker = await startWorker({
        target,
        jobs,
        threads,
        threadMemoryMb,
        stallMs,
        name: options.name,
        learnShares: !options.equalShares,
        log,
      });
      log(
        `worker ${worker.name} on ${target.shown}: ${jobs} level${jobs === 1 ? '' : 's'} at once, ${threads} thread${threads === 1 ? '' : 's'} each${options.equalShares ? ', equal shares' : ''}; waiting for jobs (Ctrl-C stops)`,
      );
      let firstAt: number | undefined;
      const onInterrupt = (): void => {
        if (firstAt === undefined) {
          firstAt = performance.now();
          log('Ctrl-C: finishing the levels in hand (Ctrl-C again hands them back to the queue)');
          void worker.finish();
        } else if (performance.now() - firstAt >= 1000) {
          log('Ctrl-C again: handing the levels in hand back to the queue');
          void worker.handBack();
        }
      };
      const onTerminate = (): void => {
        firstAt ??= performance.now();
        log('SIGTERM: handing the levels in hand back to the queue');
        void worker.handBack();
      };
      process.on('SIGINT', onInterrupt);
      process.on('SIGTERM', onTerminate);
      try {
        await worker.closed;
      } finally {
        process.off('SIGINT', onInterrupt);
        process.off('SIGTERM', onTerminate);
      }
      const { solved, unsolved, failed, handedBack } = worker.counts;
      log(
        `worker ${worker.name} stopped: ${solved} solved, ${unsolved} not solved, ${failed} failed, ${handedBack} handed back`,
      );
      context.exitCode = EXIT.interrupted;
    });

  program
    .command('queue')
    .description('look at the Sokoban job queue that workers take levels from')
    .command('status')
    .description('job counts (waiting, active, completed, failed) and the workers connected')
    .requiredOption('--queue <url>', QUEUE_URL_HELP)
    .option('--json', 'print the status as JSON')
    .action(async (options: { queue: string; json?: boolean }) => {
      const target = parseRedisUrl(options.queue);
      const { formatStatus, queueStatus } = await loadOptional(
        JOB_QUEUE,
        () => import('../queue/status.js'),
      );
      const status = await queueStatus(target);
      context.out(options.json ? toJson(status) : formatStatus(status));
    });
}
