/**
 * Writes levels back as text in the format `parseCollection` reads: each level's title as a
 * `;` comment above its board, the board, then its other metadata as `Key: value` lines (a
 * multi-line comment as a `Comment:` ... `Comment-End:` block), levels separated by a blank
 * line. Boards may be written with `-` or `_` for floor, or run-length encoded.
 *
 * ```ts
 * import { parseCollection, writeLevel } from 'puzzlegraph/sokoban';
 *
 * const [level] = parseCollection('; tiny\n#####\n#@$.#\n#####\n');
 * console.log(JSON.stringify(writeLevel(level))); // "; tiny\n#####\n#@$.#\n#####\n"
 * console.log(JSON.stringify(writeLevel(level, { runLength: true }))); // "; tiny\n5#\n#@$.#\n5#\n"
 * // The same level again.
 * const [again] = parseCollection(writeLevel(level));
 * console.log(again.title, again.crates, again.worker); // tiny [ 7 ] 6
 * ```
 */
import type { SokobanLevel } from '../level.js';
import { renderRows } from './render.js';

export interface WriteOptions {
  /** Floor character: space (default), `-` or `_`. */
  floor?: ' ' | '-' | '_';
  /** Run-length encode rows (`4#` for `####`); floor is then written as `-`. */
  runLength?: boolean;
  /** Leave out the title and metadata. */
  boardOnly?: boolean;
}

export function writeLevel(level: SokobanLevel, options: WriteOptions = {}): string {
  const floor = options.runLength ? '-' : (options.floor ?? ' ');
  let rows = renderRows(level, { floor });
  if (options.runLength) rows = rows.map(runLengthRow);
  const lines: string[] = [];
  if (!options.boardOnly && level.title !== undefined) lines.push(`; ${oneLine(level.title)}`);
  lines.push(...rows);
  if (!options.boardOnly) {
    for (const [key, value] of Object.entries(level.meta)) {
      const name = key.charAt(0).toUpperCase() + key.slice(1);
      // Only comments have a multi-line form in the format.
      if (key === 'comment' && value.includes('\n')) {
        lines.push('Comment:', ...value.split('\n'), 'Comment-End:');
      } else lines.push(`${name}: ${oneLine(value)}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** Levels separated by blank lines. */
export function writeCollection(
  levels: readonly SokobanLevel[],
  options: WriteOptions = {},
): string {
  return levels.map((level) => writeLevel(level, options)).join('\n');
}

/** `####  $` -> `4#2-$`: runs of more than one square become count + square. */
export function runLengthRow(row: string): string {
  let out = '';
  for (let i = 0; i < row.length;) {
    let end = i + 1;
    while (end < row.length && row[end] === row[i]) end++;
    out += (end - i > 1 ? String(end - i) : '') + row[i];
    i = end;
  }
  return out;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}
