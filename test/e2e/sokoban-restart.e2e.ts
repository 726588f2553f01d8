// Restart is one step that Undo takes back (issue 45): R, or the Restart button, clears the
// moves, and Undo brings every one of them back, with the board and the link as they were.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseCollection, replay } from '../../src/puzzles/sokoban/index.js';
import { projectRoot, Session, skipBrowser } from './browser.js';

const KEYS: Record<string, string> = {
  l: 'ArrowLeft',
  r: 'ArrowRight',
  u: 'ArrowUp',
  d: 'ArrowDown',
};

/** Three legal moves on Microban 1 that leave the worker somewhere else than at the start. */
function threeMoves(): string {
  const level = parseCollection(
    readFileSync(join(projectRoot, 'data/sokoban/microban.sok'), 'utf8'),
  )[0];
  const start = replay(level, '').worker;
  const all = [...'lrud'].flatMap((a) =>
    [...'lrud'].flatMap((b) => [...'lrud'].map((c) => a + b + c)),
  );
  return all.find((moves) => {
    const reached = replay(level, moves);
    return reached.legal && reached.worker !== start;
  })!;
}

/** What the board shows: the classes of every square. */
function boardState(page: Page): Promise<string[]> {
  return page
    .locator('.sokoban-board .cell')
    .evaluateAll((cells) => cells.map((cell) => cell.className));
}

describe.skipIf(skipBrowser)('sokoban: Restart is undoable', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('brings the moves back with Undo after R, and after the Restart button', async () => {
    const page = await session.open('sokoban');
    await page.locator('.sokoban-board').waitFor();
    const played = threeMoves();
    expect(played).toHaveLength(3);
    for (const move of played) await page.keyboard.press(KEYS[move]);
    const moves = page.locator('[data-role=moves]');
    expect(await moves.textContent()).toBe('3');
    const before = await boardState(page);
    await expect.poll(() => page.url()).toContain('m=');
    const link = page.url();

    await page.keyboard.press('r');
    expect(await moves.textContent()).toBe('0');
    await expect.poll(() => page.url()).not.toContain('m=');
    // Nothing left to take back one move at a time, but the Restart itself can be undone.
    expect(await page.locator('[data-action=undo]').isEnabled()).toBe(true);
    await page.keyboard.press('u');
    expect(await moves.textContent()).toBe('3');
    expect(await boardState(page)).toEqual(before);
    await expect.poll(() => page.url()).toBe(link);

    await page.locator('[data-action=restart-level]').click();
    expect(await moves.textContent()).toBe('0');
    await page.locator('[data-action=undo]').click();
    expect(await moves.textContent()).toBe('3');
    expect(await boardState(page)).toEqual(before);
    // Undo goes on one move at a time from there, and stops at the start.
    for (const left of ['2', '1', '0']) {
      await page.locator('[data-action=undo]').click();
      expect(await moves.textContent()).toBe(left);
    }
    expect(await page.locator('[data-action=undo]').isDisabled()).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
