// Builds the playground once into a temporary folder and serves it with `vite preview` on a
// free port for the browser tests; the URL reaches them through `inject('baseUrl')`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { webConfigFile } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
