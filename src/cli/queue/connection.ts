// ioredis options for a `--queue` target, and the first contact with it: a bounded wait, so
// that a Redis nobody answers for ends the command with a clear message instead of a hang.
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { InputError } from '../../errors.js';
import { errorText } from './error-text.js';
import { nonRedisAnswer } from './not-redis.js';
import { redact, type RedisTarget } from './redis-url.js';

/** How long the first connection may take before the command gives up. */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * Options for BullMQ's connections. Commands wait through a lost connection
 * (`maxRetriesPerRequest: null`, which BullMQ's workers require) while ioredis reconnects
 * every second or two, so a Redis restarted mid-run is picked up again.
 */
export function connectionOptions(target: RedisTarget): RedisOptions {
  return {
    host: target.host,
    port: target.port,
    db: target.db,
    username: target.username,
    password: target.password,
    // rediss://: TLS with the host's name checked against its certificate (NODE_EXTRA_CA_CERTS
    // adds a private CA).
    tls: target.tls ? { servername: target.host } : undefined,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: null,
    retryStrategy: (times: number) => Math.min(200 * times, 2000),
  };
}

/**
 * Connects once, with no retries, and PINGs: throws an InputError naming the (redacted) URL
 * and what went wrong when Redis cannot be reached, refuses the password, or is not Redis at
 * all (a web server, say), in which case the message quotes what the server sent.
 */
export async function checkReachable(target: RedisTarget): Promise<void> {
  const client = new Redis({
    ...connectionOptions(target),
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let lastError: Error | undefined;
  client.on('error', (error: Error) => (lastError = error));
  // A server that took the connection and then answered wrong may be no Redis at all.
  let connected = false;
  client.on('connect', () => (connected = true));
  const silence = new Error(`no answer in ${CONNECT_TIMEOUT_MS / 1000} s`);
  const timeout = new Promise<never>((_, reject) => {
    const timer = setTimeout(() => reject(silence), CONNECT_TIMEOUT_MS + 500);
    timer.unref();
  });
  try {
    await Promise.race([client.connect().then(() => client.ping()), timeout]);
  } catch (error) {
    const answer = connected && error !== silence ? await nonRedisAnswer(target) : undefined;
    if (answer !== undefined) {
      throw new InputError(
        `the server at ${target.shown} did not answer as Redis (it sent ${redact(answer, target)}): is --queue the right address?`,
      );
    }
    throw new InputError(
      `cannot use Redis at ${target.shown}: ${describe(lastError ?? error, target)}`,
    );
  } finally {
    client.disconnect();
  }
}

/** An ioredis or BullMQ error in one line, password removed. */
export function describe(error: unknown, target: Pick<RedisTarget, 'password'>): string {
  return redact(errorText(error), target);
}
