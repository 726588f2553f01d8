// `puzzlegraph ladder FROM TO`, `ladder stats` and `ladder farthest WORD`.
import { Command } from 'commander';
import pc from 'picocolors';
import { InputError } from '../../errors.js';
import {
  allShortestLadders,
  farthestWords,
  ladderError,
  ladderStats,
  shortestLadder,
  WordLadderGraph,
  WordLadderStopped,
  type LadderAlgorithm,
} from '../../puzzles/wordladder/index.js';
import { describeSkipped, loadDictionary } from '../../words/index.js';
import type { CliContext } from '../context.js';
import { readInputFile } from '../io.js';
import { parseInteger } from '../options.js';
import {
  addNodeBudgetOption,
  deadlineOf,
  notFinished,
  timeLimitOption,
  type LimitOptions,
} from '../limits.js';
import { grouped, plural, toJson } from '../text.js';
import { addTracingOptions, startTracing, type TracingOptions } from '../tracing.js';

interface DictionaryOptions {
  dict: string;
  edits?: boolean;
}

interface LadderCliOptions extends DictionaryOptions, TracingOptions, LimitOptions {
  all?: boolean;
  maxLadders?: string;
  algorithm?: string;
  json?: boolean;
}

const DICT_HELP =
  'sgb (Knuth, 5,757 five-letter words), english (ENABLE2K, 173,528 words), a file of one word a line, or - for standard input; auto = sgb for five-letter words, else english';

