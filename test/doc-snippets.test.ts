// Runnable documentation, in the spirit of Rust's doctests. Every ```ts block of README.md
// and docs/*.md, and every ```ts block in the doc comments of src/search, src/grid and
// src/puzzles (` * ` stripped), is a complete ES module: it imports what it uses from the
// package by its public name ('puzzlegraph/search', 'puzzlegraph/sokoban'), which resolves by package self-reference to the built dist/. So
// dist/ must be fresh: the test stops with "run npm run build" rather than building it,
// which would take longer than the whole test and rewrite dist/ under whatever else uses it
// (bin/puzzlegraph.js) at the time.
//
// The snippets are written to a git-ignored folder, .doc-snippets/, type-checked together
// in one program with tsconfig.json's options, compiled, and each run by Node in a child
// process from the repository root. A snippet's test fails on a type error (cited by the
// Markdown or source line: `README.md:212: ...`), a throw or a non-zero exit, and when one
// of its doctest comments is not met. The rule: a statement `console.log(...); // text` must print
// exactly `text` (util.format of its arguments, as console.log prints them, compared with
// the comment after `// ` with trailing spaces ignored) every time it runs, and it must run
// at least once. Lines without such a comment are not compared; a block that is not meant to
// run is ```text or ```sh, not ```ts: so is the sketch in the doc comment of an internal
// module, whose names the package does not export and a snippet cannot import.
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintedLine } from './doc-snippets-console.js';
import {
  docCommentSnippets,
  expectedOutputs,
  findSnippets,
  markdownSnippets,
  staleDistReason,
  type ExpectedOutput,
  type Snippet,
} from './doc-snippets.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const snippetsFolder = join(root, '.doc-snippets');
const runFolder = join(snippetsFolder, `run-${process.pid}`);
const consoleHook = join(runFolder, 'console-hook.ts');
const snippets = findSnippets(root);
// Two cores are shared with other work: more processes at once would not finish sooner.
const parallelRuns = 2;
const runTimeoutMs = 20_000;

interface Run {
  exitCode: number | null;
  stderr: string;
  printed: PrintedLine[];
}

const where = (snippet: Snippet, line: number) => `${snippet.file}:${snippet.firstLine + line - 1}`;
const label = (snippet: Snippet) => where(snippet, 1);
const sourcePath = (snippet: Snippet) =>
  join(runFolder, `${snippet.file.replace(/[/.]/g, '_')}_L${snippet.firstLine}.ts`);

/**
 * Snippets known not to run, by file, with why (empty: every snippet runs). A file listed here
 * has its tests expected to fail, so that a fix shows up as a failure asking to take it off.
 */
const KNOWN_BROKEN = new Map<string, string>([]);

const typeErrors = new Map<Snippet, string[]>();
const expected = new Map<Snippet, ExpectedOutput[]>();
const runs = new Map<Snippet, Promise<Run>>();

beforeAll(() => {
  const stale = staleDistReason(root);
  if (stale) {
    throw new Error(
      `${stale}: run npm run build (npx tsc -p tsconfig.build.json is enough), then this test`,
    );
  }
  mkdirSync(runFolder, { recursive: true });
  writeFileSync(consoleHook, readFileSync(join(root, 'test/doc-snippets-console.ts')));
  for (const snippet of snippets) writeFileSync(sourcePath(snippet), snippet.code);

  const program = ts.createProgram([consoleHook, ...snippets.map(sourcePath)], compilerOptions());
  for (const snippet of snippets) {
    const source = program.getSourceFile(sourcePath(snippet))!;
    expected.set(snippet, expectedOutputs(source));
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    typeErrors.set(
      snippet,
      diagnostics.map((diagnostic) => describeDiagnostic(snippet, diagnostic)),
    );
  }
  program.emit();

  const queue = runQueue(parallelRuns);
  for (const snippet of snippets)
    runs.set(
      snippet,
      queue(() => runSnippet(snippet)),
    );
}, 60_000);

afterAll(async () => {
  await Promise.all(runs.values());
  rmSync(runFolder, { recursive: true, force: true });
  try {
    rmdirSync(snippetsFolder); // only when no other run is using it
  } catch {
    // another run's folder is still there
  }
});

describe('documentation snippets', () => {
  it('are found, and so are the files of KNOWN_BROKEN', () => {
    expect(snippets.length).toBeGreaterThan(0);
    const files = new Set(snippets.map((snippet) => snippet.file));
    expect([...KNOWN_BROKEN.keys()].filter((file) => !files.has(file))).toEqual([]);
  });

  for (const snippet of snippets) {
    const broken = KNOWN_BROKEN.get(snippet.file);
    const test = broken === undefined ? it : it.fails;
    const name = `${label(snippet)} type-checks, runs and prints what its comments say`;
    test(broken === undefined ? name : `${name} (known broken: ${broken})`, async () => {
      const run = await runs.get(snippet)!;
      const problems = [...typeErrors.get(snippet)!, ...outputProblems(snippet, run)];
      if (run.exitCode !== 0) {
        problems.push(`${label(snippet)}: exit code ${run.exitCode}\n${run.stderr}`);
      }
      if (problems.length > 0) expect.fail(problems.join('\n'));
    });
  }
});

