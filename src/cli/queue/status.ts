// `puzzlegraph queue status`: the queue's job counts and the workers connected to it.
import { Queue } from 'bullmq';
import { checkReachable, connectionOptions } from './connection.js';
import { QUEUE_NAME } from './payload.js';
import type { RedisTarget } from './redis-url.js';

export interface QueueStatus {
  queue: string;
  redis: string;
  counts: { waiting: number; active: number; completed: number; failed: number; delayed: number };
  /** One entry per worker process (a worker holds several connections). */
  workers: { name: string; address: string; connectedSeconds: number }[];
}

export async function queueStatus(target: RedisTarget): Promise<QueueStatus> {
  await checkReachable(target);
  const queue = new Queue(QUEUE_NAME, { connection: connectionOptions(target) });
  try {
    const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
    const clients = await queue.getWorkers();
    const workers = new Map<string, QueueStatus['workers'][number]>();
    for (const client of clients) {
      const raw = client.rawname ?? '';
      const at = raw.indexOf(':w:');
      const name = at >= 0 ? raw.slice(at + 3) : '(unnamed)';
      const connectedSeconds = Number(client.age ?? 0);
      const known = workers.get(name);
      if (!known || known.connectedSeconds < connectedSeconds) {
        workers.set(name, { name, address: client.addr ?? '?', connectedSeconds });
      }
    }
    return {
      queue: QUEUE_NAME,
      redis: target.shown,
      counts: {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        completed: counts.completed ?? 0,
        failed: counts.failed ?? 0,
        delayed: counts.delayed ?? 0,
      },
      workers: [...workers.values()].sort((a, b) => a.name.localeCompare(b.name)),
    };
  } finally {
    await queue.close();
  }
}

export function formatStatus(status: QueueStatus): string {
  const { counts, workers } = status;
  const lines = [
    `queue ${status.queue} on ${status.redis}`,
    `waiting ${counts.waiting}   active ${counts.active}   completed ${counts.completed}   failed ${counts.failed}   delayed ${counts.delayed}`,
    `${workers.length} worker${workers.length === 1 ? '' : 's'} connected${workers.length > 0 ? ':' : ''}`,
    ...workers.map((w) => `  ${w.name}  from ${w.address}, connected ${w.connectedSeconds} s`),
  ];
  return lines.join('\n') + '\n';
}
