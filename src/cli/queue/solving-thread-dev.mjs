// Runs the TypeScript worker when the CLI itself runs from source (tests, `tsx`): worker
// threads do not inherit the test runner's TypeScript loader, so load the worker through tsx.
// The built package uses dist/cli/queue/solving-thread.js directly.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./solving-thread.ts', import.meta.url);
export default worker.default;
