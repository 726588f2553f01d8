// `--queue redis://[user:password@]host[:port][/db]` (or `rediss://` for TLS) turned into
// ioredis options, and the same URL as it may be shown: the password is never printed, in
// messages or logs; `redis://:***@host:6379/0` stands for it.
import { InputError } from '../../errors.js';

export interface RedisTarget {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
  tls: boolean;
  /** The URL with the password replaced by `***`: the only form that is printed. */
  shown: string;
}

const EXPECTED = 'expected redis://[user:password@]host[:port][/db] or rediss:// for TLS';

export function parseRedisUrl(text: string): RedisTarget {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError(
      `--queue: ${JSON.stringify(redactUrlText(text))} is not a URL; ${EXPECTED}`,
    );
  }
  const tls = url.protocol === 'rediss:';
  if (!tls && url.protocol !== 'redis:') {
    throw new InputError(
      `--queue: the scheme ${url.protocol} is not redis: or rediss:; ${EXPECTED}`,
    );
  }
  if (url.hostname === '') throw new InputError(`--queue: the URL names no host; ${EXPECTED}`);
  const port = url.port === '' ? 6379 : Number(url.port);
  const dbText = url.pathname.replace(/^\//, '');
  if (!/^\d{0,2}$/.test(dbText)) {
    throw new InputError(
      `--queue: the database ${JSON.stringify(decodeURIComponent(dbText))} is not a number 0 to 99; ${EXPECTED}`,
    );
  }
  if (url.search !== '' || url.hash !== '') {
    throw new InputError(`--queue: the URL takes no ?query or #fragment; ${EXPECTED}`);
  }
  const username = url.username === '' ? undefined : decodeURIComponent(url.username);
  const password = url.password === '' ? undefined : decodeURIComponent(url.password);
  const db = dbText === '' ? 0 : Number(dbText);
  // IPv6 hosts come bracketed from URL; ioredis wants them bare.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const auth = password !== undefined ? `${username ?? ''}:***@` : username ? `${username}@` : '';
  const shown = `${url.protocol}//${auth}${url.hostname}:${port}/${db}`;
  return { host, port, db, username, password, tls, shown };
}

/** A URL-ish text with any `:password@` blanked, for messages about a URL that did not parse. */
export function redactUrlText(text: string): string {
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

/** `text` with every occurrence of the target's password replaced by `***`. */
export function redact(text: string, target: Pick<RedisTarget, 'password'>): string {
  const secret = target.password;
  const blanked = redactUrlText(text).replace(/(rediss?:\/\/[^:/@\s]*:)[^@\s]*@/gi, '$1***@');
  if (!secret) return blanked;
  return blanked.split(secret).join('***').split(encodeURIComponent(secret)).join('***');
}
