/**
 * puzzlegraph: puzzles and games solved by graph search. The generic core lives in
 * `puzzlegraph/search`, board helpers in `puzzlegraph/grid`, and each puzzle in
 * `puzzlegraph/<puzzle>`; this entry point re-exports the core and the grid helpers.
 */
export * from './search/index.js';
export * from './grid/index.js';
