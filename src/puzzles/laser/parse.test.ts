import { describe, expect, it } from 'vitest';
import { InputError } from '../../errors.js';
import { parseLaser } from './parse.js';
import { BLOCKER, EMITTER_R, EMPTY, MIRROR_BACKSLASH, SPLIT_SLASH, TARGET } from './pieces.js';

function errorOf(text: string, file?: string): InputError {
  try {
    parseLaser(text, { file });
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('parseLaser', () => {
  it('reads the board, skipping comments, and pads ragged rows with open empty squares', () => {
    const { board, pieces } = parseLaser('; a comment\n>.\\\n:o\n  ; another\n#Z');
    expect([board.width, board.height]).toEqual([3, 3]);
    expect([...board.kinds]).toEqual([
      EMITTER_R,
      EMPTY,
      MIRROR_BACKSLASH,
      EMPTY,
      TARGET,
      EMPTY,
      BLOCKER,
      SPLIT_SLASH,
      EMPTY,
    ]);
    expect([...board.placeable]).toEqual([0, 1, 0, 0, 0, 1, 0, 0, 1]);
    expect(pieces).toEqual([]);
    expect(board.toText()).toBe('>.\\\n:o.\n#Z.\n');
  });

  it('reads the pieces to place, with counts, merging repeats', () => {
    const { pieces } = parseLaser('>..o\nplace: 2*mirror Z #\nPlace: mirror');
    expect(pieces.map((entry) => [entry.type.name, entry.count])).toEqual([
      ['mirror', 3],
      ['Z', 1],
      ['#', 1],
    ]);
  });

  it('reports an unknown symbol with its line and column', () => {
    const error = errorOf('; header\n>..o\n..x.', 'board.txt');
    expect(error.location).toEqual({ file: 'board.txt', line: 3, column: 3 });
    expect(error.message).toMatch(/^board\.txt:3:3: unknown symbol "x"; expected one of/);
  });

  it('counts columns in characters, not bytes', () => {
    expect(errorOf('>é?').location).toMatchObject({ line: 1, column: 2 });
  });

  it('reports an unknown piece in a place: line with its column', () => {
    const error = errorOf('>..o\nplace: mirror lens');
    expect(error.location).toMatchObject({ line: 2, column: 15 });
    expect(error.reason).toContain('unknown piece "lens"');
  });

  it('refuses a zero count', () => {
    expect(errorOf('>..o\nplace: 0*mirror').reason).toContain('from 1 to 1000');
  });

  it('refuses a blank line inside the board, naming it', () => {
    const error = errorOf('>..o\n\n....');
    expect(error.location.line).toBe(2);
    expect(error.reason).toContain('blank line');
  });

  it('refuses a file with no board', () => {
    expect(errorOf('; only a comment\nplace: mirror\n').reason).toContain('no board');
  });
});
