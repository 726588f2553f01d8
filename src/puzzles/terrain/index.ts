/** The Civilization-style terrain board: parsing, cheapest paths, movement ranges, drawing. */
export * from './map.js';
export * from './path.js';
export * from './render.js';
// Every parser and search here throws it for bad input: callers catch it from this same subpath.
export { InputError } from '../../errors.js';
