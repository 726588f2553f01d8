/**
 * Reads Sokoban levels from the plain text formats every Sokoban program uses (.sok, .xsb,
 * .txt): one level or a whole collection. Boards are runs of board lines; anything else
 * separates them. Titles come from a `Title:` line after the board, else from the `;` comment
 * (or a plain text line) just above it. Other `Key: value` lines after a board become its
 * `meta`, and a `Comment:` line opens a block closed by `Comment-End:`. A block of fields
 * set off by a blank line and standing directly above a board describes that board instead.
 * Floor may be written as space, `-` or `_`, and worker and crates as `p P b B` (as some
 * programs do); rows may be ragged, run-length encoded (`4#.$`) and joined by `|`.
 * Every level is validated: known characters, one worker, crates, as many goals as crates,
 * and closed (the worker cannot walk off the board). Errors name file, line and column.
 * `parseCollection` refuses a collection with a bad board in it; `parseCollectionEntries`
 * keeps each bad board's error in its place instead, so that the good levels stay usable and
 * keep their numbers.
 *
 * ```ts
 * import {
 *   InputError,
 *   isBrokenLevel,
 *   parseCollection,
 *   parseCollectionEntries,
 *   parseLevel,
 * } from 'puzzlegraph/sokoban';
 *
 * const [level] = parseCollection('; tiny\n#####\n#@$.#\n#####\n');
 * console.log(level.title, level.width, level.crates, level.worker); // tiny 5 [ 7 ] 6
 * try {
 *   parseLevel('####|#@$.|####');
 * } catch (error) {
 *   const message = error instanceof InputError ? error.message : '';
 *   console.log(message.split(': the worker')[0]); // <input>:1:9: the level is not closed
 * }
 * const [good, bad] = parseCollectionEntries('#####\n#@$.#\n#####\n\n####\n#@$#\n####\n');
 * console.log(isBrokenLevel(good)); // false
 * const problem = isBrokenLevel(bad) ? bad.error.message : '';
 * console.log(problem.split(';')[0]); // <input>:5: the level has 1 crate but 0 goals
 * ```
 */
import { InputError, quoteInput } from '../../../errors.js';
import { textLines } from '../../../text-input.js';
import type { SokobanLevel } from '../level.js';
import { findOpening } from './closed.js';
import { expandRowLine, MAX_BOARD_SIDE, type ExpandedRow } from './rows.js';

export interface ParseOptions {
  /** Names the source in error messages and in `level.source`. */
  file?: string;
}

const EXPECTED_SQUARES = 'one of # @ + $ * . or floor (space, - or _)';
const LETTER_SQUARES: Record<string, string> = { p: '@', P: '+', b: '$', B: '*' };

/** Where `Key: value` lines go: a level, or fields waiting to learn which level they describe. */
interface FieldSink {
  title: string | undefined;
  meta: Record<string, string>;
}

/**
 * A board of a collection that is not a valid level: what is wrong (with file, line and
 * column), where the board starts, and the title and fields written with it.
 */
export interface BrokenLevel {
  error: InputError;
  title: string | undefined;
  meta: Record<string, string>;
  source: { file?: string; line: number };
}

/** One board of a collection, in its place: a level, or the reason it is not one. */
export type CollectionEntry = SokobanLevel | BrokenLevel;

export function isBrokenLevel(entry: CollectionEntry): entry is BrokenLevel {
  return 'error' in entry;
}

/**
 * Every level in `text`, in order; an InputError when there is none or one is malformed (the
 * first bad board's error). `parseCollectionEntries` keeps the good levels of such a file.
 */
export function parseCollection(text: string, options: ParseOptions = {}): SokobanLevel[] {
  const entries = parseCollectionEntries(text, options);
  const broken = entries.find(isBrokenLevel);
  if (broken) throw broken.error;
  if (entries.length === 0) throw noLevelFound(options.file);
  return entries as SokobanLevel[];
}

/** The InputError for a text without a single board in it. */
export function noLevelFound(file: string | undefined): InputError {
  return new InputError('no level found; expected rows of # @ + $ * . and floor', {
    file,
    line: 1,
  });
}

/**
 * Every board in `text`, in order, numbered as in `parseCollection`: a level, or a
 * `BrokenLevel` holding the InputError that keeps the board from being one, so that one bad
 * board neither hides the others nor shifts their numbers. Empty when `text` has no board.
 */
