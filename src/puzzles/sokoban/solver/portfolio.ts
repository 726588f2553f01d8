/**
 * Runs several push searches on one core by turns, a slice of expansions each, and stops at
 * the first answer. The strong solver pairs a greedy search (finds long solutions to big
 * levels with few states) with an A*-like one (finds short solutions greedy overlooks); each
 * gets an equal share of the time and of the state budget.
 *
 * ```ts
 * const result = runPortfolio([greedy, careful], { onProgress });
 * result.outcome; // 'found' as soon as either finds a solution
 * ```
 *
 * A search that proves there is no solution settles the level for all; one that spends its
 * state budget drops out while the others go on. `onProgress` hears the combined figures
 * every 200 ms and once at the end.
 */
import type { PushSearch, PushSearchResult } from './push-search.js';
import type { SokobanSolveStats } from './types.js';

const SLICE = 512;
const PROGRESS_EVERY_MS = 200;

export function runPortfolio(
  searches: readonly PushSearch[],
  onProgress?: (stats: SokobanSolveStats) => void,
): PushSearchResult {
  const result = runByTurns(searches, onProgress);
  onProgress?.(result.stats);
  return result;
}

function runByTurns(
  searches: readonly PushSearch[],
  onProgress?: (stats: SokobanSolveStats) => void,
): PushSearchResult {
  const running: PushSearch[] = [];
  let last: PushSearchResult | undefined;
  for (const search of searches) {
    const result = search.start();
    if (result === undefined) running.push(search);
    else if (result.outcome === 'found' || result.outcome === 'exhausted') {
      return withStats(result, searches);
    } else last = result;
  }
  let nextProgress = performance.now() + PROGRESS_EVERY_MS;
  while (running.length > 0) {
    for (let i = 0; i < running.length; i++) {
      const result = running[i].step(SLICE);
      if (result === undefined) continue;
      if (result.outcome === 'maxExpanded') {
        last = result;
        running.splice(i--, 1);
        continue;
      }
      // found, exhausted (proof for everyone), or a time limit / abort shared by all.
      return withStats(result, searches);
    }
    if (onProgress && performance.now() >= nextProgress) {
      nextProgress = performance.now() + PROGRESS_EVERY_MS;
      onProgress(combinedStats(searches));
    }
  }
  return withStats(last ?? { outcome: 'maxExpanded', stats: combinedStats(searches) }, searches);
}

function withStats(result: PushSearchResult, searches: readonly PushSearch[]): PushSearchResult {
  return { ...result, stats: combinedStats(searches) };
}

function combinedStats(searches: readonly PushSearch[]): SokobanSolveStats {
  const total: SokobanSolveStats = {
    expanded: 0,
    generated: 0,
    maxFrontier: 0,
    elapsedMs: 0,
    states: 0,
  };
  for (const search of searches) {
    const stats = search.stats();
    total.expanded += stats.expanded;
    total.generated += stats.generated;
    total.maxFrontier += stats.maxFrontier;
    total.states += stats.states;
    total.elapsedMs = Math.max(total.elapsedMs, stats.elapsedMs);
  }
  return total;
}
