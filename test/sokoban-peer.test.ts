import { describe, expect, it } from 'vitest';
import { parseFestivalSolutions, parsePeer } from '../bench/sokoban-peer.js';
import {
  parseYassSolution,
  readYassAnswer,
  readYassAnswers,
  yassCollectionInput,
  yassOptimizeArgs,
  yassOptimizeInput,
} from '../bench/yass-peer.js';
import { parseLevel } from '../src/puzzles/sokoban/index.js';

describe('the Sokoban benchmark peer', () => {
  it('reads one block a level from a Festival solution file, solved or not', () => {
    const text = [
      'Festival 3.1 solution file',
      '===========================',
      'Collection: levels.sok',
      '',
      'Level 1',
      '',
      '#####',
      '#@$.#',
      '#####',
      '',
      'Solution',
      'R',
      '',
      'Solver: Festival 3.1',
      'Solver time: 00:00:01',
      'Solver date: 2026-12-01  11:44:00',
      '',
      'Level 2',
      '',
      '######',
      '#@$ .#',
      '######',
      '',
      'Solver time: 00:01:05',
      '',
    ].join('\n');
    expect(parseFestivalSolutions(text)).toEqual([
      { moves: 'R', seconds: 1 },
      { moves: undefined, seconds: 65 },
    ]);
  });

  it('refuses peers it cannot run, and limits the peer cannot take', () => {
    expect(() => parsePeer('cbs=/bin/true', 30_000)).toThrow(/festival=PATH or yass=PATH/);
    expect(() => parsePeer('festival', 30_000)).toThrow(/festival=PATH/);
    expect(() => parsePeer('festival=/bin/true', 10_000)).toThrow(/25s or more/);
    expect(() => parsePeer('festival=/no/such/file', 30_000)).toThrow(/not an executable/);
    expect(parsePeer('festival=/bin/true', 30_000)).toEqual({
      name: 'festival',
      path: '/bin/true',
    });
  });

  it('takes YASS on Linux, with its limit in whole seconds, and as the only optimizer', () => {
    expect(parsePeer('yass=/bin/true', 10_000)).toEqual({ name: 'yass', path: '/bin/true' });
    expect(() => parsePeer('yass=/bin/true', 2_500)).toThrow(/whole seconds.*not 2.5 s/);
    expect(() => parsePeer('yass=/bin/true', 500)).toThrow(/whole seconds/);
    expect(() => parsePeer('yass=/no/such/file', 10_000)).toThrow(/yass: .* not an executable/);
    expect(() => parsePeer('festival=/bin/true', 30_000, { optimizer: true })).toThrow(
      /Festival has no optimizer; expected yass=PATH/,
    );
    expect(parsePeer('yass=/bin/true', 10_000, { optimizer: true }).name).toBe('yass');
  });

  it('reads the first solution of a YASS answer file, not a snapshot', () => {
    const moves = 'r'.repeat(70);
    const text = [
      '',
      '',
      'Level 1',
      '',
      '#####',
      '#@$.#',
      '#####',
      '',
      'Snapshot 3/1 (YASS 9.9)',
      'uuu',
      '',
      'Solution 71/1 (0/0) (YASS 9.9)',
      moves,
      'R',
      'Time: 1 second',
      '',
    ].join('\n');
    expect(parseYassSolution(text)).toBe(`${moves}R`);
    expect(parseYassSolution('Level 1\n\n#####\n#@$.#\n#####\n')).toBeUndefined();
    const files = new Map([
      ['levels.sok', 'Solution\nR\n'],
      ['levels, YASS 9.9 Solutions.sok', text],
    ]);
    expect(readYassAnswer(files)).toBe(`${moves}R`);
    expect(readYassAnswer(new Map([['levels.sok', 'Solution\nR\n']]))).toBeUndefined();
  });

  it('gives YASS a selection as one file, titled by place, and reads back each answer', () => {
    const levels = [parseLevel('#####\n#@$.#\n#####'), parseLevel('######\n#@$ .#\n######')];
    const input = yassCollectionInput(levels);
    expect(input).toBe('; 1\n#####\n#@$.#\n#####\n\n; 2\n######\n#@$ .#\n######\n');
    // YASS copies each title above the level; here it left out the first, and gave the second.
    const answer = ['', '', '2', '', '######', '#@$ .#', '######', '', 'Solution', 'RR', ''];
    const files = new Map([['levels, YASS 2.153 (64-bit) Solutions.sok', answer.join('\n')]]);
    expect(readYassAnswers(files, 2)).toEqual([undefined, 'RR']);
    expect(readYassAnswers(new Map(), 2)).toEqual([undefined, undefined]);
  });

  it('gives YASS the board with the solution below it, 70 moves a line, and its metric', () => {
    const level = parseLevel('#######\n#@$  .#\n#######');
    const input = yassOptimizeInput(level, 'rRRR'.repeat(20));
    const lines = input.trimEnd().split('\n');
    expect(lines.slice(0, 5)).toEqual(['#######', '#@$  .#', '#######', '', 'Solution']);
    expect(lines.slice(5).map((line) => line.length)).toEqual([70, 10]);
    expect(yassOptimizeArgs('/tmp/run/levels.sok', '20', 'pushes-only')).toEqual([
      'levels.sok',
      '-search',
      'optimize',
      '-optimize',
      'pushesonly',
      '-maxtime',
      '20',
      '-prompt',
      'no',
    ]);
    expect(() => yassOptimizeArgs('levels.sok', '20', 'moves-only')).toThrow(/no optimizer/);
  });
});
