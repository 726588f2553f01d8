// The terrain tab's example list and its link (issue 45): the CLI's error fixture is no
// example (an old link naming it opens the first one), every example loads, and the link
// follows every edit. A map typed wrong shows its error while the link keeps the last map
// that parsed, and the next edit moves it on.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseHash, unpackText } from '../../web/src/url-state.js';
import { Session, skipBrowser } from './browser.js';

describe.skipIf(skipBrowser)('terrain: examples and the link', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('offers no test fixture among the examples, and every example loads', async () => {
    const page = await session.open('terrain');
    const select = page.locator('select[name=example]');
    const names = await select
      .locator('option:not([hidden])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(names).not.toContain('bad');
    expect(names).toContain('island');
    for (const name of names) {
      await select.selectOption(name);
      expect(await page.locator('#panel-terrain .message.error').isVisible(), name).toBe(false);
      await expect.poll(() => page.url()).toContain(`example=${name}`);
    }
    expect(session.errors).toEqual([]);
  });

  it('keeps the last good map in the link while the text is wrong, then follows edits', async () => {
    // An old link naming the fixture opens the first example, and the link follows edits.
    const page = await session.open('terrain?example=bad');
    const text = page.locator('textarea[name=terrain-text]');
    await page.locator('.terrain-board').waitFor();
    expect(await page.locator('select[name=example]').inputValue()).toBe('island');
    expect(await page.locator('#panel-terrain .message.error').isVisible()).toBe(false);
    // Paint a forest: the map now differs from the example and travels in the link.
    await page.locator('[data-tool="1"]').click();
    await page.locator('.terrain-board [data-name="0,0"]').click();
    const painted = await text.inputValue();
    const mapInLink = async () => {
      const packed = parseHash(new URL(page.url()).hash).params.get('map');
      return packed ? unpackText(packed) : undefined;
    };
    await expect.poll(mapInLink).toBe(painted);

    await text.fill(`${painted}#`);
    await expect
      .poll(() => page.locator('#panel-terrain .message.error').textContent())
      .toMatch(/board:\d+:1: unexpected character "#"/);
    expect(await mapInLink()).toBe(painted);

    // The board still shows the last good map: painting it again works and the link follows.
    await page.locator('.terrain-board [data-name="1,0"]').click();
    const repainted = await text.inputValue();
    expect(repainted).not.toBe(painted);
    await expect.poll(mapInLink).toBe(repainted);
    await page.locator('[data-tool=pick]').click();
    await page.locator('.terrain-board [data-name="2,2"]').click();
    await expect.poll(() => parseHash(new URL(page.url()).hash).params.get('from')).toBe('2,2');

    // The link opens what was on screen.
    const link = parseHash(new URL(page.url()).hash);
    const reopened = await session.open(`terrain?${link.params.toString()}`);
    await expect
      .poll(() => reopened.locator('textarea[name=terrain-text]').inputValue())
      .toBe(repainted);
    expect(session.errors).toEqual([]);
  });
});
