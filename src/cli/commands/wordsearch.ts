// `puzzlegraph wordsearch GRID`: one word in a letter grid, or every dictionary word (Boggle).
import { existsSync } from 'node:fs';
import { Command } from 'commander';
import pc from 'picocolors';
import { InputError } from '../../errors.js';
import {
  findAllWords,
  findWord,
  formatLetterGrid,
  parseLetterGrid,
  renderGrid,
  renderGridSearch,
  Trie,
  wordPathError,
  type LetterGrid,
  type WordPath,
} from '../../puzzles/wordsearch/index.js';
import { describeSkipped, loadDictionary } from '../../words/index.js';
import type { CliContext } from '../context.js';
import { toJson } from '../text.js';
import { readInputFile } from '../io.js';
import { parseInteger } from '../options.js';
import { addNodeBudgetOption, deadlineOf, timeLimitOption, type LimitOptions } from '../limits.js';
import { playAnimation } from '../animate.js';
import { addTracingOptions, startTracing, type TracingOptions } from '../tracing.js';

interface WordSearchCliOptions extends TracingOptions, LimitOptions {
  word?: string;
  all?: boolean;
  straight?: boolean;
  dict: string;
  min: string;
  score?: boolean;
  qu?: boolean;
  json?: boolean;
}

export function registerWordSearch(program: Command, context: CliContext): void {
  const command = program
    .command('wordsearch')
    .description('find a word in a letter grid, or every dictionary word (Boggle)')
    .argument(
      '<grid>',
      'rows of letters: a file, - for standard input, or inline as PERS/LATG/SINE/TERS',
    )
    .option('--word <word>', 'find this word and show its cells')
    .option('--all', 'find every dictionary word (default: when --word is not given)')
    .option(
      '--straight',
      'words run along a straight line in one of 8 directions (classic word search)',
    )
    .option(
      '--dict <name|file>',
      'english (ENABLE2K), sgb, a file of one word a line, or -',
      'english',
    )
    .option('--min <n>', 'shortest word to list, in letters', '3')
    .option('--score', 'show Boggle points (3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11)')
    .option('--qu', "read q as Boggle's two-letter Qu tile")
    .addOption(
      timeLimitOption('give up after this long, e.g. 10s (reading the grid and words included)'),
    )
    .option('--json', 'print the answer as JSON');
  addNodeBudgetOption(command, 'give up after entering this many cells');
  addTracingOptions(command, true)
    .addHelpText(
      'after',
      '\nExamples:\n  puzzlegraph wordsearch PERS/LATG/SINE/TERS --score\n  puzzlegraph wordsearch PERS/LATG/SINE/TERS --word plasterings\n  puzzlegraph wordsearch PERS/LATG/SINE/TERS --word tigers --animate\n  puzzlegraph wordsearch PERS/LATG/SINE/TERS --all --trace boggle.jsonl\n  puzzlegraph wordsearch puzzle.txt --straight --dict words.txt\n  puzzlegraph wordsearch QEST/RIAN/SOTL/EDCP --qu --word quest',
    )
    .action(async (gridArgument: string, options: WordSearchCliOptions) => {
      if (options.word !== undefined && options.all) {
        throw new InputError('give either --word or --all, not both');
      }
      const deadline = deadlineOf(options.timeLimit);
      const limits = { deadline, maxExpanded: options.maxExpanded };
      if (options.word !== undefined) refuseDictionaryOptions(command);
      const grid = await readGrid(gridArgument, options, context);
      const straight = options.straight ?? false;
      const mode = straight ? 'straight lines' : 'paths of neighbours';

      if (options.word !== undefined) {
        const word = options.word.toLowerCase();
        if (!/^[a-z]+$/.test(word)) {
          throw new InputError(
            `--word: ${JSON.stringify(options.word)} is not a word; expected letters a-z`,
          );
        }
        if ((options.trace || options.animate) && straight) {
          throw new InputError(
            '--trace and --animate follow the Boggle-rule search; drop --straight',
          );
        }
        const tracing = startTracing<number>(options, (cell) => cellName(grid, cell));
        const result = findWord(grid, word, { straight, ...limits, tracer: tracing.tracer });
        tracing.finish();
        if (tracing.events) {
          await playAnimation(
            context,
            tracing.events,
            (replay, path) => renderGridSearch(grid, replay, path, { color: context.isTTY }),
            { fps: tracing.fps },
          );
        }
        const cells = result.cells;
        if (cells) {
          const error = wordPathError(grid, word, cells, { straight });
          if (error)
            throw new Error(`internal error: the search returned an invalid path (${error})`);
        }
        if (options.json) {
          context.out(
            json({
              grid: formatLetterGrid(grid).split('\n'),
              word,
              straight,
              outcome: result.outcome,
              found: cells !== undefined,
              cells: cells?.map((cell) => position(grid, cell)) ?? null,
              stats: result.stats,
            }),
          );
        } else if (cells) {
          if (drawable(grid)) context.out(renderGrid(grid, cells, { color: context.isTTY }));
          context.out(
            `\n${word} found along ${mode}: ${cells.map((cell) => cellName(grid, cell)).join(' ')} (row,column)\n`,
          );
        } else if (result.outcome === 'exhausted') {
          context.out(`${word} is not in the grid (searching ${mode})\n`);
        } else {
          context.out(`search stopped (${result.outcome}) before ${word} was found\n`);
        }
        if (!cells) context.exitCode = 1;
        return;
      }

      if (options.animate) {
        throw new InputError('--animate draws the search for one word: give --word WORD');
      }
      if (options.trace && straight) {
        throw new InputError('--trace follows the Boggle-rule search; drop --straight');
      }
      const minLength = parseInteger(options.min, '--min', 1, 255);
      const { words, name, skipped } = await loadDictionary(options.dict, {
        minLength,
        readText: (path) => readInputFile(path, context),
      });
      const warning = describeSkipped(skipped, name);
      if (warning) context.err(`puzzlegraph: warning: ${warning}\n`);
      const trie = Trie.fromWords(words);
      const tracing = startTracing<WordPath>(options, (path) => wordPathLabel(grid, path));
      let result: ReturnType<typeof findAllWords>;
      try {
        result = findAllWords(grid, trie, {
          minLength,
          straight,
          ...limits,
          tracer: tracing.tracer,
        });
      } finally {
        tracing.finish();
      }
      for (const found of result.words) {
        const error = wordPathError(grid, found.word, found.cells, { straight });
        if (error || !trie.has(found.word)) {
          throw new Error(
            `internal error: ${found.word} is not a valid find (${error ?? 'not a word'})`,
          );
        }
      }
      const complete = result.outcome === 'exhausted';
      if (options.json) {
        context.out(
          json({
            grid: formatLetterGrid(grid).split('\n'),
            dictionary: name,
            straight,
            minLength,
            outcome: result.outcome,
            count: result.words.length,
            score: result.score,
            words: result.words.map((found) => ({
              word: found.word,
              score: found.score,
              cells: found.cells.map((cell) => position(grid, cell)),
            })),
            stats: result.stats,
          }),
        );
      } else {
        const longest = result.words[0];
        const drawn = drawable(grid);
        if (drawn) context.out(renderGrid(grid, longest?.cells ?? [], { color: context.isTTY }));
        const points = options.score ? `, ${result.score.toLocaleString('en-US')} points` : '';
        context.out(
          `\n${result.words.length.toLocaleString('en-US')} word${result.words.length === 1 ? '' : 's'}${points} (${name}, at least ${minLength} letters, along ${mode})${complete ? '' : ` — search stopped early (${result.outcome})`}\n`,
        );
        if (longest) context.out(`longest${drawn ? ', marked above' : ''}: ${longest.word}\n`);
        context.out(listByLength(result.words, options.score ?? false));
        context.out(pc.dim(`searched in ${result.stats.elapsedMs.toFixed(2)} ms\n`));
      }
      if (result.words.length === 0 || !complete) context.exitCode = 1;
    });
}

