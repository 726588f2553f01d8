/**
 * Solution files: one `level<TAB>solution` row per solution, as `sokoban solve --solutions`
 * writes them. Every line of such a file is one of:
 * - a solution: the level's number (1-based, digits), one tab, the moves (LURD, with counts
 *   and `3(ul)` groups as `decompressMoves` reads them);
 * - the header: a first row (before any solution) whose first field is `level`, any case,
 *   such as the `level<TAB>solution` line the CLI writes;
 * - a comment: its first character other than a space is `;`, as in level files;
 * - blank.
 * Anything else is an InputError naming the file, line and column: a row read past would be
 * a solution left unchecked.
 *
 * ```ts
 * import { InputError, parseSolutionRows } from 'puzzlegraph/sokoban';
 *
 * const [row] = parseSolutionRows('level\tsolution\n; found by hand\n2\trddlruulduullddr\n');
 * console.log(row.level, row.moves, row.line, row.movesColumn); // 2 rddlruulduullddr 3 3
 * try {
 *   parseSolutionRows('11x\tRRRR\n');
 * } catch (error) {
 *   const message = error instanceof InputError ? error.message : '';
 *   console.log(message.split(';')[0]); // <input>:1:3: "11x" is not a level number
 * }
 * ```
 */
import { InputError, quoteInput } from '../../../errors.js';

export interface SolutionRow {
  /** The level's number as written (1-based). */
  level: number;
  /** The moves as written, counts and groups not yet expanded. */
  moves: string;
  /** 1-based line of the row. */
  line: number;
  /** 1-based column of the level number. */
  levelColumn: number;
  /** 1-based column where the moves begin, for messages about them. */
  movesColumn: number;
}

const EXPECTED_ROW =
  'expected a level number, a tab and its solution (or a ; comment, or a level<TAB>solution header first)';

/** The solution rows of `text`, in order; `file` only names the source in errors. */
export function parseSolutionRows(text: string, options: { file?: string } = {}): SolutionRow[] {
  const { file } = options;
  const rows: SolutionRow[] = [];
  let headerAllowed = true;
  text.split(/\r?\n/).forEach((row, k) => {
    const line = k + 1;
    const trimmed = row.trim();
    if (trimmed === '' || trimmed.startsWith(';')) return;
    const tab = row.indexOf('\t');
    const first = tab === -1 ? row : row.slice(0, tab);
    if (headerAllowed && tab !== -1 && first.trim().toLowerCase() === 'level') {
      headerAllowed = false;
      return;
    }
    headerAllowed = false;
    const at = (column: number) => ({ file, line, column });
    const number = /^(\s*)(\d+)\s*$/.exec(first);
    if (!number) {
      const lead = first.length - first.trimStart().length;
      const bad = [...first.trim()].findIndex((char) => !/\d/.test(char));
      const column = lead + Math.max(0, bad) + 1;
      const what =
        tab === -1
          ? `${quoteInput(trimmed)} has no tab`
          : `${quoteInput(first.trim())} is not a level number`;
      throw new InputError(`${what}; ${EXPECTED_ROW}`, at(column));
    }
    if (tab === -1) {
      throw new InputError(
        `level ${number[2]} has no solution after it; ${EXPECTED_ROW}`,
        at(row.length + 1),
      );
    }
    const moves = row.slice(tab + 1);
    if (moves.trim() === '') {
      throw new InputError(
        `level ${number[2]} has no moves after the tab; expected its solution (LURD)`,
        at(tab + 2),
      );
    }
    if (moves.includes('\t')) {
      throw new InputError(
        `a second tab; expected one tab between the level number and its solution`,
        at(tab + 2 + moves.indexOf('\t')),
      );
    }
    const levelColumn = number[1].length + 1;
    rows.push({ level: Number(number[2]), moves, line, levelColumn, movesColumn: tab + 2 });
  });
  return rows;
}
