// Runs the CLI as a child process from source (through tsx), for pipes, signals and exit
// statuses: `runCliProcess` for plain runs, `shellCommand` for a shell pipeline using it.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('./cli-from-source.ts', import.meta.url));

/** The shell words that start the CLI from source, for use in a `bash -c` pipeline. */
export const cliCommand = `node --import tsx ${JSON.stringify(entry)}`;

export interface ProcessRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  err: string;
}

/** Runs `bash -c script` in the repository root and collects what it prints. */
export function runShell(script: string): Promise<ProcessRun> {
  return collect(spawn('bash', ['-c', script], { cwd: root }));
}

/** Starts the CLI with `args`; `whileRunning` may signal it, the answer comes at its end. */
export function runCliProcess(
  args: string[],
  whileRunning?: (child: ChildProcess) => void,
): Promise<ProcessRun> {
  const child = spawn('node', ['--import', 'tsx', entry, ...args], { cwd: root });
  whileRunning?.(child);
  return collect(child);
}

function collect(child: ChildProcess): Promise<ProcessRun> {
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, out, err }));
  });
}
