/**
 * How the benchmarks call YASS (Yet Another Sokoban Solver and Optimizer, by Brian Damgaard,
 * GPL), built as a console program for Linux; nothing of its source is part of this repository.
 *
 * Build (Free Pascal 3.2, `apt-get install fp-compiler fp-units-base fp-units-fcl`): copy its
 * YASS.pas out of the YASS for Android sources (app/src/main/jni-pascal), in the copy turn the
 * `{///$DEFINE CONSOLE_APPLICATION}` line into `{$DEFINE CONSOLE_APPLICATION}` and the
 * `{$DEFINE PLUGIN_MODULE}` line into `{///$DEFINE PLUGIN_MODULE}` (leave FPC defined and
 * WINDOWS not), then `fpc -O3 -FaSysUtils YASS.pas` makes the binary `YASS` (the console
 * build uses no units, and its clock, GetTickCount64, is in SysUtils). On Linux it takes a
 * 128 MiB table unless given `-memory`; the benchmarks leave it at that.
 *
 * It reads a level file given first on its command line, a level's solution (if any) as a
 * `Solution` line and plain LURD lines below the board, and writes its answers to
 * `<file name>, YASS <version> Solutions.sok` beside that file: per level, a line starting with
 * `Solution` (or `Snapshot` for a partial one) and the moves below it, 70 a line. `-maxtime`
 * is in whole seconds; `-prompt no` keeps it from waiting for Enter after a message.
 */
import { basename } from 'node:path';
import {
  writeCollection,
  type OptimizeMetric,
  type SokobanLevel,
} from '../src/puzzles/sokoban/index.js';

/**
 * Arguments that make YASS, run in the folder of `file`, solve its levels within `seconds`
 * each. The file goes by its bare name: YASS reads a word starting with `/` as an option.
 */
export function yassSolveArgs(file: string, seconds: string): string[] {
  return [basename(file), '-maxtime', seconds, '-prompt', 'no'];
}

/** YASS's name for each of our metrics; it has no "moves only". */
export const YASS_METRICS: Partial<Record<OptimizeMetric, string>> = {
  moves: 'moves',
  pushes: 'pushes',
  'pushes-only': 'pushesonly',
};

/** Arguments that make YASS, run in the folder of `file`, optimize its solutions. */
export function yassOptimizeArgs(file: string, seconds: string, metric: OptimizeMetric): string[] {
  const name = YASS_METRICS[metric];
  if (name === undefined) throw new Error(`YASS has no optimizer for ${metric}`);
  return [
    basename(file),
    '-search',
    'optimize',
    '-optimize',
    name,
    '-maxtime',
    seconds,
    '-prompt',
    'no',
  ];
}

/** The level's board with `solution` (plain or compressed LURD) below it, as YASS reads it. */
export function yassOptimizeInput(level: SokobanLevel, plainSolution: string): string {
  const lines = plainSolution.match(/.{1,70}/g) ?? [];
  return `${writeCollection([level], { boardOnly: true }).trimEnd()}\n\nSolution\n${lines.join('\n')}\n`;
}

/**
 * The levels as one file for one YASS run, each titled by its place (`; 1`, `; 2`, ...): YASS
 * copies a level's title above its answer, so `readYassAnswers` can tell the answers apart
 * even when it leaves a level out.
 */
export function yassCollectionInput(levels: readonly SokobanLevel[]): string {
  const titled = levels.map((level, i) => ({ ...level, title: String(i + 1), meta: {} }));
  return writeCollection(titled);
}

/**
 * Each level's solution from the answer file of a run on `yassCollectionInput(levels)`, in the
 * levels' order (undefined where it gave none).
 */
export function readYassAnswers(
  files: ReadonlyMap<string, string>,
  count: number,
): (string | undefined)[] {
  const answers: (string | undefined)[] = new Array(count).fill(undefined);
  const text = yassAnswerFile(files);
  if (text === undefined) return answers;
  const lines = text.split(/\r?\n/);
  // A block starts at a title line, a level's number, whose next line that is not blank is a row.
  const starts: { level: number; line: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const title = /^\s*(\d+)\s*$/.exec(lines[i]);
    if (title === null) continue;
    let next = i + 1;
    while (next < lines.length && lines[next].trim() === '') next++;
    if (lines[next]?.includes('#')) starts.push({ level: Number(title[1]), line: i });
  }
  starts.forEach(({ level, line }, k) => {
    const block = lines.slice(line + 1, starts[k + 1]?.line ?? lines.length).join('\n');
    if (level >= 1 && level <= count) answers[level - 1] = parseYassSolution(block);
  });
  return answers;
}

/** The first solution in the YASS answer file among the files of its folder, if any. */
export function readYassAnswer(files: ReadonlyMap<string, string>): string | undefined {
  const text = yassAnswerFile(files);
  return text === undefined ? undefined : parseYassSolution(text);
}

/** The text of the answer file YASS writes beside levels.sok, if it wrote one. */
function yassAnswerFile(files: ReadonlyMap<string, string>): string | undefined {
  for (const [name, text] of files) if (/^levels, YASS .*Solutions\.sok$/.test(name)) return text;
  return undefined;
}

/**
 * The moves of the first `Solution` block of a YASS answer file: the lines of moves below its
 * `Solution ...` line, up to the first other line. `Snapshot` blocks (no solution) are skipped.
 */
export function parseYassSolution(text: string): string | undefined {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const start = lines.findIndex((line) => /^Solution\b/.test(line));
  if (start === -1) return undefined;
  let moves = '';
  for (const line of lines.slice(start + 1)) {
    if (!/^[udlrUDLR]+$/.test(line)) break;
    moves += line;
  }
  return moves === '' ? undefined : moves;
}
