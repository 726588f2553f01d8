import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { catchInterrupts } from './interrupt.js';

function setUp() {
  const source = new EventEmitter();
  let clock = 0;
  const exits: number[] = [];
  const catcher = catchInterrupts({
    source: source as unknown as NodeJS.Process,
    exit: (code) => exits.push(code),
    now: () => clock,
    graceMs: 1000,
  });
  return { source, catcher, exits, advance: (ms: number) => (clock += ms) };
}

describe('catchInterrupts', () => {
  it('aborts at the first Ctrl-C and does not exit', () => {
    const { source, catcher, exits } = setUp();
    source.emit('SIGINT');
    expect(catcher.signal.aborted).toBe(true);
    expect(exits).toEqual([]);
  });

  it('ignores a second Ctrl-C that comes at once, as timeout -s INT sends it', () => {
    const { source, exits, advance } = setUp();
    source.emit('SIGINT');
    advance(5);
    source.emit('SIGINT');
    advance(500);
    source.emit('SIGINT');
    expect(exits).toEqual([]);
  });

  it('quits with 130 at a second Ctrl-C after a pause of a second', () => {
    const { source, exits, advance } = setUp();
    source.emit('SIGINT');
    advance(1000);
    source.emit('SIGINT');
    expect(exits).toEqual([130]);
  });

  it('stops listening once released', () => {
    const { source, catcher } = setUp();
    catcher.release();
    expect(source.listenerCount('SIGINT')).toBe(0);
  });

  it('once released after a Ctrl-C, quits with 130 at the next one, however soon', () => {
    const { source, catcher, exits, advance } = setUp();
    source.emit('SIGINT');
    catcher.release();
    advance(10);
    source.emit('SIGINT');
    expect(exits).toEqual([130]);
  });
});
