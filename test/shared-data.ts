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

/**
 * The files of `parts` lists (each a path under ../shared) that are absent, for a benchmark to
 * name before it starts rather than fail on the first read with a stack trace.
 */
export function missingSharedFiles(files: readonly string[][]): string[] {
  return files.filter((parts) => !hasSharedData(...parts)).map((parts) => sharedPath(...parts));
}

/** One message for a benchmark whose data is missing: which files, and where they belong. */
export function describeMissingSharedData(bench: string, missing: readonly string[]): string {
  return (
    `${bench}: the benchmark data is missing: ${missing.join(', ')}. ` +
    `It lives in shared/ beside the project root (${sharedRoot}); see docs/benchmarks.md, "Benchmark data". Skipped.`
  );
}
