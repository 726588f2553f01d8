// Loads the TypeScript worker through tsx: worker threads do not inherit a TypeScript loader.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./sokoban-solve-worker.ts', import.meta.url);
export default worker.default;
