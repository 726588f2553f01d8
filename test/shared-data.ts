// Locates ../shared beside the project root: reference data for corpus checks and
// benchmarks. A fresh clone elsewhere may not have it, so callers check `hasSharedData`
// and skip (tests) or say so (benchmarks).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const sharedRoot = join(projectRoot, '..', 'shared');

export function sharedPath(...parts: string[]): string {
  return join(sharedRoot, ...parts);
}

export function hasSharedData(...parts: string[]): boolean {
  return existsSync(sharedPath(...parts));
}
