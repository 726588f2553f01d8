/**
 * Random Boggle boards rolled from the sixteen dice of the standard (1987) 4 x 4 game: the
 * dice are shuffled into the cells and each shows a random face; the `Q` face is `Qu`.
 *
 * ```ts
 * import { seededRandom } from 'puzzlegraph/grid';
 * import { formatLetterGrid, rollBoggle } from 'puzzlegraph/wordsearch';
 *
 * const grid = rollBoggle(seededRandom(1));
 * console.log(grid.width, grid.height); // 4 4
 * // The same seed rolls the same grid.
 * console.log(formatLetterGrid(rollBoggle(seededRandom(1))) === formatLetterGrid(grid)); // true
 * ```
 */
import { Board } from '../../grid/index.js';
import { QU_TILE, type LetterGrid } from './letter-grid.js';

export const BOGGLE_DICE: readonly string[] = [
  'AAEEGN',
  'ABBJOO',
  'ACHOPS',
  'AFFKPS',
  'AOOTTW',
  'CIMOTU',
  'DEILRX',
  'DELRVY',
  'DISTTY',
  'EEGHNW',
  'EEINSU',
  'EHRTVW',
  'EIOSST',
  'ELRTTY',
  'HIMNQU',
  'HLNNRZ',
];

const BOARD = new Board(4, 4);

/** Rolls the dice into `tiles` (16 codes, as `LetterGrid.tiles`), reusing it when given. */
export function rollBoggleTiles(random: () => number, tiles = new Uint8Array(16)): Uint8Array {
  const order = Array.from(BOGGLE_DICE.keys());
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  order.forEach((die, cell) => {
    const face = BOGGLE_DICE[die][Math.floor(random() * 6)];
    tiles[cell] = face === 'Q' ? QU_TILE : face.charCodeAt(0) - 65;
  });
  return tiles;
}

export function rollBoggle(random: () => number): LetterGrid {
  return { width: 4, height: 4, board: BOARD, tiles: rollBoggleTiles(random) };
}
