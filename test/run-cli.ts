// Runs the CLI in process, capturing its output and exit code.
import { main } from '../src/cli/main.js';
import type { CliContext } from '../src/cli/context.js';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function runCli(args: string[], stdin = ''): Promise<CliRun> {
  let out = '';
  let err = '';
  const context: CliContext = {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    readStdin: async () => stdin,
    isTTY: false,
    exitCode: 0,
  };
  const code = await main(['node', 'puzzlegraph', ...args], context);
  return { code, out, err };
}
