/**
 * The pieces of a laser board, their text symbols, and what each does to light: for every
 * piece and every direction light arrives moving in, the set of directions it leaves in.
 * Directions are the grid ordinals `u d l r` = 0 1 2 3; a set of directions is a 4-bit mask.
 *
 * ```ts
 * import {
 *   BIT_R,
 *   BIT_U,
 *   exits,
 *   MIRROR_SLASH,
 *   pieceFromSymbol,
 *   R,
 *   SPLIT_SLASH,
 * } from 'puzzlegraph/laser';
 *
 * // Light moving right goes on through a splitter and is also reflected up.
 * console.log(exits(SPLIT_SLASH, R) === (BIT_U | BIT_R)); // true
 * // An opaque mirror only reflects.
 * console.log(exits(MIRROR_SLASH, R) === BIT_U); // true
 * console.log(pieceFromSymbol('Z') === SPLIT_SLASH); // true
 * ```
 *
 * The transparent mirrors follow the rules of docs/laser.md: `|` hit moving left or right sends
 * light both left and right; `-` hit moving up or down sends it up and down; a transparent
 * `/` hit moving right or up sends it right and up, hit moving left or down sends it left and
 * down; a transparent `\` hit moving up or left sends it up and left, hit moving right or
 * down sends it right and down; any other arrival (`|` hit moving up) goes nowhere.
 */

/** Direction ordinals, as in `DIRECTIONS` of the grid helpers. */
export const U = 0;
export const D = 1;
export const L = 2;
export const R = 3;

/** One bit per direction. */
export const BIT_U = 1 << U;
export const BIT_D = 1 << D;
export const BIT_L = 1 << L;
export const BIT_R = 1 << R;

/** Piece kinds, small integers so that boards are Uint8Arrays. */
export const EMPTY = 0;
export const BLOCKER = 1;
export const TARGET = 2;
export const EMITTER_U = 3;
export const EMITTER_D = 4;
export const EMITTER_L = 5;
export const EMITTER_R = 6;
/** Opaque mirror `/`: reflects only. */
export const MIRROR_SLASH = 7;
/** Opaque mirror `\`. */
export const MIRROR_BACKSLASH = 8;
/** Transparent mirror `|`. */
export const SPLIT_VERTICAL = 9;
/** Transparent mirror `-`. */
export const SPLIT_HORIZONTAL = 10;
/** Transparent mirror `/`, written `Z` (the diagonal of a Z). */
export const SPLIT_SLASH = 11;
/** Transparent mirror `\`, written `N` (the diagonal of an N). */
export const SPLIT_BACKSLASH = 12;
/** An opaque mirror fixed in place whose orientation the solver chooses, written `M`. */
export const ANY_MIRROR = 13;
/** A transparent diagonal mirror fixed in place whose orientation the solver chooses, `S`. */
export const ANY_SPLITTER = 14;
export const KIND_COUNT = 15;

export interface PieceInfo {
  readonly kind: number;
  /** Its symbol in board files. */
  readonly symbol: string;
  readonly name: string;
}

export const PIECES: readonly PieceInfo[] = [
  { kind: EMPTY, symbol: '.', name: 'empty' },
  { kind: BLOCKER, symbol: '#', name: 'blocker' },
  { kind: TARGET, symbol: 'o', name: 'target' },
  { kind: EMITTER_U, symbol: '^', name: 'emitter up' },
  { kind: EMITTER_D, symbol: 'v', name: 'emitter down' },
  { kind: EMITTER_L, symbol: '<', name: 'emitter left' },
  { kind: EMITTER_R, symbol: '>', name: 'emitter right' },
  { kind: MIRROR_SLASH, symbol: '/', name: 'mirror /' },
  { kind: MIRROR_BACKSLASH, symbol: '\\', name: 'mirror \\' },
  { kind: SPLIT_VERTICAL, symbol: '|', name: 'transparent mirror |' },
  { kind: SPLIT_HORIZONTAL, symbol: '-', name: 'transparent mirror -' },
  { kind: SPLIT_SLASH, symbol: 'Z', name: 'transparent mirror / (Z)' },
  { kind: SPLIT_BACKSLASH, symbol: 'N', name: 'transparent mirror \\ (N)' },
  { kind: ANY_MIRROR, symbol: 'M', name: 'mirror, orientation to choose' },
  { kind: ANY_SPLITTER, symbol: 'S', name: 'transparent diagonal mirror, orientation to choose' },
];

/** The orientations the solver may give a piece of kind ANY_MIRROR or ANY_SPLITTER. */
export const ORIENTATIONS: Readonly<Record<number, readonly number[]>> = {
  [ANY_MIRROR]: [MIRROR_SLASH, MIRROR_BACKSLASH],
  [ANY_SPLITTER]: [SPLIT_SLASH, SPLIT_BACKSLASH],
};

const BY_SYMBOL = new Map(PIECES.map((piece) => [piece.symbol, piece.kind]));
// A space is an empty square too, so that boards may be drawn with spaces.
BY_SYMBOL.set(' ', EMPTY);