export function parseCollectionEntries(
  text: string,
  options: ParseOptions = {},
): CollectionEntry[] {
  const file = options.file;
  const lines = textLines(text);
  const levels: CollectionEntry[] = [];
  let current: CollectionEntry | undefined;
  // Fields right below a board describe it (the usual .sok layout). Fields after a blank line
  // wait: directly above a board they describe that board (a header-first layout), otherwise
  // the board before them (or, before the first board, the collection, and are dropped).
  let fieldsBelowBoard = false;
  let pending: FieldSink | undefined;
  // Title candidates for the next board: the first line of the latest `;` comment group, and
  // a plain text line directly above the board.
  let commentTitle: string | undefined;
  let inCommentGroup = false;
  let plainAbove: string | undefined;
  let commentBlock: { sink: FieldSink; lines: string[] } | undefined;

  const closeCommentBlock = (): void => {
    if (commentBlock) {
      const value = trimBlankLines(commentBlock.lines).join('\n');
      if (value !== '') commentBlock.sink.meta.comment = value;
    }
    commentBlock = undefined;
  };
  const settlePending = (target: FieldSink | undefined): void => {
    closeCommentBlock();
    if (pending && target) {
      if (pending.title !== undefined) target.title = pending.title;
      Object.assign(target.meta, pending.meta);
    }
    pending = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (isBoardLine(line)) {
      closeCommentBlock();
      let end = i;
      while (end + 1 < lines.length && isBoardLine(lines[end + 1])) end++;
      const level = buildOrExplain(lines.slice(i, end + 1), i + 1, file);
      level.title = commentTitle ?? plainAbove;
      settlePending(level);
      levels.push(level);
      current = level;
      fieldsBelowBoard = true;
      commentTitle = undefined;
      plainAbove = undefined;
      inCommentGroup = false;
      i = end;
      continue;
    }
    if (commentBlock) {
      if (/^comment[-_ ]?end\s*:?\s*$/i.test(trimmed)) {
        closeCommentBlock();
        continue;
      }
      if (!trimmed.startsWith(';')) {
        commentBlock.lines.push(line.trimEnd());
        continue;
      }
      closeCommentBlock();
    }
    if (trimmed === '') {
      settlePending(current);
      fieldsBelowBoard = false;
      plainAbove = undefined;
      inCommentGroup = false;
      continue;
    }
    const field = trimmed.startsWith(';')
      ? null
      : /^([A-Za-z][A-Za-z0-9 _-]{0,30}?)\s*:\s*(.*)$/.exec(trimmed);
    if (!field) {
      settlePending(current);
      fieldsBelowBoard = false;
    }
    if (trimmed.startsWith(';')) {
      const comment = trimmed.slice(1).trim();
      if (!inCommentGroup) commentTitle = comment === '' ? undefined : comment;
      else if (commentTitle === undefined && comment !== '') commentTitle = comment;
      inCommentGroup = true;
      plainAbove = undefined;
      continue;
    }
    inCommentGroup = false;
    if (field) {
      plainAbove = undefined;
      const sink: FieldSink =
        fieldsBelowBoard && current ? current : (pending ??= { title: undefined, meta: {} });
      const key = field[1].toLowerCase();
      const value = field[2].trim();
      if (key === 'title') sink.title = value === '' ? sink.title : value;
      else if (key === 'comment' && value === '') commentBlock = { sink, lines: [] };
      else sink.meta[key] = value;
      continue;
    }
    plainAbove = trimmed;
  }
  settlePending(current);
  return levels;
}

/** The level the board's `lines` draw, or why they draw none. */
function buildOrExplain(lines: string[], firstLine: number, file?: string): CollectionEntry {
  try {
    return buildLevel(lines, firstLine, file);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return { error, title: undefined, meta: {}, source: { file, line: firstLine } };
  }
}

/** The one level in `text`; an InputError when there are none or several. */
export function parseLevel(text: string, options: ParseOptions = {}): SokobanLevel {
  const levels = parseCollection(text, options);
  if (levels.length !== 1) {
    throw new InputError(
      `expected exactly one level, found ${levels.length} (the second starts at line ${levels[1].source?.line}); pick one with --level N`,
      { file: options.file },
    );
  }
  return levels[0];
}

