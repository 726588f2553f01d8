// Watch on the word search, laser and Sokoban tabs in a real browser: each pair of searches
// replays to the end, shows its result, and its counters are what the library reports for
// the same query in Node. Screenshots at laptop and phone widths.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { findWord, parseLetterGrid } from '../../src/puzzles/wordsearch/index.js';
import { parseLaser } from '../../src/puzzles/laser/index.js';
import { parseCollection } from '../../src/puzzles/sokoban/index.js';
import { breadthFirstPaths } from '../../web/src/watch/wordsearch-watch.js';
import { searchLight } from '../../web/src/watch/laser-watch.js';
import { recordSokoban } from '../../web/src/watch/sokoban-record.js';
import { runCli } from '../run-cli.js';
import { overflowX, PHONE, projectRoot, screenshot, Session, skipBrowser } from './browser.js';

/** Plays both panes to the end at full speed. */
async function playToEnd(page: Page): Promise<void> {
  await page.locator('.watch-toolbar [data-action=speed]').fill('100');
  await page.locator('.watch-toolbar [data-action=play]').click();
  for (const pane of ['0', '1']) {
    await expect
      .poll(() => page.locator(`[data-pane="${pane}"]`).getAttribute('data-done'), {
        timeout: 20_000,
      })
      .toBe('true');
  }
}

/** A JSON Lines trace file with the wall-clock times zeroed (the only field that differs). */
function withoutTimes(file: string): string[] {
  return readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => line.replace(/"elapsedMs":[0-9.e+-]+/, '"elapsedMs":0'));
}

async function counter(page: Page, pane: string, name: string): Promise<number> {
  const text = await page.locator(`[data-pane="${pane}"] [data-counter=${name}]`).textContent();
  return Number(text!.replace(/,/g, ''));
}

