/**
 * The open list a search's settings ask for: feature cells taken in turn (`FeatureCells`) for
 * feature-space searches, several orders taking turns over one store (`AlternatingOpenList`)
 * when the settings list more orders, and otherwise the search core's binary heap.
 *
 * ```text
 * const open = openListFor(weights, store);
 * open.push(id, priority, tie, cell);
 * ```
 */
import { BinaryHeap } from '../../../../search/index.js';
import { AlternatingOpenList } from '../core/alternating-open-list.js';
import { FeatureCells } from '../fess/feature-cells.js';
import type { OpenList } from '../core/open-list.js';
import type { SearchOrder, SearchWeights } from '../core/search-settings.js';
import type { StateStore } from '../core/state-store.js';

export function openListFor(weights: SearchWeights, store: StateStore): OpenList {
  if (weights.moreOrders) {
    return new AlternatingOpenList([weights, ...weights.moreOrders], store, listForOrder);
  }
  if (weights.featureSpace) {
    return new FeatureCells(weights.bestCellTurns === true, weights.pastCells === true);
  }
  return new BinaryHeap(1 << 12);
}

/** One order's own list within an alternation: feature cells or a binary heap. */
export function listForOrder(order: SearchOrder): OpenList {
  return order.featureSpace ? new FeatureCells() : new BinaryHeap(1 << 12);
}
