import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../../format/parse.js';
import { checkSolution, planFor, pushesToLurd, SPREAD_FORWARD } from '../index.js';
import { PullSearch } from '../searches/pull-search.js';
import { PushSearch } from '../searches/push-search.js';
import { analyseLevel } from './analysis.js';
import {
  CrossThreadMeeting,
  MeetingJoiner,
  SharedPositionSet,
  positionCheck,
  type MeetingHalf,
} from './cross-thread-meeting.js';

const xsokoban = parseCollection(
  readFileSync(new URL('../../../../../data/sokoban/xsokoban.sok', import.meta.url), 'utf8'),
  { file: 'xsokoban.sok' },
);

describe('SharedPositionSet', () => {
  it('holds what was added until it is full (against a plain set)', () => {
    const position = fc.tuple(
      fc.integer(),
      fc.integer().filter((check) => check !== 0),
    );
    fc.assert(
      fc.property(
        fc.array(position, { maxLength: 80 }),
        fc.array(position, { maxLength: 20 }),
        (added, others) => {
          const set = new SharedPositionSet(SharedPositionSet.words(64, false));
          const reference = new Set<string>();
          for (const [hash, check] of added) {
            const key = `${hash}:${check}`;
            const took = set.add(hash, check);
            // Full at three quarters of its 64 slots: 48 positions.
            expect(took).toBe(reference.has(key) || reference.size < 48);
            if (took) reference.add(key);
            expect(set.full).toBe(reference.size === 48);
          }
          for (const [hash, check] of [...added, ...others]) {
            expect(set.has(hash, check)).toBe(reference.has(`${hash}:${check}`));
          }
        },
      ),
    );
  });

  it('tells positions apart by the second hash', () => {
    const crates = Int32Array.of(21, 22, 40);
    const check = positionCheck(crates, 20);
    expect(positionCheck(Int32Array.of(21, 22, 40), 20)).toBe(check);
    expect(positionCheck(Int32Array.of(21, 22, 40), 19)).not.toBe(check);
    expect(positionCheck(Int32Array.of(21, 23, 40), 20)).not.toBe(check);
    expect(positionCheck(new Int32Array(0), -1)).not.toBe(0);
  });
});

describe('CrossThreadMeeting', () => {
  it('joins a forward search of one thread and a backward search of another into a solution', () => {
    // Two threads' views of one level's buffers, stepped here by turns: the forward search
    // ends only by meeting, and its backward partner is on the other "thread".
    const level = xsokoban[0];
    const analysis = analyseLevel(level);
    const buffers = CrossThreadMeeting.buffers({ threads: 2, crateCount: 6, maxStates: 200_000 });
    const halves: MeetingHalf[] = [];
    const views = [0, 1].map(
      (t) => new CrossThreadMeeting(buffers, t, (half) => halves.push(half)),
    );
    const reverse = planFor('any').find((weights) => weights.reverse)!;
    const limits = { maxStates: 100_000, keptSolutions: 0 };
    const forward = new PushSearch(level, analysis, SPREAD_FORWARD, {
      ...limits,
      search: 'spread-pair',
      crossThread: views[0],
    });
    const backward = new PullSearch(level, analysis, reverse, {
      ...limits,
      search: 'reverse',
      crossThread: views[1],
    });
    expect(forward.start()).toBeUndefined();
    expect(backward.start()).toBeUndefined();
    const joiner = new MeetingJoiner();
    let joined: ReturnType<MeetingJoiner['add']>;
    for (let turn = 0; turn < 200 && joined === undefined; turn++) {
      expect(forward.step(64)).toBeUndefined();
      expect(backward.step(64)).toBeUndefined();
      views[0].answer([forward], []);
      views[1].answer([], [backward]);
      for (const half of halves.splice(0)) joined ??= joiner.add(half);
    }
    expect(joined).toBeDefined();
    // The backward search stored the common position last: it made the meeting.
    expect(joined).toMatchObject({ finisher: 'reverse', partner: 'spread-pair' });
    expect(checkSolution(level, pushesToLurd(level, joined!.pushes)).ok).toBe(true);
  });

  it('joins no halves when a thread no longer holds the position', () => {
    const buffers = CrossThreadMeeting.buffers({ threads: 2, crateCount: 2, maxStates: 10 });
    const halves: MeetingHalf[] = [];
    const views = [0, 1].map(
      (t) => new CrossThreadMeeting(buffers, t, (half) => halves.push(half)),
    );
    // Thread 1's backward search published a position; thread 0's forward one stores it too.
    views[1].backward.stored(77, Int32Array.of(3, 4), 2);
    views[0].forward.stored(77, Int32Array.of(3, 4), 2);
    const holds = { find: () => 5, pushesOf: () => [{ from: 4, direction: 1 }], presetName: 'x' };
    const holdsNot = { find: () => -1, pushesOf: () => [] };
    views[0].answer([holdsNot], []);
    views[1].answer([], [holds]);
    expect(halves.map(({ side, pushes }) => [side, pushes?.length ?? null])).toEqual([
      ['forward', null],
      ['backward', 1],
    ]);
    const joiner = new MeetingJoiner();
    expect(halves.map((half) => joiner.add(half))).toEqual([undefined, undefined]);
  });

  it('writes one meeting a turn, and none with its own thread', () => {
    const buffers = CrossThreadMeeting.buffers({ threads: 2, crateCount: 1, maxStates: 10 });
    const view = new CrossThreadMeeting(buffers, 0, () => {});
    view.backward.stored(1, [5], 0);
    view.forward.stored(1, [5], 0);
    expect(buffers.board[0]).toBe(0);
    const other = new CrossThreadMeeting(buffers, 1, () => {});
    other.backward.stored(2, [6], 0);
    other.backward.stored(3, [7], 0);
    view.forward.stored(2, [6], 0);
    view.forward.stored(3, [7], 0);
    expect(buffers.board[0]).toBe(1);
    view.answer([], []);
    view.forward.stored(3, [7], 0);
    expect(buffers.board[0]).toBe(2);
  });
});
