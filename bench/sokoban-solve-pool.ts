/**
 * Solves the bench's levels on a pool of worker threads (`jobs` levels at once, in order) and
 * replays every solution before it counts: a solution that fails the replay is a solver bug and
 * stops the run. Even one job runs on a worker, leaving the main thread to the peer's levels.
 */
import { Piscina } from 'piscina';
import { InputError } from '../src/errors.js';
import {
  replaySolverAnswer,
  type ReplayResult,
  type SokobanSolveResult,
} from '../src/puzzles/sokoban/index.js';
import type { BenchLevel } from './sokoban-collections.js';
import type { SolveAnswer, SolveTask } from './sokoban-solve-worker.js';

export interface BenchOutcome extends BenchLevel {
  result: SokobanSolveResult;
  /** The replay of the solution; present when one was found. */
  check?: ReplayResult;
}

/** Replays a found solution and insists it solves the level with the counts announced. */
function verified(job: BenchLevel, result: SokobanSolveResult): BenchOutcome {
  const check = replaySolverAnswer(job.level, result, `level ${job.index + 1}`);
  return check === undefined ? { ...job, result } : { ...job, result, check };
}

export async function solveOnPool(
  levels: readonly BenchLevel[],
  options: { solve: SolveTask['options']; jobs: number; onDone: (o: BenchOutcome) => void },
): Promise<BenchOutcome[]> {
  const threads = Math.max(1, Math.min(options.jobs, levels.length));
  const pool = new Piscina<SolveTask, SolveAnswer>({
    filename: new URL('./sokoban-solve-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // One level per worker at a time, answers read as they come: a queue inside a worker, or
    // Atomics (a worker takes its next level before its answer is read), would skew timings.
    concurrentTasksPerWorker: 1,
    atomics: 'disabled',
  });
  try {
    // Levels are handed out in order, one per free thread: the pool's own queue does not keep
    // them in order.
    const outcomes: BenchOutcome[] = [];
    let next = 0;
    let failure: { error: unknown } | undefined;
    const lane = async (): Promise<void> => {
      while (next < levels.length && failure === undefined) {
        const at = next++;
        const job = levels[at];
        try {
          const answer = await pool.run({ level: job.level, options: options.solve });
          if ('refused' in answer) {
            throw new InputError(answer.refused.reason, answer.refused.location);
          }
          outcomes[at] = verified(job, answer.result);
          options.onDone(outcomes[at]);
        } catch (error) {
          failure ??= { error };
        }
      }
    };
    await Promise.all(Array.from({ length: threads }, lane));
    if (failure !== undefined) throw failure.error;
    return outcomes;
  } finally {
    await pool.destroy();
  }
}
