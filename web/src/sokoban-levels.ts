/**
 * The Sokoban collections bundled in data/sokoban, loaded on demand (each is its own small
 * chunk) and parsed by the library's parser.
 *
 * ```ts
 * const levels = await loadCollection('microban');
 * levels[0].title; // '1'
 * ```
 */
import { parseCollection, type SokobanLevel } from '../../src/puzzles/sokoban/index.js';
import { couldNotLoad } from './offline.js';

export const COLLECTIONS = [
  {
    id: 'microban',
    name: 'Microban',
    credit: 'Microban by David W. Skinner, freely distributable with credit',
    load: () => import('../../data/sokoban/microban.sok?raw'),
  },
  {
    id: 'microban2',
    name: 'Microban II',
    credit: 'Microban II by David W. Skinner, freely distributable with credit',
    load: () => import('../../data/sokoban/microban2.sok?raw'),
  },
  {
    id: 'sasquatch',
    name: 'Sasquatch II–IX',
    credit: 'Sasquatch II–IX by David W. Skinner, freely distributable with credit',
    load: () => import('../../data/sokoban/sasquatch.sok?raw'),
  },
  {
    id: 'xsokoban',
    name: 'XSokoban',
    credit: 'the original XSokoban levels, public domain',
    load: () => import('../../data/sokoban/xsokoban.sok?raw'),
  },
] as const;

export type CollectionId = (typeof COLLECTIONS)[number]['id'];

const cache = new Map<string, SokobanLevel[]>();

export async function loadCollection(id: CollectionId): Promise<SokobanLevel[]> {
  const known = cache.get(id);
  if (known) return known;
  const collection = COLLECTIONS.find((c) => c.id === id)!;
  // A chunk that does not arrive (offline before the first visit finished) says which one.
  const text = await collection.load().then(
    (module) => module.default,
    (error: unknown) => Promise.reject(couldNotLoad(`the ${collection.name} levels`, error)),
  );
  const levels = parseCollection(text, { file: `${id}.sok` });
  cache.set(id, levels);
  return levels;
}