export function registerLadder(program: Command, context: CliContext): void {
  // `ladder FROM TO` and `ladder path FROM TO` are the same search; the second form ladders
  // words that are also subcommand names (`ladder path stats stars`).
  const ladder = addLadderOptions(
    program
      .command('ladder')
      .enablePositionalOptions()
      .description('shortest word ladder: change one letter at a time, every step a word'),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  puzzlegraph ladder words graph\n  puzzlegraph ladder words graph --trace ladder.jsonl\n  puzzlegraph ladder black white --all\n  puzzlegraph ladder cold warm --dict english\n  puzzlegraph ladder cat horse --edits\n  puzzlegraph ladder stats --dict sgb\n  puzzlegraph ladder farthest chaos\n\nA word that is also a command name (stats, farthest, path) needs the explicit form:\n  puzzlegraph ladder path stats stars',
    )
    .action((fromText: string, toText: string, options: LadderCliOptions) =>
      reportingStops(context, options.json, () =>
        ladderCommand(fromText, toText, options, context),
      ),
    );
  addLadderOptions(
    ladder
      .command('path')
      .description('the same as `ladder FROM TO`, for words that are command names (stats)'),
  ).action((fromText: string, toText: string, options: LadderCliOptions) =>
    reportingStops(context, options.json, () => ladderCommand(fromText, toText, options, context)),
  );

  const stats = ladder
    .command('stats')
    .description(
      "the graph's figures: edges, components, isolated words, largest component, diameter",
    )
    .option('--dict <name|file>', DICT_HELP.replace(/; auto = .*/, ''), 'sgb')
    .option('--length <n>', 'only words of this many letters')
    .option('--edits', 'also join words that differ by an added or removed letter')
    .option('--no-diameter', 'skip the diameter (the slowest figure)')
    .addOption(
      timeLimitOption(
        'stop after this long, building the graph included (a diameter cut short is a lower bound)',
      ),
    );
  addNodeBudgetOption(
    stats,
    'stop the diameter after this many breadth-first searches (one per word whose distance to every other is measured); it is then a lower bound',
  )
    .option('--json', 'print the figures as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  puzzlegraph ladder stats\n  puzzlegraph ladder stats --dict english --length 4\n  puzzlegraph ladder stats --dict my-words.txt --json',
    )
    .action(
      (
        options: DictionaryOptions &
          LimitOptions & {
            length?: string;
            diameter: boolean;
            json?: boolean;
          },
      ) =>
        reportingStops(context, options.json, async () => {
          const deadline = deadlineOf(options.timeLimit);
          const length =
            options.length === undefined
              ? undefined
              : parseInteger(options.length, '--length', 1, 64);
          if (options.maxExpanded !== undefined && !options.diameter) {
            throw new InputError(
              "--max-expanded counts the diameter's searches, which --no-diameter skips: drop one",
            );
          }
          const { graph, name } = await buildGraph(
            options.dict,
            options,
            context,
            length,
            deadline,
          );
          const stats = ladderStats(graph, {
            diameter: options.diameter,
            deadline,
            maxExpanded: options.maxExpanded,
          });
          if (stats.diameter) {
            const error = ladderError(stats.diameter.ladder, (word) => graph.has(word), {
              edits: graph.edits,
            });
            if (error || stats.diameter.ladder.length !== stats.diameter.steps + 1) {
              throw new Error(`internal error: the diameter's ladder is invalid (${error})`);
            }
            if (!stats.diameter.exact) context.exitCode = 1;
          }
          if (options.json) {
            context.out(
              json({ dictionary: name, length: length ?? null, edits: graph.edits, ...stats }),
            );
            return;
          }
          const d = stats.diameter;
          const n = (value: number): string => value.toLocaleString('en-US');
          context.out(
            (d && !d.exact
              ? `${notFinished(d.outcome, 'the diameter')}: it is a lower bound\n`
              : '') +
              `${name}${length ? ` (${length}-letter words)` : ''}${graph.edits ? ' with added and removed letters' : ''}\n` +
              `words:             ${n(stats.words)}\n` +
              `edges:             ${n(stats.edges)}\n` +
              `components:        ${n(stats.components)}\n` +
              `isolated words:    ${n(stats.isolated)}\n` +
              `largest component: ${plural(stats.largestComponent.size, 'word')} (holding ${stats.largestComponent.example})\n`,
          );
          if (d) {
            context.out(
              `diameter:          ${d.exact ? '' : 'at least '}${plural(d.steps, 'step')}, ${d.from} -> ${d.to} (${plural(d.searches, 'BFS run')})\n` +
                `  ${d.ladder.join(' ')}\n`,
            );
          }
          context.out(pc.dim(`computed in ${stats.elapsedMs.toFixed(0)} ms\n`));
        }),
    );

  const farthest = ladder
    .command('farthest')
    .description('the words farthest from a word by shortest ladder')
    .argument('<word>', 'the word to start from')
    .option('--dict <name|file>', DICT_HELP, 'auto')
    .option('--edits', 'also allow adding or removing one letter')
    .addOption(
      timeLimitOption('stop after this long, building the graph included (no answer then)'),
    );
  addNodeBudgetOption(farthest, 'stop after expanding this many words (no answer then)')
    .option('--json', 'print the answer as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  puzzlegraph ladder farthest chaos\n  puzzlegraph ladder farthest cold --dict english',
    )
    .action((wordText: string, options: DictionaryOptions & LimitOptions & { json?: boolean }) =>
      reportingStops(context, options.json, async () => {
        const deadline = deadlineOf(options.timeLimit);
        const word = wordText.toLowerCase();
        if (!/^[a-z]+$/.test(word)) {
          throw new InputError(`${JSON.stringify(wordText)} is not a word; expected letters a-z`);
        }
        const length = options.edits ? undefined : word.length;
        const { graph, name } = await autoGraph(options, context, [word], length, deadline);
        const result = farthestWords(graph, word, {
          deadline,
          maxExpanded: options.maxExpanded,
        });
        if (result.outcome !== 'exhausted') context.exitCode = 1;
        const error = ladderError(result.ladder, (w) => graph.has(w), { edits: graph.edits });
        if (error) throw new Error(`internal error: invalid ladder (${error})`);
        if (options.json) {
          context.out(json({ word, dictionary: name, ...result }));
          return;
        }
        const shown =
          result.words.slice(0, 20).join(', ') + (result.words.length > 20 ? ', ...' : '');
        if (result.outcome !== 'exhausted') {
          // A stopped sweep knows neither the farthest words nor how many words are reachable:
          // it says how far it got, and the farthest so far only as a lower bound.
          context.out(
            `${notFinished(result.outcome, `the search from ${word}`)} after reaching ${plural(result.reachable, 'word')}\n` +
              (result.distance > 0
                ? `farthest so far: ${plural(result.distance, 'step')} (${shown}); the farthest words may be farther\n` +
                  `${result.ladder.join(' ')}\n`
                : ''),
          );
          return;
        }
        if (result.distance === 0) {
          context.out(`${word} has no neighbour in ${name}: no word is one step away\n`);
          context.exitCode = 1;
          return;
        }
        context.out(
          `farthest from ${word}: ${plural(result.distance, 'step')} (${plural(result.words.length, 'word')}: ${shown})\n` +
            `${result.ladder.join(' ')}\n` +
            pc.dim(
              `${word} reaches ${result.reachable.toLocaleString('en-US')} of ${graph.size.toLocaleString('en-US')} words in ${name}\n`,
            ),
        );
      }),
    );
}

