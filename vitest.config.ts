import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'web/**/*.test.ts'],
    testTimeout: 60_000,
    // One test file a core. Vitest's default leaves a core free, which on two cores runs the
    // files one by one, and the slowest files mostly wait on child processes and Redis.
    maxWorkers: availableParallelism(),
  },
});