describe('staleDistReason', () => {
  it('says why dist/ does not hold the sources as they are, and nothing when it does', () => {
    const tree = mkdtempSync(join(tmpdir(), 'built-'));
    try {
      mkdirSync(join(tree, 'src/puzzles'), { recursive: true });
      expect(staleDistReason(tree)).toBe('dist/ is missing');
      mkdirSync(join(tree, 'dist/puzzles'), { recursive: true });
      writeFileSync(join(tree, 'src/puzzles/a.ts'), '');
      writeFileSync(join(tree, 'src/puzzles/a.test.ts'), '');
      expect(staleDistReason(tree)).toBe('src/puzzles/a.ts has not been built');
      writeFileSync(join(tree, 'dist/puzzles/a.js'), '');
      utimesSync(join(tree, 'dist/puzzles/a.js'), 1000, 1000);
      expect(staleDistReason(tree)).toBe('src/puzzles/a.ts is newer than dist/');
      utimesSync(join(tree, 'dist/puzzles/a.js'), new Date(), new Date());
      expect(staleDistReason(tree)).toBeUndefined();
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});

describe('finding snippets and their doctest comments', () => {
  it('takes the ```ts blocks of Markdown, with the line of their first line of code', () => {
    const markdown = [
      '# Title',
      '```sh',
      'npm test',
      '```',
      '```ts',
      'let a = 1;',
      '',
      'a++;',
      '```',
    ];
    expect(markdownSnippets('x.md', markdown.join('\n'))).toEqual([
      { file: 'x.md', firstLine: 6, code: 'let a = 1;\n\na++;\n' },
    ]);
  });

  it('takes the ```ts blocks of doc comments only, without their " * "', () => {
    const source = [
      '// ```ts',
      '/**',
      ' * Doubles.',
      ' *',
      ' * ```ts',
      ' * if (double(2) !== 4) {',
      ' *   throw new Error();',
      ' * }',
      ' * ```',
      ' */',
      'export const double = (n: number) => 2 * n;',
    ];
    expect(docCommentSnippets('double.ts', source.join('\n'))).toEqual([
      {
        file: 'double.ts',
        firstLine: 6,
        code: 'if (double(2) !== 4) {\n  throw new Error();\n}\n',
      },
    ]);
  });

  it('refuses a block left open', () => {
    expect(() => markdownSnippets('x.md', 'text\n```ts\nlet a = 1;\n')).toThrow(
      'x.md:2: the code block is not closed',
    );
  });

  it('holds console.log statements to the comment on the line where they end', () => {
    const code = [
      "console.log('a', 1); // a 1",
      'console.log(2);',
      '// 2: a comment of its own is not an expected output',
      'console.log(',
      '  3,',
      '); //   3  ',
      'for (const n of [4, 4]) console.log(n); // 4',
      'const five = 5; // 5',
    ];
    const source = ts.createSourceFile('x.ts', code.join('\n'), ts.ScriptTarget.ES2022, true);
    expect(expectedOutputs(source)).toEqual([
      { startLine: 1, endLine: 1, text: 'a 1' },
      { startLine: 4, endLine: 6, text: '  3' },
      { startLine: 7, endLine: 7, text: '4' },
    ]);
  });
});

function compilerOptions(): ts.CompilerOptions {
  const file = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(file.config, ts.sys, root);
  return {
    ...options,
    noEmit: false,
    noEmitOnError: false,
    // So that Node's --enable-source-maps names snippet lines in stacks and errors.
    inlineSourceMap: true,
    sourceMap: false,
    declaration: false,
    declarationMap: false,
    // Each snippet is a module of its own, as Node runs it: no clashes between their names.
    moduleDetection: ts.ModuleDetectionKind.Force,
  };
}

function describeDiagnostic(snippet: Snippet, diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (diagnostic.file === undefined || diagnostic.start === undefined) {
    return `${label(snippet)}: ${message}`;
  }
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${where(snippet, line + 1)}: ${message}`;
}

function* outputProblems(snippet: Snippet, run: Run): Generator<string> {
  for (const { startLine, endLine, text } of expected.get(snippet)!) {
    const printed = run.printed.filter(({ line }) => line >= startLine && line <= endLine);
    const at = where(snippet, startLine);
    if (printed.length === 0) yield `${at}: printed nothing; the comment says ${quote(text)}`;
    for (const line of printed) {
      if (line.text.trimEnd() !== text) {
        yield `${at}: printed ${quote(line.text)}; the comment says ${quote(text)}`;
      }
    }
  }
}

const quote = (text: string) => JSON.stringify(text);

function runSnippet(snippet: Snippet): Promise<Run> {
  const source = sourcePath(snippet);
  const record = source.replace(/\.ts$/, '.printed.json');
  const args = [
    '--enable-source-maps',
    '--import',
    pathToFileURL(consoleHook.replace(/\.ts$/, '.js')).href,
    source.replace(/\.ts$/, '.js'),
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DOC_SNIPPET_RECORD: record,
    DOC_SNIPPET_SOURCE: source,
    NO_COLOR: '1', // printed text compares the same on a terminal and in CI
  };
  delete env.FORCE_COLOR;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, timeout: runTimeoutMs });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.resume();
    child.on('error', (error) => (stderr += String(error)));
    child.on('close', (exitCode, signal) => {
      let printed: PrintedLine[] = [];
      try {
        printed = JSON.parse(readFileSync(record, 'utf8')) as PrintedLine[];
      } catch {
        // it died before the exit handler ran: the exit code tells
      }
      if (signal) stderr += `\nkilled by ${signal} (after ${runTimeoutMs} ms?)`;
      resolve({ exitCode, stderr: citeSnippetLines(snippet, stderr), printed });
    });
  });
}

/** Stack traces name the generated file; name the documentation line instead. */
function citeSnippetLines(snippet: Snippet, text: string): string {
  const path = sourcePath(snippet).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?:file://)?${path}:(\\d+)`, 'g'), (_, line: string) =>
    where(snippet, Number(line)),
  );
}

/** Runs at most `limit` tasks at once, in the order they are queued. */
function runQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve) => {
      const start = () => {
        running++;
        void task()
          .then(resolve)
          .finally(() => {
            running--;
            waiting.shift()?.();
          });
      };
      if (running < limit) start();
      else waiting.push(start);
    });
}
