// What the Sokoban solver says is about one position (issue 45): a move, Undo or Restart
// clears it; a solve shows "preparing…" until the solver's first report, and its time runs
// from the moment Solve was pressed, not from the page load or an earlier solve.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replay, parseLevel } from '../../src/puzzles/sokoban/index.js';
import { Session, skipBrowser } from './browser.js';

/** Milliseconds from what `formatMs` wrote: `12.3 ms`, `1.25 s`, `< 0.01 ms`. */
function readMs(text: string): number {
  const match = /([\d.]+) (ms|s)$/.exec(text.trim());
  if (!match) throw new Error(`not a time: ${text}`);
  return Number(match[1]) * (match[2] === 's' ? 1000 : 1);
}

const DEAD_END = '#######\n#     #\n# @$  #\n#.    #\n#######';

async function loadLevel(page: Page, text: string): Promise<void> {
  await page.locator('select[name=collection]').selectOption('paste');
  await page.locator('textarea[name=level-text]').fill(text);
  await page.locator('[data-action=load]').click();
}

describe.skipIf(skipBrowser)('sokoban: the solver status', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('clears what the solver said when the player moves, undoes or restarts', async () => {
    const page = await session.open('sokoban');
    expect(replay(parseLevel(DEAD_END), 'RR').legal).toBe(true);
    await loadLevel(page, DEAD_END);
    const status = page.locator('[data-role=solver-status]');
    const moves = page.locator('[data-role=moves]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.locator('[data-action=solve]').click();
    await expect
      .poll(() => status.textContent(), { timeout: 20_000 })
      .toMatch(/^This position can no longer be solved/);

    // Undo out of the dead end: neither the solver's verdict nor the deadlock warning stays.
    await page.keyboard.press('Backspace');
    expect(await moves.textContent()).toBe('1');
    expect(await status.textContent()).toBe('');
    expect(await page.locator('[data-role=deadlock]').isHidden()).toBe(true);

    await page.locator('[data-action=hint]').click();
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^Hint: push/);
    await page.keyboard.press('r');
    expect(await moves.textContent()).toBe('0');
    expect(await status.textContent()).toBe('');

    await page.locator('[data-action=solve]').click();
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^Solved in/);
    // Playing the solution back is not a move of the player's: the verdict stays.
    await page.locator('[data-action=step]').click();
    expect(await moves.textContent()).toBe('1');
    expect(await status.textContent()).toMatch(/^Solved in/);
    await page.keyboard.press('u');
    expect(await moves.textContent()).toBe('0');
    expect(await status.textContent()).toBe('');
    expect(session.errors).toEqual([]);
  });

  it('shows "preparing…" and times the solve from its start on a 52-crate level', async () => {
    const page = await session.open('sokoban?c=sasquatch&n=40');
    await expect.poll(() => page.locator('.level-title').textContent()).toMatch(/Sasquatch.* 40/);
    expect(await page.locator('.sokoban-board .cell.crate').count()).toBe(52);
    // Long enough after the page load that a clock started then would show it.
    await page.waitForTimeout(2500);
    const expanded = page.locator('[data-role=solver-stats] [data-counter=expanded]');
    const time = page.locator('[data-role=solver-stats] [data-counter=time]');
    await page.locator('[data-action=solve]').click();
    const first = {
      expanded: await expanded.textContent(),
      ms: readMs((await time.textContent())!),
    };
    expect(first.expanded).toBe('preparing…');
    expect(first.ms).toBeLessThan(1000);
    // The time runs on before and between the solver's reports.
    await expect
      .poll(async () => readMs((await time.textContent())!))
      .toBeGreaterThan(first.ms + 400);
    await page.locator('[data-action=stop]').click();
    expect(await page.locator('[data-role=solver-status]').textContent()).toMatch(/^Stopped after/);

    // A second solve starts its clock again.
    await page.waitForTimeout(1500);
    await page.locator('[data-action=solve]').click();
    expect(await expanded.textContent()).toBe('preparing…');
    expect(readMs((await time.textContent())!)).toBeLessThan(1000);
    await page.locator('[data-action=stop]').click();
    expect(session.errors).toEqual([]);
  });
});
