/**
 * The `--plan` option of the Sokoban tuning scripts: searches separated by `;`, each a list of
 * `key=value` weights, for example
 * `"gWeight=0,hWeight=1,corralPruning=1,featureSpace=1;gWeight=1,hWeight=20,reverse=1"`.
 * Boolean keys take 1 or 0; keys left out take the values below. No plan: the default one.
 */
import type { SearchWeights } from '../src/puzzles/sokoban/solver/search-settings.js';

const BOOLEAN_KEYS = new Set([
  'corralPruning',
  'goalOnPop',
  'tunnelMacros',
  'reverse',
  'goalMacros',
  'parkInRooms',
  'featureSpace',
  'advisors',
  'boxMoves',
  'hotspots',
  'explorer',
  'opener',
  'basePlan',
  'bestCellTurns',
  'pastCells',
  'learnDeadlocks',
  'residualMatching',
  'corralZones',
]);

export function parsePlan(text: string | undefined): SearchWeights[] | undefined {
  return text?.split(';').map((search) => ({
    gWeight: 1,
    hWeight: 1,
    goalOnPop: false,
    corralPruning: true,
    ...Object.fromEntries(
      search
        .split(',')
        .map((pair) => pair.split('='))
        .map(([key, value]) => [key, BOOLEAN_KEYS.has(key) ? value === '1' : Number(value)]),
    ),
  }));
}
