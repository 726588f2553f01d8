// Offline in a real browser: after one visit the service worker has stored the app, its
// workers and its data chunks, so a reload with the network off still plays, solves, and
// loads other level collections and word lists. Without it, a chunk that cannot load says
// so in words.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Session, skipBrowser } from './browser.js';

describe.skipIf(skipBrowser)('offline', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('reloads and works with no network after one visit', async () => {
    const context = await session.browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${session.url}#sokoban`);
      await page.locator('.sokoban-board').waitFor();
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel=manifest]')!;
        return (await fetch(link.href)).json();
      });
      expect(manifest.name).toBe('puzzlegraph playground');
      // Installed (every file stored) and in control of the page.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);

      await context.setOffline(true);
      await page.reload();
      await page.locator('.sokoban-board').waitFor();
      await page.locator('select[name=collection]').selectOption('microban2');
      await expect.poll(() => page.locator('.level-title').textContent()).toBe('Microban II 1');
      await page.locator('[data-action=solve]').click();
      await expect
        .poll(() => page.locator('[data-role=lurd]').inputValue(), { timeout: 20_000 })
        .not.toBe('');

      await page.locator('#tab-ladder').click();
      const chain = page.locator('[data-role=ladder] li');
      await expect.poll(() => chain.count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.locator('#panel-ladder .message.error').isHidden()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says which data could not load when offline without the stored copy', async () => {
    const context = await session.browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto(`${session.url}#sokoban`);
      await page.locator('.sokoban-board').waitFor();
      await context.setOffline(true);
      await page.locator('select[name=collection]').selectOption('microban2');
      await expect
        .poll(() => page.locator('#panel-sokoban .message.error').textContent())
        .toBe('could not load the Microban II levels: offline?');
    } finally {
      await context.close();
    }
  });
});
