// The playground through a screen reader's ears: board squares are named by what they hold
// (not by coordinates alone), the arrow pad's buttons by their direction, moves and "Solved!"
// are read out by a polite live region, and the laser board's axis labels are legible.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, Session, skipBrowser } from './browser.js';

/** WCAG contrast ratio of two CSS colours given as `rgb(r, g, b)`. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((part) => {
        const c = Number(part) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const LEVEL = '######\n#@ $.#\n######';

describe.skipIf(skipBrowser)('screen readers', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('names what each Sokoban square holds and reads out moves and Solved!', async () => {
    const page = await session.open(`sokoban?p=${encodeURIComponent(LEVEL)}`);
    await page.locator('.sokoban-board .cell.worker').waitFor();
    const square = (name: string) => page.getByRole('button', { name, exact: true });
    expect(await square('row 2, column 2: worker').count()).toBe(1);
    expect(await square('row 2, column 3: floor').count()).toBe(1);
    expect(await square('row 2, column 4: crate').count()).toBe(1);
    expect(await square('row 2, column 5: goal').count()).toBe(1);
    expect(await square('row 1, column 1: wall').count()).toBe(1);

    const announced = page.locator('[aria-live=polite][data-role=announce]');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => announced.textContent()).toBe('Right.');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => announced.textContent())
      .toBe('Right, pushing a crate. Solved! 2 moves, 1 push.');
    expect(await square('row 2, column 5: crate on a goal').count()).toBe(1);
    await page.locator('[data-action=undo]').click();
    await expect.poll(() => announced.textContent()).toBe('Undone. 1 move, 0 pushes.');
    expect(session.errors).toEqual([]);
  });

  it("names the arrow pad's buttons by direction", async () => {
    const page = await session.open(`sokoban?p=${encodeURIComponent(LEVEL)}`, PHONE);
    const pad = page.locator('.pad');
    for (const name of ['Up', 'Left', 'Down', 'Right'])
      expect(await pad.getByRole('button', { name, exact: true }).isVisible(), name).toBe(true);
    await pad.getByRole('button', { name: 'Right', exact: true }).click();
    expect(await page.locator('[data-role=moves]').textContent()).toBe('1');
    expect(session.errors).toEqual([]);
  });

  it('names word search letters and terrain kinds on their squares', async () => {
    let page = await session.open('wordsearch?grid=PERS/LATG/SINE/TERS');
    await page.locator('.letter-board .cell').first().waitFor();
    const letter = page.getByRole('button', { name: 'row 1, column 1: letter P', exact: true });
    expect(await letter.count()).toBe(1);

    page = await session.open('terrain');
    await page.locator('.terrain-board .cell.start').waitFor();
    const start = await page.locator('.terrain-board .cell.start').getAttribute('aria-label');
    expect(start).toMatch(/^\d+,\d+: (plains|forest|water), start, on the path$/);
    const cells = await page
      .locator('.terrain-board .cell')
      .evaluateAll((all) => all.map((cell) => cell.getAttribute('aria-label') ?? ''));
    expect(cells.filter((name) => /: mountain$/.test(name)).length).toBeGreaterThan(0);
    expect(cells.every((name) => /^\d+,\d+: /.test(name))).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('draws the laser axis labels at a contrast of at least 4.5:1', async () => {
    const page = await session.open('laser');
    await page.locator('.laser-card .ranks span').first().waitFor();
    const colors = await page.evaluate(() => ({
      ranks: getComputedStyle(document.querySelector('.laser-card .ranks')!).color,
      files: getComputedStyle(document.querySelector('.laser-card .files')!).color,
      card: getComputedStyle(document.querySelector('.laser-card')!).backgroundColor,
    }));
    expect(contrast(colors.ranks, colors.card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.files, colors.card)).toBeGreaterThanOrEqual(4.5);
    expect(session.errors).toEqual([]);
  });
});
