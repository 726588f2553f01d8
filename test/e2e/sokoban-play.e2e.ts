// Playing Sokoban in a real browser: a hint and a solve from the position reached (the moves
// played are kept and Undo still works), a position that can no longer be solved, and the
// phone layout (counters, Undo, Hint and Solve in the first screen while playing).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  deadSquares,
  explainDeadlock,
  parseCollection,
  parseLevel,
  positionAfter,
  replay,
} from '../../src/puzzles/sokoban/index.js';
import { PHONE, projectRoot, screenshot, Session, skipBrowser } from './browser.js';

const microban1 = () =>
  parseCollection(readFileSync(join(projectRoot, 'data/sokoban/microban.sok'), 'utf8'))[0];

/** The first of the moves that is legal at the start of the level. */
function firstLegalMove(moves: string): string {
  return [...moves].find((move) => replay(microban1(), move).legal)!;
}

describe.skipIf(skipBrowser)('sokoban: playing with hints', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('gives a hint from a played position, then solves from there keeping the moves', async () => {
    const page = await session.open('sokoban');
    await page.locator('.sokoban-board').waitFor();
    const level = microban1();
    const move = firstLegalMove('lrud');
    const key = { r: 'ArrowRight', l: 'ArrowLeft', u: 'ArrowUp', d: 'ArrowDown' }[move]!;
    await page.keyboard.press(key);
    const moves = page.locator('[data-role=moves]');
    expect(await moves.textContent()).toBe('1');

    await page.locator('[data-action=hint]').click();
    const status = page.locator('[data-role=solver-status]');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^Hint: push/);
    // The hint marks one crate and the square it goes to; nothing was played.
    expect(await page.locator('.cell.crate.hint-crate').count()).toBe(1);
    expect(await page.locator('.cell.hint-to').count()).toBe(1);
    expect(await moves.textContent()).toBe('1');
    const crateAt = Number(await page.locator('.cell.hint-crate').getAttribute('data-square'));
    const targetAt = Number(await page.locator('.cell.hint-to').getAttribute('data-square'));
    await page.locator('[data-action=play-hint]').click();
    // Playing the hint pushes that crate onto that square.
    expect(await page.locator(`[data-square="${targetAt}"]`).getAttribute('class')).toMatch(
      /crate/,
    );
    expect(await page.locator(`[data-square="${crateAt}"]`).getAttribute('class')).toMatch(
      /worker/,
    );
    const played = Number(await moves.textContent());
    expect(played).toBeGreaterThan(1);
    await screenshot(page, 'sokoban-hint-laptop');

    await page.locator('[data-action=solve]').click();
    const lurd = page.locator('[data-role=lurd]');
    await expect.poll(() => lurd.inputValue(), { timeout: 20_000 }).not.toBe('');
    const solution = await lurd.inputValue();
    const check = replay(level, solution);
    expect(check.legal && check.solved).toBe(true);
    // The solution starts with the moves played, which are still on the board.
    expect(await moves.textContent()).toBe(String(played));
    expect(await status.textContent()).toMatch(/^Solved from here, after your \d+ moves/);
    await page.locator('[data-action=speed]').fill('100');
    await page.locator('[data-action=play]').click();
    await expect
      .poll(() => page.locator('.sokoban-card').getAttribute('data-solved'), { timeout: 15_000 })
      .toBe('true');
    expect(await moves.textContent()).toBe(String(check.moves));
    await page.locator('[data-action=undo]').click();
    expect(await moves.textContent()).toBe(String(check.moves - 1));
    expect(await page.locator('.sokoban-card').getAttribute('data-solved')).toBe('false');
    expect(session.errors).toEqual([]);
  });

  it('says when the position reached can no longer be solved', async () => {
    const page = await session.open('sokoban');
    await page.locator('select[name=collection]').selectOption('paste');
    const text = '#######\n#     #\n# @$  #\n#.    #\n#######';
    expect(replay(parseLevel(text), 'RR').legal).toBe(true);
    await page.locator('textarea[name=level-text]').fill(text);
    await page.locator('[data-action=load]').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('[data-role=pushes]').textContent()).toBe('2');
    await page.locator('[data-action=solve]').click();
    await expect
      .poll(() => page.locator('[data-role=solver-status]').textContent(), { timeout: 20_000 })
      .toMatch(/^This position can no longer be solved/);
    expect(await page.locator('[data-role=moves]').textContent()).toBe('2');
    expect(session.errors).toEqual([]);
  });

  it('marks a dead push at once with the rule and its crate; shows dead squares on request', async () => {
    const page = await session.open('sokoban');
    await page.locator('select[name=collection]').selectOption('paste');
    const text = '#######\n#     #\n# @$  #\n#.    #\n#######';
    const level = parseLevel(text);
    const once = positionAfter(level, 'r');
    expect(explainDeadlock(level, once.position, { pushed: once.pushed })).toBeNull();
    const after = positionAfter(level, 'rr');
    const expected = explainDeadlock(level, after.position, { pushed: after.pushed })!;
    expect(expected.rule).toBe('dead-square');
    await page.locator('textarea[name=level-text]').fill(text);
    await page.locator('[data-action=load]').click();
    const warning = page.locator('[data-role=deadlock]');
    await page.keyboard.press('ArrowRight');
    expect(await warning.isHidden()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => warning.isVisible()).toBe(true);
    expect(await warning.getAttribute('data-rule')).toBe('dead-square');
    expect(await warning.textContent()).toContain(`Deadlock — dead square: ${expected.message}`);
    const stuck = page.locator('.sokoban-board .cell.crate.stuck');
    expect(await stuck.count()).toBe(1);
    expect(await stuck.getAttribute('data-square')).toBe(String(expected.crates[0]));
    await page.keyboard.press('Backspace');
    expect(await warning.isHidden()).toBe(true);
    expect(await page.locator('.sokoban-board .cell.stuck').count()).toBe(0);

    const dead = page.locator('.sokoban-board .cell.dead');
    expect(await dead.count()).toBe(0);
    await page.locator('input[name=dead-squares]').check();
    const squares = await dead.evaluateAll((cells) => cells.map((c) => Number(c.dataset.square)));
    expect(squares).toEqual(deadSquares(level));
    expect(session.errors).toEqual([]);
  });

  it('keeps the counters, Undo, Hint and Solve in the first screen of a phone', async () => {
    const page = await session.open('sokoban', PHONE);
    await page.locator('.sokoban-board').waitFor();
    await page.locator(`.pad [data-move=${firstLegalMove('lrud')}]`).click();
    expect(await page.locator('[data-role=moves]').textContent()).toBe('1');
    for (const selector of [
      '[data-role=moves]',
      '[data-role=pushes]',
      '[data-action=undo]',
      '[data-action=hint]',
      '[data-action=solve]',
      '.sokoban-board',
    ]) {
      const box = await page.locator(selector).boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.y, selector).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, selector).toBeLessThanOrEqual(PHONE.height);
    }
    // Touch screens are not told about the mouse.
    await screenshot(page, 'sokoban-play-phone');
    expect(session.errors).toEqual([]);
  });
});
