// eslint.config.js holds the playground to small functions: one over 120 lines in web/ is a lint
// error (the tabs were once one long closure each), one in src/ only a warning above 80.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const functionOf = (lines: number) =>
  `export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 3)}  return n;\n}\n`;

async function lengthMessages(path: string, code: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result.messages.filter((message) => message.ruleId === 'max-lines-per-function');
}

describe('function length', () => {
  it('refuses a function of more than 120 lines in web/', async () => {
    const [message] = await lengthMessages('web/src/tabs/example.ts', functionOf(125));
    expect(message?.severity).toBe(2);
    expect(await lengthMessages('web/src/tabs/example.ts', functionOf(115))).toHaveLength(0);
  }, 30_000);

  it('warns of a function of more than 80 lines elsewhere', async () => {
    const [message] = await lengthMessages('src/search/example.ts', functionOf(125));
    expect(message?.severity).toBe(1);
  }, 30_000);
});
