import { describe, expect, it } from 'vitest';
import { InputError } from '../../../../errors.js';
import { readFileSync } from 'node:fs';
import { parseCollection, parseLevel } from '../../format/parse.js';
import { solveCollection, type LevelOutcome } from './solve-collection.js';

const easy = [
  '#####\n#@$.#\n#####',
  '######\n#@$ .#\n######',
  '#######\n#@ $ .#\n#  $ .#\n#######',
  '#######\n#.$ $.#\n#  @  #\n#######',
].map((board) => parseLevel(board));
const xsokoban = parseCollection(
  readFileSync(new URL('../../../../../data/sokoban/xsokoban.sok', import.meta.url), 'utf8'),
);
// Crates against the wall with no goal there: no solution, proven at once.
const unsolvable = parseLevel('#####\n#$  #\n#@ .#\n#####');

describe('solveCollection', () => {
  it('solves every level on this thread, in order, each solution replayed', async () => {
    const heard: number[] = [];
    const outcomes = await solveCollection(easy, {
      solve: { timeLimitMs: 10_000 },
      onDone: (outcome) => heard.push(outcome.index),
    });
    expect(outcomes.map((o) => o.index)).toEqual([0, 1, 2, 3]);
    expect(heard).toEqual([0, 1, 2, 3]);
    for (const outcome of outcomes) {
      expect(outcome.result.outcome).toBe('found');
      expect(outcome.check).toMatchObject({ solved: true, moves: outcome.result.moves });
    }
  });

  it('gives the same answers on two worker threads that stay up for the run', async () => {
    const here = await solveCollection([...easy, unsolvable], { solve: { timeLimitMs: 10_000 } });
    const heard: LevelOutcome[] = [];
    const onThreads = await solveCollection([...easy, unsolvable], {
      solve: { timeLimitMs: 10_000 },
      jobs: 2,
      onDone: (outcome) => heard.push(outcome),
    });
    const summary = (list: LevelOutcome[]) =>
      list.map((o) => [o.index, o.result.outcome, o.result.moves, o.result.pushes]);
    expect(summary(onThreads)).toEqual(summary(here));
    expect(summary(onThreads).at(-1)).toEqual([4, 'exhausted', 0, 0]);
    expect(heard.map((o) => o.index).sort()).toEqual([0, 1, 2, 3, 4]);
  }, 60_000);

  it('learns the shares of time from the levels solved so far', async () => {
    const outcomes = await solveCollection(easy, { solve: { timeLimitMs: 10_000 } });
    // The first level is shared equally; each later one leans to the searches that solved
    // the levels before it.
    expect(new Set(Object.values(outcomes[0].shares!))).toEqual(new Set([2]));
    const winner = outcomes[0].result.foundBy!.preset;
    const { [winner]: winnerShare, ...others } = outcomes[1].shares!;
    for (const share of Object.values(others)) expect(winnerShare).toBeGreaterThan(share);
    // Shares given, or learning turned off: every level has the same, and none are reported.
    const given = await solveCollection(easy.slice(0, 2), {
      solve: { timeLimitMs: 10_000, shares: { reverse: 2 } },
    });
    const off = await solveCollection(easy.slice(0, 2), { learnShares: false });
    for (const outcome of [...given, ...off]) expect(outcome.shares).toBeUndefined();
  });

  it('refuses shares for a search the plan does not have', async () => {
    await expect(
      solveCollection(easy.slice(0, 1), { solve: { shares: { fes: 2 } } }),
    ).rejects.toThrow("shares: the plan has no search named 'fes' (fess, reverse,");
    await expect(
      solveCollection(easy.slice(0, 1), { solve: { shares: { fess: 0 } } }),
    ).rejects.toThrow('shares.fess must be a number above 0, not 0');
  });

  it('keeps the places of levels taken from a larger collection', async () => {
    const outcomes = await solveCollection([{ index: 7, level: easy[1] }], { inWorkers: true });
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ index: 7, result: { outcome: 'found', pushes: 2 } });
  }, 60_000);

  it('stops at the signal and returns what finished, on threads and here', async () => {
    // XSokoban 29: unsolved in a minute, far longer than the stop.
    const hard = xsokoban[28];
    // On threads, the levels in progress stop at once and are dropped; the third never starts.
    const controller = new AbortController();
    let started = Infinity;
    const onThreads = await solveCollection([easy[0], hard, hard], {
      solve: { timeLimitMs: 60_000, firstTurnMs: 0 },
      jobs: 2,
      signal: controller.signal,
      onDone: () => {
        if (started !== Infinity) return;
        started = Date.now();
        setTimeout(() => controller.abort(), 300);
      },
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(onThreads.map((o) => [o.index, o.result.outcome])).toEqual([[0, 'found']]);
    // Here a level runs to its end (nothing else runs on this thread meanwhile); the run stops
    // before the next level.
    const here = new AbortController();
    const outcomes = await solveCollection([easy[0], hard], {
      solve: { timeLimitMs: 60_000 },
      signal: here.signal,
      onDone: () => here.abort(),
    });
    expect(outcomes.map((o) => [o.index, o.result.outcome])).toEqual([[0, 'found']]);
  }, 60_000);

  it('passes a refused level on as the InputError the solver threw, from a thread too', async () => {
    const wall = '#'.repeat(300);
    const rows = Array.from({ length: 298 }, (_, row) =>
      row === 0 ? `#@$.${' '.repeat(295)}#` : `#${' '.repeat(298)}#`,
    );
    const huge = parseLevel([wall, ...rows, wall].join('\n'));
    const refusal = await solveCollection([huge], { inWorkers: true }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(InputError);
    expect((refusal as InputError).reason).toBe(
      'the board has 90000 squares; the solver handles up to 65535',
    );
  }, 60_000);
});
