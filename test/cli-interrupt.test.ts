// Ctrl-C of a collection run, as a real process hears it: the summary is always printed.
import { describe, expect, it } from 'vitest';
import { runCliProcess } from './run-cli-process.js';

describe('sokoban solve --all interrupted by SIGINT', () => {
  it('prints the summary and exits 130 when SIGINT comes twice in a row', async () => {
    const run = await runCliProcess(
      ['sokoban', 'solve', 'xsokoban', '--all', '--time-limit', '20s'],
      (child) => {
        // Once the table has started (the run is under way), two signals 10 ms apart, as
        // `timeout -s INT` delivers them.
        let sent = false;
        child.stdout!.on('data', (chunk: Buffer) => {
          if (sent || !chunk.toString().includes('level result')) return;
          sent = true;
          setTimeout(() => {
            child.kill('SIGINT');
            setTimeout(() => child.kill('SIGINT'), 10);
          }, 300);
        });
      },
    );
    expect(run.signal).toBeNull();
    expect(run.code).toBe(130);
    expect(run.out).toContain('interrupted: ');
    expect(run.out).toMatch(/\nsolved \d+\/\d+ /);
  });
});