/** Grids are drawn up to this many rows and columns; a larger one would not fit a terminal. */
const DRAW_LIMIT = 100;

function drawable(grid: LetterGrid): boolean {
  return grid.board.width <= DRAW_LIMIT && grid.board.height <= DRAW_LIMIT;
}

/** `--dict`, `--min` and `--score` are about listing every word; one `--word` uses none of them. */
function refuseDictionaryOptions(command: Command): void {
  // Only what the user typed counts, not the defaults.
  const unused = ['dict', 'min', 'score'].find(
    (key) => command.getOptionValueSource(key) === 'cli',
  );
  if (unused) {
    throw new InputError(
      `--${unused} applies to listing every word; --word looks for one: drop one`,
    );
  }
}

const GRID_EXPECTED =
  'a grid: a file of rows of letters, - for standard input, or the rows inline as PERS/LATG/SINE/TERS';

/**
 * `-` reads standard input and an existing file is read; an argument that names no file and
 * has no `.` in it is the grid itself, rows separated by `/`.
 */
async function readGrid(
  argument: string,
  options: WordSearchCliOptions,
  context: CliContext,
): Promise<LetterGrid> {
  if (argument !== '-' && !existsSync(argument) && !argument.includes('.')) {
    return parseLetterGrid(argument, { qu: options.qu, file: '<grid>' });
  }
  const { text, name } = await readInputFile(argument, context, GRID_EXPECTED);
  return parseLetterGrid(text, { qu: options.qu, file: name });
}

function listByLength(words: { word: string; score: number }[], withScore: boolean): string {
  let text = '';
  let at = 0;
  while (at < words.length) {
    const length = words[at].word.length;
    let end = at;
    while (end < words.length && words[end].word.length === length) end++;
    const group = words.slice(at, end).map((found) => found.word);
    const points = withScore
      ? `, ${words[at].score} point${words[at].score === 1 ? '' : 's'} each`
      : '';
    text += `${length} letters (${group.length}${points}):\n${wrap(group.join(' '), 78, '  ')}\n`;
    at = end;
  }
  return text;
}

function wrap(text: string, width: number, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line.length > 0 && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line.length > 0 ? `${line} ${word}` : word;
    }
  }
  if (line.length > 0) lines.push(indent + line);
  return lines.join('\n');
}

function position(grid: LetterGrid, cell: number): { row: number; column: number } {
  return { row: grid.board.y(cell) + 1, column: grid.board.x(cell) + 1 };
}

function cellName(grid: LetterGrid, cell: number): string {
  return `${grid.board.y(cell) + 1},${grid.board.x(cell) + 1}`;
}

/** A path in a `--trace` of `--all`: its letters, then its cells as row,column: `pla 1,1 2,1 2,2`. */
export function wordPathLabel(grid: LetterGrid, path: WordPath): string {
  return `${path.prefix} ${path.cells.map((cell) => cellName(grid, cell)).join(' ')}`;
}

function json(value: unknown): string {
  return toJson(value);
}
