/**
 * The `--plan` option of the Sokoban tuning scripts: searches separated by `;`, each a list of
 * `key=value` weights, for example
 * `"gWeight=0,hWeight=1,corralPruning=1,featureSpace=1;gWeight=1,hWeight=20,reverse=1"`.
 * Boolean keys take 1 or 0; keys left out take the values below. No plan: the default one.
 * The keys and their kinds come from `SEARCH_SETTINGS`, next to `SearchWeights`; a key it does
 * not name is refused, as is `moreOrders`, which a plan's text cannot give.
 */
import {
  SEARCH_SETTINGS,
  SEARCH_SETTING_NAMES,
  type SearchWeights,
} from '../src/puzzles/sokoban/index.js';

export function parsePlan(text: string | undefined): SearchWeights[] | undefined {
  return text?.split(';').map((search) => ({
    gWeight: 1,
    hWeight: 1,
    goalOnPop: false,
    corralPruning: true,
    ...Object.fromEntries(search.split(',').map(parseSetting)),
  }));
}

/** One `key=value` of a plan, as the setting's kind reads it. */
function parseSetting(pair: string): [string, boolean | number] {
  const [key, value] = pair.split('=');
  if (!Object.hasOwn(SEARCH_SETTINGS, key)) {
    throw new Error(
      `--plan: no search setting '${key}' (the settings: ${SEARCH_SETTING_NAMES.join(', ')})`,
    );
  }
  const kind = SEARCH_SETTINGS[key as keyof typeof SEARCH_SETTINGS];
  if (kind === 'orders') throw new Error(`--plan: '${key}' cannot be given in a plan's text`);
  return [key, kind === 'boolean' ? value === '1' : Number(value)];
}