describe.skipIf(skipBrowser)('Watch on the solver tabs', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('word search: DFS and BFS over cell paths find the word with the library counts', async () => {
    const page = await session.open('wordsearch');
    await page.locator('[data-mode=watch]').click();
    await page.locator('[data-pane="0"] .watch-board').waitFor();
    const text = await page.locator('textarea[name=grid]').inputValue();
    const word = await page.locator('input[name=word]').inputValue();
    const grid = parseLetterGrid(text, { qu: true });
    const dfs = findWord(grid, word);
    const bfs = breadthFirstPaths({ grid, word, from: -1, to: -1 });
    expect(dfs.cells).toBeDefined();

    await page.locator('.watch-toolbar [data-action=step]').click();
    expect(await counter(page, '0', 'expanded')).toBe(1);
    await playToEnd(page);
    expect(await counter(page, '0', 'expanded')).toBe(dfs.stats.expanded);
    expect(await counter(page, '1', 'expanded')).toBe(bfs.stats.expanded);
    expect(await counter(page, '1', 'generated')).toBe(bfs.stats.generated);
    for (const pane of ['0', '1']) {
      const shown = page.locator(`[data-pane="${pane}"]`);
      expect(await shown.locator('[data-result=cost]').textContent()).toBe(
        `${dfs.cells!.length} cells`,
      );
      expect(await shown.locator('.cell.path').count()).toBe(dfs.cells!.length);
    }
    // The letters stay readable on the path.
    const first = dfs.cells![0];
    expect(await page.locator(`[data-pane="0"] [data-square="${first}"]`).textContent()).toBe(
      word[0].toUpperCase(),
    );
    await screenshot(page, 'wordsearch-watch-laptop');

    // The DFS pane's "Copy trace" is what `puzzlegraph wordsearch GRID --word W --trace` writes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.watch-toolbar [data-action=copy-trace]').click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'wordsearch-trace-'));
    try {
      await download.saveAs(join(dir, 'page.jsonl'));
      const inline = text.trim().split(/\s+/).join('/');
      const cli = await runCli([
        'wordsearch',
        inline,
        '--word',
        word,
        '--trace',
        join(dir, 'cli.jsonl'),
      ]);
      expect(cli.code).toBe(0);
      expect(withoutTimes(join(dir, 'page.jsonl'))).toEqual(withoutTimes(join(dir, 'cli.jsonl')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await page.setViewportSize(PHONE);
    await screenshot(page, 'wordsearch-watch-phone');
    expect(await overflowX(page)).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('laser: BFS and DFS over rays reach a target with the library counts', async () => {
    const page = await session.open('laser');
    await page.locator('[data-mode=watch]').click();
    await page.locator('[data-pane="0"] .watch-board').waitFor();
    // The first example is a puzzle still to solve: its light reaches no target yet.
    const example = await page.locator('select[name=example]').inputValue();
    const unsolved = parseLaser(await page.locator('textarea[name=laser-text]').inputValue());
    await page.locator('.watch-toolbar [data-action=finish]').click();
    expect(await page.locator('[data-pane="0"] [data-result=none]').textContent()).toBe(
      `no target lit: the light ends after ${searchLight(unsolved.board, 'bfs').stats.expanded} rays`,
    );
    await page.locator('select[name=example]').selectOption('splitters');
    const board = parseLaser(await page.locator('textarea[name=laser-text]').inputValue()).board;
    const bfs = searchLight(board, 'bfs');
    const dfs = searchLight(board, 'dfs');
    expect(example).toBe('two-targets');
    expect(bfs.outcome).toBe('found');

    await playToEnd(page);
    expect(await counter(page, '0', 'expanded')).toBe(bfs.stats.expanded);
    expect(await counter(page, '1', 'expanded')).toBe(dfs.stats.expanded);
    expect(await page.locator('[data-pane="0"] [data-result=cost]').textContent()).toBe(
      `${bfs.cost} squares`,
    );
    expect(await page.locator('[data-pane="1"] [data-result=cost]').textContent()).toBe(
      `${dfs.cost} squares`,
    );
    // The path ends on a target; pieces keep their drawing under the search's colours.
    const end = bfs.path!.at(-1)!;
    expect(board.targets).toContain(end);
    expect(
      await page.locator(`[data-pane="0"] [data-square="${end}"]`).getAttribute('class'),
    ).toMatch(/target.*path|path.*target/);
    await screenshot(page, 'laser-watch-laptop');

    await page.setViewportSize(PHONE);
    await screenshot(page, 'laser-watch-phone');
    expect(await overflowX(page)).toBe(0);
    expect(session.errors).toEqual([]);
  });

  it('sokoban: BFS and A* over pushes solve a small level; big levels are refused', async () => {
    const page = await session.open('sokoban');
    await page.locator('.sokoban-board').waitFor();
    await page.locator('[data-mode=watch]').click();
    await page.locator('[data-pane="0"] .watch-board').waitFor();
    const level = parseCollection(
      readFileSync(join(projectRoot, 'data/sokoban/microban.sok'), 'utf8'),
    )[0];
    const bfs = recordSokoban(level, 'bfs').result;
    const astar = recordSokoban(level, 'astar').result;
    expect(bfs.outcome).toBe('found');

    // Each search is recorded in a Web Worker; the counters appear once it has answered.
    for (const pane of ['0', '1']) {
      await page.locator(`[data-pane="${pane}"] [data-counter=expanded]`).waitFor();
    }
    await page.locator('.watch-toolbar [data-action=step]').click();
    expect(await counter(page, '0', 'expanded')).toBe(1);
    await playToEnd(page);
    expect(await counter(page, '0', 'expanded')).toBe(bfs.stats.expanded);
    expect(await counter(page, '1', 'expanded')).toBe(astar.stats.expanded);
    expect(await page.locator('[data-pane="0"] [data-result=pushes]').textContent()).toBe(
      `${bfs.pushes} pushes, ${bfs.moves} moves`,
    );
    expect(await page.locator('[data-pane="1"] [data-result=pushes]').textContent()).toBe(
      `${astar.pushes} pushes, ${astar.moves} moves`,
    );
    // Both prove the fewest pushes; the end position is solved: every crate on a goal.
    expect(astar.pushes).toBe(bfs.pushes);
    const pane = page.locator('[data-pane="0"]');
    expect(await pane.locator('.cell.crate').count()).toBe(level.crates.length);
    expect(await pane.locator('.cell.crate.goal').count()).toBe(level.crates.length);
    expect(await pane.locator('.cell.hot').count()).toBeGreaterThan(level.crates.length);
    expect(await page.locator('[data-role=comparison]').textContent()).toContain('fewer positions');
    await screenshot(page, 'sokoban-watch-laptop');

    // With A* on the left, "Copy trace" downloads what `puzzlegraph sokoban solve microban
    // --level 1 --optimal pushes --trace FILE` writes, event for event (times aside).
    await page.locator('[data-pane="0"] select').selectOption('astar');
    await expect.poll(() => counter(page, '0', 'expanded').catch(() => -1)).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.watch-toolbar [data-action=copy-trace]').click(),
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'sokoban-trace-'));
    try {
      await download.saveAs(join(dir, 'page.jsonl'));
      const cli = await runCli([
        'sokoban',
        'solve',
        'microban',
        '--level',
        '1',
        '--optimal',
        'pushes',
        '--trace',
        join(dir, 'cli.jsonl'),
      ]);
      expect(cli.code).toBe(0);
      const [fromPage, fromCli] = ['page.jsonl', 'cli.jsonl'].map((f) =>
        withoutTimes(join(dir, f)),
      );
      expect(fromPage).toEqual(fromCli);
      expect(fromCli.length).toBeGreaterThan(astar.stats.expanded);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await page.setViewportSize(PHONE);
    await screenshot(page, 'sokoban-watch-phone');
    expect(await overflowX(page)).toBe(0);

    // A level beyond the caps gets a message, not a frozen page.
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.locator('select[name=collection]').selectOption('paste');
    await expect
      .poll(() => page.locator('[data-role=watch-message]').textContent())
      .toContain('Watch replays small levels only');
    expect(await page.locator('[data-role=watch-message]').isVisible()).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
