/**
 * The limits every searching command takes, declared once so that they are named, parsed and
 * refused alike everywhere:
 * - `--time-limit <duration>` (`10s`, `500ms`, `2m`; `""` and junk refused with exit 2). The
 *   clock starts when the command starts, so reading and preparing the input count too.
 * - `--max-expanded <n>`, the node budget: most nodes (squares, words, cells, states) a
 *   search expands. Older names stay as hidden aliases (`--max-nodes` of laser).
 */
import { Option, type Command } from 'commander';
import type { Outcome } from '../search/index.js';
import { parseDuration, parseInteger } from './options.js';

/** What the two options give a command's action, already parsed. */
export interface LimitOptions {
  /** Milliseconds. */
  timeLimit?: number;
  maxExpanded?: number;
}

/** `--time-limit <duration>`, parsed by commander; `fallback` is its default, e.g. `10s`. */
export function timeLimitOption(description: string, fallback?: string): Option {
  const option = new Option('--time-limit <duration>', description).argParser((text) =>
    parseDuration(text),
  );
  return fallback === undefined ? option : option.default(parseDuration(fallback), fallback);
}

/** Adds `--max-expanded <n>` to `command`, with `aliases` (`--max-nodes`) kept out of --help. */
export function addNodeBudgetOption(
  command: Command,
  description: string,
  aliases: readonly string[] = [],
): Command {
  const parser = (name: string) => (text: string) => parseInteger(text, name, 1);
  command.addOption(
    new Option('--max-expanded <n>', description).argParser(parser('--max-expanded')),
  );
  for (const alias of aliases) {
    const option = new Option(`${alias} <n>`).hideHelp().argParser(parser(alias));
    command.addOption(option);
    // The alias fills in the one name the action reads.
    command.on(`option:${alias.slice(2)}`, () => {
      command.setOptionValue('maxExpanded', command.getOptionValue(option.attributeName()));
    });
  }
  return command;
}

/**
 * The moment a command's time limit ends, as `performance.now()` reads it (a search's
 * `deadline`); undefined without a limit. Taken when the action starts, so that everything
 * the command does counts.
 */
export function deadlineOf(timeLimitMs: number | undefined): number | undefined {
  return timeLimitMs === undefined ? undefined : performance.now() + timeLimitMs;
}

/** What stopped a search, as a message names it: `the time limit`. */
export function limitName(outcome: Outcome): string {
  switch (outcome) {
    case 'timeLimit':
      return 'the time limit';
    case 'maxExpanded':
      return 'the node budget (--max-expanded)';
    case 'memoryLimit':
      return 'the memory limit';
    case 'aborted':
      return 'an interrupt';
    default:
      return outcome;
  }
}

/**
 * The first line of a command that a limit stopped before its answer:
 * `not finished: the time limit stopped building the graph of english (173,528 words)`.
 */
export function notFinished(outcome: Outcome, task: string): string {
  return `not finished: ${limitName(outcome)} stopped ${task}`;
}