/** Every symbol a board cell may hold, for error messages. */
export const BOARD_SYMBOLS = '. (or space) : # o ^ v < > / \\ | - Z N M S';

/** The kind of a board symbol, or undefined. (`:` is parsed separately: empty, closed.) */
export function pieceFromSymbol(symbol: string): number | undefined {
  return BY_SYMBOL.get(symbol);
}

export function symbolOf(kind: number): string {
  return PIECES[kind].symbol;
}

export function isEmitter(kind: number): boolean {
  return kind >= EMITTER_U && kind <= EMITTER_R;
}

/** The direction ordinal an emitter shines in. */
export function emitterDirection(kind: number): number {
  return kind - EMITTER_U;
}

/** Undecided pieces: fixed in place, orientation still to choose; light stops at them. */
export function isUndecided(kind: number): boolean {
  return kind === ANY_MIRROR || kind === ANY_SPLITTER;
}

// EXITS[kind * 4 + arrival] = mask of leaving directions.
const EXITS = new Uint8Array(KIND_COUNT * 4);
function rule(kind: number, arrival: number, mask: number): void {
  EXITS[kind * 4 + arrival] = mask;
}
for (let d = 0; d < 4; d++) {
  rule(EMPTY, d, 1 << d);
  rule(TARGET, d, 1 << d);
}
// Opaque mirrors: `/` turns right-moving light up, and so on.
rule(MIRROR_SLASH, R, BIT_U);
rule(MIRROR_SLASH, U, BIT_R);
rule(MIRROR_SLASH, L, BIT_D);
rule(MIRROR_SLASH, D, BIT_L);
rule(MIRROR_BACKSLASH, U, BIT_L);
rule(MIRROR_BACKSLASH, L, BIT_U);
rule(MIRROR_BACKSLASH, R, BIT_D);
rule(MIRROR_BACKSLASH, D, BIT_R);
// Transparent mirrors, as docs/laser.md gives their rules.
rule(SPLIT_VERTICAL, L, BIT_L | BIT_R);
rule(SPLIT_VERTICAL, R, BIT_L | BIT_R);
rule(SPLIT_HORIZONTAL, U, BIT_U | BIT_D);
rule(SPLIT_HORIZONTAL, D, BIT_U | BIT_D);
rule(SPLIT_SLASH, R, BIT_R | BIT_U);
rule(SPLIT_SLASH, U, BIT_R | BIT_U);
rule(SPLIT_SLASH, L, BIT_L | BIT_D);
rule(SPLIT_SLASH, D, BIT_L | BIT_D);
rule(SPLIT_BACKSLASH, U, BIT_U | BIT_L);
rule(SPLIT_BACKSLASH, L, BIT_U | BIT_L);
rule(SPLIT_BACKSLASH, R, BIT_R | BIT_D);
rule(SPLIT_BACKSLASH, D, BIT_R | BIT_D);
// Blockers, emitters and undecided pieces stop light: their entries stay 0.

/** Directions (mask) light leaves a square holding `kind` in, having arrived moving `arrival`. */
export function exits(kind: number, arrival: number): number {
  return EXITS[kind * 4 + arrival];
}

/** The raw table, for hot loops: index `kind * 4 + arrival`. */
export const EXIT_TABLE: Readonly<Uint8Array> = EXITS;

/**
 * A piece to place in a puzzle: a name and the kinds (orientations) it may take. `/` is an
 * opaque mirror in that fixed orientation; `mirror` one whose orientation is free.
 */
export interface PieceType {
  readonly name: string;
  readonly kinds: readonly number[];
}

const PLACEABLE: Record<string, readonly number[]> = {
  '/': [MIRROR_SLASH],
  '\\': [MIRROR_BACKSLASH],
  '|': [SPLIT_VERTICAL],
  '-': [SPLIT_HORIZONTAL],
  Z: [SPLIT_SLASH],
  N: [SPLIT_BACKSLASH],
  '#': [BLOCKER],
  mirror: [MIRROR_SLASH, MIRROR_BACKSLASH],
  splitter: [SPLIT_SLASH, SPLIT_BACKSLASH],
  transparent: [SPLIT_VERTICAL, SPLIT_HORIZONTAL, SPLIT_SLASH, SPLIT_BACKSLASH],
};

export const PLACEABLE_NAMES = Object.keys(PLACEABLE);

/** The piece type named `name` in a `place:` line, or undefined. */
export function pieceType(name: string): PieceType | undefined {
  const kinds = PLACEABLE[name];
  return kinds ? { name, kinds } : undefined;
}

/** Letters of a direction mask in `udlr` order, `.` for each missing one. */
export function maskLetters(mask: number): string {
  return (
    (mask & BIT_U ? 'u' : '.') +
    (mask & BIT_D ? 'd' : '.') +
    (mask & BIT_L ? 'l' : '.') +
    (mask & BIT_R ? 'r' : '.')
  );
}
