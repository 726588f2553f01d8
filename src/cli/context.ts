/**
 * What a command needs from its surroundings, passed in so that tests can run the CLI in
 * process and capture its output.
 */
export interface CliContext {
  out(text: string): void;
  err(text: string): void;
  /** Standard input as text (for `-` file arguments). */
  readStdin(): Promise<string>;
  /** True when output goes to a terminal (colours, animation). */
  isTTY: boolean;
  /** Exit code the command asks for: 0 solved, 1 no solution or stopped by a limit. */
  exitCode: number;
}

export function processContext(): CliContext {
  return {
    out: writerTo(process.stdout),
    err: writerTo(process.stderr),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    isTTY: Boolean(process.stdout.isTTY),
    exitCode: 0,
  };
}

/**
 * Writes to `stream` until its reader goes away. A reader that stops early
 * (`puzzlegraph ... | head -1`) is not an error, but it must not decide the exit status
 * either: the command runs on to its end, its further output dropped, and exits with the
 * code its result calls for, so that `set -o pipefail` still sees a failure.
 */
function writerTo(stream: NodeJS.WriteStream): (text: string) => void {
  let readerGone = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    readerGone = true;
  });
  return (text) => {
    if (!readerGone) stream.write(text);
  };
}
