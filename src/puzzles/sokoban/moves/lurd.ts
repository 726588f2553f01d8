/**
 * LURD move strings: `l u r d` for a worker step, `L U R D` for a step that pushes a crate.
 * Solutions are printed run-length compressed (`compressMoves`, docs/sokoban.md): a run of
 * more than two equal letters becomes its count and the letter, a run of two stays two
 * letters. Solution files also use parenthesised groups, `3(ul)` = `ululul`, which
 * `decompressMoves` accepts, nested and with whitespace anywhere.
 *
 * ```ts
 * import { compressMoves, decompressMoves } from 'puzzlegraph/sokoban';
 *
 * console.log(compressMoves('ullllUUddR')); // u4lUUddR
 * console.log(decompressMoves('u4lUUddR')); // ullllUUddR
 * console.log(decompressMoves('2(r3(ul))D')); // rulululrulululD
 * ```
 */
import { InputError, quoteInput } from '../../../errors.js';

/** Run-length compresses a LURD string; runs are of the same letter in the same case. */
export function compressMoves(moves: string): string {
  let out = '';
  for (let i = 0; i < moves.length;) {
    let end = i + 1;
    while (end < moves.length && moves[end] === moves[i]) end++;
    const run = end - i;
    out += run > 2 ? `${run}${moves[i]}` : moves.slice(i, end);
    i = end;
  }
  return out;
}

export interface DecompressOptions {
  /** Names the source in error messages. */
  file?: string;
  /** Line of the text in its source, for messages; columns count from the text's start. */
  line?: number;
  /** Refuses decompressed strings longer than this (a typo like `99999999u`); default 10^7. */
  maxLength?: number;
}

const LETTERS = 'lurdLURD';
/**
 * The deepest `(` nesting read. Groups are read recursively, and a stray run of thousands of
 * `(` overflowed the stack (a RangeError instead of a message); real solutions nest 2 or 3.
 */
export const MAX_GROUP_DEPTH = 100;

/** Expands counts and `n(...)` groups; InputError (with column) on anything but LURD. */
export function decompressMoves(text: string, options: DecompressOptions = {}): string {
  const maxLength = options.maxLength ?? 10_000_000;
  const where = (index: number): { file?: string; line?: number; column: number } => ({
    file: options.file,
    line: options.line ?? 1,
    column: index + 1,
  });
  let pos = 0;

  const skipSpace = (): void => {
    while (pos < text.length && /\s/.test(text[pos])) pos++;
  };
  const readCount = (): number | undefined => {
    const start = pos;
    while (pos < text.length && text[pos] >= '0' && text[pos] <= '9') pos++;
    if (pos === start) return undefined;
    const count = Number(text.slice(start, pos));
    if (count === 0) throw new InputError('a count of 0 moves; expected 1 or more', where(start));
    return count;
  };
  const repeat = (part: string, count: number, at: number): string => {
    if (part.length * count > maxLength) {
      throw new InputError(`the moves expand to more than ${maxLength} steps`, where(at));
    }
    return part.repeat(count);
  };
  // Reads a sequence up to a closing parenthesis (depth > 0) or the end of the text.
  const readSequence = (depth: number, open: number): string => {
    let out = '';
    for (;;) {
      skipSpace();
      if (pos >= text.length) {
        if (depth > 0) throw new InputError('unclosed "("; expected ")"', where(open));
        return out;
      }
      const countAt = pos;
      const count = readCount();
      skipSpace();
      const char = text[pos];
      if (char === ')') {
        if (count !== undefined) {
          throw new InputError('a count before ")"; expected a move or a group', where(countAt));
        }
        if (depth === 0) throw new InputError('unexpected ")" without "("', where(pos));
        pos++;
        return out;
      }
      if (char === '(') {
        const groupAt = pos;
        if (depth >= MAX_GROUP_DEPTH) {
          throw new InputError(
            `groups nested more than ${MAX_GROUP_DEPTH} deep; expected at most ${MAX_GROUP_DEPTH} "(" open at once`,
            where(groupAt),
          );
        }
        pos++;
        const group = readSequence(depth + 1, groupAt);
        out += repeat(group, count ?? 1, countAt);
      } else if (char !== undefined && LETTERS.includes(char)) {
        pos++;
        out += repeat(char, count ?? 1, countAt);
      } else if (char === undefined) {
        throw new InputError('a count at the end; expected a move after it', where(countAt));
      } else {
        throw new InputError(
          `unknown move ${quoteInput(char)}; expected l u r d (L U R D for pushes), counts and (groups)`,
          where(pos),
        );
      }
      if (out.length > maxLength) {
        throw new InputError(`the moves expand to more than ${maxLength} steps`, where(countAt));
      }
    }
  };
  return readSequence(0, 0);
}

/** True when `moves` is a plain LURD string (no counts, groups or other characters). */
export function isPlainLurd(moves: string): boolean {
  return /^[lurdLURD]*$/.test(moves);
}
