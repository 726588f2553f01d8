import { describe, expect, it } from 'vitest';
import { noun, plural } from './plural.js';

describe('plural', () => {
  it('keeps the noun singular for exactly one and only then', () => {
    expect(plural(1, 'word')).toBe('1 word');
    expect(plural(0, 'word')).toBe('0 words');
    expect(plural(2, 'shortest ladder')).toBe('2 shortest ladders');
  });

  it('groups thousands and knows the -es plurals', () => {
    expect(plural(1024, 'cell')).toBe('1,024 cells');
    expect(plural(3, 'push')).toBe('3 pushes');
    expect(plural(2, 'index', 'indices')).toBe('2 indices');
    expect(noun(1, 'step')).toBe('step');
    expect(noun(7, 'step')).toBe('steps');
  });
});
