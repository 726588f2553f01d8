// The terrain tab in a real browser: the cheapest path between two picked cells, painting
// changes the board and the path, the movement range, and Dijkstra beside A* in the Watch
// view reaching the same cost.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cheapestPath, movementRange, parseTerrain } from '../../src/puzzles/terrain/index.js';
import { overflowX, PHONE, screenshot, Session, skipBrowser } from './browser.js';

describe.skipIf(skipBrowser)('terrain tab', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('finds the cheapest path, repaints, shows the range and watches two searches', async () => {
    const page = await session.open('terrain');
    const text = page.locator('textarea[name=terrain-text]');
    const headline = page.locator('[data-role=terrain-result] [data-role=headline]');
    await page.locator('.terrain-board').waitFor();
    // Pick (1,1) then (14,8).
    await page.locator('.terrain-board [data-name="1,1"]').click();
    await page.locator('.terrain-board [data-name="14,8"]').click();
    let map = parseTerrain(await text.inputValue());
    const first = cheapestPath(map, map.index(1, 1), map.index(14, 8));
    await expect.poll(() => headline.textContent()).toContain(`${first.cost} points`);
    expect(await page.locator('.terrain-board .cell.path').count()).toBe(first.path!.length);

    // Paint a mountain on the path: the board text and the path follow.
    await page.locator('[data-tool="3"]').click();
    const blocked = first.path![Math.floor(first.path!.length / 2)];
    await page.locator(`.terrain-board [data-square="${blocked}"]`).click();
    map = parseTerrain(await text.inputValue());
    expect(map.passable(blocked)).toBe(false);
    const second = cheapestPath(map, map.index(1, 1), map.index(14, 8));
    await expect.poll(() => headline.textContent()).toContain(`${second.cost} points`);

    await page.locator('[data-mode=range]').click();
    const range = movementRange(map, map.index(1, 1), 6);
    await expect.poll(() => headline.textContent()).toContain(`${range.cells.length} cells`);
    await screenshot(page, 'terrain-range-laptop');

    await page.locator('[data-mode=watch]').click();
    await page.locator('[data-action=speed]').fill('100');
    await page.locator('[data-action=play]').click();
    for (const pane of ['0', '1']) {
      await expect
        .poll(() => page.locator(`[data-pane="${pane}"]`).getAttribute('data-done'), {
          timeout: 15_000,
        })
        .toBe('true');
      expect(await page.locator(`[data-pane="${pane}"] [data-result=cost]`).textContent()).toBe(
        `${second.cost} points`,
      );
    }
    await screenshot(page, 'terrain-watch-laptop');
    expect(session.errors).toEqual([]);
  });

  it('shows a bad board inline on a phone', async () => {
    const page = await session.open('terrain', PHONE);
    await page.locator('textarea[name=terrain-text]').fill('..f\n.x.');
    await expect.poll(() => page.locator('.message.error').textContent()).toMatch(/board:2:2: .*x/);
    await screenshot(page, 'terrain-phone');
    expect(await overflowX(page)).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
