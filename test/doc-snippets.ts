// Finds the runnable snippets of the documentation and what their comments say they print;
// doc-snippets.test.ts type-checks and runs them. Line-based on purpose: a fence is a whole
// line in Markdown and in a `/** ... */` comment, and the line numbers are what errors cite.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface Snippet {
  /** The file holding the block, relative to the repository root. */
  file: string;
  /** Line (1-based) in `file` of the snippet's first line of code. */
  firstLine: number;
  code: string;
}

/** A `console.log(...)` statement with a trailing `// text`: what it must print. */
export interface ExpectedOutput {
  /** Snippet lines (1-based) the statement spans; a call on any of them counts. */
  startLine: number;
  endLine: number;
  text: string;
}

const FENCE = /^```/;
const RUNNABLE_FENCE = /^```(ts|typescript)\s*$/;
const CLOSING_FENCE = /^```\s*$/;

/** The ```ts blocks of a Markdown file; other languages are left alone. */
export function markdownSnippets(file: string, text: string): Snippet[] {
  return fencedBlocks(file, text.split('\n'));
}

/** The ```ts blocks inside the `/** ... *\/` comments of a source file, ` * ` stripped. */
export function docCommentSnippets(file: string, text: string): Snippet[] {
  const lines = text.split('\n');
  let inDocComment = false;
  // Lines outside doc comments become undefined, so no fence can open or close there.
  const commentLines = lines.map((line) => {
    const opens = !inDocComment && line.includes('/**');
    if (opens) inDocComment = true;
    if (line.includes('*/')) inDocComment = false;
    // The lines holding /** and */ carry no code.
    return inDocComment && !opens ? line.replace(/^\s*\* ?/, '') : undefined;
  });
  return fencedBlocks(file, commentLines);
}

function fencedBlocks(file: string, lines: readonly (string | undefined)[]): Snippet[] {
  const snippets: Snippet[] = [];
  // Blocks in other languages are tracked too, so that their closing fences are not mistaken
  // for openings.
  let open: { runnable: boolean; firstLine: number; code: string[] } | undefined;
  const unclosed = () => new Error(`${file}:${open!.firstLine - 1}: the code block is not closed`);
  lines.forEach((line, index) => {
    if (line === undefined) {
      if (open) throw unclosed();
    } else if (!open && FENCE.test(line.trim())) {
      open = { runnable: RUNNABLE_FENCE.test(line.trim()), firstLine: index + 2, code: [] };
    } else if (open && CLOSING_FENCE.test(line.trim())) {
      if (open.runnable) {
        snippets.push({ file, firstLine: open.firstLine, code: open.code.join('\n') + '\n' });
      }
      open = undefined;
    } else if (open) {
      open.code.push(line);
    }
  });
  if (open) throw unclosed();
  return snippets;
}

/**
 * Every snippet: README.md, docs/*.md, then the doc comments of src/search, src/grid and
 * src/puzzles (not tests).
 */
export function findSnippets(root: string): Snippet[] {
  const markdown = [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ];
  const sources = ['src/search', 'src/grid', 'src/puzzles'].flatMap((folder) =>
    sourceFiles(root, folder),
  );
  return [
    ...markdown.flatMap((file) => markdownSnippets(file, readFileSync(join(root, file), 'utf8'))),
    ...sources.flatMap((file) => docCommentSnippets(file, readFileSync(join(root, file), 'utf8'))),
  ];
}

/** The .ts files under `folder` that are not tests or test helpers, sorted. */
function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !/\.test[.-]/.test(name))
    .map((name) => `${folder}/${name.split('\\').join('/')}`)
    .sort();
}

/**
 * Why dist/ cannot serve the snippets, or undefined when it can: the snippets import the
 * package by name, which resolves to dist/, so a dist/ older than src/ would test old code.
 */
export function staleDistReason(root: string): string | undefined {
  if (!existsSync(join(root, 'dist'))) return 'dist/ is missing';
  for (const file of sourceFiles(root, 'src')) {
    const built = join(root, 'dist', file.slice('src/'.length).replace(/\.ts$/, '.js'));
    if (!existsSync(built)) return `${file} has not been built`;
    if (statSync(built).mtimeMs < statSync(join(root, file)).mtimeMs) {
      return `${file} is newer than dist/`;
    }
  }
  return undefined;
}

/**
 * The doctest comments of a snippet: every statement `console.log(...); // text`, the
 * comment on the line where the statement ends. `text` is what that call must print.
 */
export function expectedOutputs(source: ts.SourceFile): ExpectedOutput[] {
  const expected: ExpectedOutput[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node) && isConsoleLog(node.expression)) {
      const comment = ts
        .getTrailingCommentRanges(source.text, node.end)
        ?.find((range) => range.kind === ts.SyntaxKind.SingleLineCommentTrivia);
      if (comment && lineOf(comment.pos) === lineOf(node.end)) {
        expected.push({
          startLine: lineOf(node.getStart(source)),
          endLine: lineOf(node.end),
          text: source.text
            .slice(comment.pos + 2, comment.end)
            .replace(/^ /, '')
            .trimEnd(),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return expected;
}

function isConsoleLog(expression: ts.Expression): boolean {
  return (
    ts.isCallExpression(expression) &&
    ts.isPropertyAccessExpression(expression.expression) &&
    ts.isIdentifier(expression.expression.expression) &&
    expression.expression.expression.text === 'console' &&
    expression.expression.name.text === 'log'
  );
}
