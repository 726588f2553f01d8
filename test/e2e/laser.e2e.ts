// The laser tab in a real browser: beams are drawn, clicking places and turns a mirror and
// the light follows, Solve lights every target, and a bad board shows an inline error.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseLaser, simulateLight } from '../../src/puzzles/laser/index.js';
import { overflowX, PHONE, screenshot, Session, skipBrowser } from './browser.js';

describe.skipIf(skipBrowser)('laser tab', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('draws the beams, follows edits and solves the puzzle', async () => {
    const page = await session.open('laser');
    const status = page.locator('[data-role=laser-status]');
    const text = page.locator('textarea[name=laser-text]');
    await page.locator('.laser-board').waitFor();
    const puzzle = parseLaser(await text.inputValue());
    const before = simulateLight(puzzle.board);
    expect(await status.getAttribute('data-lit')).toBe(String(before.targetsHit.length));
    // One segment per ray, drawn as an SVG path.
    const segments = async () =>
      ((await page.locator('path.beam').getAttribute('d')) ?? '').split('M').length - 1;
    expect(await segments()).toBe(before.rays.length);

    // Two clicks on the square the beam leaves by: a mirror "/", then turned to "\".
    await page.locator('[data-tool=mirror]').click();
    const edge = page.locator('.laser-board [data-name="4,0"]');
    await edge.click();
    await edge.click();
    expect(await text.inputValue()).toMatch(/^>\.\.\.\\$/m);
    const edited = simulateLight(parseLaser(await text.inputValue()).board);
    expect(await status.getAttribute('data-lit')).toBe(String(edited.targetsHit.length));
    expect(await segments()).toBe(edited.rays.length);
    await edge.click({ button: 'right' });
    expect(await text.inputValue()).toMatch(/^>\.\.\.\.$/m);

    await page.locator('[data-action=solve]').click();
    await expect
      .poll(() => status.getAttribute('data-lit'), { timeout: 20_000 })
      .toBe(String(puzzle.board.targets.length));
    const solved = parseLaser(await text.inputValue());
    expect(simulateLight(solved.board).targetsMissed).toEqual([]);
    expect(await page.locator('.laser-board .cell.placed').count()).toBeGreaterThan(0);
    await screenshot(page, 'laser-laptop');
    expect(session.errors).toEqual([]);
  });

  it('shows a bad board inline and keeps working on a phone', async () => {
    const page = await session.open('laser', PHONE);
    const text = page.locator('textarea[name=laser-text]');
    await text.fill('>..x\n...o');
    const message = page.locator('.message.error');
    await expect.poll(() => message.textContent()).toMatch(/board:1:4: .*"x"/);
    await text.fill('>..o');
    await expect.poll(() => message.isHidden()).toBe(true);
    expect(await page.locator('[data-role=laser-status]').getAttribute('data-lit')).toBe('1');
    await screenshot(page, 'laser-phone');
    expect(await overflowX(page)).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
