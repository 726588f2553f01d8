// The playground's tabs, in the order of the tab bar.
import { knightTab } from './knight.js';
import type { Tab } from './tab.js';

export function allTabs(): Tab[] {
  return [knightTab()];
}
