// Small things in a real browser (issue 45): controls that belong together stay on one line
// at laptop and phone widths (the laser's Size boxes, Sokoban's level stepper), no counter
// label is clipped on a phone, counts agree with their nouns, out-of-range numbers get a
// message instead of being used or ignored, no two buttons on a tab share the name Play, and a
// Sokoban collection that arrives late does not overwrite the level number typed meanwhile.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, screenshot, Session, skipBrowser } from './browser.js';

/** A laptop's screen, browser bars taken off. */
const SMALL_LAPTOP = { width: 1366, height: 768 };

/** The boxes of `parts`, which must sit on one line, inside the screen and inside `holder`. */
async function expectOneLine(page: Page, holder: Locator, parts: Locator[]): Promise<void> {
  const width = page.viewportSize()!.width;
  const outer = (await holder.boundingBox())!;
  const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  for (const [i, box] of boxes.entries()) {
    expect(
      Math.abs(middle(box) - middle(boxes[0])),
      `part ${i} on the first one's line`,
    ).toBeLessThan(2);
    expect(box.x + box.width, `part ${i} inside its field`).toBeLessThanOrEqual(
      outer.x + outer.width + 0.5,
    );
    expect(box.x + box.width, `part ${i} on the screen`).toBeLessThanOrEqual(width);
    if (i > 0) expect(box.x, `part ${i} after part ${i - 1}`).toBeGreaterThan(boxes[i - 1].x);
  }
}

