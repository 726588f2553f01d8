/**
 * The worker's solving threads: a piscina pool that gives way to a new one as soon as one of
 * its threads fails. Piscina replaces a thread that dies in a task, but a thread that fails
 * while it starts stops it from starting others, and a thread that fails between tasks is an
 * 'error' event that, unheard, would end the worker: a worker must never be left failing
 * every level it takes. The old pool finishes the levels it runs, then its threads end.
 */
import { Piscina } from 'piscina';
import type { SolveTask, SolveTaskAnswer } from './solving-thread.js';
import { errorText } from './error-text.js';

export interface SolvingPoolSettings {
  /** The thread's module (`solvingThreadFile()`, or a test's). */
  filename: string;
  /** Levels solved at once: one thread each. */
  threads: number;
  /** Heap limit of each thread, MiB. */
  threadMemoryMb: number;
  /** Says that threads failed and were replaced. */
  log: (line: string) => void;
}

export interface RunOptions {
  signal?: AbortSignal;
  transferList?: NonNullable<Parameters<Piscina['run']>[1]>['transferList'];
}

interface Generation {
  pool: Piscina<SolveTask, SolveTaskAnswer>;
  running: number;
  retired: boolean;
}

export class SolvingPool {
  private current: Generation;
  private readonly retiring = new Set<Generation>();

  constructor(private readonly settings: SolvingPoolSettings) {
    this.current = this.start();
  }

  /** Runs one task; a failure other than the caller's abort retires the pool it ran on. */
  async run(task: SolveTask, options: RunOptions): Promise<SolveTaskAnswer> {
    const generation = this.current;
    generation.running++;
    try {
      return await generation.pool.run(task, options);
    } catch (error) {
      if (!options.signal?.aborted) this.retire(generation, error);
      throw error;
    } finally {
      generation.running--;
      if (generation.retired && generation.running === 0) this.end(generation);
    }
  }

  async destroy(): Promise<void> {
    const all = [this.current, ...this.retiring];
    await Promise.allSettled(all.map((generation) => generation.pool.destroy()));
  }

  private start(): Generation {
    const pool = new Piscina<SolveTask, SolveTaskAnswer>({
      filename: this.settings.filename,
      minThreads: this.settings.threads,
      maxThreads: this.settings.threads,
      concurrentTasksPerWorker: 1,
      atomics: 'disabled',
      resourceLimits: { maxOldGenerationSizeMb: this.settings.threadMemoryMb },
    });
    const generation: Generation = { pool, running: 0, retired: false };
    pool.on('error', (error: unknown) => this.retire(generation, error));
    return generation;
  }

  private retire(generation: Generation, reason: unknown): void {
    if (generation.retired) return;
    generation.retired = true;
    this.retiring.add(generation);
    this.current = this.start();
    this.settings.log(`a solving thread failed (${errorText(reason)}); new threads started`);
    if (generation.running === 0) this.end(generation);
  }

  private end(generation: Generation): void {
    this.retiring.delete(generation);
    void generation.pool.destroy().catch(() => {});
  }
}
