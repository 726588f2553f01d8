// Runs the TypeScript thread worker when the solver itself runs from source (tests, `tsx`):
// worker threads do not inherit the test runner's TypeScript loader, so load it through tsx.
// The built package uses dist/puzzles/sokoban/solver/thread-worker.js directly.
import { tsImport } from 'tsx/esm/api';

await tsImport('./thread-worker.ts', import.meta.url);
