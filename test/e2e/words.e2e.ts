// The word tabs in a real browser: a ladder drawn as a chain and a missing word reported with
// suggestions; a word found in a letter grid with its cells lit, and every English word of a
// grid listed with the library's count and score.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shortestLadder, WordLadderGraph } from '../../src/puzzles/wordladder/index.js';
import {
  findAllWords,
  findWord,
  parseLetterGrid,
  Trie,
} from '../../src/puzzles/wordsearch/index.js';
import { readWords } from '../../src/words/read-words.js';
import { overflowX, PHONE, projectRoot, screenshot, Session, skipBrowser } from './browser.js';

const words = (file: string) =>
  readWords(readFileSync(join(projectRoot, 'data/words', file), 'utf8'));

describe.skipIf(skipBrowser)('word tabs', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('draws the shortest ladder and explains a word not in the dictionary', async () => {
    const page = await session.open('ladder');
    const expected = shortestLadder(new WordLadderGraph(words('sgb-words.txt')), 'tears', 'smile');
    const chain = page.locator('[data-role=ladder] li');
    await expect.poll(() => chain.count(), { timeout: 15_000 }).toBe(expected.ladder!.length);
    expect(await chain.evaluateAll((items) => items.map((item) => item.dataset.word))).toEqual(
      expected.ladder,
    );
    expect(await page.locator('[data-role=headline]').textContent()).toContain(
      `${expected.steps} steps`,
    );
    await screenshot(page, 'ladder-laptop');

    // Watch: BFS beside bidirectional BFS, both ending with a ladder of the same length.
    await page.locator('[data-mode=watch]').click();
    await page.locator('[data-action=speed]').fill('100');
    await page.locator('[data-action=finish]').click();
    for (const pane of ['0', '1']) {
      await expect
        .poll(() => page.locator(`[data-pane="${pane}"]`).getAttribute('data-done'))
        .toBe('true');
      expect(await page.locator(`[data-pane="${pane}"] [data-result=cost]`).textContent()).toBe(
        `${expected.steps} steps`,
      );
    }
    expect(await page.locator('[data-pane="0"] [data-counter=expanded]').textContent()).toBe(
      expected.stats.expanded.toLocaleString('en-US'),
    );
    await screenshot(page, 'ladder-watch-laptop');
    await page.locator('[data-mode=path]').click();

    await page.locator('input[name=to]').fill('smilx');
    await page.locator('[data-action=ladder]').click();
    await expect
      .poll(() => page.locator('.message.error').textContent())
      .toContain('"smilx" is not in the dictionary');
    expect(session.errors).toEqual([]);
  });

  it('finds a word in the grid and lists every English word with its score', async () => {
    const page = await session.open('wordsearch', PHONE);
    const grid = parseLetterGrid('PERS/LATG/SINE/TERS', { qu: true });
    const cells = findWord(grid, 'plaster').cells!;
    await expect.poll(() => page.locator('.letter-board .cell.path').count()).toBe(cells.length);
    expect(await page.locator('.letter-board .cell.path.first').getAttribute('data-square')).toBe(
      String(cells[0]),
    );

    await page.locator('[data-action=find-all]').click();
    const all = findAllWords(grid, Trie.fromWords(words('enable2k.txt')), { minLength: 3 });
    await expect
      .poll(() => page.locator('[data-role=word-result] [data-role=headline]').textContent(), {
        timeout: 20_000,
      })
      .toBe(
        `${all.words.length.toLocaleString('en-US')} words · ${all.score.toLocaleString('en-US')} points`,
      );
    await screenshot(page, 'wordsearch-phone');
    expect(await overflowX(page)).toBe(0);

    await page.locator('textarea[name=grid]').fill('ABC\nDE');
    await expect
      .poll(() => page.locator('.message.error').textContent())
      .toContain('grid:2: a row of 2 letters');
    expect(session.errors).toEqual([]);
  });
});
