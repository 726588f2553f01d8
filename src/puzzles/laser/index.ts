/** Laser boards: pieces, the text format, the ray graph, light simulation, drawings, a solver. */
export * from './pieces.js';
export * from './board.js';
export * from './parse.js';
export * from './simulate.js';
export * from './render.js';
export * from './solve.js';
// Every parser and search here throws it for bad input: callers catch it from this same subpath.
export { InputError } from '../../errors.js';
