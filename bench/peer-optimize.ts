/**
 * The peer's optimizer beside ours in bench/optimize.bench.ts: YASS optimizes each level's
 * input solution in a process of its own, within the same limit, while ours runs on a worker
 * thread. Every solution it gives back is replayed by our checker; a level where it gives
 * none (nothing shorter found, or it stopped) keeps its input solution.
 */
import type { OptimizeMetric, SokobanLevel } from '../src/puzzles/sokoban/index.js';
import { checkAnswer, runInFolder, type Peer, type PeerLevel } from './sokoban-peer.js';
import { readYassAnswer, yassOptimizeArgs, yassOptimizeInput } from './yass-peer.js';

export interface OptimizeJob {
  level: SokobanLevel;
  /** Plain LURD. */
  solution: string;
}

/** One answer per job, in order; started at once, the jobs one after another. */
export async function runPeerOptimize(
  peer: Peer,
  jobs: readonly OptimizeJob[],
  timeLimitMs: number,
  metric: OptimizeMetric,
): Promise<PeerLevel[]> {
  const seconds = String(Math.floor(timeLimitMs / 1000));
  const answers: PeerLevel[] = [];
  for (const { level, solution } of jobs) {
    const run = await runInFolder(
      peer,
      yassOptimizeInput(level, solution),
      timeLimitMs,
      (_, file) => yassOptimizeArgs(file, seconds, metric),
    );
    const moves = readYassAnswer(run.folderFiles);
    const answer = checkAnswer(level, moves, run.seconds);
    if (moves === undefined && run.exitCode !== 0) {
      answer.failed = `${peer.name} stopped without an answer (${run.why})`;
    }
    answers.push(answer);
  }
  return answers;
}