describe.skipIf(skipBrowser)('rough edges', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  for (const [name, viewport] of [
    ['laptop', SMALL_LAPTOP],
    ['phone', PHONE],
  ] as const) {
    it(`keeps the laser's Size boxes and Sokoban's level stepper on one line (${name})`, async () => {
      const page = await session.open('laser', viewport);
      const width = page.locator('input[name=width]');
      await expect.poll(() => width.inputValue()).not.toBe('');
      const size = page.locator('#panel-laser .field', { has: width });
      await expectOneLine(page, size, [width, page.locator('input[name=height]')]);
      await screenshot(page, `laser-size-${name}`);

      await session.open('sokoban', viewport);
      await page.locator('.sokoban-board').waitFor();
      const number = page.locator('input[name=level]');
      const level = page.locator('#panel-sokoban .field', { has: number });
      await expectOneLine(page, level, [
        page.locator('[aria-label="previous level"]'),
        number,
        page.locator('[aria-label="next level"]'),
      ]);
      await screenshot(page, `sokoban-level-${name}`);
      expect(session.errors).toEqual([]);
    });
  }

  it('shows every solver counter of the laser tab whole on a phone', async () => {
    const page = await session.open('laser', PHONE);
    await page.locator('.laser-board').waitFor();
    await page.locator('#panel-laser [data-action=solve]').click();
    const counters = page.locator('#panel-laser [data-role=solver-stats]');
    await expect.poll(() => counters.isVisible(), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => page.locator('#panel-laser [data-role=solver-status]').textContent(), {
        timeout: 20_000,
      })
      .toMatch(/^Solved/);
    const labels = await counters.locator('.counter').evaluateAll((items) =>
      items.map((item) => {
        const label = item.querySelector('dt')!;
        const value = item.querySelector('dd')!;
        const box = item.getBoundingClientRect();
        return {
          name: label.textContent,
          clipped: [label, value].some((part) => part.scrollWidth > part.clientWidth + 0.5),
          inside: [label, value].every((part) => {
            const inner = part.getBoundingClientRect();
            return inner.left >= box.left - 0.5 && inner.right <= box.right + 0.5;
          }),
          right: box.right,
        };
      }),
    );
    expect(labels.map((label) => label.name)).toContain('simulations');
    for (const label of labels) {
      expect(label.clipped, `${label.name} clipped`).toBe(false);
      expect(label.inside, `${label.name} inside its box`).toBe(true);
      expect(label.right, `${label.name} on the screen`).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(page, 'laser-counters-phone');
    expect(session.errors).toEqual([]);
  });

  it('writes one ladder, one step and one word in the singular', async () => {
    const page = await session.open('ladder');
    await page.locator('select[name=dictionary]').selectOption('custom');
    const list = page.locator('textarea[name=word-list]');
    await list.fill('cold\ncord');
    await page.locator('input[name=from]').fill('cold');
    await page.locator('input[name=to]').fill('cord');
    await page.locator('[data-action=all]').click();
    const headline = page.locator('[data-role=ladder-result] [data-role=headline]');
    await expect.poll(() => headline.textContent()).toBe('1 shortest ladder of 1 step');

    await list.fill('cold');
    await page.locator('input[name=to]').fill('warm');
    await page.locator('[data-action=ladder]').click();
    const error = page.locator('#panel-ladder .message.error');
    await expect.poll(() => error.textContent()).toMatch(/"warm" is not in .* \(1 word\)/);
    expect(session.errors).toEqual([]);
  });

  it('refuses a negative movement range with a message', async () => {
    const page = await session.open('terrain?mode=range');
    const headline = page.locator('[data-role=terrain-result] [data-role=headline]');
    await expect.poll(() => headline.textContent()).toMatch(/^\d+ cells within 6 points/);
    await page.locator('input[name=points]').fill('-1');
    const error = page.locator('#panel-terrain .message.error');
    await expect
      .poll(() => error.textContent())
      .toBe('Points: expected a whole number from 0 to 999, not -1');
    expect(await headline.count()).toBe(0);
    expect(await page.locator('.terrain-board .cell.range').count()).toBe(0);
    await page.locator('input[name=points]').fill('1');
    await expect.poll(() => headline.textContent()).toMatch(/^\d+ cells? within 1 point of/);
    expect(await error.isVisible()).toBe(false);
    // The cells say how far they are, in the singular for one point.
    const far = await page
      .locator('.terrain-board .cell.range')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label')));
    expect(far).toContainEqual(expect.stringMatching(/, 1 point away$/));
    expect(far.join(' ')).not.toMatch(/\b1 points\b/);
    expect(session.errors).toEqual([]);
  });

  it('says why a laser width of 0 or -3 is not used', async () => {
    const page = await session.open('laser');
    const width = page.locator('input[name=width]');
    await expect.poll(() => width.inputValue()).not.toBe('');
    const before = await width.inputValue();
    const columns = () => page.locator('.laser-card .files span').count();
    const shown = await columns();
    const error = page.locator('#panel-laser .message.error');
    for (const typed of ['0', '-3']) {
      await width.fill(typed);
      await width.press('Tab');
      await expect
        .poll(() => error.textContent())
        .toBe(`Width: expected a whole number from 1 to 24, not ${typed}`);
      expect(await columns()).toBe(shown);
      // The box itself is marked too: on a phone the error line is a screen further down. Its
      // border fades in over 0.15 s, so the colour is read once the fade is over.
      await expect
        .poll(() => width.evaluate((box) => getComputedStyle(box).borderColor))
        .toBe('rgb(212, 55, 59)');
    }
    await width.fill(String(Number(before) + 1));
    await width.press('Tab');
    await expect.poll(() => columns()).toBe(shown + 1);
    expect(await error.isVisible()).toBe(false);
    expect(session.errors).toEqual([]);
  });

  it('has one button called Play on the Sokoban tab, in either view', async () => {
    const page = await session.open('sokoban');
    await page.locator('.sokoban-board').waitFor();
    await page.locator('[data-action=solve]').click();
    await page.locator('[data-role=lurd]').waitFor();
    const play = page.getByRole('button', { name: 'Play', exact: true }).filter({ visible: true });
    await expect.poll(() => play.count(), { timeout: 20_000 }).toBe(1);
    expect(await play.getAttribute('data-action')).toBe('play');
    await page.locator('[data-mode=watch]').click();
    await page.locator('.sokoban-watch').waitFor();
    expect(await play.count()).toBe(1);
    expect(session.errors).toEqual([]);
  });

  it('keeps a level number typed while the chosen Sokoban collection was still arriving', async () => {
    // A page of its own, without the service worker, whose cache the route would not see.
    const context = await session.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${session.url}#sokoban`);
    await page.locator('.sokoban-board').waitFor();
    // XSokoban's levels arrive only when the test lets them.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/xsokoban[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('select[name=collection]').selectOption('xsokoban');
    const number = page.locator('input[name=level]');
    await number.fill('50');
    const arrived = page.waitForResponse(/xsokoban[^/]*\.js$/);
    release();
    await arrived;
    // The late collection has been shown or dropped by the time the page answers again.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await number.inputValue()).toBe('50');
    await number.dispatchEvent('change');
    await expect.poll(() => page.locator('.level-title').textContent()).toContain('XSokoban 50');
    expect(errors).toEqual([]);
    await context.close();
  });
});
