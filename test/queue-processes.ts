// Queue tests' moving parts: `puzzlegraph worker` processes started from source, level files
// in a scratch folder, and a wait for a line of output.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCollection, writeLevel } from '../src/puzzles/sokoban/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('./cli-from-source.ts', import.meta.url));
const data = (name: string): string => join(root, 'data', 'sokoban', name);

export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves when the output has a line matching `pattern` (rejects after `ms`). */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** How to start the CLI: from source through tsx (tests), or the build (benchmarks). */
export const fromSource = ['--import', 'tsx', entry];
export const fromBuild = [join(root, 'bin', 'puzzlegraph.js')];

/** Starts `puzzlegraph worker --queue URL --stall-timeout 1s ...args` and waits until it listens. */
export async function startWorkerProcess(url: string, ...args: string[]): Promise<WorkerProcess> {
  return startWorkerWith(fromSource, url, ...args);
}

export async function startWorkerWith(
  cli: readonly string[],
  url: string,
  ...args: string[]
): Promise<WorkerProcess> {
  const child = spawn(
    'node',
    [...cli, 'worker', '--queue', url, '--threads', '1', '--stall-timeout', '1s', ...args],
    { cwd: root },
  );
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer): void => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? signal)),
  );
  const waitFor = (pattern: RegExp, ms = 30_000): Promise<void> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        if (!pattern.test(text)) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no ${pattern} in the worker's output after ${ms} ms:\n${text}`));
      }, ms);
      listeners.add(check);
      void exited.then(() => {
        if (listeners.has(check)) {
          listeners.delete(check);
          clearTimeout(timer);
          reject(new Error(`the worker ended before ${pattern}:\n${text}`));
        }
      });
      check();
    });
  const worker = { child, output: () => text, waitFor, exited };
  await waitFor(/waiting for jobs/);
  return worker;
}

/** Ends a worker started by a test (SIGKILL unless told), and waits for it. */
export async function stopWorker(worker: WorkerProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill(signal);
  return worker.exited;
}

export const scratch = (): string => mkdtempSync(join(tmpdir(), 'puzzlegraph-queue-'));

/**
 * A collection in `dir`: XSokoban 29 first when `slow` (not solved in a minute: a level
 * still running when a test pulls the plug; `slow: 2` adds its mirror image, a second such
 * level with a board of its own), then Microban's first `easy` levels.
 */
export function levelFile(dir: string, easy: number, slow: boolean | 2): string {
  const microban = parseCollection(readData('microban.sok')).slice(0, easy);
  const [hard] = slow ? [writeLevel(parseCollection(readData('xsokoban.sok'))[28])] : [];
  const hards = hard === undefined ? [] : slow === 2 ? [hard, mirrored(hard)] : [hard];
  const path = join(dir, `levels-${slow ? `slow${slow === 2 ? 2 : ''}-` : ''}${easy}.sok`);
  writeFileSync(path, [...hards, ...microban.map((level) => writeLevel(level))].join('\n'));
  return path;
}

/** A level's text flipped left to right (its title line, `; ...`, kept as it is). */
function mirrored(text: string): string {
  const lines = text.split('\n');
  const board = lines.filter((line) => line !== '' && !line.startsWith(';'));
  const width = Math.max(...board.map((line) => line.length));
  return lines
    .map((line) =>
      board.includes(line) ? [...line.padEnd(width)].reverse().join('').trimEnd() : line,
    )
    .join('\n');
}

const readData = (name: string): string => readFileSync(data(name), 'utf8');

/** Counts the table lines of each level number in a collection run's output. */
export function levelLineCounts(out: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const line of out.split('\n')) {
    const match = /^\s{0,4}(\d+) {1,2}(solved|time limit|no solution|state limit|failed)/.exec(
      line,
    );
    if (match) counts.set(Number(match[1]), (counts.get(Number(match[1])) ?? 0) + 1);
  }
  return counts;
}
