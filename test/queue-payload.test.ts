// The queue's pure parts: Redis URLs and their redaction, job payload checks, job ids, and
// which stored results a rerun may reuse.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLevel } from '../src/puzzles/sokoban/index.js';
import {
  checkPayload,
  jobId,
  levelHash,
  makePayload,
  type LevelLimits,
} from '../src/cli/queue/payload.js';
import { parseRedisUrl, redact } from '../src/cli/queue/redis-url.js';
import { bestCovering, covers, type ResultRecord } from '../src/cli/queue/results.js';

const level = parseLevel('; tiny\n#######\n#@ $ .#\n#######');
const limits: LevelLimits = { timeLimitMs: 10_000, maxStates: null, optimal: 'any' };
const stats = { expanded: 1, generated: 1, maxFrontier: 1, elapsedMs: 1, states: 1 };

describe('Redis URLs', () => {
  it('reads host, port, database, user, password and TLS', () => {
    expect(parseRedisUrl('redis://queue.example')).toMatchObject({
      host: 'queue.example',
      port: 6379,
      db: 0,
      tls: false,
      shown: 'redis://queue.example:6379/0',
    });
    expect(parseRedisUrl('rediss://ann:p%40ss@10.0.0.2:6380/3')).toEqual({
      host: '10.0.0.2',
      port: 6380,
      db: 3,
      username: 'ann',
      password: 'p@ss',
      tls: true,
      shown: 'rediss://ann:***@10.0.0.2:6380/3',
    });
    expect(parseRedisUrl('redis://[::1]:7000').host).toBe('::1');
  });

  it('refuses what is not a Redis URL, never echoing a password', () => {
    expect(() => parseRedisUrl('localhost:6379')).toThrow(/scheme localhost: is not redis/);
    expect(() => parseRedisUrl('http://host')).toThrow('the scheme http: is not redis: or rediss:');
    expect(() => parseRedisUrl('redis://host/x')).toThrow('the database "x" is not a number');
    expect(() => parseRedisUrl('redis://host?db=1')).toThrow('no ?query');
    expect(() => parseRedisUrl('redis://:secret@ho st')).toThrow(/not a URL/);
    try {
      parseRedisUrl('redis://:secret@ho st');
    } catch (error) {
      expect((error as Error).message).not.toContain('secret');
    }
  });

  it('redacts any password from any message', () => {
    const password = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((text) => !text.includes('*'));
    fc.assert(
      fc.property(password, fc.string(), (secret, noise) => {
        const url = `redis://:${encodeURIComponent(secret)}@host:6379/0`;
        const target = parseRedisUrl(url);
        expect(target.password).toBe(secret);
        expect(target.shown).toBe('redis://:***@host:6379/0');
        const shown = redact(`${noise} failed at ${url}: ${secret} ${noise}`, target);
        expect(shown).not.toContain(secret);
        expect(shown).not.toContain(encodeURIComponent(secret));
      }),
    );
  });
});

describe('job payloads', () => {
  const good = makePayload(level, limits);

  it('carry the board alone and its sha256; the id is hash and limits', () => {
    expect(good.levelText).toBe('#######\n#@ $ .#\n#######\n');
    expect(good.hash).toBe(levelHash(good.levelText));
    expect(jobId(good.hash, limits)).toBe(`${good.hash}.t10000.sdefault.any`);
    expect(jobId(good.hash, { ...limits, optimal: 'pushes' })).not.toBe(jobId(good.hash, limits));
    // The title does not change the puzzle, so not the job either.
    expect(makePayload(parseLevel('; other\n#######\n#@ $ .#\n#######'), limits).hash).toBe(
      good.hash,
    );
  });

  it('carry the optimizer’s time when asked (--optimize), in the id too', () => {
    const polished = { ...limits, optimizeMs: 5_000 };
    expect(jobId(good.hash, polished)).toBe(`${good.hash}.t10000.sdefault.any.o5000`);
    const checked = checkPayload(JSON.parse(JSON.stringify(makePayload(level, polished))));
    expect(checked.limits).toEqual(polished);
    // A payload from a producer without --optimize has no such field, and none is added.
    expect(checkPayload(JSON.parse(JSON.stringify(good))).limits).toEqual(limits);
  });

  it('carry repeatable turns when asked (--repeatable), in the id too', () => {
    const repeatable = { ...limits, repeatable: true as const };
    expect(jobId(good.hash, repeatable)).toBe(`${good.hash}.t10000.sdefault.any.r`);
    const checked = checkPayload(JSON.parse(JSON.stringify(makePayload(level, repeatable))));
    expect(checked.limits).toEqual(repeatable);
  });

  it('pass the checks and give the parsed level', () => {
    const checked = checkPayload(JSON.parse(JSON.stringify(good)));
    expect(checked.level.crates).toEqual(level.crates);
  });

  it.each([
    [null, 'the job payload must be an object'],
    [[], 'the job payload must be an object'],
    [{ ...good, path: '/etc/passwd' }, 'unknown field "path"'],
    [{ hash: good.hash, limits }, 'has no levelText'],
    [{ ...good, levelText: 42 }, 'levelText must be a non-empty string'],
    [{ ...good, levelText: 'x'.repeat(1_000_001) }, 'at most 1000000'],
    [{ ...good, hash: 'abc' }, 'hash must be 64 lower-case hex digits'],
    [
      { ...good, limits: { ...limits, timeLimitMs: -1 } },
      'limits.timeLimitMs must be a whole number',
    ],
    [{ ...good, limits: { ...limits, timeLimitMs: 1e12 } }, 'over a week'],
    [{ ...good, limits: { ...limits, maxStates: 0.5 } }, 'limits.maxStates must be null'],
    [
      { ...good, limits: { ...limits, optimal: 'eval' } },
      'limits.optimal must be "pushes" or "any"',
    ],
    [{ ...good, limits: { ...limits, extra: 1 } }, 'limits has unknown field "extra"'],
    [
      { ...good, limits: { ...limits, optimizeMs: 0 } },
      'limits.optimizeMs must be a whole number of ms',
    ],
    [
      { ...good, limits: { ...limits, repeatable: 'yes' } },
      'limits.repeatable must be true when present',
    ],
    [{ ...good, hash: '0'.repeat(64) }, 'hash is not the sha256 of levelText'],
    [
      { ...good, levelText: '#####\n#@$x#\n#####', hash: levelHash('#####\n#@$x#\n#####') },
      'level does not parse: job level:2:4: unknown character "x"',
    ],
  ])('refuse payloads: %#', (payload, message) => {
    expect(() => checkPayload(payload)).toThrow(message);
  });
});

