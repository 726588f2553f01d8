// Shared links in a real browser: the URL holds each tab's state, a link (or a reload) shows
// the same thing, and Back / Forward move between tabs. Each tab's state is set through the
// page, the URL it writes is opened afresh, and the same thing must be shown.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Board } from '../../src/grid/index.js';
import {
  knightPath,
  parseBoardSize,
  parseLeaper,
  parseSquare,
} from '../../src/puzzles/knight/index.js';
import { Session, skipBrowser } from './browser.js';

describe.skipIf(skipBrowser)('shared links', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  /** The tab's part of the URL, `tab?state`, as the page wrote it. */
  const hashOf = async () => (await session.page.evaluate(() => location.hash)).slice(1);

  it('restores a Sokoban level and the moves played, and a pasted level from its packed text', async () => {
    let page = await session.open('sokoban?c=microban2&n=3');
    await expect.poll(() => page.locator('.level-title').textContent()).toBe('Microban II 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    const moves = await page.locator('[data-role=moves]').textContent();
    const worker = await page.locator('.sokoban-board .cell.worker').getAttribute('data-square');
    const link = await hashOf();
    expect(link).toMatch(/^sokoban\?c=microban2&n=3&m=/);
    page = await session.open(link);
    await expect.poll(() => page.locator('.level-title').textContent()).toBe('Microban II 3');
    expect(await page.locator('[data-role=moves]').textContent()).toBe(moves);
    expect(await page.locator('.sokoban-board .cell.worker').getAttribute('data-square')).toBe(
      worker,
    );

    await page.locator('select[name=collection]').selectOption('paste');
    // Long enough to be packed (deflated) into the link.
    const level = '; tiny\n#########\n#@  $  .#\n#       #\n#       #\n#########';
    await page.locator('textarea[name=level-text]').fill(level);
    await page.locator('[data-action=load]').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(hashOf).toMatch(/^sokoban\?p=z%3A.+&m=r$/);
    page = await session.open(await hashOf());
    await expect.poll(() => page.locator('.level-title').textContent()).toBe('Pasted: tiny');
    expect(await page.locator('[data-role=moves]').textContent()).toBe('1');
    expect(await page.locator('.sokoban-board .cell.crate').getAttribute('data-square')).toBe('13');
    expect(session.errors).toEqual([]);
  });

  it('restores the knight, word ladder and word search tabs', async () => {
    let page = await session.open('knight?board=10x10&piece=camel&from=a1&to=j10');
    const board: Board = parseBoardSize('10x10');
    const camel = knightPath(board, parseSquare(board, 'a1'), parseSquare(board, 'j10'), {
      leaper: parseLeaper('camel'),
    });
    await expect
      .poll(() => page.locator('[data-role=headline]').textContent())
      .toContain(`${camel.cost} moves`);
    expect(await page.locator('select[name=piece]').inputValue()).toBe('camel');
    await page.locator('[data-name=c2]').click();
    const knightLink = await hashOf();
    expect(knightLink).toContain('from=c2');
    page = await session.open(knightLink);
    expect(await page.locator('input[name=from]').inputValue()).toBe('c2');
    expect(await page.locator('input[name=board]').inputValue()).toBe('10x10');

    page = await session.open('ladder?from=words&to=graph');
    const chain = page.locator('[data-role=ladder] li');
    await expect.poll(() => chain.count()).toBeGreaterThan(0);
    expect(await chain.first().getAttribute('data-word')).toBe('words');
    expect(await chain.last().getAttribute('data-word')).toBe('graph');
    expect(await page.locator('input[name=from]').inputValue()).toBe('words');

    page = await session.open('wordsearch?grid=CATS/ODOG/WXYZ&word=cow');
    await expect
      .poll(() => page.locator('[data-role=word-result] [data-role=headline]').textContent())
      .toContain('“cow” is there');
    expect(await page.locator('textarea[name=grid]').inputValue()).toBe('CATS\nODOG\nWXYZ');
    expect(session.errors).toEqual([]);
  });

  it('restores an edited laser board and a painted terrain map', async () => {
    let page = await session.open('laser');
    await page.locator('[data-tool=blocker]').click();
    await page.locator('.laser-board [data-name="1,1"]').click();
    const board = await page.locator('textarea[name=laser-text]').inputValue();
    await expect.poll(hashOf).toMatch(/^laser\?board=/);
    page = await session.open(await hashOf());
    expect(await page.locator('textarea[name=laser-text]').inputValue()).toBe(board);
    expect(await page.locator('.laser-board [data-name="1,1"]').getAttribute('class')).toContain(
      'blocker',
    );

    page = await session.open('terrain');
    await page.locator('[data-tool="2"]').click();
    await page.locator('.terrain-board [data-name="2,0"]').click();
    await page.locator('[data-mode=range]').click();
    const map = await page.locator('textarea[name=terrain-text]').inputValue();
    await expect.poll(hashOf).toMatch(/^terrain\?map=.*mode=range/);
    page = await session.open(await hashOf());
    expect(await page.locator('textarea[name=terrain-text]').inputValue()).toBe(map);
    expect(await page.locator('[data-mode=range]').getAttribute('aria-pressed')).toBe('true');
    expect(session.errors).toEqual([]);
  });

  it('moves between tabs with Back and Forward, each tab as it was left', async () => {
    const page = await session.open('sokoban');
    await page.locator('.sokoban-board').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    const moves = await page.locator('[data-role=moves]').textContent();
    await page.locator('#tab-knight').click();
    await page.locator('#panel-knight:not([hidden])').waitFor();
    await page.locator('#tab-terrain').click();
    await page.locator('#panel-terrain:not([hidden])').waitFor();
    await page.goBack();
    await page.locator('#panel-knight:not([hidden])').waitFor();
    await page.goBack();
    await page.locator('#panel-sokoban:not([hidden])').waitFor();
    expect(await page.locator('[data-role=moves]').textContent()).toBe(moves);
    await page.goForward();
    await page.locator('#panel-knight:not([hidden])').waitFor();
    expect(session.errors).toEqual([]);
  });
});
