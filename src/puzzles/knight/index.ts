/** Knight (and other leaper) moves on an N x M board. */
export * from './squares.js';
export * from './leaper.js';
export * from './solve.js';
export * from './render.js';
export * from './compare.js';
export { knightDistanceUnbounded } from './distance.js';
// Every parser and search here throws it for bad input: callers catch it from this same subpath.
export { InputError } from '../../errors.js';
