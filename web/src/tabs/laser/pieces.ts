/**
 * How the laser tab shows and counts pieces: the tools, each square's look (classes and
 * glyph), pieces named as the board draws them, squares by row and column, and the place
 * line counted down by the pieces placed by hand.
 *
 * ```ts
 * remainingPieces(puzzle.pieces, [MIRROR_SLASH]); // 2*mirror splitter -> mirror splitter
 * placeLineOf(left); // 'place: mirror splitter'
 * ```
 */
import {
  ANY_MIRROR,
  ANY_SPLITTER,
  BLOCKER,
  EMITTER_D,
  EMITTER_L,
  EMITTER_R,
  EMITTER_U,
  EMPTY,
  LaserBoard,
  MIRROR_BACKSLASH,
  MIRROR_SLASH,
  SPLIT_BACKSLASH,
  SPLIT_HORIZONTAL,
  SPLIT_SLASH,
  SPLIT_VERTICAL,
  TARGET,
  type PieceCount,
} from '../../../../src/puzzles/laser/index.js';

/** A tool places the first kind of its family; clicking a piece of the family turns it. */
export const TOOLS: { id: string; name: string; kinds: number[] }[] = [
  { id: 'emitter', name: 'Emitter', kinds: [EMITTER_R, EMITTER_D, EMITTER_L, EMITTER_U] },
  { id: 'mirror', name: 'Mirror', kinds: [MIRROR_SLASH, MIRROR_BACKSLASH] },
  {
    id: 'transparent',
    name: 'Transparent',
    kinds: [SPLIT_SLASH, SPLIT_HORIZONTAL, SPLIT_BACKSLASH, SPLIT_VERTICAL],
  },
  { id: 'target', name: 'Target', kinds: [TARGET] },
  { id: 'blocker', name: 'Blocker', kinds: [BLOCKER] },
  { id: 'choose', name: 'Turnable', kinds: [ANY_MIRROR, ANY_SPLITTER] },
  { id: 'erase', name: 'Erase', kinds: [EMPTY] },
];

export const GLYPH: Record<number, string> = {
  [EMITTER_U]: '▲',
  [EMITTER_D]: '▼',
  [EMITTER_L]: '◀',
  [EMITTER_R]: '▶',
  [TARGET]: '',
  [BLOCKER]: '',
  [ANY_MIRROR]: 'M',
  [ANY_SPLITTER]: 'S',
};

export const CLASS: Record<number, string> = {
  [EMITTER_U]: 'emitter',
  [EMITTER_D]: 'emitter',
  [EMITTER_L]: 'emitter',
  [EMITTER_R]: 'emitter',
  [TARGET]: 'target',
  [BLOCKER]: 'blocker',
  [MIRROR_SLASH]: 'mirror slash',
  [MIRROR_BACKSLASH]: 'mirror backslash',
  [SPLIT_SLASH]: 'split slash',
  [SPLIT_BACKSLASH]: 'split backslash',
  [SPLIT_VERTICAL]: 'split vertical',
  [SPLIT_HORIZONTAL]: 'split horizontal',
  [ANY_MIRROR]: 'undecided',
  [ANY_SPLITTER]: 'undecided',
};

/** How the board draws a square: its piece's classes and glyph. */
export function lookOf(board: LaserBoard) {
  return (square: number) => {
    const kind = board.kindAt(square);
    return {
      classes: CLASS[kind] ?? (board.placeable[square] ? 'empty' : 'closed'),
      glyph: GLYPH[kind] ?? '',
    };
  };
}

/** A piece as the board shows it: its name and the line drawn, not a file symbol. */
export const PIECE_NAME: Record<number, string> = {
  [MIRROR_SLASH]: 'mirror /',
  [MIRROR_BACKSLASH]: 'mirror \\',
  [SPLIT_SLASH]: 'transparent mirror /',
  [SPLIT_BACKSLASH]: 'transparent mirror \\',
  [SPLIT_VERTICAL]: 'transparent mirror |',
  [SPLIT_HORIZONTAL]: 'transparent mirror —',
};

export const squareName = (board: LaserBoard, square: number) =>
  `row ${Math.floor(square / board.width) + 1}, column ${(square % board.width) + 1}`;

/** The pieces still to place: the puzzle's, less those placed by hand on its open squares. */
export function remainingPieces(
  pieces: readonly PieceCount[],
  placed: Iterable<number>,
): PieceCount[] {
  const left = pieces.map((p) => ({ ...p }));
  for (const kind of placed) {
    const match = left.find((p) => p.count > 0 && p.type.kinds.includes(kind));
    if (match) match.count--;
  }
  return left.filter((p) => p.count > 0);
}

export function placeLineOf(pieces: readonly PieceCount[]): string {
  if (pieces.length === 0) return '';
  return `place: ${pieces.map((p) => (p.count === 1 ? p.type.name : `${p.count}*${p.type.name}`)).join(' ')}`;
}
