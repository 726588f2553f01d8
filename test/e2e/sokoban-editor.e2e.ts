// The Sokoban level editor in a real browser: painting by click and by drag, the verdict at
// once (not a level yet, dead from the start by the library's explainDeadlock, solvable by
// the solver in its worker), the painted level kept in the URL, and played or solved.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replay, parseLevel } from '../../src/puzzles/sokoban/index.js';
import { overflowX, PHONE, screenshot, Session, skipBrowser } from './browser.js';

/** Microban 1 is 6 wide, 7 high; "Empty room" keeps the size and walls it in. */
const WIDTH = 6;
const at = (x: number, y: number) => `.sokoban-edit-board [data-square="${y * WIDTH + x}"]`;

async function paint(page: Page, tool: string, ...squares: [number, number][]): Promise<void> {
  await page.locator(`[data-tool=${tool}]`).click();
  for (const [x, y] of squares) await page.locator(at(x, y)).click();
}

describe.skipIf(skipBrowser)('sokoban: the level editor', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('paints a level, says at once what is wrong with it, keeps it in the link and plays it', async () => {
    const page = await session.open('sokoban');
    await page.locator('.sokoban-board').waitFor();
    await page.locator('[data-mode=edit]').click();
    const verdict = page.locator('[data-role=edit-verdict]');
    // Microban 1 itself, taken into the editor, is checked by the solver.
    await expect
      .poll(() => verdict.getAttribute('data-state'), { timeout: 20_000 })
      .toBe('solvable');

    await page.locator('[data-action=clear-edited]').click();
    expect(await verdict.getAttribute('data-state')).toBe('invalid');
    expect(await verdict.textContent()).toBe('Not a level yet: place the worker.');
    expect(await page.locator('[data-role=edit-counts]').textContent()).toBe(
      '0 crates, 0 goals, no worker',
    );
    expect(await page.locator('[data-action=play-edited]').isDisabled()).toBe(true);

    await paint(page, 'worker', [1, 2]);
    await paint(page, 'crate', [2, 2]);
    expect(await verdict.textContent()).toBe(
      'Not a level yet: 1 crate but 0 goals; a level needs as many goals as crates.',
    );
    await paint(page, 'goal', [3, 2]);
    await expect
      .poll(() => verdict.getAttribute('data-state'), { timeout: 20_000 })
      .toBe('solvable');
    expect(await verdict.textContent()).toBe('Solvable: the solver found 1 push (1 move).');

    // Dragging paints every square the pointer crosses: a wall across the room.
    await page.locator('[data-tool=wall]').click();
    const from = (await page.locator(at(1, 4)).boundingBox())!;
    const to = (await page.locator(at(4, 4)).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    for (let x = 1; x <= 4; x++)
      expect(await page.locator(at(x, 4)).getAttribute('class')).toMatch(/\bwall\b/);

    // The keyboard paints too: Enter on a focused square.
    await page.locator(at(4, 1)).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator(at(4, 1)).getAttribute('class')).toMatch(/\bwall\b/);

    // A crate in a corner: dead from the start, said at once and marked.
    await paint(page, 'crate', [2, 2], [1, 1]);
    expect(await verdict.getAttribute('data-state')).toBe('dead');
    expect(await verdict.textContent()).toMatch(
      /^Dead from the start — dead square: the crate at row 2, column 2 /,
    );
    expect(await page.locator(at(1, 1)).getAttribute('class')).toMatch(/\bstuck\b/);

    // The link keeps the painting as it is, even a dead one.
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#sokoban\?edit=/);
    const hash = await page.evaluate(() => location.hash.slice(1));
    const again = await session.open(hash);
    await again.locator(at(1, 1)).waitFor();
    expect(await again.locator('[data-mode=edit]').getAttribute('aria-pressed')).toBe('true');
    expect(await again.locator(at(1, 1)).getAttribute('class')).toMatch(/\bcrate\b/);
    expect(await again.locator(at(1, 2)).getAttribute('class')).toMatch(/\bworker\b/);
    expect(await again.locator('[data-role=edit-verdict]').getAttribute('data-state')).toBe('dead');

    // Put right and played: the board takes the painted level, and one push solves it.
    await paint(again, 'crate', [1, 1], [2, 2]);
    await again.locator('[data-action=play-edited]').click();
    await again.locator('.sokoban-board:not(.sokoban-edit-board) .cell.worker').waitFor();
    expect(await again.locator('[data-mode=play]').getAttribute('aria-pressed')).toBe('true');
    expect(await again.locator('.level-title').textContent()).toBe('Your level');
    await again.keyboard.press('ArrowRight');
    expect(await again.locator('.sokoban-card').getAttribute('data-solved')).toBe('true');
    expect(session.errors).toEqual([]);
  });

  it('solves the painted level with the Solve button of the board', async () => {
    const level = '#######\n#     #\n# $ . #\n#  @  #\n#######';
    const page = await session.open(`sokoban?edit=${encodeURIComponent(level)}`);
    const verdict = page.locator('[data-role=edit-verdict]');
    await expect
      .poll(() => verdict.getAttribute('data-state'), { timeout: 20_000 })
      .toBe('solvable');
    await page.locator('[data-action=solve-edited]').click();
    const lurd = page.locator('[data-role=lurd]');
    await expect.poll(() => lurd.inputValue(), { timeout: 20_000 }).not.toBe('');
    const check = replay(parseLevel(level), await lurd.inputValue());
    expect(check.legal && check.solved).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('puts the paint tools before the board on a phone', async () => {
    const page = await session.open('sokoban', PHONE);
    await page.locator('.sokoban-board').waitFor();
    await page.locator('[data-mode=edit]').click();
    const tools = (await page.locator('.sokoban-tools').boundingBox())!;
    const board = (await page.locator('.sokoban-edit-board').boundingBox())!;
    expect(tools.y + tools.height).toBeLessThanOrEqual(board.y);
    expect(board.x + board.width).toBeLessThanOrEqual(PHONE.width);
    expect(await overflowX(page)).toBe(0);
    await screenshot(page, 'sokoban-editor-phone');
    expect(session.errors).toEqual([]);
  });
});
