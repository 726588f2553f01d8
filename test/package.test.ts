// What `npm pack` ships (issue #19): only what a user needs. The file list comes from
// `npm pack --dry-run --json --ignore-scripts` (scripts off: `prepare` would rebuild dist/
// under whoever else uses it), so dist/ must be built and fresh, as for doc-snippets.test.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { staleDistReason } from './doc-snippets.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  license: string;
  exports: Record<string, string | Record<string, string>>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, object>;
};
let files: string[] = [];

beforeAll(() => {
  const stale = staleDistReason(root);
  if (stale) throw new Error(`${stale}: run npx tsc -p tsconfig.build.json, then this test`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const output = execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  files = (JSON.parse(output) as { files: { path: string }[] }[])[0].files.map((f) => f.path);
}, 60_000);

describe('npm pack', () => {
  it('ships the MIT licence package.json names', () => {
    expect(files).toContain('LICENSE');
    expect(manifest.license).toBe('MIT');
    const licence = readFileSync(join(root, 'LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) puzzlegraph contributors\n/);
  });

  it('ships no tests or test helpers', () => {
    expect(files.filter((path) => /\.test[.-]|(^|\/)test\//.test(path))).toEqual([]);
  });

  it('brings a library user no Redis client, job queue or thread pool (npm ls --omit=dev)', () => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const tree = execFileSync(npm, ['ls', '--omit=dev', '--all', '--json'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const names = new Set<string>();
    const walk = (node: { dependencies?: Record<string, object> }) => {
      for (const [name, child] of Object.entries(node.dependencies ?? {})) {
        names.add(name);
        walk(child);
      }
    };
    walk(JSON.parse(tree));
    for (const server of ['bullmq', 'ioredis', 'piscina', 'msgpackr-extract']) {
      expect(names.has(server), server).toBe(false);
    }
    expect(names.has('commander')).toBe(true);
    // The CLI's queue still works once they are installed: optional peers.
    expect(Object.keys(manifest.peerDependenciesMeta ?? {}).sort()).toEqual(['bullmq', 'ioredis']);
  });

  it('ships no reference solvers kept for the tests and benchmarks', () => {
    expect(files.filter((path) => /reference/.test(path))).toEqual([]);
  });

  it('ships no module that imports a devDependency (optional peers aside)', () => {
    // The queue's and the thread pool's packages are optional peers, also installed for our
    // own tests: the CLI loads them only through loadOptional (src/cli/optional-packages.ts).
    const peers = Object.keys(manifest.peerDependencies ?? {});
    const devOnly = Object.keys(manifest.devDependencies).filter((name) => !peers.includes(name));
    const offenders = files
      .filter((path) => path.endsWith('.js'))
      .flatMap((path) => {
        const code = readFileSync(join(root, path), 'utf8');
        return devOnly
          .filter((name) => new RegExp(`from '${name}(/[^']*)?'|import\\('${name}`).test(code))
          .map((name) => `${path} imports ${name}`);
      });
    expect(offenders).toEqual([]);
  });

  it('ships a source map only with the sources it points to, and no map reference without its map', () => {
    const shipped = new Set(files);
    const problems: string[] = [];
    for (const path of files) {
      if (path.endsWith('.map')) {
        const map = JSON.parse(readFileSync(join(root, path), 'utf8')) as { sources: string[] };
        for (const source of map.sources) {
          const target = posix.normalize(posix.join(posix.dirname(path), source));
          if (!shipped.has(target)) problems.push(`${path} points to ${target}, not shipped`);
        }
      } else if (/\.(js|d\.ts)$/.test(path)) {
        const reference = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(
          readFileSync(join(root, path), 'utf8'),
        );
        const target = reference && posix.join(posix.dirname(path), reference[1]);
        if (target && !shipped.has(target)) problems.push(`${path} names ${target}, not shipped`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('ships only dist/ files built from the current sources (no stale leftovers)', () => {
    const orphans = files
      .filter((path) => path.startsWith('dist/'))
      .filter((path) => {
        const source = join(
          root,
          'src',
          path.slice('dist/'.length).replace(/\.(js|d\.ts)$/, '.ts'),
        );
        return !existsSync(source);
      });
    expect(orphans, 'run npm run clean, then npx tsc -p tsconfig.build.json').toEqual([]);
  });

  it('ships every file package.json exports, bin and data', () => {
    const targets = Object.values(manifest.exports).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : Object.values(entry),
    );
    for (const target of targets) expect(files).toContain(posix.normalize(target));
    expect(files).toContain('bin/puzzlegraph.js');
    expect(files).toContain('data/words/enable2k.txt');
    expect(files).toContain('data/sokoban/microban.sok');
  });
});
