import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SokobanLevel } from '../level.js';
import { parseCollection, parseLevel } from './parse.js';
import { renderState } from './render.js';
import { runLengthRow, writeCollection, writeLevel } from './write.js';

/** Random closed levels: a walled rectangle with walls, crates, goals and a worker inside. */
const levels: fc.Arbitrary<SokobanLevel> = fc
  .record({
    width: fc.integer({ min: 3, max: 9 }),
    height: fc.integer({ min: 3, max: 7 }),
    seed: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 63, maxLength: 63 }),
    title: fc.option(fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,10}[a-z0-9]$/), {
      nil: undefined,
    }),
    author: fc.option(fc.stringMatching(/^[A-Za-z][a-z ]{0,8}[a-z]$/), { nil: undefined }),
  })
  .filter(({ width, height }) => (width - 2) * (height - 2) >= 2)
  .map(({ width, height, seed, title, author }) => {
    const walls = new Uint8Array(width * height);
    const goals = new Uint8Array(width * height);
    const inner: number[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const square = y * width + x;
        if (x === 0 || y === 0 || x === width - 1 || y === height - 1) walls[square] = 1;
        else inner.push(square);
      }
    }
    const worker = inner[seed[0] % inner.length];
    const crates: number[] = [];
    inner.forEach((square, k) => {
      const roll = seed[(k + 1) % seed.length];
      if (square === worker) return;
      if (roll === 1) walls[square] = 1;
      else if (roll === 2 || roll === 3) crates.push(square);
    });
    const free = inner.filter((s) => walls[s] === 0);
    crates.forEach((_, k) => (goals[free[(k * 7) % free.length]] = 1));
    // Keep goals and crates equal even when goal squares collide.
    const goalCount = goals.reduce((a, b) => a + b, 0);
    crates.splice(goalCount);
    const meta: Record<string, string> = author ? { author } : {};
    return { title, meta, width, height, walls, goals, crates, worker };
  })
  .filter((level) => level.crates.length > 0);

const comparable = (level: SokobanLevel) => ({ ...level, source: undefined });

describe('writeLevel', () => {
  it('round-trips random levels in every floor style and run-length form', () => {
    fc.assert(
      fc.property(
        levels,
        fc.constantFrom<{ floor?: ' ' | '-' | '_'; runLength?: boolean }>(
          {},
          { floor: '-' },
          { floor: '_' },
          { runLength: true },
        ),
        (level, options) => {
          const again = parseLevel(writeLevel(level, options));
          expect(comparable(again)).toEqual(comparable(level));
        },
      ),
    );
  });

  it('round-trips whole collections with titles and comments', () => {
    const text = [
      '; First',
      '#####',
      '#@$.#',
      '#####',
      'Author: Me',
      'Comment:',
      'two',
      'lines',
      'Comment-End:',
      '',
      '######',
      '#+$ *#',
      '#  $.#',
      '######',
    ].join('\n');
    const first = parseCollection(text);
    const written = writeCollection(first);
    expect(parseCollection(written).map(comparable)).toEqual(first.map(comparable));
    expect(written).toContain('Comment:\ntwo\nlines\nComment-End:');
  });

  it('encodes runs of squares', () => {
    expect(runLengthRow('####  $')).toBe('4#2 $');
    expect(writeLevel(parseLevel('#####\n#@$.#\n#####'), { runLength: true })).toBe(
      '5#\n#@$.#\n5#\n',
    );
  });
});

describe('renderState', () => {
  it('draws a state with + and * where worker and crates stand on goals', () => {
    const level = parseLevel('######\n#@$ .#\n######');
    expect(renderState(level)).toBe('######\n#@$ .#\n######');
    expect(renderState(level, { crates: [10], worker: 9 })).toBe('######\n#  @*#\n######');
    expect(renderState(level, { crates: [8], worker: 10, floor: '-' })).toBe(
      '######\n#-$-+#\n######',
    );
  });
});
