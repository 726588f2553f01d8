/**
 * How every command of the CLI talks about its usage, set once for the whole tree of commands
 * so that no command can differ: a usage error is one line, `puzzlegraph: ...` (exit code 2);
 * every --help ends with the exit codes and writes defaults as `(default: 8x8)`;
 * `puzzlegraph help knight compare` shows the help of `knight compare`; and an argument that
 * looks like a negative number (`knight -1,0 h1`) is an argument, for its parser to judge.
 */
import type { Command } from 'commander';
import type { CliContext } from './context.js';
import { EXIT_CODES_HELP } from './exit-codes.js';

/** Sets the usage rules above on `command` (the program or any subcommand). */
export function configureUsage(command: Command, context: CliContext): void {
  command.exitOverride().configureOutput({
    writeOut: (text) => context.out(text),
    writeErr: (text) => context.err(text),
    outputError: (text, write) => write(usageErrorLine(text, command)),
  });
  if (command.parent) command.addHelpText('after', EXIT_CODES_HELP);
  writeDefaultsPlainly(command);
  takeNegativeNumbersAsArguments(command);
}

/**
 * Commander's message (`error: unknown option '--borad'\n(Did you mean --board?)\n`) as one
 * line, `puzzlegraph: unknown option '--borad' (did you mean --board?); see puzzlegraph
 * knight --help`, the form of every other message of the CLI.
 */
export function usageErrorLine(text: string, command: Command): string {
  const message = text
    .trim()
    .replace(/^error: /, '')
    .replace(/\n\(Did you mean/, ' (did you mean')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\.$/, '');
  return `puzzlegraph: ${message}; see ${commandPath(command)} --help\n`;
}

/** `puzzlegraph knight compare`: the words that run `command`. */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/**
 * Replaces commander's `help [command]`, which looks only at the first name (`help knight
 * compare` showed the help of knight), with one that follows every name given.
 */
export function addHelpCommand(program: Command): void {
  program.helpCommand(false);
  program
    .command('help')
    .description('display help for a command, e.g. help knight compare')
    .argument('[command...]', 'the command, and its subcommand')
    .action((names: string[]) => {
      let target = program;
      for (const name of names) {
        const next = target.commands.find(
          (sub) => sub.name() === name || sub.aliases().includes(name),
        );
        if (!next) {
          target.error(`unknown command '${name}'`, { code: 'commander.unknownCommand' });
        }
        target = next!;
      }
      target.help();
    });
}

/**
 * Commander writes a string default quoted (`(default: "8x8")`) and one with a description
 * plain (`(default: 60s)`); every help text writes them plainly.
 */
function writeDefaultsPlainly(command: Command): void {
  for (const option of command.options) {
    if (typeof option.defaultValue === 'string' && option.defaultValueDescription === undefined) {
      option.defaultValueDescription = option.defaultValue;
    }
  }
}

/** `-3`, `-1,0`, `-2.5`: what a number, square or cell given below zero looks like. */
const NEGATIVE_LOOKING = /^-\d[\d.,]*$/;

/**
 * Commander reads `-1` as an argument only in a command without subcommands, and `-1,0`
 * never: `knight -1,0 h1` was "unknown option '-1,0'". Such a word is passed on as an
 * argument, so that the command's parser says what is wrong with it (`"-1,0" is not a
 * square`); any other unknown option is still reported as one. Commander has no setting for
 * this, so its `unknownOption` (the one place it reports unknown options) is wrapped.
 */
function takeNegativeNumbersAsArguments(command: Command): void {
  if (command.registeredArguments.length === 0) return;
  const internals = command as unknown as { unknownOption(flag: string): void };
  const reportUnknown = internals.unknownOption.bind(command);
  internals.unknownOption = () => {
    // Commander hands over the first unknown word; `args` holds them all (after `--`, none).
    const end = command.args.indexOf('--');
    const words = end === -1 ? command.args : command.args.slice(0, end);
    const unknown = words.find(
      (word) => word.length > 1 && word.startsWith('-') && !NEGATIVE_LOOKING.test(word),
    );
    if (unknown !== undefined) reportUnknown(unknown);
  };
}
