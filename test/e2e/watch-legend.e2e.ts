// The word search's Watch says what it draws (issue 45): every colour on the board is in the
// legend (tiles tinted as the search goes, the indigo path), and the DFS counters and its
// final figures agree: "max frontier" is the greatest FRONTIER the counters showed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { Session, skipBrowser } from './browser.js';

/** How an element is filled: its background picture and the tint an inset shadow lays on it. */
function fill(element: Locator): Promise<{ image: string; color: string; tint: string }> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    // Chrome writes each shadow as "rgba(…) 0px 0px 0px 1366px inset", commas between shadows.
    const inset = style.boxShadow
      .split(/,(?![^(]*\))/)
      .find((shadow) => shadow.includes('inset') && !shadow.includes('rgba(0, 0, 0, 0)'));
    return {
      image: style.backgroundImage,
      color: style.backgroundColor,
      tint: inset ? inset.trim().replace(/\)\s.*$/, ')') : 'none',
    };
  });
}

describe.skipIf(skipBrowser)('word search Watch: legend and counters', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('has every colour the board draws in its legend', async () => {
    const page = await session.open('wordsearch');
    await page.locator('[data-mode=watch]').click();
    const board = page.locator('[data-pane="0"] .watch-board');
    await board.waitFor();
    const legend = page.locator('#panel-wordsearch .legend');
    // A few steps in: frontier, expanded and the cell being expanded are on the board.
    for (let i = 0; i < 6; i++) await page.locator('.watch-toolbar [data-action=step]').click();
    for (const state of ['visited', 'current']) {
      const cell = board.locator(`.cell.${state}`).first();
      expect(await cell.count(), state).toBe(1);
      expect(await fill(legend.locator(`i.${state}`)), state).toEqual(await fill(cell));
    }
    await page.locator('.watch-toolbar [data-action=finish]').click();
    const path = board.locator('.cell.path').first();
    expect(await path.count()).toBe(1);
    expect(await fill(legend.locator('i.path'))).toEqual(await fill(path));
    expect(session.errors).toEqual([]);
  });

  it('gives the DFS a max frontier that is the greatest FRONTIER its counters showed', async () => {
    const page = await session.open('wordsearch');
    await page.locator('[data-mode=watch]').click();
    await page.locator('[data-pane="0"] .watch-board').waitFor();
    await page.locator('[data-role=side-by-side]').uncheck();
    expect(await page.locator('[data-pane="0"] [data-role=algorithm]').inputValue()).toBe('dfs');
    // One step at a time, in the page: the FRONTIER counter after each step.
    const shown = await page.evaluate(() => {
      const step = document.querySelector<HTMLButtonElement>('.watch-toolbar [data-action=step]')!;
      const pane = document.querySelector<HTMLElement>('[data-pane="0"]')!;
      const values: number[] = [];
      for (let i = 0; i < 100_000 && pane.dataset.done !== 'true'; i++) {
        step.click();
        const text = pane.querySelector('[data-counter=frontier]')!.textContent!;
        values.push(Number(text.replace(/,/g, '')));
      }
      return values;
    });
    expect(await page.locator('[data-pane="0"]').getAttribute('data-done')).toBe('true');
    const figures = await page.locator('[data-pane="0"] .figures').textContent();
    const max = Number(/max frontier ([\d,]+)/.exec(figures!)![1].replace(/,/g, ''));
    expect(max).toBeGreaterThan(0);
    expect(max).toBe(Math.max(...shown));
    expect(session.errors).toEqual([]);
  });
});
