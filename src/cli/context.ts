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
  // A reader that stops early (`puzzlegraph ... | head`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  return {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    isTTY: Boolean(process.stdout.isTTY),
    exitCode: 0,
  };
}
