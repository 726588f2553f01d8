/**
 * What the searches need of an open list. A plain best-first search uses the search core's
 * `BinaryHeap`; the feature-space searches file positions in cells (`FeatureCells`); the
 * reverse search alternates several orders (`AlternatingOpenList`). `openListFor` picks one
 * from a search's settings.
 */
export interface OpenList {
  readonly size: number;
  /** `cell` places the state in feature space; lists without cells ignore it. */
  push(id: number, priority: number, tie: number, cell: number): void;
  pop(): number;
  /** The best cell a position has been placed in (FeatureCells with `bestFirst`). */
  readonly best?: number;
}
