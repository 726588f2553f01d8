// Any thrown value as one line for a log or a job's failed reason. Threads, BullMQ and ioredis
// do not always throw Errors (a value cloned from a thread, an event, a plain object), and
// `String(value)` of those reads `[object Object]`, which names nothing.
import { inspect } from 'node:util';
import { clipInput } from '../../errors.js';

/** How much of an unknown value's description a message repeats. */
const DESCRIBE_LIMIT = 200;

/**
 * An Error's message (or its code when the message is empty), a string as it is, an object's
 * `message` when it has one, or else the value itself described (`{ n: 1 } (not an Error)`).
 */
export function errorText(value: unknown): string {
  const code = codeOf(value);
  if (value instanceof Error) return firstLine(value.message) || code || value.name;
  if (typeof value === 'string') return firstLine(value) || '(an empty message)';
  const message = (value as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message !== '') return firstLine(message);
  if (value === undefined || value === null) return `no reason given (${String(value)})`;
  const described = inspect(value, { depth: 2, breakLength: Infinity, compact: true });
  return `${clipInput(described.replace(/\s+/g, ' '), DESCRIBE_LIMIT)} (not an Error)`;
}

function codeOf(value: unknown): string | undefined {
  const code = (value as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

const firstLine = (text: string): string => text.split('\n')[0].trim();
