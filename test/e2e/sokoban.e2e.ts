// The Sokoban tab in a real browser: keyboard play with undo, a solve in the Web Worker whose
// playback ends in the solved position, and a malformed pasted level shown as an inline error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCollection, replay } from '../../src/puzzles/sokoban/index.js';
import { overflowX, PHONE, projectRoot, screenshot, Session, skipBrowser } from './browser.js';

describe.skipIf(skipBrowser)('sokoban tab', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('plays with the keyboard, solves in a worker and plays the solution back to the end', async () => {
    const page = await session.open('sokoban');
    const board = page.locator('.sokoban-board');
    await board.waitFor();
    const level = parseCollection(
      readFileSync(join(projectRoot, 'data/sokoban/microban.sok'), 'utf8'),
    )[0];
    expect(await board.locator('.cell.crate').count()).toBe(level.crates.length);

    // Keyboard play: each arrow is replayed by the library; Backspace undoes.
    const workerSquare = () => board.locator('.cell.worker').getAttribute('data-square');
    const start = await workerSquare();
    const legal = ['r', 'l', 'u', 'd'].find((move) => replay(level, move).legal)!;
    const key = { r: 'ArrowRight', l: 'ArrowLeft', u: 'ArrowUp', d: 'ArrowDown' }[legal]!;
    await page.keyboard.press(key);
    expect(await page.locator('[data-role=moves]').textContent()).toBe('1');
    expect(await workerSquare()).toBe(String(replay(level, legal).worker));
    await page.keyboard.press('Backspace');
    expect(await page.locator('[data-role=moves]').textContent()).toBe('0');
    expect(await workerSquare()).toBe(start);

    await page.locator('[data-action=solve]').click();
    const lurd = page.locator('[data-role=lurd]');
    await expect.poll(() => lurd.inputValue(), { timeout: 20_000 }).not.toBe('');
    const solution = await lurd.inputValue();
    const check = replay(level, solution);
    expect(check.legal && check.solved).toBe(true);
    expect(await page.locator('[data-counter=expanded]').textContent()).not.toBe('0');

    await page.locator('[data-action=speed]').fill('100');
    await page.locator('[data-action=play]').click();
    await expect
      .poll(() => page.locator('.sokoban-card').getAttribute('data-solved'), { timeout: 15_000 })
      .toBe('true');
    expect(await page.locator('[data-role=moves]').textContent()).toBe(String(check.moves));
    expect(await page.locator('[data-role=solved]').isVisible()).toBe(true);
    expect(await board.locator('.cell.crate.goal').count()).toBe(level.crates.length);
    await screenshot(page, 'sokoban-laptop');

    // A hard level: the solve starts in the worker and Stop ends it at once.
    await page.locator('select[name=collection]').selectOption('xsokoban');
    await page.locator('input[name=level]').fill('50');
    await page.locator('input[name=level]').dispatchEvent('change');
    await expect.poll(() => page.locator('.level-title').textContent()).toContain('XSokoban 50');
    await page.locator('[data-action=solve]').click();
    await page.locator('[data-action=stop]').click();
    expect(await page.locator('[data-role=solver-status]').textContent()).toMatch(/^Stopped after/);
    expect(await page.locator('[data-action=solve]').isVisible()).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('opens a Sasquatch level by its address, with its credit, and solves it', async () => {
    const page = await session.open('sokoban?c=sasquatch&n=3');
    await expect
      .poll(() => page.locator('.level-title').textContent())
      .toBe('Sasquatch II–IX 3 — 3 (sasquatch02_0003)');
    expect(await page.locator('[data-role=level-count]').textContent()).toBe('400 levels');
    expect(await page.locator('.level-head').textContent()).toContain('David W. Skinner');
    const level = parseCollection(
      readFileSync(join(projectRoot, 'data/sokoban/sasquatch.sok'), 'utf8'),
    )[2];
    await page.locator('[data-action=solve]').click();
    const lurd = page.locator('[data-role=lurd]');
    await expect.poll(() => lurd.inputValue(), { timeout: 30_000 }).not.toBe('');
    const check = replay(level, await lurd.inputValue());
    expect(check.legal && check.solved).toBe(true);
    expect(session.errors).toEqual([]);
  });

  it('shows a malformed pasted level as an inline error, then loads a good one', async () => {
    const page = await session.open('sokoban', PHONE);
    await page.locator('select[name=collection]').selectOption('paste');
    const text = page.locator('textarea[name=level-text]');
    await text.fill('#####\n#@$.#\n#x###\n#####');
    await page.locator('[data-action=load]').click();
    const message = page.locator('.message.error');
    await expect.poll(() => message.textContent()).toMatch(/pasted level:3:2: .*x/);
    await text.fill('#####\n#@$.#\n#####');
    await page.locator('[data-action=load]').click();
    await expect.poll(() => message.isHidden()).toBe(true);
    expect(await page.locator('.sokoban-board .cell.crate').count()).toBe(1);
    await page.locator('.pad [data-move=r]').click();
    expect(await page.locator('.sokoban-card').getAttribute('data-solved')).toBe('true');
    await screenshot(page, 'sokoban-phone');
    expect(await overflowX(page)).toBe(0);
    expect(session.errors).toEqual([]);
  });
});