/**
 * A line drawing part of a board: it holds a wall, is not a `;` comment, and has no word or
 * `key:` in it. Stray symbols such as `%` still count, so that they are reported where they
 * are instead of silently splitting the board.
 */
export function isBoardLine(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith(';')) return false;
  if (!line.includes('#')) return false;
  // Letters p P b B are squares (worker, crates) in some programs' files, not words.
  return !/[A-Za-z]{2}/.test(line.replace(/[pPbB]/g, '')) && !line.includes(':');
}

function buildLevel(lines: string[], firstLine: number, file?: string): SokobanLevel {
  const rows: ExpandedRow[] = [];
  lines.forEach((text, k) => rows.push(...expandRowLine(text.trimEnd(), firstLine + k, file)));
  while (rows.length > 0 && rows[rows.length - 1].cells === '') rows.pop();
  if (rows.length > MAX_BOARD_SIDE) {
    const first = rows[MAX_BOARD_SIDE];
    throw new InputError(
      `the board has ${rows.length.toLocaleString('en-US')} rows; expected at most ${MAX_BOARD_SIDE}`,
      { file, line: first.line, column: first.columns[0] ?? 1 },
    );
  }
  const width = Math.max(...rows.map((row) => row.cells.length));
  const height = rows.length;
  const size = width * height;
  const walls = new Uint8Array(size);
  const goals = new Uint8Array(size);
  const crates: number[] = [];
  let worker = -1;
  let workerAt = { line: 0, column: 0 };
  const at = (y: number, x: number): { file?: string; line: number; column: number } => {
    const row = rows[y];
    const last = row.columns.length > 0 ? row.columns[row.columns.length - 1] : 0;
    const column = x < row.columns.length ? row.columns[x] : last + (x - row.columns.length) + 1;
    return { file, line: row.line, column };
  };

  rows.forEach((row, y) => {
    for (let x = 0; x < row.cells.length; x++) {
      // Some programs write the worker and crates as letters: p/P and b/B.
      const char = LETTER_SQUARES[row.cells[x]] ?? row.cells[x];
      const square = y * width + x;
      switch (char) {
        case '#':
          walls[square] = 1;
          break;
        case '.':
          goals[square] = 1;
          break;
        case '*':
          goals[square] = 1;
          crates.push(square);
          break;
        case '$':
          crates.push(square);
          break;
        case '+':
        case '@':
          if (char === '+') goals[square] = 1;
          if (worker !== -1) {
            throw new InputError(
              `a second worker; expected exactly one @ or + (the first is at line ${workerAt.line}, column ${workerAt.column})`,
              at(y, x),
            );
          }
          worker = square;
          workerAt = at(y, x);
          break;
        case ' ':
        case '-':
        case '_':
          break;
        default:
          throw new InputError(
            `unknown character ${quoteInput(char)}; expected ${EXPECTED_SQUARES}`,
            at(y, x),
          );
      }
    }
  });

  const start = { file, line: firstLine };
  if (worker === -1) {
    throw new InputError('the level has no worker; expected one @ (or + on a goal)', start);
  }
  if (crates.length === 0) {
    throw new InputError(
      'the level has no crates; expected at least one $ (or * on a goal)',
      start,
    );
  }
  const goalCount = goals.reduce((sum, goal) => sum + goal, 0);
  if (goalCount !== crates.length) {
    throw new InputError(
      `the level has ${plural(crates.length, 'crate')} but ${plural(goalCount, 'goal')}; expected as many goals as crates`,
      start,
    );
  }
  const opening = findOpening({ width, height, walls, worker });
  if (opening !== -1) {
    const x = opening % width;
    const y = (opening - x) / width;
    throw new InputError(
      `the level is not closed: the worker can walk off the board here (row ${y + 1}, column ${x + 1} of the board); expected walls all around`,
      at(y, x),
    );
  }
  crates.sort((a, b) => a - b);
  return { title: undefined, meta: {}, width, height, walls, goals, crates, worker, source: start };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function trimBlankLines(lines: string[]): string[] {
  let first = 0;
  let last = lines.length;
  while (first < last && lines[first].trim() === '') first++;
  while (last > first && lines[last - 1].trim() === '') last--;
  return lines.slice(first, last);
}
