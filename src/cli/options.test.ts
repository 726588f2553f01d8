// The shared option parsers (#45): a range written backwards says so.
import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import { parseIntegerRange } from './options.js';

describe('parseIntegerRange', () => {
  it('reads a number and a range', () => {
    expect(parseIntegerRange('3', '--level', 1, 10)).toEqual({ from: 3, to: 3 });
    expect(parseIntegerRange(' 2 - 9 ', '--level', 1, 10)).toEqual({ from: 2, to: 9 });
  });

  it('says a reversed range is reversed, not that its end is out of range', () => {
    expect(() => parseIntegerRange('5-2', '--level', 1, 10)).toThrow(
      new InputError('--level: the range 5-2 is reversed (it starts after it ends); write 2-5'),
    );
  });

  it('still refuses ends outside the bounds, and what is not a range', () => {
    expect(() => parseIntegerRange('2-11', '--level', 1, 10)).toThrow(
      '--level: 11 is out of range; expected 1 to 10',
    );
    expect(() => parseIntegerRange('2-', '--level', 1, 10)).toThrow(
      '--level: "2-" is not a number or a range like 2-9',
    );
  });
});
