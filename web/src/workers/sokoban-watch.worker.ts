/**
 * Records one search of the Sokoban Watch off the main thread: receives a level and an
 * algorithm (bfs, astar, greedy), answers with the solver's result, every trace event and
 * the untraced time. A newer request terminates this worker instead of waiting for it.
 */
import type { SokobanLevel } from '../../../src/puzzles/sokoban/index.js';
import { recordSokoban, type SokobanWatchRun } from '../watch/sokoban-record.js';

export interface SokobanWatchRequest {
  level: SokobanLevel;
  algorithm: string;
}

export type SokobanWatchAnswer = { run: SokobanWatchRun } | { error: string };

addEventListener('message', (event: MessageEvent<SokobanWatchRequest>) => {
  let answer: SokobanWatchAnswer;
  try {
    answer = { run: recordSokoban(event.data.level, event.data.algorithm) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  postMessage(answer);
});