describe('reusing results', () => {
  const record = (wanted: Partial<LevelLimits>, outcome: 'found' | 'timeLimit'): ResultRecord => ({
    hash: 'h',
    limits: { ...limits, ...wanted },
    finishedAt: '',
    result: { outcome, moves: 2, pushes: 1, optimal: false, stats, solution: 'rR' },
  });

  it('takes results under the same or larger limits only', () => {
    expect(covers(record({}, 'found'), limits)).toBe(true);
    expect(covers(record({ timeLimitMs: 20_000 }, 'timeLimit'), limits)).toBe(true);
    expect(covers(record({ timeLimitMs: 5_000 }, 'found'), limits)).toBe(false);
    expect(covers(record({ maxStates: 1000 }, 'found'), limits)).toBe(false);
    expect(covers(record({ maxStates: 1000 }, 'found'), { ...limits, maxStates: 999 })).toBe(true);
    expect(covers(record({ optimal: 'pushes' }, 'found'), limits)).toBe(true);
    expect(covers(record({ optimal: 'pushes' }, 'timeLimit'), limits)).toBe(false);
    expect(covers(record({}, 'found'), { ...limits, optimal: 'pushes' })).toBe(false);
    // A solution polished longer answers a run that asks for less polishing, never more.
    expect(covers(record({ optimizeMs: 5_000 }, 'found'), limits)).toBe(true);
    expect(covers(record({}, 'found'), { ...limits, optimizeMs: 5_000 })).toBe(false);
    // A run asking for repeatable answers takes only those; any other run takes them too.
    expect(covers(record({}, 'found'), { ...limits, repeatable: true })).toBe(false);
    expect(covers(record({ repeatable: true }, 'found'), { ...limits, repeatable: true })).toBe(
      true,
    );
    expect(covers(record({ repeatable: true }, 'found'), limits)).toBe(true);
  });

  it('prefers a solved record', () => {
    const solved = record({ timeLimitMs: 30_000 }, 'found');
    expect(bestCovering([record({}, 'timeLimit'), solved], limits)).toBe(solved);
    expect(bestCovering([record({ timeLimitMs: 1 }, 'found')], limits)).toBeUndefined();
  });

  it('agrees with a reference on random limits', () => {
    const someLimits = fc.record({
      timeLimitMs: fc.integer({ min: 1, max: 100 }),
      maxStates: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
      optimal: fc.constantFrom<'pushes' | 'any'>('pushes', 'any'),
    });
    fc.assert(
      fc.property(someLimits, someLimits, fc.boolean(), (stored, wanted, solved) => {
        const r = record(stored, solved ? 'found' : 'timeLimit');
        // Reference: every limit at least as large, "default states" only matching itself.
        const states =
          stored.maxStates === null || wanted.maxStates === null
            ? stored.maxStates === wanted.maxStates
            : stored.maxStates >= wanted.maxStates;
        const kind = stored.optimal === wanted.optimal || (stored.optimal === 'pushes' && solved);
        expect(covers(r, wanted)).toBe(stored.timeLimitMs >= wanted.timeLimitMs && states && kind);
      }),
    );
  });
});
