// Optimize on the Sokoban tab in a real browser: the button waits for a solution (and says
// why), a solution played by hand with a detour comes back shorter and proven best and plays
// back to the solved position, and Stop on a long run keeps the best of the last round.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  optimizeSolution,
  parseCollection,
  replay,
  solveSokoban,
} from '../../src/puzzles/sokoban/index.js';
import { projectRoot, screenshot, Session, skipBrowser } from './browser.js';

const bundled = (name: string, number: number) =>
  parseCollection(readFileSync(join(projectRoot, `data/sokoban/${name}.sok`), 'utf8'))[number - 1];

const KEYS: Record<string, string> = {
  r: 'ArrowRight',
  l: 'ArrowLeft',
  u: 'ArrowUp',
  d: 'ArrowDown',
};

const counts = (c: { moves: number; pushes: number }) => `${c.moves} moves, ${c.pushes} pushes`;

describe.skipIf(skipBrowser)('sokoban: optimizing a solution', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shortens a solution played with a detour, proves it best and plays it back', async () => {
    const level = bundled('microban', 1);
    // The solver's solution with a step right and back first: a detour of two moves.
    const played = `rl${solveSokoban(level).solution!.toLowerCase()}`;
    const before = replay(level, played);
    expect(before.legal && before.solved).toBe(true);
    const best = optimizeSolution(level, played, { metric: 'moves', timeLimitMs: 10_000 });
    expect(best.moves).toBeLessThan(before.moves);
    expect(best.optimal).toBe(true);

    const page = await session.open('sokoban');
    await page.locator('.sokoban-board').waitFor();
    const optimize = page.locator('[data-action=optimize]');
    expect(await optimize.isDisabled()).toBe(true);
    expect(await optimize.getAttribute('title')).toBe(
      'Nothing to optimize yet: solve the level first, by playing it or with Solve.',
    );

    for (const move of played) await page.keyboard.press(KEYS[move]);
    const card = page.locator('.sokoban-card');
    expect(await card.getAttribute('data-solved')).toBe('true');
    expect(await page.locator('[data-role=moves]').textContent()).toBe(String(before.moves));
    expect(await optimize.isDisabled()).toBe(false);
    expect(await optimize.getAttribute('title')).toContain(counts(before));

    expect(await page.locator('select[name=optimize-time]').inputValue()).toBe('10000');
    await optimize.click();
    const status = page.locator('[data-role=optimize-status]');
    await expect
      .poll(() => status.getAttribute('data-outcome'), { timeout: 20_000 })
      .toBe('improved');
    expect(await status.textContent()).toBe(
      `${counts(before)} → ${counts(best)} (proven best). Press Play to watch it.`,
    );
    const lurd = await page.locator('[data-role=lurd]').inputValue();
    const check = replay(level, lurd);
    expect(check.legal && check.solved).toBe(true);
    expect(check.moves).toBe(best.moves);
    await screenshot(page, 'sokoban-optimize-laptop');

    // The shorter one plays from the start to the solved position.
    await page.locator('[data-action=speed]').fill('100');
    await page.locator('[data-action=play]').click();
    await expect
      .poll(() => page.locator('[data-role=moves]').textContent())
      .not.toBe(String(before.moves));
    await expect.poll(() => card.getAttribute('data-solved'), { timeout: 15_000 }).toBe('true');
    expect(await page.locator('[data-role=moves]').textContent()).toBe(String(best.moves));
    expect(await page.locator('[data-role=pushes]').textContent()).toBe(String(best.pushes));

    // By pushes, the shorter solution (now the one shown) is already the best there is.
    const byPushes = optimizeSolution(level, best.solution, { metric: 'pushes' });
    expect(byPushes.improved || !byPushes.optimal).toBe(false);
    await page.locator('select[name=optimize-metric]').selectOption('pushes');
    await page.locator('[data-action=optimize]').click();
    await expect.poll(() => status.getAttribute('data-outcome'), { timeout: 20_000 }).toBe('same');
    expect(await status.textContent()).toBe(
      `No shorter solution than ${counts(best)} (proven best).`,
    );
    expect(await page.locator('[data-role=lurd]').inputValue()).toBe(lurd);
    expect(session.errors).toEqual([]);
  });

  it("stops a long run of the solver's solution and keeps the best so far", async () => {
    const level = bundled('xsokoban', 1);
    const page = await session.open('sokoban?c=xsokoban&n=1');
    await expect.poll(() => page.locator('.level-title').textContent()).toContain('XSokoban 1');
    await page.locator('[data-action=solve]').click();
    const lurd = page.locator('[data-role=lurd]');
    await expect.poll(() => lurd.inputValue(), { timeout: 30_000 }).not.toBe('');
    const before = replay(level, await lurd.inputValue());
    expect(before.solved).toBe(true);

    await page.locator('select[name=optimize-time]').selectOption('60000');
    await page.locator('[data-action=optimize]').click();
    const status = page.locator('[data-role=optimize-status]');
    // Running: the round and the best so far; Optimize gives way to Stop.
    await expect
      .poll(() => status.textContent(), { timeout: 30_000 })
      .toMatch(/^Optimizing for fewest moves… round (?:[3-9]|\d\d): [\d,]+ moves, [\d,]+ pushes/);
    expect(await page.locator('[data-action=optimize]').isHidden()).toBe(true);
    await page.locator('[data-action=stop-optimize]').click();

    expect(await status.getAttribute('data-outcome')).toBe('stopped');
    const after = replay(level, await lurd.inputValue());
    expect(after.legal && after.solved).toBe(true);
    expect(after.moves).toBeLessThan(before.moves);
    expect(await status.textContent()).toMatch(
      new RegExp(`^Stopped after [\\d.]+ m?s\\. ${counts(before)} → ${counts(after)}\\.`),
    );
    expect(await page.locator('[data-action=optimize]').isVisible()).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
