// Telling a server that is not Redis from a Redis that failed: ioredis says only `Unknown RESP
// type 72 "H"` (or, when the server hung up at once, `write ECONNRESET`) of a web server at the
// --queue address. This asks the server once more, with one inline PING, and quotes the first
// line it answers when that is no Redis reply.
import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { quoteInput } from '../../errors.js';
import type { RedisTarget } from './redis-url.js';

const ANSWER_WAIT_MS = 2000;

/** The first byte of every RESP2 and RESP3 reply: its type. */
const RESP_TYPES = new Set([...'+-:$*_#,(!=%~>|'].map((c) => c.charCodeAt(0)));

export const isRespReply = (reply: Buffer): boolean =>
  reply.length === 0 || RESP_TYPES.has(reply[0]);

/** The first line of what a server sent, quoted and cut short (`"HTTP/1.1 400 Bad Request"`). */
export function quoteReply(reply: Buffer): string {
  return quoteInput(reply.subarray(0, 512).toString('latin1').split(/\r?\n/)[0]);
}

/**
 * What the server at `target` answers to `PING`, quoted, when that is not a Redis reply;
 * undefined for a Redis reply, silence, or no connection.
 */
export async function nonRedisAnswer(target: RedisTarget): Promise<string | undefined> {
  const reply = await firstReply(target);
  return reply !== undefined && !isRespReply(reply) ? quoteReply(reply) : undefined;
}

function firstReply(target: RedisTarget): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const { host, port } = target;
    const socket: Socket = target.tls
      ? connectTls({ host, port, servername: host })
      : connectTcp({ host, port });
    const done = (reply: Buffer | undefined): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve(reply);
    };
    const timer = setTimeout(() => done(undefined), ANSWER_WAIT_MS);
    socket.once(target.tls ? 'secureConnect' : 'connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk: Buffer) => done(chunk));
    socket.once('error', () => done(undefined));
    socket.once('close', () => done(undefined));
  });
}
