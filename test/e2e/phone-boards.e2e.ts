// Boards on a phone (390x844), measured by the elements' boxes: a board fits the width of its
// card, or, where its cells would be too small to read or tap, keeps a minimum size and pans
// inside the card with the worker in sight; on the Sokoban tab the mode switch and the level
// picker come before the board.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { overflowX, PHONE, screenshot, Session, skipBrowser } from './browser.js';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, String(locator)).not.toBeNull();
  return found!;
}

/** The part of `card` that shows its content: its box less the scroll bars. */
async function viewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((card) => {
    const rect = card.getBoundingClientRect();
    return {
      left: rect.left + card.clientLeft,
      top: rect.top + card.clientTop,
      right: rect.left + card.clientLeft + card.clientWidth,
      bottom: rect.top + card.clientTop + card.clientHeight,
      scrolls: card.scrollWidth > card.clientWidth || card.scrollHeight > card.clientHeight,
    };
  });
}

describe.skipIf(skipBrowser)('boards on a phone', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('fits the terrain map to the card: the start and the goal are both on screen', async () => {
    const page = await session.open('terrain', PHONE);
    const card = await viewport(page, '.terrain-card');
    for (const selector of ['.terrain-board .cell.start', '.terrain-board .cell.goal']) {
      const cell = await box(page.locator(selector));
      expect(cell.x, selector).toBeGreaterThanOrEqual(card.left - 0.5);
      expect(cell.x + cell.width, selector).toBeLessThanOrEqual(card.right + 0.5);
      expect(cell.x + cell.width, selector).toBeLessThanOrEqual(PHONE.width);
      // Still big enough to tap.
      expect(cell.width, selector).toBeGreaterThanOrEqual(16);
    }
    expect(card.scrolls).toBe(false);
    expect(await overflowX(page)).toBe(0);
    await screenshot(page, 'terrain-phone');
    expect(session.errors).toEqual([]);
  });

  it('puts Play / Watch and the level picker before the Sokoban board', async () => {
    const page = await session.open('sokoban', PHONE);
    await page.locator('.sokoban-board').waitFor();
    const board = await box(page.locator('.sokoban-board'));
    for (const selector of [
      '.sokoban-panel .segmented',
      'select[name=collection]',
      'input[name=level]',
    ]) {
      const control = await box(page.locator(selector));
      expect(control.y + control.height, selector).toBeLessThanOrEqual(board.y);
    }
    expect(await overflowX(page)).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('keeps a wide Sasquatch level readable: it pans in its card, the worker in sight', async () => {
    // Sasquatch 46 is 30 squares wide, its worker near the right edge.
    const page = await session.open('sokoban?c=sasquatch&n=46', PHONE);
    await page.locator('.sokoban-board .cell.worker').waitFor();
    const cell = await box(page.locator('.sokoban-board .cell').first());
    expect(cell.width).toBeGreaterThanOrEqual(20);
    const card = await viewport(page, '.sokoban-card');
    expect(card.scrolls).toBe(true);
    expect(card.right).toBeLessThanOrEqual(PHONE.width);
    const worker = await box(page.locator('.sokoban-board .cell.worker'));
    expect(worker.x).toBeGreaterThanOrEqual(card.left);
    expect(worker.x + worker.width).toBeLessThanOrEqual(card.right);
    expect(worker.y).toBeGreaterThanOrEqual(card.top);
    expect(worker.y + worker.height).toBeLessThanOrEqual(card.bottom);
    // The page itself does not scroll sideways: only the card does.
    expect(await overflowX(page)).toBe(0);
    await screenshot(page, 'sokoban-wide-phone');
    expect(session.errors).toEqual([]);
  });
});
