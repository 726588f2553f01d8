// Finds the console examples of the documentation: fenced blocks holding `$ puzzlegraph ...`
// (or `$ npx puzzlegraph ...`) commands, each followed by the output it prints. A command is
// checked when the docs show its output; its output is compared with the real one after
// `maskTimings`, and a line `...` (or `…`) in the docs stands for any number of lines, a
// line ending in `...` for any line starting with what comes before.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ConsoleExample {
  /** `README.md:86`: where the command is. */
  where: string;
  /** The shell command, `npx ` dropped. */
  command: string;
  /** The lines the docs show under it, trailing blank lines dropped. */
  expected: string[];
}

/** Documents left out, with why. */
export const NOT_CHECKED = new Map<string, string>([
  [
    'docs/sokoban-solver.md',
    'its figures are measurements of the solver under time limits, rewritten with each solver change',
  ],
]);

const COMMAND = /^\$ (?:npx )?(puzzlegraph\b.*)$/;

export function consoleExamples(root: string): ConsoleExample[] {
  const files = [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ].filter((file) => !NOT_CHECKED.has(file));
  return files.flatMap((file) => examplesIn(file, readFileSync(join(root, file), 'utf8')));
}

export function examplesIn(file: string, text: string): ConsoleExample[] {
  const examples: ConsoleExample[] = [];
  let block: { language: string; lines: { text: string; line: number }[] } | undefined;
  text.split('\n').forEach((line, index) => {
    if (line.startsWith('```')) {
      if (block) {
        if (block.language !== 'ts' && block.language !== 'typescript') {
          examples.push(...commandsOf(file, block.lines));
        }
        block = undefined;
      } else {
        block = { language: line.slice(3).trim(), lines: [] };
      }
    } else if (block) {
      block.lines.push({ text: line, line: index + 1 });
    }
  });
  return examples;
}

function commandsOf(file: string, lines: { text: string; line: number }[]): ConsoleExample[] {
  const examples: ConsoleExample[] = [];
  let current: ConsoleExample | undefined;
  for (const { text, line } of lines) {
    if (text.startsWith('$ ')) {
      const match = COMMAND.exec(text);
      current = match ? { where: `${file}:${line}`, command: match[1], expected: [] } : undefined;
      if (current) examples.push(current);
    } else if (current) {
      current.expected.push(text);
    }
  }
  for (const example of examples) {
    while (example.expected.length > 0 && example.expected.at(-1)!.trim() === '') {
      example.expected.pop();
    }
  }
  // A command whose output is not shown is not run (some take seconds or draw animations).
  return examples.filter((example) => example.expected.some((l) => !isEllipsis(l)));
}

function isEllipsis(line: string): boolean {
  return line.trim() === '...' || line.trim() === '…';
}

/**
 * Output with its timings replaced by `<time>`: durations (`0.16 s`, `1.00 ms`, `17.20 µs`),
 * `"elapsedMs":8.13` in traces, and the `mean time µs` column of `knight compare`. Lines
 * holding a timing have their runs of spaces collapsed, as a time's width moves columns.
 */
export function maskTimings(line: string): string {
  const masked = line
    .replace(/\d[\d,]*(?:\.\d+)? ?(?:ms|s|µs)\b/g, '<time>')
    .replace(/"elapsedMs":[\d.]+/g, '"elapsedMs":<time>')
    .replace(/^((?:BFS|DFS)(?: +[\d.]+){3} +)[\d.]+$/, '$1<time>');
  return (masked === line ? line : masked.replace(/ {2,}/g, ' ')).trimEnd();
}

/** Where `actual` first departs from `expected` (after masking), or undefined when it fits. */
export function firstDifference(expected: string[], actual: string[]): string | undefined {
  const want = expected.map(maskTimings);
  const got = actual.map(maskTimings);
  const fits = (i: number, j: number): boolean => {
    if (i === want.length) return j === got.length;
    if (isEllipsis(want[i])) {
      for (let k = j; k <= got.length; k++) if (fits(i + 1, k)) return true;
      return false;
    }
    if (j === got.length) return false;
    const prefix = /^(.*\S)(?:\.\.\.|…)$/.exec(want[i]);
    const same = prefix ? got[j].startsWith(prefix[1]) : got[j] === want[i];
    return same && fits(i + 1, j + 1);
  };
  if (fits(0, 0)) return undefined;
  // Name the first line that differs, ellipses aside, for the message.
  for (let i = 0, j = 0; i < want.length; i++, j++) {
    if (isEllipsis(want[i])) return `from the "..." on, the output differs`;
    if (
      got[j] !== want[i] &&
      !(/(\.\.\.|…)$/.test(want[i]) && got[j]?.startsWith(want[i].slice(0, -3)))
    ) {
      return `line ${i + 1}: expected ${JSON.stringify(want[i])}, got ${JSON.stringify(got[j] ?? '(end of output)')}`;
    }
  }
  return `the output goes on: ${JSON.stringify(got[want.length])}`;
}
