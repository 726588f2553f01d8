// The documented commands run the built CLI at once from a clone (#45): `npx puzzlegraph` in a
// clone rebuilds the whole project first (over 30 s) and a run cut short can leave dist/
// removed, so the examples of the README and docs/ write `puzzlegraph` (after `npm link`) and
// the README's set-up says how.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consoleExamples } from './doc-console.js';
import { projectRoot } from './shared-data.js';

const read = (file: string): string => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const readme = read('README.md');
const docs = [
  'README.md',
  ...readdirSync(new URL('../docs', import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('documented commands from a clone', () => {
  it('writes every console example as `$ puzzlegraph ...`, not through npx', () => {
    const commands = docs.flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => /^\$ (npx )?puzzlegraph /.test(line))
        .map((line) => `${file}: ${line}`),
    );
    expect(commands.length).toBeGreaterThan(10);
    expect(commands.filter((line) => line.includes(': $ npx '))).toEqual([]);
  });

  it('says how to run the built command in a clone: npm link, or node bin/puzzlegraph.js', () => {
    expect(readme).toContain('`npm link`');
    expect(readme).toContain('`node bin/puzzlegraph.js ...`');
    expect(readme).toMatch(/`npx puzzlegraph \.\.\.` is for a project that installed the package/);
  });

  it('keeps the examples runnable by the console-example test', () => {
    const readmeExamples = consoleExamples(projectRoot).filter((example) =>
      example.where.startsWith('README.md'),
    );
    expect(readmeExamples.length).toBeGreaterThan(0);
  });
});
