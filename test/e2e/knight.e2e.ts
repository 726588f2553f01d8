// The knight tab in a real browser: clicking squares draws the fewest-moves path, bad input
// shows an inline message, and a watched (traced) search reaches the goal with the same
// counters as the library's own trace of the query.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Board } from '../../src/grid/index.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { knightPath, parseSquare } from '../../src/puzzles/knight/index.js';
import { runCli } from '../run-cli.js';
import type { TraceEvent } from '../../src/search/index.js';
import { overflowX, PHONE, screenshot, Session, skipBrowser } from './browser.js';

describe.skipIf(skipBrowser)('knight tab', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('draws the fewest-moves path between two clicked squares', async () => {
    const page = await session.open('knight');
    // The default query a8 -> h1 is already answered.
    await expect
      .poll(() => page.locator('[data-role=headline]').textContent())
      .toContain('6 moves');
    await page.locator('[data-name=b1]').click();
    await page.locator('[data-name=c3]').click();
    await expect.poll(() => page.locator('[data-role=headline]').textContent()).toContain('1 move');
    await page.locator('[data-name=h8]').click();
    const board = new Board(8, 8);
    const fewest = knightPath(board, parseSquare(board, 'b1'), parseSquare(board, 'h8')).cost;
    await expect
      .poll(() => page.locator('[data-role=headline]').textContent())
      .toContain(`${fewest} moves`);
    const path = await page.locator('[data-role=path] li').allTextContents();
    expect(path[0]).toBe('b1');
    expect(path.at(-1)).toBe('h8');
    expect(path).toHaveLength(fewest + 1);
    // Every square of the path is highlighted on the board, and the line is drawn.
    for (const name of path) {
      expect(await page.locator(`[data-name=${name}]`).getAttribute('class')).toMatch(
        /path|start|goal/,
      );
    }
    expect(await page.locator('.knight-board polyline.path-line').count()).toBe(1);
    await screenshot(page, 'knight-laptop');
    expect(session.errors).toEqual([]);
  });

  it('switches the piece and the board size, and reports unreachable squares', async () => {
    const page = await session.open('knight');
    await page.locator('input[name=board]').fill('3x3');
    await page.locator('input[name=from]').fill('b2');
    await page.locator('input[name=to]').fill('a1');
    await expect.poll(() => page.locator('[data-role=headline]').textContent()).toBe('Unreachable');
    await page.locator('input[name=board]').fill('10x10');
    await page.locator('select[name=piece]').selectOption('zebra');
    await page.locator('input[name=from]').fill('a1');
    await page.locator('input[name=to]').fill('j10');
    await expect
      .poll(() => page.locator('[data-role=headline]').textContent())
      .toMatch(/^\d+ moves?/);
    expect(await page.locator('.knight-board .cell').count()).toBe(100);
    expect(await page.locator('.cli code').textContent()).toContain('--piece 2,3');
    expect(session.errors).toEqual([]);
  });

  it('shows bad input inline instead of failing', async () => {
    const page = await session.open('knight');
    await page.locator('input[name=to]').fill('z9');
    const message = page.locator('.message.error');
    await expect.poll(() => message.textContent()).toContain('off the 8x8 board');
    await page.locator('input[name=to]').fill('h1');
    await expect.poll(() => message.isHidden()).toBe(true);
    await page.locator('input[name=board]').fill('eight');
    await expect.poll(() => message.textContent()).toContain('expected WIDTHxHEIGHT');
    await page.locator('select[name=piece]').selectOption('custom');
    await page.locator('input[name=board]').fill('8x8');
    await page.locator('input[name=custom-piece]').fill('0,0');
    await expect.poll(() => message.textContent()).toContain('expected m,n');
    expect(session.errors).toEqual([]);
  });

  it('looks right on a phone', async () => {
    const page = await session.open('knight', PHONE);
    await expect
      .poll(() => page.locator('[data-role=headline]').textContent())
      .toContain('6 moves');
    const box = await page.locator('.knight-board').boundingBox();
    await screenshot(page, 'knight-phone');
    expect(await overflowX(page)).toBe(0);
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(box!.width).toBeGreaterThan(PHONE.width * 0.7);
    expect(session.errors).toEqual([]);
  });

  it('watches a traced BFS reach the goal with the counters of the library trace', async () => {
    const page = await session.open('knight');
    await page.locator('[data-mode=watch]').click();
    const pane = page.locator('[data-pane="0"]');
    await pane.locator('.watch-board').waitFor();
    // Step a few expansions, then play to the end at full speed.
    await page.locator('[data-action=step]').click();
    await page.locator('[data-action=step]').click();
    expect(await pane.locator('[data-counter=expanded]').textContent()).toBe('2');
    await page.locator('[data-action=speed]').fill('100');
    await page.locator('[data-action=play]').click();
    await expect.poll(() => pane.getAttribute('data-done'), { timeout: 15_000 }).toBe('true');
    expect(await pane.locator('[data-result=cost]').textContent()).toBe('6 moves');
    expect(await pane.locator('.cell.path').count()).toBe(7);
    expect(await pane.locator('[data-name=a8]').getAttribute('class')).toContain('start');
    expect(await pane.locator('[data-name=h1]').getAttribute('class')).toContain('goal');

    // The same query traced by the library in Node (what `puzzlegraph knight a8 h1` runs).
    const board = new Board(8, 8);
    const events: TraceEvent<number>[] = [];
    const result = knightPath(board, parseSquare(board, 'a8'), parseSquare(board, 'h1'), {
      tracer: (event) => events.push(event),
    });
    const count = (type: string) => events.filter((event) => event.type === type).length;
    const lastExpand = events.findLast((event) => event.type === 'expand')!;
    const shown = async (name: string) =>
      Number((await pane.locator(`[data-counter=${name}]`).textContent())!.replace(/,/g, ''));
    expect(await shown('expanded')).toBe(result.stats.expanded);
    expect(await shown('expanded')).toBe(count('expand'));
    expect(await shown('generated')).toBe(result.stats.generated);
    expect(await shown('depth')).toBe(lastExpand.type === 'expand' ? lastExpand.cost : -1);
    expect(await pane.locator('.figures').textContent()).toContain(
      `expanded ${result.stats.expanded} · generated ${result.stats.generated} · max frontier ${result.stats.maxFrontier}`,
    );

    // Side by side, DFS wanders: a longer path, and the comparison says so.
    const right = page.locator('[data-pane="1"]');
    await expect.poll(() => right.getAttribute('data-done')).toBe('true');
    const dfs = knightPath(board, parseSquare(board, 'a8'), parseSquare(board, 'h1'), {
      algorithm: 'dfs',
    });
    expect(await right.locator('[data-result=cost]').textContent()).toBe(`${dfs.cost} moves`);
    expect(await page.locator('[data-role=comparison]').textContent()).toContain('× more');
    await screenshot(page, 'knight-watch-laptop');

    // "Copy trace" downloads the left pane's events as JSON Lines; `puzzlegraph knight a8 h1
    // --trace FILE` writes the same events, one for one (only the wall-clock time differs).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-action=copy-trace]').click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'knight-trace-'));
    try {
      await download.saveAs(join(dir, 'page.jsonl'));
      const fromPage = readFileSync(join(dir, 'page.jsonl'), 'utf8');
      const cli = await runCli(['knight', 'a8', 'h1', '--trace', join(dir, 'bfs.jsonl')]);
      expect(cli.code).toBe(0);
      const fromCli = readFileSync(join(dir, 'bfs.jsonl'), 'utf8');
      const withoutTime = (text: string) =>
        text
          .trimEnd()
          .split('\n')
          .map((line) => line.replace(/"elapsedMs":[0-9.e+-]+/, '"elapsedMs":0'));
      expect(withoutTime(fromPage)).toEqual(withoutTime(fromCli));
      expect(withoutTime(fromCli)).toHaveLength(events.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(session.errors).toEqual([]);
  });
});
