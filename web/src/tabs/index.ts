// The playground's tabs, in the order of the tab bar.
import { knightTab } from './knight/index.js';
import { laserTab } from './laser/index.js';
import { sokobanTab } from './sokoban/index.js';
import type { Tab } from './tab.js';
import { terrainTab } from './terrain/index.js';
import { wordLadderTab } from './wordladder/index.js';
import { wordSearchTab } from './wordsearch/index.js';

export function allTabs(): Tab[] {
  return [sokobanTab(), knightTab(), wordLadderTab(), wordSearchTab(), laserTab(), terrainTab()];
}
