import { describe, expect, it } from 'vitest';
import { parseFestivalSolutions, parsePeer } from '../bench/sokoban-peer.js';

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

  it('refuses peers it cannot run, and limits the Festival build cannot take', () => {
    expect(() => parsePeer('yass=/usr/bin/yass', 30_000)).toThrow(/Windows/);
    expect(() => parsePeer('festival', 30_000)).toThrow(/festival=PATH/);
    expect(() => parsePeer('festival=/bin/true', 10_000)).toThrow(/25s or more/);
    expect(() => parsePeer('festival=/no/such/file', 30_000)).toThrow(/not an executable/);
    expect(parsePeer('festival=/bin/true', 30_000)).toEqual({
      name: 'festival',
      path: '/bin/true',
    });
  });
});
