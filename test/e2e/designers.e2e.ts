// What a designer of puzzles is told: a custom word list names the lines it left out and why,
// and the Sokoban board numbers its rows and columns, as hints and warnings name squares.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Session, skipBrowser } from './browser.js';

describe.skipIf(skipBrowser)('designing puzzles', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('says which words of a custom list were left out, and why', async () => {
    const words = "cold\nc0ld\ncord\ncard\nward\nwarm\ndon't";
    const page = await session.open(
      `ladder?dictionary=custom&words=${encodeURIComponent(words)}&from=cold&to=warm`,
    );
    await expect.poll(() => page.locator('[data-role=ladder] li').count()).toBeGreaterThan(0);
    const dropped = page.locator('[data-role=dropped-words]');
    expect(await dropped.isVisible()).toBe(true);
    expect(await dropped.textContent()).toBe(
      "Left out of your list: “c0ld” (line 2), “don't” (line 7). A word is letters a-z only: no digits, spaces or punctuation.",
    );
    // Typing a list says it at once; a clean list says nothing.
    await page.locator('textarea[name=word-list]').fill('cold\nw4rm\nwarm');
    expect(await dropped.textContent()).toMatch(/^Left out of your list: “w4rm” \(line 2\)\./);
    await page.locator('textarea[name=word-list]').fill('cold\nwarm');
    expect(await dropped.isHidden()).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('numbers the Sokoban rows and columns as the hint names them', async () => {
    const page = await session.open('sokoban');
    await page.locator('.sokoban-board').waitFor();
    const ranks = page.locator('.sokoban-card .ranks span');
    const files = page.locator('.sokoban-card .files span');
    // Microban 1 is 6 wide and 7 high.
    expect(await ranks.allTextContents()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(await files.allTextContents()).toEqual(['1', '2', '3', '4', '5', '6']);

    await page.locator('[data-action=hint]').click();
    const status = page.locator('[data-role=solver-status]');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^Hint: push/);
    const [, row, column] = /crate at row (\d+), column (\d+)/.exec((await status.textContent())!)!;
    const crate = (await page.locator('.cell.hint-crate').boundingBox())!;
    const rank = (await ranks.nth(Number(row) - 1).boundingBox())!;
    const file = (await files.nth(Number(column) - 1).boundingBox())!;
    // The labels named by the hint stand level with the crate and under it.
    expect(Math.abs(rank.y + rank.height / 2 - (crate.y + crate.height / 2))).toBeLessThan(4);
    expect(Math.abs(file.x + file.width / 2 - (crate.x + crate.width / 2))).toBeLessThan(4);
    expect(rank.x + rank.width).toBeLessThanOrEqual(crate.x);
    expect(file.y).toBeGreaterThanOrEqual(crate.y + crate.height);
    expect(session.errors).toEqual([]);
  });
});