/**
 * Runs a ladder command; a limit that stops work with no partial answer (building the graph,
 * counting its components) ends it with exit code 1 and a line that says what was stopped.
 */
async function reportingStops(
  context: CliContext,
  asJson: boolean | undefined,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof WordLadderStopped)) throw error;
    context.exitCode = 1;
    context.out(
      asJson
        ? json({ outcome: error.outcome, stopped: error.task })
        : `${notFinished(error.outcome, error.task)}\n`,
    );
  }
}

/** The options of a search between two words, for `ladder` and `ladder path`. */
function addLadderOptions(command: Command): Command {
  command
    .argument('<from>', 'first word')
    .argument('<to>', 'last word')
    .option('--dict <name|file>', DICT_HELP, 'auto')
    .option('--all', 'every shortest ladder, not just one')
    .option('--max-ladders <n>', 'at most this many ladders with --all (default: 1000)')
    .option('--edits', 'also allow adding or removing one letter (Lewis Carroll doublets)')
    .option('--algorithm <name>', 'bfs or bidirectional (default: by dictionary size)')
    .addOption(timeLimitOption('give up after this long, e.g. 10s'))
    .option('--json', 'print the answer as JSON');
  addNodeBudgetOption(command, 'give up after expanding this many words');
  return addTracingOptions(command, false);
}

async function ladderCommand(
  fromText: string,
  toText: string,
  options: LadderCliOptions,
  context: CliContext,
): Promise<void> {
  const deadline = deadlineOf(options.timeLimit);
  const from = fromText.toLowerCase();
  const to = toText.toLowerCase();
  for (const word of [from, to]) {
    if (!/^[a-z]+$/.test(word)) {
      throw new InputError(`${JSON.stringify(word)} is not a word; expected letters a-z`);
    }
  }
  const algorithm = parseAlgorithm(options.algorithm);
  if (options.maxLadders !== undefined && !options.all) {
    throw new InputError('--max-ladders caps the ladders --all lists: add --all, or drop it');
  }
  if (options.all && (options.trace !== undefined || options.algorithm !== undefined)) {
    throw new InputError(
      `${options.trace !== undefined ? '--trace' : '--algorithm'} applies to the search for one ladder; --all uses its own search: drop one of them`,
    );
  }
  const limits = { deadline, maxExpanded: options.maxExpanded };
  if (!options.edits && from.length !== to.length) {
    throw new InputError(
      `${JSON.stringify(from)} has ${from.length} letters and ${JSON.stringify(to)} has ${to.length}; a ladder changes one letter at a time, so both words need the same length (or allow adding and removing letters: --edits)`,
    );
  }
  const length = options.edits ? undefined : from.length;
  const { graph, name } = await autoGraph(options, context, [from, to], length, deadline);
  const rules = { edits: graph.edits };
  const verify = (words: string[]): void => {
    const error = ladderError(words, (word) => graph.has(word), rules);
    if (error || words[0] !== from || words.at(-1) !== to) {
      throw new Error(`internal error: the search returned an invalid ladder (${error})`);
    }
  };
  const about = `${name}, ${graph.size.toLocaleString('en-US')} words${graph.edits ? ', with added and removed letters' : ''}`;

  if (options.all) {
    const maxLadders = parseInteger(options.maxLadders ?? '1000', '--max-ladders', 1, 10_000_000);
    const result = allShortestLadders(graph, from, to, { maxLadders, ...limits });
    result.ladders.forEach(verify);
    if (options.json) {
      context.out(
        json({
          from,
          to,
          dictionary: name,
          words: graph.size,
          edits: graph.edits,
          outcome: result.outcome,
          steps: result.ladders.length > 0 ? result.steps : null,
          ladders: result.ladders,
          truncated: result.truncated,
          stats: result.stats,
        }),
      );
    } else if (result.ladders.length > 0) {
      const count = `${grouped(result.ladders.length)}${result.truncated ? '+ (cut off by --max-ladders)' : ''}`;
      context.out(
        `${from} -> ${to}: ${count} shortest ladder${result.ladders.length === 1 ? '' : 's'} of ${plural(result.steps, 'step')} (${about})\n`,
      );
      for (const words of result.ladders) context.out(`  ${words.join(' ')}\n`);
    } else {
      context.out(noLadder(from, to, result.outcome, about));
    }
    if (result.ladders.length === 0) context.exitCode = 1;
    return;
  }

  const tracing = startTracing<number>(options, (id) => graph.word(id));
  const result = shortestLadder(graph, from, to, {
    algorithm,
    ...limits,
    tracer: tracing.tracer,
  });
  tracing.finish();
  if (result.ladder) verify(result.ladder);
  if (options.json) {
    context.out(
      json({
        from,
        to,
        dictionary: name,
        words: graph.size,
        edits: graph.edits,
        algorithm: result.algorithm,
        outcome: result.outcome,
        steps: result.ladder ? result.steps : null,
        ladder: result.ladder ?? null,
        stats: result.stats,
      }),
    );
  } else if (result.ladder) {
    context.out(`${from} -> ${to}: ${plural(result.steps, 'step')} (${about})\n`);
    context.out(`${result.ladder.join(' ')}\n`);
    context.out(
      pc.dim(
        `${result.algorithm === 'bfs' ? 'BFS' : 'bidirectional BFS'} expanded ${plural(result.stats.expanded, 'word')} in ${result.stats.elapsedMs.toFixed(2)} ms\n`,
      ),
    );
  } else {
    context.out(noLadder(from, to, result.outcome, about));
  }
  if (!result.ladder) context.exitCode = 1;
}

