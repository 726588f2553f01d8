import fc from 'fast-check';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { PatternExchange } from './pattern-exchange.js';

const read = (exchange: PatternExchange, from = PatternExchange.START) => {
  const heard: [number[], number][] = [];
  const next = exchange.readFrom(from, (crates, worker) => heard.push([[...crates], worker]));
  return { heard, next };
};

describe('PatternExchange', () => {
  it('gives back what was published, in order, from any reader place (against a plain list)', () => {
    const pattern = fc.tuple(
      fc.array(fc.integer({ min: 0, max: 65_535 }), { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 0, max: 65_535 }),
    );
    fc.assert(
      fc.property(fc.array(pattern, { maxLength: 40 }), fc.nat(40), (patterns, split) => {
        const exchange = PatternExchange.create({ words: 200 });
        const kept: [number[], number][] = [];
        let place = PatternExchange.START;
        const heard: [number[], number][] = [];
        patterns.forEach(([crates, worker], i) => {
          // A full log refuses; what fits is kept, in order.
          if (exchange.publish(crates, worker)) kept.push([crates, worker]);
          if (i === split) {
            const first = read(exchange, place);
            heard.push(...first.heard);
            place = first.next;
          }
        });
        heard.push(...read(exchange, place).heard);
        expect(heard).toEqual(kept);
        expect(read(exchange).heard).toEqual(kept);
      }),
    );
  });

  it('refuses patterns once full, and a reader stops before an unfinished one', () => {
    const exchange = PatternExchange.create({ words: 8 });
    expect(exchange.publish([1, 2], 3)).toBe(true);
    expect(exchange.publish([4, 5, 6], 7)).toBe(false);
    expect(read(exchange).heard).toEqual([[[1, 2], 3]]);
    // Words taken but not yet marked written: a writer in the middle of its pattern.
    Atomics.add(exchange.words, 0, 3);
    expect(read(exchange)).toEqual({ heard: [[[1, 2], 3]], next: 5 });
  });

  it('passes patterns between threads on a shared buffer', async () => {
    const exchange = PatternExchange.create({ shared: true });
    exchange.publish([10, 11], 12);
    // The other thread publishes two patterns into the same words.
    const worker = new Worker(
      `const { workerData, parentPort } = require('node:worker_threads');
       const words = workerData;
       for (const [crates, worker] of [[[20, 21, 22], 23], [[30], 31]]) {
         const at = Atomics.add(words, 0, crates.length + 2) + 1;
         words[at + 1] = worker;
         crates.forEach((square, i) => (words[at + 2 + i] = square));
         Atomics.store(words, at, crates.length);
       }
       parentPort.postMessage('done');`,
      { eval: true, workerData: exchange.words },
    );
    await new Promise((resolve) => worker.once('message', resolve));
    await worker.terminate();
    expect(read(exchange).heard).toEqual([
      [[10, 11], 12],
      [[20, 21, 22], 23],
      [[30], 31],
    ]);
  });
});
