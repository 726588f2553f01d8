// Builds the playground once into a temporary folder, serves it with `vite preview` on a
// free port and starts one Chromium for every test file; the URL and the browser's endpoint
// reach the tests through `inject('baseUrl')` and `inject('wsEndpoint')`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer, skipBrowser, webConfigFile } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the shared Chromium listens ('' when the browser tests are skipped). */
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = mkdtempSync(join(tmpdir(), 'puzzlegraph-web-'));
  await build({
    configFile: webConfigFile,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const server = await preview({
    configFile: webConfigFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('baseUrl', url);
  const browser = skipBrowser ? undefined : await launchBrowserServer();
  project.provide('wsEndpoint', browser?.wsEndpoint() ?? '');
  return async () => {
    await browser?.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
