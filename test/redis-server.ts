// A real redis-server (Debian's package) for the queue tests: on a free loopback port, its
// files in a temporary folder, stopped (and the folder removed) after. Append-only on, so a
// restart keeps the queue as a production Redis would. Without redis-server the tests skip
// with a message, except under CI=true, where .ci/run installs it and its absence fails them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const binary = process.env.REDIS_SERVER_PATH ?? 'redis-server';

/** Why the queue tests cannot run here, or undefined when redis-server is there. */
export function redisMissing(): string | undefined {
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  if (probe.status === 0) return undefined;
  return `${binary} not found (apt-get install redis-server, or set REDIS_SERVER_PATH)`;
}

/**
 * Why the queue tests in this file are skipped, or undefined when they run: under CI a
 * missing redis-server is an error, elsewhere the tests skip with a message.
 */
export function queueTestsSkipped(): string | undefined {
  const missing = redisMissing();
  if (missing && process.env.CI) throw new Error(`queue tests: ${missing}`);
  if (missing) console.warn(`queue tests skipped: ${missing}`);
  return missing;
}

export interface RedisServer {
  port: number;
  dir: string;
  /** `redis://[:password@]127.0.0.1:PORT/DB`. */
  url(db?: number): string;
  /** Stops the server (its data stays in `dir`) and starts it again on the same port. */
  restart(downMs?: number): Promise<void>;
  /**
   * Kills the server and starts it again on the same port without its data, as a Redis that
   * crashed with no append-only file comes back: every key (jobs, locks, results) is gone.
   */
  restartEmpty(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Why a TLS Redis cannot be started here (openssl makes its certificate), if it cannot. */
export function tlsMissing(): string | undefined {
  const probe = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  return probe.status === 0 ? undefined : 'openssl not found (apt-get install openssl)';
}

export interface RedisOptions {
  password?: string;
  /**
   * TLS only (`rediss://localhost:PORT`), with a self-signed certificate for localhost and
   * 127.0.0.1 in `dir`/cert.pem, which clients must trust (NODE_EXTRA_CA_CERTS).
   */
  tls?: boolean;
}

export async function startRedis(options: RedisOptions = {}): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'puzzlegraph-redis-'));
  const tlsArgs = options.tls ? selfSignedTls(dir, port) : ['--port', String(port)];
  const args = [
    ...tlsArgs,
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--appendonly',
    'yes',
    '--save',
    '',
    ...(options.password ? ['--requirepass', options.password] : []),
  ];
  let child = await launch(args);
  const stopChild = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const auth = options.password ? `:${encodeURIComponent(options.password)}@` : '';
  const scheme = options.tls ? 'rediss' : 'redis';
  const host = options.tls ? 'localhost' : '127.0.0.1';
  return {
    port,
    dir,
    url: (db = 0) => `${scheme}://${auth}${host}:${port}/${db}`,
    restart: async (downMs = 500) => {
      await stopChild();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      child = await launch(args);
    },
    restartEmpty: async (downMs = 500) => {
      await stopChild('SIGKILL');
      for (const name of ['appendonlydir', 'dump.rdb']) {
        rmSync(join(dir, name), { recursive: true, force: true });
      }
      await new Promise((resolve) => setTimeout(resolve, downMs));
      child = await launch(args);
    },
    stop: async () => {
      await stopChild();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts redis-server and waits for "Ready to accept connections" (10 s at most). */
function launch(args: string[]): Promise<ChildProcess> {
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start in 10 s:\n${output}`));
    }, 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
}

function selfSignedTls(dir: string, port: number): string[] {
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const subject = spawnSync(
    'openssl',
    [
      // The name is checked by clients: localhost and the loopback address.
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (subject.status !== 0)
    throw new Error(`openssl could not make a certificate:\n${subject.stderr}`);
  return [
    '--port',
    '0',
    '--tls-port',
    String(port),
    '--tls-cert-file',
    cert,
    '--tls-key-file',
    key,
    '--tls-auth-clients',
    'no',
  ];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
