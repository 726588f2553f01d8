// The architecture's layers, kept by lint (`layers/imports`). Every relative import is resolved
// against the importing file and checked:
// - src/search imports nothing outside src/search;
// - a puzzle (src/puzzles/NAME) never imports another puzzle;
// - src/cli, web and bench import a puzzle only through its public index
//   (src/puzzles/NAME/index.ts);
// - bench imports nothing from src/cli.
// Test files are left out: a test may reach into what it tests.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The path of `file` from the repository root, with forward slashes. */
function fromRoot(file) {
  return relative(root, file).split(sep).join('/');
}

/** The puzzle a repository path belongs to, or undefined. */
function puzzleOf(path) {
  return /^src\/puzzles\/([^/]+)\//.exec(path)?.[1];
}

/** Why importing `target` from `source` (both repository paths) breaks a layer, or undefined. */
export function layerViolation(source, target) {
  if (source.startsWith('src/search/') && !target.startsWith('src/search/')) {
    return `src/search imports nothing outside itself (${target})`;
  }
  const from = puzzleOf(source);
  const to = puzzleOf(target);
  if (from !== undefined && to !== undefined && from !== to) {
    return `the puzzle ${from} imports the puzzle ${to} (${target}); a puzzle never imports another`;
  }
  const outside = ['src/cli/', 'web/', 'bench/'].find((layer) => source.startsWith(layer));
  if (
    outside !== undefined &&
    to !== undefined &&
    !/^src\/puzzles\/[^/]+\/index\.(js|ts)$/.test(target)
  ) {
    return `${outside.slice(0, -1)} imports the puzzle ${to} only through its index (src/puzzles/${to}/index.js), not ${target}`;
  }
  if (source.startsWith('bench/') && target.startsWith('src/cli/')) {
    return `bench imports no CLI module (${target}); use the library`;
  }
  return undefined;
}

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'keep the layers of the architecture (see eslint-rules/layers.js)' },
    schema: [],
    messages: { layer: '{{why}}' },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const source = fromRoot(file);
    if (/\.test\.[cm]?[jt]sx?$/.test(source) || source.startsWith('test/')) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = fromRoot(resolve(dirname(file), spec));
      const why = layerViolation(source, target);
      if (why) context.report({ node: node.source, messageId: 'layer', data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: importsRule } };
