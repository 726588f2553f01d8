/** The terrain tab's example maps: the files of examples/terrain, by name, and a blank map. */
import { formatTerrain, parseTerrain } from '../../../../src/puzzles/terrain/index.js';

// bad.txt is the CLI's error fixture (docs/terrain.md shows its message), not a map to offer.
const files = import.meta.glob<string>(
  ['../../../../examples/terrain/*.txt', '!../../../../examples/terrain/bad.txt'],
  { query: '?raw', import: 'default', eager: true },
);

export const EXAMPLES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(files).map(([path, text]) => [path.replace(/^.*\/|\.txt$/g, ''), text]),
  ),
  blank: '................\n'.repeat(10),
};

export const FIRST = 'island' in EXAMPLES ? 'island' : Object.keys(EXAMPLES)[0];

/** An example's map as `formatTerrain` writes it; undefined when it does not parse. */
export function exampleMapText(name: string): string | undefined {
  try {
    return name in EXAMPLES ? formatTerrain(parseTerrain(EXAMPLES[name])) : undefined;
  } catch {
    return undefined;
  }
}
