// Runs the TypeScript lane worker when the library itself runs from source (tests, `tsx`):
// worker threads do not inherit the test runner's TypeScript loader, so load it through tsx.
// The built package uses dist/puzzles/sokoban/solver/collection/lane-worker.js directly.
import { tsImport } from 'tsx/esm/api';

await tsImport('./lane-worker.ts', import.meta.url);
