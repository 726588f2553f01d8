import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSolutionRows } from './solution-rows.js';

const example = new URL(
  '../../../../examples/sokoban/microban-1-10.solutions.tsv',
  import.meta.url,
);

function errorOf(text: string): string {
  try {
    parseSolutionRows(text, { file: 'found.tsv' });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(text)} was accepted`);
}

describe('parseSolutionRows', () => {
  it('reads the rows the CLI writes: a level<TAB>solution header, then a row per level', () => {
    const rows = parseSolutionRows(readFileSync(example, 'utf8'));
    expect(rows.map((row) => row.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows[1]).toMatchObject({ line: 3, levelColumn: 1, movesColumn: 3 });
  });

  it('skips blank lines and ; comments, and takes the header only before the first solution', () => {
    const text = '; found by hand\r\n\r\nLevel\tLURD\r\n  ; a comment\r\n 12 \t3(ul)R\r\n';
    expect(parseSolutionRows(text)).toEqual([
      { level: 12, moves: '3(ul)R', line: 5, levelColumn: 2, movesColumn: 6 },
    ]);
    expect(errorOf('1\tR\nlevel\tsolution\n')).toMatch(/^found\.tsv:2:1: "level" is not a level/);
  });

  it('refuses every other row with its line and column and what a row should be', () => {
    const good = '1\tR\n2\tL\n';
    const expected = 'expected a level number, a tab and its solution';
    expect(errorOf(`${good}11x\tRRRR\n`)).toBe(
      `found.tsv:3:3: "11x" is not a level number; ${expected} (or a ; comment, or a level<TAB>solution header first)`,
    );
    expect(errorOf(`${good}#12\tuuuu\n`)).toMatch(/^found\.tsv:3:1: "#12" is not a level number/);
    expect(errorOf(`${good}level 13 lurd\n`)).toMatch(
      /^found\.tsv:3:1: "level 13 lurd" has no tab; expected a level number/,
    );
    // A level number mistyped as a letter, and a deleted tab.
    expect(errorOf(`${good}l\trddl\n`)).toMatch(/^found\.tsv:3:1: "l" is not a level number/);
    expect(errorOf(`${good}7rddl\n`)).toMatch(/^found\.tsv:3:2: "7rddl" has no tab/);
    expect(errorOf(`${good}7\n`)).toMatch(/^found\.tsv:3:2: level 7 has no solution after it/);
    expect(errorOf(`${good}7\t  \n`)).toMatch(
      /^found\.tsv:3:3: level 7 has no moves after the tab/,
    );
    expect(errorOf(`${good}7\tR\t8\n`)).toMatch(/^found\.tsv:3:4: a second tab/);
  });

  it('gives no rows for a text without solutions', () => {
    expect(parseSolutionRows('')).toEqual([]);
    expect(parseSolutionRows('level\tsolution\n; none yet\n')).toEqual([]);
  });
});
