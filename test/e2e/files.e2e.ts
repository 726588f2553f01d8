// Your own files in a real browser: a Sokoban collection through the file picker (a list of
// its levels to choose from), a laser board and a terrain map dropped on their tabs, and
// Save as file giving back what the tab shows.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseCollection } from '../../src/puzzles/sokoban/index.js';
import { projectRoot, Session, skipBrowser } from './browser.js';

/** Drops a text file on `selector` as a browser does: dragover, then drop with the file. */
async function dropFile(page: Page, selector: string, name: string, text: string): Promise<void> {
  await page.evaluate(
    ({ selector, name, text }) => {
      const target = document.querySelector(selector)!;
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: 'text/plain' }));
      for (const type of ['dragenter', 'dragover', 'drop'])
        target.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
    },
    { selector, name, text },
  );
}

describe.skipIf(skipBrowser)('files', () => {
  let session: Session;

  beforeAll(async () => {
    session = await Session.start(inject('baseUrl'), inject('wsEndpoint'));
  });
  afterAll(async () => {
    await session?.close();
  });

  it('opens a Sokoban collection with the picker and lists its levels; saves a level', async () => {
    const page = await session.open('sokoban');
    const text = readFileSync(join(projectRoot, 'examples/sokoban/corridor.sok'), 'utf8');
    const collection = `${text}\n\n; second\n#####\n#@$.#\n#####\n`;
    const levels = parseCollection(collection);
    await page.locator('#panel-sokoban input[type=file]').setInputFiles({
      name: 'mine.sok',
      mimeType: 'text/plain',
      buffer: Buffer.from(collection),
    });
    const list = page.locator('select[name=file-level] option');
    await expect.poll(() => list.count()).toBe(levels.length);
    await expect.poll(() => page.locator('.level-title').textContent()).toMatch(/^mine\.sok 1/);
    await page.locator('select[name=file-level]').selectOption(String(levels.length));
    await expect
      .poll(() => page.locator('.level-title').textContent())
      .toBe(`mine.sok ${levels.length} — second`);
    expect(await page.locator('.sokoban-board .cell.crate').count()).toBe(1);

    const download = page.waitForEvent('download');
    await page.locator('#panel-sokoban [data-action=save-file]', { hasText: 'Save level' }).click();
    const saved = await download;
    const path = join(mkdtempSync(join(tmpdir(), 'puzzlegraph-save-')), 'saved.sok');
    await saved.saveAs(path);
    expect(saved.suggestedFilename()).toMatch(/\.sok$/);
    expect(parseCollection(readFileSync(path, 'utf8'))[0].crates).toEqual(levels.at(-1)!.crates);
    rmSync(dirname(path), { recursive: true, force: true });
    expect(session.errors).toEqual([]);
  });

  it('reads a bad file with a message naming it, line and column', async () => {
    const page = await session.open('sokoban');
    await dropFile(page, '#panel-sokoban', 'broken.xsb', '#####\n#@$.#\n#x###\n#####\n');
    await expect
      .poll(() => page.locator('#panel-sokoban .message.error').textContent())
      .toMatch(/^broken\.xsb:3:2: /);
    expect(session.errors).toEqual([]);
  });

  it('takes a laser board and a terrain map dropped on their tabs', async () => {
    let page = await session.open('laser');
    await dropFile(page, '#panel-laser', 'beam.txt', '>..#\n....\n...o\nplace: mirror\n');
    await expect
      .poll(() => page.locator('textarea[name=laser-text]').inputValue())
      .toBe('>..#\n....\n...o\nplace: mirror\n');
    expect(await page.locator('.laser-board .cell').count()).toBe(12);
    expect(await page.locator('[data-role=laser-status]').textContent()).toContain(
      'to place: mirror',
    );

    page = await session.open('terrain');
    await dropFile(page, '#panel-terrain', 'pond.txt', '...\n.w.\n...\n');
    await expect.poll(() => page.locator('.terrain-board .cell').count()).toBe(9);
    expect(await page.locator('.terrain-board .cell.water').count()).toBe(1);
    // Picker too, on the same tab.
    await page.locator('#panel-terrain input[type=file]').setInputFiles({
      name: 'hill.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('..m..\n.....\n'),
    });
    await expect.poll(() => page.locator('.terrain-board .cell').count()).toBe(10);
    expect(await page.locator('.terrain-board .cell.mountain').count()).toBe(1);
    expect(session.errors).toEqual([]);
  });
});
