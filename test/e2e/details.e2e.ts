// The small things, in a real browser: keyboard use (the tab bar, one Tab stop per board,
// arrow keys inside it, a visible focus ring), a new error clearing the old answer, the
// laser tab's start and its place line counting down, the words used for empty answers,
// touch screens not told about the mouse, and Stop or leaving the tab ending the solver's
// worker.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shortestLadder, WordLadderGraph } from '../../src/puzzles/wordladder/index.js';
import { readWords } from '../../src/words/read-words.js';
import { overflowX, PHONE, projectRoot, Session, skipBrowser } from './browser.js';

describe.skipIf(skipBrowser)('details', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('moves along the tab bar with arrow keys; a board is one Tab stop with arrows inside', async () => {
    const page = await session.open('sokoban');
    await page.locator('#tab-sokoban').focus();
    await page.keyboard.press('ArrowRight');
    await page.locator('#panel-knight:not([hidden])').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-knight');
    // The other tabs are not Tab stops of their own.
    expect(await page.locator('[role=tab][tabindex="0"]').count()).toBe(1);

    const board = page.locator('.knight-board');
    expect(await board.locator('[tabindex="0"]').count()).toBe(1);
    await board.locator('[tabindex="0"]').focus();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.name);
    expect(await focused()).toBe('a8');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('b7');
    expect(await board.locator('[tabindex="0"]').count()).toBe(1);
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // Enter places the start there, as a click would.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('input[name=from]').inputValue()).toBe('b7');
    expect(session.errors).toEqual([]);
  });

  it('clears the old answer when a new error comes', async () => {
    let page = await session.open('knight');
    await expect.poll(() => page.locator('.knight-board .cell.path').count()).toBeGreaterThan(0);
    await page.locator('input[name=from]').fill('z99');
    await expect.poll(() => page.locator('#panel-knight .message.error').isVisible()).toBe(true);
    expect(await page.locator('#panel-knight .message.error').textContent()).not.toMatch(/^Error/);
    expect(await page.locator('#panel-knight [data-role=headline]').count()).toBe(0);
    expect(await page.locator('.knight-board .cell.path').count()).toBe(0);

    page = await session.open('wordsearch');
    await page.locator('[data-action=find]').click();
    await expect.poll(() => page.locator('.letter-board .cell.path').count()).toBeGreaterThan(0);
    await page.locator('textarea[name=grid]').fill('AB\nC');
    await expect
      .poll(() => page.locator('#panel-wordsearch .message.error').isVisible())
      .toBe(true);
    expect(await page.locator('[data-role=word-result]').textContent()).toBe('');
    expect(await page.locator('.letter-board .cell.path').count()).toBe(0);

    page = await session.open('laser');
    // The laser tab opens on its board, the Board switch selected.
    expect(await page.locator('#panel-laser [data-mode=edit]').getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.locator('[data-action=solve]').click();
    const solved = page.locator('#panel-laser [data-role=solver-status]');
    await expect.poll(() => solved.textContent(), { timeout: 20_000 }).toMatch(/^Solved/);
    // In the board's words: pieces by name at rows and columns, which the board numbers.
    expect(await solved.textContent()).toMatch(/mirror . at row \d+, column \d+/);
    expect(await page.locator('.laser-card .ranks span').count()).toBeGreaterThan(0);
    await page.locator('textarea[name=laser-text]').fill('>..x');
    await expect.poll(() => page.locator('#panel-laser .message.error').isVisible()).toBe(true);
    expect(await solved.textContent()).toBe('');
    expect(await page.locator('#panel-laser [data-role=solver-stats]').isHidden()).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('counts the laser place line down as pieces are placed', async () => {
    const page = await session.open('laser');
    const status = page.locator('[data-role=laser-status]');
    await page.locator('textarea[name=laser-text]').fill('>....\n.....\n....o\nplace: 2*mirror\n');
    await expect.poll(() => status.textContent()).toContain('to place: 2*mirror');
    await page.locator('[data-tool=mirror]').click();
    await page.locator('.laser-board [data-name="4,0"]').click();
    await expect.poll(() => status.textContent()).toMatch(/to place: mirror$/);
    await page.locator('.laser-board [data-name="2,0"]').click();
    expect(await status.textContent()).not.toContain('to place');
    expect(await page.locator('textarea[name=laser-text]').inputValue()).not.toContain('place:');
    await page.locator('[data-tool=erase]').click();
    await page.locator('.laser-board [data-name="2,0"]').click();
    await expect.poll(() => status.textContent()).toMatch(/to place: mirror$/);
    expect(session.errors).toEqual([]);
  });

  it('says in words that no chain exists, and that no words were found', async () => {
    const words = readWords(readFileSync(join(projectRoot, 'data/words/sgb-words.txt'), 'utf8'));
    const graph = new WordLadderGraph(words);
    const lonely = words.find((w) => shortestLadder(graph, w, 'words').outcome === 'exhausted')!;
    let page = await session.open(`ladder?from=${lonely}&to=words`);
    const result = page.locator('[data-role=ladder-result]');
    await expect
      .poll(() => result.textContent())
      .toContain(`No chain exists: every word reachable from ${lonely} was tried`);
    expect(await result.textContent()).not.toContain('exhausted');

    page = await session.open('wordsearch?grid=ZZ/ZZ&word=zz');
    await page.locator('[data-action=find-all]').click();
    await expect
      .poll(() => page.locator('[data-role=word-result] [data-role=headline]').textContent(), {
        timeout: 20_000,
      })
      .toMatch(/^no words/);
    expect(session.errors).toEqual([]);
  });

  it('gives a pasted level without a title no borrowed one', async () => {
    const page = await session.open('sokoban');
    await page.locator('select[name=collection]').selectOption('paste');
    await expect.poll(() => page.locator('.level-title').textContent()).toBe('Pasted level');
  });

  it('ends the solver worker on Stop and when the Sokoban tab is left', async () => {
    const page = await session.open('sokoban?c=xsokoban&n=50');
    await expect.poll(() => page.locator('.level-title').textContent()).toContain('XSokoban 50');
    const started = page.waitForEvent('worker');
    await page.locator('[data-action=solve]').click();
    const worker = await started;
    const closed = new Promise<void>((resolve) => worker.on('close', () => resolve()));
    await page.locator('[data-action=stop]').click();
    await closed;
    expect(page.workers()).toEqual([]);

    const again = page.waitForEvent('worker');
    await page.locator('[data-action=solve]').click();
    const second = await again;
    const gone = new Promise<void>((resolve) => second.on('close', () => resolve()));
    await page.locator('#tab-knight').click();
    await gone;
    await page.locator('#tab-sokoban').click();
    expect(await page.locator('[data-action=solve]').isVisible()).toBe(true);
    expect(await page.locator('[data-action=stop]').isHidden()).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('on a phone: the ladder inputs come before the result; terrain cells stay readable', async () => {
    let page = await session.open('ladder', PHONE);
    await expect.poll(() => page.locator('[data-role=ladder] li').count()).toBeGreaterThan(0);
    const input = await page.locator('input[name=to]').boundingBox();
    const result = await page.locator('[data-role=ladder-result]').boundingBox();
    expect(input!.y).toBeLessThan(result!.y);

    page = await session.open('terrain', PHONE);
    const cell = await page.locator('.terrain-board .cell').first().boundingBox();
    // Fitted to the card's width, but never smaller than a fingertip can pick.
    expect(cell!.width).toBeGreaterThanOrEqual(16);
    // A wider map scrolls inside its card, not the page.
    expect(await overflowX(page)).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('tells touch screens to choose Erase, not to right-click', async () => {
    const context = await session.browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${session.url}#laser`);
      await page.locator('.laser-board').waitFor();
      expect(await page.locator('#panel-laser .mouse-only').isHidden()).toBe(true);
      expect(await page.locator('#panel-laser .touch-only').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
