/**
 * `sokoban solve FILE --all --queue URL`: puts one job per level on the queue and reports the
 * results as the workers send them, through the same printer as a local run.
 *
 * The producer keeps no state of its own. Levels answered under the same or larger limits
 * (in Redis or in `--results FILE`) are reported from there; a job id is the level's hash and
 * limits, so adding a level that is queued or running already changes nothing, and a producer
 * started again after a crash simply waits for the same jobs. Results are looked for in Redis
 * every second and the jobs' states every few seconds and whenever Redis is back after an
 * outage, besides the queue's events, so an event missed while Redis restarted loses nothing,
 * and a job Redis lost (a restart without its data) is added again: the producer knows every
 * level it asked for.
 */
import { Queue, QueueEvents, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { type LevelJob, verifyOutcome } from '../../puzzles/sokoban/index.js';
import type { CollectionReport, LevelReport } from '../commands/sokoban-report.js';
import { checkReachable, connectionOptions, describe } from './connection.js';
import {
  jobId,
  limitsKey,
  makePayload,
  QUEUE_NAME,
  type JobPayload,
  type LevelLimits,
} from './payload.js';
import type { RedisTarget } from './redis-url.js';
import {
  appendResultLine,
  bestCovering,
  isSolved,
  parseRecord,
  readResultsFile,
  RedisResultStore,
  resultsKey,
  type ResultRecord,
} from './results.js';

export interface ProducerSettings {
  target: RedisTarget;
  /** The collection's name, for the results file. */
  name: string;
  jobs: readonly LevelJob[];
  limits: LevelLimits;
  resultsFile?: string;
  retryUnsolved: boolean;
  report: CollectionReport;
  /** Ctrl-C: stop waiting; the jobs stay on the queue for the next run. */
  signal: AbortSignal;
  /** Notes about the connection, on stderr. */
  note: (line: string) => void;
  /** Called once Redis has answered, before the first level is reported. */
  onStart: () => void;
}

const RESULTS_POLL_MS = 1000;
const STATES_POLL_MS = 5000;
/** Completed and failed jobs are kept a week: `queue status` counts them, a rerun finds them. */
const KEEP_SECONDS = 7 * 24 * 3600;

interface Entry {
  id: string;
  payload: JobPayload;
  /** The levels of the collection with this board (a collection may repeat one). */
  jobs: LevelJob[];
}

export async function runProducer(settings: ProducerSettings): Promise<void> {
  const { target, limits, report } = settings;
  await checkReachable(target);
  settings.onStart();
  const entries = groupLevels(settings.jobs, limits);
  const redis = new Redis(connectionOptions(target));
  const store = new RedisResultStore(redis);
  const queue = new Queue(QUEUE_NAME, {
    connection: connectionOptions(target),
  });
  const events = new QueueEvents(QUEUE_NAME, { connection: connectionOptions(target) });
  // Redis back after an outage may have come back empty: the jobs are looked at at once.
  const reconnects = new EventTarget();
  watchConnection([redis, queue, events], settings, () =>
    reconnects.dispatchEvent(new Event('back')),
  );
  const pending = new Map(entries.map((entry) => [entry.id, entry]));

  const answer = (
    entry: Entry,
    record: ResultRecord,
    earlier: boolean,
    fileHasIt = false,
  ): void => {
    if (!pending.delete(entry.id)) return;
    for (const job of entry.jobs) {
      const reportOf = levelReport(job, record, earlier);
      if (!reportOf) {
        // A stored solution that does not replay is not reused: solve the level again.
        pending.set(entry.id, entry);
        return;
      }
      if (settings.resultsFile && !fileHasIt) {
        appendResultLine(settings.resultsFile, {
          file: settings.name,
          level: job.index + 1,
          title: job.level.title ?? null,
          ...record,
        });
      }
      report.done(reportOf);
    }
  };

  try {
    await reuseEarlierResults(entries, settings, store, answer);
    await enqueue([...pending.values()], settings, queue, store, answer);
    await waitForResults(pending, settings, { queue, events, reconnects }, store, answer);
  } finally {
    await Promise.allSettled([events.close(), queue.close()]);
    redis.disconnect();
  }
}

function groupLevels(jobs: readonly LevelJob[], limits: LevelLimits): Entry[] {
  const byId = new Map<string, Entry>();
  for (const job of jobs) {
    const payload = makePayload(job.level, limits);
    const id = jobId(payload.hash, limits);
    const entry = byId.get(id);
    if (entry) entry.jobs.push(job);
    else byId.set(id, { id, payload, jobs: [job] });
  }
  return [...byId.values()];
}

/** The report of `job` from a record, or undefined when its solution fails the replay. */
function levelReport(
  job: LevelJob,
  record: ResultRecord,
  earlier: boolean,
): LevelReport | undefined {
  const where = { worker: record.worker, earlier };
  if (record.result === undefined) return { ...job, failure: record.failure ?? 'failed', ...where };
  try {
    return { ...verifyOutcome(job, record.result), ...where };
  } catch {
    return undefined;
  }
}

type Answer = (entry: Entry, record: ResultRecord, earlier: boolean, fileHasIt?: boolean) => void;

/** Reports the levels that runs before answered under covering limits (file first, then Redis). */
async function reuseEarlierResults(
  entries: readonly Entry[],
  settings: ProducerSettings,
  store: RedisResultStore,
  answer: Answer,
): Promise<void> {
  const fromFile = settings.resultsFile ? readResultsFile(settings.resultsFile) : new Map();
  const fromRedis = await store.all([...new Set(entries.map((e) => e.payload.hash))]);
  for (const entry of entries) {
    const { hash } = entry.payload;
    const fileRecords: ResultRecord[] = fromFile.get(hash) ?? [];
    const record = bestCovering([...fileRecords, ...(fromRedis.get(hash) ?? [])], settings.limits);
    if (!record || (!isSolved(record) && settings.retryUnsolved)) continue;
    answer(entry, record, true, fileRecords.includes(record));
  }
}

/**
 * Adds a job for each level still to answer. A finished job for the same level and limits
 * is there only when its answer is being retried (or its record was lost): it is removed
 * first, since adding an id that exists does nothing. A failed job not retried is reported.
 */
async function enqueue(
  entries: readonly Entry[],
  settings: ProducerSettings,
  queue: Queue,
  store: RedisResultStore,
  answer: Answer,
): Promise<void> {
  const toAdd: Entry[] = [];
  for (const entry of entries) {
    const job = await queue.getJob(entry.id);
    const state = job ? await job.getState() : 'missing';
    if (state === 'failed' && !settings.retryUnsolved) {
      const record = failureRecord(entry, settings.limits, job!);
      await store.putIfAbsent(record);
      answer(entry, record, true);
      continue;
    }
    if (job && (state === 'completed' || state === 'failed')) {
      const returned =
        state === 'completed' ? parseRecord(JSON.stringify(job.returnvalue)) : undefined;
      if (returned && !(settings.retryUnsolved && !isSolved(returned))) {
        answer(entry, returned, true);
        continue;
      }
      await job.remove();
    }
    // A retried level's old record must not be taken for its new answer.
    if (settings.retryUnsolved) await storeDelete(store, entry, settings.limits);
    toAdd.push(entry);
  }
  await addJobs(queue, toAdd);
}

async function storeDelete(
  store: RedisResultStore,
  entry: Entry,
  limits: LevelLimits,
): Promise<void> {
  const old = await store.get(entry.payload.hash, limits);
  if (old && !isSolved(old)) await store.remove(entry.payload.hash, limits);
}

async function addJobs(queue: Queue, entries: readonly Entry[]): Promise<void> {
  if (entries.length === 0) return;
  await queue.addBulk(
    entries.map((entry) => ({
      name: 'solve',
      data: entry.payload,
      opts: {
        jobId: entry.id,
        removeOnComplete: { age: KEEP_SECONDS },
        removeOnFail: { age: KEEP_SECONDS },
      },
    })),
  );
}

function failureRecord(entry: Entry, limits: LevelLimits, job: Job): ResultRecord {
  return {
    hash: entry.payload.hash,
    limits,
    worker: job.processedBy,
    finishedAt: new Date(job.finishedOn ?? Date.now()).toISOString(),
    failure: job.failedReason || 'failed',
  };
}

async function waitForResults(
  pending: Map<string, Entry>,
  settings: ProducerSettings,
  { queue, events, reconnects }: { queue: Queue; events: QueueEvents; reconnects: EventTarget },
  store: RedisResultStore,
  answer: Answer,
): Promise<void> {
  const { signal, limits, report } = settings;
  let wake: (() => void) | undefined;
  const nudge = (): void => wake?.();
  let checkStates = false;
  reconnects.addEventListener('back', () => {
    checkStates = true;
    nudge();
  });
  events.on('completed', nudge);
  events.on('failed', () => {
    checkStates = true;
    nudge();
  });
  events.on('progress', ({ jobId: id, data }) => {
    const entry = pending.get(id);
    const states = (data as { states?: unknown } | undefined)?.states;
    if (entry && typeof states === 'number') report.progress(entry.jobs[0], { states });
  });
  signal.addEventListener('abort', nudge, { once: true });
  let lastStatesCheck = Date.now();
  while (pending.size > 0 && !signal.aborted) {
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, RESULTS_POLL_MS).unref();
    });
    wake = undefined;
    if (signal.aborted) break;
    const waiting = [...pending.values()];
    const pipeline = store.pipeline();
    for (const entry of waiting) pipeline.hget(resultsKey(entry.payload.hash), limitsKey(limits));
    const found = (await pipeline.exec()) ?? [];
    waiting.forEach((entry, k) => {
      const [error, text] = found[k] ?? [];
      const record = !error && typeof text === 'string' ? parseRecord(text) : undefined;
      if (record) answer(entry, record, false);
    });
    if (checkStates || Date.now() - lastStatesCheck >= STATES_POLL_MS) {
      checkStates = false;
      lastStatesCheck = Date.now();
      await checkJobStates([...pending.values()], settings, queue, store, answer);
    }
  }
}

