import * as workerThreads from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { TaskStop, TaskThread, workerModule, type TaskEnd } from './task-thread.js';

// A thread module that answers each task with its thread's id, or fails as it is told: it ends
// a little after answering, throws, reports a failure, or never answers.
const testModule = new URL(
  `data:text/javascript,${encodeURIComponent(
    [
      "import { parentPort, threadId } from 'node:worker_threads';",
      "parentPort.on('message', (task) => {",
      "  if (task === 'throw') throw new Error('thrown on the thread');",
      "  if (task === 'hang') return;",
      "  if (task === 'exit later') setTimeout(() => process.exit(3), 50);",
      "  parentPort.postMessage(task === 'fail' ? { failed: 'the task failed' } : { threadId });",
      '});',
    ].join('\n'),
  )}`,
);

type TestMessage = { threadId: number } | { failed: string };

const hear = (message: TestMessage): TaskEnd<number> =>
  'threadId' in message
    ? { result: message.threadId }
    : { error: new Error(message.failed), dropThread: true };

function testThread() {
  const failures: string[] = [];
  let starts = 0;
  const thread = new TaskThread<TestMessage>(workerThreads, {
    module: testModule,
    name: 'test thread',
    onFailure: (error) => failures.push(error.message),
  });
  const run = (task: string) => thread.run(task, { hear, onStart: () => void starts++ });
  return { thread, run, failures, starts: () => starts };
}

const failureOf = (answer: Promise<unknown>) =>
  answer.then(
    () => 'no failure',
    (error: unknown) => (error as Error).message,
  );

describe('TaskThread', () => {
  it('keeps its thread for the next task, and drops one that ends while idle', async () => {
    const { thread, run, failures, starts } = testThread();
    try {
      const first = await run('a');
      expect(await run('b')).toBe(first);
      expect(starts()).toBe(1);
      // An unheard 'error' or 'exit' between tasks must not end the process.
      expect(await run('exit later')).toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(thread.isUp).toBe(false);
      expect(failures).toEqual(['a test thread stopped (exit code 3)']);
      const second = await run('c');
      expect(second).not.toBe(first);
      expect(starts()).toBe(2);
    } finally {
      await thread.close();
    }
  });

  it('fails the task of a thread that fails, and starts a new thread for the next', async () => {
    const { thread, run, failures, starts } = testThread();
    try {
      const first = await run('a');
      expect(await failureOf(run('throw'))).toBe('thrown on the thread');
      const second = await run('b');
      expect(second).not.toBe(first);
      // A message that ends the task with `dropThread` drops the thread too.
      expect(await failureOf(run('fail'))).toBe('the task failed');
      expect(await run('c')).not.toBe(second);
      expect(starts()).toBe(3);
      expect(failures).toEqual(['thrown on the thread', 'the task failed']);
    } finally {
      await thread.close();
    }
  });

  it('fails the task it holds when closed', async () => {
    const { thread, run, failures } = testThread();
    await run('a');
    const hung = failureOf(run('hang'));
    await thread.close();
    expect(await hung).toBe('a test thread stopped (exit code 1)');
    expect(thread.isUp).toBe(false);
    expect(failures).toEqual([]);
  });
});

describe('workerModule', () => {
  it('is the -dev.mjs beside a module run from source, the .js beside a built one', () => {
    const fromSource = 'file:///lib/solver/threads.ts?tsx-namespace=1';
    expect(workerModule(fromSource, 'thread-worker').href).toBe(
      'file:///lib/solver/thread-worker-dev.mjs',
    );
    expect(workerModule('file:///lib/solver/threads.js', 'thread-worker').href).toBe(
      'file:///lib/solver/thread-worker.js',
    );
  });
});

describe('TaskStop', () => {
  it("is raised by its own raise, by the caller aborting, and by the caller's stop flag", async () => {
    const own = new TaskStop({});
    expect(own.flag[0]).toBe(0);
    own.raise();
    expect(own.flag[0]).toBe(1);
    own.release();

    const aborted = new AbortController();
    aborted.abort();
    const early = new TaskStop({ signal: aborted.signal });
    expect(early.flag[0]).toBe(1);
    early.release();

    const controller = new AbortController();
    const bySignal = new TaskStop({ signal: controller.signal });
    controller.abort();
    expect(bySignal.flag[0]).toBe(1);
    bySignal.release();

    const stopFlag = new Int32Array(new SharedArrayBuffer(4));
    const byFlag = new TaskStop({ stopFlag });
    Atomics.store(stopFlag, 0, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(byFlag.flag[0]).toBe(1);
    byFlag.release();
  });

  it('stops listening once released', () => {
    const controller = new AbortController();
    const stop = new TaskStop({ signal: controller.signal });
    stop.release();
    controller.abort();
    expect(stop.flag[0]).toBe(0);
  });
});
