// Runs the CLI in process, capturing its output and exit code.
import { stripVTControlCharacters } from 'node:util';
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

/** `runCli` with colours taken out: picocolors colours the output wherever CI is set. */
export async function runCliPlain(args: string[], stdin = ''): Promise<CliRun> {
  const result = await runCli(args, stdin);
  return {
    ...result,
    out: stripVTControlCharacters(result.out),
    err: stripVTControlCharacters(result.err),
  };
}