/** Failed jobs are reported; jobs Redis no longer has (and no answer) are added again. */
async function checkJobStates(
  entries: readonly Entry[],
  settings: ProducerSettings,
  queue: Queue,
  store: RedisResultStore,
  answer: Answer,
): Promise<void> {
  const lost: Entry[] = [];
  for (const entry of entries) {
    const job = await queue.getJob(entry.id);
    if (!job) {
      // The worker stores the answer before it completes the job: look once more.
      const record = await store.get(entry.payload.hash, settings.limits);
      if (record) answer(entry, record, false);
      else lost.push(entry);
      continue;
    }
    if ((await job.getState()) === 'failed') {
      const record = failureRecord(entry, settings.limits, job);
      await store.putIfAbsent(record);
      answer(entry, record, false);
    }
  }
  if (lost.length > 0) {
    settings.note(
      `${lost.length} job(s) were no longer on the queue (Redis lost them?); adding them again`,
    );
    await addJobs(queue, lost);
  }
}

/** Says once per outage that Redis went away, and when it is back; the password never shows. */
function watchConnection(
  clients: readonly { on(event: 'error', listener: (error: Error) => void): unknown }[],
  settings: ProducerSettings,
  onBack: () => void,
): void {
  let down = false;
  for (const client of clients) {
    client.on('error', (error: Error) => {
      if (down) return;
      down = true;
      settings.note(
        `lost Redis at ${settings.target.shown} (${describe(error, settings.target)}); reconnecting`,
      );
    });
  }
  const [redis] = clients as [Redis];
  redis.on('ready', () => {
    if (!down) return;
    settings.note(`connected to Redis at ${settings.target.shown} again`);
    down = false;
    onBack();
  });
}
