// Browser tests of the playground: `vitest run --config test/e2e/vitest.config.ts`. A global
// setup builds web/ and serves the bundle; each file drives Debian's Chromium through
// playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file runs its own browser; two at once is plenty on a shared machine.
    maxWorkers: 2,
  },
});
