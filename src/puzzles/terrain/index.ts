/** The Civilization-style terrain board: parsing, cheapest paths, movement ranges, drawing. */
export * from './map.js';
export * from './path.js';
export * from './render.js';
