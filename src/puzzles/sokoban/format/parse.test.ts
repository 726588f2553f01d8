import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../errors.js';
import { isLevelClosed } from './closed.js';
import {
  isBoardLine,
  isBrokenLevel,
  parseCollection,
  parseCollectionEntries,
  parseLevel,
} from './parse.js';

const fixtures = fileURLToPath(new URL('../../../../test/fixtures/sokoban/', import.meta.url));
const bundled = fileURLToPath(new URL('../../../../data/sokoban/', import.meta.url));
const read = (dir: string, name: string): string => readFileSync(dir + name, 'utf8');
const xsokoban = parseCollection(read(bundled, 'xsokoban.sok'), { file: 'xsokoban.sok' });

/** The parts of a level that describe the board, for comparing levels from different files. */
function board(level: ReturnType<typeof parseLevel>): unknown {
  const { width, height, walls, goals, crates, worker } = level;
  return { width, height, walls: [...walls], goals: [...goals], crates, worker };
}

function errorOf(text: string, file: string): InputError {
  try {
    parseCollection(text, { file });
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error(`${file} was accepted`);
}

describe('parseCollection on the format samples', () => {
  it('reads run-length rows, | separators and - floors as the plain boards', () => {
    const levels = parseCollection(read(fixtures, 'rle.sok'), { file: 'rle.sok' });
    expect(levels).toHaveLength(2);
    expect(board(levels[0])).toEqual(board(xsokoban[0]));
    expect(board(levels[1])).toEqual(board(xsokoban[1]));
    expect(levels[0].title).toBe('XSokoban 1, run-length encoded, rows separated by |');
  });

  it('reads Title:, Author:, Comment: blocks, _ floors and ; titles', () => {
    const levels = parseCollection(read(fixtures, 'titled.sok'), { file: 'titled.sok' });
    expect(levels.map((level) => level.title)).toEqual([
      'Level 1',
      'Level 2 (underscores for floor)',
      'Level 3, title given as a comment above the board',
    ]);
    expect(levels[0].meta.author).toBe('Thinking Rabbit');
    expect(levels[0].meta.comment).toBe(
      'The first level of the original game.\nIt has six crates.',
    );
    levels.forEach((level, i) => expect(board(level)).toEqual(board(xsokoban[i])));
    expect(levels[2].source).toEqual({ file: 'titled.sok', line: 35 });
  });

  it('reads the bundled collections whole', () => {
    expect(xsokoban).toHaveLength(90);
    expect(parseCollection(read(bundled, 'microban.sok'))).toHaveLength(155);
    expect(parseCollection(read(bundled, 'microban2.sok'))).toHaveLength(135);
    const sasquatch = parseCollection(read(bundled, 'sasquatch.sok'));
    expect(sasquatch).toHaveLength(400);
    expect(sasquatch.every(isLevelClosed)).toBe(true);
    expect(xsokoban[0]).toMatchObject({ title: '1', width: 19, height: 11, worker: 163 });
    expect(xsokoban.every(isLevelClosed)).toBe(true);
  });

  const refusals: [string, string, string][] = [
    ['bad-open.sok', 'bad-open.sok:3:5: ', 'not closed'],
    ['bad-two-workers.sok', 'bad-two-workers.sok:2:5: ', 'second worker'],
    ['bad-no-worker.sok', 'bad-no-worker.sok:1: ', 'no worker'],
    ['bad-crates-goals.sok', 'bad-crates-goals.sok:1: ', '2 crates but 1 goal'],
    ['bad-unknown-char.sok', 'bad-unknown-char.sok:3:2: ', 'unknown character "%"'],
    ['bad-no-crates.sok', 'bad-no-crates.sok:1: ', 'no crates'],
  ];
  it.each(refusals)('refuses %s, naming the place and the fault', (name, where, what) => {
    const error = errorOf(read(fixtures, name), name);
    expect(error.message.startsWith(where)).toBe(true);
    expect(error.message).toContain(what);
  });
});

describe('parseCollection details', () => {
  it('separates levels by blank lines or by text lines, with ragged rows', () => {
    const text = '####\n#@$.#\n#####\nnext one\n#####\n#.$@#\n#####\n\n\n#####\n#@*.$#\n######';
    const levels = parseCollection(text);
    expect(levels).toHaveLength(3);
    expect(levels[0].width).toBe(5);
    expect(levels[1].title).toBe('next one');
    expect(levels[2].crates).toEqual([8, 10]);
  });

  it('gives fields standing directly above a board, after a blank line, to that board', () => {
    const text = 'Title: A\nAuthor: X\n#####\n#@$.#\n#####\n\nTitle: B\n#####\n#.$@#\n#####\n';
    expect(parseCollection(text).map((l) => [l.title, l.meta.author])).toEqual([
      ['A', 'X'],
      ['B', undefined],
    ]);
    const below = '#####\n#@$.#\n#####\n\nTitle: late\n\n#####\n#.$@#\n#####\n';
    expect(parseCollection(below).map((l) => l.title)).toEqual(['late', undefined]);
  });

  it('reads p P b B as worker and crates', () => {
    const [letters, symbols] = parseCollection(
      '#######\n#pbB. #\n#######\n\n#######\n#@$*. #\n#######',
    );
    expect(board(letters)).toEqual(board(symbols));
    const onGoal = parseLevel('#######\n#Pb*  #\n#######');
    expect([onGoal.worker, onGoal.goals[8], onGoal.crates]).toEqual([8, 1, [9, 10]]);
  });

  it('keeps the first line of a ; comment group as the title', () => {
    const levels = parseCollection('; Box\n; by me\n#####\n#@$.#\n#####\n');
    expect(levels[0].title).toBe('Box');
  });

  it('reports a dangling run length with its column', () => {
    expect(() => parseLevel('5#|#@$.#|5#3', { file: 'x' })).toThrow('x:1:12: run length 3');
  });

  it('refuses boards wider or taller than 4096 squares where the excess begins, fast', () => {
    const wide = `#####\n#@$.#\n${'#'.repeat(4097)}`;
    expect(() => parseLevel(wide, { file: 'x' })).toThrow(
      'x:3:4097: a row of more than 4096 squares; expected at most 4096',
    );
    expect(() => parseLevel('5#|#@$.#|4000#97#', { file: 'x' })).toThrow(
      'x:1:15: a row of more than 4096 squares',
    );
    // One long row among thousands joined by | would pad every row to its length.
    const tall = `${'#|'.repeat(5000)}#####|#@$.#|${'#'.repeat(4000)}`;
    const began = performance.now();
    expect(() => parseLevel(tall, { file: 'x' })).toThrow(
      'x:1:8193: the board has 5,003 rows; expected at most 4096',
    );
    expect(performance.now() - began).toBeLessThan(1000);
  });

  it('refuses text without a level, and parseLevel refuses two', () => {
    expect(() => parseCollection('just words\n')).toThrow('no level found');
    expect(() => parseLevel('#####\n#@$.#\n#####\n\n#####\n#@$.#\n#####')).toThrow(
      'expected exactly one level, found 2',
    );
  });

  it('tells board lines from text lines', () => {
    expect(isBoardLine('  #  $ #')).toBe(true);
    expect(isBoardLine('4-5#|4-#3-#')).toBe(true);
    expect(isBoardLine('#%  #')).toBe(true);
    expect(isBoardLine('; # comment')).toBe(false);
    expect(isBoardLine('Title: #1')).toBe(false);
    expect(isBoardLine('Level #4 here')).toBe(false);
  });
});

describe('parseCollectionEntries', () => {
  const good = '#####\n#@$.#\n#####';
  // The second board has a stray %, the third one crate and no goal.
  const text = `; one\n${good}\n\n; two\n#####\n#@$%#\n#####\nAuthor: me\n\n; three\n####\n#@$#\n####\n\n${good}\n`;

  it('keeps a bad board in its place, with its error, title and fields, and the good levels', () => {
    const entries = parseCollectionEntries(text, { file: 'mixed.sok' });
    expect(entries.map(isBrokenLevel)).toEqual([false, true, true, false]);
    const [, second, third, fourth] = entries;
    expect(isBrokenLevel(second) && second.error.message).toBe(
      'mixed.sok:8:4: unknown character "%"; expected one of # @ + $ * . or floor (space, - or _)',
    );
    expect(second).toMatchObject({ title: 'two', meta: { author: 'me' } });
    expect(second.source).toEqual({ file: 'mixed.sok', line: 7 });
    expect(isBrokenLevel(third) && third.error.message).toMatch(
      /^mixed\.sok:13: .*1 crate but 0 goals/,
    );
    expect(isBrokenLevel(fourth) ? null : fourth.crates).toEqual([7]);
  });

  it('is what parseCollection reads: parseCollection refuses the first bad board', () => {
    expect(() => parseCollection(text, { file: 'mixed.sok' })).toThrow('mixed.sok:8:4: unknown');
    const fine = `${good}\n\n${good}\n`;
    expect(parseCollectionEntries(fine)).toEqual(parseCollection(fine));
  });

  it('gives no entry for a text without boards, which parseCollection refuses', () => {
    expect(parseCollectionEntries('just words\n')).toEqual([]);
    expect(() => parseCollection('just words\n', { file: 'w.txt' })).toThrow(
      'w.txt:1: no level found',
    );
  });
});
