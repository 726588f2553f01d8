/**
 * Moving AI grid benchmarks: `.map` and `.scen` files, 4- and 8-connected (octile, no corner
 * cutting) path-finding with a fast typed-array A*, and scenario checking.
 */
export * from './map.js';
export * from './scenario.js';
export * from './octile.js';
export * from './graph.js';
export * from './path-finder.js';
export * from './check.js';
export * from './render.js';
export * from './weighted.js';
// Every parser and search here throws it for bad input: callers catch it from this same subpath.
export { InputError } from '../../errors.js';
