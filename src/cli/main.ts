/**
 * The `puzzlegraph` command: `puzzlegraph <puzzle> [command] [options]`. A thin layer over the
 * library. Exit codes: see exit-codes.ts.
 */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { InputError } from '../errors.js';
import { processContext, type CliContext } from './context.js';
import { commands } from './commands/index.js';
import { EXIT, EXIT_CODES_HELP } from './exit-codes.js';
import { refuseAnimationWithJson } from './animate.js';
import { addHelpCommand, configureUsage } from './usage.js';

function version(): string {
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

export function buildProgram(context: CliContext): Command {
  const program = new Command('puzzlegraph')
    .description('Solve puzzles and games by graph search.')
    .version(version())
    .enablePositionalOptions()
    .addHelpText('after', EXIT_CODES_HELP);
  for (const register of commands) register(program, context);
  addHelpCommand(program);
  // Every command follows the same usage rules (usage.ts), and no --animate frame can get
  // into the JSON of --json.
  const configure = (command: Command): void => {
    configureUsage(command, context);
    for (const sub of command.commands) configure(sub);
  };
  configure(program);
  program.hook('preAction', (_program, action) => refuseAnimationWithJson(action.opts()));
  return program;
}

/** Runs the CLI on `argv` (as process.argv) and returns the exit code. */
export async function main(
  argv: string[],
  context: CliContext = processContext(),
): Promise<number> {
  const program = buildProgram(context);
  try {
    await program.parseAsync(argv);
    return context.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit through here with code 0; usage errors were printed already, as
      // one line (usage.ts).
      return error.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    }
    if (error instanceof InputError) {
      context.err(`puzzlegraph: ${error.message}\n`);
      return EXIT.badInput;
    }
    // A bug, not bad input: say so plainly; the stack only when asked for.
    const detail =
      error instanceof Error
        ? process.env.PUZZLEGRAPH_DEBUG
          ? (error.stack ?? error.message)
          : error.message
        : String(error);
    context.err(
      `puzzlegraph: internal error: ${detail}\n(please report it; PUZZLEGRAPH_DEBUG=1 shows the stack)\n`,
    );
    return EXIT.internalError;
  }
}
