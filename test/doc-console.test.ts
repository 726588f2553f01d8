// Every documented console example (README.md, docs/*.md) is run through the built CLI,
// bin/puzzlegraph.js, and its output compared with what the docs show, timings masked (see
// doc-console.ts for the rules). Commands run in a scratch folder that sees examples/, data/
// and test/ of the repository, so traces they write land there; one that reads the benchmark
// data (../shared) is skipped when it is absent. dist/ must be fresh, as for doc-snippets.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleExamples, firstDifference, type ConsoleExample } from './doc-console.js';
import { staleDistReason } from './doc-snippets.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = join(root, '.doc-snippets', `console-${process.pid}`);
const examples = consoleExamples(root);
const run = promisify(execFile);
const results = new Map<ConsoleExample, Promise<string>>();
// Two cores are shared with other work.
const parallelRuns = 2;

beforeAll(() => {
  const stale = staleDistReason(root);
  if (stale) throw new Error(`${stale}: run npx tsc -p tsconfig.build.json, then this test`);
  mkdirSync(join(scratch, 'bin'), { recursive: true });
  for (const folder of ['examples', 'data', 'test'])
    symlinkSync(join(root, folder), join(scratch, folder));
  // `../shared` from the scratch folder is .doc-snippets/shared: point it at the real one.
  const shared = join(root, '..', 'shared');
  const sharedLink = join(root, '.doc-snippets', 'shared');
  if (existsSync(shared) && !existsSync(sharedLink)) symlinkSync(shared, sharedLink);
  const launcher = join(scratch, 'bin', 'puzzlegraph');
  writeFileSync(
    launcher,
    `#!/bin/sh\nexec "${process.execPath}" "${join(root, 'bin/puzzlegraph.js')}" "$@"\n`,
  );
  chmodSync(launcher, 0o755);
  // Examples of one file run in order (a later one may read a trace an earlier one wrote).
  const byFile = new Map<string, ConsoleExample[]>();
  for (const example of examples) {
    const file = example.where.split(':')[0];
    byFile.set(file, [...(byFile.get(file) ?? []), example]);
  }
  const queues = [...byFile.values()];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < queues.length) {
      const queue = queues[next++];
      for (const example of queue) {
        const output = runExample(example, launcher);
        results.set(example, output);
        await output.catch(() => undefined);
      }
    }
  };
  // Not awaited: each test waits for its own example, so results show as they come.
  for (let k = 0; k < parallelRuns; k++) void worker();
}, 600_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function runExample(example: ConsoleExample, launcher: string): Promise<string> {
  const env = {
    ...process.env,
    PATH: `${join(launcher, '..')}:${process.env.PATH}`,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  try {
    const { stdout } = await run('sh', ['-c', `${example.command} 2>&1`], {
      cwd: scratch,
      env,
      timeout: 60_000,
      maxBuffer: 64 << 20,
    });
    return stdout;
  } catch (error) {
    // A documented error exits non-zero; its output is still what the docs show.
    const { stdout, killed } = error as { stdout?: string; killed?: boolean };
    if (killed || stdout === undefined) throw error;
    return stdout;
  }
}

const needsShared = (example: ConsoleExample): boolean =>
  example.command.includes('../shared/') && !existsSync(join(root, '..', 'shared'));

describe('documented console examples', () => {
  it('are found', () => {
    expect(examples.length).toBeGreaterThan(20);
  });

  it.each(examples.map((example) => [`${example.where}: $ ${example.command}`, example] as const))(
    '%s',
    async (_name, example) => {
      if (needsShared(example)) return;
      const waited = await waitFor(example);
      const lines = waited.replace(/\n$/, '').split('\n');
      const difference = firstDifference(example.expected, lines);
      expect(difference, `${example.where}\n--- real output:\n${waited}`).toBeUndefined();
    },
    120_000,
  );
});

async function waitFor(example: ConsoleExample): Promise<string> {
  while (!results.has(example)) await new Promise((resolve) => setTimeout(resolve, 50));
  return results.get(example)!;
}
