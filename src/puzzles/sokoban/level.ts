/**
 * A Sokoban level as every part of the solver pipeline sees it: a rectangle of squares
 * numbered `y * width + x`, walls and goals as 0/1 typed arrays, crates and the worker as
 * square indices. Parsers produce it; rules, solvers and renderers consume it.
 */
export interface SokobanLevel {
  /** From a `Title:` line, a `;` comment or the collection's numbering. */
  title: string | undefined;
  /** Other metadata lines such as `Author:` and `Comment:`, by lower-case key. */
  meta: Record<string, string>;
  width: number;
  height: number;
  /** 1 where a wall stands. */
  walls: Uint8Array;
  /** 1 where a goal is. */
  goals: Uint8Array;
  /** Squares holding crates, ascending. */
  crates: number[];
  worker: number;
  /** Where the level's board starts in its file, for messages. */
  source?: { file?: string; line: number };
}
