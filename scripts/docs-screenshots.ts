// Regenerates the screenshots of docs/playground.md: `npx tsx scripts/docs-screenshots.ts`.
// Builds the playground, serves it on a free loopback port, plays a Sokoban level in
// Chromium (playwright-core; CHROMIUM_PATH or /usr/bin/chromium) to a hint and to a
// deadlock, and writes the two pictures of the board and what it says to docs/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { chromiumPath, projectRoot, webConfigFile } from '../test/e2e/browser.js';

const outDir = mkdtempSync(join(tmpdir(), 'puzzlegraph-docs-'));
await build({ configFile: webConfigFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const server = await preview({
  configFile: webConfigFile,
  logLevel: 'warn',
  build: { outDir },
  preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
});
if (!chromiumPath) throw new Error('no Chromium: install one or set CHROMIUM_PATH');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 760 } });
  // Microban 15, two moves in: the hint names the next push and marks its crate.
  await page.goto(`${server.resolvedUrls!.local[0]}#sokoban?c=microban&n=15`);
  await page.locator('.sokoban-board').waitFor();
  await page.locator('input[name=dead-squares]').check();
  for (const key of ['ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
  await page.locator('[data-action=hint]').click();
  await page.locator('.cell.hint-crate').waitFor({ timeout: 20_000 });
  await page
    .locator('#panel-sokoban .stage')
    .screenshot({ path: join(projectRoot, 'docs/playground-sokoban-hint.png') });

  // Then two moves that freeze two crates against each other: the warning names the rule,
  // the crates are marked.
  await page.locator('#panel-sokoban .sokoban-card').focus();
  for (const key of ['ArrowDown', 'ArrowLeft']) await page.keyboard.press(key);
  await page.locator('[data-role=deadlock]:not([hidden])').waitFor();
  await page
    .locator('#panel-sokoban .stage')
    .screenshot({ path: join(projectRoot, 'docs/playground-sokoban-deadlock.png') });
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
