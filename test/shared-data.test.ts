import { describe, expect, it } from 'vitest';
import { describeMissingSharedData, missingSharedFiles, sharedPath } from './shared-data.js';

describe('benchmark data that is missing', () => {
  it('is named file by file, with where it belongs', () => {
    const missing = missingSharedFiles([
      ['grid', 'no-such-map.map'],
      ['no-such-folder', 'x'],
    ]);
    expect(missing).toEqual([
      sharedPath('grid', 'no-such-map.map'),
      sharedPath('no-such-folder', 'x'),
    ]);
    expect(describeMissingSharedData('bench:grid', missing)).toMatch(
      /^bench:grid: the benchmark data is missing: .*no-such-map\.map, .*x\. It lives in shared\/ beside the project root .*"Benchmark data"\. Skipped\.$/,
    );
  });
});
