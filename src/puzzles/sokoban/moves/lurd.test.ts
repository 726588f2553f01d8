import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressMoves, decompressMoves, isPlainLurd } from './lurd.js';

const lurd = fc.string({ unit: fc.constantFrom(...'lurdLURD'), maxLength: 60 });

/** The design notes' rule written the obvious way: runs of three or more get a count. */
const referenceCompress = (moves: string): string =>
  moves.replace(/([lurdLURD])\1{2,}/g, (run) => `${run.length}${run[0]}`);

describe('compressMoves', () => {
  it('follows the design notes: a run of more than two becomes count + letter', () => {
    expect(compressMoves('ullllUUddR')).toBe('u4lUUddR');
    expect(compressMoves('lll')).toBe('3l');
    expect(compressMoves('ll')).toBe('ll');
    expect(compressMoves('lLl')).toBe('lLl');
    expect(compressMoves('')).toBe('');
    expect(compressMoves('r'.repeat(12) + 'RurD')).toBe('12rRurD');
  });

  it('agrees with the reference rule on random strings', () => {
    fc.assert(fc.property(lurd, (moves) => compressMoves(moves) === referenceCompress(moves)));
  });

  it('is undone by decompressMoves', () => {
    fc.assert(fc.property(lurd, (moves) => decompressMoves(compressMoves(moves)) === moves));
  });
});

describe('decompressMoves', () => {
  it('expands counts and nested groups, ignoring whitespace', () => {
    expect(decompressMoves('u3l3uLUllDDuuruurDldldll3dr12RurD')).toBe(
      'ulllu' + 'uuLUllDDuuruurDldldllddd' + 'r' + 'R'.repeat(12) + 'urD',
    );
    expect(decompressMoves('3(ul)')).toBe('ululul');
    expect(decompressMoves('2(r3(ul))D')).toBe('rulululrulululD');
    expect(decompressMoves('(ud) 2 l\n r')).toBe('udllr');
  });

  it('refuses what is not LURD, naming the column', () => {
    expect(() => decompressMoves('uux', { file: 's.txt' })).toThrow('s.txt:1:3: unknown move "x"');
    expect(() => decompressMoves('3(ul')).toThrow('1:2: unclosed "("');
    expect(() => decompressMoves('ul)')).toThrow('1:3: unexpected ")"');
    expect(() => decompressMoves('ul3')).toThrow('1:3: a count at the end');
    expect(() => decompressMoves('0u')).toThrow('a count of 0');
    expect(() => decompressMoves('999999999u')).toThrow('more than 10000000 steps');
  });

  it('refuses groups nested past 100 deep with a message, not a stack overflow', () => {
    expect(decompressMoves('('.repeat(100) + 'u' + ')'.repeat(100))).toBe('u');
    expect(() => decompressMoves('('.repeat(20_000) + 'u')).toThrow(
      '1:101: groups nested more than 100 deep',
    );
  });

  it('leaves plain LURD unchanged', () => {
    fc.assert(fc.property(lurd, (moves) => isPlainLurd(moves) && decompressMoves(moves) === moves));
  });
});