/**
 * The graph of the dictionary asked for. `auto` picks Knuth's list when every word has five
 * letters and is in it, the English list otherwise.
 */
async function autoGraph(
  options: DictionaryOptions,
  context: CliContext,
  words: string[],
  length: number | undefined,
  deadline: number | undefined,
): Promise<{ graph: WordLadderGraph; name: string }> {
  if (options.dict !== 'auto') return buildGraph(options.dict, options, context, length, deadline);
  if (!options.edits && words.every((word) => word.length === 5)) {
    const sgb = await buildGraph('sgb', options, context, length, deadline);
    if (words.every((word) => sgb.graph.has(word))) return sgb;
  }
  return buildGraph('english', options, context, length, deadline);
}

/** The graph of a dictionary, built under the command's clock (`WordLadderStopped` if not). */
async function buildGraph(
  spec: string,
  options: DictionaryOptions,
  context: CliContext,
  length: number | undefined,
  deadline: number | undefined,
): Promise<{ graph: WordLadderGraph; name: string }> {
  const { words, name, skipped } = await loadDictionary(spec, {
    length,
    readText: (path) => readInputFile(path, context),
  });
  const warning = describeSkipped(skipped, name);
  if (warning) context.err(`puzzlegraph: warning: ${warning}\n`);
  return { graph: new WordLadderGraph(words, { edits: options.edits, name, deadline }), name };
}

function parseAlgorithm(text: string | undefined): LadderAlgorithm | undefined {
  if (text === undefined) return undefined;
  if (text === 'bfs' || text === 'bidirectional') return text;
  throw new InputError(
    `--algorithm: ${JSON.stringify(text)} is not known; expected bfs or bidirectional`,
  );
}

function noLadder(from: string, to: string, outcome: string, about: string): string {
  return outcome === 'exhausted'
    ? `no ladder joins ${from} and ${to} (${about}): they are in different components\n`
    : `search stopped (${outcome}) before a ladder from ${from} to ${to} was found\n`;
}

function json(value: unknown): string {
  return toJson(value);
}
