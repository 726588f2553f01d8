import { describe, expect, it } from 'vitest';
import { expandRowLine } from './rows.js';

describe('expandRowLine', () => {
  it('expands run lengths and | separators, keeping source columns', () => {
    expect(expandRowLine('2#-$|2#', 7)).toEqual([
      { cells: '##-$', columns: [2, 2, 3, 4], line: 7 },
      { cells: '##', columns: [7, 7], line: 7 },
    ]);
    expect(expandRowLine('#  $.#', 1)[0].cells).toBe('#  $.#');
    expect(expandRowLine('12#', 1)[0].cells).toBe('#'.repeat(12));
  });

  it('refuses a run length with nothing after it', () => {
    expect(() => expandRowLine('3#2|#', 4, 'f')).toThrow('f:4:3: run length 2 is not followed');
  });
});
